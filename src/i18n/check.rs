//! Tests over every message file: they parse, every language has every message and attribute
//! with the same variables, everything formats, and what Discord checks holds.

use super::{texts, Lang, OVERLAYS, SOURCES};
use fluent_bundle::{FluentArgs, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A message or attribute key (`id` or `id.attr`) with the variables its pattern uses.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn variables_of_inline(expr: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match expr {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                variables_of_inline(a, found);
            }
            for a in &arguments.named {
                variables_of_inline(&a.value, found);
            }
        }
        ast::InlineExpression::Placeable { expression } => variables_of(expression, found),
        _ => {}
    }
}

fn variables_of(expr: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expr {
        ast::Expression::Inline(inline) => variables_of_inline(inline, found),
        ast::Expression::Select { selector, variants } => {
            variables_of_inline(selector, found);
            for v in variants {
                pattern_variables(&v.value, found);
            }
        }
    }
}

fn pattern_variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            variables_of(expression, found);
        }
    }
}

fn shape(lang: Lang) -> Shape {
    let mut shape = Shape::new();
    for source in SOURCES.iter().filter(|s| s.lang == lang) {
        add_shape(&mut shape, lang, source.file, source.text);
    }
    shape
}

/// Adds the messages of one file to `shape`.
fn add_shape(shape: &mut Shape, lang: Lang, file: &str, text: &str) {
    {
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/{file}: {errors:?}"));
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                let id = message.id.name.to_string();
                if let Some(value) = &message.value {
                    let mut vars = BTreeSet::new();
                    pattern_variables(value, &mut vars);
                    assert!(
                        shape.insert(id.clone(), vars).is_none(),
                        "{id} twice in {lang}"
                    );
                }
                for attribute in &message.attributes {
                    let mut vars = BTreeSet::new();
                    pattern_variables(&attribute.value, &mut vars);
                    shape.insert(format!("{id}.{}", attribute.id.name), vars);
                }
            }
        }
    }
}

/// What is wrong with an overlay of `base` (a regional variant's `overlay.ftl`): a message or
/// attribute the base language lacks, one of the base message's attributes left out (the
/// overlay replaces the whole message, so it would fall back to English), other variables, or
/// a message copied unchanged.
fn overlay_problems(base: Lang, overlay: &str) -> Vec<String> {
    let base_shape = shape(base);
    let mut over = Shape::new();
    add_shape(&mut over, base, "overlay.ftl", overlay);
    let mut problems = Vec::new();
    for (key, vars) in &over {
        match base_shape.get(key) {
            None => problems.push(format!("{key}: not a message of {base}")),
            Some(base_vars) if base_vars != vars => {
                problems.push(format!("{key}: other variables than in {base}"))
            }
            Some(_) => {}
        }
    }
    let ids: BTreeSet<&str> = over
        .keys()
        .map(|k| k.split('.').next().unwrap_or(k))
        .collect();
    for key in base_shape.keys() {
        let id = key.split('.').next().unwrap_or(key);
        if ids.contains(id) && !over.contains_key(key) {
            problems.push(format!("{key}: left out of the overlay's {id}"));
        }
    }
    // The message as parsed (value and attributes), to find one copied unchanged.
    let message = |source: &str, id: &str| {
        let resource = fluent_syntax::parser::parse(source).ok()?;
        resource.body.iter().find_map(|entry| match entry {
            ast::Entry::Message(m) if m.id.name == id => Some(format!("{m:?}")),
            _ => None,
        })
    };
    for id in ids {
        let in_base = SOURCES
            .iter()
            .filter(|s| s.lang == base)
            .find_map(|s| message(s.text, id));
        if in_base.is_some() && in_base == message(overlay, id) {
            problems.push(format!("{id}: the same as in {base}"));
        }
    }
    problems
}

#[test]
fn every_overlay_replaces_whole_messages_of_its_base_language_and_says_something_new() {
    assert!(!OVERLAYS.is_empty());
    for variant in Lang::VARIANTS {
        let overlays: Vec<_> = OVERLAYS.iter().filter(|s| s.lang == variant).collect();
        assert!(!overlays.is_empty(), "{variant} has an overlay");
        for source in overlays {
            let problems = overlay_problems(variant.base(), source.text);
            assert!(
                problems.is_empty(),
                "locales/{variant}/{}: {problems:?}",
                source.file
            );
        }
        // Every file on disk is compiled in.
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(variant.tag());
        let on_disk = ftl_files_in(&dir);
        let compiled: Vec<String> = OVERLAYS
            .iter()
            .filter(|s| s.lang == variant)
            .map(|s| s.file.to_string())
            .collect();
        assert_eq!(on_disk, compiled, "locales/{variant}/ against OVERLAYS");
    }
}

