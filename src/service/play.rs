//! Commands that change things: challenges, moves, resignation, draws, take-backs, settings.

use super::*;
use crate::games::{Outcome, Side};
use crate::store::{ChallengeDoc, FinishDoc, OfferDoc, PlayerSlot, ServerSettings};
use rand::Rng;

impl Service {
    /// `/challenge`: challenges a named opponent, or anyone (an open challenge), to a game.
    /// The reply carries Accept / Decline / Cancel buttons and mentions the challenged player.
    pub fn challenge(
        &self,
        actor: &Actor,
        place: &Place,
        request: ChallengeRequest,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let time = self.checked_time(request.time_per_move)?;
        if let Err(e) = games::new_game(request.game, None) {
            return Err(UserError::BadInput(format!(
                "{} cannot be played: {}",
                request.game.title(),
                e.reason
            ))
            .into());
        }
        if let Some(opponent) = &request.opponent {
            if opponent.user == actor.user {
                return Err(UserError::ChallengeYourself.into());
            }
            self.touch(opponent)?;
        }
        let now = self.now();
        let mut doc = ChallengeDoc {
            id: ChallengeId::random(4),
            kind: request.game,
            challenger: PlayerSlot {
                user: actor.user,
                name: actor.name.clone(),
            },
            opponent: request.opponent.as_ref().map(|o| PlayerSlot {
                user: o.user,
                name: o.name.clone(),
            }),
            side: request.side,
            time_per_move: time.as_secs(),
            server: place.server,
            channel: place.channel,
            created: now,
            expires: now.plus(self.config.challenge_expiry),
        };
        let mut length = 4;
        while !self.store.insert_challenge(&doc)? {
            length += 1;
            doc.id = ChallengeId::random(length.min(8));
        }
        let side_text = match request.side {
            SideChoice::Random => "sides drawn by lot".to_string(),
            SideChoice::First => format!(
                "{} plays {}",
                actor.name,
                request.game.side_name(Side::First)
            ),
            SideChoice::Second => format!(
                "{} plays {}",
                actor.name,
                request.game.side_name(Side::Second)
            ),
        };
        let whom = request
            .opponent
            .as_ref()
            .map_or_else(|| "anyone".to_string(), |o| o.name.clone());
        let mut reply = Reply::text(format!(
            "**{}** challenges **{whom}** to {} ({side_text}; {} per move). Challenge `{}` — \
             answer within {}.",
            actor.name,
            request.game.title(),
            human_duration(time),
            doc.id,
            human_duration(self.config.challenge_expiry),
        ));
        reply.buttons = vec![
            Button::new(
                "Accept",
                ButtonStyle::Success,
                Action::AcceptChallenge(doc.id.clone()),
            ),
            Button::new(
                "Decline",
                ButtonStyle::Danger,
                Action::DeclineChallenge(doc.id.clone()),
            ),
            Button::new(
                "Cancel",
                ButtonStyle::Secondary,
                Action::CancelChallenge(doc.id.clone()),
            ),
        ];
        let mut response = Response::from(reply);
        if let Some(opponent) = &request.opponent {
            self.address(
                &mut response,
                opponent.user,
                place.channel,
                None,
                NoticeKind::Challenged,
                format!(
                    "{} challenges you to {} (challenge `{}`).",
                    actor.name,
                    request.game.title(),
                    doc.id
                ),
            );
            if let Some(notice) = response.notices.last_mut() {
                notice.buttons = response.reply.buttons[..2].to_vec();
            }
        }
        Ok(response)
    }

