//! Tempo's rules, one by one, on hand-built positions; the seed's worked example; the start
//! position; perft from a data file; the generator against the per-stone rule checker; random
//! playouts.

use kibitz::games::tempo::{
    check_move, legal_moves, outcome, perft, play_unchecked, IllegalMove, Move, Position, Square,
    Tempo, START,
};
use kibitz::games::{AnyGame, EndReason, GameKind, GameOf, Notation, Outcome, Rules, Side};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|| panic!("bad cell {name}"))
}

fn pos(text: &str) -> Position {
    text.parse::<Position>()
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves of the stone on `from`, canonical, sorted.
fn moves_from(position: &str, from: &str) -> Vec<String> {
    let mut moves: Vec<String> = legal_moves(&pos(position))
        .into_iter()
        .filter(|m| m.from == sq(from))
        .map(|m| m.to_string())
        .collect();
    moves.sort();
    moves
}

fn all_moves(position: &str) -> Vec<String> {
    let mut moves: Vec<String> = legal_moves(&pos(position))
        .into_iter()
        .map(|m| m.to_string())
        .collect();
    moves.sort();
    moves
}

fn refusal(position: &str, from: &str, to: &str) -> IllegalMove {
    match check_move(&pos(position), sq(from), sq(to)) {
        Ok(mv) => panic!("{mv} should be illegal in {position}"),
        Err(e) => e,
    }
}

// --- Lines of three and the perpendicular move -------------------------------------------------

#[test]
fn middle_of_a_row_moves_along_the_column_both_ways() {
    // c3 between b3 and d3.
    assert_eq!(
        moves_from("6/6/1wbw2/6/6 b", "c3"),
        ["c3c1", "c3c2", "c3c4", "c3c5"]
    );
}

#[test]
fn middle_of_a_column_moves_along_the_row_both_ways() {
    // c3 between c2 and c4.
    assert_eq!(
        moves_from("6/2w3/2b3/2w3/6 b", "c3"),
        ["c3a3", "c3b3", "c3d3", "c3e3", "c3f3"]
    );
}

#[test]
fn middle_of_a_rising_diagonal_moves_along_the_other_diagonal() {
    // c3 between b2 and d4: it moves north-west (b4, a5) or south-east (d2, e1).
    assert_eq!(
        moves_from("6/3w2/2b3/1w4/6 b", "c3"),
        ["c3a5", "c3b4", "c3d2", "c3e1"]
    );
}

#[test]
fn middle_of_a_falling_diagonal_moves_along_the_other_diagonal() {
    // c3 between b4 and d2: it moves north-east (d4, e5) or south-west (b2, a1).
    assert_eq!(
        moves_from("6/1w4/2b3/3w2/6 b", "c3"),
        ["c3a1", "c3b2", "c3d4", "c3e5"]
    );
}

#[test]
fn neighbours_of_either_colour_make_a_line() {
    // One black and one white neighbour, or two black ones: the seed's rule (a).
    assert_eq!(moves_from("6/6/1bbw2/6/6 b", "c3").len(), 4);
    assert_eq!(moves_from("6/6/1bbb2/6/6 b", "c3").len(), 4);
}

#[test]
fn a_stone_in_several_lines_may_use_any_of_them() {
    // c3 between b3–d3 (row: north/south) and c2–c4 (column: east/west), all four neighbours
    // White's: it may take any of them, and slide nowhere.
    let p = "6/2w3/1wbw2/2w3/6 b";
    assert_eq!(moves_from(p, "c3"), ["c3b3", "c3c2", "c3c4", "c3d3"]);
}

#[test]
fn a_stone_not_between_two_stones_cannot_move() {
    // c3 has neighbours on b3 and c4, but no two on opposite sides.
    let p = "6/2w3/1wb3/6/6 b";
    assert!(moves_from(p, "c3").is_empty());
    assert_eq!(
        refusal(p, "c3", "c2"),
        IllegalMove::NotBetweenTwoStones(sq("c3"))
    );
    // A lone stone, and one with a gap on one side.
    assert!(moves_from("6/6/2b3/6/6 b", "c3").is_empty());
    assert!(moves_from("6/6/w1b1w1/6/6 b", "c3").is_empty());
}

#[test]
fn moves_not_perpendicular_to_the_line_are_refused() {
    let p = "6/6/1wbw2/6/6 b"; // c3 in a row: north or south only.
    for to in ["d4", "b2", "d2"] {
        assert!(
            matches!(refusal(p, "c3", to), IllegalMove::NotPerpendicular { .. }),
            "{to}"
        );
    }
    let message = refusal(p, "c3", "d4").to_string();
    assert!(message.contains("the row b3–d3"), "{message}");
    assert!(message.contains("north or south"), "{message}");
    assert!(matches!(
        refusal(p, "c3", "d5"),
        IllegalMove::NotStraight { .. }
    ));
}

// --- Slides and captures -----------------------------------------------------------------------

#[test]
fn slides_stop_before_stones() {
    // Own stone on c5, enemy on c1: the slide north stops at c4, south at c2.
    let p = "2b3/6/1wbw2/6/2w3 b";
    assert_eq!(moves_from(p, "c3"), ["c3c2", "c3c4"]);
    assert_eq!(
        refusal(p, "c3", "c5"),
        IllegalMove::CannotCaptureOwnStone { to: sq("c5") }
    );
    assert_eq!(
        refusal(p, "c3", "c1"),
        IllegalMove::CaptureNotAdjacent {
            from: sq("c3"),
            to: sq("c1")
        }
    );
}

#[test]
fn a_slide_cannot_jump_over_a_stone() {
    // c4 is occupied by White: c3 takes it, but cannot pass it to reach c5.
    let p = "6/2w3/1wbw2/6/6 b";
    assert!(moves_from(p, "c3").contains(&"c3c4".to_string()));
    assert_eq!(
        refusal(p, "c3", "c5"),
        IllegalMove::PathBlocked {
            from: sq("c3"),
            to: sq("c5"),
            blocker: sq("c4")
        }
    );
}

#[test]
fn capture_only_of_a_directly_adjacent_enemy() {
    // Adjacent enemy on c4: taken by replacement.
    let p = "6/2w3/1wbw2/6/6 b";
    let next = play_unchecked(&pos(p), Move::new(sq("c3"), sq("c4")));
    assert_eq!(next.stone_at(sq("c4")), Some(Side::First));
    assert_eq!(next.stone_at(sq("c3")), None);
    assert_eq!(next.count(Side::Second), 2);
    // Enemy two cells away on c5 with c4 empty: slide to c4 only, no capture at the end.
    let far = "2w3/6/1wbw2/6/6 b";
    assert_eq!(moves_from(far, "c3"), ["c3c1", "c3c2", "c3c4"]);
    assert!(matches!(
        refusal(far, "c3", "c5"),
        IllegalMove::CaptureNotAdjacent { .. }
    ));
}

#[test]
fn own_stones_are_never_taken() {
    let p = "6/2b3/1wbw2/2b3/6 b"; // c3 in a row and a column; c4 and c2 are Black's.
    assert_eq!(moves_from(p, "c3"), ["c3b3", "c3d3"]);
    assert_eq!(
        refusal(p, "c3", "c4"),
        IllegalMove::CannotCaptureOwnStone { to: sq("c4") }
    );
}

#[test]
fn only_the_side_to_move_moves() {
    let p = "6/6/1wbw2/6/6 w";
    assert!(moves_from(p, "c3").is_empty());
    assert!(matches!(
        refusal(p, "c3", "c4"),
        IllegalMove::NotYourStone { .. }
    ));
    assert_eq!(refusal(p, "a1", "a2"), IllegalMove::NoStone(sq("a1")));
    assert_eq!(
        refusal("6/6/1wbw2/6/6 b", "c3", "c3"),
        IllegalMove::SameCell(sq("c3"))
    );
}

#[test]
fn data_driven_move_cases() {
    let text = include_str!("../data/tempo_moves.txt");
    let mut cases = 0;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [fen, text, expected] = fields[..] else {
            panic!("bad line: {line}");
        };
        let position = pos(fen);
        let typed = kibitz::games::tempo::parse(text).unwrap();
        let got = match check_move(&position, typed.from, typed.to) {
            Ok(_) => "legal",
            Err(e) => e.rule(),
        };
        assert_eq!(got, expected, "{line}");
        // The same answer through the game interface: legal moves play, others are refused.
        let resolved = Tempo::resolve(&position, text);
        assert_eq!(resolved.is_ok(), expected == "legal", "{line}");
        cases += 1;
    }
    assert!(cases >= 25);
}

