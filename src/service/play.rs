//! Moves and endings: the versioned write loop, moves, resignation, end announcements.

use super::*;
use crate::games::{EndReason, Outcome, Side};
use crate::store::FinishDoc;

impl Service {
    /// Runs `step` on a fresh read of a game until its write wins (another writer may change the
    /// game between the read and the write; the step is then re-checked on the new state).
    pub(super) fn update_with<T>(
        &self,
        id: &GameId,
        mut step: impl FnMut(GameDoc) -> ServiceResult<Option<(GameDoc, T)>>,
    ) -> ServiceResult<Option<T>> {
        for _ in 0..WRITE_ATTEMPTS {
            let doc = self.game_doc(id)?;
            let was_active = doc.is_active();
            let Some((new, value)) = step(doc)? else {
                return Ok(None);
            };
            // The write that ends a game carries its rating changes.
            let result = if was_active && !new.is_active() {
                let _guard = self
                    .finish_lock
                    .lock()
                    .map_err(|_| ServiceError::Internal("finish lock poisoned".into()))?;
                let ratings = self.rating_writes(&new)?;
                self.store.update_game(&new, &ratings)
            } else {
                self.store.update_game(&new, &[])
            };
            match result {
                Ok(_) => return Ok(Some(value)),
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(UserError::Busy.into())
    }

    /// Checks that `actor` plays in the active game `doc`, giving their side.
    pub(super) fn player_side(&self, doc: &GameDoc, actor: &Actor) -> ServiceResult<Side> {
        let side = doc
            .side_of(actor.user)
            .ok_or_else(|| UserError::NotAPlayer(doc.id.clone()))?;
        if let Some(finished) = &doc.finished {
            return Err(UserError::GameOver {
                game: doc.id.clone(),
                result: finished.outcome.describe(doc.kind),
            }
            .into());
        }
        Ok(side)
    }

    /// Ends `doc` with `outcome` now (the caller writes it).
    pub(super) fn finish(&self, doc: &mut GameDoc, outcome: Outcome, now: Timestamp) {
        doc.finished = Some(FinishDoc { outcome, at: now });
        doc.deadline = None;
        doc.event_at = None;
        doc.draw_offer = None;
        doc.takeback = None;
    }

    /// `/move`: plays a move for the actor in their game. Only a player, on their turn, while
    /// the game is on; the engine's refusal explains why and what would work.
    pub fn play(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        text: &str,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        let result = self.update_with(&id, |mut doc| {
            let side = self.player_side(&doc, actor)?;
            if doc.to_move != side {
                return Err(UserError::NotYourTurn {
                    game: doc.id.clone(),
                    waiting_for: doc.player(doc.to_move).name.clone(),
                }
                .into());
            }
            if doc.deadline.is_some_and(|d| d <= now) {
                // The deadline passed before the clock tick noticed: the move is too late.
                self.finish(
                    &mut doc,
                    Outcome::win(side.opponent(), EndReason::Time),
                    now,
                );
                return Ok(Some((doc, None)));
            }
            if text.trim() == NO_MOVE {
                // The "not your turn" choice of the autocomplete, sent after the turn came round.
                return Err(UserError::BadInput(format!(
                    "it is your turn now in game {}: start typing a square in the move option to \
                     see your legal moves",
                    doc.id
                ))
                .into());
            }
            let mut game = self.rebuild(&doc)?;
            let played = game.play(text).map_err(|error| {
                let hint = move_hint(game.as_ref(), &error);
                UserError::BadMove { error, hint }
            })?;
            doc.moves.push(played.canonical.clone());
            doc.position = game.position();
            doc.to_move = game.side_to_move();
            doc.last_move_at = now;
            doc.takeback = None;
            if doc.draw_offer.is_some_and(|o| o.by != side) {
                // An offer lapses when the offerer's opponent moves instead of accepting.
                doc.draw_offer = None;
            }
            match played.outcome.clone() {
                Some(outcome) => self.finish(&mut doc, outcome, now),
                None => self.start_turn_clock(&mut doc, now),
            }
            Ok(Some((doc.clone(), Some((doc, game, played)))))
        })?;
        let Some(done) = result else {
            return Err(ServiceError::Internal("move step gave nothing".into()));
        };
        let Some((doc, game, played)) = done else {
            // Lost on time instead.
            let doc = self.game_doc(&id)?;
            let mut response = Response::from(Reply::text(format!(
                "Too late: the deadline of game {} passed, so {} lost on time.",
                doc.id, actor.name
            )));
            self.announce_end(&mut response, &doc, actor.user);
            return Ok(response);
        };
        let mover = doc.side_of(actor.user).unwrap_or(Side::First);
        let check = check_word(&doc, game.as_ref());
        let headline = format!(
            "{} played **{}**{}{check}.",
            actor.name,
            played.human,
            if played.human != played.canonical {
                format!(" ({})", played.canonical)
            } else {
                String::new()
            }
        );
        let mut reply = self.board_reply(&doc, game.as_ref(), None, headline);
        let opponent = doc.player(mover.opponent()).user;
        if doc.is_active() && opponent.is_computer() {
            self.computer_to_move(&doc);
            reply.text.push("The computer is thinking…");
        }
        let mut response = Response::from(reply);
        if doc.is_active() {
            let deadline = doc.deadline.map(|d| d.utc_string()).unwrap_or_default();
            let notify = Notify::to(opponent).about(&doc).says(
                NoticeKind::YourTurn,
                format!(
                    "Your move in game {} ({} played {}{check}). Deadline: {deadline}.",
                    doc.id, actor.name, played.human
                ),
            );
            self.address_from(&mut response, place.channel, notify);
        } else {
            self.announce_end(&mut response, &doc, actor.user);
        }
        Ok(response)
    }

    /// Tells the opponent of `actor` (who got the reply) that the game ended: a mention in the
    /// reply, a DM notice, or nothing, by their preference.
    pub(super) fn announce_end(&self, response: &mut Response, doc: &GameDoc, actor: UserId) {
        let Some(finished) = &doc.finished else {
            return;
        };
        let result = finished.outcome.describe(doc.kind);
        for player in doc.players.iter().filter(|p| p.user != actor) {
            let kind = if finished.outcome.reason() == EndReason::Time {
                NoticeKind::TimeLoss
            } else {
                NoticeKind::GameOver
            };
            self.address(
                response,
                Notify::to(player.user)
                    .about(doc)
                    .says(kind, format!("Game {} is over: {result}.", doc.id)),
            );
        }
    }

    /// Notices telling the players (except `skip`, who got the reply) that a game ended.
    pub(super) fn end_notices(&self, doc: &GameDoc, skip: Option<UserId>) -> Vec<Notice> {
        let Some(finished) = &doc.finished else {
            return Vec::new();
        };
        let result = finished.outcome.describe(doc.kind);
        let text = format!(
            "Game {} ({} vs {}) is over: {result}.",
            doc.id,
            doc.player(Side::First).name,
            doc.player(Side::Second).name
        );
        doc.players
            .iter()
            .filter(|p| Some(p.user) != skip && !p.user.is_computer())
            .map(|p| {
                let kind = if finished.outcome.reason() == EndReason::Time {
                    NoticeKind::TimeLoss
                } else {
                    NoticeKind::GameOver
                };
                self.notice(Notify::to(p.user).about(doc).says(kind, text.clone()))
            })
            .collect()
    }

    /// `/resign`.
    pub fn resign(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        let doc = self
            .update_with(&id, |mut doc| {
                let side = self.player_side(&doc, actor)?;
                self.finish(
                    &mut doc,
                    Outcome::win(side.opponent(), EndReason::Resignation),
                    now,
                );
                Ok(Some((doc.clone(), doc)))
            })?
            .ok_or_else(|| ServiceError::Internal("resign step gave nothing".into()))?;
        let result = doc
            .finished
            .as_ref()
            .map(|f| f.outcome.describe(doc.kind))
            .unwrap_or_default();
        let mut response = Response::from(Reply::text(format!(
            "{} resigned game {}: {result}.",
            actor.name, doc.id
        )));
        self.announce_end(&mut response, &doc, actor.user);
        Ok(response)
    }
}

/// What to suggest after a refused move: for unreadable text, a few legal moves.
fn move_hint(game: &dyn AnyGame, error: &crate::games::MoveError) -> String {
    use crate::games::MoveError;
    match error {
        MoveError::Unreadable { .. } => {
            let legal = game.legal_moves(crate::games::Notation::Canonical);
            if legal.is_empty() {
                String::new()
            } else {
                let shown: Vec<&str> = legal.iter().take(12).map(String::as_str).collect();
                format!(
                    "moves look like {}{}",
                    shown.join(", "),
                    if legal.len() > shown.len() {
                        ", …"
                    } else {
                        ""
                    }
                )
            }
        }
        _ => String::new(),
    }
}

/// ", check" when the side to move in an ongoing game is in check (Xiangqi's general), as
/// xiangqi sites write it after the move; empty otherwise (and once the game is over, where the
/// result says more).
pub(super) fn check_word(doc: &GameDoc, game: &dyn AnyGame) -> &'static str {
    if doc.is_active() && game.board().check.is_some() {
        ", check"
    } else {
        ""
    }
}
