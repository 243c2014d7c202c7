//! Judging a finished game: winning chances from evaluations, the accuracy of each move and of
//! each side's game, and the marks (inaccuracy `?!`, mistake `?`, blunder `??`) with the better
//! move.
//!
//! The formulas are lichess's (its `WinPercent`, `AccuracyPercent` and `Advice`), written again
//! here for three games: the logistic curve turning an evaluation into winning chances takes a
//! multiplier `k` per game ([`win_k`]), fitted on the built-in engine's self-play
//! (`examples/fit_k.rs`), because an evaluation unit does not mean the same in Topo, Xiangqi
//! and Tempo as a centipawn does in chess.
//!
//! Evaluations here are always from the **first side's** point of view (as lichess keeps them
//! from White's), whoever is to move.

use super::{Engine, Limits, MATE};
use crate::games::{self, BySide, GameKind, GameRecord, ReplayError, Side};
use serde::{Deserialize, Serialize};

/// Evaluations beyond this (either way) count as this much: a won position is a won position.
pub const CP_CEILING: i32 = 1000;

/// lichess's multiplier for chess centipawns (scalachess `eval.scala`), for comparison and tests.
pub const CHESS_K: f64 = 0.003_682_08;

/// The multiplier of the logistic curve for `kind`'s evaluation units, fitted on self-play of the
/// built-in engine with `examples/fit_k.rs` (the README gives the data and a calibration table).
pub fn win_k(kind: GameKind) -> f64 {
    match kind {
        GameKind::Topo => TOPO_K,
        GameKind::Xiangqi => XIANGQI_K,
        GameKind::Tempo => TEMPO_K,
    }
}

// The multipliers below were fitted by `examples/fit_k.rs` (maximum likelihood of the final
// results under the curve) on 120 self-play games per game of the built-in engine at level 5
// with 4 random opening plies, every position evaluated at full strength with 1,500 nodes:
// 12,236 Topo, 12,753 Xiangqi and 2,972 Tempo positions. The README has the calibration table.
// Topo's is tiny because 92 of its 120 games were drawn by its rules whatever the material:
// there an evaluation says little about the result, and only forced wins move the chances.

/// Topo's fitted multiplier (see [`win_k`]).
pub const TOPO_K: f64 = 0.000_120;
/// Xiangqi's fitted multiplier (see [`win_k`]): half of chess's per unit.
pub const XIANGQI_K: f64 = 0.001_882;
/// Tempo's fitted multiplier (see [`win_k`]): a small lead in Tempo decides the game.
pub const TEMPO_K: f64 = 0.016_358;

/// What a search says about a position, from the first side's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Eval {
    /// An evaluation in the engine's units (a Xiangqi soldier is 100), positive when the first
    /// side stands better.
    Cp(i32),
    /// A forced win for `winner` in `moves` of its moves (0: the game is over, `winner` won).
    Mate { winner: Side, moves: u32 },
}

impl Eval {
    /// The evaluation as units, a forced win counting as [`CP_CEILING`] (lichess's `forceAsCp`
    /// with the ceiling applied).
    pub fn capped_cp(self) -> i32 {
        match self {
            Eval::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
            Eval::Mate {
                winner: Side::First,
                ..
            } => CP_CEILING,
            Eval::Mate { .. } => -CP_CEILING,
        }
    }

    /// The evaluation as units (no ceiling) when it is one, `None` for a forced win.
    pub fn cp(self) -> Option<i32> {
        match self {
            Eval::Cp(cp) => Some(cp),
            Eval::Mate { .. } => None,
        }
    }

    /// The evaluation from `side`'s point of view, in units.
    fn cp_for(self, side: Side) -> Option<i32> {
        self.cp()
            .map(|cp| if side == Side::First { cp } else { -cp })
    }

