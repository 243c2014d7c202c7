//! Moves and endings: the versioned write loop, moves, resignation, end announcements.

use super::conditional::LineAnswer;
use super::{
    Actor, Notice, NoticeKind, Notify, NotifyPref, Place, Reply, Response, Service, ServiceError,
    ServiceResult, UserError, NO_MOVE, WRITE_ATTEMPTS,
};
use crate::games::MoveError;
use crate::games::{msg, AnyGame, Arg, EndReason, Msg, Notation, Outcome, PlayedMove, Side, Text};
use crate::model::{GameId, PlayerSlot, RepetitionRule, Timestamp, UserId};
use crate::store::{FinishDoc, GameDoc, StoreError};

impl Service {
    /// Runs `step` on a fresh read of a game until its write wins (another writer may change the
    /// game between the read and the write; the step is then re-checked on the new state).
    ///
    /// The step changes the game in place and says what it did: `Some(value)` writes the game,
    /// and the caller gets the game as written with the value; `None` writes nothing (nothing
    /// to do: the game moved on, nothing is due) and the caller gets `None`.
    pub(super) fn update_with<T>(
        &self,
        id: &GameId,
        mut step: impl FnMut(&mut GameDoc) -> ServiceResult<Option<T>>,
    ) -> ServiceResult<Option<(GameDoc, T)>> {
        for _ in 0..WRITE_ATTEMPTS {
            let mut new = self.game_doc(id)?;
            let was_active = new.is_active();
            let Some(value) = step(&mut new)? else {
                return Ok(None);
            };
            // The write that ends a game carries its rating changes.
            let result = if was_active && !new.is_active() {
                let _guard = self
                    .finish_lock
                    .lock()
                    .map_err(|_| ServiceError::Internal("finish lock poisoned".into()))?;
                let (ratings, changes) = self.rating_writes(&new)?;
                self.store
                    .update_game(&new, &ratings)
                    .map(|_| self.remember_rating_changes(&new.id, changes))
            } else {
                self.store.update_game(&new, &[]).map(|_| ())
            };
            match result {
                Ok(()) => return Ok(Some((new, value))),
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
                kind: doc.kind,
                outcome: finished.outcome.clone(),
                in_check: super::views::in_check_at_end(doc, finished),
            }
            .into());
        }
        Ok(side)
    }

    /// Records the move `played` (in `game`, which has played it) in `doc` at `now`: the move,
    /// the position, whose turn; a take-back request lapses, and so does a draw offer of the
    /// mover's opponent (who moved instead of accepting); then the game ends, or the next
    /// turn's clock starts. The caller writes it, after calling [`Service::answer_line`] in the
    /// same step, so that the conditional lines of the player now to move answer the move or go.
    pub(super) fn record_move(
        &self,
        doc: &mut GameDoc,
        game: &dyn AnyGame,
        played: &PlayedMove,
        now: Timestamp,
    ) {
        let mover = doc.to_move;
        doc.moves.push(played.mv.canonical.clone());
        doc.position = game.position();
        doc.to_move = game.side_to_move();
        doc.last_move_at = now;
        doc.takeback = None;
        if doc.draw_offer.is_some_and(|o| o.by != mover) {
            doc.draw_offer = None;
        }
        match played.outcome.clone() {
            Some(outcome) => self.finish(doc, outcome, now),
            None => self.start_turn_clock(doc, now),
        }
    }

    /// Ends `doc` with `outcome` now (the caller writes it).
    pub(super) fn finish(&self, doc: &mut GameDoc, outcome: Outcome, now: Timestamp) {
        doc.finished = Some(FinishDoc { outcome, at: now });
        // Looked at after the write (a write that lost its race leaves the game unfinished,
        // which the look sees): see `auto_analyse_ended`.
        if let Ok(mut ended) = self.ended.lock() {
            ended.push(doc.id.clone());
        }
        doc.deadline = None;
        doc.paused = None;
        doc.event_at = None;
        doc.draw_offer = None;
        doc.takeback = None;
        // Nothing is left to answer.
        doc.conditionals.clear();
    }

    /// Of `games`, the only one where it is the actor's turn and `text` is a legal move; `None`
    /// if none or several are (a game that cannot be read counts as none).
    fn only_game_taking(&self, actor: &Actor, games: &[GameId], text: &str) -> Option<GameId> {
        let mut taking = games.iter().filter(|id| {
            self.game_doc(id).ok().is_some_and(|doc| {
                doc.side_of(actor.user) == Some(doc.to_move)
                    && self
                        .rebuild(&doc)
                        .is_ok_and(|mut game| game.play(text).is_ok())
            })
        });
        match (taking.next(), taking.next()) {
            (Some(id), None) => Some(id.clone()),
            _ => None,
        }
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
        let id = match self.find_game(actor, place, game) {
            Ok(doc) => doc.id,
            // Several games here: the one where this text is a legal move on the actor's turn,
            // if there is exactly one (`h2e2` in a Xiangqi and a Topo game); otherwise ask.
            Err(ServiceError::User(UserError::WhichGame { games, here: true })) => {
                match self.only_game_taking(actor, &games, text) {
                    Some(id) => id,
                    None => return Err(UserError::WhichGame { games, here: true }.into()),
                }
            }
            Err(e) => return Err(e),
        };
        let now = self.now();
        /// A move played: the game after it (and after the reply of a conditional line, if one
        /// answered), the move, whether it gave check, the repetition warning after it, and
        /// what the opponent's conditional lines did.
        struct Played {
            game: Box<dyn AnyGame>,
            played: PlayedMove,
            check: &'static str,
            warning: Option<Msg>,
            answer: LineAnswer,
        }
        /// What the move step did.
        enum Moved {
            /// The deadline had passed: the mover lost on time instead.
            TooLate,
            /// The move was played.
            Played(Box<Played>),
        }
        // The number of moves at the first read: a retry (another writer came first) that finds
        // the game moved on and the actor to move again — the racing copy of this very move
        // was played and a conditional line answered it — does not play the move a second
        // time in a position it was not meant for.
        let mut first_read: Option<usize> = None;
        let result = self.update_with(&id, |doc| {
            let side = self.player_side(doc, actor)?;
            if doc.to_move != side {
                return Err(UserError::NotYourTurn {
                    game: doc.id.clone(),
                    waiting_for: doc.player(doc.to_move).clone(),
                }
                .into());
            }
            if *first_read.get_or_insert(doc.moves.len()) != doc.moves.len() {
                return Err(UserError::GameMovedOn(doc.id.clone()).into());
            }
            if doc.deadline.is_some_and(|d| d <= now) {
                // The deadline passed before the clock tick noticed: the move is too late.
                self.finish(doc, Outcome::win(side.opponent(), EndReason::Time), now);
                return Ok(Some(Moved::TooLate));
            }
            if text.trim() == NO_MOVE {
                // The "not your turn" choice of the autocomplete, sent after the turn came round.
                return Err(UserError::NoMoveChosen(doc.id.clone()).into());
            }
            let mut game = self.rebuild(doc)?;
            if self.refuses_losing_repetitions(doc)? {
                if let Some(reason) = game.losing_repetition(text) {
                    let error = MoveError::Illegal {
                        text: text.trim().to_string(),
                        reason,
                    };
                    return Err(UserError::BadMove {
                        error,
                        examples: Vec::new(),
                    }
                    .into());
                }
            }
            let played = game.play(text).map_err(|error| {
                let examples = move_examples(game.as_ref(), &error);
                UserError::BadMove { error, examples }
            })?;
            self.record_move(doc, game.as_ref(), &played, now);
            let check = super::views::check_arg(doc, game.as_ref());
            let warning = game.repetition_warning();
            // The opponent's conditional line answers in this same write, or their lines go.
            let answer = self.answer_line(doc, &mut game, &played.mv.canonical, now)?;
            Ok(Some(Moved::Played(Box::new(Played {
                game,
                played,
                check,
                warning,
                answer,
            }))))
        })?;
        let Some((doc, moved)) = result else {
            return Err(ServiceError::Internal("move step gave nothing".into()));
        };
        let Moved::Played(moved) = moved else {
            let mut response = Response::from(Reply::text(msg!(
                "play-too-late",
                game = doc.id.to_string(),
                player = &actor.name
            )));
            self.announce_end(&mut response, &doc, actor.user);
            return Ok(response);
        };
        let Played {
            game,
            played,
            check,
            warning,
            answer,
        } = *moved;
        let mover = doc.side_of(actor.user).unwrap_or(Side::First);
        let words = played.mv.words.clone();
        let mut headline = Text::from(moved_msg(&actor.name, &played, check));
        // What the move did that its words do not say (a Topo Gattino sent back), under them.
        if let Some(note) = played.note.clone() {
            headline.push(note);
        }
        if let LineAnswer::Played { author, reply, .. } = &answer {
            headline.push(line_played_msg(
                author,
                reply,
                super::views::check_arg(&doc, game.as_ref()),
            ));
            if let Some(note) = reply.note.clone() {
                headline.push(note);
            }
        }
        let mut reply = self.board_reply(&doc, game.as_ref(), None, headline);
        let opponent = doc.player(mover.opponent()).user;
        if doc.is_active() && opponent.is_computer() {
            self.computer_to_move(&doc);
            reply.text.push(Msg::new("play-computer-thinking"));
        }
        // The cycle has occurred twice: both players are told what one more repetition decides.
        let warning = match &answer {
            LineAnswer::Played { .. } => game.repetition_warning(),
            _ => warning,
        };
        if let Some(warning) = &warning {
            reply.text.push(warning.clone());
        }
        let mut response = Response::from(reply);
        // A move ends the mover's vacation (the move is played whatever happens to it).
        if let Err(e) = self.end_vacation_by_move(actor, &mut response) {
            tracing::error!("ending the vacation of {} after a move: {e}", actor.user);
        }
        if let LineAnswer::Played {
            author,
            reply,
            left,
        } = answer
        {
            self.after_line_played(
                &mut response,
                place,
                &doc,
                game.as_ref(),
                actor,
                words,
                &author,
                &reply,
                left,
                warning,
            );
            return Ok(response);
        }
        let your_move = match (doc.is_active(), doc.deadline, doc.paused) {
            (true, Some(deadline), _) => Some(msg!(
                "play-your-move",
                game = doc.id.to_string(),
                player = &actor.name,
                move = words.clone(),
                check = check,
                deadline = Arg::Time(deadline.0)
            )),
            // The opponent is on vacation: told all the same, with their clock stopped.
            (true, None, Some(pause)) => Some(msg!(
                "play-your-move-paused",
                game = doc.id.to_string(),
                player = &actor.name,
                move = words.clone(),
                check = check,
                until = Arg::Time(pause.until.0)
            )),
            _ => None,
        };
        if let Some(your_move) = your_move {
            let mut text = Text::new();
            text.push(your_move);
            if let Some(warning) = warning {
                text.push(warning);
            }
            let notify = Notify::to(opponent)
                .about(&doc)
                .says(NoticeKind::YourTurn, text)
                .card_of(&response.reply);
            self.address_from(&mut response, place.channel, notify);
        } else if !doc.is_active() {
            self.announce_end(&mut response, &doc, actor.user);
        }
        if let LineAnswer::Dropped { author, reply, why } = answer {
            self.tell_line_dropped(&mut response, &doc, &author, &words, &reply, why);
        }
        Ok(response)
    }

    /// The notices after the actor's move was answered by their opponent's conditional line
    /// (`reply`, `left` lines remaining): the actor, to move again, hears it is their turn as
    /// after any move; the line's author is told what their line did — privately, since how
    /// many lines they have left is theirs alone to know — and, when the reply ended the game,
    /// how it ended.
    #[allow(clippy::too_many_arguments)]
    fn after_line_played(
        &self,
        response: &mut Response,
        place: &Place,
        doc: &GameDoc,
        game: &dyn AnyGame,
        actor: &Actor,
        words: crate::games::MoveWords,
        author: &PlayerSlot,
        reply: &PlayedMove,
        left: usize,
        warning: Option<Msg>,
    ) {
        let check = super::views::check_arg(doc, game);
        if let (true, Some(deadline)) = (doc.is_active(), doc.deadline) {
            let mut text = Text::from(msg!(
                "play-your-move",
                game = doc.id.to_string(),
                player = &author.name,
                move = reply.mv.words.clone(),
                check = check,
                deadline = Arg::Time(deadline.0)
            ));
            if let Some(warning) = warning {
                text.push(warning);
            }
            let notify = Notify::to(actor.user)
                .about(doc)
                .says(NoticeKind::YourTurn, text)
                .card_of(&response.reply);
            self.address_from(response, place.channel, notify);
        }
        let mut told = Text::from(msg!(
            "conditional-answered",
            game = doc.id.to_string(),
            theirs = words,
            mine = reply.mv.words.clone(),
            count = left
        ));
        let kind = match &doc.finished {
            Some(finished) => {
                told.push(msg!(
                    "play-game-over",
                    game = doc.id.to_string(),
                    result = super::views::result_msg(doc, finished)
                ));
                NoticeKind::GameOver
            }
            None => NoticeKind::YourTurn,
        };
        self.address(
            response,
            Notify::to(author.user)
                .about(doc)
                .says(kind, told)
                .private(),
        );
    }

    /// Tells the author of a conditional line that its reply (`reply`, to the opponent's
    /// move `theirs`) could not be played and their lines were cleared: by a direct message
    /// that only they read, unless they want no notices at all.
    pub(super) fn tell_line_dropped(
        &self,
        response: &mut Response,
        doc: &GameDoc,
        author: &PlayerSlot,
        theirs: &crate::games::MoveWords,
        reply: &str,
        why: Msg,
    ) {
        if let Some(notice) = self.line_dropped_notice(doc, author, theirs, reply, why) {
            response.notices.push(notice);
        }
    }

    /// The notice of [`Service::tell_line_dropped`], if the author wants notices.
    pub(super) fn line_dropped_notice(
        &self,
        doc: &GameDoc,
        author: &PlayerSlot,
        theirs: &crate::games::MoveWords,
        reply: &str,
        why: Msg,
    ) -> Option<Notice> {
        if author.user.is_computer() || self.notify_pref(author.user) == NotifyPref::None {
            return None;
        }
        let text = msg!(
            "conditional-dropped",
            game = doc.id.to_string(),
            theirs = theirs.clone(),
            mine = reply,
            why = why
        );
        Some(
            self.notice_as(
                Notify::to(author.user)
                    .about(doc)
                    .says(NoticeKind::YourTurn, text)
                    .private(),
                NotifyPref::Dm,
            ),
        )
    }

    /// Whether the game's server refuses a Xiangqi move that completes a losing repetition
    /// (`/settings xiangqi-repetition refuse`); games outside a server end as the rules say.
    pub(super) fn refuses_losing_repetitions(&self, doc: &GameDoc) -> ServiceResult<bool> {
        if doc.kind != crate::games::GameKind::Xiangqi {
            return Ok(false);
        }
        let Some(server) = doc.server else {
            return Ok(false);
        };
        Ok(self.server_settings(server)?.xiangqi_repetition == RepetitionRule::Refuse)
    }

    /// Tells the opponent of `actor` (who got the reply) that the game ended: a mention in the
    /// reply, a DM notice, or nothing, by their preference.
    pub(super) fn announce_end(&self, response: &mut Response, doc: &GameDoc, actor: UserId) {
        let Some(finished) = &doc.finished else {
            return;
        };
        let result = super::views::result_msg(doc, finished);
        // The answer that ended the game (a resignation, an accepted draw) says the end as a
        // card too, with the rating changes; a final move's board has its own.
        if response.reply.card.is_none() {
            response.reply.card = self.end_card(doc);
        }
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
                    .says(
                        kind,
                        msg!(
                            "play-game-over",
                            game = doc.id.to_string(),
                            result = result.clone()
                        ),
                    )
                    .card_of(&response.reply),
            );
        }
        let mut more = self.tournament_game_ended(doc);
        response.notices.append(&mut more);
    }

    /// Notices telling the players (except `skip`, who got the reply) that a game ended.
    pub(super) fn end_notices(&self, doc: &GameDoc, skip: Option<UserId>) -> Vec<Notice> {
        let Some(finished) = &doc.finished else {
            return Vec::new();
        };
        let text = msg!(
            "play-game-over-between",
            game = doc.id.to_string(),
            first = &doc.player(Side::First).name,
            second = &doc.player(Side::Second).name,
            result = super::views::result_msg(doc, finished)
        );
        let mut notices: Vec<Notice> = doc
            .players
            .iter()
            .filter(|p| Some(p.user) != skip && !p.user.is_computer())
            .map(|p| {
                let kind = if finished.outcome.reason() == EndReason::Time {
                    NoticeKind::TimeLoss
                } else {
                    NoticeKind::GameOver
                };
                let mut notify = Notify::to(p.user).about(doc).says(kind, text.clone());
                if let Some(board) = self.notice_board(doc, p.user) {
                    notify = notify.board(&board);
                }
                self.notice(notify)
            })
            .collect();
        notices.append(&mut self.tournament_game_ended(doc));
        notices
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
        let (doc, ()) = self
            .update_with(&id, |doc| {
                let side = self.player_side(doc, actor)?;
                self.finish(
                    doc,
                    Outcome::win(side.opponent(), EndReason::Resignation),
                    now,
                );
                Ok(Some(()))
            })?
            .ok_or_else(|| ServiceError::Internal("resign step gave nothing".into()))?;
        let finished = doc
            .finished
            .as_ref()
            .ok_or_else(|| ServiceError::Internal("resigned game not finished".into()))?;
        let mut response = Response::from(Reply::text(msg!(
            "play-resigned",
            player = &actor.name,
            game = doc.id.to_string(),
            result = super::views::result_msg(&doc, finished)
        )));
        self.announce_end(&mut response, &doc, actor.user);
        Ok(response)
    }
}

