//! Pure translation between Discord's shapes and the service's: command options to service
//! inputs, and service replies and notices to message builders. No I/O here, so every rule of
//! the translation is unit-tested.

use crate::games::{msg, GameKind, MoveChoice, Msg};
use crate::i18n::{say, say_text, Lang};
use crate::service::text::{capitalise, echo, truncate};
use crate::service::{
    self, Actor, Button, ButtonStyle, Choice, Languages, MoveSuggestions, Notice, NoticeKind,
    NotifyPref, Place, Reply, Scope, SideChoice,
};
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// Discord's limit on the text of a message.
pub const MAX_CONTENT: usize = 2000;
/// Discord's limit on autocomplete choices.
pub const MAX_CHOICES: usize = 25;
/// Discord's limit on a choice's name and value.
pub const MAX_CHOICE_TEXT: usize = 100;
/// Discord's limit on a button's label.
pub const MAX_LABEL: usize = 80;
/// Buttons per row, rows per message.
pub const BUTTONS_PER_ROW: usize = 5;
pub const MAX_ROWS: usize = 5;

/// The games, as a slash-command choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum GameOption {
    #[name = "game-topo"]
    Topo,
    #[name = "game-xiangqi"]
    Xiangqi,
    #[name = "game-tempo"]
    Tempo,
}

impl From<GameOption> for GameKind {
    fn from(option: GameOption) -> GameKind {
        match option {
            GameOption::Topo => GameKind::Topo,
            GameOption::Xiangqi => GameKind::Xiangqi,
            GameOption::Tempo => GameKind::Tempo,
        }
    }
}

/// Which side the challenger takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SideOption {
    #[name = "side-first"]
    First,
    #[name = "side-second"]
    Second,
    #[name = "side-random"]
    Random,
}

impl From<SideOption> for SideChoice {
    fn from(option: SideOption) -> SideChoice {
        match option {
            SideOption::First => SideChoice::First,
            SideOption::Second => SideChoice::Second,
            SideOption::Random => SideChoice::Random,
        }
    }
}

/// Leaderboard scope.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ScopeOption {
    #[name = "scope-server"]
    Server,
    #[name = "scope-global"]
    Global,
}

impl From<ScopeOption> for Scope {
    fn from(option: ScopeOption) -> Scope {
        match option {
            ScopeOption::Server => Scope::Server,
            ScopeOption::Global => Scope::Global,
        }
    }
}

/// How a player wants to hear about their games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum NotifyOption {
    #[name = "notify-mention"]
    Mention,
    #[name = "notify-dm"]
    Dm,
    #[name = "notify-none"]
    None,
}

impl From<NotifyOption> for NotifyPref {
    fn from(option: NotifyOption) -> NotifyPref {
        match option {
            NotifyOption::Mention => NotifyPref::Mention,
            NotifyOption::Dm => NotifyPref::Dm,
            NotifyOption::None => NotifyPref::None,
        }
    }
}

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Switch {
    #[name = "switch-on"]
    On,
    #[name = "switch-off"]
    Off,
}

/// A language to choose (`/language`, `/settings language`): one kibitz speaks, or automatic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageOption {
    #[name = "language-auto"]
    Auto,
    #[name = "language-en"]
    En,
    #[name = "language-it"]
    It,
    #[name = "language-es"]
    Es,
    #[name = "language-pl"]
    Pl,
    #[name = "language-zh-cn"]
    ZhCn,
    #[name = "language-zh-tw"]
    ZhTw,
}

impl LanguageOption {
    /// The language chosen; `None` for automatic.
    pub fn lang(self) -> Option<Lang> {
        match self {
            LanguageOption::Auto => None,
            LanguageOption::En => Some(Lang::En),
            LanguageOption::It => Some(Lang::It),
            LanguageOption::Es => Some(Lang::Es),
            LanguageOption::Pl => Some(Lang::Pl),
            LanguageOption::ZhCn => Some(Lang::ZhCn),
            LanguageOption::ZhTw => Some(Lang::ZhTw),
        }
    }
}

/// The language of a locale tag (Discord's codes, or the tags `/language` stores); `None` for
/// a language kibitz does not speak. `qps-ploc`, the pseudo-locale of Windows, is the
/// pseudo-language of the checks (message ids instead of words): Discord never sends it.
pub fn lang_of(tag: &str) -> Option<Lang> {
    if tag.trim().eq_ignore_ascii_case(PSEUDO_LOCALE) {
        return Some(Lang::Pseudo);
    }
    Lang::from_discord(tag)
}

/// The locale tag that selects [`Lang::Pseudo`] (see [`lang_of`]).
pub const PSEUDO_LOCALE: &str = "qps-ploc";

/// The first of `tags` that names a language kibitz speaks.
fn first_known<'a>(tags: impl IntoIterator<Item = Option<&'a str>>) -> Option<Lang> {
    tags.into_iter().flatten().find_map(lang_of)
}

