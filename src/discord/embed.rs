//! Embeds: a service [`Card`] said in one language, as the embed Discord shows under a message
//! (title, colour, description, fields, footer, the picture inside), always within Discord's
//! limits. A new command that wants an embed builds a [`Card`] in the service (or an
//! [`EmbedSpec`] here) and hands it to [`super::outgoing::Outgoing`].

use crate::games::{GameKind, Side};
use crate::i18n::{say, say_text, say_text_on, Lang, Medium};
use crate::service::text::truncate;
use crate::service::Card;
use poise::serenity_prelude as serenity;

/// Discord's limits on an embed.
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FIELDS: usize = 25;
pub const MAX_FIELD_NAME: usize = 256;
pub const MAX_FIELD_VALUE: usize = 1024;
pub const MAX_FOOTER: usize = 2048;
/// The characters of all an embed's texts together (and of all a message's embeds).
pub const MAX_EMBED_TOTAL: usize = 6000;
/// Discord's limit on an attachment's description (its alt text).
pub const MAX_ALT: usize = 1024;

/// An embed ready to send.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EmbedSpec {
    pub title: String,
    pub description: String,
    /// `0xRRGGBB`.
    pub colour: Option<u32>,
    /// (name, value, inline).
    pub fields: Vec<(String, String, bool)>,
    pub footer: Option<String>,
    /// The attached file shown inside (`attachment://NAME`).
    pub image: Option<String>,
}

/// The colour of a side, as the game paints it and names it ([`GameKind::side_name`]):
/// Xiangqi's red and black, Topo's white and black, Tempo's black (who starts) and white
/// (white is drawn as a light grey, which shows on Discord's light and dark themes alike).
pub fn side_colour(kind: GameKind, side: Side) -> u32 {
    match kind.side_name(side) {
        "red" => RED,
        "white" => WHITE,
        _ => BLACK,
    }
}

const RED: u32 = 0xC8_10_2E;
const WHITE: u32 = 0xE8_E8_E8;
const BLACK: u32 = 0x20_20_20;

/// The neutral colour of a card without a side (a list, a drawn game).
pub const NEUTRAL: u32 = 0x5865F2;

impl EmbedSpec {
    /// `card` said in `lang`. Its picture is shown only if `attached` (the message's files)
    /// holds it: an `attachment://` name without its file is refused by Discord.
    pub fn from_card(card: &Card, lang: Lang, attached: &[String]) -> EmbedSpec {
        // Discord renders no Markdown and no timestamps in titles, field names and footers:
        // they are said as written text, without the Markdown marks.
        let plain = |text: String| text.replace("**", "");
        EmbedSpec {
            title: plain(say(lang, &card.title)),
            description: say_text_on(Medium::Discord, lang, &card.description),
            colour: Some(
                card.colour
                    .map_or(NEUTRAL, |(kind, side)| side_colour(kind, side)),
            ),
            fields: card
                .fields
                .iter()
                .map(|f| {
                    (
                        plain(say(lang, &f.name)),
                        say_text_on(Medium::Discord, lang, &f.value),
                        f.inline,
                    )
                })
                .collect(),
            footer: card.footer.as_ref().map(|m| plain(say(lang, m))),
            image: card.image.clone().filter(|name| attached.contains(name)),
        }
        .within_limits()
    }

    /// The alt text of `card`'s picture in `lang`, within Discord's limit.
    pub fn alt_text(card: &Card, lang: Lang) -> Option<String> {
        let text = say_text(lang, &card.alt)
            .replace('\n', " ")
            .replace("**", "");
        (!text.trim().is_empty()).then(|| truncate(&text, MAX_ALT))
    }

    /// The characters Discord counts towards [`MAX_EMBED_TOTAL`].
    pub fn total_chars(&self) -> usize {
        let count = |s: &str| s.chars().count();
        count(&self.title)
            + count(&self.description)
            + self.footer.as_deref().map_or(0, count)
            + self
                .fields
                .iter()
                .map(|(n, v, _)| count(n) + count(v))
                .sum::<usize>()
    }

    /// The same embed cut to Discord's limits: each text to its own limit, at most 25
    /// fields, then the description shortened (and if need be the last fields dropped) until
    /// the whole fits in 6,000 characters. Empty field names or values, which Discord
    /// refuses, become a zero-width space.
    pub fn within_limits(mut self) -> EmbedSpec {
        let non_empty = |s: String| {
            if s.trim().is_empty() {
                "\u{200b}".to_string()
            } else {
                s
            }
        };
        self.title = truncate(&self.title, MAX_TITLE);
        self.description = truncate(&self.description, MAX_DESCRIPTION);
        self.footer = self.footer.map(|f| truncate(&f, MAX_FOOTER));
        self.fields.truncate(MAX_FIELDS);
        self.fields = self
            .fields
            .into_iter()
            .map(|(n, v, inline)| {
                (
                    non_empty(truncate(&n, MAX_FIELD_NAME)),
                    non_empty(truncate(&v, MAX_FIELD_VALUE)),
                    inline,
                )
            })
            .collect();
        while self.total_chars() > MAX_EMBED_TOTAL {
            let over = self.total_chars() - MAX_EMBED_TOTAL;
            let description = self.description.chars().count();
            if description > over {
                self.description = truncate(&self.description, description - over);
            } else if !self.description.is_empty() {
                self.description.clear();
            } else if self.fields.pop().is_none() {
                self.title = truncate(&self.title, MAX_TITLE.min(MAX_EMBED_TOTAL / 2));
                self.footer = None;
                break;
            }
        }
        self
    }

