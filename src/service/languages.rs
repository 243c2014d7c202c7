//! The players' and the servers' languages: what was chosen (`/language`, `/settings
//! language`), what the platform last reported (a user's client language, a server's preferred
//! locale), and the policy that picks the language of every answer and notice from them.
//!
//! Records keep languages as tags; they are read into [`Lang`]s once, when the records are read
//! ([`Languages`]), and each answer's languages are chosen once ([`Languages::for_reply`],
//! [`Languages::for_notice`]). The front ends only say what they are given in the
//! language chosen here.

use super::error::ServiceResult;
use super::types::{Actor, Place};
use super::Service;
use crate::model::{Lang, PlayerDoc, ServerId, ServerSettings, UserId};

/// What a front end chooses a message's language from: the reader's choices and what their
/// platform last reported, and the server's whose channel the message goes to. A tag kibitz
/// does not speak (a French client) is `None` here.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Languages {
    /// The language the user chose with `/language` (`None`: follow their client).
    pub user_choice: Option<Lang>,
    /// The user's client language when last seen.
    pub user_seen: Option<Lang>,
    /// The language the server chose with `/settings language` (`None`: its preferred locale).
    pub server_choice: Option<Lang>,
    /// The server's preferred locale when last seen.
    pub server_seen: Option<Lang>,
}

/// What a platform reported with one interaction, as languages: the asker's client language,
/// and whether the interaction came from a server's channel, with that server's preferred
/// language (Discord sends a `guild_locale` only in servers).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Reported {
    /// The asker's client language (`None`: not one kibitz speaks, or not reported).
    pub client: Option<Lang>,
    /// Whether the interaction came from a server (a reported preferred locale, even one kibitz
    /// does not speak, says so).
    pub in_server: bool,
    /// The server's preferred language, when kibitz speaks it.
    pub server: Option<Lang>,
}

impl Reported {
    /// Reads the tags a platform sent: the client's locale, and the server's preferred locale
    /// (`None` outside a server).
    pub fn from_tags(client: Option<&str>, server: Option<&str>) -> Reported {
        Reported {
            client: client.and_then(Lang::from_tag),
            in_server: server.is_some(),
            server: server.and_then(Lang::from_tag),
        }
    }
}

/// The two languages of the answers to one interaction: the asker's (for what only they see)
/// and the channel's (for what is posted, and the fallback of the notices it causes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReplyLangs {
    /// Answers only the asker sees.
    pub private: Lang,
    /// Answers posted in the channel (and the fallback of the notices the command causes).
    pub public: Lang,
}

impl ReplyLangs {
    /// The language of a reply, private or posted.
    pub fn of(&self, private: bool) -> Lang {
        if private {
            self.private
        } else {
            self.public
        }
    }
}

impl Languages {
    /// The languages kept in a player's record and a server's settings (either may be
    /// missing), each tag read once.
    pub fn of(player: Option<&PlayerDoc>, settings: Option<&ServerSettings>) -> Languages {
        let read = |tag: &Option<String>| tag.as_deref().and_then(Lang::from_tag);
        Languages {
            user_choice: player.and_then(|p| read(&p.language)),
            user_seen: player.and_then(|p| read(&p.locale)),
            server_choice: settings.and_then(|s| read(&s.language)),
            server_seen: settings.and_then(|s| read(&s.locale)),
        }
    }

    /// The languages of the answers to one interaction.
    ///
    /// An answer only the asker sees is in their language: the one they chose with
    /// `/language`, else their client's (else the server's, else English). A posted answer in a
    /// server is for the channel: the server's choice (`/settings language`), else its
    /// preferred locale, else English, whatever the asker reads. Outside a server (a DM) every
    /// answer is the asker's.
    ///
    /// A chosen language is read in the regional variant the platform reports for it: Spanish
    /// chosen by a Latin-American client (`es-419`) is `es-419` ([`Lang::with_region_of`]).
    pub fn for_reply(&self, reported: &Reported) -> ReplyLangs {
        let in_server = reported.in_server || self.server_choice.is_some();
        let server_seen = reported.server.or(self.server_seen);
        let server_choice = self.server_choice.map(|c| c.with_region_of(server_seen));
        let server = server_choice.or(reported.server);
        let user_seen = reported.client.or(self.user_seen);
        let user_choice = self.user_choice.map(|c| c.with_region_of(user_seen));
        let asker = user_choice.or(reported.client).or(server);
        let public = if in_server { server } else { asker };
        ReplyLangs {
            private: asker.unwrap_or_default(),
            public: public.unwrap_or_default(),
        }
    }

