//! Notation: ICCS, WXF and Chinese read back to the moves they were written from, the three
//! roles of failure stay apart, and our legal moves agree with Fairy-Stockfish's on positions it
//! listed once (tests/data/xiangqi_fsf_legal.txt). Chinese output is checked against a table of
//! moves as Chinese records write them, in both scripts.

use kibitz::games::xiangqi::{parse, write_chinese, write_wxf, MoveText, Origin};
use kibitz::games::xiangqi::{resolve, Move, Position};
use kibitz::games::{MoveError, Script};
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
    fn every_legal_move_reads_back_from_chinese_in_both_scripts(seed in any::<u64>(), plies in 0usize..160) {
        let position = playout(seed, plies);
        let red = position.turn() == kibitz::games::Side::First;
        for mv in position.legal_moves() {
            for script in [Script::Traditional, Script::Simplified] {
                let text = write_chinese(&position, mv, script);
                prop_assert_eq!(resolve(&position, &text), Ok(mv), "{} ({:?}) in {}", text, script, position.to_string());
                prop_assert_eq!(text.chars().count(), 4, "{}", text);
                // The script is consistent: no character of the other script slips in.
                let foreign = match script {
                    Script::Traditional => SIMPLIFIED_ONLY,
                    Script::Simplified => TRADITIONAL_ONLY,
                };
                prop_assert!(!text.chars().any(|c| foreign.contains(c)), "{} ({:?})", text, script);
                // Red counts in Chinese numerals, Black in full-width digits; never ASCII digits.
                let last = text.chars().last().unwrap_or(' ');
                prop_assert_eq!(RED_NUMERALS.contains(last), red, "{}", text);
                prop_assert_eq!(FULL_WIDTH.contains(last), !red, "{}", text);
                prop_assert!(!text.chars().any(|c| c.is_ascii()), "{}", text);
            }
            // Direction and number mean the same as in WXF (the piece naming may differ).
            let chinese = parse(&write_chinese(&position, mv, Script::Traditional));
            let wxf = parse(&write_wxf(&position, mv));
            match (chinese, wxf) {
                (Ok(MoveText::Descriptive(c)), Ok(MoveText::Descriptive(w))) => {
                    prop_assert_eq!((c.direction, c.number), (w.direction, w.number));
                }
                other => prop_assert!(false, "not descriptive: {:?}", other),
            }
        }
    }

    #[test]
    fn crowded_soldiers_read_back_from_chinese(
        red in proptest::collection::vec((1u8..5, 5u8..10), 2..=5),
        black in proptest::collection::vec((4u8..8, 0u8..5), 2..=5),
        red_general in (3u8..6, 0u8..3),
        black_general in (3u8..6, 7u8..10),
        red_to_move in any::<bool>(),
    ) {
        // Soldiers heaped on four files across the river: 前/中/後 and 一…五 are needed often.
        let position = crowd(&red, &black, red_general, black_general, red_to_move);
        prop_assume!(position.is_some());
        let Some(position) = position else {
            return Ok(());
        };
        for mv in position.legal_moves() {
            for script in [Script::Traditional, Script::Simplified] {
                let text = write_chinese(&position, mv, script);
                prop_assert_eq!(resolve(&position, &text), Ok(mv), "{} in {}", text, position.to_string());
            }
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
            assert_eq!(what.to_string(), "two chariots can make that move");
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

/// Characters only simplified Chinese uses in moves, and only traditional.
const SIMPLIFIED_ONLY: &str = "帅将马车进后";
const TRADITIONAL_ONLY: &str = "帥將傌馬俥車砲進後";
const RED_NUMERALS: &str = "一二三四五六七八九";
const FULL_WIDTH: &str = "１２３４５６７８９";

/// Moves as Chinese records write them: position (FEN), move (ICCS), traditional, simplified.
/// The openings are the standard 中炮 / 屏風馬 lines; the crowded-soldier cases follow the
/// xqbase standard's own table (一兵平五 = f8e8 …) and its Black form (一卒平５).
const CHINESE_MOVES: &[(&str, &str, &str, &str)] = &[
    // Red from the start: files in Chinese numerals from Red's right.
    (START, "h2e2", "炮二平五", "炮二平五"),
    (START, "b0c2", "傌八進七", "马八进七"),
    (START, "h0g2", "傌二進三", "马二进三"),
    (START, "i0i1", "俥一進一", "车一进一"),
    (START, "g0e2", "相三進五", "相三进五"),
    (START, "f0e1", "仕四進五", "仕四进五"),
    (START, "e0e1", "帥五進一", "帅五进一"),
    (START, "c3c4", "兵七進一", "兵七进一"),
    (START, "b2b9", "炮八進七", "炮八进七"),
    // Black after 炮二平五: full-width digits from Black's right.
    (AFTER_C2_5, "h9g7", "馬８進７", "马８进７"),
    (AFTER_C2_5, "b9c7", "馬２進３", "马２进３"),
    (AFTER_C2_5, "h7e7", "砲８平５", "炮８平５"),
    (AFTER_C2_5, "h7h8", "砲８退１", "炮８退１"),
    (AFTER_C2_5, "c6c5", "卒３進１", "卒３进１"),
    (AFTER_C2_5, "i9i8", "車９進１", "车９进１"),
    (AFTER_C2_5, "e9e8", "將５進１", "将５进１"),
    (AFTER_C2_5, "d9e8", "士４進５", "士４进５"),
    (AFTER_C2_5, "c9e7", "象３進５", "象３进５"),
    // Two red chariots on file 九: 前/後 whenever two like pieces share a file.
    (
        "3k5/9/9/9/9/9/R8/9/9/R4K3 w",
        "a3e3",
        "前俥平五",
        "前车平五",
    ),
    (
        "3k5/9/9/9/9/9/R8/9/9/R4K3 w",
        "a0e0",
        "後俥平五",
        "后车平五",
    ),
    (
        "3k5/9/9/9/9/9/R8/9/9/R4K3 w",
        "a3a4",
        "前俥進一",
        "前车进一",
    ),
    (
        "3k5/9/9/9/9/9/R8/9/9/R4K3 w",
        "a3a2",
        "前俥退一",
        "前车退一",
    ),
    // ...even where WXF writes the file (R9+1: the front one would leave the board).
    (
        "R8/4k4/R8/9/9/9/9/9/9/3K5 w",
        "a7a8",
        "後俥進一",
        "后车进一",
    ),
    (
        "R8/4k4/R8/9/9/9/9/9/9/3K5 w",
        "a9a8",
        "前俥退一",
        "前车退一",
    ),
    // Two black chariots on file 1: Black's front is the one nearer Red.
    (
        "r4k3/9/9/r8/9/9/9/9/9/3K5 b",
        "a6e6",
        "前車平５",
        "前车平５",
    ),
    (
        "r4k3/9/9/r8/9/9/9/9/9/3K5 b",
        "a9a7",
        "後車進２",
        "后车进２",
    ),
    // Advisors and elephants on one file never take 前/後.
    (
        "4k4/9/9/9/9/2B6/9/5A3/9/2BK1A3 w",
        "f0e1",
        "仕四進五",
        "仕四进五",
    ),
    (
        "4k4/9/9/9/9/2B6/9/5A3/9/2BK1A3 w",
        "f2e1",
        "仕四退五",
        "仕四退五",
    ),
    (
        "4k4/9/9/9/9/2B6/9/5A3/9/2BK1A3 w",
        "c0e2",
        "相七進五",
        "相七进五",
    ),
    (
        "4k4/9/9/9/9/2B6/9/5A3/9/2BK1A3 w",
        "c4e2",
        "相七退五",
        "相七退五",
    ),
    // Three soldiers on one file: 前/中/後.
    (
        "3k5/9/P8/P8/P8/9/9/9/9/5K3 w",
        "a7a8",
        "前兵進一",
        "前兵进一",
    ),
    (
        "3k5/9/P8/P8/P8/9/9/9/9/5K3 w",
        "a6b6",
        "中兵平八",
        "中兵平八",
    ),
    (
        "3k5/9/P8/P8/P8/9/9/9/9/5K3 w",
        "a5b5",
        "後兵平八",
        "后兵平八",
    ),
    // Four on one file: 一…四 from the front.
    (
        "3k5/P8/P8/P8/P8/9/9/9/9/5K3 w",
        "a8a9",
        "一兵進一",
        "一兵进一",
    ),
    (
        "3k5/P8/P8/P8/P8/9/9/9/9/5K3 w",
        "a7b7",
        "二兵平八",
        "二兵平八",
    ),
    (
        "3k5/P8/P8/P8/P8/9/9/9/9/5K3 w",
        "a5b5",
        "四兵平八",
        "四兵平八",
    ),
    // Two files with two soldiers each (the xqbase table): 一…四, file 四 before file 六;
    // a soldier alone on its file keeps the plain form.
    (
        "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w",
        "f8e8",
        "一兵平五",
        "一兵平五",
    ),
    (
        "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w",
        "f6e6",
        "二兵平五",
        "二兵平五",
    ),
    (
        "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w",
        "d8e8",
        "三兵平五",
        "三兵平五",
    ),
    (
        "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w",
        "d6e6",
        "四兵平五",
        "四兵平五",
    ),
    (
        "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w",
        "e7e8",
        "兵五進一",
        "兵五进一",
    ),
    // The same for Black: counted from Black's right (file ４ before ６), the ordinal still a
    // Chinese numeral (一卒平５).
    (
        "4k4/9/9/9/9/9/3p1p3/4p4/3p1p3/4K4 b",
        "d1e1",
        "一卒平５",
        "一卒平５",
    ),
    (
        "4k4/9/9/9/9/9/3p1p3/4p4/3p1p3/4K4 b",
        "d3e3",
        "二卒平５",
        "二卒平５",
    ),
    (
        "4k4/9/9/9/9/9/3p1p3/4p4/3p1p3/4K4 b",
        "f1e1",
        "三卒平５",
        "三卒平５",
    ),
    (
        "4k4/9/9/9/9/9/3p1p3/4p4/3p1p3/4K4 b",
        "f3e3",
        "四卒平５",
        "四卒平５",
    ),
    (
        "4k4/9/9/9/9/9/3p1p3/4p4/3p1p3/4K4 b",
        "e2e1",
        "卒５進１",
        "卒５进１",
    ),
];

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
const AFTER_C2_5: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";

#[test]
fn chinese_output_matches_the_records() {
    for &(fen, iccs_text, traditional, simplified) in CHINESE_MOVES {
        let position: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv =
            resolve(&position, iccs_text).unwrap_or_else(|e| panic!("{iccs_text} in {fen}: {e}"));
        assert_eq!(
            write_chinese(&position, mv, Script::Traditional),
            traditional,
            "{iccs_text} in {fen}"
        );
        assert_eq!(
            write_chinese(&position, mv, Script::Simplified),
            simplified,
            "{iccs_text} in {fen}"
        );
        // And the record's text reads back to the move, in either script.
        assert_eq!(
            iccs(&position, traditional),
            iccs_text,
            "{traditional} in {fen}"
        );
        assert_eq!(
            iccs(&position, simplified),
            iccs_text,
            "{simplified} in {fen}"
        );
    }
}

#[test]
fn a_standard_opening_in_chinese() {
    // 中炮過河車 against 屏風馬: each move as records print it, Red and Black alternating.
    let line = [
        ("h2e2", "炮二平五", "炮二平五"),
        ("h9g7", "馬８進７", "马８进７"),
        ("h0g2", "傌二進三", "马二进三"),
        ("i9h9", "車９平８", "车９平８"),
        ("i0h0", "俥一平二", "车一平二"),
        ("b9c7", "馬２進３", "马２进３"),
        ("h0h6", "俥二進六", "车二进六"),
        ("h7i7", "砲８平９", "炮８平９"),
    ];
    let mut position = Position::start();
    for (iccs_text, traditional, simplified) in line {
        let mv = resolve(&position, iccs_text).unwrap_or_else(|e| panic!("{iccs_text}: {e}"));
        assert_eq!(
            write_chinese(&position, mv, Script::Traditional),
            traditional
        );
        assert_eq!(write_chinese(&position, mv, Script::Simplified), simplified);
        position = position.play(mv).expect("a resolved move is legal");
    }
}

#[test]
fn ordinals_read_in_chinese_and_in_xqbase_wxf() {
    let p: Position = "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w".parse().unwrap();
    assert_eq!(
        parse("三兵平五"),
        parse("Pc=5"),
        "the xqbase letters a-e are the ordinals 1-5"
    );
    match parse("三兵平五") {
        Ok(MoveText::Descriptive(d)) => assert_eq!(d.origin, Origin::Ordinal(3)),
        other => panic!("{other:?}"),
    }
    assert_eq!(iccs(&p, "Pc=5"), "d8e8");
    assert_eq!(iccs(&p, "pa.5"), "f8e8");
    // A fifth soldier on a crowded file does not exist here: an answer, not a guess.
    assert!(matches!(
        resolve(&p, "五兵平五"),
        Err(MoveError::Illegal { .. })
    ));
    // The plain file form still finds a soldier that only one of the two could move.
    assert_eq!(iccs(&p, "兵五進一"), "e7e8");
}

#[test]
fn moves_in_chinese_through_the_game_record() {
    use kibitz::games::{new_game, GameKind, Notation};
    let mut game = new_game(GameKind::Xiangqi, None).expect("the start");
    // Typed in any notation and either script...
    for text in ["炮二平五", "马８进７", "H2+3"] {
        game.play(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(game.moves(), ["h2e2", "h9g7", "h0g2"]);
    // ...and shown in the script asked for.
    assert_eq!(
        game.moves_in(Notation::Chinese(Script::Traditional)),
        ["炮二平五", "馬８進７", "傌二進三"]
    );
    assert_eq!(
        game.moves_in(Notation::Chinese(Script::Simplified)),
        ["炮二平五", "马８进７", "马二进三"]
    );
    // The stored record stays canonical.
    assert_eq!(game.moves_in(Notation::Canonical), ["h2e2", "h9g7", "h0g2"]);
}

/// A position with the two generals and the given soldiers (files 0–8 from a, ranks 0–9), or
/// `None` if the rules refuse it (flying general, the side not to move in check, a point
/// taken twice).
fn crowd(
    red: &[(u8, u8)],
    black: &[(u8, u8)],
    red_general: (u8, u8),
    black_general: (u8, u8),
    red_to_move: bool,
) -> Option<Position> {
    let mut board = [['.'; 9]; 10];
    let mut put = |(file, rank): (u8, u8), c: char| -> Option<()> {
        let point = &mut board[usize::from(rank)][usize::from(file)];
        (*point == '.').then(|| *point = c)
    };
    put(red_general, 'K')?;
    put(black_general, 'k')?;
    for &sq in red {
        put(sq, 'P')?;
    }
    for &sq in black {
        put(sq, 'p')?;
    }
    let ranks: Vec<String> = board
        .iter()
        .rev()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in rank {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(c);
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    let fen = format!(
        "{} {}",
        ranks.join("/"),
        if red_to_move { "w" } else { "b" }
    );
    fen.parse().ok()
}