// --- Edges and corners -------------------------------------------------------------------------

#[test]
fn edge_stones_move_into_the_board() {
    // a3 between a2 and a4 (the edge column) moves east only.
    assert_eq!(
        moves_from("6/w5/b5/w5/6 b", "a3"),
        ["a3b3", "a3c3", "a3d3", "a3e3", "a3f3"]
    );
    // f3 likewise moves west only.
    assert_eq!(
        moves_from("6/5w/5b/5w/6 b", "f3"),
        ["f3a3", "f3b3", "f3c3", "f3d3", "f3e3"]
    );
    // b1 between a1 and c1 (the bottom row) moves north only; d5 between c5 and e5 south only.
    assert_eq!(
        moves_from("6/6/6/6/wbw3 b", "b1"),
        ["b1b2", "b1b3", "b1b4", "b1b5"]
    );
    assert_eq!(
        moves_from("2wbw1/6/6/6/6 b", "d5"),
        ["d5d1", "d5d2", "d5d3", "d5d4"]
    );
    // An edge stone is never the middle of a diagonal: b1 with a2 and c2 occupied cannot move.
    let p = "6/6/6/w1w3/1b4 b";
    assert!(moves_from(p, "b1").is_empty());
    assert_eq!(
        refusal(p, "b1", "b2"),
        IllegalMove::NotBetweenTwoStones(sq("b1"))
    );
}