    /// As serenity's builder.
    pub fn create(&self) -> serenity::CreateEmbed {
        let mut embed = serenity::CreateEmbed::new();
        if !self.title.is_empty() {
            embed = embed.title(self.title.clone());
        }
        if !self.description.is_empty() {
            embed = embed.description(self.description.clone());
        }
        if let Some(colour) = self.colour {
            embed = embed.colour(colour);
        }
        for (name, value, inline) in &self.fields {
            embed = embed.field(name.clone(), value.clone(), *inline);
        }
        if let Some(footer) = &self.footer {
            embed = embed.footer(serenity::CreateEmbedFooter::new(footer.clone()));
        }
        if let Some(image) = &self.image {
            embed = embed.attachment(image.clone());
        }
        embed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{msg, Msg, Text};
    use crate::service::CardField;

    #[test]
    fn a_card_becomes_an_embed_with_its_picture_only_when_attached() {
        let mut card = Card::titled(msg!("verbatim", text = "**Xiangqi** · alice vs bob"));
        card.colour = Some((GameKind::Xiangqi, Side::First));
        card.description = Text::from(vec![Msg::verbatim("Last move: **C2=5**")]);
        card.fields.push(CardField {
            name: Msg::new("embed-field-deadline"),
            value: msg!(
                "embed-deadline-value",
                deadline = crate::games::Arg::Time(1_800_000_000)
            )
            .into(),
            inline: true,
        });
        card.footer = Some(msg!("embed-footer-game", id = "K7Q2"));
        card.image = Some("K7Q2-1.png".into());
        let embed = EmbedSpec::from_card(&card, Lang::En, &["K7Q2-1.png".into()]);
        assert_eq!(
            embed.title, "Xiangqi · alice vs bob",
            "no Markdown in a title"
        );
        assert_eq!(embed.colour, Some(0xC8102E));
        assert_eq!(embed.description, "Last move: **C2=5**");
        assert_eq!(
            embed.fields,
            [(
                "Deadline".to_string(),
                "<t:1800000000:f> (<t:1800000000:R>)".to_string(),
                true
            )]
        );
        assert_eq!(embed.footer.as_deref(), Some("Game K7Q2"));
        let json = serde_json::to_value(embed.create()).unwrap();
        assert_eq!(json["image"]["url"], "attachment://K7Q2-1.png");
        assert_eq!(json["color"], 0xC8102E);
        assert_eq!(
            EmbedSpec::from_card(&card, Lang::En, &[]).image,
            None,
            "no file, no image"
        );
    }

    #[test]
    fn an_embed_never_exceeds_discords_limits() {
        let embed = EmbedSpec {
            title: "t".repeat(1000),
            description: "d".repeat(10_000),
            colour: None,
            fields: (0..40)
                .map(|i| (format!("n{i}"), "v".repeat(2000), true))
                .chain([(String::new(), String::new(), false)])
                .collect(),
            footer: Some("f".repeat(3000)),
            image: None,
        }
        .within_limits();
        assert_eq!(embed.title.chars().count(), MAX_TITLE);
        assert!(embed.fields.len() <= MAX_FIELDS);
        assert!(embed
            .fields
            .iter()
            .all(|(n, v, _)| !n.is_empty() && v.chars().count() <= MAX_FIELD_VALUE));
        assert!(
            embed.total_chars() <= MAX_EMBED_TOTAL,
            "{}",
            embed.total_chars()
        );
        assert!(embed.description.chars().count() <= MAX_DESCRIPTION);
        assert!(embed.footer.unwrap().chars().count() <= MAX_FOOTER);
        // What fits is left as it is.
        let small = EmbedSpec {
            title: "a".into(),
            description: "b".into(),
            ..EmbedSpec::default()
        };
        assert_eq!(small.clone().within_limits(), small);
    }

    #[test]
    fn each_game_wears_its_own_colours() {
        assert_ne!(
            side_colour(GameKind::Xiangqi, Side::First),
            side_colour(GameKind::Xiangqi, Side::Second)
        );
        assert_ne!(
            side_colour(GameKind::Topo, Side::First),
            side_colour(GameKind::Topo, Side::Second)
        );
        // Tempo's first side is black: its colour is Topo's black, not Topo's first side's.
        assert_eq!(
            side_colour(GameKind::Tempo, Side::First),
            side_colour(GameKind::Topo, Side::Second)
        );
        assert_eq!(side_colour(GameKind::Tempo, Side::Second), WHITE);
    }
}
