//! Messages into words: a [`Msg`] and its arguments said in one language.
//!
//! Numbers, lengths of time, dates, game and side names, moves and lists are written here, the
//! way each language writes them (`2,5` in Italian, `3 dni` in Polish, `3天` in Chinese, Chinese
//! notation for Chinese readers of Xiangqi).

use super::{texts, Lang};
use crate::games::{Arg, GameKind, Msg, Side, Text};
use fluent_bundle::{FluentArgs, FluentValue};
use std::borrow::Cow;
use std::time::Duration;

/// `msg` in `lang`.
///
/// ```
/// use kibitz::games::{msg, GameKind};
/// use kibitz::i18n::{say, Lang};
/// use std::time::Duration;
/// let m = msg!("duration-days", count = 2u32);
/// assert_eq!(say(Lang::Pl, &m), "2 dni");
/// let d = msg!("verbatim", text = Duration::from_secs(3 * 86_400 + 4 * 3600));
/// assert_eq!(say(Lang::It, &d), "3 giorni e 4 ore");
/// assert_eq!(say(Lang::ZhCn, &d), "3天4小时");
/// ```
pub fn say(lang: Lang, msg: &Msg) -> String {
    say_on(Medium::Written, lang, msg)
}

/// Where a text will be read, which decides how a moment is written: as a date and time in
/// UTC anywhere (an export, the console, a page, a picture), or as Discord's timestamp markup,
/// which every Discord client shows in its reader's own time zone and language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Medium {
    /// A text that may leave Discord: moments as `30 Nov 2026, 19:14 UTC`.
    #[default]
    Written,
    /// Markdown that a Discord client renders: moments as `<t:UNIX:f> (<t:UNIX:R>)` (the moment
    /// in the reader's zone, and a live "in 2 days"). Only where Discord renders Markdown: a
    /// message's content, an embed's description and field values — not titles, labels, select
    /// options or autocomplete choices.
    Discord,
}

/// `msg` in `lang`, written for `medium`.
///
/// ```
/// use kibitz::games::{msg, Arg};
/// use kibitz::i18n::{say_on, Lang, Medium};
/// let m = msg!("verbatim", text = Arg::Time(1_796_066_040));
/// assert_eq!(say_on(Medium::Written, Lang::En, &m), "30 Nov 2026, 19:14 UTC");
/// assert_eq!(
///     say_on(Medium::Discord, Lang::En, &m),
///     "<t:1796066040:f> (<t:1796066040:R>)"
/// );
/// ```
pub fn say_on(medium: Medium, lang: Lang, msg: &Msg) -> String {
    if lang == Lang::Pseudo {
        return pseudo(medium, msg);
    }
    let mut args = FluentArgs::with_capacity(msg.args.len());
    for (name, arg) in &msg.args {
        args.set(Cow::Borrowed(*name), value(medium, lang, arg));
    }
    let text = texts().get(lang, msg.id, Some(&args));
    match lang {
        Lang::ZhCn | Lang::ZhTw => space_latin(&text),
        _ => text,
    }
}

/// Chinese text with a space between a Chinese character and a Latin word next to it (a run of
/// ASCII letters and digits with a letter in it), as Chinese typesetting sets Latin words
/// (`发起 Tempo 挑战`, `g3 和 i3`) but not bare numbers (`共2步`): the message files space the
/// words they write, and this spaces the words that arguments bring (a game's Latin name, a
/// player's name, a square) wherever a message puts them.
fn space_latin(text: &str) -> String {
    let han = |c: char| matches!(c, '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}');
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_alphanumeric() {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let end = chars[i..]
            .iter()
            .position(|c| !c.is_ascii_alphanumeric())
            .map_or(chars.len(), |n| i + n);
        let word = &chars[i..end];
        let latin = word.iter().any(char::is_ascii_alphabetic);
        if latin && i > 0 && han(chars[i - 1]) {
            out.push(' ');
        }
        out.extend(word);
        if latin && chars.get(end).copied().is_some_and(han) {
            out.push(' ');
        }
        i = end;
    }
    out
}

/// A message of several lines in `lang`, one line per message.
pub fn say_text(lang: Lang, text: &Text) -> String {
    say_text_on(Medium::Written, lang, text)
}

/// A message of several lines in `lang`, written for `medium`.
pub fn say_text_on(medium: Medium, lang: Lang, text: &Text) -> String {
    text.lines()
        .iter()
        .map(|m| say_on(medium, lang, m))
        .collect::<Vec<_>>()
        .join("\n")
}

