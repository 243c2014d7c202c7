//! The languages the bot speaks, as values: what a player or a server chose, what a platform
//! reported, and what a message is said in. Saying a message in one is `i18n`'s job; choosing
//! which one is the service's (`service::Languages`). Records keep languages as tags (`pl`,
//! `zh-TW`), read here once into a [`Lang`].

use std::fmt;

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Lang {
    /// English, the default and the fallback for any message a language lacks.
    #[default]
    En,
    /// Italian (Topo's own language).
    It,
    /// Spanish (the language of our Xiangqi rules' source).
    Es,
    /// Polish (Tempo's own language).
    Pl,
    /// Simplified Chinese.
    ZhCn,
    /// Traditional Chinese.
    ZhTw,
    /// Latin-American Spanish (`es-419`, and any Spanish region but Spain): [`Lang::Es`]'s
    /// texts with the few words Latin America says otherwise (`computadora` for `ordenador`),
    /// from `locales/es-419/overlay.ftl`. A variant of Spanish, not a language of its own: not
    /// in [`Lang::ALL`] nor in `/language`'s choices (choosing Spanish keeps this variant for a
    /// reader whose client is Latin-American, see [`Lang::with_region_of`]); in
    /// [`Lang::VARIANTS`].
    Es419,
    /// Not a language: message ids and marked arguments instead of words, for the checks that
    /// no English is written outside the message files. Not in [`Lang::ALL`]; its tag is
    /// [`PSEUDO_TAG`].
    Pseudo,
}

