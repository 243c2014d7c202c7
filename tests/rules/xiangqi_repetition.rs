//! Xiangqi by the Asian rules: perpetual check, perpetual chase and the 60-move rule.
//!
//! Three kinds of evidence: Fairy-Stockfish's own 33 repetition cases as data
//! (`tests/data/xiangqi_repetition_cases.tsv`); the reference itself (pyffish, run as a child
//! process through `tests/data/oracles/xiangqi_repetition.py`, never linked) judging random games
//! and constructed cycles ply for ply exactly as kibitz does; and properties of cycles.
//!
//! The oracle test needs `KIBITZ_ORACLE_PYTHON` (`bash .ci/oracles` prints it); without it the
//! test says so and passes, unless `KIBITZ_REQUIRE_ORACLES=1` (as `.ci/run` sets).

use kibitz::games::xiangqi::{
    losing_repetition, outcome, repetition, repetition_warning, Move, Position, Square, Verdict,
};
use kibitz::games::{EndDetail, EndReason, Outcome, Side};
use proptest::prelude::*;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

fn mv(text: &str) -> Move {
    let sq = |s: &str| Square::parse(s).unwrap_or_else(|| panic!("bad square {s}"));
    Move::new(sq(&text[..2]), sq(&text[2..]))
}

/// The positions of a game from `fen` through `moves` (each must be legal).
fn history(fen: &str, moves: &[Move]) -> Vec<Position> {
    let mut positions = vec![fen
        .parse::<Position>()
        .unwrap_or_else(|e| panic!("{fen}: {e}"))];
    for &m in moves {
        let last = positions.last().unwrap();
        let next = last
            .play(m)
            .unwrap_or_else(|e| panic!("{m} in {last}: {e:?}"));
        positions.push(next);
    }
    positions
}

/// Our judgement as the reference states it: `None` where the side to move has no legal move,
/// else (ended, sign of the value for the side to move).
fn ours(positions: &[Position]) -> Option<(bool, i32)> {
    let current = positions.last()?;
    if current.legal_moves().is_empty() {
        return None;
    }
    Some(match outcome(positions) {
        None => (false, 0),
        Some(o) => match o.winner() {
            None => (true, 0),
            Some(w) if w == current.turn() => (true, 1),
            Some(_) => (true, -1),
        },
    })
}

fn cases() -> Vec<(String, String, Vec<Move>, String)> {
    let text = include_str!("../data/xiangqi_repetition_cases.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let moves = cols[2].split_whitespace().map(mv).collect();
            (
                cols[0].to_string(),
                cols[1].to_string(),
                moves,
                cols[3].to_string(),
            )
        })
        .collect()
}

#[test]
fn the_references_33_cases_are_judged_as_it_judges_them() {
    let cases = cases();
    assert_eq!(cases.len(), 33);
    for (expected, fen, moves, comment) in cases {
        let positions = history(&fen, &moves);
        let got = ours(&positions);
        let want = match expected.as_str() {
            "win" => Some((true, 1)),
            "loss" => Some((true, -1)),
            "draw" => Some((true, 0)),
            _ => None,
        };
        match want {
            Some(w) => assert_eq!(got, Some(w), "{comment}: {fen} {moves:?}"),
            None => assert!(matches!(got, Some((true, _))), "{comment}: {got:?}"),
        }
    }
}

#[test]
fn a_perpetual_chase_names_both_pieces_and_its_status_word() {
    // Red's cannon chases the unprotected black chariot between a7 and b7.
    let (_, fen, moves, _) = cases().into_iter().next().unwrap();
    let positions = history(&fen, &moves);
    let o = outcome(&positions).unwrap();
    assert_eq!(
        o.status(kibitz::games::GameKind::Xiangqi),
        "win:black:perpetual-chase"
    );
    assert_eq!(o.reason(), EndReason::PerpetualChase);
    let Some(EndDetail::XiangqiChase {
        by,
        piece,
        square,
        unprotected,
    }) = o.detail()
    else {
        panic!("{o:?}")
    };
    assert_eq!((by.as_str(), piece.as_str()), ("cannon", "chariot"));
    assert_eq!(square, "a7");
    // The chariot on a7 has a defender, but a chariot attacked by a cannon is chased anyway:
    // the sentence does not call it unprotected.
    assert!(!*unprotected);
    // Stored and read back with its detail.
    let json = serde_json::to_string(&o).unwrap();
    assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), o);
}