    /// A forced win as lichess's signed mate from `side`'s point of view: positive when `side`
    /// mates, negative when it is mated, `Some(0)` for a game already won (neither).
    fn mate_for(self, side: Side) -> Option<i64> {
        match self {
            Eval::Cp(_) => None,
            Eval::Mate { winner, moves } => {
                let n = i64::from(moves);
                Some(if winner == side { n } else { -n })
            }
        }
    }

    /// An engine's score (see [`MATE`]) for the side to move, `to_move`, as an evaluation from
    /// the first side's point of view.
    pub fn from_score(score: i32, to_move: Side) -> Eval {
        let plies = MATE.saturating_sub(score.saturating_abs());
        if plies < 1_000 {
            let winner = if score > 0 {
                to_move
            } else {
                to_move.opponent()
            };
            // A win `p` plies ahead is the winner's ((p + 1) / 2)-th move.
            let moves = u32::try_from(plies.max(0)).unwrap_or(0).div_ceil(2);
            return Eval::Mate { winner, moves };
        }
        Eval::Cp(if to_move == Side::First {
            score
        } else {
            -score
        })
    }
}

/// The first side's winning chances, −1 (lost) to 1 (won), for an evaluation of `cp` units
/// (capped at ±[`CP_CEILING`]) on the curve of multiplier `k`: `2 / (1 + e^(−k·cp)) − 1`.
pub fn winning_chances(cp: i32, k: f64) -> f64 {
    let cp = f64::from(cp.clamp(-CP_CEILING, CP_CEILING));
    2.0 / (1.0 + (-k * cp).exp()) - 1.0
}

/// The first side's win percent (0–100) for `eval`: `50 + 50 × winning chances`.
pub fn win_percent(eval: Eval, k: f64) -> f64 {
    50.0 + 50.0 * winning_chances(eval.capped_cp(), k)
}

/// The accuracy (0–100) of a move that took its player's win percent from `before` to `after`
/// (lichess's `AccuracyPercent.fromWinPercents`, with its one point of uncertainty bonus).
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Each side's accuracy over a game, lichess's `AccuracyPercent.gameAccuracy`: `cps` are the
/// evaluations (first side's view, capped) of the start position and after every move; `starts`
/// made the first move. Each move's accuracy is weighted by the volatility (standard deviation,
/// 0.5 to 12) of the win percents in a window around it, and a side's accuracy is the mean of the
/// weighted mean and the harmonic mean of its moves' accuracies. `None` until each side moved.
pub fn game_accuracy(starts: Side, cps: &[i32], k: f64) -> Option<BySide<f64>> {
    if cps.len() < 2 {
        return None;
    }
    let wins: Vec<f64> = cps.iter().map(|&cp| win_percent(Eval::Cp(cp), k)).collect();
    let moves = cps.len() - 1;
    let window = (moves / 10).clamp(2, 8);
    // The first moves have no full window before them: they take the first window's weight.
    let lead = window.min(wins.len()).saturating_sub(2);
    let mut weights: Vec<f64> = Vec::with_capacity(moves);
    let first_window = &wins[..window.min(wins.len())];
    weights.extend(std::iter::repeat(standard_deviation(first_window)).take(lead));
    weights.extend(wins.windows(window).map(standard_deviation));
    let weights: Vec<f64> = weights.into_iter().map(|w| w.clamp(0.5, 12.0)).collect();
    let mut per_side: BySide<Vec<(f64, f64)>> = BySide::default();
    for (i, (pair, &weight)) in wins.windows(2).zip(&weights).enumerate() {
        let side = if i % 2 == 0 {
            starts
        } else {
            starts.opponent()
        };
        let (before, after) = match side {
            Side::First => (pair[0], pair[1]),
            Side::Second => (100.0 - pair[0], 100.0 - pair[1]),
        };
        per_side[side].push((move_accuracy(before, after), weight));
    }
    let side_accuracy = |moves: &[(f64, f64)]| -> Option<f64> {
        let total: f64 = moves.iter().map(|(_, w)| w).sum();
        if moves.is_empty() || total == 0.0 {
            return None;
        }
        let weighted = moves.iter().map(|(a, w)| a * w).sum::<f64>() / total;
        let harmonic =
            moves.len() as f64 / moves.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    };
    Some(BySide::new(
        side_accuracy(&per_side[Side::First])?,
        side_accuracy(&per_side[Side::Second])?,
    ))
}

