//! No English written outside the message files: a broad console session in the
//! pseudo-language (`--lang qps`), checked by `tests/pseudo_check.rs`.

use crate::pseudo_check::{assert_no_english, offences, Known, Mode};
use kibitz::console::{parse_lang, run_with, LocalArgs};
use kibitz::i18n::Lang;

/// Every kind of answer the console prints: challenges and their answers, moves (one not the
/// player's turn, one illegal), suggestions, a draw offer declined, a take-back, the views, the
/// clock's news, the computer's move, errors of every kind, a resignation.
const SESSION: &str = "\
help
rules xiangqi
lang
alice> challenge bob xiangqi red 10h
bob> accept
bob> move h9g7
alice> move zz99
alice> move h2e2
alice> moves
bob> moves h9
bob> move h9g7
alice> draw offer
bob> draw decline
alice> move b2e2
alice> takeback ask
bob> takeback accept
alice> board
alice> games
alice> stats
alice> leaderboard xiangqi
alice> export
bob> notify dm
advance 9h
alice> press kz1:frob
alice> challenge carol xiangqi purple
alice> challenge carol xiangqi red random
alice> challenge carol chess
frobnicate
move
switch bad!name
advance soon
lang klingon
carol> challenge computer tempo 1 second
bob> resign
alice> threads on
bob> cancel
stats carol
quit
";

fn session(lang: Lang) -> String {
    let dir = tempfile::tempdir().unwrap();
    let args = LocalArgs {
        data: dir.path().to_path_buf(),
        database_url: None,
        pictures: Some(dir.path().join("pics")),
        now: Some(1_800_000_000),
        no_pictures: false,
        user: "alice".into(),
        lang,
    };
    let mut out = Vec::new();
    run_with(&args, SESSION.as_bytes(), &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

/// Data, not words: the players, the pseudo-language's tag, and what the session typed that
/// the answers quote back.
fn known() -> Known {
    Known::new(&[
        "alice",
        "bob",
        "carol",
        "kibitz",
        "qps",
        // Quoted from the session.
        "frobnicate",
        "bad!name",
        "soon",
        "klingon",
        "purple",
        "random",
        "chess",
    ])
}

#[test]
fn the_pseudo_language_is_chosen_with_qps() {
    assert_eq!(parse_lang("qps").ok(), Some(Lang::Pseudo));
    assert_eq!(parse_lang("QPS").ok(), Some(Lang::Pseudo));
    assert!(parse_lang("klingon").is_err());
}

#[test]
fn the_consoles_own_words_all_come_from_the_message_files() {
    let out = session(Lang::Pseudo);
    // The session did what it says (every command answered, in message ids).
    for id in [
        "⟦console-help⟧",
        "⟦console-language⟧",
        "⟦console-started⟧",
        "⟦console-buttons⟧",
        "⟦console-button⟧",
        "⟦console-picture⟧",
        "⟦console-notice⟧",
        "⟦console-error⟧",
        "⟦console-unknown-command⟧",
        "⟦console-usage-move⟧",
        "⟦console-bad-name⟧",
        "⟦console-bad-duration⟧",
        "⟦console-two-sides⟧",
        "⟦console-unknown-language⟧",
        "⟦console-clock⟧",
        "⟦rules-summary-xiangqi⟧",
    ] {
        assert!(out.contains(id), "{id} missing:\n{out}");
    }
    // The computer's name is made in the service (`computer_name`) and still English: it is
    // passed as a name, outside any verbatim line.
    let mut data = known();
    data.names
        .extend(["computer".to_string(), "level".to_string()]);
    assert_no_english(&out, &data, Mode::FrontEndOnly);
    // The same session in English is caught by the check: it does look.
    let english = session(Lang::En);
    assert!(
        offences(&english, &known(), Mode::FrontEndOnly).len() > 20,
        "{english}"
    );
}

/// The whole answer, the service's included. Fails while the service still answers in English
/// `verbatim` lines; then it lists every such line.
#[test]
fn no_english_is_written_outside_the_message_files() {
    assert_no_english(&session(Lang::Pseudo), &known(), Mode::Strict);
}