/// English, for logs and tests.
pub fn english(text: &Text) -> String {
    say_text(Lang::En, text)
}

/// A message with its id in place of its words and each argument marked: `⟦id⟧` then
/// `⟪value⟫` per argument. The pseudo-language of the checks: any word in a front end's output
/// that is neither inside `⟦…⟧` nor inside `⟪…⟫` was written in the code, not in the message
/// files.
fn pseudo(medium: Medium, msg: &Msg) -> String {
    let mut out = format!("⟦{}⟧", msg.id);
    for (_, arg) in &msg.args {
        out.push('⟪');
        out.push_str(&value_text(medium, Lang::Pseudo, arg));
        out.push('⟫');
    }
    out
}

fn value<'a>(medium: Medium, lang: Lang, arg: &Arg) -> FluentValue<'a> {
    match arg {
        Arg::Count(n) => FluentValue::from(*n),
        other => FluentValue::from(value_text(medium, lang, other)),
    }
}

/// An argument as text in `lang`, for `medium`.
fn value_text(medium: Medium, lang: Lang, arg: &Arg) -> String {
    match arg {
        Arg::Text(t) => t.clone(),
        Arg::Count(n) => n.to_string(),
        Arg::Decimal(x) => decimal(lang, *x),
        Arg::Duration(d) => duration(lang, *d),
        Arg::Time(t) => match medium {
            Medium::Written => moment(lang, *t),
            Medium::Discord => discord_moment(lang, *t),
        },
        Arg::Game(kind) => say(lang, &Msg::new(game_id(*kind))),
        Arg::Side(kind, side) => say(lang, &Msg::new(side_id(*kind, *side))),
        Arg::Move(words) => words.spelled(lang.spelling()).to_string(),
        Arg::Msg(m) => say_on(medium, lang, m),
        Arg::List(items) => list(medium, lang, items),
    }
}

/// A moment as Discord's timestamp markup: the date and time (`f`) and the live relative time
/// (`R`), put together by the language's `date-time-discord`.
fn discord_moment(lang: Lang, unix: i64) -> String {
    say(
        lang,
        &Msg::new("date-time-discord")
            .with("moment", Arg::Text(format!("<t:{unix}:f>")))
            .with("relative", Arg::Text(format!("<t:{unix}:R>"))),
    )
}

/// The message id of a game's name.
pub fn game_id(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Topo => "game-topo",
        GameKind::Xiangqi => "game-xiangqi",
        GameKind::Tempo => "game-tempo",
    }
}

/// The message id of a side's name.
pub fn side_id(kind: GameKind, side: Side) -> &'static str {
    match (kind, side) {
        (GameKind::Topo, Side::First) => "side-topo-first",
        (GameKind::Topo, Side::Second) => "side-topo-second",
        (GameKind::Xiangqi, Side::First) => "side-xiangqi-first",
        (GameKind::Xiangqi, Side::Second) => "side-xiangqi-second",
        (GameKind::Tempo, Side::First) => "side-tempo-first",
        (GameKind::Tempo, Side::Second) => "side-tempo-second",
    }
}

/// A number with at most one decimal, with the language's decimal sign (`2.5`, `2,5`).
fn decimal(lang: Lang, x: f64) -> String {
    let text = if (x - x.round()).abs() < 0.05 {
        format!("{x:.0}")
    } else {
        format!("{x:.1}")
    };
    match lang.base() {
        Lang::It | Lang::Es | Lang::Pl => text.replace('.', ","),
        _ => text,
    }
}

/// A length of time in every unit it has, down to minutes: `3 days 4 hours`, `1 day 12 hours
/// 30 minutes`, `14 days 1 minute`, `2 godziny 5 minut`; seconds only under a minute (`45秒`).
/// No unit is dropped, so a person is shown exactly the time they asked for.
fn duration(lang: Lang, d: Duration) -> String {
    let s = d.as_secs();
    let (days, hours, minutes) = (s / 86_400, (s % 86_400) / 3600, (s % 3600) / 60);
    let unit = |id: &'static str, count: u64| say(lang, &Msg::new(id).with("count", count));
    let units: Vec<String> = [
        ("duration-days", days),
        ("duration-hours", hours),
        ("duration-minutes", minutes),
    ]
    .into_iter()
    .filter(|&(_, count)| count > 0)
    .map(|(id, count)| unit(id, count))
    .collect();
    match units.as_slice() {
        [] => unit("duration-seconds", s),
        [one] => one.clone(),
        [larger, smaller] => say(
            lang,
            &Msg::new("duration-pair")
                .with("larger", Arg::Text(larger.clone()))
                .with("smaller", Arg::Text(smaller.clone())),
        ),
        [first, second, third, ..] => say(
            lang,
            &Msg::new("duration-three")
                .with("first", Arg::Text(first.clone()))
                .with("second", Arg::Text(second.clone()))
                .with("third", Arg::Text(third.clone())),
        ),
    }
}

