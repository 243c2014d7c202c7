//! The players' languages: Fluent message files (`locales/<lang>/*.ftl`) turned into text.
//!
//! The service answers in structured values; the front ends (Discord, the console) ask this
//! part for the words in one [`Lang`]. The message files are compiled into the binary, so a
//! running bot never misses one; `src/i18n/check.rs` (tests) proves that every message exists in
//! every language with the same variables and formats without error.
//!
//! ```
//! use kibitz::i18n::{texts, Lang};
//! let texts = texts();
//! assert_eq!(texts.get(Lang::It, "cmd-challenge", None), "sfida");
//! assert_eq!(Lang::from_tag("es-419"), Some(Lang::Es419));
//! assert_eq!(texts.get(Lang::Es419, "views-computer-thinking", None), "La computadora está pensando…");
//! ```
//!
//! A regional variant ([`Lang::VARIANTS`]: `es-419`) is its base language's files with an
//! overlay (`locales/<variant>/overlay.ftl`, [`OVERLAYS`]) that replaces only the messages whose
//! words differ; the checks refuse an overlay message its base language lacks.

#[cfg(test)]
mod check;
mod say;

pub use crate::model::Lang;
pub use say::{english, game_id, say, say_on, say_text, say_text_on, side_id, Medium};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// The language of `lang`'s plural rules and number formats.
fn identifier(lang: Lang) -> LanguageIdentifier {
    // The tags are valid BCP 47; "und" would only pick the root plural rules. A regional
    // variant counts as its base language does.
    lang.base().tag().parse().unwrap_or_default()
}

/// One message file, compiled in: its language, its name and its text.
pub struct Source {
    /// The language it belongs to.
    pub lang: Lang,
    /// Its file name under `locales/<lang>/`.
    pub file: &'static str,
    /// Its text.
    pub text: &'static str,
}

macro_rules! sources {
    ($($lang:ident $tag:literal: [$($file:literal),*]),* $(,)?) => {
        /// Every message file, compiled into the binary.
        pub const SOURCES: &[Source] = &[
            $($(Source {
                lang: Lang::$lang,
                file: $file,
                text: include_str!(concat!("../../locales/", $tag, "/", $file)),
            },)*)*
        ];
    };
}

sources! {
    En "en": ["commands.ftl", "rules.ftl", "words.ftl", "answers.ftl", "views.ftl", "moves.ftl", "frontends.ftl", "notes.ftl", "vacation.ftl", "conditional.ftl", "web.ftl", "analysis.ftl", "embeds.ftl", "tournaments.ftl"],
    It "it": ["commands.ftl", "rules.ftl", "words.ftl", "answers.ftl", "views.ftl", "moves.ftl", "frontends.ftl", "notes.ftl", "vacation.ftl", "conditional.ftl", "web.ftl", "analysis.ftl", "embeds.ftl", "tournaments.ftl"],
    Es "es": ["commands.ftl", "rules.ftl", "words.ftl", "answers.ftl", "views.ftl", "moves.ftl", "frontends.ftl", "notes.ftl", "vacation.ftl", "conditional.ftl", "web.ftl", "analysis.ftl", "embeds.ftl", "tournaments.ftl"],
    Pl "pl": ["commands.ftl", "rules.ftl", "words.ftl", "answers.ftl", "views.ftl", "moves.ftl", "frontends.ftl", "notes.ftl", "vacation.ftl", "conditional.ftl", "web.ftl", "analysis.ftl", "embeds.ftl", "tournaments.ftl"],
    ZhCn "zh-CN": ["commands.ftl", "rules.ftl", "words.ftl", "answers.ftl", "views.ftl", "moves.ftl", "frontends.ftl", "notes.ftl", "vacation.ftl", "conditional.ftl", "web.ftl", "analysis.ftl", "embeds.ftl", "tournaments.ftl"],
    ZhTw "zh-TW": ["commands.ftl", "rules.ftl", "words.ftl", "answers.ftl", "views.ftl", "moves.ftl", "frontends.ftl", "notes.ftl", "vacation.ftl", "conditional.ftl", "web.ftl", "analysis.ftl", "embeds.ftl", "tournaments.ftl"],
}

/// The overlays of the regional variants: each replaces, whole (value and attributes), the
/// messages of its base language whose words differ in that region.
pub const OVERLAYS: &[Source] = &[Source {
    lang: Lang::Es419,
    file: "overlay.ftl",
    text: include_str!("../../locales/es-419/overlay.ftl"),
}];

/// All the message files, parsed: one Fluent bundle per language and per regional variant.
pub struct Texts {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl fmt::Debug for Texts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let langs: Vec<Lang> = self.bundles.iter().map(|(l, _)| *l).collect();
        f.debug_struct("Texts").field("langs", &langs).finish()
    }
}

/// The texts of the running program, parsed once on first use.
pub fn texts() -> &'static Texts {
    static TEXTS: OnceLock<Texts> = OnceLock::new();
    TEXTS.get_or_init(Texts::compiled_in)
}

