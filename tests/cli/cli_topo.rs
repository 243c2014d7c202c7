//! `kibitz rules topo …` through the real binary: the output contract in the README ("The rules CLI").

use std::process::{Command, Output};

fn kibitz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .output()
        .expect("the kibitz binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const START_MOVES: &str = "a2a3 a2a4 a2a5 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d1a1 d1h1 d2d3 d2d4 \
                           e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4 h2h5";

#[test]
fn legal_at_the_start() {
    let o = kibitz(&["rules", "topo", "legal"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).trim_end(), START_MOVES);
}

#[test]
fn legal_after_moves_and_from_a_position() {
    let o = kibitz(&["rules", "topo", "legal", "--moves", "e2e4 d7d5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let line = stdout(&o);
    assert!(line.split_whitespace().any(|m| m == "e4d5"), "{line}");
    assert!(
        !line.split_whitespace().any(|m| m == "f1b5"),
        "Pesce before Lepre: {line}"
    );
    let o = kibitz(&[
        "rules",
        "topo",
        "legal",
        "--fen",
        "k6q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10",
    ]);
    let line = stdout(&o);
    for mv in ["e7e8", "e7e8t", "e7e8l", "e7e8c", "e7e8r"] {
        assert!(line.split_whitespace().any(|m| m == mv), "{mv}: {line}");
    }
}

#[test]
fn play_prints_board_fen_and_status() {
    let o = kibitz(&["rules", "topo", "play", "--moves", "e2e4 e7e5 d1a1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "8 r n b q k b n r");
    assert_eq!(lines[7], "1 Q N B R K B N R");
    assert!(
        lines.contains(&"fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/QNBRKBNR b Ttl Hadh LG 1 2"),
        "{out}"
    );
    assert_eq!(lines.last(), Some(&"status: ongoing"));
}

#[test]
fn perft_last_line_is_the_count() {
    let o = kibitz(&["rules", "topo", "perft", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("570"));
    let o = kibitz(&["rules", "topo", "perft", "1", "--moves", "e2e4"]);
    assert_eq!(stdout(&o).lines().last(), Some("24"));
}

#[test]
fn trace_has_one_line_per_position() {
    let o = kibitz(&["rules", "topo", "trace", "--moves", "e2e4 d7d5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0], format!("0\tongoing\t{START_MOVES}"));
    assert!(lines[2].starts_with("2\tongoing\t"));
    assert!(lines[2].split(['\t', ' ']).any(|m| m == "e4d5"));
}

#[test]
fn trace_shows_the_end_of_the_game() {
    let o = kibitz(&[
        "rules",
        "topo",
        "trace",
        "--fen",
        "4k2q/p7/8/8/8/8/P7/4K2Q w - - - 0 10",
        "--moves",
        "h1h8",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().nth(1), Some("1\twin:white:lepri-captured\t"));
    let o = kibitz(&[
        "rules",
        "topo",
        "trace",
        "--fen",
        "7q/p7/8/4k3/3K4/8/P7/Q7 w - - - 0 10",
        "--moves",
        "a2a3",
    ]);
    assert_eq!(stdout(&o).lines().nth(1), Some("1\tdraw:central-square\t"));
}

#[test]
fn an_illegal_move_stops_with_status_1() {
    let o = kibitz(&["rules", "topo", "trace", "--moves", "e2e4 d7d5 f1b5"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o).lines().count(), 3, "what it had so far");
    let err = stderr(&o);
    assert!(
        err.starts_with(
            "illegal move 'f1b5' at ply 3: the Pesce on f1 cannot move until your Lepre has moved"
        ),
        "{err}"
    );
    let o = kibitz(&["rules", "topo", "play", "--moves", "e2e5"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("legal moves from e2: e3, e4"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).contains("status: ongoing"));
    let o = kibitz(&["rules", "topo", "legal", "--moves", "zz"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("illegal move 'zz' at ply 1: not a move"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_bad_position_is_a_usage_error() {
    let o = kibitz(&["rules", "topo", "legal", "--fen", "8/8/8 w"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("invalid topo position"),
        "{}",
        stderr(&o)
    );
}
