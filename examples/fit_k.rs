//! Fits the multiplier `k` of the analysis's winning-chances curve for each game, on self-play
//! of the built-in engine, and prints a calibration table.
//!
//! ```text
//! nice cargo run --example fit_k -- --games 24 --max-plies 120
//! ```
//!
//! Each game opens with `--opening-plies` random legal plies (seeded), then both sides play at
//! `--level` (its choice among near-best moves is the randomness) with a node budget. Every
//! position is also evaluated as the analysis does — full strength, `--eval-nodes` nodes — and
//! kept, from the first side's point of view, with the game's final result for the first side
//! (1, ½, 0; a game still going after `--max-plies` counts as a draw, and is counted). Forced
//! wins are left out (the curve caps them anyway), evaluations are capped at ±1000 like the
//! curve's.
//!
//! The fit: `k` maximising the likelihood of the results under `P(first side scores) =
//! 1 / (1 + e^(−k·cp))` — which is the analysis's win percent over 100 — found by a
//! golden-section search on log k. The calibration table puts the evaluations in buckets of
//! ±50 around +100, +300 and +500 (negative evaluations mirrored) and compares the curve's mean
//! prediction with the share the first side really scored.

use clap::Parser;
use kibitz::engine::analysis::{Eval, CP_CEILING};
use kibitz::engine::{BuiltIn, Engine, Level, Limits};
use kibitz::games::{new_game, GameKind, Notation, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

#[derive(Debug, Parser)]
struct Args {
    /// Games per game kind.
    #[arg(long, default_value_t = 24)]
    games: usize,
    /// topo, xiangqi, tempo (default: all three).
    #[arg(long, value_delimiter = ',')]
    kinds: Vec<GameKind>,
    /// The level both sides play at.
    #[arg(long, default_value_t = 5)]
    level: u8,
    /// Nodes per move of the players.
    #[arg(long, default_value_t = 1500)]
    move_nodes: u64,
    /// Nodes per evaluated position (full strength, as the analysis searches).
    #[arg(long, default_value_t = 1500)]
    eval_nodes: u64,
    /// Random legal plies at the start of each game.
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// Plies after which a game still going counts as a draw.
    #[arg(long, default_value_t = 120)]
    max_plies: usize,
    #[arg(long, default_value_t = 2026)]
    seed: u64,
}

/// One evaluated position: the first side's evaluation and the first side's final score.
#[derive(Debug, Clone, Copy)]
struct Sample {
    cp: f64,
    score: f64,
}

/// The curve's prediction of the first side's score.
fn predicted(k: f64, cp: f64) -> f64 {
    1.0 / (1.0 + (-k * cp).exp())
}

/// The mean negative log-likelihood of `samples` under multiplier `k`.
fn loss(samples: &[Sample], k: f64) -> f64 {
    let eps = 1e-9;
    samples
        .iter()
        .map(|s| {
            let p = predicted(k, s.cp).clamp(eps, 1.0 - eps);
            -(s.score * p.ln() + (1.0 - s.score) * (1.0 - p).ln())
        })
        .sum::<f64>()
        / samples.len().max(1) as f64
}

/// The maximum-likelihood `k`, by golden-section search over log k in [1e-4, 0.1].
fn fit(samples: &[Sample]) -> f64 {
    let (mut a, mut b) = ((1e-4f64).ln(), (0.1f64).ln());
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let f = |x: f64| loss(samples, x.exp());
    let (mut c, mut d) = (b - phi * (b - a), a + phi * (b - a));
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..80 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - phi * (b - a);
            fc = f(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + phi * (b - a);
            fd = f(d);
        }
    }
    ((a + b) / 2.0).exp()
}

fn level(n: u8) -> Level {
    Level::new(n).unwrap_or(Level::MAX)
}

