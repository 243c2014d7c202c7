//! The player rules in `docs/rules/` and their translations (`<game>.<lang>.md`) cannot drift
//! apart silently: each translation has the English file's sections in the same order (by their
//! `<a id>` anchors), the same code blocks and table rows in each section, every `[reading]`
//! marker of the section in its own language, the game's own words, and links both ways.

use std::fs;
use std::path::{Path, PathBuf};

/// The translations the project ships: each game in its own language at least.
const EXPECTED: &[&str] = &[
    "topo.it.md",
    "xiangqi.es.md",
    "xiangqi.zh-CN.md",
    "xiangqi.zh-TW.md",
    "tempo.pl.md",
];

/// How each language marks one of kibitz's readings (English: `[reading]` or `[reading: …]`).
const READING_MARKERS: &[(&str, &str)] = &[
    ("en", "[reading"),
    ("it", "[interpretazione"),
    ("es", "[interpretación"),
    ("pl", "[interpretacja"),
    ("zh-CN", "[解读"),
    ("zh-TW", "[解讀"),
];

/// Words each translation must use: the terms of the game's original text.
const OWN_WORDS: &[(&str, &[&str])] = &[
    (
        "topo.it.md",
        &[
            "Topo", "Lepre", "Cavallo", "Cane", "Pesce", "Gattino", "arrocco", "patta",
        ],
    ),
    (
        "xiangqi.es.md",
        &[
            "General",
            "Oficial",
            "Consejero",
            "Elefante",
            "Caballo",
            "Carro",
            "Cañón",
            "Soldado",
        ],
    ),
    (
        "xiangqi.zh-CN.md",
        &[
            "帅", "将", "仕", "士", "相", "象", "马", "车", "炮", "兵", "卒",
        ],
    ),
    (
        "xiangqi.zh-TW.md",
        &[
            "帥", "將", "仕", "士", "相", "象", "傌", "馬", "俥", "車", "炮", "砲", "兵", "卒",
        ],
    ),
    (
        "tempo.pl.md",
        &["pionki", "pionek", "bicie", "zbić", "pole"],
    ),
];

fn rules_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rules")
}

fn read(name: &str) -> String {
    let path = rules_dir().join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One part of a document: the text before the first heading, or a heading and what follows.
#[derive(Debug)]
struct Section {
    level: usize,
    anchor: String,
    body: String,
    code_blocks: Vec<String>,
    table_rows: usize,
}

/// Splits a Markdown file at its `##`/`###` headings, each preceded by its `<a id="…"></a>`.
fn sections(name: &str, text: &str) -> Vec<Section> {
    let mut out = vec![Section {
        level: 1,
        anchor: String::new(),
        body: String::new(),
        code_blocks: Vec::new(),
        table_rows: 0,
    }];
    let mut pending_anchor: Option<String> = None;
    let mut code: Option<String> = None;
    for line in text.lines() {
        let current = out.last_mut().expect("there is always a section");
        if line.starts_with("```") {
            match code.take() {
                Some(block) => current.code_blocks.push(block),
                None => code = Some(String::new()),
            }
            continue;
        }
        if let Some(block) = code.as_mut() {
            block.push_str(line);
            block.push('\n');
            continue;
        }
        if let Some(id) = line
            .strip_prefix("<a id=\"")
            .and_then(|rest| rest.strip_suffix("\"></a>"))
        {
            pending_anchor = Some(id.to_string());
            continue;
        }
        let level = line.chars().take_while(|&c| c == '#').count();
        if (2..=3).contains(&level) && line[level..].starts_with(' ') {
            let anchor = pending_anchor
                .take()
                .unwrap_or_else(|| panic!("{name}: heading without an <a id> anchor: {line}"));
            out.push(Section {
                level,
                anchor,
                body: line.to_string(),
                code_blocks: Vec::new(),
                table_rows: 0,
            });
            continue;
        }
        if line.starts_with('|') {
            current.table_rows += 1;
        }
        current.body.push_str(line);
        current.body.push('\n');
    }
    assert!(code.is_none(), "{name}: a code block is not closed");
    out
}

fn marker(lang: &str) -> &'static str {
    READING_MARKERS
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, m)| *m)
        .unwrap_or_else(|| panic!("no [reading] marker known for language {lang}: add one"))
}