#[test]
fn the_warning_comes_at_the_second_occurrence_and_a_losing_move_is_known_before_it_is_played() {
    let (_, fen, moves, _) = cases().into_iter().next().unwrap();
    // After c2a2 and one full cycle the position after c2a2 has occurred twice.
    let positions = history(&fen, &moves[..5]);
    let warning = repetition_warning(&positions).expect("second occurrence");
    assert_eq!(warning.plies, 4);
    assert_eq!(warning.outcome.reason(), EndReason::PerpetualChase);
    assert_eq!(warning.outcome.winner(), Some(Side::Second));
    assert!(repetition_warning(&positions[..4]).is_none());
    // Red's last move of the second cycle would complete it: it loses for Red.
    let before = history(&fen, &moves[..8]);
    let losing = losing_repetition(&before, moves[8]).expect("losing repetition");
    assert!(matches!(
        losing.verdict,
        Verdict::PerpetualChase {
            loser: Side::First,
            ..
        }
    ));
    assert_eq!(
        losing.describe(),
        "this move repeats the position a third time while your cannon has chased the chariot on a7 on every move; under the Asian rules that loses: play another move"
    );
    // Another Red move does not.
    let other = before
        .last()
        .unwrap()
        .legal_moves()
        .into_iter()
        .find(|&m| m != moves[8])
        .unwrap();
    assert!(losing_repetition(&before, other).is_none());
    // Black's moves never lose here (it only runs away).
    let black_turn = history(&fen, &moves[..7]);
    assert!(losing_repetition(&black_turn, moves[7]).is_none());
}

#[test]
fn sixty_moves_without_a_capture_draw() {
    // The halfmove clock of the FEN says 119 plies without a capture: one more quiet move draws,
    // a capture does not.
    let fen = "3k5/9/9/9/9/9/9/r8/R8/4K4 w - - 119 80";
    let positions = history(fen, &[mv("e0f0")]);
    assert_eq!(
        outcome(&positions),
        Some(Outcome::draw(EndReason::SixtyMoves))
    );
    assert_eq!(
        outcome(&positions)
            .unwrap()
            .status(kibitz::games::GameKind::Xiangqi),
        "draw:sixty-moves"
    );
    assert_eq!(outcome(&history(fen, &[])), None);
    assert_eq!(outcome(&history(fen, &[mv("a1a2")])), None);
}

/// Plays random legal moves from the start, with a bias to take a move back (so that positions
/// repeat and cycles form), `plies` long or until the game ends.
fn playout(seed: u64, plies: usize, back_bias: u64) -> (String, Vec<Move>) {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    };
    let start = Position::start();
    let fen = start.to_string();
    let mut positions = vec![start];
    let mut moves: Vec<Move> = Vec::new();
    for _ in 0..plies {
        let current = positions.last().unwrap();
        if outcome(&positions).is_some() {
            break;
        }
        let legal = current.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Take back this side's previous move if that is legal, or repeat its move of 4 plies ago.
        let n = moves.len();
        let mut choice = None;
        if next() % 100 < back_bias && n >= 2 {
            let m = moves[n - 2];
            let back = Move::new(m.to, m.from);
            if legal.contains(&back) {
                choice = Some(back);
            }
            if choice.is_none() && n >= 4 && legal.contains(&moves[n - 4]) {
                choice = Some(moves[n - 4]);
            }
        }
        let m = choice.unwrap_or_else(|| legal[(next() as usize) % legal.len()]);
        let p = current.play(m).unwrap();
        moves.push(m);
        positions.push(p);
    }
    (fen, moves)
}

/// A constructed cycle: from a random position, each side plays a move and its reverse, twice,
/// so that the third occurrence is reached; the moves chosen favour captures threatened (any
/// move), checks and chases arise as they may.
fn cycles(seed: u64) -> Vec<(String, Vec<Move>)> {
    let mut out = Vec::new();
    let (_, prefix) = playout(seed, 10 + (seed % 50) as usize, 0);
    let start = history(&Position::start().to_string(), &prefix);
    let base = start.last().unwrap().clone();
    if outcome(&start).is_some() {
        return out;
    }
    let fen = base.to_string();
    let legal = base.legal_moves();
    for (i, &a) in legal
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 5 == (seed % 5) as usize)
    {
        let Ok(p1) = base.play(a) else { continue };
        let replies = p1.legal_moves();
        if replies.is_empty() {
            continue;
        }
        let b = replies[(i * 7 + seed as usize) % replies.len()];
        let Ok(p2) = p1.play(b) else { continue };
        let a_back = Move::new(a.to, a.from);
        let Ok(p3) = p2.play(a_back) else { continue };
        let b_back = Move::new(b.to, b.from);
        if p3.play(b_back).is_err() || p1.piece_at(a.to).is_none() {
            continue;
        }
        // No captures in a cycle.
        if base.piece_at(a.to).is_some() || p1.piece_at(b.to).is_some() {
            continue;
        }
        let cycle = [a, b, a_back, b_back];
        let moves: Vec<Move> = cycle.iter().chain(cycle.iter()).copied().collect();
        out.push((fen.clone(), moves));
    }
    out
}

