//! The level ladder: matches between neighbouring levels of the built-in engine (and level 8
//! against level 1), to check that every level is stronger than the one below it.
//!
//! ```text
//! nice -n 10 cargo run --release --example ladder -- --game xiangqi --games 100
//! ```
//!
//! Each pair plays `--games` games, colours alternating: games 2k and 2k+1 start from the same
//! opening (`--opening-plies` random legal plies from a seeded generator) with the colours
//! swapped, so an unbalanced opening favours neither level. To be affordable and independent of
//! the machine's load, every move is searched with a node budget instead of a clock: a level
//! gets `--nodes-per-ms` nodes for each millisecond of its time cap (`Level::time_cap`), level 8
//! as if it had `--level8-ms`. The levels' depth caps and choice margins apply as in play. A
//! game still going after `--max-plies` plies is adjudicated by the evaluation: a lead of more
//! than 300 (three Xiangqi soldiers) is a win, else a draw.
//!
//! Prints one line per pair, how its draws came about, and a Markdown table for the README.

use clap::Parser;
use kibitz::engine::{BuiltIn, Engine, Evaluate, Level, Limits};
use kibitz::games::tempo::Tempo;
use kibitz::games::topo::Topo;
use kibitz::games::xiangqi::Xiangqi;
use kibitz::games::{new_game, AnyGame, EndReason, GameKind, Notation, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug, Parser)]
struct Args {
    /// topo, xiangqi or tempo.
    #[arg(long)]
    game: GameKind,
    /// Games per pair (even: each opening is played with both colours).
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Pairs to play, as STRONG-WEAK (default: 2-1 3-2 … 8-7 and 8-1).
    #[arg(long, value_delimiter = ',')]
    pairs: Vec<String>,
    /// Nodes per millisecond of a level's time cap.
    #[arg(long, default_value_t = 10)]
    nodes_per_ms: u64,
    /// The thinking time level 8 is scaled from (it has no cap of its own).
    #[arg(long, default_value_t = 1000)]
    level8_ms: u64,
    /// Random legal plies before the levels take over.
    #[arg(long, default_value_t = 4)]
    opening_plies: usize,
    /// Plies after which the evaluation adjudicates.
    #[arg(long, default_value_t = 200)]
    max_plies: usize,
    /// Worker threads (games are independent).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Seeds the openings and the levels' choices.
    #[arg(long, default_value_t = 2026)]
    seed: u64,
}

/// A pair's finished games, from the stronger level's side.
#[derive(Debug, Clone, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    adjudicated: u32,
    plies: u64,
    nodes: u64,
    /// Draws by the rule that ended them (adjudicated draws are not counted here).
    draw_reasons: BTreeMap<String, u32>,
}

/// One game: the stronger level's points, whether it was adjudicated, the rule that ended it
/// (if a rule did), its plies and the nodes searched.
struct Played {
    points: f64,
    adjudicated: bool,
    reason: Option<EndReason>,
    plies: u64,
    nodes: u64,
}

impl Tally {
    fn points(&self) -> f64 {
        f64::from(self.wins) + 0.5 * f64::from(self.draws)
    }

    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

fn level(n: u8) -> Level {
    match Level::new(n) {
        Some(level) => level,
        None => panic!("level {n} is not 1 to 8"),
    }
}

/// The search limits of `level` in the ladder: its depth cap and choice as in play, a node
/// budget in place of its clock, and a movetime far above what the budget takes.
fn ladder_limits(args: &Args, level: Level, seed: u64) -> Limits {
    let ms = if level == Level::MAX {
        args.level8_ms
    } else {
        level.time_cap().as_millis() as u64
    };
    let mut limits = Limits::new(level, Duration::from_secs(60)).with_seed(seed);
    limits.max_nodes = Some((ms * args.nodes_per_ms).max(1));
    limits
}

/// The opening of game pair `pair`: random legal plies, the same for both colours.
fn opening(kind: GameKind, plies: usize, seed: u64) -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = new_game(kind, None).expect("the start position");
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = game.legal_moves(Notation::Canonical);
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.gen_range(0..legal.len())].clone();
        game.play(&mv).expect("a listed move is legal");
        moves.push(mv);
    }
    moves
}

