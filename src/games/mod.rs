//! The rules of the three games, and the few types they share.
//!
//! Nothing in here does I/O, async work or talks to Discord: positions are plain values.
//! Each game lives in its own module (`topo`, `xiangqi`, `tempo`) with its own position type and
//! notation, and implements [`Rules`]. The rest of the bot holds "a game of any kind" as a
//! `Box<dyn AnyGame>` (see [`new_game`] and [`replay`]) and never needs to know which.
//!
//! ```
//! use kibitz::games::{new_game, GameKind};
//! let mut game = new_game(GameKind::Xiangqi, None).unwrap();
//! game.play("h2e2").unwrap();
//! assert_eq!(game.moves(), ["h2e2"]);
//! ```

mod any;
mod board;
mod kind;
mod message;
mod notation;
mod outcome;
mod reason;

pub mod tempo;
pub mod topo;
pub mod xiangqi;

pub use crate::msg;
pub use any::{AnyGame, GameOf, MoveChoice, PlayedMove, Rules};
pub use board::{BoardView, Cell, MoveMarks, PieceView};
pub use kind::{BySide, GameKind, Side, UnknownGame};
pub use message::{Arg, Msg, Text};
pub use notation::{is_invisible, without_invisible, MoveWords, Notation, Script, Spelling};
pub use outcome::{status_string, EndDetail, EndReason, Ended, Outcome};
pub use reason::Reason;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why a move's text could not be played. The three cases are different answers to the player:
/// the text is not a move at all, it could mean several moves, or it means one move that the rules
/// forbid here.
///
/// Its `Display` is the English of the rules CLI (`illegal move '<m>' at ply <n>: <reason>`,
/// checked in `tests/cli/`); players are told [`MoveError::message`], in their language.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text is not a move in any notation this game accepts.
    #[error("'{text}' is not a move: {reason}")]
    Unreadable { text: String, reason: Reason },
    /// The text fits several legal moves: `what` says how ("two Cavalli can go to d2") and
    /// `candidates` are the moves' canonical spellings.
    #[error("'{text}' is ambiguous: {what}: {}?", candidates.join(" or "))]
    Ambiguous {
        text: String,
        what: Reason,
        candidates: Vec<String>,
    },
    /// The text names a move the rules forbid in this position. `reason` names the rule and,
    /// where it helps, what would work instead ("legal moves from e2: e3, e4").
    #[error("'{text}' is not legal here: {reason}")]
    Illegal { text: String, reason: Reason },
    /// The game has ended; no more moves can be played.
    #[error("the game is over ({0})")]
    GameOver(Ended),
}

impl MoveError {
    /// The same error about `f` of the text: the service repeats a shortened, cleaned copy of
    /// what the user typed, never the raw text.
    pub fn map_text(self, f: impl FnOnce(&str) -> String) -> MoveError {
        match self {
            MoveError::Unreadable { text, reason } => MoveError::Unreadable {
                text: f(&text),
                reason,
            },
            MoveError::Ambiguous {
                text,
                what,
                candidates,
            } => MoveError::Ambiguous {
                text: f(&text),
                what,
                candidates,
            },
            MoveError::Illegal { text, reason } => MoveError::Illegal {
                text: f(&text),
                reason,
            },
            other @ MoveError::GameOver(_) => other,
        }
    }

    /// The reason alone, without repeating the move's text (for messages that already show
    /// it), in the English of the rules CLI.
    pub fn reason(&self) -> String {
        match self {
            MoveError::Unreadable { reason, .. } => format!("not a move: {reason}"),
            MoveError::Ambiguous {
                what, candidates, ..
            } => format!("ambiguous: {what}: {}?", candidates.join(" or ")),
            MoveError::Illegal { reason, .. } => reason.to_string(),
            MoveError::GameOver(ended) => format!("the game is over ({ended})"),
        }
    }

