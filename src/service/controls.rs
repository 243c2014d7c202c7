//! Buttons and settings: pressing a button, notification preferences, languages, server
//! settings.

use super::move_menu::Step as MenuStep;
use super::offers::{DrawOffer, Step, TakebackRequest};
use super::{
    Action, Actor, Button, ButtonIdError, ButtonStyle, DrawAction, Place, Reply, Response, Select,
    Service, ServiceResult, UserError,
};
use crate::games::{msg, Msg};
use crate::model::{ChannelId, GameId, NotifyPref, RepetitionRule, ServerId};
use crate::store::ServerSettings;

impl Service {
    /// A button was pressed: decodes its custom id and runs the action as `actor`.
    pub fn press(&self, actor: &Actor, place: &Place, custom_id: &str) -> ServiceResult<Response> {
        self.choose(actor, place, custom_id, &[])
    }

    /// A button was pressed or a menu's options chosen (`values`): decodes the custom id and
    /// runs the action as `actor`.
    pub fn choose(
        &self,
        actor: &Actor,
        place: &Place,
        custom_id: &str,
        values: &[String],
    ) -> ServiceResult<Response> {
        let action = Action::read(custom_id).map_err(|e| match e {
            ButtonIdError::Older => UserError::UnknownButton,
            ButtonIdError::Newer => UserError::NewerButton,
            ButtonIdError::Malformed => UserError::BadButton,
        })?;
        match action {
            Action::JoinTournament(id) => self.tournament_join(actor, place, Some(id.as_str())),
            Action::TournamentStandings(id) => self
                .tournament_standings(actor, place, Some(id.as_str()), 0)
                .map(|mut reply| {
                    // Asked from a button: for the presser alone, not a new public message.
                    reply.ephemeral = true;
                    Response::from(reply)
                }),
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
            Action::AcceptDraw { game, ply } => self
                .offer_at::<DrawOffer>(actor, place, Some(game.as_str()), Step::Accept, Some(ply))
                .map(|(_, response)| response),
            Action::DeclineDraw { game, ply } => self
                .offer_at::<DrawOffer>(actor, place, Some(game.as_str()), Step::Decline, Some(ply))
                .map(|(_, response)| response),
            Action::AcceptTakeback { game, ply } => self
                .offer_at::<TakebackRequest>(
                    actor,
                    place,
                    Some(game.as_str()),
                    Step::Accept,
                    Some(ply),
                )
                .map(|(_, response)| response),
            Action::DeclineTakeback { game, ply } => self
                .offer_at::<TakebackRequest>(
                    actor,
                    place,
                    Some(game.as_str()),
                    Step::Decline,
                    Some(ply),
                )
                .map(|(_, response)| response),
            Action::ShowBoard(game) => {
                let mut reply = self.board(actor, place, Some(game.as_str()), None)?;
                reply.ephemeral = true;
                Ok(reply.into())
            }
            Action::OfferDraw { game, ply } => {
                self.board_button_allowed(actor, &game, ply)?;
                self.draw(actor, place, Some(game.as_str()), DrawAction::Offer)
            }
            Action::Resign { game, ply } => {
                self.board_button_allowed(actor, &game, ply)?;
                let mut reply =
                    Reply::private(msg!("board-resign-confirm", game = game.to_string()));
                reply.buttons = vec![Button::new(
                    Msg::new("board-button-resign-confirm"),
                    ButtonStyle::Danger,
                    Action::ConfirmResign { game, ply },
                )];
                Ok(reply.into())
            }
            Action::ConfirmResign { game, ply } => {
                self.board_button_allowed(actor, &game, ply)?;
                self.resign(actor, place, Some(game.as_str()))
            }
            Action::Move { game, ply } => self.move_menu(actor, &game, ply, &MenuStep::Start),
            Action::MoveFrom { game, ply } => {
                let from = values.first().ok_or(UserError::BadButton)?;
                let step = MenuStep::read(from).ok_or(UserError::BadButton)?;
                self.move_menu(actor, &game, ply, &step)
            }
            Action::Page { list, page } => match list {
                super::ListKind::Games => self.games_page(actor, place, page).map(Response::from),
                super::ListKind::Leaderboard(kind, scope) => self
                    .leaderboard_page(place, kind, scope, page)
                    .map(Response::from),
                super::ListKind::Standings(tournament) => self
                    .tournament_standings(actor, place, Some(tournament.as_str()), page)
                    .map(Response::from),
                super::ListKind::Pairings(tournament, round) => self
                    .tournament_pairings(actor, place, Some(tournament.as_str()), Some(round), page)
                    .map(Response::from),
            },
            Action::MoveTo { game, ply } => {
                self.board_button_allowed(actor, &game, ply)?;
                let chosen = values.first().ok_or(UserError::BadButton)?;
                // "More moves": the next page of the piece's moves; anything else is a move.
                match MenuStep::read(chosen) {
                    Some(step) => self.move_menu(actor, &game, ply, &step),
                    None => self.play(actor, place, Some(game.as_str()), chosen),
                }
            }
        }
    }