/// The language of an answer to a command or a button.
///
/// An answer only the asker sees (`private`) is in their language: the one they chose with
/// `/language`, else their Discord client's. A posted answer in a server is for the channel:
/// the server's choice (`/settings language`), else its preferred locale (`guild_locale`),
/// else English, whatever the asker reads. Outside a server (a DM, where Discord sends no
/// guild locale) every answer is the asker's.
pub fn reply_lang(
    private: bool,
    user_choice: Option<&str>,
    client_locale: Option<&str>,
    server_choice: Option<&str>,
    guild_locale: Option<&str>,
) -> Lang {
    let in_server = server_choice.is_some() || guild_locale.is_some();
    let server = || first_known([server_choice, guild_locale]);
    if private || !in_server {
        first_known([user_choice, client_locale]).or_else(server)
    } else {
        server()
    }
    .unwrap_or_default()
}

/// The language of a notice: a direct message is in the recipient's language (their choice,
/// else their client's when last seen, else the server's); a message posted in a channel is in
/// the server's (its choice, else its preferred locale when last seen). `fallback` when none of
/// these is a language kibitz speaks: the language of the command that caused the notice, or
/// English for the clock's news.
pub fn notice_lang(direct: bool, languages: &Languages, fallback: Lang) -> Lang {
    let user = [
        languages.user_choice.as_deref(),
        languages.user_seen.as_deref(),
    ];
    let server = [
        languages.server_choice.as_deref(),
        languages.server_seen.as_deref(),
    ];
    if direct {
        first_known(user).or_else(|| first_known(server))
    } else {
        first_known(server)
    }
    .unwrap_or(fallback)
}

/// The two languages of the answers to one interaction: the asker's (for what only they see)
/// and the channel's (for what is posted), from what the service knows and what Discord sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReplyLangs {
    /// Answers only the asker sees.
    pub private: Lang,
    /// Answers posted in the channel (and the fallback of the notices the command causes).
    pub public: Lang,
}

impl ReplyLangs {
    /// The languages for an interaction with `client_locale` (the user's client) and
    /// `guild_locale` (the server's preferred locale; `None` in a DM), given the choices the
    /// service knows of.
    pub fn new(languages: &Languages, client_locale: &str, guild_locale: Option<&str>) -> Self {
        let pick = |private| {
            reply_lang(
                private,
                languages.user_choice.as_deref(),
                Some(client_locale),
                languages.server_choice.as_deref(),
                guild_locale,
            )
        };
        ReplyLangs {
            private: pick(true),
            public: pick(false),
        }
    }

    /// The language of a reply, private or posted.
    pub fn of(&self, private: bool) -> Lang {
        if private {
            self.private
        } else {
            self.public
        }
    }
}