    /// Pings `user` about something in the reply: a mention in the reply for
    /// [`NotifyPref::Mention`], a DM notice for [`NotifyPref::Dm`], nothing for
    /// [`NotifyPref::None`].
    fn address(
        &self,
        response: &mut Response,
        user: UserId,
        channel: ChannelId,
        game: Option<GameId>,
        kind: NoticeKind,
        text: String,
    ) {
        match self.notify_pref(user) {
            NotifyPref::Mention => {
                if !response.reply.mentions.contains(&user) {
                    response.reply.mentions.push(user);
                }
            }
            NotifyPref::Dm => response.notices.push(Notice {
                kind,
                user,
                channel,
                delivery: NotifyPref::Dm,
                game,
                text,
                buttons: Vec::new(),
            }),
            NotifyPref::None => {}
        }
    }

    /// Finds the challenge a command is about: the typed id, or the only challenge here the
    /// actor could answer (addressed to them, or open and not theirs; for cancelling, theirs).
    fn find_challenge(
        &self,
        actor: &Actor,
        place: &Place,
        typed: Option<&str>,
        own: bool,
    ) -> ServiceResult<ChallengeDoc> {
        if let Some(text) = typed.map(str::trim).filter(|t| !t.is_empty()) {
            let id = ChallengeId::parse(text)
                .ok_or_else(|| UserError::NoSuchChallenge(text.to_string()))?;
            return self
                .store
                .challenge(&id)?
                .ok_or_else(|| UserError::NoSuchChallenge(text.to_string()).into());
        }
        let now = self.now();
        let mut candidates: Vec<ChallengeDoc> = self
            .store
            .challenges()?
            .into_iter()
            .filter(|c| c.expires > now)
            .filter(|c| {
                if own {
                    c.challenger.user == actor.user
                } else {
                    c.challenger.user != actor.user
                        && c.opponent.as_ref().map_or(true, |o| o.user == actor.user)
                }
            })
            .collect();
        // Challenges in this channel first; addressed ones before open ones.
        let here: Vec<ChallengeDoc> = candidates
            .iter()
            .filter(|c| c.channel == place.channel)
            .cloned()
            .collect();
        if !here.is_empty() {
            candidates = here;
        }
        if candidates.len() > 1 {
            let addressed: Vec<ChallengeDoc> = candidates
                .iter()
                .filter(|c| c.opponent.is_some())
                .cloned()
                .collect();
            if addressed.len() == 1 && !own {
                candidates = addressed;
            }
        }
        match candidates.len() {
            0 => Err(UserError::NoChallengeForYou.into()),
            1 => Ok(candidates.remove(0)),
            _ => Err(
                UserError::WhichChallenge(candidates.into_iter().map(|c| c.id).collect()).into(),
            ),
        }
    }

