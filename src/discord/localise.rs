//! The slash commands in every language: names, descriptions, option names and choices from
//! `locales/<lang>/commands.ftl`, registered with Discord's localisations.
//!
//! Keys: a command is `cmd-<name>` (a subcommand `cmd-<command>-<subcommand>`); its value is the
//! command's name in that language, `.description` its description, `.<option>` an option's
//! name and `.<option>-description` its description. A choice's label in the code is its key
//! (`game-topo` reads `choice-game-topo`). English, Discord's default text, comes from the
//! English file too, so every word a user sees is in a message file.

use super::error::BotError;
use super::Data;
use crate::i18n::{Lang, Texts};
use std::borrow::Cow;

/// A text the message files lack (a command or option added without its words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingText {
    /// The message id.
    pub id: String,
    /// The attribute, if the text is one.
    pub attr: Option<String>,
}

impl std::fmt::Display for MissingText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.attr {
            Some(attr) => write!(f, "{}.{attr}", self.id),
            None => f.write_str(&self.id),
        }
    }
}

/// Gives `commands` (and their subcommands) their English texts and every other language's
/// localisations. Returns the texts that are missing from the English files (a missing one in
/// another language falls back to English, which the message-file tests rule out).
pub fn localise(
    texts: &Texts,
    commands: &mut [poise::Command<Data, BotError>],
) -> Vec<MissingText> {
    let mut missing = Vec::new();
    for command in commands {
        let id = format!("cmd-{}", command.name);
        localise_one(texts, command, &id, &mut missing);
        for sub in &mut command.subcommands {
            let sub_id = format!("{id}-{}", sub.name);
            localise_one(texts, sub, &sub_id, &mut missing);
        }
    }
    missing
}

/// The English text of `id` (or its `.attr`), noting it in `missing` when there is none.
fn english(
    texts: &Texts,
    id: &str,
    attr: Option<&str>,
    missing: &mut Vec<MissingText>,
) -> Option<String> {
    let found = texts.find(Lang::En, id, attr, None);
    if found.is_none() {
        missing.push(MissingText {
            id: id.to_string(),
            attr: attr.map(str::to_string),
        });
    }
    found
}

/// The Discord locales `lang` is registered under (English is Discord's default text, so it
/// needs none). Discord's two Spanish locales get their own texts: `es-ES` Spain's, `es-419`
/// the Latin-American variant's.
pub fn discord_locales(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En | Lang::Pseudo => &[],
        Lang::It => &["it"],
        Lang::Es => &["es-ES"],
        Lang::Es419 => &["es-419"],
        Lang::Pl => &["pl"],
        Lang::ZhCn => &["zh-CN"],
        Lang::ZhTw => &["zh-TW"],
    }
}

/// The text of `id` (or its `.attr`) in every Discord locale the bot speaks.
fn localisations(
    texts: &Texts,
    id: &str,
    attr: Option<&str>,
) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    let mut all = Vec::new();
    // Each variant right after its language, so Discord lists `es-ES` then `es-419`.
    let langs = Lang::ALL.into_iter().flat_map(|lang| {
        std::iter::once(lang).chain(Lang::VARIANTS.into_iter().filter(move |v| v.base() == lang))
    });
    for lang in langs {
        let text = texts.attr(lang, id, attr, None);
        for locale in discord_locales(lang) {
            all.push((Cow::Borrowed(*locale), Cow::Owned(text.clone())));
        }
    }
    all
}

fn localise_one(
    texts: &Texts,
    command: &mut poise::Command<Data, BotError>,
    id: &str,
    missing: &mut Vec<MissingText>,
) {
    // The command's own name stays the one the code knows it by (poise routes on it); the
    // English file must agree with it, since English users see that word.
    if let Some(name) = english(texts, id, None, missing) {
        if name != command.name {
            missing.push(MissingText {
                id: format!("{id} (English name '{name}', command '{}')", command.name),
                attr: None,
            });
        }
    }
    if let Some(description) = english(texts, id, Some("description"), missing) {
        command.description = Some(Cow::Owned(description));
    }
    command.name_localizations = Cow::Owned(localisations(texts, id, None));
    command.description_localizations = Cow::Owned(localisations(texts, id, Some("description")));
    for parameter in &mut command.parameters {
        let key = parameter.name.to_string();
        let described = format!("{key}-description");
        english(texts, id, Some(&key), missing);
        if let Some(description) = english(texts, id, Some(&described), missing) {
            parameter.description = Some(Cow::Owned(description));
        }
        parameter.name_localizations = Cow::Owned(localisations(texts, id, Some(&key)));
        parameter.description_localizations =
            Cow::Owned(localisations(texts, id, Some(&described)));
        for choice in parameter.choices.to_mut().iter_mut() {
            let choice_id = format!("choice-{}", choice.name);
            if let Some(label) = english(texts, &choice_id, None, missing) {
                choice.localizations = Cow::Owned(localisations(texts, &choice_id, None));
                choice.name = Cow::Owned(label);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_the_languages() {
        for lang in Lang::ALL.into_iter().chain(Lang::VARIANTS) {
            for locale in discord_locales(lang) {
                assert_eq!(Lang::from_tag(locale), Some(lang), "{locale}");
            }
        }
    }

    #[test]
    fn latin_american_clients_read_the_overlay_in_command_descriptions() {
        let texts = crate::i18n::texts();
        let described = localisations(texts, "cmd-challenge", Some("description"));
        let locale = |tag: &str| {
            described
                .iter()
                .find(|(l, _)| l == tag)
                .map(|(_, text)| text.to_string())
                .unwrap_or_else(|| panic!("{tag} is registered"))
        };
        assert!(
            locale("es-419").contains("a la computadora"),
            "{}",
            locale("es-419")
        );
        assert!(
            locale("es-ES").contains("al ordenador"),
            "{}",
            locale("es-ES")
        );
        // The rest of the command is Spain's Spanish in both.
        let names = localisations(texts, "cmd-challenge", Some("level"));
        let spanish: Vec<&str> = names
            .iter()
            .filter(|(l, _)| l.starts_with("es"))
            .map(|(_, t)| t.as_ref())
            .collect();
        assert_eq!(spanish, ["nivel", "nivel"]);
        // Each Discord locale once.
        let mut locales: Vec<&str> = described.iter().map(|(l, _)| l.as_ref()).collect();
        let count = locales.len();
        locales.dedup();
        assert_eq!(locales.len(), count);
    }
}