#[test]
fn an_overlay_cannot_drift_from_its_base_language() {
    let stray = "no-such-message = la computadora\n";
    assert_eq!(
        overlay_problems(Lang::Es, stray),
        ["no-such-message: not a message of es"]
    );
    let short = "cmd-challenge = desafiar\n    .description = Desafía a la computadora.\n";
    let problems = overlay_problems(Lang::Es, short);
    assert!(
        problems
            .iter()
            .any(|p| p == "cmd-challenge.level: left out of the overlay's cmd-challenge"),
        "{problems:?}"
    );
    let other_variable = "views-computer-player = Computadora { $nivel }\n";
    assert_eq!(
        overlay_problems(Lang::Es, other_variable),
        ["views-computer-player: other variables than in es"]
    );
    let copy = "views-computer-thinking = El ordenador está pensando…\n";
    assert_eq!(
        overlay_problems(Lang::Es, copy),
        ["views-computer-thinking: the same as in es"]
    );
}

#[test]
fn latin_american_readers_say_computadora_and_spain_ordenador_in_every_message() {
    let english = shape(Lang::En);
    let texts = texts();
    let mut computadora = 0;
    for key in english.keys() {
        let (id, attr) = match key.split_once('.') {
            Some((id, attr)) => (id, Some(attr)),
            None => (key.as_str(), None),
        };
        let mut args = FluentArgs::new();
        for v in &english[key] {
            args.set(v.clone(), FluentValue::from(3));
        }
        let latam = texts.attr(Lang::Es419, id, attr, Some(&args));
        let spain = texts.attr(Lang::Es, id, attr, Some(&args));
        assert!(
            !latam.to_lowercase().contains("ordenador"),
            "{key} in es-419: {latam}"
        );
        assert!(
            !spain.to_lowercase().contains("computadora"),
            "{key} in es: {spain}"
        );
        if latam.to_lowercase().contains("computadora") {
            computadora += 1;
            assert!(
                spain.to_lowercase().contains("ordenador"),
                "{key} in es: {spain}"
            );
        } else {
            // Everything else is the Spanish text.
            assert_eq!(latam, spain, "{key}");
        }
    }
    assert!(
        computadora >= 10,
        "{computadora} messages name the computer"
    );
    let level = super::args([("level", 3.into())]);
    assert_eq!(
        texts.get(Lang::Es419, "views-computer-player", Some(&level)),
        "Computadora de nivel 3"
    );
    assert_eq!(
        texts.get(Lang::Es, "views-computer-player", Some(&level)),
        "Ordenador de nivel 3"
    );
}

/// The names of the message files in `dir`, sorted.
fn ftl_files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ftl"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_file_in_locales_is_compiled_in_and_every_language_has_the_same_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for lang in Lang::ALL {
        let dir = root.join(lang.tag());
        let on_disk = ftl_files_in(&dir);
        let mut compiled: Vec<String> = SOURCES
            .iter()
            .filter(|s| s.lang == lang)
            .map(|s| s.file.to_string())
            .collect();
        compiled.sort();
        assert_eq!(on_disk, compiled, "locales/{lang}/ against SOURCES");
        assert!(!compiled.is_empty());
    }
}

#[test]
fn every_message_exists_in_every_language_with_the_same_variables() {
    let english = shape(Lang::En);
    assert!(english.len() > 50, "the English files hold the messages");
    for lang in Lang::ALL {
        let other = shape(lang);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for (key, vars) in &english {
            assert_eq!(&other[key], vars, "{key} in {lang} uses other variables");
        }
    }
}

#[test]
fn every_message_formats_without_error_in_every_language() {
    let english = shape(Lang::En);
    let texts = texts();
    // Numbers that pick every plural category of the six languages (Polish: 1 one, 2 few,
    // 5 many, 22 few, 1.5 other).
    let samples: [FluentValue; 5] = [1.into(), 2.into(), 5.into(), 22.into(), 1.5.into()];
    for lang in Lang::ALL.into_iter().chain(Lang::VARIANTS) {
        for (key, vars) in &english {
            for sample in &samples {
                let mut args = FluentArgs::new();
                for v in vars {
                    args.set(v.clone(), sample.clone());
                }
                let (id, attr) = match key.split_once('.') {
                    Some((id, attr)) => (id, Some(attr)),
                    None => (key.as_str(), None),
                };
                let bundle = texts.bundle(lang).expect("every language has a bundle");
                let message = bundle.get_message(id).expect("checked above");
                let pattern = match attr {
                    Some(a) => message.get_attribute(a).expect("checked above").value(),
                    None => message.value().expect("checked above"),
                };
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{key} in {lang}: {errors:?}");
                assert!(!text.trim().is_empty(), "{key} in {lang} is empty");
            }
        }
    }
}

/// Discord's rule for command and option names (and their localisations): 1 to 32 letters,
/// digits, `-` or `_`, lower case where the script has case.
pub(crate) fn discord_name_ok(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && !c.is_uppercase())
}