#[test]
fn corner_slides_are_exactly_the_inward_diagonal() {
    assert_eq!(
        moves_from("6/6/6/w5/bw4 b", "a1"),
        ["a1b2", "a1c3", "a1d4", "a1e5"]
    );
    assert_eq!(
        moves_from("6/6/6/5w/4wb b", "f1"),
        ["f1b5", "f1c4", "f1d3", "f1e2"]
    );
    assert_eq!(
        moves_from("bw4/w5/6/6/6 b", "a5"),
        ["a5b4", "a5c3", "a5d2", "a5e1"]
    );
    assert_eq!(
        moves_from("4wb/5w/6/6/6 b", "f5"),
        ["f5b1", "f5c2", "f5d3", "f5e4"]
    );
}

#[test]
fn a_corner_with_one_neighbour_cannot_move() {
    for (p, corner, to) in [
        ("6/6/6/6/bw4 b", "a1", "b2"),
        ("6/6/6/w5/b5 b", "a1", "b2"),
        ("6/6/6/5w/5b b", "f1", "e2"),
        ("bw4/6/6/6/6 b", "a5", "b4"),
        ("5b/5w/6/6/6 b", "f5", "e4"),
    ] {
        assert!(moves_from(p, corner).is_empty(), "{p}");
        assert!(
            matches!(
                refusal(p, corner, to),
                IllegalMove::CornerNeedsBothNeighbours { .. }
            ),
            "{p}"
        );
    }
    let message = refusal("6/6/6/6/bw4 b", "a1", "b2").to_string();
    assert!(message.contains("b1 and a2"), "{message}");
}

#[test]
fn a_corner_captures_only_on_its_diagonal() {
    // a1 with enemy neighbours b1, a2 and an enemy on b2: it takes b2, never b1 or a2.
    let p = "6/6/6/ww4/bw4 b";
    assert_eq!(moves_from(p, "a1"), ["a1b2"]);
    assert!(matches!(
        refusal(p, "a1", "a2"),
        IllegalMove::CornerMovesDiagonally { .. }
    ));
    assert!(matches!(
        refusal(p, "a1", "b1"),
        IllegalMove::CornerMovesDiagonally { .. }
    ));
}

// --- The start position ------------------------------------------------------------------------