/// A moment in UTC: `30 Nov 2026, 19:14 UTC`, `2026年11月30日 19:14 UTC`.
fn moment(lang: Lang, unix: i64) -> String {
    let Ok(t) = time::OffsetDateTime::from_unix_timestamp(unix) else {
        return unix.to_string();
    };
    const MONTHS: [&str; 12] = [
        "month-1", "month-2", "month-3", "month-4", "month-5", "month-6", "month-7", "month-8",
        "month-9", "month-10", "month-11", "month-12",
    ];
    let month = MONTHS[usize::from(u8::from(t.month())).clamp(1, 12) - 1];
    say(
        lang,
        &Msg::new("date-time")
            .with("day", Arg::Text(t.day().to_string()))
            .with("month", Arg::Text(say(lang, &Msg::new(month))))
            .with("year", Arg::Text(t.year().to_string()))
            .with(
                "time",
                Arg::Text(format!("{:02}:{:02}", t.hour(), t.minute())),
            ),
    )
}

/// `a`, `a and b`, `a, b and c` in the language's words.
fn list(medium: Medium, lang: Lang, items: &[Arg]) -> String {
    let words: Vec<String> = items.iter().map(|a| value_text(medium, lang, a)).collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [head @ .., last] => {
            let separator = say(lang, &Msg::new("list-separator"));
            say(
                lang,
                &Msg::new("list-pair")
                    .with("first", Arg::Text(head.join(&separator)))
                    .with("last", Arg::Text(last.clone())),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{msg, MoveWords};

    fn words(lang: Lang, arg: Arg) -> String {
        say(lang, &msg!("verbatim", text = arg))
    }

    #[test]
    fn counts_choose_each_languages_plural_form() {
        let days = |lang, n: u64| words(lang, Arg::Duration(Duration::from_secs(n * 86_400)));
        assert_eq!(days(Lang::En, 1), "1 day");
        assert_eq!(days(Lang::En, 3), "3 days");
        assert_eq!(days(Lang::It, 3), "3 giorni");
        assert_eq!(days(Lang::Pl, 1), "1 dzień");
        assert_eq!(days(Lang::Pl, 2), "2 dni");
        assert_eq!(days(Lang::ZhCn, 3), "3天");
        let hours = |lang, n: u64| words(lang, Arg::Duration(Duration::from_secs(n * 3600)));
        assert_eq!(hours(Lang::Pl, 1), "1 godzina");
        assert_eq!(hours(Lang::Pl, 3), "3 godziny");
        assert_eq!(hours(Lang::Pl, 5), "5 godzin");
        assert_eq!(hours(Lang::Pl, 22), "22 godziny");
        assert_eq!(hours(Lang::Es, 12), "12 horas");
        assert_eq!(hours(Lang::ZhTw, 12), "12小時");
        let mixed = Arg::Duration(Duration::from_secs(2 * 3600 + 5 * 60));
        assert_eq!(words(Lang::En, mixed.clone()), "2 hours 5 minutes");
        assert_eq!(words(Lang::Es, mixed.clone()), "2 horas y 5 minutos");
        assert_eq!(words(Lang::Pl, mixed), "2 godziny 5 minut");
        // Every unit is kept: a third unit, or a smaller one after a zero.
        let three = Arg::Duration(Duration::from_secs(86_400 + 12 * 3600 + 30 * 60));
        assert_eq!(words(Lang::En, three.clone()), "1 day 12 hours 30 minutes");
        assert_eq!(
            words(Lang::Es, three.clone()),
            "1 día, 12 horas y 30 minutos"
        );
        assert_eq!(
            words(Lang::It, three.clone()),
            "1 giorno, 12 ore e 30 minuti"
        );
        assert_eq!(words(Lang::Pl, three.clone()), "1 dzień 12 godzin 30 minut");
        assert_eq!(words(Lang::ZhCn, three.clone()), "1天12小时30分钟");
        assert_eq!(words(Lang::ZhTw, three), "1天12小時30分鐘");
        let gap = Arg::Duration(Duration::from_secs(14 * 86_400 + 60));
        assert_eq!(words(Lang::En, gap.clone()), "14 days 1 minute");
        assert_eq!(words(Lang::Es, gap), "14 días y 1 minuto");
        assert_eq!(
            words(Lang::It, Arg::Duration(Duration::from_secs(30))),
            "30 secondi"
        );
    }

    #[test]
    fn numbers_dates_and_lists_follow_the_language() {
        assert_eq!(words(Lang::En, Arg::Decimal(2.5)), "2.5");
        assert_eq!(words(Lang::It, Arg::Decimal(2.5)), "2,5");
        assert_eq!(words(Lang::Pl, Arg::Decimal(3.0)), "3");
        // 2026-11-30 19:14 UTC
        let t = Arg::Time(1_796_066_040);
        assert_eq!(words(Lang::En, t.clone()), "30 Nov 2026, 19:14 UTC");
        assert_eq!(words(Lang::It, t.clone()), "30 nov 2026, 19:14 UTC");
        assert_eq!(words(Lang::Pl, t.clone()), "30 lis 2026, 19:14 UTC");
        assert_eq!(words(Lang::ZhCn, t), "2026年11月30日 19:14 UTC");
        let abc = Arg::List(vec!["a".into(), "b".into(), "c".into()]);
        assert_eq!(words(Lang::En, abc.clone()), "a, b and c");
        assert_eq!(words(Lang::Pl, abc.clone()), "a, b i c");
        // Latin words are set apart from Chinese ones by a space.
        assert_eq!(words(Lang::ZhTw, abc), "a、b 和 c");
        assert_eq!(words(Lang::It, Arg::List(vec!["x".into()])), "x");
    }

    #[test]
    fn on_discord_a_moment_is_a_timestamp_every_reader_sees_in_their_own_zone() {
        let t = 1_796_066_040;
        let m = msg!("views-turn-yours-paused", until = Arg::Time(t));
        for lang in Lang::ALL.into_iter().chain(Lang::VARIANTS) {
            let discord = say_on(Medium::Discord, lang, &m);
            assert!(
                discord.contains(&format!("<t:{t}:f>")) && discord.contains(&format!("<t:{t}:R>")),
                "{lang}: {discord}"
            );
            assert!(
                !discord.contains("UTC") && !discord.contains("2026"),
                "{lang}: {discord}"
            );
            // Anywhere else the moment stays written out, in UTC.
            let written = say_on(Medium::Written, lang, &m);
            assert_eq!(written, say(lang, &m));
            assert!(
                written.contains("UTC") && !written.contains("<t:"),
                "{lang}: {written}"
            );
        }
        // A moment inside a list or a nested message is marked up too.
        let nested = msg!(
            "verbatim",
            text = Arg::List(vec![Arg::Time(t), Arg::Msg(Box::new(m))])
        );
        assert_eq!(
            say_on(Medium::Discord, Lang::En, &nested)
                .matches(":R>")
                .count(),
            2
        );
        assert_eq!(
            say_on(
                Medium::Discord,
                Lang::Pseudo,
                &msg!("verbatim", text = Arg::Time(t))
            ),
            format!("⟦verbatim⟧⟪⟦date-time-discord⟧⟪<t:{t}:f>⟫⟪<t:{t}:R>⟫⟫")
        );
    }

    #[test]
    fn games_sides_and_moves_are_said_in_the_readers_words() {
        assert_eq!(words(Lang::ZhCn, GameKind::Xiangqi.into()), "象棋");
        assert_eq!(
            words(Lang::Es, (GameKind::Xiangqi, Side::First).into()),
            "Rojo"
        );
        let m = MoveWords {
            usual: "C2=5".into(),
            simplified: Some("炮二平五".into()),
            traditional: Some("炮二平五".into()),
            italian: None,
        };
        assert_eq!(words(Lang::En, m.clone().into()), "C2=5");
        assert_eq!(words(Lang::ZhCn, m.into()), "炮二平五");
        assert_eq!(words(Lang::ZhTw, MoveWords::usual("e2e4").into()), "e2e4");
    }

    #[test]
    fn the_pseudo_language_shows_ids_and_marks_arguments() {
        let m = msg!("game-over", game = GameKind::Tempo, who = "bob");
        assert_eq!(say(Lang::Pseudo, &m), "⟦game-over⟧⟪⟦game-tempo⟧⟫⟪bob⟫");
    }
}
