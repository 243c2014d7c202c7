//! Challenges: made, accepted (starting a game), declined, cancelled.

use super::{
    Action, Actor, Button, ButtonStyle, ChallengeRequest, GameStarted, NoticeKind, Notify, Place,
    Reply, Response, Service, ServiceError, ServiceResult, UserError,
};
use crate::games::{self, msg, AnyGame, BySide, GameKind, Msg, Side, Text};
use crate::model::{ChallengeId, ChannelId, GameId, ServerId, SideChoice};
use crate::store::{ChallengeDoc, FinishDoc, GameDoc, PlayerSlot, StoreError};
use rand::Rng;
use std::time::Duration;

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
        let sides = match request.side {
            SideChoice::Random => Msg::new("challenge-sides-random"),
            chosen => {
                let side = if chosen == SideChoice::First {
                    Side::First
                } else {
                    Side::Second
                };
                msg!(
                    "challenge-side",
                    player = &actor.name,
                    side = (request.game, side)
                )
            }
        };
        let headline = match &request.opponent {
            Some(opponent) => msg!(
                "challenge-made",
                challenger = &actor.name,
                opponent = &opponent.name,
                game = request.game,
                sides = sides,
                time = time,
                challenge = doc.id.to_string(),
                expiry = self.config.challenge_expiry
            ),
            None => msg!(
                "challenge-made-open",
                challenger = &actor.name,
                game = request.game,
                sides = sides,
                time = time,
                challenge = doc.id.to_string(),
                expiry = self.config.challenge_expiry
            ),
        };
        let mut reply = Reply::text(headline.clone());
        // As a card: the sentence, then when it runs out, as a moment each reader sees in their
        // own time zone.
        let mut card = super::Card::titled(msg!(
            "embed-challenge-title",
            game = request.game,
            challenge = doc.id.to_string()
        ));
        card.description.push(headline.clone());
        card.replaces.push(headline);
        card.fields.push(super::CardField {
            name: Msg::new("embed-field-time-per-move"),
            value: msg!("embed-time-per-move-value", time = time).into(),
            inline: true,
        });
        card.fields.push(super::CardField {
            name: Msg::new("embed-field-expires"),
            value: msg!(
                "embed-deadline-value",
                deadline = crate::games::Arg::Time(doc.expires.0)
            )
            .into(),
            inline: true,
        });
        card.footer = Some(msg!(
            "embed-footer-challenge",
            challenge = doc.id.to_string()
        ));
        reply.card = Some(card);
        reply.buttons = vec![
            Button::new(
                Msg::new("challenge-button-accept"),
                ButtonStyle::Success,
                Action::AcceptChallenge(doc.id.clone()),
            ),
            Button::new(
                Msg::new("challenge-button-decline"),
                ButtonStyle::Danger,
                Action::DeclineChallenge(doc.id.clone()),
            ),
            Button::new(
                Msg::new("challenge-button-cancel"),
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
                    msg!(
                        "challenge-notice",
                        challenger = &actor.name,
                        game = request.game,
                        challenge = doc.id.to_string()
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
        let (mut game_doc, game) = self.new_game_doc(kind, players, at, time_per_move, None)?;
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

    /// A new game's record (not stored yet) of `kind` between `players`, played in `at`
    /// (server, channel), a round of `tournament` if any, with a random four-character id; the
    /// clock runs for the side to move (no clock when that is the computer).
    pub(super) fn new_game_doc(
        &self,
        kind: GameKind,
        players: BySide<PlayerSlot>,
        at: (Option<ServerId>, ChannelId),
        time_per_move: u64,
        tournament: Option<crate::model::TournamentSlot>,
    ) -> ServiceResult<(GameDoc, Box<dyn AnyGame>)> {
        let now = self.now();
        // The standard start of every game reads: failing here is a bug, not the user's doing.
        let game = games::new_game(kind, None)
            .map_err(|e| ServiceError::Internal(format!("{kind} cannot be started: {e}")))?;
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
            notes: Vec::new(),
            paused: None,
            conditionals: Vec::new(),
            tournament,
        };
        self.start_turn_clock(&mut game_doc, now);
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
        let headline = msg!(
            "challenge-game-started",
            game = game_doc.id.to_string(),
            first = super::views::player_msg(&first),
            first_side = (kind, Side::First),
            second = super::views::player_msg(&second),
            second_side = (kind, Side::Second),
            time = time
        );
        let reply = super::play::headed(
            headline,
            self.board_reply(game_doc, game, None, Text::new()),
        );
        let mut response = Response::from(reply);
        let to_move = game_doc.player(game_doc.to_move).user;
        self.address(
            &mut response,
            Notify::to(to_move).about(game_doc).says(
                NoticeKind::YourTurn,
                msg!(
                    "challenge-started-your-move",
                    game = game_doc.id.to_string()
                ),
            ),
        );
        let thread_wanted = game_doc
            .server
            .map(|s| self.server_settings(s).map(|s| s.thread_per_game))
            .transpose()?
            .unwrap_or(false);
        response.started = Some(GameStarted {
            game: game_doc.id.clone(),
            thread_wanted,
            title: msg!(
                "thread-title",
                game = game_doc.id.to_string(),
                kind = kind,
                first = super::views::player_msg(&first),
                second = super::views::player_msg(&second)
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
                return Err(UserError::DeclineOwnChallenge.into())
            }
            _ => return Err(UserError::NotYourChallenge(doc.id).into()),
        }
        self.store.remove_challenge(&doc.id)?;
        let mut response = Response::from(Reply::text(msg!(
            "challenge-declined",
            player = &actor.name,
            challenger = &doc.challenger.name,
            game = doc.kind,
            challenge = doc.id.to_string()
        )));
        self.address(
            &mut response,
            Notify::to(doc.challenger.user)
                .in_channel(doc.server, doc.channel)
                .says(
                    NoticeKind::ChallengeExpired,
                    msg!(
                        "challenge-declined-notice",
                        player = &actor.name,
                        challenge = doc.id.to_string()
                    ),
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
        Ok(Reply::text(msg!(
            "challenge-withdrawn",
            player = &actor.name,
            challenge = doc.id.to_string()
        ))
        .into())
    }
}