#[test]
fn black_has_33_moves_at_the_start_all_captures() {
    let start = Position::start();
    let moves = legal_moves(&start);
    assert_eq!(moves.len(), 33);
    assert!(moves.iter().all(|m| m.is_capture(&start)));
    // Every move is one step: captures are adjacent only and the board is full.
    for m in &moves {
        let (df, dr) = (
            m.to.file().abs_diff(m.from.file()),
            m.to.rank().abs_diff(m.from.rank()),
        );
        assert!(df <= 1 && dr <= 1, "{m}");
    }
    // Worked out by hand: a2 (edge, between a1 and a3) takes b2; c2 (between b1 and d3) takes
    // d1; f3 (edge, between f2 and f4) takes e3; the corner a1 (b1 and a2 occupied) takes b2.
    let listed = all_moves(START);
    for m in ["a2b2", "c2d1", "f3e3", "a1b2", "e2f1", "b3b4"] {
        assert!(listed.contains(&m.to_string()), "{m}");
    }
    // b3 is the middle of a4–c2, but c4 is Black's own stone.
    assert!(!listed.contains(&"b3c4".to_string()));
}

// --- The seed's worked example -----------------------------------------------------------------

/// The stones of the seed's figure 104 that its statements mention: Black on A4, B3, C2, B1,
/// E3, E2; White on D3, E4, D1. (B1 is implied: C2 takes D1 along the diagonal, so C2 must be
/// the middle of B1–D3.)
const FIGURE_104: &str = "6/b3w1/1b1wb1/2b1b1/1b1w2";

fn figure(side: char) -> String {
    format!("{FIGURE_104} {side}")
}

#[test]
fn seed_example_black_b3_goes_to_c4_between_a4_and_c2() {
    let p = figure('b');
    assert!(moves_from(&p, "b3").contains(&"b3c4".to_string()));
    // The reason is the line A4–B3–C2: without A4 the move is gone.
    let without_a4 = "6/4w1/1b1wb1/2b1b1/1b1w2 b";
    assert_eq!(
        refusal(without_a4, "b3", "c4"),
        IllegalMove::NotBetweenTwoStones(sq("b3"))
    );
}

#[test]
fn seed_example_white_d3_goes_to_c4_or_b5_between_c2_and_e4() {
    let p = figure('w');
    let slides: Vec<String> = moves_from(&p, "d3")
        .into_iter()
        .filter(|m| !m.ends_with("e2"))
        .collect();
    assert_eq!(slides, ["d3b5", "d3c4"]);
}

#[test]
fn seed_example_black_e3_goes_to_f3_or_takes_d3() {
    let p = figure('b');
    assert_eq!(moves_from(&p, "e3"), ["e3d3", "e3f3"]);
    let after = play_unchecked(&pos(&p), Move::new(sq("e3"), sq("d3")));
    assert_eq!(after.stone_at(sq("d3")), Some(Side::First));
    assert_eq!(after.count(Side::Second), 2);
}

#[test]
fn seed_example_black_c2_takes_d1() {
    let p = figure('b');
    assert!(moves_from(&p, "c2").contains(&"c2d1".to_string()));
    assert!(pos(&p).stone_at(sq("d1")) == Some(Side::Second));
}

#[test]
fn seed_example_dropped_remark_white_d3_can_take_e2() {
    // The seed says no White stone can capture here; by the rules (and `docs/rules/tempo.md`) D3,
    // the middle of C2–E4, takes the adjacent E2 south-east. That remark is not reproduced.
    let p = figure('w');
    let captures: Vec<String> = legal_moves(&pos(&p))
        .into_iter()
        .filter(|m| m.is_capture(&pos(&p)))
        .map(|m| m.to_string())
        .collect();
    assert_eq!(captures, ["d3e2"]);
}

// --- End of the game ---------------------------------------------------------------------------

fn status(game: &GameOf<Tempo>) -> String {
    kibitz::games::status_string(GameKind::Tempo, game.outcome())
}

#[test]
fn a_side_with_no_legal_move_loses() {
    // Black's lone stone cannot move.
    let stuck = GameOf::<Tempo>::new(Some("6/6/6/6/b4w b")).unwrap();
    assert_eq!(status(&stuck), "win:white:no-moves");
    // White's stones b3 and d3 each have only one neighbour.
    let blocked = GameOf::<Tempo>::new(Some("6/6/1wbw2/6/6 w")).unwrap();
    assert_eq!(status(&blocked), "win:black:no-moves");
    // The same stones with Black to move: c3 can go.
    let free = GameOf::<Tempo>::new(Some("6/6/1wbw2/6/6 b")).unwrap();
    assert_eq!(status(&free), "ongoing");
    // White's c1 lacks d1, and the corner a1 lacks a2.
    let empty_white = GameOf::<Tempo>::new(Some("6/6/6/6/wbw3 w")).unwrap();
    assert_eq!(status(&empty_white), "win:black:no-moves");
    // No stones at all.
    let no_stones = GameOf::<Tempo>::new(Some("6/6/6/6/b5 w")).unwrap();
    assert_eq!(status(&no_stones), "win:black:no-moves");
}