/// The population standard deviation.
fn standard_deviation(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Judgement {
    /// `?!`: winning chances dropped by 0.1 or more.
    Inaccuracy,
    /// `?`: by 0.2 or more.
    Mistake,
    /// `??`: by 0.3 or more.
    Blunder,
}

impl Judgement {
    /// All three, the mildest first.
    pub const ALL: [Judgement; 3] = [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ];

    /// The glyph written after the move.
    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// The PGN numeric annotation glyph (6, 2, 4).
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }
}

/// What a move did to a forced win (lichess's `MateSequence`; a slower mate is not judged).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MateChange {
    /// The mover is now mated by force, and was not before ("allowed mate").
    Created,
    /// The mover had a forced win and lost it ("missed mate in n").
    Lost,
}

/// The judgement of one move and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Advice {
    pub judgement: Judgement,
    /// Set when the judgement comes from a forced win made or lost rather than the drop.
    pub mate: Option<MateChange>,
}

/// lichess's `Advice` for a move by `mover` from a position evaluated `before` to one evaluated
/// `after`: by the drop in the mover's winning chances (≥ 0.3, 0.2, 0.1) when both are
/// evaluations; otherwise by the forced wins made or lost (a mate allowed from −1000 or worse is
/// an inaccuracy, from −700 or worse a mistake, else a blunder; a mate lost that still leaves
/// more than 1000, resp. 700, is an inaccuracy, resp. a mistake, else a blunder).
pub fn advice(before: Eval, after: Eval, mover: Side, k: f64) -> Option<Advice> {
    if let (Some(b), Some(a)) = (before.cp_for(mover), after.cp_for(mover)) {
        let drop = winning_chances(b, k) - winning_chances(a, k);
        let judgement = [
            (0.3, Judgement::Blunder),
            (0.2, Judgement::Mistake),
            (0.1, Judgement::Inaccuracy),
        ]
        .into_iter()
        .find(|&(d, _)| d <= drop)?
        .1;
        return Some(Advice {
            judgement,
            mate: None,
        });
    }
    let (prev, next) = (before.mate_for(mover), after.mate_for(mover));
    let change = match (prev, next) {
        (None, Some(n)) if n < 0 => MateChange::Created,
        (Some(p), None) if p > 0 => MateChange::Lost,
        (Some(p), Some(n)) if p > 0 && n < 0 => MateChange::Lost,
        _ => return None,
    };
    let prev_cp = before.cp_for(mover).unwrap_or(0);
    let next_cp = after.cp_for(mover).unwrap_or(0);
    let judgement = match change {
        MateChange::Created if prev_cp < -999 => Judgement::Inaccuracy,
        MateChange::Created if prev_cp < -700 => Judgement::Mistake,
        MateChange::Lost if next_cp > 999 => Judgement::Inaccuracy,
        MateChange::Lost if next_cp > 700 => Judgement::Mistake,
        _ => Judgement::Blunder,
    };
    Some(Advice {
        judgement,
        mate: Some(change),
    })
}

/// The evaluation of one position of a game, and the move the engine preferred there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionEval {
    pub eval: Eval,
    /// The engine's move in canonical notation; `None` once the game is over.
    pub best: Option<String>,
}