    /// `/accept` (or the Accept button): starts the game. Anyone but the challenger may take an
    /// open challenge; an addressed one only the challenged player.
    pub fn accept(
        &self,
        actor: &Actor,
        place: &Place,
        challenge: Option<&str>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let doc = self.find_challenge(actor, place, challenge, false)?;
        let now = self.now();
        if doc.expires <= now {
            self.store.remove_challenge(&doc.id)?;
            return Err(UserError::ChallengeExpired(doc.id).into());
        }
        if doc.challenger.user == actor.user {
            return Err(UserError::OwnChallenge.into());
        }
        if let Some(opponent) = &doc.opponent {
            if opponent.user != actor.user {
                return Err(UserError::NotYourChallenge(doc.id).into());
            }
        }
        let game = games::new_game(doc.kind, None).map_err(|e| {
            UserError::BadInput(format!(
                "{} cannot be played: {}",
                doc.kind.title(),
                e.reason
            ))
        })?;
        let me = PlayerSlot {
            user: actor.user,
            name: actor.name.clone(),
        };
        let challenger_first = match doc.side {
            SideChoice::First => true,
            SideChoice::Second => false,
            SideChoice::Random => rand::thread_rng().gen_bool(0.5),
        };
        let players = if challenger_first {
            [doc.challenger.clone(), me]
        } else {
            [me, doc.challenger.clone()]
        };
        let time = Duration::from_secs(doc.time_per_move);
        let deadline = now.plus(time);
        let mut game_doc = GameDoc {
            id: GameId::random(4),
            version: 0,
            kind: doc.kind,
            start: game.start_position().map(str::to_string),
            moves: Vec::new(),
            players,
            server: place.server.or(doc.server),
            channel: doc.channel,
            time_per_move: doc.time_per_move,
            created: now,
            last_move_at: now,
            deadline: Some(deadline),
            reminded: false,
            event_at: None,
            to_move: game.side_to_move(),
            position: game.position(),
            finished: game.outcome().map(|o| FinishDoc {
                outcome: o.clone(),
                at: now,
            }),
            draw_offer: None,
            takeback: None,
        };
        game_doc.event_at = self.next_event(&game_doc);
        let mut attempts = 0;
        loop {
            match self.store.insert_game(&game_doc, Some(&doc.id)) {
                Ok(true) => break,
                Ok(false) => {
                    attempts += 1;
                    // Ids grow a character whenever short ones keep colliding.
                    game_doc.id = GameId::random(4 + attempts / 3);
                }
                Err(StoreError::Missing { .. }) => {
                    return Err(UserError::NoSuchChallenge(doc.id.to_string()).into())
                }
                Err(e) => return Err(e.into()),
            }
        }
        let first = game_doc.player(Side::First).clone();
        let second = game_doc.player(Side::Second).clone();
        let headline = format!(
            "Game **{}** started: {} ({}) vs {} ({}), {} per move.",
            game_doc.id,
            first.name,
            doc.kind.side_name(Side::First),
            second.name,
            doc.kind.side_name(Side::Second),
            human_duration(time),
        );
        let reply = self.board_reply(&game_doc, game.as_ref(), None, headline);
        let mut response = Response::from(reply);
        let to_move = game_doc.player(game_doc.to_move).user;
        self.address(
            &mut response,
            to_move,
            game_doc.channel,
            Some(game_doc.id.clone()),
            NoticeKind::YourTurn,
            format!("Game {} started: it is your move.", game_doc.id),
        );
        let thread_wanted = place
            .server
            .map(|s| self.store.server_settings(s).map(|s| s.thread_per_game))
            .transpose()?
            .unwrap_or(false);
        response.started = Some(GameStarted {
            game: game_doc.id.clone(),
            thread_wanted,
            title: format!(
                "{} · {} · {} vs {}",
                game_doc.id,
                doc.kind.title(),
                first.name,
                second.name
            ),
        });
        Ok(response)
    }

    /// `/decline`: the challenged player turns a challenge down.
    pub fn decline(
        &self,
        actor: &Actor,
        place: &Place,
        challenge: Option<&str>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let doc = self.find_challenge(actor, place, challenge, false)?;
        match &doc.opponent {
            Some(o) if o.user == actor.user => {}
            _ if doc.challenger.user == actor.user => {
                return Err(UserError::BadInput(
                    "that is your own challenge: cancel it instead".into(),
                )
                .into())
            }
            _ => return Err(UserError::NotYourChallenge(doc.id).into()),
        }
        self.store.remove_challenge(&doc.id)?;
        let mut response = Response::from(Reply::text(format!(
            "{} declined {}'s {} challenge `{}`.",
            actor.name,
            doc.challenger.name,
            doc.kind.title(),
            doc.id
        )));
        self.address(
            &mut response,
            doc.challenger.user,
            doc.channel,
            None,
            NoticeKind::ChallengeExpired,
            format!("{} declined your challenge `{}`.", actor.name, doc.id),
        );
        Ok(response)
    }