impl Texts {
    /// Parses the compiled-in message files. A file with a syntax error keeps the messages
    /// that parse (Fluent recovers per message) and the error is logged; the tests make sure
    /// no such file ships.
    pub fn compiled_in() -> Texts {
        let mut bundles = Vec::new();
        for lang in Lang::ALL.into_iter().chain(Lang::VARIANTS) {
            let mut bundle = FluentBundle::new_concurrent(vec![identifier(lang)]);
            // Fluent's bidi isolation marks (U+2068/U+2069) around every argument would show in
            // code spans and break Markdown; every language here is written left to right, and
            // player names from right-to-left scripts are isolated by Discord's own rendering.
            bundle.set_use_isolating(false);
            // A variant reads its base language's files, then its overlay over them.
            let base = SOURCES.iter().filter(|s| s.lang == lang.base());
            let overlay = OVERLAYS
                .iter()
                .filter(|s| s.lang == lang && lang != lang.base());
            for (source, overrides) in base.map(|s| (s, false)).chain(overlay.map(|s| (s, true))) {
                let resource = match FluentResource::try_new(source.text.to_string()) {
                    Ok(resource) => resource,
                    Err((resource, errors)) => {
                        tracing::error!(
                            "locales/{lang}/{}: {} syntax errors, first {:?}",
                            source.file,
                            errors.len(),
                            errors.first()
                        );
                        resource
                    }
                };
                if overrides {
                    bundle.add_resource_overriding(resource);
                } else if let Err(errors) = bundle.add_resource(resource) {
                    tracing::error!("locales/{lang}/{}: {errors:?}", source.file);
                }
            }
            bundles.push((lang, bundle));
        }
        Texts { bundles }
    }

    fn bundle(&self, lang: Lang) -> Option<&FluentBundle<FluentResource>> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, b)| b)
    }

    /// The message `id` (or its attribute `.attr`) in `lang`, if that language has it.
    pub fn find(
        &self,
        lang: Lang,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs<'_>>,
    ) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let message = bundle.get_message(id)?;
        let pattern = match attr {
            Some(attr) => message.get_attribute(attr)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::warn!("message {id} in {lang}: {errors:?}");
        }
        Some(text.into_owned())
    }

    /// The message `id` in `lang`, falling back to English, and to the id itself (logged) when
    /// no language has it — a missing text shows as its name, never as nothing.
    pub fn get(&self, lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        self.attr(lang, id, None, args)
    }

    /// Like [`Texts::get`], for the attribute `.attr` of message `id` when `attr` is given.
    pub fn attr(
        &self,
        lang: Lang,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs<'_>>,
    ) -> String {
        self.find(lang, id, attr, args)
            .or_else(|| self.find(Lang::En, id, attr, args))
            .unwrap_or_else(|| {
                tracing::warn!(
                    "no text for {id}{}",
                    attr.map(|a| format!(".{a}")).unwrap_or_default()
                );
                match attr {
                    Some(attr) => format!("{id}.{attr}"),
                    None => id.to_string(),
                }
            })
    }
}

/// Arguments for a message, built from `(name, value)` pairs.
///
/// ```
/// use kibitz::i18n::{args, texts, Lang};
/// let a = args([("count", 3.into())]);
/// assert!(a.get("count").is_some());
/// # let _ = texts().get(Lang::En, "cmd-help", Some(&a));
/// ```
pub fn args<'a, const N: usize>(
    pairs: [(&'a str, fluent_bundle::FluentValue<'a>); N],
) -> FluentArgs<'a> {
    let mut args = FluentArgs::with_capacity(N);
    for (name, value) in pairs {
        args.set(Cow::Borrowed(name), value);
    }
    args
}

/// `/rules`: a game in short, in `lang` (the full rules are in `docs/rules/`).
pub fn rules_summary(lang: Lang, kind: crate::games::GameKind) -> String {
    texts().get(lang, &format!("rules-summary-{}", kind.name()), None)
}

#[cfg(test)]
mod summaries {
    use super::*;
    use crate::games::GameKind;

    #[test]
    fn every_game_has_its_summary_in_every_language_with_its_own_words() {
        for lang in Lang::ALL {
            for kind in GameKind::ALL {
                let text = rules_summary(lang, kind);
                assert!(!text.starts_with("rules-summary"), "{kind} in {lang}");
                // The move example is the same in every language.
                let example = match kind {
                    GameKind::Topo => "`e2e4`",
                    GameKind::Xiangqi => "`h2e2`",
                    GameKind::Tempo => "`b3c4`",
                };
                assert!(text.contains(example), "{kind} in {lang}: {text}");
            }
            // Topo keeps its Italian piece names in every language.
            let topo = rules_summary(lang, GameKind::Topo);
            for word in ["Topo", "Lepre", "Cavallo", "Cane", "Pesce", "Gattino"] {
                assert!(topo.contains(word), "{word} in {lang}");
            }
        }
        assert!(rules_summary(Lang::ZhTw, GameKind::Xiangqi).contains("帥"));
        assert!(rules_summary(Lang::ZhCn, GameKind::Xiangqi).contains("帅"));
        assert!(rules_summary(Lang::Es, GameKind::Xiangqi).contains("General"));
        assert!(rules_summary(Lang::Pl, GameKind::Tempo).contains("pionk"));
    }
}