/// Searches position `ply` (after `ply` moves) of `record` with `engine` within `limits`. A
/// position where the game is over is scored by its result, not searched.
pub fn evaluate_position(
    record: &GameRecord,
    ply: usize,
    engine: &mut dyn Engine,
    limits: &Limits,
) -> Result<PositionEval, ReplayError> {
    let upto = GameRecord {
        kind: record.kind,
        start: record.start.clone(),
        moves: record.moves[..ply.min(record.moves.len())].to_vec(),
    };
    let game = games::replay(&upto)?;
    if let Some(outcome) = game.outcome() {
        let eval = match outcome.winner() {
            Some(winner) => Eval::Mate { winner, moves: 0 },
            None => Eval::Cp(0),
        };
        return Ok(PositionEval { eval, best: None });
    }
    let to_move = game.side_to_move();
    Ok(match engine.best_move(game.as_ref(), limits, &mut |_| {}) {
        Some(found) => PositionEval {
            eval: Eval::from_score(found.score, to_move),
            best: Some(found.best),
        },
        // No move and no outcome cannot happen by the rules; scored level rather than failing.
        None => PositionEval {
            eval: Eval::Cp(0),
            best: None,
        },
    })
}

/// One judged move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkedMove {
    /// The move's ply, from 1.
    pub ply: usize,
    pub judgement: Judgement,
    /// Set when a forced win was allowed or lost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mate: Option<MateChange>,
    /// The evaluation before and after the move (first side's view).
    pub before: Eval,
    pub after: Eval,
    /// The better move (canonical notation), the engine's choice before the move.
    pub best: String,
}

/// A judged game: accuracy per side, the marked moves and the first side's win percent per ply.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    /// `None` until each side moved.
    pub accuracy: Option<BySide<f64>>,
    pub marks: Vec<MarkedMove>,
    /// The first side's win percent at the start and after each move.
    pub win_percents: Vec<f64>,
}

