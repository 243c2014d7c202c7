//! `kibitz rules tempo …` through the real binary: the output contract in the README ("The rules CLI").

use std::process::{Command, Output};

fn kibitz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .arg("rules")
        .arg("tempo")
        .args(args)
        .output()
        .expect("the kibitz binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn legal_lists_blacks_33_opening_captures_sorted() {
    let out = kibitz(&["legal"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1);
    let moves: Vec<&str> = text.trim_end().split(' ').collect();
    assert_eq!(moves.len(), 33);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert!(moves.contains(&"b3b4") && moves.contains(&"c2d1"));
}

#[test]
fn legal_after_moves_and_from_a_position() {
    let out = kibitz(&["legal", "--fen", "6/6/1wbw2/6/6 b"]);
    assert_eq!(stdout(&out), "c3c1 c3c2 c3c4 c3c5\n");
    // After Black's capture b3xb4 it is White's turn; the listing is White's.
    let out = kibitz(&["legal", "--moves", "b3b4"]);
    assert!(out.status.success());
    let white = stdout(&out);
    assert!(!white.trim().is_empty());
    assert!(!white.contains("b3b4"));
}

#[test]
fn play_accepts_human_spellings() {
    // Black b3 takes b4; White's edge stone a3 (between a2 and a4) slides east into b3.
    let out = kibitz(&["play", "--moves", "B3xB4 a3-b3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "5  B W B W B W");
    assert_eq!(lines[2], "3  . W W B W B");
    assert_eq!(lines[5], "   a b c d e f");
    assert_eq!(lines[6], "fen: bwbwbw/bbbwbw/1wwbwb/bwbwbw/bwbwbw b");
    assert_eq!(lines[7], "status: ongoing");
}

#[test]
fn play_shows_the_new_position() {
    let out = kibitz(&["play", "--moves", "b3b4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("4  B B B W B W\n"), "{text}");
    assert!(text.contains("3  W . W B W B\n"), "{text}");
    assert!(
        text.contains("fen: bwbwbw/bbbwbw/w1wbwb/bwbwbw/bwbwbw w\n"),
        "{text}"
    );
    assert!(text.ends_with("status: ongoing\n"), "{text}");
}

#[test]
fn play_reports_a_finished_game() {
    let out = kibitz(&["play", "--fen", "6/2w3/1wbw2/6/6 b", "--moves", "c3c4"]);
    assert!(out.status.success());
    assert!(stdout(&out).ends_with("fen: 6/2b3/1w1w2/6/6 w\nstatus: win:black:no-moves\n"));
}

#[test]
fn perft_prints_the_node_count_last() {
    for (depth, nodes) in [("1", "33"), ("2", "940"), ("3", "25549")] {
        let out = kibitz(&["perft", depth]);
        assert!(out.status.success());
        assert_eq!(stdout(&out).lines().last(), Some(nodes), "depth {depth}");
    }
    let out = kibitz(&["perft", "2", "--fen", "6/b3w1/1b1wb1/2b1b1/1b1w2 w"]);
    assert_eq!(stdout(&out).lines().last(), Some("20"));
}

#[test]
fn trace_prints_one_line_per_position() {
    let out = kibitz(&[
        "trace",
        "--fen",
        "6/1b1b2/1bbb2/w1w3/www3 b",
        "--moves",
        "c3c4 b1b2 c4c3 b2b1 c3c4 b1b2 c4c3 b2b1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9);
    for (i, line) in lines.iter().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert_eq!(fields[0], i.to_string());
        if i < 8 {
            assert_eq!(fields[1], "ongoing", "{line}");
            assert!(!fields[2].is_empty());
        }
    }
    assert_eq!(lines[8], "8\tdraw:repetition\t");
    assert!(lines[0].split('\t').nth(2).unwrap().contains("c3c4"));
}

#[test]
fn an_illegal_move_stops_with_the_rule_and_status_1() {
    // After b3xb4 it is White's turn; a4 is a black stone.
    let out = kibitz(&["trace", "--moves", "b3b4 a4a3"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out).lines().count(),
        2,
        "the lines so far are printed"
    );
    let err = stderr(&out);
    assert!(err.starts_with("illegal move 'a4a3' at ply 2: "), "{err}");
    assert!(err.contains("Black's, and it is White's turn"), "{err}");

    let out = kibitz(&["play", "--fen", "6/6/1wbw2/6/6 b", "--moves", "c3d4"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("not perpendicular"), "{err}");
    assert!(
        err.contains("legal moves from c3: c3c1, c3c2, c3c4, c3c5"),
        "{err}"
    );
    // The position before the bad move is still shown.
    assert!(stdout(&out).contains("fen: 6/6/1wbw2/6/6 b"));
}

#[test]
fn an_unreadable_move_is_not_called_illegal() {
    let out = kibitz(&["legal", "--moves", "b3"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("illegal move 'b3' at ply 1: not a move"),
        "{err}"
    );
    assert!(err.contains("like b3c4"), "{err}");
}

#[test]
fn a_bad_position_string_exits_with_2() {
    let out = kibitz(&["legal", "--fen", "bwbwbw/bwbwbw b"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("expected 5 rows"), "{}", stderr(&out));
}
