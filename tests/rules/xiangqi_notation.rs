//! Notation: ICCS, WXF and Chinese read back to the moves they were written from, the three
//! roles of failure stay apart, and our legal moves agree with Fairy-Stockfish's on positions it
//! listed once (tests/data/xiangqi_fsf_legal.txt).

use kibitz::games::xiangqi::write_wxf;
use kibitz::games::xiangqi::{resolve, Move, Position};
use kibitz::games::MoveError;
use proptest::prelude::*;

/// The position after `plies` pseudo-random legal moves from the start (stops early if the
/// side to move has none).
fn playout(seed: u64, plies: usize) -> Position {
    let mut position = Position::start();
    let mut state = seed | 1;
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = moves[(state >> 33) as usize % moves.len()];
        position = position.play(mv).expect("a generated move is legal");
    }
    position
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_legal_move_reads_back_from_wxf_and_iccs(seed in any::<u64>(), plies in 0usize..160) {
        let position = playout(seed, plies);
        for mv in position.legal_moves() {
            let wxf = write_wxf(&position, mv);
            prop_assert_eq!(resolve(&position, &wxf), Ok(mv), "WXF {} in {}", wxf, position.to_string());
            let iccs = mv.to_string();
            prop_assert_eq!(resolve(&position, &iccs), Ok(mv));
            prop_assert_eq!(resolve(&position, &iccs.to_uppercase()), Ok(mv));
        }
    }

    #[test]
    fn fen_round_trips(seed in any::<u64>(), plies in 0usize..160) {
        let position = playout(seed, plies);
        let fen = position.to_string();
        let again = fen.parse::<Position>().expect("our own FEN reads back");
        prop_assert_eq!(&again, &position);
        prop_assert_eq!(again.to_string(), fen);
    }

    #[test]
    fn any_text_gets_an_answer_not_a_panic(text in "\\PC{0,8}", seed in any::<u64>()) {
        let position = playout(seed, 20);
        let _ = resolve(&position, &text);
        let _ = text.parse::<Position>();
    }
}

fn iccs(position: &Position, text: &str) -> String {
    resolve(position, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .to_string()
}

#[test]
fn chinese_notation_examples() {
    let start = Position::start();
    assert_eq!(iccs(&start, "炮二平五"), "h2e2");
    assert_eq!(iccs(&start, "炮2平5"), "h2e2");
    assert_eq!(iccs(&start, "傌八進七"), "b0c2");
    assert_eq!(iccs(&start, "马八进七"), "b0c2");
    assert_eq!(iccs(&start, "兵七進一"), "c3c4");
    assert_eq!(iccs(&start, "相三進五"), "g0e2");
    assert_eq!(iccs(&start, "仕四進五"), "f0e1");
    let after = start.play(resolve(&start, "炮二平五").unwrap()).unwrap();
    // Black counts files from its own right with (full-width) digits.
    assert_eq!(iccs(&after, "馬８進７"), "h9g7");
    assert_eq!(iccs(&after, "马2进3"), "b9c7");
    assert_eq!(iccs(&after, "砲８平５"), "h7e7");
    assert_eq!(iccs(&after, "卒３進１"), "c6c5");
}

#[test]
fn front_and_rear_pieces() {
    // Two red chariots on file 9 (a-file): a3 is in front of a0.
    let p = "3k5/9/9/9/9/9/R8/9/9/R4K3 w".parse::<Position>().unwrap();
    assert_eq!(iccs(&p, "R+=5"), "a3e3");
    assert_eq!(iccs(&p, "+R=5"), "a3e3");
    assert_eq!(iccs(&p, "R-=5"), "a0e0");
    assert_eq!(iccs(&p, "-R=5"), "a0e0");
    assert_eq!(iccs(&p, "前俥平五"), "a3e3");
    assert_eq!(iccs(&p, "後俥平五"), "a0e0");
    let front = Move::new("a3".parse_sq(), "a4".parse_sq());
    assert_eq!(write_wxf(&p, front), "R++1");
    assert_eq!(
        write_wxf(&p, Move::new("a0".parse_sq(), "e0".parse_sq())),
        "R-=5"
    );
    // A file number that fits only one of the two is accepted; one that fits both is not.
    assert_eq!(iccs(&p, "R9-1"), "a3a2");
    match resolve(&p, "R9+1") {
        Err(MoveError::Ambiguous {
            what, candidates, ..
        }) => {
            assert_eq!(candidates, ["a0a1", "a3a4"]);
            assert_eq!(what, "two chariots can make that move");
        }
        other => panic!("expected ambiguous, got {other:?}"),
    }
    // Three soldiers on one file are numbered from the front.
    let p = "3k5/9/P8/P8/P8/9/9/9/9/5K3 w".parse::<Position>().unwrap();
    assert_eq!(
        write_wxf(&p, Move::new("a7".parse_sq(), "a8".parse_sq())),
        "19+1"
    );
    assert_eq!(
        write_wxf(&p, Move::new("a5".parse_sq(), "b5".parse_sq())),
        "39=8"
    );
    assert_eq!(iccs(&p, "29=8"), "a6b6");
    assert_eq!(iccs(&p, "中兵平八"), "a6b6");
}

trait ParseSq {
    fn parse_sq(self) -> kibitz::games::xiangqi::Square;
}

impl ParseSq for &str {
    fn parse_sq(self) -> kibitz::games::xiangqi::Square {
        kibitz::games::xiangqi::Square::parse(self).unwrap()
    }
}

#[test]
fn unreadable_ambiguous_and_illegal_are_different_answers() {
    let start = Position::start();
    assert!(matches!(
        resolve(&start, "hello"),
        Err(MoveError::Unreadable { .. })
    ));
    assert!(matches!(
        resolve(&start, "炮二走五"),
        Err(MoveError::Unreadable { .. })
    ));
    assert!(matches!(
        resolve(&start, ""),
        Err(MoveError::Unreadable { .. })
    ));
    assert!(matches!(
        resolve(&start, "R9+3"),
        Err(MoveError::Illegal { .. })
    ));
    let err = resolve(&start, "h2h8").unwrap_err().to_string();
    assert!(err.contains("blocked at h7"), "{err}");
    assert!(err.contains("legal moves from h2:"), "{err}");
    let err = resolve(&start, "e6e5").unwrap_err().to_string();
    assert!(err.contains("black's"), "{err}");
}

#[test]
fn agrees_with_fairy_stockfish_on_recorded_positions() {
    let text = include_str!("../data/xiangqi_fsf_legal.txt");
    let mut positions = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (fen, moves) = line.split_once(" ; ").unwrap_or((line, ""));
        let position = fen.trim().parse::<Position>().unwrap();
        let mut theirs: Vec<(String, String)> = moves
            .split_whitespace()
            .map(|pair| {
                let (iccs, wxf) = pair.split_once('=').expect("iccs=wxf");
                (iccs.to_string(), wxf.to_string())
            })
            .collect();
        theirs.sort();
        let mut ours: Vec<String> = position.legal_moves().iter().map(Move::to_string).collect();
        ours.sort();
        let their_moves: Vec<String> = theirs.iter().map(|(m, _)| m.clone()).collect();
        assert_eq!(ours, their_moves, "{fen}");
        for (iccs_text, wxf) in &theirs {
            let mv = resolve(&position, wxf).unwrap_or_else(|e| panic!("{wxf} in {fen}: {e}"));
            assert_eq!(&mv.to_string(), iccs_text, "{wxf} in {fen}");
            // And we write what Fairy-Stockfish writes, front/rear markers included.
            assert_eq!(&write_wxf(&position, mv), wxf, "{iccs_text} in {fen}");
        }
        positions += 1;
    }
    assert!(positions >= 100, "only {positions} recorded positions");
}