/// Judges a game from its positions' evaluations (`evals[i]` after `i` moves; the start first),
/// the moves played (canonical) and the side that moved first. A move that is the engine's own
/// choice is never marked (the drop is then the search's noise, not the player's).
pub fn judge(kind: GameKind, starts: Side, evals: &[PositionEval], moves: &[String]) -> Judged {
    let k = win_k(kind);
    let cps: Vec<i32> = evals.iter().map(|e| e.eval.capped_cp()).collect();
    let mut marks = Vec::new();
    for (i, pair) in evals.windows(2).enumerate() {
        let mover = if i % 2 == 0 {
            starts
        } else {
            starts.opponent()
        };
        let (Some(best), Some(played)) = (&pair[0].best, moves.get(i)) else {
            continue;
        };
        if best == played {
            continue;
        }
        if let Some(advice) = advice(pair[0].eval, pair[1].eval, mover, k) {
            marks.push(MarkedMove {
                ply: i + 1,
                judgement: advice.judgement,
                mate: advice.mate,
                before: pair[0].eval,
                after: pair[1].eval,
                best: best.clone(),
            });
        }
    }
    Judged {
        accuracy: game_accuracy(starts, &cps, k),
        marks,
        win_percents: evals.iter().map(|e| win_percent(e.eval, k)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(got: f64, want: f64, tolerance: f64) -> bool {
        (got - want).abs() <= tolerance
    }

    #[test]
    fn win_percent_matches_lichess_table_with_the_chess_multiplier() {
        for (cp, want) in [
            (0, 50.0),
            (100, 59.1),
            (200, 67.6),
            (300, 75.1),
            (500, 86.3),
            (1000, 97.5),
        ] {
            let got = win_percent(Eval::Cp(cp), CHESS_K);
            assert!(close(got, want, 0.05), "{cp}: {got}");
            let mirrored = win_percent(Eval::Cp(-cp), CHESS_K);
            assert!(close(mirrored, 100.0 - want, 0.05), "-{cp}: {mirrored}");
        }
        // Beyond the ceiling nothing changes; a forced win is the ceiling.
        assert_eq!(
            win_percent(Eval::Cp(5000), CHESS_K),
            win_percent(Eval::Cp(1000), CHESS_K)
        );
        let mate = Eval::Mate {
            winner: Side::Second,
            moves: 3,
        };
        assert_eq!(
            win_percent(mate, CHESS_K),
            win_percent(Eval::Cp(-1000), CHESS_K)
        );
    }

    /// lila's `AccuracyPercentTest`, case by case: (name, first mover, evaluations after each
    /// move, expected first side's accuracy and tolerance, expected second side's).
    #[allow(clippy::type_complexity)]
    fn lichess_cases() -> Vec<(&'static str, Side, Vec<i32>, (f64, f64), (f64, f64))> {
        let rep = |n: usize, xs: &[i32]| -> Vec<i32> {
            xs.iter().copied().cycle().take(n * xs.len()).collect()
        };
        let mut twenty_and_blunder = vec![15; 20];
        twenty_and_blunder.push(-900);
        let mut twenty_one_and_blunder = vec![15; 21];
        twenty_one_and_blunder.push(900);
        vec![
            (
                "two good moves",
                Side::First,
                vec![15, 15],
                (100.0, 1.0),
                (100.0, 1.0),
            ),
            (
                "white blunders on move 1",
                Side::First,
                vec![-900, -900],
                (10.0, 5.0),
                (100.0, 1.0),
            ),
            (
                "black blunders on move 1",
                Side::First,
                vec![15, 900],
                (100.0, 1.0),
                (10.0, 5.0),
            ),
            (
                "both blunder on move 1",
                Side::First,
                vec![-900, 0],
                (10.0, 5.0),
                (10.0, 5.0),
            ),
            (
                "20 perfect moves",
                Side::First,
                vec![15; 20],
                (100.0, 1.0),
                (100.0, 1.0),
            ),
            (
                "20 perfect and a white blunder",
                Side::First,
                twenty_and_blunder,
                (50.0, 5.0),
                (100.0, 1.0),
            ),
            (
                "21 perfect and a black blunder",
                Side::First,
                twenty_one_and_blunder,
                (100.0, 1.0),
                (50.0, 5.0),
            ),
            (
                "5 average moves (65 cpl)",
                Side::First,
                rep(5, &[-50, 15]),
                (76.0, 8.0),
                (76.0, 8.0),
            ),
            (
                "50 average moves (65 cpl)",
                Side::First,
                rep(50, &[-50, 15]),
                (76.0, 8.0),
                (76.0, 8.0),
            ),
            (
                "50 mediocre moves (150 cpl)",
                Side::First,
                rep(50, &[-135, 15]),
                (54.0, 8.0),
                (54.0, 8.0),
            ),
            (
                "50 terrible moves (500 cpl)",
                Side::First,
                rep(50, &[-435, 15]),
                (20.0, 8.0),
                (20.0, 8.0),
            ),
            (
                "black first: two good moves",
                Side::Second,
                vec![15, 15],
                (100.0, 1.0),
                (100.0, 1.0),
            ),
            (
                "black first: black blunders",
                Side::Second,
                vec![900, 900],
                (100.0, 1.0),
                (10.0, 5.0),
            ),
            (
                "black first: white blunders",
                Side::Second,
                vec![15, -900],
                (10.0, 5.0),
                (100.0, 1.0),
            ),
            (
                "black first: both blunder",
                Side::Second,
                vec![900, 0],
                (10.0, 5.0),
                (10.0, 5.0),
            ),
        ]
    }

    #[test]
    fn game_accuracy_meets_lichess_expectations() {
        for (name, starts, after, (first, first_tol), (second, second_tol)) in lichess_cases() {
            // lila puts its initial evaluation (15) before the moves' evaluations.
            let cps: Vec<i32> = std::iter::once(15).chain(after).collect();
            let got =
                game_accuracy(starts, &cps, CHESS_K).unwrap_or_else(|| panic!("{name}: none"));
            assert!(
                close(got[Side::First], first, first_tol),
                "{name}: first {}",
                got[Side::First]
            );
            assert!(
                close(got[Side::Second], second, second_tol),
                "{name}: second {}",
                got[Side::Second]
            );
        }
        // No moves, or one side has not moved: no accuracy.
        assert_eq!(game_accuracy(Side::First, &[15], CHESS_K), None);
        assert_eq!(game_accuracy(Side::First, &[15, 15], CHESS_K), None);
    }

    #[test]
    fn move_accuracy_is_100_without_a_drop_and_falls_with_it() {
        assert_eq!(move_accuracy(50.0, 60.0), 100.0);
        assert_eq!(move_accuracy(50.0, 50.0), 100.0);
        assert!(close(move_accuracy(60.0, 50.0), 64.6, 0.1));
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    #[test]
    fn marks_follow_the_drop_in_winning_chances() {
        let k = CHESS_K;
        let judged = |before, after, mover| {
            advice(Eval::Cp(before), Eval::Cp(after), mover, k).map(|a| a.judgement)
        };
        assert_eq!(judged(0, 0, Side::First), None);
        assert_eq!(judged(0, -50, Side::First), None); // a drop of 0.09
        assert_eq!(judged(0, -100, Side::First), Some(Judgement::Inaccuracy)); // 0.18
        assert_eq!(judged(0, -150, Side::First), Some(Judgement::Mistake));
        assert_eq!(judged(0, -250, Side::First), Some(Judgement::Blunder));
        assert_eq!(judged(100, -100, Side::First), Some(Judgement::Blunder));
        // The second side's drop is the first side's gain.
        assert_eq!(judged(0, 400, Side::Second), Some(Judgement::Blunder));
        assert_eq!(judged(0, 400, Side::First), None);
    }

    #[test]
    fn mates_allowed_and_missed_follow_lichess() {
        let k = CHESS_K;
        let mated = |moves| Eval::Mate {
            winner: Side::Second,
            moves,
        };
        let mates = |moves| Eval::Mate {
            winner: Side::First,
            moves,
        };
        let first = |b, a| advice(b, a, Side::First, k);
        // Allowing a mate: a blunder from a normal position, milder from a lost one.
        assert_eq!(
            first(Eval::Cp(50), mated(2)),
            Some(Advice {
                judgement: Judgement::Blunder,
                mate: Some(MateChange::Created)
            })
        );
        assert_eq!(
            first(Eval::Cp(-800), mated(2)).map(|a| a.judgement),
            Some(Judgement::Mistake)
        );
        assert_eq!(
            first(Eval::Cp(-1200), mated(2)).map(|a| a.judgement),
            Some(Judgement::Inaccuracy)
        );
        // Missing a mate: a blunder unless a big advantage remains.
        assert_eq!(
            first(mates(3), Eval::Cp(300)),
            Some(Advice {
                judgement: Judgement::Blunder,
                mate: Some(MateChange::Lost)
            })
        );
        assert_eq!(
            first(mates(3), Eval::Cp(800)).map(|a| a.judgement),
            Some(Judgement::Mistake)
        );
        assert_eq!(
            first(mates(3), Eval::Cp(1500)).map(|a| a.judgement),
            Some(Judgement::Inaccuracy)
        );
        assert_eq!(
            first(mates(3), mated(4)).map(|a| a.mate),
            Some(Some(MateChange::Lost))
        );
        // A slower mate, a mate given and the game won are not judged.
        assert_eq!(first(mates(2), mates(5)), None);
        assert_eq!(first(mates(1), mates(0)), None);
    }

    #[test]
    fn engine_scores_become_first_side_evaluations() {
        assert_eq!(Eval::from_score(120, Side::First), Eval::Cp(120));
        assert_eq!(Eval::from_score(120, Side::Second), Eval::Cp(-120));
        // A win 1 ply ahead is a mate in 1; 3 plies ahead, in 2; a loss 2 plies ahead is a
        // mate in 1 for the other side.
        assert_eq!(
            Eval::from_score(MATE - 1, Side::Second),
            Eval::Mate {
                winner: Side::Second,
                moves: 1
            }
        );
        assert_eq!(
            Eval::from_score(MATE - 3, Side::First),
            Eval::Mate {
                winner: Side::First,
                moves: 2
            }
        );
        assert_eq!(
            Eval::from_score(-(MATE - 2), Side::First),
            Eval::Mate {
                winner: Side::Second,
                moves: 1
            }
        );
    }
}
