//! The check that no English is written outside the message files: what a front end sends,
//! said in the pseudo-language (`Lang::Pseudo`: `⟦id⟧` for a message's words, `⟪value⟫` per
//! argument), must hold no run of three or more ASCII letters except inside a message id and in
//! known data (player names, ids, moves, boards drawn in characters, records in code blocks,
//! file names, paths and button ids). A module of the `cli` test binary, included by the
//! `discord` one too (`#[path]`), like `store/backends.rs`.

#![allow(dead_code)]

/// How strict the check is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Everything but known data must come from the message files.
    Strict,
    /// The same, but the arguments of `⟦verbatim⟧` (text given as it is: the service's answers
    /// that are not converted yet, and copies of what users typed) are not looked at: what is
    /// left are the front end's own words.
    FrontEndOnly,
}

/// Words that are data, not English: the test's player names and the like.
pub struct Known {
    pub names: Vec<String>,
}

impl Known {
    pub fn new(names: &[&str]) -> Known {
        Known {
            names: names.iter().map(|n| n.to_lowercase()).collect(),
        }
    }

    fn is_data(&self, token: &str) -> bool {
        let bare = token.trim_matches(|c: char| !c.is_alphanumeric());
        let lower = bare.to_lowercase();
        // Paths, URLs, file names and button ids.
        token.contains('/')
            || token.contains('\\')
            || token.starts_with("kz1:")
            || [".png", ".gif", ".txt", ".pgn"]
                .iter()
                .any(|ext| lower.ends_with(ext) || token.contains(ext))
            // Game, challenge and error ids: upper-case letters and digits.
            || ((4..=8).contains(&bare.len())
                && bare
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()))
            || self.names.contains(&lower)
            // Side words are what users type (the answers show them as such, in code spans).
            || ["red", "black", "white", "first", "second", "random"].contains(&lower.as_str())
    }
}

/// Whether `word` holds three ASCII letters in a row.
fn has_letter_run(word: &str) -> bool {
    let mut run = 0;
    for c in word.chars() {
        if c.is_ascii_alphabetic() {
            run += 1;
            if run >= 3 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// `text` without the arguments of `⟦verbatim⟧` (nesting respected), which may span lines.
fn without_verbatim(text: &str) -> String {
    const OPEN: &str = "⟦verbatim⟧⟪";
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        out.push_str(&rest[..at]);
        out.push_str("⟦verbatim⟧");
        let mut depth = 1;
        let mut end = rest.len();
        for (i, c) in rest[at + OPEN.len()..].char_indices() {
            match c {
                '⟪' => depth += 1,
                '⟫' => {
                    depth -= 1;
                    if depth == 0 {
                        end = at + OPEN.len() + i + '⟫'.len_utf8();
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `line` with its message ids (`⟦…⟧`) removed and its argument marks (`⟪`, `⟫`) made spaces.
fn without_ids(line: &str) -> String {
    let mut out = String::new();
    let mut in_id = false;
    for c in line.chars() {
        match c {
            '⟦' => in_id = true,
            '⟧' => in_id = false,
            '⟪' | '⟫' => out.push(' '),
            c if !in_id => out.push(c),
            _ => {}
        }
    }
    out
}

/// `line` without its `code spans`.
fn without_code_spans(line: &str) -> String {
    line.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A line the console repeats from its input (`alice> move h2e2`): what was typed, not said.
fn is_echo(line: &str) -> bool {
    line.split_once("> ").is_some_and(|(name, _)| {
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    })
}

/// The offending lines of `output`, each with its English words: empty when everything
/// outside known data came from the message files.
pub fn offences(output: &str, known: &Known, mode: Mode) -> Vec<String> {
    let text = match mode {
        Mode::Strict => output.to_string(),
        Mode::FrontEndOnly => without_verbatim(output),
    };
    let mut found = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        // Records and boards in code blocks are data; the fence may sit beside a mark.
        let fences = line.matches("```").count();
        if in_code || fences > 0 {
            if fences % 2 == 1 {
                in_code = !in_code;
            }
            continue;
        }
        if is_echo(line) {
            continue;
        }
        // Code spans hold what a user types (`/cancel`, `red`), not sentences.
        let plain = without_code_spans(&without_ids(line));
        let mut bad = Vec::new();
        for token in plain.split_whitespace() {
            if has_letter_run(token) && !known.is_data(token) {
                bad.push(token.to_string());
            }
        }
        if !bad.is_empty() {
            found.push(format!("{line}    <- {}", bad.join(" ")));
        }
    }
    found
}

/// Panics with every offending line, if any.
pub fn assert_no_english(output: &str, known: &Known, mode: Mode) {
    let found = offences(output, known, mode);
    assert!(
        found.is_empty(),
        "{} lines with English outside the message files ({mode:?}):\n{}\n\n--- the whole output ---\n{output}",
        found.len(),
        found.join("\n")
    );
}

#[cfg(test)]
mod checks {
    use super::*;

    fn known() -> Known {
        Known::new(&["alice", "bob"])
    }

    #[test]
    fn words_outside_the_message_files_are_found_and_data_is_not() {
        let k = known();
        assert!(offences("⟦console-started⟧⟪⟦thread-title⟧⟪K7Q2⟫⟫", &k, Mode::Strict).is_empty());
        assert!(offences("alice> move h2e2 please", &k, Mode::Strict).is_empty());
        assert!(offences("<@123> ⟦notice⟧⟪bob⟫⟪C2=5⟫", &k, Mode::Strict).is_empty());
        assert!(offences(
            "⟦console-picture⟧⟪/tmp/x/pictures/K7Q2-1.png⟫ kz1:board:K7Q2",
            &k,
            Mode::Strict
        )
        .is_empty());
        assert!(offences("```\n[Event \"Game\"]\n```", &k, Mode::Strict).is_empty());
        assert!(offences("9 r n b a k a b n r\n  a b c d e", &k, Mode::Strict).is_empty());
        let found = offences("buttons: ⟦accept⟧", &k, Mode::Strict);
        assert_eq!(found.len(), 1);
        assert!(found[0].contains("<- buttons:"), "{found:?}");
        assert_eq!(
            offences("⟦x⟧⟪Your move⟫", &k, Mode::Strict).len(),
            1,
            "English in an argument"
        );
    }

    #[test]
    fn the_front_end_check_leaves_verbatim_text_alone_only() {
        let k = known();
        let text = "⟦console-error⟧⟪⟦verbatim⟧⟪it is not\nyour ⟪turn⟫⟫⟫ trailing";
        assert_eq!(
            offences(text, &k, Mode::Strict).len(),
            2,
            "{:?}",
            offences(text, &k, Mode::Strict)
        );
        let front = offences(text, &k, Mode::FrontEndOnly);
        assert_eq!(front.len(), 1, "{front:?}");
        assert!(front[0].ends_with("<- trailing"));
    }
}