    /// `/cancel`: the challenger withdraws a challenge.
    pub fn cancel(
        &self,
        actor: &Actor,
        place: &Place,
        challenge: Option<&str>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let doc = self.find_challenge(actor, place, challenge, true)?;
        if doc.challenger.user != actor.user {
            return Err(UserError::NotTheChallenger(doc.id).into());
        }
        self.store.remove_challenge(&doc.id)?;
        Ok(Reply::text(format!("{} withdrew challenge `{}`.", actor.name, doc.id)).into())
    }

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
    fn player_side(&self, doc: &GameDoc, actor: &Actor) -> ServiceResult<Side> {
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
                self.finish(&mut doc, Outcome::win(side.opponent(), "time"), now);
                return Ok(Some((doc, None)));
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
                None => {
                    doc.deadline = Some(now.plus(Duration::from_secs(doc.time_per_move)));
                    doc.reminded = false;
                    doc.event_at = self.next_event(&doc);
                }
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
        let headline = format!(
            "{} played **{}**{}.",
            actor.name,
            played.human,
            if played.human != played.canonical {
                format!(" ({})", played.canonical)
            } else {
                String::new()
            }
        );
        let reply = self.board_reply(&doc, game.as_ref(), None, headline);
        let mut response = Response::from(reply);
        let opponent = doc.player(mover.opponent()).user;
        if doc.is_active() {
            let deadline = doc.deadline.map(|d| d.utc_string()).unwrap_or_default();
            self.address(
                &mut response,
                opponent,
                doc.channel,
                Some(doc.id.clone()),
                NoticeKind::YourTurn,
                format!(
                    "Your move in game {} ({} played {}). Deadline: {deadline}.",
                    doc.id, actor.name, played.human
                ),
            );
        } else {
            self.announce_end(&mut response, &doc, actor.user);
        }
        Ok(response)
    }

    /// Tells the opponent of `actor` (who got the reply) that the game ended: a mention in the
    /// reply, a DM notice, or nothing, by their preference.
    fn announce_end(&self, response: &mut Response, doc: &GameDoc, actor: UserId) {
        let Some(finished) = &doc.finished else {
            return;
        };
        let result = finished.outcome.describe(doc.kind);
        for player in doc.players.iter().filter(|p| p.user != actor) {
            let kind = if finished.outcome.reason() == "time" {
                NoticeKind::TimeLoss
            } else {
                NoticeKind::GameOver
            };
            self.address(
                response,
                player.user,
                doc.channel,
                Some(doc.id.clone()),
                kind,
                format!("Game {} is over: {result}.", doc.id),
            );
        }
    }

