//! Who asked and where: a Discord user, member and channel as the service's [`Actor`] and
//! [`Place`], with the locales Discord sent, and the permissions a command checks.

use crate::render::{Renderer, CAPTION_PLACEHOLDER};
use crate::service::{self, Actor, Place, Reported};
use poise::serenity_prelude as serenity;

/// The name to show for a Discord user: their server nickname, else their display name, else
/// their user name.
pub fn display_name(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// The service's actor for a Discord user.
pub fn actor(user: &serenity::User, member: Option<&serenity::Member>) -> Actor {
    Actor::new(service::UserId(user.id.get()), display_name(user, member))
}

/// The service's actor for a Discord user whose name the pictures will show: their display
/// name, unless the captions can draw nothing of it (a name of only characters no font has
/// would be one "◇", and two such players could not be told apart); then their username,
/// when the captions can draw that. The name is recorded with the games, so the text answers
/// use the same name as the pictures. Without a renderer (pictures off) the display name stays.
pub fn drawn_actor(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    renderer: Option<&Renderer>,
) -> Actor {
    let mut actor = actor(user, member);
    if let Some(renderer) = renderer {
        if !draws_any(renderer, &actor.name) && draws_any(renderer, &user.name) {
            actor.name = user.name.clone();
        }
    }
    actor
}

/// Whether a caption draws anything of `name` but the placeholder of missing characters.
fn draws_any(renderer: &Renderer, name: &str) -> bool {
    renderer
        .caption_text(name)
        .chars()
        .any(|c| c != CAPTION_PLACEHOLDER && !c.is_whitespace())
}

/// The service's place for a guild (or DM) channel.
pub fn place(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    Place::new(
        guild.map(|g| service::ServerId(g.get())),
        service::ChannelId(channel.get()),
    )
}

/// Who asked and where, as the service sees them, with the locales Discord sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asker {
    /// The user, with their client's locale (saved by the service for later DMs).
    pub actor: Actor,
    /// The channel, in its server.
    pub place: Place,
    /// The user's client language.
    pub client_locale: String,
    /// The server's preferred locale (`None` outside a server).
    pub guild_locale: Option<String>,
}

impl Asker {
    /// The asker of a slash command (or an autocomplete request); `renderer` draws the
    /// pictures, if they are on (see [`drawn_actor`]).
    pub fn of_command(
        interaction: &serenity::CommandInteraction,
        renderer: Option<&Renderer>,
    ) -> Asker {
        Asker::new(
            &interaction.user,
            interaction.member.as_deref(),
            place(interaction.guild_id, interaction.channel_id),
            &interaction.locale,
            interaction.guild_locale.as_deref(),
            renderer,
        )
    }

    /// The presser of a button.
    pub fn of_button(
        interaction: &serenity::ComponentInteraction,
        renderer: Option<&Renderer>,
    ) -> Asker {
        Asker::new(
            &interaction.user,
            interaction.member.as_ref(),
            place(interaction.guild_id, interaction.channel_id),
            &interaction.locale,
            interaction.guild_locale.as_deref(),
            renderer,
        )
    }

    fn new(
        user: &serenity::User,
        member: Option<&serenity::Member>,
        place: Place,
        locale: &str,
        guild_locale: Option<&str>,
        renderer: Option<&Renderer>,
    ) -> Asker {
        Asker {
            actor: drawn_actor(user, member, renderer).with_locale(locale),
            place,
            client_locale: locale.to_string(),
            // Discord sends a guild locale only in servers; one sent elsewhere would name no
            // server's channel.
            guild_locale: guild_locale
                .filter(|_| place.server.is_some())
                .map(str::to_string),
        }
    }
}

/// The text of the option `name` of a slash command (or of its subcommand), as typed: for
/// autocomplete, which reads the other options, and for the log line of an error.
pub fn option_text(interaction: &serenity::CommandInteraction, name: &str) -> Option<String> {
    fn find(options: &[serenity::CommandDataOption], name: &str) -> Option<String> {
        options.iter().find_map(|option| match &option.value {
            serenity::CommandDataOptionValue::String(s) if option.name == name => Some(s.clone()),
            serenity::CommandDataOptionValue::Autocomplete { value, .. } if option.name == name => {
                Some(value.clone())
            }
            serenity::CommandDataOptionValue::SubCommand(inner)
            | serenity::CommandDataOptionValue::SubCommandGroup(inner) => find(inner, name),
            _ => None,
        })
    }
    find(&interaction.data.options, name)
}