#[test]
fn advisors_and_elephants_on_one_file_are_written_with_their_file() {
    // Red's advisors on f0 and f2 (file 4), elephants on c0 and c4 (file 7); Black's
    // elephants on g9 and g5 (file 7). The direction tells each pair apart, so WXF writes the
    // file number, not front/rear (Fairy-Stockfish does the same: tests/data).
    let red: Position = "4k4/9/9/9/9/2B6/9/5A3/9/2BK1A3 w - - 0 1".parse().unwrap();
    let black: Position = "4kab2/9/9/9/6b2/9/9/9/9/3K5 b - - 0 1".parse().unwrap();
    let wxf =
        |position: &Position, text: &str| write_wxf(position, resolve(position, text).unwrap());
    assert_eq!(wxf(&red, "f0e1"), "A4+5");
    assert_eq!(wxf(&red, "f2e1"), "A4-5");
    assert_eq!(wxf(&red, "c0e2"), "E7+5");
    assert_eq!(wxf(&red, "c4e2"), "E7-5");
    assert_eq!(wxf(&black, "g9e7"), "E7+5");
    assert_eq!(wxf(&black, "g5e7"), "E7-5");
    // Both forms read.
    for (text, want) in [
        ("A4+5", "f0e1"),
        ("A-+5", "f0e1"),
        ("A4-5", "f2e1"),
        ("A+-5", "f2e1"),
        ("E7-5", "c4e2"),
        ("E+-5", "c4e2"),
        ("仕四進五", "f0e1"),
        ("前仕退五", "f2e1"),
    ] {
        assert_eq!(iccs(&red, text), want, "{text}");
    }
    // Two chariots that could both make the move still get front/rear.
    let chariots: Position = "3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1".parse().unwrap();
    assert_eq!(wxf(&chariots, "a3a4"), "R++1");
    assert_eq!(wxf(&chariots, "a1a2"), "R-+1");
    // ...but not where the other one would leave the board: the rear chariot's step forward
    // would take the front one off the board.
    let edge: Position = "R8/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1".parse().unwrap();
    assert_eq!(wxf(&edge, "a7a8"), "R9+1");
    assert_eq!(wxf(&edge, "a9a8"), "R+-1");
    assert_eq!(wxf(&edge, "a7b7"), "R-=8");
    assert_eq!(iccs(&edge, "R9+1"), "a7a8");
    assert_eq!(iccs(&edge, "R-+1"), "a7a8");
}
