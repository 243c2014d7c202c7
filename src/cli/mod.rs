//! The command line: `kibitz rules …`, `kibitz engine …`, `kibitz render …`, `kibitz local`,
//! `kibitz run`, `kibitz store copy`, `kibitz pair`.

pub mod engine;
pub mod pair;
pub mod render;
pub mod rules;
mod run;
pub mod store;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// kibitz — correspondence board games (Topo, Xiangqi, Tempo) on Discord.
#[derive(Debug, Parser)]
#[command(name = "kibitz", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Query the rules engines: legal moves, play, perft, trace.
    Rules(rules::RulesArgs),
    /// Ask the built-in engine for a move: `info …` lines, then `bestmove …`.
    Engine(engine::EngineArgs),
    /// Draw a position (PNG) or a whole game (animated GIF).
    Render(render::RenderArgs),
    /// Play in the terminal without Discord, with the same service and store.
    Local(crate::console::LocalArgs),
    /// Run the Discord bot.
    Run(run::RunArgs),
    /// Copy the records between stores (a data directory and a PostgreSQL database).
    Store(store::StoreArgs),
    /// Pair the next round of a Swiss tournament (FIDE Dutch system) from a TRF-16 file.
    Pair(pair::PairArgs),
}

/// Parses the command line and runs it.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Rules(args) => {
            let stdout = std::io::stdout();
            let stderr = std::io::stderr();
            let code = rules::run(&args, &mut stdout.lock(), &mut stderr.lock());
            ExitCode::from(code)
        }
        Command::Engine(args) => {
            let stdout = std::io::stdout();
            let stderr = std::io::stderr();
            let code = engine::run(&args, &mut stdout.lock(), &mut stderr.lock());
            ExitCode::from(code)
        }
        Command::Render(args) => report(render::run(&args)),
        Command::Local(args) => report(crate::console::run(&args)),
        Command::Run(args) => report(run::run(&args)),
        Command::Store(args) => report(store::run(&args)),
        Command::Pair(args) => {
            let stdout = std::io::stdout();
            let stderr = std::io::stderr();
            let code = pair::run(&args, &mut stdout.lock(), &mut stderr.lock());
            ExitCode::from(code)
        }
    }
}

/// Prints an error as one line (with its causes) and turns it into an exit status.
fn report(result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