/// Reads the `time_per_move` option: `None` when not given, a message the user can act on when
/// it is not a duration. (Whether it is in the allowed range is the service's rule.)
pub fn time_per_move(text: Option<&str>) -> Result<Option<Duration>, Msg> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(text) => service::parse_duration(text)
            .map(Some)
            .map_err(|_| msg!("discord-time-per-move-unreadable", text = echo(text))),
    }
}

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
    /// The asker of a slash command (or an autocomplete request).
    pub fn of_command(interaction: &serenity::CommandInteraction) -> Asker {
        Asker::new(
            &interaction.user,
            interaction.member.as_deref(),
            place(interaction.guild_id, interaction.channel_id),
            &interaction.locale,
            interaction.guild_locale.as_deref(),
        )
    }

    /// The presser of a button.
    pub fn of_button(interaction: &serenity::ComponentInteraction) -> Asker {
        Asker::new(
            &interaction.user,
            interaction.member.as_ref(),
            place(interaction.guild_id, interaction.channel_id),
            &interaction.locale,
            interaction.guild_locale.as_deref(),
        )
    }

    fn new(
        user: &serenity::User,
        member: Option<&serenity::Member>,
        place: Place,
        locale: &str,
        guild_locale: Option<&str>,
    ) -> Asker {
        Asker {
            actor: actor(user, member).with_locale(locale),
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

/// Whether a member may change the server's settings (Manage Server, or Administrator).
/// Discord computes `permissions` for the member who sent an interaction.
pub fn may_manage_server(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

/// Autocomplete choices for `/move`: the service's suggestions (already filtered and ranked),
/// named in both notations, valued in the canonical one; or, when the user cannot move, one
/// choice that says why, valued [`service::NO_MOVE`] (sending it repeats the reason).
pub fn move_choices(
    suggestions: &MoveSuggestions,
    lang: Lang,
) -> Vec<serenity::AutocompleteChoice> {
    match suggestions {
        MoveSuggestions::Moves(moves) => moves
            .iter()
            .take(MAX_CHOICES)
            .filter(|c| !c.canonical.is_empty() && c.canonical.chars().count() <= MAX_CHOICE_TEXT)
            .map(|c| {
                serenity::AutocompleteChoice::new(move_choice_name(c, lang), c.canonical.clone())
            })
            .collect(),
        MoveSuggestions::Unavailable(why) => vec![serenity::AutocompleteChoice::new(
            truncate(
                &capitalise(&say(lang, why).replace('`', "")),
                MAX_CHOICE_TEXT,
            ),
            service::NO_MOVE,
        )],
    }
}

/// The service's choices (game ids, challenge ids, sides) as autocomplete choices named in
/// `lang`, within Discord's limits: a choice whose value would not fit is left out rather than
/// cut, since a cut value would name nothing.
pub fn choices(choices: &[Choice], lang: Lang) -> Vec<serenity::AutocompleteChoice> {
    choices
        .iter()
        .filter(|c| !c.value.is_empty() && c.value.chars().count() <= MAX_CHOICE_TEXT)
        .take(MAX_CHOICES)
        .map(|c| {
            let said = say(lang, &c.name);
            let name = if said.trim().is_empty() {
                c.value.clone()
            } else {
                truncate(&said, MAX_CHOICE_TEXT)
            };
            serenity::AutocompleteChoice::new(name, c.value.clone())
        })
        .collect()
}

/// `C2=5  (h2e2)`: the human notation first (what players read), the canonical one after.
pub fn move_choice_name(choice: &MoveChoice, lang: Lang) -> String {
    let shown = choice.words.spelled(lang.spelling());
    let name = if shown.is_empty() || shown == choice.canonical {
        choice.canonical.clone()
    } else {
        format!("{shown}  ({})", choice.canonical)
    };
    truncate(&name, MAX_CHOICE_TEXT)
}

/// A message ready to send anywhere: the parts every Discord builder needs.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Outgoing {
    /// The text, mentions first, within Discord's 2000 characters.
    pub content: String,
    /// The only users this message may ping.
    pub mentions: Vec<u64>,
    /// Files to attach (name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// Button rows.
    pub rows: Vec<Vec<ButtonSpec>>,
    /// Visible only to the person who asked.
    pub ephemeral: bool,
}

/// One button, as Discord gets it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ButtonSpec {
    pub custom_id: String,
    pub label: String,
    pub style: serenity::ButtonStyle,
}

fn button_style(style: ButtonStyle) -> serenity::ButtonStyle {
    match style {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    }
}

/// Lays buttons out five to a row, at most five rows; ids over Discord's limit are dropped
/// (with a log line) rather than making the whole message fail.
pub fn button_rows(buttons: &[Button], lang: Lang) -> Vec<Vec<ButtonSpec>> {
    let specs: Vec<ButtonSpec> = buttons
        .iter()
        .filter_map(|button| {
            let custom_id = button.custom_id();
            if custom_id.is_empty() || custom_id.len() > 100 {
                tracing::error!(
                    custom_id,
                    "button id outside Discord's limits; button dropped"
                );
                return None;
            }
            Some(ButtonSpec {
                custom_id,
                label: truncate(&say(lang, &button.label), MAX_LABEL),
                style: button_style(button.style),
            })
        })
        .take(BUTTONS_PER_ROW * MAX_ROWS)
        .collect();
    specs
        .chunks(BUTTONS_PER_ROW)
        .map(<[ButtonSpec]>::to_vec)
        .collect()
}

/// `<@1> <@2> ` for the users to ping.
fn mention_prefix(users: &[u64]) -> String {
    users.iter().map(|u| format!("<@{u}> ")).collect()
}

/// Puts mentions, text and (when there is no picture) the board as text together, within
/// Discord's limit. The board text is dropped before the text is cut.
fn compose(mentions: &[u64], text: &str, board_text: Option<&str>) -> String {
    let head = format!("{}{}", mention_prefix(mentions), text.trim_end());
    let content = match board_text.filter(|b| !b.trim().is_empty()) {
        Some(board) => {
            let with_board = format!("{head}\n```\n{}\n```", board.trim_end());
            if with_board.chars().count() <= MAX_CONTENT {
                with_board
            } else {
                head
            }
        }
        None => head,
    };
    let content = truncate(&content, MAX_CONTENT);
    if content.trim().is_empty() {
        // Discord refuses an empty message without files; say something rather than fail.
        "\u{200b}".to_string()
    } else {
        content
    }
}

impl Outgoing {
    /// A service reply as a message.
    pub fn from_reply(reply: &Reply, lang: Lang) -> Outgoing {
        let mentions: Vec<u64> = reply.mentions.iter().map(|u| u.0).collect();
        let board_text = if reply.image().is_some() {
            None
        } else {
            reply.board_text.as_deref()
        };
        Outgoing {
            content: compose(&mentions, &say_text(lang, &reply.text), board_text),
            mentions,
            files: reply
                .attachments
                .iter()
                .map(|a| (a.filename.clone(), a.bytes.clone()))
                .collect(),
            rows: button_rows(&reply.buttons, lang),
            ephemeral: reply.ephemeral,
        }
    }

    /// A plain private message (errors, apologies).
    pub fn private(text: &str) -> Outgoing {
        Outgoing {
            content: compose(&[], text, None),
            ephemeral: true,
            ..Outgoing::default()
        }
    }

    fn allowed_mentions(&self) -> serenity::CreateAllowedMentions {
        serenity::CreateAllowedMentions::new()
            .users(self.mentions.iter().map(|&u| serenity::UserId::new(u)))
            .empty_roles()
            .everyone(false)
            .replied_user(false)
    }

    fn components(&self) -> Vec<serenity::CreateActionRow> {
        self.rows
            .iter()
            .map(|row| {
                serenity::CreateActionRow::Buttons(
                    row.iter()
                        .map(|b| {
                            serenity::CreateButton::new(b.custom_id.clone())
                                .label(b.label.clone())
                                .style(b.style)
                        })
                        .collect(),
                )
            })
            .collect()
    }

    fn attachments(&self) -> Vec<serenity::CreateAttachment> {
        self.files
            .iter()
            .map(|(name, bytes)| serenity::CreateAttachment::bytes(bytes.clone(), name.clone()))
            .collect()
    }

    /// As an edit of an interaction's original response (or of a button's message): replaces
    /// the text, the buttons and the attachments (old pictures go, new ones are attached).
    pub fn edit_response(&self) -> serenity::EditInteractionResponse {
        let mut attachments = serenity::EditAttachments::new();
        for file in self.attachments() {
            attachments = attachments.add(file);
        }
        serenity::EditInteractionResponse::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(self.allowed_mentions())
            .attachments(attachments)
    }

    /// As a follow-up message of an interaction.
    pub fn followup(&self) -> serenity::CreateInteractionResponseFollowup {
        serenity::CreateInteractionResponseFollowup::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(self.allowed_mentions())
            .ephemeral(self.ephemeral)
            .add_files(self.attachments())
    }

    /// As the immediate answer to an interaction.
    pub fn response(&self) -> serenity::CreateInteractionResponse {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(self.content.clone())
                .components(self.components())
                .allowed_mentions(self.allowed_mentions())
                .ephemeral(self.ephemeral)
                .add_files(self.attachments()),
        )
    }

    /// As a new message in a channel.
    pub fn message(&self) -> serenity::CreateMessage {
        serenity::CreateMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(self.allowed_mentions())
            .add_files(self.attachments())
    }
}

