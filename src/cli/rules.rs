//! `kibitz rules <game> legal|play|perft|trace`: the rules engines from the command line.
//!
//! The output formats are a contract (see "The rules CLI" in the README): tools outside the
//! code compare them line by line.

use crate::games::{new_game, status_string, AnyGame, GameKind, Notation};
use clap::{Args, Subcommand};
use std::io::Write;

/// Exit status when a move in `--moves` cannot be played.
pub const EXIT_ILLEGAL_MOVE: u8 = 1;
/// Exit status for bad arguments or a bad position string.
pub const EXIT_USAGE: u8 = 2;

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// topo, xiangqi or tempo.
    pub game: GameKind,
    #[command(subcommand)]
    pub action: Action,
}

/// Where to start and which moves to play first.
#[derive(Debug, Clone, Args)]
pub struct Setup {
    /// Start from this position string instead of the standard start.
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves in canonical notation, separated by spaces, played before anything else.
    #[arg(long)]
    pub moves: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum Action {
    /// Print the legal moves, sorted, on one line separated by spaces.
    Legal {
        #[command(flatten)]
        setup: Setup,
        /// `wxf` writes Xiangqi moves in WXF instead of ICCS.
        #[arg(long)]
        notation: Option<String>,
    },
    /// Print the board as text, then `fen: …` and `status: …`.
    Play {
        #[command(flatten)]
        setup: Setup,
    },
    /// Count the leaf nodes of the legal-move tree; the last line is the count alone.
    Perft {
        depth: u32,
        #[command(flatten)]
        setup: Setup,
    },
    /// One line per position: `ply<TAB>status<TAB>legal moves`.
    Trace {
        #[command(flatten)]
        setup: Setup,
        /// `wxf` writes Xiangqi moves in WXF instead of ICCS.
        #[arg(long)]
        notation: Option<String>,
    },
}

/// Runs a rules command, writing to `out` and `err`; returns the exit status.
pub fn run(args: &RulesArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match execute(args, out) {
        Ok(()) => 0,
        Err(failure) => fail(failure, err),
    }
}

/// Starts `game` from `setup` for another command (`kibitz engine`), so that a bad position or
/// an illegal move in `--moves` is refused with the same message and exit status as here. On
/// failure the message is written to `err` and the exit status returned.
pub(crate) fn start(
    game: GameKind,
    setup: &Setup,
    err: &mut dyn Write,
) -> Result<Box<dyn AnyGame>, u8> {
    set_up(game, setup, |_, _| Ok(())).map_err(|failure| fail(failure, err))
}

/// Writes the message of a failure and gives its exit status.
fn fail(failure: Failure, err: &mut dyn Write) -> u8 {
    match failure {
        Failure::Usage(message) => {
            let _ = writeln!(err, "error: {message}");
            EXIT_USAGE
        }
        Failure::Move { text, ply, reason } => {
            let _ = writeln!(err, "illegal move '{text}' at ply {ply}: {reason}");
            EXIT_ILLEGAL_MOVE
        }
        // The reader went away (`kibitz rules … | head`): nothing to say, and no one to say it to.
        Failure::Output(error) if error.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Failure::Output(error) => {
            let _ = writeln!(err, "error: cannot write output: {error}");
            EXIT_USAGE
        }
    }
}

/// Why a command could not do its work; [`fail`] turns it into a message and an exit status.
enum Failure {
    Usage(String),
    Move {
        text: String,
        ply: usize,
        reason: String,
    },
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Self {
        Failure::Output(error)
    }
}

fn notation(game: GameKind, name: Option<&str>) -> Result<Notation, Failure> {
    match name.map(|n| n.trim().to_ascii_lowercase()).as_deref() {
        None | Some("canonical") => Ok(Notation::Canonical),
        Some("iccs") if game == GameKind::Xiangqi => Ok(Notation::Canonical),
        Some("wxf") if game == GameKind::Xiangqi => Ok(Notation::Human),
        Some(other) => Err(Failure::Usage(format!(
            "unknown notation '{other}' for {game}: use {}",
            if game == GameKind::Xiangqi {
                "iccs or wxf"
            } else {
                "canonical"
            }
        ))),
    }
}

/// Starts the game and plays `--moves`, calling `each` with the game after every position
/// (the start included), so `trace` can print as it goes.
fn set_up(
    game: GameKind,
    setup: &Setup,
    mut each: impl FnMut(usize, &dyn AnyGame) -> Result<(), Failure>,
) -> Result<Box<dyn AnyGame>, Failure> {
    let mut state =
        new_game(game, setup.fen.as_deref()).map_err(|e| Failure::Usage(e.to_string()))?;
    each(0, state.as_ref())?;
    let moves = setup.moves.as_deref().unwrap_or("");
    for (i, text) in moves.split_whitespace().enumerate() {
        state.play(text).map_err(|error| Failure::Move {
            text: text.to_string(),
            ply: i + 1,
            reason: error.reason(),
        })?;
        each(i + 1, state.as_ref())?;
    }
    Ok(state)
}

fn execute(args: &RulesArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let game = args.game;
    match &args.action {
        Action::Legal { setup, notation: n } => {
            let notation = notation(game, n.as_deref())?;
            let state = set_up(game, setup, |_, _| Ok(()))?;
            writeln!(out, "{}", state.legal_moves(notation).join(" "))?;
        }
        Action::Play { setup } => {
            let mut last: Option<Box<dyn AnyGame>> = None;
            let result = set_up(game, setup, |_, state| {
                last = Some(state.clone_box());
                Ok(())
            });
            // On a bad move, show the position reached before it.
            if let Some(state) = &last {
                write!(out, "{}", state.board_text())?;
                writeln!(out, "fen: {}", state.position())?;
                writeln!(out, "status: {}", status_string(game, state.outcome()))?;
            }
            result?;
        }
        Action::Perft { depth, setup } => {
            let state = set_up(game, setup, |_, _| Ok(()))?;
            writeln!(out, "{}", state.perft(*depth))?;
        }
        Action::Trace { setup, notation: n } => {
            let notation = notation(game, n.as_deref())?;
            set_up(game, setup, |ply, state| {
                writeln!(
                    out,
                    "{ply}\t{}\t{}",
                    status_string(game, state.outcome()),
                    state.legal_moves(notation).join(" ")
                )?;
                Ok(())
            })?;
        }
    }
    Ok(())
}