    /// A private menu of a move from the board's Move button (see [`super::move_menu`]): the
    /// pieces that can move, then, once one is chosen, its moves.
    fn move_menu(
        &self,
        actor: &Actor,
        game: &GameId,
        ply: usize,
        step: &MenuStep,
    ) -> ServiceResult<Response> {
        self.board_button_allowed(actor, game, ply)?;
        let doc = self.game_doc(game)?;
        if doc.side_of(actor.user) != Some(doc.to_move) {
            return Err(UserError::NotYourTurn {
                game: doc.id.clone(),
                waiting_for: doc.player(doc.to_move).clone(),
            }
            .into());
        }
        let rebuilt = self.rebuild(&doc)?;
        let menu = super::move_menu::menu(
            doc.kind,
            game.as_str(),
            &rebuilt.board(),
            &rebuilt.move_choices(),
            step,
        )
        .ok_or_else(|| UserError::BoardMovedOn(game.clone()))?;
        let action = if menu.moves {
            Action::MoveTo {
                game: game.clone(),
                ply,
            }
        } else {
            Action::MoveFrom {
                game: game.clone(),
                ply,
            }
        };
        let mut reply = Reply::private(menu.placeholder.clone());
        reply.selects.push(Select {
            action,
            placeholder: menu.placeholder,
            options: menu.options,
        });
        Ok(reply.into())
    }
}

impl Service {
    /// Whether `actor` may use a button under the board of `game` shown at `ply`: only its
    /// players, and only while the game is still at that position (a button under an older
    /// board would act on a position its presser is not looking at).
    fn board_button_allowed(&self, actor: &Actor, game: &GameId, ply: usize) -> ServiceResult<()> {
        let doc = self.game_doc(game)?;
        if doc.side_of(actor.user).is_none() {
            return Err(UserError::NotAPlayer(game.clone()).into());
        }
        if !doc.is_active() || doc.moves.len() != ply {
            return Err(UserError::BoardMovedOn(game.clone()).into());
        }
        Ok(())
    }

    /// `/notify mention|dm|none`: how the actor wants to hear about their games.
    pub fn set_notifications(&self, actor: &Actor, pref: NotifyPref) -> ServiceResult<Reply> {
        let mut doc = self.touch(actor)?;
        doc.notify = pref;
        self.put_player_record(&doc)?;
        self.store.flush()?;
        let said = match pref {
            NotifyPref::Mention => "views-notify-mention",
            NotifyPref::Dm => "views-notify-dm",
            NotifyPref::None => "views-notify-none",
        };
        Ok(Reply::private(Msg::new(said)))
    }