/// Plays one game.
fn play<R: Evaluate>(args: &Args, strong: u8, weak: u8, index: usize) -> Played {
    let pair_seed = args.seed ^ (u64::from(strong) << 40) ^ (u64::from(weak) << 32);
    let opening = opening(R::KIND, args.opening_plies, pair_seed ^ (index / 2) as u64);
    let strong_side = if index % 2 == 0 {
        Side::First
    } else {
        Side::Second
    };
    let mut game = new_game(R::KIND, None).expect("the start position");
    for mv in &opening {
        game.play(mv).expect("the opening is legal");
    }
    let mut nodes = 0;
    while game.outcome().is_none() && game.moves().len() < args.max_plies {
        let n = if game.side_to_move() == strong_side {
            strong
        } else {
            weak
        };
        let seed = pair_seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add((index as u64) << 16 | game.moves().len() as u64);
        let limits = ladder_limits(args, level(n), seed);
        let Some(found) = BuiltIn.best_move(game.as_ref(), &limits, &mut |_| {}) else {
            break;
        };
        nodes += found.nodes;
        game.play(&found.best)
            .expect("the engine plays legal moves");
    }
    let plies = game.moves().len() as u64;
    match game.outcome() {
        Some(outcome) => Played {
            points: outcome.points(strong_side),
            adjudicated: false,
            reason: Some(outcome.reason()),
            plies,
            nodes,
        },
        None => Played {
            points: adjudicate::<R>(game.as_ref(), strong_side),
            adjudicated: true,
            reason: None,
            plies,
            nodes,
        },
    }
}

fn adjudicate<R: Evaluate>(game: &dyn AnyGame, strong_side: Side) -> f64 {
    let position = R::read_position(&game.position()).expect("its own position");
    let mut value = R::evaluate(&position);
    if R::side_to_move(&position) != strong_side {
        value = -value;
    }
    if value > 300 {
        1.0
    } else if value < -300 {
        0.0
    } else {
        0.5
    }
}

fn run_pair(args: &Args, strong: u8, weak: u8) -> Tally {
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= args.games {
                    break;
                }
                let played = match args.game {
                    GameKind::Topo => play::<Topo>(args, strong, weak, index),
                    GameKind::Xiangqi => play::<Xiangqi>(args, strong, weak, index),
                    GameKind::Tempo => play::<Tempo>(args, strong, weak, index),
                };
                let mut t = tally.lock().expect("no worker panicked");
                if played.points > 0.75 {
                    t.wins += 1;
                } else if played.points < 0.25 {
                    t.losses += 1;
                } else {
                    t.draws += 1;
                    if let Some(reason) = played.reason {
                        *t.draw_reasons.entry(format!("{reason:?}")).or_default() += 1;
                    }
                }
                t.adjudicated += u32::from(played.adjudicated);
                t.plies += played.plies;
                t.nodes += played.nodes;
            });
        }
    });
    tally.into_inner().expect("no worker panicked")
}

fn main() {
    let mut args = Args::parse();
    if args.pairs.is_empty() {
        args.pairs = (1..=7)
            .map(|n| format!("{}-{n}", n + 1))
            .chain(["8-1".to_string()])
            .collect();
    }
    println!(
        "ladder: {} games per pair, {} nodes per ms of time cap (level 8 as {} ms), {} opening plies, \
         adjudication after {} plies, seed {}",
        args.games, args.nodes_per_ms, args.level8_ms, args.opening_plies, args.max_plies, args.seed
    );
    let mut rows = Vec::new();
    for pair in &args.pairs {
        let Some((strong, weak)) = pair
            .split_once('-')
            .and_then(|(s, w)| Some((s.parse::<u8>().ok()?, w.parse::<u8>().ok()?)))
            .filter(|(s, w)| Level::new(*s).is_some() && Level::new(*w).is_some())
        else {
            eprintln!("error: pair '{pair}' is not STRONG-WEAK with levels 1 to 8");
            std::process::exit(2);
        };
        let begun = Instant::now();
        let t = run_pair(&args, strong, weak);
        let score = 100.0 * t.points() / f64::from(t.games().max(1));
        let needed = if weak == 1 && strong == 8 { 95.0 } else { 60.0 };
        let verdict = if score >= needed { "pass" } else { "FAIL" };
        let line = format!(
            "| {} | {strong} vs {weak} | {} | +{} ={} -{} | {score:.1}% | {needed:.0}% | {verdict} | {} | {:.0} | {:.0} s |",
            args.game,
            t.games(),
            t.wins,
            t.draws,
            t.losses,
            t.adjudicated,
            t.plies as f64 / f64::from(t.games().max(1)),
            begun.elapsed().as_secs_f64(),
        );
        println!("{line}");
        if !t.draw_reasons.is_empty() {
            let reasons: Vec<String> = t
                .draw_reasons
                .iter()
                .map(|(reason, n)| format!("{reason} {n}"))
                .collect();
            println!("    draws by rule: {}", reasons.join(", "));
        }
        rows.push(line);
    }
    println!();
    println!("| game | pair | games | +win =draw -loss (stronger) | score | needed | verdict | adjudicated | plies/game | wall time |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for row in rows {
        println!("{row}");
    }
}