    /// The language of a notice: a direct message is in the recipient's language (their
    /// choice, else their client's when last seen, else the server's); a message posted in a
    /// channel is in the server's (its choice, else its preferred locale when last seen).
    /// `fallback` when none of these is a language kibitz speaks: the channel language of the
    /// command that caused the notice, or English for the clock's news.
    pub fn for_notice(&self, direct: bool, fallback: Lang) -> Lang {
        let server_choice = self
            .server_choice
            .map(|c| c.with_region_of(self.server_seen));
        let server = server_choice.or(self.server_seen);
        let user_choice = self.user_choice.map(|c| c.with_region_of(self.user_seen));
        let chosen = if direct {
            user_choice.or(self.user_seen).or(server)
        } else {
            server
        };
        chosen.unwrap_or(fallback)
    }
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
                let mut settings = self.server_settings(server)?;
                let reported = super::types::tag(server_locale);
                if reported.is_some() && settings.locale != reported {
                    settings.locale = reported;
                    self.put_server_settings(server, &settings)?;
                }
                Some(settings)
            }
            None => None,
        };
        Ok(Languages::of(Some(&player), settings.as_ref()))
    }

    /// The languages of a message for `user` in a channel of `server` (a notice). An unreadable
    /// record gives no language (the front end then uses its default) rather than no notice.
    pub(super) fn languages_of(&self, user: UserId, server: Option<ServerId>) -> Languages {
        let player = self.player_record(user).unwrap_or_else(|e| {
            tracing::warn!(%user, "player record unreadable: {e}");
            None
        });
        let settings = server.and_then(|server| {
            self.server_settings(server)
                .map_err(|e| tracing::warn!(server = server.0, "server settings unreadable: {e}"))
                .ok()
        });
        Languages::of(player.as_ref(), settings.as_ref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Lang::*;

    /// Languages as records keep them: tags, read once.
    fn tags(
        user_choice: Option<&str>,
        user_seen: Option<&str>,
        server_choice: Option<&str>,
        server_seen: Option<&str>,
    ) -> Languages {
        let player = PlayerDoc {
            language: user_choice.map(str::to_string),
            locale: user_seen.map(str::to_string),
            ..PlayerDoc::new(UserId(1), "p".to_string())
        };
        let settings = ServerSettings {
            language: server_choice.map(str::to_string),
            locale: server_seen.map(str::to_string),
            ..ServerSettings::default()
        };
        Languages::of(Some(&player), Some(&settings))
    }

    #[test]
    fn a_reply_is_in_the_askers_language_when_private_and_the_servers_when_posted() {
        // (private, user choice, client, server choice, guild locale) -> language
        type Tag = Option<&'static str>;
        let cases: &[(bool, Tag, Tag, Tag, Tag, Lang)] = &[
            // Only the asker sees it: their client's language…
            (true, None, Some("pl"), None, Some("it"), Pl),
            (true, None, Some("es-419"), Some("it"), Some("it"), Es419),
            (true, None, Some("es-ES"), Some("it"), Some("it"), Es),
            // Spanish chosen keeps the Latin-American client's variant; Spain's client reads
            // Spain's.
            (true, Some("es"), Some("es-419"), None, None, Es419),
            (true, Some("es"), Some("es-ES"), None, None, Es),
            (true, Some("es"), Some("pl"), None, None, Es),
            (false, None, Some("pl"), Some("es"), Some("es-419"), Es419),
            // …unless they chose one.
            (true, Some("zh-TW"), Some("pl"), None, Some("it"), ZhTw),
            // A client language kibitz does not speak: the server's, else English.
            (true, None, Some("fr"), None, Some("it"), It),
            (true, None, Some("fr"), None, Some("de"), En),
            // Posted in a server: the server's choice, else its preferred locale.
            (false, Some("pl"), Some("pl"), None, Some("it"), It),
            (false, None, Some("pl"), Some("zh-CN"), Some("it"), ZhCn),
            (false, None, Some("zh-TW"), None, Some("fr"), En),
            (false, None, Some("en-GB"), None, Some("es-ES"), Es),
            // Outside a server everything is the asker's.
            (false, None, Some("pl"), None, None, Pl),
            (false, Some("it"), Some("pl"), None, None, It),
            (false, None, None, None, None, En),
        ];
        for &(private, choice, client, server, guild, expected) in cases {
            let languages = tags(choice, None, server, None);
            let langs = languages.for_reply(&Reported::from_tags(client, guild));
            assert_eq!(
                langs.of(private),
                expected,
                "{private} {choice:?} {client:?} {server:?} {guild:?}"
            );
        }
        let both =
            tags(None, None, Some("it"), None).for_reply(&Reported::from_tags(Some("pl"), None));
        assert_eq!((both.of(true), both.of(false)), (Pl, It));
    }

    #[test]
    fn a_notice_is_in_the_recipients_language_by_dm_and_the_servers_in_a_channel() {
        let cases: &[(bool, Languages, Lang)] = &[
            (true, tags(None, Some("pl"), Some("it"), Some("it")), Pl),
            (true, tags(Some("es"), Some("pl"), None, None), Es),
            // Never seen: the server's language rather than the fallback.
            (true, tags(None, None, None, Some("zh-TW")), ZhTw),
            (true, tags(None, Some("fr"), None, None), En),
            (false, tags(Some("pl"), Some("pl"), None, Some("it")), It),
            (
                false,
                tags(None, Some("pl"), Some("es-419"), Some("it")),
                Es419,
            ),
            // Spanish chosen, read in the variant the platform last reported.
            (true, tags(Some("es"), Some("es-MX"), None, None), Es419),
            (false, tags(None, None, Some("es"), Some("es-419")), Es419),
            (false, tags(None, None, Some("es"), Some("es-ES")), Es),
            (false, tags(None, Some("pl"), None, None), En),
            (false, tags(None, None, None, Some("fr")), En),
        ];
        for (direct, languages, expected) in cases {
            assert_eq!(
                languages.for_notice(*direct, En),
                *expected,
                "{direct} {languages:?}"
            );
        }
        // The fallback (the command's channel language) when nothing is known.
        assert_eq!(Languages::default().for_notice(false, It), It);
    }

    #[test]
    fn the_pseudo_language_is_one_tag_read_in_one_place() {
        let languages = tags(None, Some(crate::model::PSEUDO_TAG), None, None);
        assert_eq!(languages.for_notice(true, En), Pseudo);
        let reported = Reported::from_tags(Some("QPS-PLOC"), Some("qps-ploc"));
        assert_eq!(Languages::default().for_reply(&reported).public, Pseudo);
    }
}