struct Oracle {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Oracle {
    fn start() -> Option<Oracle> {
        let Ok(python) = std::env::var("KIBITZ_ORACLE_PYTHON") else {
            assert!(
                std::env::var("KIBITZ_REQUIRE_ORACLES").as_deref() != Ok("1"),
                "KIBITZ_REQUIRE_ORACLES=1 but KIBITZ_ORACLE_PYTHON is not set (bash .ci/oracles)"
            );
            eprintln!(
                "skipped: KIBITZ_ORACLE_PYTHON is not set (export it from `bash .ci/oracles`)"
            );
            return None;
        };
        let script = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/oracles/xiangqi_repetition.py"
        );
        let mut child = Command::new(python)
            .arg(script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start the oracle");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Some(Oracle {
            child,
            input,
            output,
        })
    }

    fn judge(&mut self, fen: &str, moves: &[Move]) -> Vec<Option<(bool, i32)>> {
        let request = serde_json::json!({
            "fen": fen,
            "moves": moves.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        });
        writeln!(self.input, "{request}").unwrap();
        self.input.flush().unwrap();
        let mut line = String::new();
        self.output.read_line(&mut line).unwrap();
        let answers: Vec<Option<(bool, i64)>> =
            serde_json::from_str(&line).unwrap_or_else(|e| panic!("oracle said {line:?}: {e}"));
        answers
            .into_iter()
            .map(|a| a.map(|(ended, value)| (ended, value.signum() as i32)))
            .collect()
    }
}

