//! Xiangqi: the built-in engine at level 8 against Fairy-Stockfish at its weakest `UCI_Elo`
//! (1350 in version 11.1), both thinking `--movetime` per move.
//!
//! ```text
//! nice -n 10 cargo run --release --example versus_fairy -- --games 10 --movetime 1000
//! ```
//!
//! Colours alternate; games 2k and 2k+1 start from the same `--opening-plies` seeded random
//! legal plies. The rules decide every ending; a game still going after `--max-plies` is
//! adjudicated by the built-in evaluation (a lead of more than 300 wins, else a draw). The
//! external engine's moves go through [`UciEngine`], so each is checked by the rules; a move it
//! fails to give is played by the built-in engine and counted as a fallback.

use clap::Parser;
use kibitz::engine::{
    BuiltIn, Engine, Evaluate, Level, Limits, UciEngine, UciLevel, UciSettings, UciStrength,
};
use kibitz::games::xiangqi::Xiangqi;
use kibitz::games::{new_game, Notation, Rules, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Parser)]
struct Args {
    /// The Fairy-Stockfish program.
    #[arg(long, default_value = "/usr/games/fairy-stockfish")]
    program: PathBuf,
    /// Games to play (even: each opening with both colours).
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Thinking time per move of both engines, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    movetime: u64,
    /// Fairy-Stockfish's UCI_Elo.
    #[arg(long, default_value_t = 1350)]
    elo: u32,
    /// Random legal plies before the engines take over.
    #[arg(long, default_value_t = 2)]
    opening_plies: usize,
    /// Plies after which the evaluation adjudicates.
    #[arg(long, default_value_t = 200)]
    max_plies: usize,
    /// Seeds the openings.
    #[arg(long, default_value_t = 2026)]
    seed: u64,
}

fn main() {
    let args = Args::parse();
    let mut settings = UciSettings::new(&args.program);
    // Level 8 of this driver plays at the chosen Elo with the whole movetime.
    settings.levels[7] = UciLevel {
        strength: UciStrength::Elo(args.elo),
        time_cap: None,
        depth: None,
    };
    let mut fairy = UciEngine::new(settings);
    if let Err(error) = fairy.start() {
        eprintln!("error: {error}");
        std::process::exit(1);
    }
    let limits = Limits::new(Level::MAX, Duration::from_millis(args.movetime));
    let (mut points, mut wins, mut draws, mut losses) = (0.0, 0, 0, 0);
    for index in 0..args.games {
        let mut rng = StdRng::seed_from_u64(args.seed ^ (index / 2) as u64);
        let ours = if index % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let mut game = new_game(<Xiangqi as Rules>::KIND, None).expect("the start position");
        for _ in 0..args.opening_plies {
            let legal = game.legal_moves(Notation::Canonical);
            let mv = legal[rng.gen_range(0..legal.len())].clone();
            game.play(&mv).expect("a listed move is legal");
        }
        while game.outcome().is_none() && game.moves().len() < args.max_plies {
            let found = if game.side_to_move() == ours {
                BuiltIn.best_move(game.as_ref(), &limits, &mut |_| {})
            } else {
                fairy.best_move(game.as_ref(), &limits, &mut |_| {})
            };
            let Some(found) = found else { break };
            game.play(&found.best)
                .expect("both engines' moves are checked");
        }
        let (score, how) = match game.outcome() {
            Some(outcome) => (outcome.points(ours), outcome.describe(Xiangqi::KIND)),
            None => {
                let position = Xiangqi::read_position(&game.position()).expect("its own");
                let mut value = Xiangqi::evaluate(&position);
                if Xiangqi::side_to_move(&position) != ours {
                    value = -value;
                }
                let score = if value > 300 {
                    1.0
                } else if value < -300 {
                    0.0
                } else {
                    0.5
                };
                (score, format!("adjudicated at {value} for level 8"))
            }
        };
        points += score;
        if score > 0.75 {
            wins += 1;
        } else if score < 0.25 {
            losses += 1;
        } else {
            draws += 1;
        }
        let colour = if ours == Side::First { "red" } else { "black" };
        println!(
            "game {}: level 8 as {colour}: {score} after {} plies ({how})",
            index + 1,
            game.moves().len()
        );
    }
    let stats = fairy.stats();
    println!(
        "level 8 ({} ms) vs Fairy-Stockfish UCI_Elo {}: +{wins} ={draws} -{losses}, {points} of {} \
         (Fairy-Stockfish moves {}, fallbacks {})",
        args.movetime, args.elo, args.games, stats.engine_moves, stats.fallbacks
    );
}
