//! `kibitz engine <game>`: the built-in engine from the command line.
//!
//! The output is a contract (see "Playing the computer (engine)" in the README): zero or more
//! `info depth D score S nodes N time T pv M` lines, then `bestmove M` (or `bestmove (none)`
//! when the game is over). A bad position or move is refused exactly as `kibitz rules` refuses
//! it.

use super::rules::{start, Setup};
use crate::engine::{BuiltIn, Engine, Level, Limits};
use crate::games::GameKind;
use clap::Args;
use std::io::Write;
use std::time::Duration;

/// Exit status when the answer cannot be written.
const EXIT_OUTPUT: u8 = 2;

#[derive(Debug, Args)]
pub struct EngineArgs {
    /// topo, xiangqi or tempo.
    pub game: GameKind,
    #[command(flatten)]
    pub setup: Setup,
    /// Strength, 1 (a beginner can win) to 8 (full strength).
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub level: u8,
    /// The longest the engine may think, in milliseconds (a hard upper bound).
    #[arg(long, default_value_t = 1000)]
    pub movetime: u64,
    /// Seeds the lower levels' choice among near-best moves, for reproducible answers.
    #[arg(long)]
    pub seed: Option<u64>,
}

/// Runs an engine command, writing to `out` and `err`; returns the exit status.
pub fn run(args: &EngineArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let game = match start(args.game, &args.setup, err) {
        Ok(game) => game,
        Err(code) => return code,
    };
    // The range is checked by clap; the default keeps this total.
    let level = Level::new(args.level).unwrap_or_default();
    let mut limits = Limits::new(level, Duration::from_millis(args.movetime));
    limits.seed = args.seed;
    let mut written = Ok(());
    let found = BuiltIn.best_move(game.as_ref(), &limits, &mut |info| {
        if written.is_ok() {
            written = writeln!(
                out,
                "info depth {} score {} nodes {} time {} pv {}",
                info.depth,
                info.score,
                info.nodes,
                info.elapsed.as_millis(),
                info.best
            );
        }
    });
    let best = found.map_or_else(|| "(none)".to_string(), |found| found.best);
    match written.and_then(|()| writeln!(out, "bestmove {best}")) {
        Ok(()) => 0,
        Err(error) => {
            let _ = writeln!(err, "error: cannot write output: {error}");
            EXIT_OUTPUT
        }
    }
}
