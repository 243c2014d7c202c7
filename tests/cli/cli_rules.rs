//! `kibitz rules xiangqi …` through the real binary: the output formats of the design's CLI
//! contract.

use std::process::{Command, Output};

fn kibitz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .output()
        .expect("the kibitz binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn legal_lists_sorted_iccs_moves() {
    let out = kibitz(&["rules", "xiangqi", "legal"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let moves: Vec<&str> = text.trim_end().split(' ').collect();
    assert_eq!(moves.len(), 44);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert!(moves.contains(&"h2e2") && moves.contains(&"b0c2"));
}

#[test]
fn legal_in_wxf_after_moves() {
    let out = kibitz(&[
        "rules",
        "xiangqi",
        "legal",
        "--moves",
        "h2e2",
        "--notation",
        "wxf",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let moves: Vec<&str> = text.trim_end().split(' ').collect();
    // Black has 45 replies to the central cannon (Fairy-Stockfish agrees).
    assert_eq!(moves.len(), 45);
    assert!(moves.contains(&"H8+7") && moves.contains(&"C8=5"), "{text}");
}

#[test]
fn play_prints_board_fen_and_status() {
    let out = kibitz(&["rules", "xiangqi", "play", "--moves", "h2e2 h9g7"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "9 r n b a k a b . r");
    assert_eq!(lines[10], "  a b c d e f g h i");
    assert_eq!(
        lines[11],
        "fen: rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    );
    assert_eq!(lines[12], "status: ongoing");
}

#[test]
fn perft_four_prints_the_count_last() {
    let out = kibitz(&["rules", "xiangqi", "perft", "4"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last(), Some("3290240"));
}

#[test]
fn trace_prints_a_line_per_position() {
    let out = kibitz(&[
        "rules",
        "xiangqi",
        "trace",
        "--fen",
        "3k5/R8/9/9/9/9/9/9/9/1R2K4 w",
        "--moves",
        "b0b9",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    let first: Vec<&str> = lines[0].split('\t').collect();
    assert_eq!(&first[..2], ["0", "ongoing"]);
    assert!(first[2].split(' ').any(|m| m == "b0b9"));
    assert_eq!(lines[1], "1\twin:red:no-moves\t");
}

#[test]
fn illegal_move_prints_what_it_has_then_the_reason() {
    let out = kibitz(&["rules", "xiangqi", "trace", "--moves", "h2e2 b9d8"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out).lines().count(), 2);
    let err = stderr(&out);
    assert!(
        err.starts_with("illegal move 'b9d8' at ply 2: hobbled horse"),
        "{err}"
    );
    assert!(err.contains("legal moves from b9: b9a7, b9c7"), "{err}");
    let out = kibitz(&["rules", "xiangqi", "play", "--moves", "h2e2 xyz"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("status: ongoing"));
    assert!(stderr(&out).starts_with("illegal move 'xyz' at ply 2: not a move"));
}

#[test]
fn bad_fen_is_a_one_line_error() {
    for fen in [
        "nonsense",
        "4k4/9/9/9/9/9/9/9/9/4K4 w",
        "",
        "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 x",
    ] {
        let out = kibitz(&["rules", "xiangqi", "legal", "--fen", fen]);
        assert_eq!(out.status.code(), Some(2), "{fen}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("error: invalid xiangqi position"), "{err}");
        assert!(!err.contains("panicked"));
    }
}