impl Drop for Oracle {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn the_reference_judges_random_games_and_constructed_cycles_as_kibitz_does_ply_for_ply() {
    let Some(mut oracle) = Oracle::start() else {
        return;
    };
    // `KIBITZ_ORACLE_SCALE=10` judges ten times as many games (a long run, for the record).
    let scale: u64 = std::env::var("KIBITZ_ORACLE_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
        .max(1);
    let mut games: Vec<(String, Vec<Move>)> = Vec::new();
    for seed in 0..60 * scale {
        games.push(playout(seed, 160, 60));
    }
    for seed in 0..40 * scale {
        games.extend(cycles(seed));
    }
    for (fen, moves, _, _) in cases().into_iter().map(|(a, f, m, c)| (f, m, a, c)) {
        games.push((fen, moves));
    }
    let (mut plies, mut ended, mut decisive) = (0usize, 0usize, 0usize);
    let mut disagreements = Vec::new();
    for (fen, moves) in &games {
        let theirs = oracle.judge(fen, moves);
        let positions = history(fen, moves);
        for k in 0..=moves.len() {
            let mine = ours(&positions[..=k]);
            plies += 1;
            if let Some((true, v)) = mine {
                ended += 1;
                if v != 0 {
                    decisive += 1;
                }
            }
            if theirs[k] != mine {
                disagreements.push(format!(
                    "{fen} {:?}: reference {:?}, kibitz {mine:?}",
                    moves[..k].iter().map(|m| m.to_string()).collect::<Vec<_>>(),
                    theirs[k]
                ));
            }
        }
    }
    eprintln!(
        "oracle: {} games, {plies} plies, {ended} judged ended ({decisive} decisive), {} disagreements",
        games.len(),
        disagreements.len()
    );
    assert!(
        decisive > 20,
        "too few decisive repetitions to mean anything: {decisive}"
    );
    assert!(
        disagreements.is_empty(),
        "{}",
        disagreements[..disagreements.len().min(10)].join("\n")
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A side that repeats a cycle but once varies a move by one that neither checks nor chases
    /// (and comes back the same way) is never judged perpetual: the verdict needs every move.
    #[test]
    fn a_cycle_with_one_varied_move_is_never_perpetual_for_the_side_that_varied(seed in 0u64..5000) {
        for (fen, moves) in cycles(seed) {
            let base: Position = fen.parse().unwrap();
            let mover = base.turn();
            let (a, b) = (moves[0], moves[1]);
            // A quiet, non-checking alternative c for the same side with its way back.
            let alternatives = base.legal_moves();
            let Some(c) = alternatives.into_iter().find(|&c| {
                c != a && base.piece_at(c.to).is_none() && {
                    let p1 = base.play(c).unwrap();
                    !p1.in_check()
                        && p1.play(b).ok().and_then(|p2| p2.play(Move::new(c.to, c.from)).ok())
                            .is_some_and(|p3| !p3.in_check() && p3.play(Move::new(b.to, b.from)).is_ok())
                }
            }) else { continue };
            let c_back = Move::new(c.to, c.from);
            let (a_back, b_back) = (moves[2], moves[3]);
            // Cycle 1 as constructed, cycle 2 with c instead of a: the start occurs three times.
            let varied = [a, b, a_back, b_back, c, b, c_back, b_back];
            let positions = history(&fen, &varied);
            // c gives no check, so the varying side cannot have checked on every move.
            if let Some(Verdict::PerpetualCheck { loser }) = repetition(&positions) {
                prop_assert_ne!(loser, mover, "{} {:?}", fen, varied);
            }
            // And varying both moves of the side (a and its way back) by c never keeps a
            // perpetual check against it either.
            let both = [c, b, c_back, b_back, a, b, a_back, b_back];
            let positions = history(&fen, &both);
            if let Some(Verdict::PerpetualCheck { loser }) = repetition(&positions) {
                prop_assert_ne!(loser, mover);
            }
        }
    }
}

/// The four moves of a constructed cycle with one side's move `i` (0: the first mover's, 1: the
/// other's) replaced by `alt`, and its way back with it.
fn with_move(cycle: &[Move], i: usize, alt: Move) -> [Move; 4] {
    let mut varied = [cycle[0], cycle[1], cycle[2], cycle[3]];
    varied[i] = alt;
    varied[i + 2] = Move::new(alt.to, alt.from);
    varied
}

/// The verdict at the end of `cycles`, played one after the other from `fen` (`None` if a move
/// is illegal).
fn verdict_after(fen: &str, cycles: &[[Move; 4]]) -> Option<Option<Verdict>> {
    let mut position: Position = fen.parse().ok()?;
    let mut positions = vec![position.clone()];
    for mv in cycles.iter().flatten() {
        position = position.play(*mv).ok()?;
        positions.push(position.clone());
    }
    Some(repetition(&positions))
}

/// For a constructed cycle that is a perpetual chase, replaces one move of either side (and its
/// way back) in one of the two cycles by a quiet move that, repeated on its own, is no perpetual
/// of that side's, and checks that the side that varied is not judged to lose, whichever cycle
/// was varied: the chaser's chase is broken, the chased side stays free. Returns how many
/// variations were judged (0 when the cycle is no chase, or no such move fits).
fn check_varied_chase(fen: &str, moves: &[Move]) -> Result<usize, TestCaseError> {
    let cycle = &moves[..4];
    let original = with_move(cycle, 0, cycle[0]);
    let Some(Some(Verdict::PerpetualChase { .. })) = verdict_after(fen, &[original; 2]) else {
        return Ok(0);
    };
    let base: Position = fen.parse().unwrap();
    let mut checked = 0;
    for i in 0..2 {
        let before = if i == 0 {
            base.clone()
        } else {
            base.play(cycle[0]).unwrap()
        };
        let side = before.turn();
        let mut varied_here = 0;
        for alt in before.legal_moves() {
            if alt == cycle[i] || before.piece_at(alt.to).is_some() {
                continue;
            }
            let varied = with_move(cycle, i, alt);
            match verdict_after(fen, &[varied, varied]) {
                Some(verdict) if verdict.as_ref().and_then(Verdict::loser) != Some(side) => {}
                _ => continue,
            }
            for order in [[original, varied], [varied, original]] {
                let Some(verdict) = verdict_after(fen, &order) else {
                    continue;
                };
                prop_assert_ne!(
                    verdict.and_then(|v| v.loser()),
                    Some(side),
                    "{} {:?}",
                    fen,
                    order
                );
                varied_here += 1;
            }
            if varied_here >= 4 {
                break;
            }
        }
        checked += varied_here;
    }
    Ok(checked)
}

#[test]
fn a_chase_cycle_with_one_varied_move_is_never_perpetual_for_the_side_that_varied() {
    // Deterministic seeds, so that the property is seen to be tested on real chases.
    let (mut chases, mut checked) = (0, 0);
    for seed in 0..1500u64 {
        for (fen, moves) in cycles(seed) {
            let n = check_varied_chase(&fen, &moves).unwrap();
            if n > 0 {
                chases += 1;
                checked += n;
            }
        }
    }
    eprintln!("{chases} perpetual chases varied, {checked} variations judged");
    assert!(
        chases >= 20,
        "too few chase cycles to mean anything: {chases}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The same over random seeds.
    #[test]
    fn a_varied_chase_cycle_is_never_perpetual_for_the_side_that_varied(seed in 1500u64..100_000) {
        for (fen, moves) in cycles(seed) {
            check_varied_chase(&fen, &moves)?;
        }
    }
}
