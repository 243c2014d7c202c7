//! Which language a page is said in: `?lang=` when it names one of the bot's languages, else
//! the first of the browser's `Accept-Language` (by its weights) that the bot speaks, else
//! English.

use crate::i18n::Lang;

/// The language of a page for a request with `query_lang` (`?lang=`) and `accept` (the
/// `Accept-Language` header).
pub fn choose(query_lang: Option<&str>, accept: Option<&str>) -> Lang {
    if let Some(lang) = query_lang.and_then(Lang::from_tag) {
        return lang;
    }
    accept.map(from_accept_language).unwrap_or(Lang::En)
}

/// The best of the bot's languages in an `Accept-Language` header (`pl-PL,pl;q=0.9,en;q=0.8`).
/// The pseudo-language is only ever chosen by `?lang=` (it is for testing).
pub fn from_accept_language(header: &str) -> Lang {
    let mut ranked: Vec<(f32, usize, Lang)> = header
        .split(',')
        .take(32)
        .enumerate()
        .filter_map(|(order, item)| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            if !(weight > 0.0 && weight <= 1.0) {
                return None;
            }
            let lang = Lang::from_tag(tag).filter(|l| *l != Lang::Pseudo)?;
            Some((weight, order, lang))
        })
        .collect();
    // Highest weight first; among equals, the order the browser gave.
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked.first().map_or(Lang::En, |r| r.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_s_order_and_weights_choose() {
        let cases = [
            ("pl-PL,pl;q=0.9,en;q=0.8", Lang::Pl),
            ("fr-FR,fr;q=0.9,it;q=0.5,en;q=0.4", Lang::It),
            ("en;q=0.2, zh-TW;q=0.8", Lang::ZhTw),
            ("zh-Hans-CN,zh;q=0.9", Lang::ZhCn),
            ("es-AR,es;q=0.9", Lang::Es419),
            ("es-ES", Lang::Es),
            ("de-DE,fr", Lang::En),
            ("", Lang::En),
            ("it;q=0, pl", Lang::Pl),
            ("it;q=abc, pl;q=0.1", Lang::Pl),
            ("qps-ploc", Lang::En),
            ("*", Lang::En),
        ];
        for (header, expected) in cases {
            assert_eq!(from_accept_language(header), expected, "{header:?}");
        }
    }

    #[test]
    fn the_query_wins_over_the_browser() {
        assert_eq!(choose(Some("zh-TW"), Some("pl")), Lang::ZhTw);
        assert_eq!(choose(Some("klingon"), Some("pl")), Lang::Pl);
        assert_eq!(choose(Some("qps"), None), Lang::Pseudo);
        assert_eq!(choose(None, None), Lang::En);
    }
}
