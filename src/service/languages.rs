//! The players' and the servers' languages: what was chosen (`/language`, `/settings
//! language`) and what the platform last reported (a user's client language, a server's
//! preferred locale).
//!
//! The service keeps these as plain locale tags and hands them to the front ends, which choose
//! the language of each message (see `src/discord/translate.rs`): the service itself never reads
//! them.

use super::types::MAX_TAG;
use super::*;
use crate::store::ServerSettings;

/// What a front end chooses a message's language from, as plain locale tags (`pl`, `zh-TW`,
/// `es-419`…): the reader's, and the server's whose channel the message goes to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Languages {
    /// The language the user chose with `/language` (`None`: follow their client).
    pub user_choice: Option<String>,
    /// The user's client language when last seen.
    pub user_seen: Option<String>,
    /// The language the server chose with `/settings language` (`None`: its preferred locale).
    pub server_choice: Option<String>,
    /// The server's preferred locale when last seen.
    pub server_seen: Option<String>,
}

impl Languages {
    /// The languages kept in a player's record and a server's settings (either may be missing).
    fn of(player: Option<PlayerDoc>, settings: Option<ServerSettings>) -> Languages {
        let (user_choice, user_seen) = player.map_or((None, None), |p| (p.language, p.locale));
        let (server_choice, server_seen) =
            settings.map_or((None, None), |s| (s.language, s.locale));
        Languages {
            user_choice,
            user_seen,
            server_choice,
            server_seen,
        }
    }
}

/// A tag as given, trimmed; `None` for blank or implausibly long text.
fn tag(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|t| !t.is_empty() && t.len() <= MAX_TAG)
        .map(str::to_string)
}

/// A language tag as a message argument: its name in itself (`language-name` in the message
/// files).
fn language_name(tag: &str) -> Msg {
    msg!("language-name", tag = tag)
}

impl Service {
    /// The languages for a reply to `actor` in `place`, saving what the platform reported on
    /// the way: the actor's client language (their [`Actor::locale`]) and `server_locale`, the
    /// server's preferred locale. Writes only what changed. Not counted against the command
    /// rate: the front end calls it around every command.
    pub fn languages(
        &self,
        actor: &Actor,
        place: &Place,
        server_locale: Option<&str>,
    ) -> ServiceResult<Languages> {
        let player = self.remember(actor)?;
        let settings = match place.server {
            Some(server) => {
                let mut settings = self.store.server_settings(server)?;
                let reported = tag(server_locale);
                if reported.is_some() && settings.locale != reported {
                    settings.locale = reported;
                    self.store.put_server_settings(server, &settings)?;
                }
                Some(settings)
            }
            None => None,
        };
        Ok(Languages::of(Some(player), settings))
    }

    /// The languages of a message for `user` in a channel of `server` (a notice). An unreadable
    /// record gives no language (the front end then uses its default) rather than no notice.
    pub(super) fn languages_of(&self, user: UserId, server: Option<ServerId>) -> Languages {
        let player = self.store.player(user).unwrap_or_else(|e| {
            tracing::warn!(%user, "player record unreadable: {e}");
            None
        });
        let settings = server.and_then(|server| {
            self.store
                .server_settings(server)
                .map_err(|e| tracing::warn!(server = server.0, "server settings unreadable: {e}"))
                .ok()
        });
        Languages::of(player, settings)
    }

    /// `/language`: the language of the answers only `actor` sees and of their direct
    /// messages: a tag the front end offers, or `None` to follow their client again.
    pub fn set_language(&self, actor: &Actor, language: Option<&str>) -> ServiceResult<Reply> {
        let mut doc = self.touch(actor)?;
        doc.language = tag(language);
        self.store.put_player(&doc)?;
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
            language: tag(language),
            ..self.store.server_settings(server)?
        };
        self.store.put_server_settings(server, &settings)?;
        self.store.flush()?;
        Ok(Reply::private(match &settings.language {
            Some(chosen) => msg!("language-server-set", language = language_name(chosen)),
            None => msg!("language-server-auto"),
        }))
    }
}