/// Whether a member may change the server's settings (Manage Server, or Administrator).
/// Discord computes `permissions` for the member who sent an interaction.
pub fn may_manage_server(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

impl Asker {
    /// What Discord reported with the interaction, as languages (for the service's language
    /// policy, [`service::Languages::for_reply`]).
    pub fn reported(&self) -> Reported {
        Reported::from_tags(Some(&self.client_locale), self.guild_locale.as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{ChannelId, UserId};

    #[test]
    fn only_managers_change_server_settings() {
        let mut member: serenity::Member = serde_json::from_value(serde_json::json!({
            "user": { "id": "1", "username": "a", "discriminator": "0", "global_name": null, "avatar": null },
            "roles": [], "deaf": false, "mute": false, "flags": 0, "joined_at": null,
            "nick": "Ali", "permissions": "32"
        }))
        .unwrap();
        assert!(may_manage_server(Some(&member)));
        assert_eq!(display_name(&member.user, Some(&member)), "Ali");
        member.permissions = Some(serenity::Permissions::SEND_MESSAGES);
        assert!(!may_manage_server(Some(&member)));
        member.permissions = Some(serenity::Permissions::ADMINISTRATOR);
        assert!(may_manage_server(Some(&member)));
        assert!(!may_manage_server(None));
        member.nick = None;
        assert_eq!(display_name(&member.user, Some(&member)), "a");
    }

    #[test]
    fn actor_and_place_carry_discord_ids() {
        let user: serenity::User = serde_json::from_value(serde_json::json!({
            "id": "123", "username": "bob", "discriminator": "0", "global_name": "Bobby", "avatar": null
        }))
        .unwrap();
        let actor = actor(&user, None);
        assert_eq!(actor.user, UserId(123));
        assert_eq!(actor.name, "Bobby");
        let place = place(Some(serenity::GuildId::new(5)), serenity::ChannelId::new(6));
        assert_eq!(place.server, Some(service::ServerId(5)));
        assert_eq!(place.channel, ChannelId(6));
        assert_eq!(super::place(None, serenity::ChannelId::new(6)).server, None);
    }

    #[test]
    fn the_askers_locales_go_to_the_service_with_them() {
        let user: serenity::User = serde_json::from_value(serde_json::json!({
            "id": "123", "username": "bob", "discriminator": "0", "global_name": null, "avatar": null
        }))
        .unwrap();
        let guild = place(Some(serenity::GuildId::new(5)), serenity::ChannelId::new(6));
        let asker = Asker::new(&user, None, guild, "pl", Some("it"), None);
        assert_eq!(asker.actor.locale.as_deref(), Some("pl"));
        assert_eq!(asker.guild_locale.as_deref(), Some("it"));
        let dm = place(None, serenity::ChannelId::new(6));
        let asker = Asker::new(&user, None, dm, "zh-TW", Some("it"), None);
        assert_eq!(asker.guild_locale, None, "no server, no server language");
        assert_eq!(asker.client_locale, "zh-TW");
    }

    #[test]
    fn a_name_the_pictures_cannot_draw_gives_way_to_the_username() {
        let renderer = Renderer::new().unwrap();
        let user = |global: &str| -> serenity::User {
            serde_json::from_value(serde_json::json!({
                "id": "123", "username": "bob", "discriminator": "0", "global_name": global,
                "avatar": null
            }))
            .unwrap()
        };
        // Only private-use characters: the caption would draw one "◇".
        let undrawable = user("\u{E000}\u{E001}\u{E002}");
        assert!(!renderer.can_draw(&undrawable.global_name.clone().unwrap()));
        assert_eq!(drawn_actor(&undrawable, None, Some(&renderer)).name, "bob");
        // The same name without pictures, and a name with something drawable, stay.
        assert_eq!(
            drawn_actor(&undrawable, None, None).name,
            "\u{E000}\u{E001}\u{E002}"
        );
        let partly = user("Bobby \u{E000}");
        assert_eq!(
            drawn_actor(&partly, None, Some(&renderer)).name,
            "Bobby \u{E000}"
        );
        // Scripts the captions draw keep the display name.
        let arabic = user("علي");
        assert_eq!(drawn_actor(&arabic, None, Some(&renderer)).name, "علي");
    }
}