#[test]
fn a_move_that_blocks_the_opponent_wins() {
    // Black c3 (row b3–d3) takes c4; White's last stones b3 and d3 are then stuck.
    let mut game = GameOf::<Tempo>::new(Some("6/2w3/1wbw2/6/6 b")).unwrap();
    assert_eq!(status(&game), "ongoing");
    let played = game.play("c3xc4").unwrap();
    assert_eq!(
        played.outcome,
        Some(Outcome::win(Side::First, EndReason::NoMoves))
    );
    assert!(game.legal_moves(Notation::Canonical).is_empty());
    assert!(matches!(
        game.play("b3b4"),
        Err(kibitz::games::MoveError::GameOver(_))
    ));
}

/// Black shuffles c3↔c4 (between b3–d3, then b4–d4); White shuffles b1↔b2 (between a1–c1, then
/// a2–c2). Eight plies bring the start position back for the third time.
const SHUFFLE: [&str; 8] = [
    "c3c4", "b1b2", "c4c3", "b2b1", "c3c4", "b1b2", "c4c3", "b2b1",
];

fn shuffle(start: &str) -> (GameOf<Tempo>, Vec<String>) {
    let mut game = GameOf::<Tempo>::new(Some(start)).unwrap();
    let mut statuses = Vec::new();
    for mv in SHUFFLE {
        game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        statuses.push(status(&game));
    }
    (game, statuses)
}

#[test]
fn third_repetition_with_equal_stones_is_a_draw() {
    let (_, statuses) = shuffle("6/1b1b2/1bbb2/w1w3/www3 b");
    assert!(statuses[..7].iter().all(|s| s == "ongoing"), "{statuses:?}");
    assert_eq!(statuses[7], "draw:repetition");
}

#[test]
fn third_repetition_fewer_stones_wins() {
    // An extra white stone on f5 (a corner that cannot move): Black has fewer and wins.
    let (_, statuses) = shuffle("5w/1b1b2/1bbb2/w1w3/www3 b");
    assert_eq!(statuses[7], "win:black:repetition");
    // An extra black stone instead: White wins.
    let (_, statuses) = shuffle("5b/1b1b2/1bbb2/w1w3/www3 b");
    assert_eq!(statuses[7], "win:white:repetition");
}

#[test]
fn repetition_counts_the_side_to_move() {
    // The same stones with the other side to move are a different position.
    let a = pos("6/1b1b2/1bbb2/w1w3/www3 b");
    let b = a.with_turn(Side::Second);
    // Four times the same stones, but twice with each side to move.
    assert_eq!(outcome(&[a, b, a, b]), None);
    assert_eq!(
        outcome(&[a, b, a, b, a]),
        Some(Outcome::draw(EndReason::Repetition))
    );
}

// --- Perft -------------------------------------------------------------------------------------

// The table `tests/data/tempo_perft.txt` is checked by the generic runner in `perft.rs`.

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn perft_deep() {
    // The per-stone checker, a second reading of the rules, agrees one level deeper too.
    assert_eq!(slow_perft(&Position::start(), 4), 619_182);
}

#[test]
fn start_perft_is_recorded_to_depth_four_or_more() {
    let table = crate::perft::read_perft_file("tests/data/tempo_perft.txt");
    let first = &table[0];
    assert_eq!(pos(&first.position), Position::start());
    assert!(first.counts.iter().any(|&(d, _)| d >= 4));
    assert_eq!(first.counts[0], (1, 33));
}

/// Perft the slow way: every from/to pair through the per-stone checker.
fn slow_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for from in Square::all() {
        for to in Square::all() {
            if let Ok(mv) = check_move(p, from, to) {
                nodes += slow_perft(&Tempo::play(p, mv).unwrap(), depth - 1);
            }
        }
    }
    nodes
}

