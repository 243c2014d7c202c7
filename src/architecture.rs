//! The direction of the dependencies between the parts, checked on the source itself.
//!
//! The parts, bottom to top (an arrow means "may use"):
//!
//! ```text
//!                                   cli
//!                                    |
//!                   discord, console, web (front ends)
//!                     /     |       |       \
//!               config      |       |        i18n ---+
//!                  |        |       |                 |
//!               service ----+-------+---> render      |
//!              /   |   \                     |        |
//!         store  engine \                    |        |
//!            |      |    +------> model <----|--------+
//!            +------|-----------> model      |
//!                   +-----------> games <----+
//! ```
//!
//! `games` is pure rules and uses nothing else; `model` holds the persisted types and the
//! languages as values; `render` draws what `games` describes; `engine` plays the games by their
//! rules; `store` keeps the model's records; `service` is the bot's behaviour (it may name
//! `render` for its picture requests, never to draw); `config` is the process's configuration;
//! `i18n` turns messages into words and knows only `games` and `model`; the front ends say and
//! draw the service's answers; `cli` picks a front end. The test below fails as soon as a file
//! names a part it must not (in code or in a doc link), so the layering stays true as the code
//! grows.

use std::path::{Path, PathBuf};

/// For each part, the parts of the crate it must never name.
const FORBIDDEN: &[(&str, &[&str])] = &[
    (
        "games",
        &[
            "model", "store", "render", "service", "discord", "console", "cli", "engine", "i18n",
            "config", "web",
        ],
    ),
    (
        "model",
        &[
            "store", "render", "service", "discord", "console", "cli", "engine", "i18n", "config",
            "web",
        ],
    ),
    (
        "render",
        &[
            "model", "store", "service", "discord", "console", "cli", "engine", "i18n", "config",
            "web",
        ],
    ),
    (
        "store",
        &[
            "render", "service", "discord", "console", "cli", "engine", "i18n", "config", "web",
        ],
    ),
    (
        "engine",
        &[
            "model", "store", "render", "service", "discord", "console", "cli", "i18n", "config",
            "web",
        ],
    ),
    (
        "i18n",
        &[
            "store", "render", "service", "engine", "discord", "console", "cli", "config", "web",
        ],
    ),
    (
        "pairing",
        &[
            "games",
            "model",
            "store",
            "render",
            "service",
            "discord",
            "console",
            "cli",
            "engine",
            "i18n",
            "config",
            "web",
            "tournament",
        ],
    ),
    (
        "tournament",
        &[
            "games", "model", "store", "render", "service", "discord", "console", "cli", "engine",
            "i18n", "config", "web", "pairing",
        ],
    ),
    (
        "service",
        &["discord", "console", "cli", "i18n", "config", "web"],
    ),
    (
        "config",
        &["render", "discord", "console", "cli", "i18n", "web"],
    ),
    ("discord", &["console", "cli", "web"]),
    ("console", &["discord", "cli", "web"]),
    ("web", &["discord", "console", "cli", "store"]),
];

/// The source files of a part: the folder `src/<part>/`, or the single file `src/<part>.rs`.
fn part_files(src: &Path, part: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let dir = src.join(part);
    if dir.is_dir() {
        rust_files(&dir, &mut found);
    }
    let file = src.join(format!("{part}.rs"));
    if file.is_file() {
        found.push(file);
    }
    found
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The top-level parts a piece of source names through `crate::…`, including grouped imports
/// such as `use crate::{games, service::Service}`.
fn parts_named(source: &str) -> Vec<String> {
    let mut named = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                named.push(name);
            }
        } else {
            named.push(
                rest.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect(),
            );
        }
    }
    named
}

#[test]
fn no_part_names_a_part_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut offences = Vec::new();
    for (part, forbidden) in FORBIDDEN {
        let files = part_files(&src, part);
        assert!(!files.is_empty(), "no source files for the part `{part}`");
        for file in files {
            let source = std::fs::read_to_string(&file).unwrap_or_default();
            for (number, line) in source.lines().enumerate() {
                for name in parts_named(line) {
                    if forbidden.contains(&name.as_str()) {
                        offences.push(format!(
                            "{}:{}: `{part}` must not use `crate::{name}`",
                            file.display(),
                            number + 1
                        ));
                    }
                }
            }
        }
    }
    assert!(offences.is_empty(), "{}", offences.join("\n"));
}

#[test]
fn the_checker_sees_every_form_of_naming() {
    assert_eq!(parts_named("use crate::service::Service;"), ["service"]);
    assert_eq!(
        parts_named("use crate::{games::Side, discord};"),
        ["games", "discord"]
    );
    assert_eq!(parts_named("/// see [`crate::console::run`]"), ["console"]);
    assert!(parts_named("use super::Thing;").is_empty());
}