/// The tag of [`Lang::Pseudo`]: `qps`, a language subtag reserved for private use (Windows'
/// pseudo-locale is `qps-ploc`). No platform sends it; the checks choose it (the console's
/// `--lang qps`, a fake Discord's locale). Any tag whose language is `qps` reads as the
/// pseudo-language.
pub const PSEUDO_TAG: &str = "qps";

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 6] = [
        Lang::En,
        Lang::It,
        Lang::Es,
        Lang::Pl,
        Lang::ZhCn,
        Lang::ZhTw,
    ];

    /// The regional variants: a base language's texts with an overlay of the words that differ
    /// ([`Lang::base`] names the language).
    pub const VARIANTS: [Lang; 1] = [Lang::Es419];

    /// The language a variant is of (Spanish for [`Lang::Es419`]); a language itself otherwise.
    pub fn base(self) -> Lang {
        match self {
            Lang::Es419 => Lang::Es,
            other => other,
        }
    }

    /// The language chosen (`self`, say Spanish from `/language`) in the regional variant the
    /// reader's client reports, when that is a variant of it: a Latin-American client that chose
    /// Spanish reads `es-419`. Anything else leaves the choice as it is.
    ///
    /// ```
    /// use kibitz::model::Lang;
    /// assert_eq!(Lang::Es.with_region_of(Some(Lang::Es419)), Lang::Es419);
    /// assert_eq!(Lang::Es.with_region_of(Some(Lang::It)), Lang::Es);
    /// assert_eq!(Lang::It.with_region_of(Some(Lang::Es419)), Lang::It);
    /// ```
    pub fn with_region_of(self, seen: Option<Lang>) -> Lang {
        match seen {
            Some(variant) if variant != self && variant.base() == self => variant,
            _ => self,
        }
    }

    /// The language's tag, as in `locales/<tag>/` (BCP 47).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Es => "es",
            Lang::Pl => "pl",
            Lang::ZhCn => "zh-CN",
            Lang::ZhTw => "zh-TW",
            Lang::Es419 => "es-419",
            Lang::Pseudo => PSEUDO_TAG,
        }
    }

    /// How the language's readers want moves spelled: Chinese readers read Xiangqi in Chinese
    /// notation, in their own characters; Italian readers read Topo in the Italian piece
    /// letters (`Lc7`); everyone else the game's usual notation. Only Italian has piece letters
    /// of its own in the Topo reader, so Spanish and Polish readers get the chess letters the
    /// rules give.
    pub fn spelling(self) -> crate::games::Spelling {
        use crate::games::{Script, Spelling};
        match self {
            Lang::ZhCn => Spelling::Chinese(Script::Simplified),
            Lang::ZhTw => Spelling::Chinese(Script::Traditional),
            Lang::It => Spelling::Italian,
            Lang::En | Lang::Es | Lang::Es419 | Lang::Pl | Lang::Pseudo => Spelling::Usual,
        }
    }

    /// The language's name in itself, as a menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::Es => "Español",
            Lang::Pl => "Polski",
            Lang::ZhCn => "简体中文",
            Lang::ZhTw => "繁體中文",
            Lang::Es419 => "Español (Latinoamérica)",
            Lang::Pseudo => "pseudo",
        }
    }

    /// The language of a locale tag: Discord's codes (`it`, `es-419`, `zh-TW`, `en-GB`…), the
    /// tags records keep, or [`PSEUDO_TAG`]; `None` for a language the bot does not speak (the
    /// caller falls back, usually to English).
    ///
    /// ```
    /// use kibitz::model::Lang;
    /// assert_eq!(Lang::from_tag("es-419"), Some(Lang::Es419));
    /// assert_eq!(Lang::from_tag("es-MX"), Some(Lang::Es419));
    /// assert_eq!(Lang::from_tag("es-ES"), Some(Lang::Es));
    /// assert_eq!(Lang::from_tag("zh-HK"), Some(Lang::ZhTw));
    /// assert_eq!(Lang::from_tag("qps-ploc"), Some(Lang::Pseudo));
    /// assert_eq!(Lang::from_tag("fr"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim();
        let (language, region) = match tag.split_once(['-', '_']) {
            Some((l, r)) => (l, Some(r)),
            None => (tag, None),
        };
        match language.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "it" => Some(Lang::It),
            // Spain's Spanish is the base; every other region speaks Latin-American usage
            // (Discord sends `es-ES` and `es-419`).
            "es" => match region.map(str::to_ascii_uppercase).as_deref() {
                None | Some("ES") => Some(Lang::Es),
                Some(_) => Some(Lang::Es419),
            },
            "pl" => Some(Lang::Pl),
            "zh" => match region.map(str::to_ascii_uppercase).as_deref() {
                Some("TW" | "HK" | "MO" | "HANT") => Some(Lang::ZhTw),
                _ => Some(Lang::ZhCn),
            },
            "qps" => Some(Lang::Pseudo),
            _ => None,
        }
    }

    /// Reads a language as a person types it: a tag (`pl`, `zh-TW`, `es-419`), an English name
    /// (`polish`) or the language's own (`polski`, `中文`).
    pub fn parse(text: &str) -> Option<Lang> {
        let lower = text.trim().to_lowercase();
        let by_name = match lower.as_str() {
            "english" | "inglese" => Some(Lang::En),
            "italian" | "italiano" => Some(Lang::It),
            "spanish" | "español" | "espanol" | "castellano" => Some(Lang::Es),
            "polish" | "polski" => Some(Lang::Pl),
            "chinese" | "中文" | "简体中文" | "简体" | "simplified chinese" => {
                Some(Lang::ZhCn)
            }
            "繁體中文" | "繁體" | "traditional chinese" => Some(Lang::ZhTw),
            _ => None,
        };
        by_name.or_else(|| Lang::from_tag(&lower))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tag_reads_back_as_its_language() {
        for lang in Lang::ALL
            .into_iter()
            .chain(Lang::VARIANTS)
            .chain([Lang::Pseudo])
        {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang), "{lang}");
            assert_eq!(Lang::parse(lang.tag()), Some(lang), "{lang}");
        }
        assert_eq!(Lang::from_tag("QPS"), Some(Lang::Pseudo));
        assert_eq!(Lang::from_tag(" en-GB "), Some(Lang::En));
        assert_eq!(Lang::from_tag("zh_tw"), Some(Lang::ZhTw));
        assert_eq!(Lang::from_tag(""), None);
        assert_eq!(Lang::from_tag("es_ar"), Some(Lang::Es419));
        assert_eq!(Lang::from_tag("es"), Some(Lang::Es));
        for variant in Lang::VARIANTS {
            assert!(!Lang::ALL.contains(&variant) && Lang::ALL.contains(&variant.base()));
        }
    }
}