#[test]
fn fast_perft_agrees_with_the_rule_checker() {
    for fen in [
        "bwbwbw/bwbwbw/wbwbwb/bwbwbw/bwbwbw b",
        "6/b3w1/1b1wb1/2b1b1/1b1w2 w",
        "5w/1b1b2/1bbb2/w1w3/www3 b",
    ] {
        let p = pos(fen);
        assert_eq!(perft(&p, 3), slow_perft(&p, 3), "{fen}");
    }
}

// --- Random playouts ---------------------------------------------------------------------------

/// Plays random games from `start` until they end; checks each ending against the history and
/// returns how many ended each way (`status` string → count).
fn random_playouts(
    start: Option<&str>,
    games: usize,
    seed: u64,
    prefer_slides: bool,
) -> std::collections::BTreeMap<String, usize> {
    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut endings = std::collections::BTreeMap::new();
    for game_no in 0..games {
        let mut game = GameOf::<Tempo>::new(start).unwrap();
        let mut plies = 0;
        while game.outcome().is_none() {
            let moves = game.legal_moves(Notation::Canonical);
            assert!(!moves.is_empty(), "game {game_no}: ongoing without moves");
            // Slides only, when asked and possible: games that avoid captures come back to the
            // same positions, which exercises the repetition rule.
            let human = game.legal_moves(Notation::Human);
            let slides: Vec<&String> = moves
                .iter()
                .zip(&human)
                .filter(|(_, h)| !h.contains('x'))
                .map(|(m, _)| m)
                .collect();
            let mv = if prefer_slides && !slides.is_empty() {
                (*slides.choose(&mut rng).unwrap()).clone()
            } else {
                moves.choose(&mut rng).unwrap().clone()
            };
            game.play(&mv).unwrap();
            plies += 1;
            assert!(plies < 20_000, "game {game_no} did not end");
        }
        let outcome = game.outcome().unwrap().clone();
        let current = *game.current();
        let mover = current.turn();
        match outcome.reason().as_str() {
            "no-moves" => {
                assert!(legal_moves(&current).is_empty());
                assert_eq!(outcome.winner(), Some(mover.opponent()));
            }
            "repetition" => {
                let seen = game.history().iter().filter(|p| **p == current).count();
                assert_eq!(seen, 3, "ends at the third occurrence, not later");
                let (black, white) = (current.count(Side::First), current.count(Side::Second));
                let expected = match black.cmp(&white) {
                    std::cmp::Ordering::Less => Some(Side::First),
                    std::cmp::Ordering::Greater => Some(Side::Second),
                    std::cmp::Ordering::Equal => None,
                };
                assert_eq!(outcome.winner(), expected);
            }
            other => panic!("unexpected reason {other}"),
        }
        // The record replays to the same place.
        let again = kibitz::games::replay(&game.record()).unwrap();
        assert_eq!(again.position(), game.position());
        assert_eq!(again.outcome(), game.outcome());
        *endings.entry(outcome.status(GameKind::Tempo)).or_insert(0) += 1;
    }
    endings
}

#[test]
fn random_playouts_from_the_start_reach_an_outcome() {
    let endings = random_playouts(None, 200, 0x7e3f0, false);
    assert_eq!(endings.values().sum::<usize>(), 200);
    // Both sides win some: the generator favours neither.
    assert!(
        endings.get("win:black:no-moves").is_some_and(|&n| n > 20),
        "{endings:?}"
    );
    assert!(
        endings.get("win:white:no-moves").is_some_and(|&n| n > 20),
        "{endings:?}"
    );
}

#[test]
fn random_playouts_avoiding_captures_also_end_by_repetition() {
    let mut all = std::collections::BTreeMap::new();
    for (i, start) in [
        START,
        "bwbwbw/bwbwbw/w1wbwb/bwbwbw/bwbwbw w",
        "bwbw1w/bwbwbw/wb1bwb/bwbwbw/bwbwbw b",
    ]
    .into_iter()
    .enumerate()
    {
        for (status, n) in random_playouts(Some(start), 100, 17 + i as u64, true) {
            *all.entry(status).or_insert(0) += n;
        }
    }
    assert_eq!(all.values().sum::<usize>(), 300);
    assert!(all.keys().any(|s| s.ends_with(":repetition")), "{all:?}");
}
