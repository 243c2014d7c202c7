//! Building messages: a service reply (or notice) said in one language becomes the text,
//! pings, files and button rows every Discord builder needs, within Discord's limits.

use super::embed::{EmbedSpec, MAX_EMBED_TOTAL};
use crate::games::Text;
use crate::i18n::{say, say_text_on, Lang, Medium};
use crate::service::text::truncate;
use crate::service::{Button, ButtonStyle, Card, Reply};
use poise::serenity_prelude as serenity;

/// Discord's limit on the text of a message.
pub const MAX_CONTENT: usize = 2000;
/// Discord's limit on a button's label.
pub const MAX_LABEL: usize = 80;
/// Buttons per row, rows per message.
pub const BUTTONS_PER_ROW: usize = 5;
pub const MAX_ROWS: usize = 5;

/// A message ready to send anywhere: the parts every Discord builder needs.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Outgoing {
    /// The text, mentions first, within Discord's 2000 characters.
    pub content: String,
    /// The only users this message may ping.
    pub mentions: Vec<u64>,
    /// Files to attach (name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The alt texts of attached pictures (name, words).
    pub alt_texts: Vec<(String, String)>,
    /// Embeds under the text (a board, a list).
    pub embeds: Vec<EmbedSpec>,
    /// Button rows.
    pub rows: Vec<Vec<ButtonSpec>>,
    /// Select menus, each on its own row after the buttons.
    pub selects: Vec<SelectSpec>,
    /// A link button to the game's web page (label, address), after the other buttons.
    pub link: Option<(String, String)>,
    /// Visible only to the person who asked.
    pub ephemeral: bool,
}

/// What a message says, before it is said in a language: see [`Outgoing::carded`].
pub struct Said<'a> {
    pub text: &'a Text,
    pub card: Option<&'a Card>,
    /// Who is pinged.
    pub mentions: Vec<u64>,
    /// Files to attach (name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The board as text, when no picture shows it.
    pub board_text: Option<&'a str>,
    pub buttons: &'a [Button],
}

/// One select menu, as Discord gets it: (label, value) options, at most 25, values unique.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectSpec {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<(String, String)>,
}

/// Discord's limits on a select menu.
pub const MAX_OPTIONS: usize = 25;
pub const MAX_OPTION_TEXT: usize = 100;
pub const MAX_PLACEHOLDER: usize = 150;

