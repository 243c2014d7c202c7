//! Challenges: made, accepted (starting a game), declined, cancelled.

use super::*;
use crate::games::{BySide, GameKind, Side};
use crate::store::{ChallengeDoc, FinishDoc, PlayerSlot};
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
        self.check_challenge_limits(actor)?;
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
            self.remember(opponent)?;
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
            // A direct message carries Accept and Decline (Cancel is the challenger's).
            let buttons = response.reply.buttons[..2].to_vec();
            let notify = Notify::to(opponent.user)
                .in_channel(place.server, place.channel)
                .says(
                    NoticeKind::Challenged,
                    format!(
                        "{} challenges you to {} (challenge `{}`).",
                        actor.name,
                        request.game.title(),
                        doc.id
                    ),
                )
                .buttons(buttons);
            self.address(&mut response, notify);
        }
        Ok(response)
    }

    /// Finds the challenge a command is about: the typed id, or the only challenge here the
    /// actor could answer (addressed to them, or open and not theirs; for cancelling, theirs).
    pub(super) fn find_challenge(
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
        self.check_game_limit(actor)?;
        self.check_challenger_game_limit(doc.challenger.user, &doc.challenger.name)?;
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
            BySide::new(doc.challenger.clone(), me)
        } else {
            BySide::new(me, doc.challenger.clone())
        };
        let (game_doc, game) = self.begin_game(
            doc.kind,
            players,
            // Where the challenge was made, even if accepted from a DM's button.
            (doc.server, doc.channel),
            doc.time_per_move,
            Some(&doc.id),
        )?;
        self.started_response(&game_doc, game.as_ref())
    }

    /// Stores a new game of `kind` between `players`, played in `at` (server, channel), and
    /// removes the challenge it came from (`from`) in the same write. The clock starts for the
    /// side to move (no clock when that is the computer).
    pub(super) fn begin_game(
        &self,
        kind: GameKind,
        players: BySide<PlayerSlot>,
        at: (Option<ServerId>, ChannelId),
        time_per_move: u64,
        from: Option<&ChallengeId>,
    ) -> ServiceResult<(GameDoc, Box<dyn AnyGame>)> {
        let now = self.now();
        let game = games::new_game(kind, None).map_err(|e| {
            UserError::BadInput(format!("{} cannot be played: {}", kind.title(), e.reason))
        })?;
        let mut game_doc = GameDoc {
            id: GameId::random(4),
            version: 0,
            kind,
            start: game.start_position().map(str::to_string),
            moves: Vec::new(),
            players,
            server: at.0,
            channel: at.1,
            time_per_move,
            created: now,
            last_move_at: now,
            deadline: None,
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
            compensated_until: None,
        };
        self.start_turn_clock(&mut game_doc, now);
        let mut attempts = 0;
        loop {
            match self.store.insert_game(&game_doc, from) {
                Ok(true) => break,
                Ok(false) => {
                    attempts += 1;
                    // Ids grow a character whenever short ones keep colliding.
                    game_doc.id = GameId::random(4 + attempts / 3);
                }
                Err(StoreError::Missing { .. }) => {
                    let id = from.map(ToString::to_string).unwrap_or_default();
                    return Err(UserError::NoSuchChallenge(id).into());
                }
                Err(e) => return Err(e.into()),
            }
        }
        Ok((game_doc, game))
    }

    /// The reply announcing a new game: the board, a ping for the player to move, and news of
    /// the start (for a thread).
    pub(super) fn started_response(
        &self,
        game_doc: &GameDoc,
        game: &dyn AnyGame,
    ) -> ServiceResult<Response> {
        let kind = game_doc.kind;
        let time = Duration::from_secs(game_doc.time_per_move);
        let first = game_doc.player(Side::First).clone();
        let second = game_doc.player(Side::Second).clone();
        let headline = format!(
            "Game **{}** started: {} ({}) vs {} ({}), {} per move.",
            game_doc.id,
            first.name,
            kind.side_name(Side::First),
            second.name,
            kind.side_name(Side::Second),
            human_duration(time),
        );
        let reply = self.board_reply(game_doc, game, None, headline);
        let mut response = Response::from(reply);
        let to_move = game_doc.player(game_doc.to_move).user;
        self.address(
            &mut response,
            Notify::to(to_move).about(game_doc).says(
                NoticeKind::YourTurn,
                format!("Game {} started: it is your move.", game_doc.id),
            ),
        );
        let thread_wanted = game_doc
            .server
            .map(|s| self.store.server_settings(s).map(|s| s.thread_per_game))
            .transpose()?
            .unwrap_or(false);
        response.started = Some(GameStarted {
            game: game_doc.id.clone(),
            thread_wanted,
            title: msg!(
                "thread-title",
                game = game_doc.id.to_string(),
                kind = kind,
                first = first.name.clone(),
                second = second.name.clone()
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
            Notify::to(doc.challenger.user)
                .in_channel(doc.server, doc.channel)
                .says(
                    NoticeKind::ChallengeExpired,
                    format!("{} declined your challenge `{}`.", actor.name, doc.id),
                ),
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
}