/// Every `<game>.<lang>.md` in docs/rules, as (file name, game, language).
fn translations() -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    for entry in fs::read_dir(rules_dir()).expect("docs/rules exists") {
        let name = entry.expect("a directory entry").file_name();
        let name = name.to_string_lossy().to_string();
        let Some(stem) = name.strip_suffix(".md") else {
            continue;
        };
        if let Some((game, lang)) = stem.split_once('.') {
            found.push((name.clone(), game.to_string(), lang.to_string()));
        }
    }
    found.sort();
    found
}

#[test]
fn every_game_has_its_translations() {
    let names: Vec<String> = translations().into_iter().map(|(n, _, _)| n).collect();
    for expected in EXPECTED {
        assert!(
            names.iter().any(|n| n == expected),
            "docs/rules/{expected} is missing"
        );
    }
}

#[test]
fn translations_keep_the_english_structure_and_readings() {
    let mut checked = 0;
    for (name, game, lang) in translations() {
        let english_name = format!("{game}.md");
        let english = sections(&english_name, &read(&english_name));
        let translated = sections(&name, &read(&name));
        let shape = |s: &[Section]| -> Vec<(usize, String)> {
            s.iter().map(|s| (s.level, s.anchor.clone())).collect()
        };
        assert_eq!(
            shape(&translated),
            shape(&english),
            "{name}: sections differ from {english_name}"
        );
        let ours = marker(lang.as_str());
        for (en, tr) in english.iter().zip(&translated) {
            let where_ = format!("{name}, section #{}", en.anchor);
            assert_eq!(
                tr.body.matches(ours).count(),
                en.body.matches(marker("en")).count(),
                "{where_}: every [reading] of the English section is marked {ours}…] here"
            );
            assert_eq!(
                tr.code_blocks, en.code_blocks,
                "{where_}: code blocks differ"
            );
            assert_eq!(tr.table_rows, en.table_rows, "{where_}: table rows differ");
        }
        checked += 1;
    }
    assert!(
        checked >= EXPECTED.len(),
        "only {checked} translations checked"
    );
}

#[test]
fn the_english_rules_carry_their_readings() {
    // The binding readings of Topo and Tempo are marked in the English files; the counts above
    // would pass vacuously if they were lost there too.
    let count = |name: &str| read(name).matches(marker("en")).count();
    assert!(count("topo.md") >= 10, "topo.md lost [reading] markers");
    assert!(count("tempo.md") >= 3, "tempo.md lost [reading] markers");
}

#[test]
fn translations_and_english_link_each_other() {
    for (name, game, _) in translations() {
        let english_name = format!("{game}.md");
        assert!(
            read(&name).contains(&format!("]({english_name})")),
            "{name} does not link back to {english_name}"
        );
        assert!(
            read(&english_name).contains(&format!("]({name})")),
            "{english_name} does not link to {name}"
        );
    }
}

#[test]
fn translations_use_the_games_own_words() {
    for (name, words) in OWN_WORDS {
        let text = read(name);
        for word in *words {
            assert!(
                text.contains(word),
                "{name} does not use the game's word {word:?}"
            );
        }
    }
}

#[test]
fn the_rules_stand_on_their_own() {
    for entry in fs::read_dir(rules_dir()).expect("docs/rules exists") {
        let path = entry.expect("a directory entry").path();
        let text = fs::read_to_string(&path).unwrap_or_default();
        for outside in ["../shared", "shared/rules", "shared/seeds"] {
            assert!(
                !text.contains(outside),
                "{} cites {outside}: the docs must cite the project's own files",
                path.display()
            );
        }
    }
}