#[test]
fn the_command_texts_obey_discords_rules_in_every_language() {
    let english = shape(Lang::En);
    let texts = texts();
    for lang in Lang::ALL.into_iter().chain(Lang::VARIANTS) {
        for key in english.keys() {
            let (id, attr) = match key.split_once('.') {
                Some((id, attr)) => (id, Some(attr)),
                None => (key.as_str(), None),
            };
            let text = texts.attr(lang, id, attr, None);
            if id.starts_with("cmd-") {
                let is_description =
                    attr.is_some_and(|a| a == "description" || a.ends_with("-description"));
                if is_description {
                    let n = text.chars().count();
                    assert!((1..=100).contains(&n), "{key} in {lang}: {n} characters");
                } else {
                    assert!(
                        discord_name_ok(&text),
                        "{key} in {lang}: '{text}' is not a Discord name"
                    );
                }
            } else if id.starts_with("choice-") {
                let n = text.chars().count();
                assert!((1..=100).contains(&n), "{key} in {lang}: {n} characters");
            }
        }
    }
}

#[test]
fn discord_names_are_checked_as_discord_does() {
    for good in [
        "challenge",
        "time_per_move",
        "ritira-mossa",
        "odrzuć",
        "clasificación",
        "挑战",
        "我的对局",
    ] {
        assert!(discord_name_ok(good), "{good}");
    }
    for bad in [
        "",
        "Challenge",
        "two words",
        "a.b",
        "x".repeat(33).as_str(),
        "¿qué?",
    ] {
        assert!(!discord_name_ok(bad), "{bad}");
    }
}

#[test]
fn people_can_name_the_languages() {
    assert_eq!(Lang::from_tag("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_tag("fr"), None);
    assert_eq!(Lang::parse("Polski"), Some(Lang::Pl));
    assert_eq!(Lang::parse("zh-tw"), Some(Lang::ZhTw));
    assert_eq!(Lang::parse("italian"), Some(Lang::It));
    assert_eq!(Lang::parse("klingon"), None);
}

/// The words a native-level reviewer asked for (issue 21's "Languages"), read back.
#[test]
fn the_reviewers_words_are_the_ones_said() {
    use crate::games::{msg, EndReason, GameKind, Msg, Outcome, Side};
    use crate::i18n::say;
    let result = Outcome::win(Side::First, EndReason::Resignation).message(GameKind::Xiangqi);
    let over = msg!("play-game-over", game = "K7Q2", result = result);
    // No capital after a colon: the result starts a sentence of its own.
    assert_eq!(
        say(Lang::It, &over),
        "La partita K7Q2 è finita. Vince il Rosso (abbandono)."
    );
    assert_eq!(
        say(Lang::Es, &over),
        "La partida K7Q2 ha terminado. Gana el Rojo (abandono)."
    );
    let theirs = msg!("views-turn-theirs-untimed", player = "alice");
    assert_eq!(say(Lang::It, &theirs), "è il turno di alice");
    let left = msg!(
        "views-turn-yours",
        left = std::time::Duration::from_secs(86_400)
    );
    assert_eq!(say(Lang::Es, &left), "▶ **te toca** — quedan 1 día");
    let agreed = Outcome::draw(EndReason::Agreement).message(GameKind::Tempo);
    assert_eq!(say(Lang::Es, &agreed), "Tablas (por mutuo acuerdo)");
    let repeated = Outcome::draw(EndReason::Repetition).message(GameKind::Xiangqi);
    assert_eq!(say(Lang::It, &repeated), "Patta (triplice ripetizione)");
    let central = Outcome::draw(EndReason::CentralSquare).message(GameKind::Topo);
    assert_eq!(
        say(Lang::It, &central),
        "Patta (due Topi o due Cavalli nemici nelle caselle centrali per due mosse consecutive)"
    );
    let usage = Msg::new("console-usage-challenge");
    assert!(say(Lang::It, &usage).contains("[PARTE]"));
    let export = msg!("views-export-attached", id = "K7Q2");
    assert!(say(Lang::It, &export).contains("la trascrizione della partita"));
    let line = msg!(
        "views-games-line",
        id = "K7Q2",
        game = GameKind::Tempo,
        opponent = "bob",
        side = (GameKind::Tempo, Side::First),
        number = 3,
        turn = "…"
    );
    assert!(say(Lang::Pl, &line).contains("Tempo kontra bob"));
    assert_eq!(
        say(Lang::Pl, &Msg::new("choice-notify-mention")),
        "oznacz mnie na kanale partii"
    );
    assert_eq!(say(Lang::ZhCn, &Msg::new("choice-scope-global")), "全服");
    assert_eq!(say(Lang::ZhTw, &Msg::new("choice-scope-global")), "全域");
    // A Latin game name is spaced from the Chinese around it.
    let notice = msg!(
        "challenge-notice",
        challenger = "alice",
        game = GameKind::Tempo,
        challenge = "ABCD"
    );
    assert_eq!(
        say(Lang::ZhCn, &notice),
        "alice 向你发起 Tempo 挑战（挑战 `ABCD`）。"
    );
}
