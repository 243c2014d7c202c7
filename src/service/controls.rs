//! Buttons and settings: pressing a button, notification preferences, languages, server
//! settings.

use super::offers::{DrawOffer, Step, TakebackRequest};
use super::{
    Action, Actor, Button, ButtonIdError, ButtonStyle, DrawAction, Place, Reply, Response, Select,
    SelectOption, Service, ServiceResult, UserError,
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
            Action::Move { game, ply } => self.move_menu(actor, &game, ply, None),
            Action::MoveFrom { game, ply } => {
                let from = values.first().ok_or(UserError::BadButton)?;
                self.move_menu(actor, &game, ply, Some(from))
            }
            Action::Page { list, page } => match list {
                super::ListKind::Games => self.games_page(actor, place, page).map(Response::from),
                super::ListKind::Leaderboard(kind, scope) => self
                    .leaderboard_page(place, kind, scope, page)
                    .map(Response::from),
            },
            Action::MoveTo { game, ply } => {
                self.board_button_allowed(actor, &game, ply)?;
                let chosen = values.first().ok_or(UserError::BadButton)?;
                self.play(actor, place, Some(game.as_str()), chosen)
            }
        }
    }

    /// The private menu of a move from the board's Move button: the squares whose piece can
    /// move (or, when more than a menu holds, the files), then — once one is chosen (`from`) —
    /// the moves from there.
    fn move_menu(
        &self,
        actor: &Actor,
        game: &GameId,
        ply: usize,
        from: Option<&str>,
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
        let choices = self.rebuild(&doc)?.move_choices();
        let menu = |action, placeholder: Msg, options: Vec<SelectOption>| {
            let mut reply = Reply::private(placeholder.clone());
            reply.selects.push(Select {
                action,
                placeholder,
                options,
            });
            Ok(reply.into())
        };
        let groups = move_groups(&choices);
        match from {
            None => menu(
                Action::MoveFrom {
                    game: game.clone(),
                    ply,
                },
                msg!("board-pick-piece", game = game.to_string()),
                groups
                    .iter()
                    .map(|(group, count)| SelectOption {
                        label: msg!(
                            "board-pick-piece-option",
                            square = group.as_str(),
                            count = *count
                        ),
                        value: group.clone(),
                    })
                    .collect(),
            ),
            Some(group) => {
                let options: Vec<SelectOption> = choices
                    .iter()
                    .filter(|c| in_group(&c.canonical, group, groups.len()))
                    .take(super::choices::MAX_CHOICES)
                    .map(|c| SelectOption {
                        label: msg!("verbatim", text = crate::games::Arg::Move(c.words.clone())),
                        value: c.canonical.clone(),
                    })
                    .collect();
                if options.is_empty() {
                    return Err(UserError::BoardMovedOn(game.clone()).into());
                }
                menu(
                    Action::MoveTo {
                        game: game.clone(),
                        ply,
                    },
                    msg!("board-pick-move", square = group),
                    options,
                )
            }
        }
    }
}

/// The square a move in canonical notation starts from (`h2` of `h2e2`, `a10` of `a10a9`).
fn origin(canonical: &str) -> &str {
    let letters = canonical
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(canonical.len());
    let digits = canonical[letters..]
        .find(|c: char| !c.is_ascii_digit())
        .map_or(canonical.len(), |n| letters + n);
    &canonical[..digits]
}

/// The groups of the first menu of a move, with how many moves each holds: the squares moves
/// start from, in order; when there are more than a menu holds, their files instead.
fn move_groups(choices: &[crate::games::MoveChoice]) -> Vec<(String, usize)> {
    let mut squares: Vec<(String, usize)> = Vec::new();
    for choice in choices {
        let square = origin(&choice.canonical);
        match squares.iter_mut().find(|(s, _)| s == square) {
            Some((_, n)) => *n += 1,
            None => squares.push((square.to_string(), 1)),
        }
    }
    if squares.len() <= super::choices::MAX_CHOICES {
        return squares;
    }
    let mut files: Vec<(String, usize)> = Vec::new();
    for (square, n) in squares {
        let file: String = square
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect();
        match files.iter_mut().find(|(f, _)| *f == file) {
            Some((_, count)) => *count += n,
            None => files.push((file, n)),
        }
    }
    files.truncate(super::choices::MAX_CHOICES);
    files
}

/// Whether `canonical` belongs to `group` of a first menu of `groups` entries (a square, or a
/// file when the menu listed files).
fn in_group(canonical: &str, group: &str, groups: usize) -> bool {
    let square = origin(canonical);
    square == group
        || (groups > 0
            && !group.chars().any(|c| c.is_ascii_digit())
            && square.trim_end_matches(|c: char| c.is_ascii_digit()) == group)
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

#[cfg(test)]
mod move_menu_tests {
    use super::*;
    use crate::games::{MoveChoice, MoveWords};

    fn choices(moves: &[String]) -> Vec<MoveChoice> {
        moves
            .iter()
            .map(|m| MoveChoice {
                canonical: m.clone(),
                words: MoveWords::usual(m.clone()),
            })
            .collect()
    }

    #[test]
    fn moves_are_grouped_by_square_and_by_file_when_a_menu_would_overflow() {
        assert_eq!(origin("h2e2"), "h2");
        assert_eq!(origin("a10a9"), "a10");
        assert_eq!(origin("e7e8q"), "e7");
        let few = choices(&["h2e2".into(), "h2h9".into(), "b1c3".into()]);
        assert_eq!(
            move_groups(&few),
            [("h2".to_string(), 2), ("b1".to_string(), 1)]
        );
        assert!(in_group("h2e2", "h2", 2) && !in_group("b1c3", "h2", 2));
        // 30 squares with a move each: grouped by their 10 files, three squares a file.
        let many: Vec<String> = (0..30)
            .map(|i| {
                let file = char::from(b'a' + (i % 10) as u8);
                format!("{file}{}{file}{}", i / 10 + 1, i / 10 + 5)
            })
            .collect();
        let groups = move_groups(&choices(&many));
        assert_eq!(groups.len(), 10);
        assert!(groups.iter().all(|(file, n)| file.len() == 1 && *n == 3));
        assert!(in_group("a3a7", "a", 10) && !in_group("b3b7", "a", 10));
        // A file never takes a square of a longer file name ("a" is not "ab").
        assert!(!in_group("a10a9", "a1", 10));
    }
}
