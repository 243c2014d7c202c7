//! Xiangqi repetitions through the console, end to end: a red cannon (come from h2 by h4) chases the unprotected black
//! chariot between a9 and b9 (screens a6 and b7) until the position after Red's move comes back a
//! third time. With the server's default (`end`) that move ends the game, lost by Red; with
//! `xiangqi-repetition refuse` it is refused and Red must vary. Both players are warned at the
//! second occurrence.

use kibitz::console::{run_with, LocalArgs};
use kibitz::i18n::Lang;

const OPENING: &str = "\
alice> challenge bob xiangqi red 10h
bob> accept
alice> move h2h4
bob> move b9c7
alice> move h4a4
bob> move a9b9
alice> move a4b4
bob> move b9a9
alice> move b4a4
bob> move a9b9
alice> move a4b4
bob> move b9a9
";

fn session(script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let args = LocalArgs {
        data: dir.path().to_path_buf(),
        database_url: None,
        pictures: None,
        now: Some(1_800_000_000),
        no_pictures: true,
        user: "alice".into(),
        lang: Lang::En,
    };
    let mut out = Vec::new();
    run_with(&args, script.as_bytes(), &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

const WARNING: &str = "this position has now occurred twice; one more repetition decides the game: Red would lose: Red chased the unprotected chariot on a9 on every move";

#[test]
fn by_default_the_chasing_side_loses_at_the_third_occurrence_after_a_warning() {
    let out = session(&format!("{OPENING}alice> move b4a4\nquit\n"));
    // Told once (to the mover, and to the opponent where the console shows their notice), not
    // again while the cycle goes on.
    let told = out.matches(WARNING).count();
    assert!((1..=2).contains(&told), "{told} times: {out}");
    assert!(
        out.contains("Black wins (Red chased the unprotected chariot on a9 on every move)"),
        "{out}"
    );
}

#[test]
fn a_server_that_refuses_makes_the_chaser_vary() {
    let out = session(&format!(
        "alice> xiangqi-repetition refuse\n{OPENING}alice> move b4a4\nalice> move b2e2\nquit\n"
    ));
    assert!(out.contains("Xiangqi move that would complete a losing repetition (perpetual check or chase) is now refused"), "{out}");
    assert!(out.contains(WARNING), "{out}");
    assert!(
        out.contains("this move repeats the position a third time while your cannon has chased the unprotected chariot on a9 on every move; under the Asian rules that loses: play another move"),
        "{out}"
    );
    assert!(!out.contains("Black wins"), "{out}");
    // Red varied: the game goes on with b2e2.
    assert!(out.contains("C-=5"), "{out}");
}