/// Where a notice goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Post in this channel (pinging the users in the message's mentions, if any).
    Channel(u64, Outgoing),
    /// Send to this user directly; if that fails, post in the channel with a ping instead.
    Direct {
        user: u64,
        message: Outgoing,
        fallback_channel: u64,
    },
    /// Nothing to send: the reply the user just saw already says it all.
    Skip,
}

/// What went out with the command that caused the notices: the reply's channel and picture,
/// so a notice about the same game in another channel can carry the picture.
#[derive(Debug, Clone, Default)]
pub struct ReplySent<'a> {
    /// The channel where the reply was posted publicly, if it was.
    pub public_reply_channel: Option<u64>,
    /// The reply's picture (name, bytes).
    pub picture: Option<(&'a str, &'a [u8])>,
}

/// Decides how to deliver a notice, and in which language ([`notice_lang`]; `fallback` when
/// the notice names none kibitz speaks), following the user's preference:
/// - `mention`: posted in the game's channel, pinging only that user;
/// - `dm`: sent as a direct message (falling back to a ping in the channel if DMs are closed);
/// - `none`: posted in the game's channel without a ping, unless the public reply in that very
///   channel already said it (a "your turn" right under the new board would only be noise).
///
/// A "your turn" notice carries the new board when the player will not see the reply: in a DM,
/// or in a channel other than the one the reply went to.
pub fn deliver(notice: &Notice, sent: &ReplySent<'_>, fallback: Lang) -> Delivery {
    let channel = notice.channel.0;
    let direct = notice.delivery == NotifyPref::Dm;
    let lang = notice_lang(direct, &notice.languages, fallback);
    let seen_with_reply = sent.public_reply_channel == Some(channel);
    let with_picture = |mut message: Outgoing, shown: bool| {
        if notice.kind == NoticeKind::YourTurn && !shown && message.files.is_empty() {
            if let Some((name, bytes)) = sent.picture {
                message.files.push((name.to_string(), bytes.to_vec()));
            }
        }
        message
    };
    // A notice with its own board (the computer's move) shows it: the picture, or else the
    // board as text.
    let board_text = if notice.image().is_some() {
        None
    } else {
        notice.board_text.as_deref()
    };
    let base = |mentions: Vec<u64>| Outgoing {
        content: compose(&mentions, &say_text(lang, &notice.text), board_text),
        mentions,
        files: notice
            .attachments
            .iter()
            .map(|a| (a.filename.clone(), a.bytes.clone()))
            .collect(),
        rows: button_rows(&notice.buttons, lang),
        ephemeral: false,
    };
    match notice.delivery {
        NotifyPref::Mention => Delivery::Channel(
            channel,
            with_picture(base(vec![notice.user.0]), seen_with_reply),
        ),
        NotifyPref::Dm => Delivery::Direct {
            user: notice.user.0,
            message: with_picture(base(Vec::new()), false),
            fallback_channel: channel,
        },
        NotifyPref::None => {
            if seen_with_reply && notice.kind == NoticeKind::YourTurn {
                Delivery::Skip
            } else {
                Delivery::Channel(channel, with_picture(base(Vec::new()), seen_with_reply))
            }
        }
    }
}