    /// Notices telling the players (except `skip`, who got the reply) that a game ended.
    pub(super) fn end_notices(&self, doc: &GameDoc, skip: Option<UserId>) -> Vec<Notice> {
        let Some(finished) = &doc.finished else {
            return Vec::new();
        };
        let result = finished.outcome.describe(doc.kind);
        doc.players
            .iter()
            .filter(|p| Some(p.user) != skip)
            .map(|p| Notice {
                kind: if finished.outcome.reason() == "time" {
                    NoticeKind::TimeLoss
                } else {
                    NoticeKind::GameOver
                },
                user: p.user,
                channel: doc.channel,
                delivery: self.notify_pref(p.user),
                game: Some(doc.id.clone()),
                text: format!(
                    "Game {} ({} vs {}) is over: {result}.",
                    doc.id,
                    doc.player(Side::First).name,
                    doc.player(Side::Second).name
                ),
                buttons: Vec::new(),
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
                self.finish(&mut doc, Outcome::win(side.opponent(), "resignation"), now);
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

    /// `/draw offer|accept|decline`. `ply` pins a button to the offer it was posted for.
    pub fn draw(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: DrawAction,
    ) -> ServiceResult<Response> {
        self.draw_at(actor, place, game, what, None)
    }

    fn draw_at(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: DrawAction,
        ply: Option<usize>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        let (doc, accepted) = self
            .update_with(&id, |mut doc| {
                let side = self.player_side(&doc, actor)?;
                let offer = doc.draw_offer;
                if let Some(ply) = ply {
                    if offer.map_or(true, |o| o.ply != ply) || doc.moves.len() != ply {
                        return Err(UserError::StaleButton.into());
                    }
                }
                let accept = |doc: &mut GameDoc| -> ServiceResult<()> {
                    let game = self.rebuild(doc)?;
                    game.draw_offer_allowed()
                        .map_err(UserError::DrawNotAllowed)?;
                    self.finish(doc, Outcome::draw("agreement"), now);
                    Ok(())
                };
                match (what, offer) {
                    (DrawAction::Offer, Some(o)) if o.by == side => {
                        Err(UserError::DrawAlreadyOffered(doc.id.clone()).into())
                    }
                    (DrawAction::Offer, None) => {
                        let game = self.rebuild(&doc)?;
                        game.draw_offer_allowed()
                            .map_err(UserError::DrawNotAllowed)?;
                        doc.draw_offer = Some(OfferDoc {
                            by: side,
                            ply: doc.moves.len(),
                        });
                        Ok(Some((doc.clone(), (doc, false))))
                    }
                    (_, None) => Err(UserError::NoDrawOffer(doc.id.clone()).into()),
                    (DrawAction::Accept | DrawAction::Decline, Some(o)) if o.by == side => {
                        Err(UserError::OwnDrawOffer.into())
                    }
                    // Offering when the opponent has offered is accepting.
                    (DrawAction::Offer | DrawAction::Accept, Some(_)) => {
                        accept(&mut doc)?;
                        Ok(Some((doc.clone(), (doc, true))))
                    }
                    (DrawAction::Decline, Some(_)) => {
                        doc.draw_offer = None;
                        Ok(Some((doc.clone(), (doc, false))))
                    }
                }
            })?
            .ok_or_else(|| ServiceError::Internal("draw step gave nothing".into()))?;
        let side = doc.side_of(actor.user).unwrap_or(Side::First);
        let opponent = doc.player(side.opponent()).clone();
        if accepted {
            let mut response = Response::from(Reply::text(format!(
                "{} accepted the draw: game {} is drawn by agreement.",
                actor.name, doc.id
            )));
            self.announce_end(&mut response, &doc, actor.user);
            return Ok(response);
        }
        match what {
            DrawAction::Offer => {
                let ply = doc.moves.len();
                let mut reply = Reply::text(format!(
                    "{} offers a draw in game {}. {}, accept or decline (the offer lapses if you \
                     move instead).",
                    actor.name, doc.id, opponent.name
                ));
                reply.buttons = vec![
                    Button::new(
                        "Accept draw",
                        ButtonStyle::Success,
                        Action::AcceptDraw {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                    Button::new(
                        "Decline draw",
                        ButtonStyle::Danger,
                        Action::DeclineDraw {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                ];
                let mut response = Response::from(reply);
                self.address(
                    &mut response,
                    opponent.user,
                    doc.channel,
                    Some(doc.id.clone()),
                    NoticeKind::DrawOffered,
                    format!("{} offers a draw in game {}.", actor.name, doc.id),
                );
                if let Some(n) = response.notices.last_mut() {
                    n.buttons = response.reply.buttons.clone();
                }
                Ok(response)
            }
            _ => Ok(Reply::text(format!(
                "{} declined the draw offer in game {}; play goes on.",
                actor.name, doc.id
            ))
            .into()),
        }
    }

    /// How many moves a take-back asked by `by` undoes: back to just before `by`'s last move.
    fn takeback_plies(&self, doc: &GameDoc, by: Side) -> ServiceResult<usize> {
        for undo in 1..=2usize {
            if undo > doc.moves.len() {
                break;
            }
            let mut record = doc.record();
            record.moves.truncate(doc.moves.len() - undo);
            let game = games::replay(&record).map_err(|e| {
                ServiceError::Store(StoreError::Corrupt {
                    what: "game",
                    id: doc.id.to_string(),
                    reason: e.to_string(),
                })
            })?;
            if game.side_to_move() == by {
                return Ok(undo);
            }
        }
        Err(UserError::NothingToTakeBack(doc.id.clone()).into())
    }

    /// `/takeback ask|accept|decline`. Asking takes back the asker's last move (and the
    /// opponent's reply, if they have answered it); the opponent must agree.
    pub fn takeback(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: TakebackAction,
    ) -> ServiceResult<Response> {
        self.takeback_at(actor, place, game, what, None)
    }

    fn takeback_at(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
        what: TakebackAction,
        ply: Option<usize>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let id = self.find_game(actor, place, game)?.id;
        let now = self.now();
        let (doc, undone) = self
            .update_with(&id, |mut doc| {
                let side = self.player_side(&doc, actor)?;
                let request = doc.takeback;
                if let Some(ply) = ply {
                    if request.map_or(true, |r| r.ply != ply) || doc.moves.len() != ply {
                        return Err(UserError::StaleButton.into());
                    }
                }
                match (what, request) {
                    (TakebackAction::Ask, Some(r)) if r.by == side => {
                        Err(UserError::TakebackAlreadyAsked(doc.id.clone()).into())
                    }
                    (TakebackAction::Ask, _) => {
                        self.takeback_plies(&doc, side)?;
                        doc.takeback = Some(OfferDoc {
                            by: side,
                            ply: doc.moves.len(),
                        });
                        Ok(Some((doc.clone(), (doc, Vec::new()))))
                    }
                    (_, Some(r)) if r.by == side => Err(UserError::OwnTakeback.into()),
                    (TakebackAction::Accept, Some(r)) => {
                        let undo = self.takeback_plies(&doc, r.by)?;
                        let keep = doc.moves.len() - undo;
                        let undone = doc.moves.split_off(keep);
                        let game = self.rebuild(&doc)?;
                        doc.position = game.position();
                        doc.to_move = game.side_to_move();
                        doc.last_move_at = now;
                        doc.takeback = None;
                        doc.draw_offer = None;
                        doc.deadline = Some(now.plus(Duration::from_secs(doc.time_per_move)));
                        doc.reminded = false;
                        doc.event_at = self.next_event(&doc);
                        Ok(Some((doc.clone(), (doc, undone))))
                    }
                    (TakebackAction::Decline, Some(_)) => {
                        doc.takeback = None;
                        Ok(Some((doc.clone(), (doc, Vec::new()))))
                    }
                    (_, None) => Err(UserError::NoTakebackRequest(doc.id.clone()).into()),
                }
            })?
            .ok_or_else(|| ServiceError::Internal("take-back step gave nothing".into()))?;
        let side = doc.side_of(actor.user).unwrap_or(Side::First);
        let opponent = doc.player(side.opponent()).clone();
        match what {
            TakebackAction::Ask => {
                let ply = doc.moves.len();
                let mut reply = Reply::text(format!(
                    "{} asks to take back their last move in game {}. {}, accept or decline.",
                    actor.name, doc.id, opponent.name
                ));
                reply.buttons = vec![
                    Button::new(
                        "Allow take-back",
                        ButtonStyle::Success,
                        Action::AcceptTakeback {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                    Button::new(
                        "Refuse",
                        ButtonStyle::Danger,
                        Action::DeclineTakeback {
                            game: doc.id.clone(),
                            ply,
                        },
                    ),
                ];
                let mut response = Response::from(reply);
                self.address(
                    &mut response,
                    opponent.user,
                    doc.channel,
                    Some(doc.id.clone()),
                    NoticeKind::TakebackAsked,
                    format!("{} asks for a take-back in game {}.", actor.name, doc.id),
                );
                if let Some(n) = response.notices.last_mut() {
                    n.buttons = response.reply.buttons.clone();
                }
                Ok(response)
            }
            TakebackAction::Accept => {
                let game = self.rebuild(&doc)?;
                let headline = format!(
                    "{} allowed the take-back: {} undone.",
                    actor.name,
                    undone.join(" ")
                );
                let mut response =
                    Response::from(self.board_reply(&doc, game.as_ref(), None, headline));
                let to_move = doc.player(doc.to_move).user;
                self.address(
                    &mut response,
                    to_move,
                    doc.channel,
                    Some(doc.id.clone()),
                    NoticeKind::YourTurn,
                    format!("Take-back done in game {}: your move.", doc.id),
                );
                Ok(response)
            }
            TakebackAction::Decline => Ok(Reply::text(format!(
                "{} refused the take-back in game {}.",
                actor.name, doc.id
            ))
            .into()),
        }
    }

    /// A button was pressed: decodes its custom id and runs the action as `actor`.
    pub fn press(&self, actor: &Actor, place: &Place, custom_id: &str) -> ServiceResult<Response> {
        let action = Action::from_custom_id(custom_id).ok_or(UserError::UnknownButton)?;
        match action {
            Action::AcceptChallenge(id) => self.accept(actor, place, Some(id.as_str())),
            Action::DeclineChallenge(id) => {
                let doc = self
                    .store
                    .challenge(&id)?
                    .ok_or_else(|| UserError::NoSuchChallenge(id.to_string()))?;
                if doc.challenger.user == actor.user {
                    self.cancel(actor, place, Some(id.as_str()))
                } else {
                    self.decline(actor, place, Some(id.as_str()))
                }
            }
            Action::CancelChallenge(id) => self.cancel(actor, place, Some(id.as_str())),
            Action::AcceptDraw { game, ply } => self.draw_at(
                actor,
                place,
                Some(game.as_str()),
                DrawAction::Accept,
                Some(ply),
            ),
            Action::DeclineDraw { game, ply } => self.draw_at(
                actor,
                place,
                Some(game.as_str()),
                DrawAction::Decline,
                Some(ply),
            ),
            Action::AcceptTakeback { game, ply } => self.takeback_at(
                actor,
                place,
                Some(game.as_str()),
                TakebackAction::Accept,
                Some(ply),
            ),
            Action::DeclineTakeback { game, ply } => self.takeback_at(
                actor,
                place,
                Some(game.as_str()),
                TakebackAction::Decline,
                Some(ply),
            ),
            Action::ShowBoard(game) => {
                let mut reply = self.board(actor, place, Some(game.as_str()), None)?;
                reply.ephemeral = true;
                Ok(reply.into())
            }
        }
    }

    /// `/notify mention|dm|none`: how the actor wants to hear about their games.
    pub fn set_notifications(&self, actor: &Actor, pref: NotifyPref) -> ServiceResult<Reply> {
        let mut doc = self.touch(actor)?;
        doc.notify = pref;
        self.store.put_player(&doc)?;
        self.store.flush()?;
        let what = match pref {
            NotifyPref::Mention => "you will be mentioned in the game's channel",
            NotifyPref::Dm => "you will get a direct message",
            NotifyPref::None => "you will not be pinged (games are still posted in their channel)",
        };
        Ok(Reply::private(format!("Notifications: {what}.")))
    }

    /// `/settings threads on|off`: play each new game of this server in its own thread.
    /// (Who may change it is the Discord layer's business: it requires Manage Server.)
    pub fn set_thread_per_game(&self, place: &Place, on: bool) -> ServiceResult<Reply> {
        let server = place.server.ok_or_else(|| {
            UserError::BadInput("server settings can only be changed in a server".into())
        })?;
        self.store.put_server_settings(
            server,
            &ServerSettings {
                thread_per_game: on,
            },
        )?;
        Ok(Reply::text(if on {
            "New games will be played in their own thread."
        } else {
            "New games will be played in the channel they were started in."
        }))
    }

    /// Moves a game to another channel (the thread the Discord layer opened for it).
    pub fn move_game_to_channel(&self, game: &GameId, channel: ChannelId) -> ServiceResult<()> {
        self.update_with(game, |mut doc| {
            doc.channel = channel;
            Ok(Some((doc, ())))
        })?;
        Ok(())
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