    /// `/settings threads on|off`: play each new game of this server in its own thread.
    /// (Who may change it is the Discord layer's business: it requires Manage Server.)
    pub fn set_thread_per_game(&self, place: &Place, on: bool) -> ServiceResult<Reply> {
        let server = place.server.ok_or(UserError::ServerOnly)?;
        // The other settings (the server's language) stay as they are.
        let settings = ServerSettings {
            thread_per_game: on,
            ..self.server_settings(server)?
        };
        self.put_server_settings(server, &settings)?;
        Ok(Reply::text(Msg::new(if on {
            "views-threads-on"
        } else {
            "views-threads-off"
        })))
    }

    /// `/settings xiangqi-repetition end|refuse`: whether a Xiangqi move that completes a
    /// losing repetition ends the game (lost) or is refused. (Discord requires Manage Server.)
    pub fn set_xiangqi_repetition(
        &self,
        place: &Place,
        rule: RepetitionRule,
    ) -> ServiceResult<Reply> {
        let server = place.server.ok_or(UserError::ServerOnly)?;
        let settings = ServerSettings {
            xiangqi_repetition: rule,
            ..self.server_settings(server)?
        };
        self.put_server_settings(server, &settings)?;
        self.store.flush()?;
        Ok(Reply::text(Msg::new(match rule {
            RepetitionRule::End => "views-xiangqi-repetition-end",
            RepetitionRule::Refuse => "views-xiangqi-repetition-refuse",
        })))
    }

    /// `/settings analysis auto|off`: analyse every game of this server when it ends, and post
    /// a short line with each side's accuracy in its channel. (Discord requires Manage Server.)
    pub fn set_auto_analysis(&self, place: &Place, on: bool) -> ServiceResult<Reply> {
        let server = place.server.ok_or(UserError::ServerOnly)?;
        let settings = ServerSettings {
            auto_analysis: on,
            ..self.server_settings(server)?
        };
        self.put_server_settings(server, &settings)?;
        self.store.flush()?;
        Ok(Reply::text(Msg::new(if on {
            "analysis-auto-on"
        } else {
            "analysis-auto-off"
        })))
    }

    /// Moves a game to another channel (the thread the Discord layer opened for it).
    pub fn move_game_to_channel(&self, game: &GameId, channel: ChannelId) -> ServiceResult<()> {
        self.update_with(game, |doc| {
            doc.channel = channel;
            Ok(Some(()))
        })?;
        Ok(())
    }

    /// `/language`: the language of the answers only `actor` sees and of their direct
    /// messages: a tag the front end offers, or `None` to follow their client again.
    pub fn set_language(&self, actor: &Actor, language: Option<&str>) -> ServiceResult<Reply> {
        let mut doc = self.touch(actor)?;
        doc.language = super::types::tag(language);
        self.put_player_record(&doc)?;
        self.store.flush()?;
        Ok(Reply::private(match &doc.language {
            Some(chosen) => msg!("language-personal-set", language = language_name(chosen)),
            None => msg!("language-personal-auto"),
        }))
    }

    /// `/settings language`: the language of what is posted in `server`'s channels (boards,
    /// challenges, notices): a tag the front end offers, or `None` for the server's preferred
    /// locale. (Who may change it is the front end's business: Discord requires Manage
    /// Server.)
    pub fn set_server_language(
        &self,
        server: ServerId,
        language: Option<&str>,
    ) -> ServiceResult<Reply> {
        let settings = ServerSettings {
            language: super::types::tag(language),
            ..self.server_settings(server)?
        };
        self.put_server_settings(server, &settings)?;
        self.store.flush()?;
        Ok(Reply::private(match &settings.language {
            Some(chosen) => msg!("language-server-set", language = language_name(chosen)),
            None => msg!("language-server-auto"),
        }))
    }
}

/// A language tag as a message argument: its name in itself (`language-name` in the message
/// files).
fn language_name(tag: &str) -> Msg {
    msg!("language-name", tag = tag)
}