/// The message for a notice whose DM could not be delivered: posted in the channel with a ping.
pub fn dm_fallback(notice_message: &Outgoing, user: u64) -> Outgoing {
    Outgoing {
        content: compose(&[user], &notice_message.content, None),
        mentions: vec![user],
        ..notice_message.clone()
    }
}

/// The text shown for an internal failure: short, with the id to quote.
pub fn apology(error_id: &str) -> Msg {
    msg!("discord-apology", id = error_id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::MoveWords;
    use crate::service::{Action, Attachment, ChannelId, GameId, UserId};

    fn game() -> GameId {
        GameId::parse("K7Q2").unwrap()
    }

    fn notice(kind: NoticeKind, delivery: NotifyPref) -> Notice {
        Notice {
            kind,
            languages: Languages::default(),
            user: UserId(42),
            channel: ChannelId(7),
            delivery,
            game: Some(game()),
            text: msg!("duration-days", count = 2u32).into(),
            buttons: Vec::new(),
            board_text: None,
            attachments: Vec::new(),
            pictures: Vec::new(),
        }
    }

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\nrest";

    #[test]
    fn the_computers_move_is_posted_in_the_channel_with_its_own_board() {
        let mut notice = notice(NoticeKind::ComputerMoved, NotifyPref::None);
        notice.board_text = Some("+--+\n|ab|".into());
        // No picture: the board as text.
        match deliver(&notice, &ReplySent::default(), Lang::En) {
            Delivery::Channel(7, out) => {
                assert!(out.content.contains("|ab|"), "{}", out.content);
                assert!(out.files.is_empty() && out.mentions.is_empty());
            }
            other => panic!("{other:?}"),
        }
        // A picture: attached, and the text board left out.
        notice.attachments.push(Attachment {
            filename: "K7Q2-2.png".into(),
            bytes: PNG.to_vec(),
        });
        notice.delivery = NotifyPref::Mention;
        match deliver(&notice, &ReplySent::default(), Lang::En) {
            Delivery::Channel(7, out) => {
                assert!(!out.content.contains("|ab|"));
                assert_eq!(out.files, vec![("K7Q2-2.png".to_string(), PNG.to_vec())]);
                assert_eq!(out.mentions, vec![42]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn game_side_scope_and_preference_options_map_one_to_one() {
        assert_eq!(GameKind::from(GameOption::Xiangqi), GameKind::Xiangqi);
        assert_eq!(GameKind::from(GameOption::Topo), GameKind::Topo);
        assert_eq!(GameKind::from(GameOption::Tempo), GameKind::Tempo);
        assert_eq!(SideChoice::from(SideOption::Second), SideChoice::Second);
        assert_eq!(SideChoice::from(SideOption::Random), SideChoice::Random);
        assert_eq!(Scope::from(ScopeOption::Global), Scope::Global);
        assert_eq!(NotifyPref::from(NotifyOption::Dm), NotifyPref::Dm);
        assert_eq!(NotifyPref::from(NotifyOption::None), NotifyPref::None);
    }

    #[test]
    fn time_per_move_is_read_for_people() {
        assert_eq!(time_per_move(None), Ok(None));
        assert_eq!(time_per_move(Some("  ")), Ok(None));
        assert_eq!(
            time_per_move(Some("12h")),
            Ok(Some(Duration::from_secs(12 * 3600)))
        );
        assert_eq!(
            time_per_move(Some("1d 12h")),
            Ok(Some(Duration::from_secs(36 * 3600)))
        );
        let error = say(Lang::En, &time_per_move(Some("tomorrow")).unwrap_err());
        assert!(
            error.contains("tomorrow") && error.contains("3d"),
            "{error}"
        );
        let italian = say(Lang::It, &time_per_move(Some("domani")).unwrap_err());
        assert_eq!(
            italian,
            "'domani' non è un tempo per mossa: scrivilo come 12h, 3d oppure 1d 12h"
        );
    }

    #[test]
    fn move_choices_show_both_notations_within_limits() {
        let suggestions: Vec<MoveChoice> = (0..40)
            .map(|i| MoveChoice {
                canonical: format!("h{i}e2"),
                words: MoveWords::usual(if i == 0 {
                    format!("h{i}e2")
                } else {
                    format!("C2={i}")
                }),
            })
            .collect();
        let choices = move_choices(&MoveSuggestions::Moves(suggestions), Lang::En);
        assert_eq!(choices.len(), MAX_CHOICES);
        let json = serde_json::to_value(&choices).unwrap();
        assert_eq!(json[0]["name"], "h0e2", "same spelling shown once");
        assert_eq!(json[0]["value"], "h0e2");
        assert_eq!(json[1]["name"], "C2=1  (h1e2)");
        assert_eq!(json[1]["value"], "h1e2", "the value is canonical");
        let long = MoveChoice {
            canonical: "a1a2".into(),
            words: MoveWords::usual("x".repeat(300)),
        };
        let name = move_choice_name(&long, Lang::En);
        assert_eq!(name.chars().count(), MAX_CHOICE_TEXT);
        assert!(name.ends_with('…'));
        let cannon = MoveChoice {
            canonical: "h2e2".into(),
            words: MoveWords {
                usual: "C2=5".into(),
                simplified: Some("炮二平五".into()),
                traditional: Some("炮二平五".into()),
            },
        };
        assert_eq!(move_choice_name(&cannon, Lang::ZhCn), "炮二平五  (h2e2)");
        assert_eq!(move_choice_name(&cannon, Lang::It), "C2=5  (h2e2)");
        let horse = MoveChoice {
            canonical: "b0c2".into(),
            words: MoveWords {
                usual: "H2+3".into(),
                simplified: Some("马二进三".into()),
                traditional: Some("傌二進三".into()),
            },
        };
        assert_eq!(move_choice_name(&horse, Lang::ZhTw), "傌二進三  (b0c2)");
    }

    #[test]
    fn a_player_who_cannot_move_gets_one_choice_saying_why() {
        let why = MoveSuggestions::Unavailable(crate::games::Msg::verbatim(format!(
            "Not your turn: {}",
            "b".repeat(200)
        )));
        let json = serde_json::to_value(move_choices(&why, Lang::En)).unwrap();
        assert_eq!(json.as_array().map(Vec::len), Some(1));
        assert_eq!(json[0]["value"], service::NO_MOVE);
        let name = json[0]["name"].as_str().unwrap();
        assert!(name.starts_with("Not your turn: ") && name.chars().count() == MAX_CHOICE_TEXT);
    }

    #[test]
    fn service_choices_keep_within_discords_limits() {
        let many: Vec<Choice> = (0..40)
            .map(|i| Choice {
                name: crate::games::Msg::verbatim(format!("G{i:03} · {}", "n".repeat(200))),
                value: format!("G{i:03}"),
            })
            .chain([Choice {
                name: crate::games::Msg::verbatim("too long a value"),
                value: "v".repeat(101),
            }])
            .collect();
        let json = serde_json::to_value(choices(&many, Lang::En)).unwrap();
        let list = json.as_array().unwrap();
        assert_eq!(list.len(), MAX_CHOICES);
        assert_eq!(list[0]["value"], "G000");
        assert!(list
            .iter()
            .all(|c| c["name"].as_str().unwrap().chars().count() <= MAX_CHOICE_TEXT));
        let unnamed = choices(
            &[Choice {
                name: crate::games::Msg::verbatim(" "),
                value: "K7Q2".into(),
            }],
            Lang::En,
        );
        assert_eq!(serde_json::to_value(unnamed).unwrap()[0]["name"], "K7Q2");
        let dropped = choices(&many[40..], Lang::En);
        assert!(dropped.is_empty(), "a cut value would name nothing");
    }

    #[test]
    fn a_reply_becomes_a_message_with_pings_limited_to_its_mentions() {
        let reply = Reply {
            text: Msg::verbatim("alice played **h2e2**.").into(),
            board_text: Some("board as text".into()),
            attachments: vec![Attachment {
                filename: "K7Q2-1.png".into(),
                bytes: PNG.to_vec(),
            }],
            buttons: vec![Button::new(
                Msg::verbatim("Offer draw"),
                ButtonStyle::Secondary,
                Action::ShowBoard(game()),
            )],
            mentions: vec![UserId(42)],
            ephemeral: false,
            pictures: Vec::new(),
        };
        let out = Outgoing::from_reply(&reply, Lang::En);
        assert_eq!(
            out.content, "<@42> alice played **h2e2**.",
            "no text board beside a picture"
        );
        assert_eq!(out.mentions, vec![42]);
        assert_eq!(out.files.len(), 1, "the picture is attached");
        assert_eq!(out.rows.len(), 1);
        assert_eq!(out.rows[0][0].custom_id, "kz1:board:K7Q2");
        let json = serde_json::to_value(out.message()).unwrap();
        assert_eq!(json["allowed_mentions"]["users"], serde_json::json!(["42"]));
        assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
        assert_eq!(
            json["components"][0]["components"][0]["custom_id"],
            "kz1:board:K7Q2"
        );
        let edit = serde_json::to_value(out.edit_response()).unwrap();
        assert_eq!(
            edit["attachments"].as_array().map(Vec::len),
            Some(1),
            "{edit}"
        );
    }

    #[test]
    fn without_a_picture_the_board_is_shown_as_text_if_it_fits() {
        let mut reply = Reply::text(Msg::verbatim("Board of K7Q2"));
        reply.board_text = Some("r n b\n. . .".into());
        let out = Outgoing::from_reply(&reply, Lang::En);
        assert_eq!(out.content, "Board of K7Q2\n```\nr n b\n. . .\n```");
        reply.board_text = Some("x".repeat(MAX_CONTENT));
        assert_eq!(
            Outgoing::from_reply(&reply, Lang::En).content,
            "Board of K7Q2"
        );
        let long = Reply::text(Msg::verbatim("y".repeat(5000)));
        let content = Outgoing::from_reply(&long, Lang::En).content;
        assert_eq!(content.chars().count(), MAX_CONTENT);
        assert!(
            !Outgoing::from_reply(&Reply::text(Msg::verbatim("")), Lang::En)
                .content
                .is_empty()
        );
    }

    #[test]
    fn buttons_go_five_to_a_row_and_at_most_five_rows() {
        let buttons: Vec<Button> = (0..30)
            .map(|i| {
                Button::new(
                    Msg::verbatim(format!("b{i}")),
                    ButtonStyle::Primary,
                    Action::ShowBoard(game()),
                )
            })
            .collect();
        let rows = button_rows(&buttons, Lang::En);
        assert_eq!(rows.len(), MAX_ROWS);
        assert!(rows.iter().all(|r| r.len() == BUTTONS_PER_ROW));
        assert_eq!(
            button_rows(&buttons[..7], Lang::En)
                .iter()
                .map(Vec::len)
                .collect::<Vec<_>>(),
            [5, 2]
        );
        let long = Button::new(
            Msg::verbatim("l".repeat(200)),
            ButtonStyle::Danger,
            Action::ShowBoard(game()),
        );
        let rows = button_rows(&[long], Lang::En);
        assert_eq!(rows[0][0].label.chars().count(), MAX_LABEL);
        assert_eq!(rows[0][0].style, serenity::ButtonStyle::Danger);
    }

    #[test]
    fn an_ephemeral_reply_stays_ephemeral() {
        let out = Outgoing::from_reply(&Reply::private(Msg::verbatim("only you")), Lang::En);
        assert!(out.ephemeral);
        let json = serde_json::to_value(out.followup()).unwrap();
        assert_eq!(json["flags"], 64);
    }

    #[test]
    fn notices_follow_the_players_preference() {
        let picture = ReplySent {
            public_reply_channel: Some(7),
            picture: Some(("K7Q2-3.png", PNG)),
        };
        // Mention: a ping in the game's channel, and the board is already there.
        match deliver(
            &notice(NoticeKind::YourTurn, NotifyPref::Mention),
            &picture,
            Lang::En,
        ) {
            Delivery::Channel(7, message) => {
                assert_eq!(message.mentions, vec![42]);
                assert!(message.content.starts_with("<@42> 2 days"));
                assert!(message.files.is_empty());
            }
            other => panic!("{other:?}"),
        }
        // DM: a direct message with the board.
        match deliver(
            &notice(NoticeKind::YourTurn, NotifyPref::Dm),
            &picture,
            Lang::En,
        ) {
            Delivery::Direct {
                user: 42,
                message,
                fallback_channel: 7,
            } => {
                assert!(message.mentions.is_empty());
                assert_eq!(message.files.len(), 1);
                let fallback = dm_fallback(&message, 42);
                assert_eq!(fallback.mentions, vec![42]);
                assert!(fallback.content.starts_with("<@42> "));
            }
            other => panic!("{other:?}"),
        }
        // None: the board was just posted in that channel; nothing more to say.
        assert_eq!(
            deliver(
                &notice(NoticeKind::YourTurn, NotifyPref::None),
                &picture,
                Lang::En
            ),
            Delivery::Skip
        );
        // None for a reminder: posted without a ping.
        match deliver(
            &notice(NoticeKind::Reminder, NotifyPref::None),
            &ReplySent::default(),
            Lang::En,
        ) {
            Delivery::Channel(7, message) => {
                assert!(message.mentions.is_empty());
                assert!(!message.content.contains("<@"));
            }
            other => panic!("{other:?}"),
        }
        // The reply went to another channel: the notice carries the board.
        let elsewhere = ReplySent {
            public_reply_channel: Some(99),
            picture: Some(("K7Q2-3.png", PNG)),
        };
        match deliver(
            &notice(NoticeKind::YourTurn, NotifyPref::Mention),
            &elsewhere,
            Lang::En,
        ) {
            Delivery::Channel(7, message) => assert_eq!(message.files.len(), 1),
            other => panic!("{other:?}"),
        }
    }

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

    fn tags(
        user_choice: Option<&str>,
        user_seen: Option<&str>,
        server_choice: Option<&str>,
        server_seen: Option<&str>,
    ) -> Languages {
        Languages {
            user_choice: user_choice.map(str::to_string),
            user_seen: user_seen.map(str::to_string),
            server_choice: server_choice.map(str::to_string),
            server_seen: server_seen.map(str::to_string),
        }
    }

    #[test]
    fn a_reply_is_in_the_askers_language_when_private_and_the_servers_when_posted() {
        use Lang::*;
        // (private, user choice, client, server choice, guild locale) -> language
        type Tag = Option<&'static str>;
        let cases: &[(bool, Tag, Tag, Tag, Tag, Lang)] = &[
            // Only the asker sees it: their client's language…
            (true, None, Some("pl"), None, Some("it"), Pl),
            (true, None, Some("es-419"), Some("it"), Some("it"), Es),
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
            assert_eq!(
                reply_lang(private, choice, client, server, guild),
                expected,
                "{private} {choice:?} {client:?} {server:?} {guild:?}"
            );
        }
        let both = ReplyLangs::new(&tags(None, None, Some("it"), None), "pl", Some("en-US"));
        assert_eq!((both.of(true), both.of(false)), (Pl, It));
    }

    #[test]
    fn a_notice_is_in_the_recipients_language_by_dm_and_the_servers_in_a_channel() {
        use Lang::*;
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
                Es,
            ),
            (false, tags(None, Some("pl"), None, None), En),
            (false, tags(None, None, None, Some("fr")), En),
        ];
        for (direct, languages, expected) in cases {
            assert_eq!(
                notice_lang(*direct, languages, En),
                *expected,
                "{direct} {languages:?}"
            );
        }
        // The fallback (the command's channel language) when nothing is known.
        assert_eq!(notice_lang(false, &Languages::default(), It), It);
        assert_eq!(lang_of(PSEUDO_LOCALE), Some(Pseudo));
        assert_eq!(lang_of("QPS-PLOC"), Some(Pseudo));
    }

    #[test]
    fn delivered_notices_are_written_in_their_language() {
        let mut dm = notice(NoticeKind::YourTurn, NotifyPref::Dm);
        dm.languages = tags(None, Some("pl"), None, Some("it"));
        match deliver(&dm, &ReplySent::default(), Lang::En) {
            Delivery::Direct { message, .. } => assert_eq!(message.content, "2 dni"),
            other => panic!("{other:?}"),
        }
        let mut posted = notice(NoticeKind::Reminder, NotifyPref::Mention);
        posted.languages = tags(None, Some("pl"), None, Some("it"));
        match deliver(&posted, &ReplySent::default(), Lang::En) {
            Delivery::Channel(7, message) => assert_eq!(message.content, "<@42> 2 giorni"),
            other => panic!("{other:?}"),
        }
        let unknown = notice(NoticeKind::Reminder, NotifyPref::None);
        match deliver(&unknown, &ReplySent::default(), Lang::ZhCn) {
            Delivery::Channel(7, message) => assert_eq!(message.content, "2天"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_askers_locales_go_to_the_service_with_them() {
        let user: serenity::User = serde_json::from_value(serde_json::json!({
            "id": "123", "username": "bob", "discriminator": "0", "global_name": null, "avatar": null
        }))
        .unwrap();
        let guild = place(Some(serenity::GuildId::new(5)), serenity::ChannelId::new(6));
        let asker = Asker::new(&user, None, guild, "pl", Some("it"));
        assert_eq!(asker.actor.locale.as_deref(), Some("pl"));
        assert_eq!(asker.guild_locale.as_deref(), Some("it"));
        let dm = place(None, serenity::ChannelId::new(6));
        let asker = Asker::new(&user, None, dm, "zh-TW", Some("it"));
        assert_eq!(asker.guild_locale, None, "no server, no server language");
        assert_eq!(asker.client_locale, "zh-TW");
    }

    #[test]
    fn the_language_choices_name_each_language_once() {
        let all = [
            LanguageOption::En,
            LanguageOption::It,
            LanguageOption::Es,
            LanguageOption::Pl,
            LanguageOption::ZhCn,
            LanguageOption::ZhTw,
        ];
        let langs: Vec<Lang> = all.iter().filter_map(|o| o.lang()).collect();
        assert_eq!(langs, Lang::ALL);
        assert_eq!(LanguageOption::Auto.lang(), None);
    }
}