/// Plays one game and returns its evaluated positions, whether a rule ended it, and its plies.
fn play(args: &Args, kind: GameKind, seed: u64) -> (Vec<Sample>, bool, usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = new_game(kind, None).expect("the start position");
    let mut evals: Vec<f64> = Vec::new();
    let mut eval_limits = Limits::new(Level::MAX, Duration::from_secs(60)).with_seed(0);
    eval_limits.max_nodes = Some(args.eval_nodes);
    let mut engine = BuiltIn;
    while game.outcome().is_none() && game.moves().len() < args.max_plies {
        let ply = game.moves().len();
        let mv = if ply < args.opening_plies {
            let legal = game.legal_moves(Notation::Canonical);
            if legal.is_empty() {
                break;
            }
            legal[rng.gen_range(0..legal.len())].clone()
        } else {
            let to_move = game.side_to_move();
            if let Some(found) = engine.best_move(game.as_ref(), &eval_limits, &mut |_| {}) {
                if let Eval::Cp(cp) = Eval::from_score(found.score, to_move) {
                    evals.push(f64::from(cp.clamp(-CP_CEILING, CP_CEILING)));
                }
            }
            let mut limits =
                Limits::new(level(args.level), Duration::from_secs(60)).with_seed(rng.gen());
            limits.max_nodes = Some(args.move_nodes);
            match engine.best_move(game.as_ref(), &limits, &mut |_| {}) {
                Some(found) => found.best,
                None => break,
            }
        };
        if game.play(&mv).is_err() {
            break;
        }
    }
    let (score, decided) = match game.outcome() {
        Some(outcome) => match outcome.winner() {
            Some(Side::First) => (1.0, true),
            Some(Side::Second) => (0.0, true),
            None => (0.5, true),
        },
        None => (0.5, false),
    };
    let samples = evals.into_iter().map(|cp| Sample { cp, score }).collect();
    (samples, decided, game.moves().len())
}

fn main() {
    let args = Args::parse();
    let kinds = if args.kinds.is_empty() {
        GameKind::ALL.to_vec()
    } else {
        args.kinds.clone()
    };
    println!(
        "{} games per game, level {} ({} nodes a move), positions evaluated at full strength \
         with {} nodes, {} random opening plies, a draw after {} plies",
        args.games,
        args.level,
        args.move_nodes,
        args.eval_nodes,
        args.opening_plies,
        args.max_plies
    );
    let mut rows = Vec::new();
    for kind in kinds {
        let started = Instant::now();
        let mut samples = Vec::new();
        let (mut unfinished, mut plies, mut results) = (0, 0, [0usize; 3]);
        for g in 0..args.games {
            let (s, decided, n) = play(&args, kind, args.seed ^ (g as u64 * 0x9E37_79B9));
            if !decided {
                unfinished += 1;
            }
            if let Some(first) = s.first() {
                let i = if first.score == 1.0 {
                    0
                } else if first.score == 0.5 {
                    1
                } else {
                    2
                };
                results[i] += 1;
            }
            plies += n;
            samples.extend(s);
        }
        let k = fit(&samples);
        println!(
            "{kind}: k = {k:.6} from {} positions of {} games ({} plies; first side +{} ={} -{}; \
             {unfinished} unfinished, counted as draws), {:.0} s",
            samples.len(),
            args.games,
            plies,
            results[0],
            results[1],
            results[2],
            started.elapsed().as_secs_f64()
        );
        // Calibration: mirrored buckets around +100, +300, +500.
        for centre in [100.0, 300.0, 500.0] {
            let bucket: Vec<Sample> = samples
                .iter()
                .map(|s| {
                    if s.cp < 0.0 {
                        Sample {
                            cp: -s.cp,
                            score: 1.0 - s.score,
                        }
                    } else {
                        *s
                    }
                })
                .filter(|s| (s.cp - centre).abs() <= 50.0)
                .collect();
            let n = bucket.len();
            let mean =
                |f: &dyn Fn(&Sample) -> f64| bucket.iter().map(f).sum::<f64>() / n.max(1) as f64;
            let fitted = mean(&|s| predicted(k, s.cp));
            let chess = mean(&|s| predicted(kibitz::engine::analysis::CHESS_K, s.cp));
            let observed = mean(&|s| s.score);
            rows.push(if n == 0 {
                format!("| {kind} | +{centre:.0} | 0 | — | — | — |")
            } else {
                format!(
                    "| {kind} | +{centre:.0} | {n} | {:.0} % | {:.0} % | {:.0} % |",
                    100.0 * fitted,
                    100.0 * chess,
                    100.0 * observed
                )
            });
        }
    }
    println!();
    println!("| game | evaluation (±50) | positions | fitted curve | chess k | observed |");
    println!("|---|---|---|---|---|---|");
    for row in rows {
        println!("{row}");
    }
}