/// How many legal moves a refusal of unreadable text shows as examples.
const EXAMPLE_MOVES: usize = 12;

/// What to suggest after a refused move: for unreadable text, a few legal moves (in the
/// canonical notation, which every language reads); nothing otherwise.
fn move_examples(game: &dyn AnyGame, error: &crate::games::MoveError) -> Vec<String> {
    match error {
        crate::games::MoveError::Unreadable { .. } => game
            .legal_moves(Notation::Canonical)
            .into_iter()
            .take(EXAMPLE_MOVES)
            .collect(),
        _ => Vec::new(),
    }
}

/// The headline of a move: `alice played C2=5 (h2e2)`, with check.
pub(super) fn moved_msg(player: &str, played: &PlayedMove, check: &'static str) -> Msg {
    let words = played.mv.words.clone();
    if words.usual == played.mv.canonical && words.simplified.is_none() {
        msg!(
            "play-moved-plain",
            player = player,
            move = words,
            check = check
        )
    } else {
        msg!(
            "play-moved",
            player = player,
            move = words,
            canonical = played.mv.canonical.as_str(),
            check = check
        )
    }
}

/// The headline of a reply played by `author`'s conditional line: `↪ alice's conditional line
/// answered: C2=5 (h2e2)`, with check.
pub(super) fn line_played_msg(author: &PlayerSlot, reply: &PlayedMove, check: &'static str) -> Msg {
    let words = reply.mv.words.clone();
    if words.usual == reply.mv.canonical && words.simplified.is_none() {
        msg!(
            "conditional-played-plain",
            player = author.name.as_str(),
            move = words,
            check = check
        )
    } else {
        msg!(
            "conditional-played",
            player = author.name.as_str(),
            move = words,
            canonical = reply.mv.canonical.as_str(),
            check = check
        )
    }
}

/// `reply` with `headline` as its first line.
pub(super) fn headed(headline: Msg, mut reply: Reply) -> Reply {
    let mut lines = vec![headline];
    lines.extend(reply.text.lines().iter().cloned());
    reply.text = Text::from(lines);
    reply
}