    /// What the player is told, in their language once said: the text they typed (as
    /// [`Arg::Text`]) and why it cannot be played.
    ///
    /// Ids: `move-unreadable`, `move-ambiguous`, `move-illegal` (`$text`, `$reason` or
    /// `$what` and `$candidates`) and `move-game-over` (`$result`, an [`Ended::message`]).
    ///
    /// ```
    /// use kibitz::games::{new_game, Arg, GameKind};
    /// let mut game = new_game(GameKind::Tempo, None).unwrap();
    /// let error = game.play("b3c4").unwrap_err();
    /// let message = error.message();
    /// assert_eq!(message.id, "move-illegal");
    /// assert_eq!(message.arg("text"), Some(&Arg::Text("b3c4".into())));
    /// ```
    pub fn message(&self) -> Msg {
        match self {
            MoveError::Unreadable { text, reason } => Msg::new("move-unreadable")
                .with("text", Arg::Text(text.clone()))
                .with("reason", reason.message().clone()),
            MoveError::Ambiguous {
                text,
                what,
                candidates,
            } => Msg::new("move-ambiguous")
                .with("text", Arg::Text(text.clone()))
                .with("what", what.message().clone())
                .with("candidates", candidates_arg(candidates)),
            MoveError::Illegal { text, reason } => Msg::new("move-illegal")
                .with("text", Arg::Text(text.clone()))
                .with("reason", reason.message().clone()),
            MoveError::GameOver(ended) => {
                Msg::new("move-game-over").with("result", ended.message())
            }
        }
    }

    /// [`MoveError::reason`] as a message: why, without the move's text. Ids:
    /// `move-reason-unreadable` (`$reason`), `move-reason-ambiguous` (`$what`, `$candidates`),
    /// the rule's own message for an illegal move, and `move-game-over`.
    pub fn reason_message(&self) -> Msg {
        match self {
            MoveError::Unreadable { reason, .. } => {
                Msg::new("move-reason-unreadable").with("reason", reason.message().clone())
            }
            MoveError::Ambiguous {
                what, candidates, ..
            } => Msg::new("move-reason-ambiguous")
                .with("what", what.message().clone())
                .with("candidates", candidates_arg(candidates)),
            MoveError::Illegal { reason, .. } => reason.message().clone(),
            MoveError::GameOver(ended) => {
                Msg::new("move-game-over").with("result", ended.message())
            }
        }
    }
}

/// `b1d2 or f3d2`: the candidates of an ambiguous text, in canonical notation (the rules pages
/// promise coordinates, which every reader can type back).
fn candidates_arg(candidates: &[String]) -> Arg {
    reason::either(candidates.iter().cloned().map(Arg::Text).collect())
}

/// A small count in words, for messages: "two", "three", … ("12" past ten).
///
/// ```
/// assert_eq!(kibitz::games::count_word(2), "two");
/// ```
pub fn count_word(n: usize) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// A position string that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("invalid {game} position '{text}': {reason}")]
pub struct PositionError {
    pub game: GameKind,
    pub text: String,
    pub reason: String,
}

impl PositionError {
    /// Builds the error for `game` about `text`.
    pub fn new(game: GameKind, text: &str, reason: impl Into<String>) -> Self {
        PositionError {
            game,
            text: text.to_string(),
            reason: reason.into(),
        }
    }
}

/// The saved form of a game: where it started and the moves played since, in canonical notation.
/// This is the source of truth from which any game can be rebuilt with [`replay`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub kind: GameKind,
    /// The start position, or `None` for the game's standard start.
    pub start: Option<String>,
    pub moves: Vec<String>,
}

/// Why a saved record could not be rebuilt.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("move {ply} ('{text}') of the record cannot be played: {error}")]
    Move {
        ply: usize,
        text: String,
        error: MoveError,
    },
}

/// Starts a game of `kind`, from its standard start or from a position string.
pub fn new_game(kind: GameKind, position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
    match kind {
        GameKind::Topo => topo::new_game(position),
        GameKind::Xiangqi => xiangqi::new_game(position),
        GameKind::Tempo => tempo::new_game(position),
    }
}

/// Rebuilds a game from its record, replaying every move through the rules.
pub fn replay(record: &GameRecord) -> Result<Box<dyn AnyGame>, ReplayError> {
    let mut game = new_game(record.kind, record.start.as_deref())?;
    for (i, text) in record.moves.iter().enumerate() {
        game.play(text).map_err(|error| ReplayError::Move {
            ply: i + 1,
            text: text.clone(),
            error,
        })?;
    }
    Ok(game)
}