/// The service's menus said in `lang`, within Discord's limits: at most 25 options, labels
/// and values of 100 characters, each value once; a menu without options is left out.
pub fn select_specs(selects: &[crate::service::Select], lang: Lang) -> Vec<SelectSpec> {
    selects
        .iter()
        .filter_map(|select| {
            let mut seen = std::collections::HashSet::new();
            let options: Vec<(String, String)> = select
                .options
                .iter()
                .filter(|o| !o.value.is_empty() && o.value.len() <= MAX_OPTION_TEXT)
                .filter(|o| seen.insert(o.value.clone()))
                .take(MAX_OPTIONS)
                .map(|o| {
                    (
                        truncate(&say(lang, &o.label), MAX_OPTION_TEXT),
                        o.value.clone(),
                    )
                })
                .collect();
            let custom_id = select.action.custom_id();
            (!options.is_empty() && custom_id.len() <= 100).then(|| SelectSpec {
                custom_id,
                placeholder: truncate(&say(lang, &select.placeholder), MAX_PLACEHOLDER),
                options,
            })
        })
        .collect()
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
pub(super) fn compose(mentions: &[u64], text: &str, board_text: Option<&str>) -> String {
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
        let board_text = if reply.image().is_some() {
            None
        } else {
            reply.board_text.as_deref()
        };
        let files = reply
            .attachments
            .iter()
            .map(|a| (a.filename.clone(), a.bytes.clone()))
            .collect();
        let mut out = Outgoing::carded(
            Said {
                text: &reply.text,
                card: reply.card.as_ref(),
                mentions: reply.mentions.iter().map(|u| u.0).collect(),
                files,
                board_text,
                buttons: &reply.buttons,
            },
            lang,
        );
        out.selects = select_specs(&reply.selects, lang);
        out.link = reply.web_page.as_ref().map(|url| {
            let label = say(lang, &crate::games::Msg::new("web-view"));
            (truncate(&label, MAX_LABEL), url.clone())
        });
        out.ephemeral = reply.ephemeral;
        out
    }

    /// A message of a text with its card, if any (a reply's or a notice's): the lines the card
    /// says are left out of the text, the rest (a headline, a warning) stays above it; the
    /// card's picture is shown inside it when `files` holds it; the pings stay in the text (a
    /// ping inside an embed notifies nobody).
    pub fn carded(said: Said<'_>, lang: Lang) -> Outgoing {
        let Said {
            text,
            card,
            mentions,
            files,
            board_text,
            buttons,
        } = said;
        let names: Vec<String> = files.iter().map(|(name, _)| name.clone()).collect();
        let (text, embeds, alt_texts) = match card {
            Some(card) => {
                let rest: Vec<_> = text
                    .lines()
                    .iter()
                    .filter(|line| !card.replaces.contains(line))
                    .cloned()
                    .collect();
                let embed = EmbedSpec::from_card(card, lang, &names);
                let alt = embed
                    .image
                    .clone()
                    .zip(EmbedSpec::alt_text(card, lang))
                    .into_iter()
                    .collect();
                (Text::from(rest), vec![embed], alt)
            }
            None => (text.clone(), Vec::new(), Vec::new()),
        };
        // A list too long for one card is paged here (Discord's limits): its Previous / Next
        // buttons follow the reply's own.
        let mut buttons = buttons.to_vec();
        if let Some(pages) = card.and_then(|card| card.pages.as_ref()) {
            buttons.extend(pages.buttons());
        }
        let text = say_text_on(Medium::Discord, lang, &text);
        let content = if embeds.is_empty() || !text.trim().is_empty() || board_text.is_some() {
            compose(&mentions, &text, board_text)
        } else {
            // An embed may stand alone: only the pings stay in the text.
            mention_prefix(&mentions).trim_end().to_string()
        };
        Outgoing {
            content,
            mentions,
            files,
            alt_texts,
            embeds,
            rows: button_rows(&buttons, lang),
            selects: Vec::new(),
            link: None,
            ephemeral: false,
        }
    }

    /// The embeds as serenity builds them, within the 6,000 characters all a message's embeds
    /// may hold together.
    fn create_embeds(&self) -> Vec<serenity::CreateEmbed> {
        let mut total = 0;
        self.embeds
            .iter()
            .take_while(|e| {
                total += e.total_chars();
                total <= MAX_EMBED_TOTAL
            })
            .map(EmbedSpec::create)
            .collect()
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
        let buttons = self.rows.iter().map(|row| {
            serenity::CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        serenity::CreateButton::new(b.custom_id.clone())
                            .label(b.label.clone())
                            .style(b.style)
                    })
                    .collect(),
            )
        });
        let selects = self.selects.iter().map(|menu| {
            let options = menu
                .options
                .iter()
                .map(|(label, value)| {
                    serenity::CreateSelectMenuOption::new(label.clone(), value.clone())
                })
                .collect();
            serenity::CreateActionRow::SelectMenu(
                serenity::CreateSelectMenu::new(
                    menu.custom_id.clone(),
                    serenity::CreateSelectMenuKind::String { options },
                )
                .placeholder(menu.placeholder.clone()),
            )
        });
        // The link to the web page: a row of its own, last (the first to go when rows run out).
        let link = self.link.iter().map(|(label, url)| {
            serenity::CreateActionRow::Buttons(vec![
                serenity::CreateButton::new_link(url.clone()).label(label.clone())
            ])
        });
        // Discord's five rows: the menus first, since a menu is the reason for its message.
        let rows: Vec<_> = selects.chain(buttons).chain(link).take(MAX_ROWS).collect();
        rows
    }

    fn attachments(&self) -> Vec<serenity::CreateAttachment> {
        self.files
            .iter()
            .map(|(name, bytes)| {
                let file = serenity::CreateAttachment::bytes(bytes.clone(), name.clone());
                match self.alt_texts.iter().find(|(n, _)| n == name) {
                    Some((_, alt)) => file.description(alt.clone()),
                    None => file,
                }
            })
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
            .embeds(self.create_embeds())
            .components(self.components())
            .allowed_mentions(self.allowed_mentions())
            .attachments(attachments)
    }

    /// As a follow-up message of an interaction.
    pub fn followup(&self) -> serenity::CreateInteractionResponseFollowup {
        serenity::CreateInteractionResponseFollowup::new()
            .content(self.content.clone())
            .embeds(self.create_embeds())
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
                .embeds(self.create_embeds())
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
            .embeds(self.create_embeds())
            .components(self.components())
            .allowed_mentions(self.allowed_mentions())
            .add_files(self.attachments())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Msg;
    use crate::service::{Action, Attachment, GameId, UserId};

    fn game() -> GameId {
        GameId::parse("K7Q2").unwrap()
    }

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\nrest";

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
            aside: None,
            card: None,
            selects: Vec::new(),
            web_page: Some("https://kibitz.example.org/1-ab/K7Q2".into()),
        };
        let out = Outgoing::from_reply(&reply, Lang::En);
        // The web page is a link button, in its own row after the others.
        assert_eq!(
            out.link,
            Some((
                "View on the web".to_string(),
                "https://kibitz.example.org/1-ab/K7Q2".to_string()
            ))
        );
        assert_eq!(out.components().len(), 2);
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
}
