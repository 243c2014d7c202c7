//! Resolving a move's text against a position: the legal move it names, or the rule it breaks
//! and what would work instead. "Not a move at all" is answered before, by [`parse`],
//! without a position; the steps stay apart as in shakmaty's `San`.

use super::legality::{check_move, hint};
use super::notation::parse;
use super::position::Position;
use super::Move;
use crate::games::{MoveError, Reason};

/// Reads `text` and resolves it against `position`.
///
/// ```
/// use kibitz::games::tempo::{resolve, Position};
/// let start = Position::start();
/// assert_eq!(resolve(&start, "B3-B4").unwrap().to_string(), "b3b4");
/// assert!(resolve(&start, "b3c4").is_err());
/// ```
pub fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
    let typed = parse(text).map_err(|e| MoveError::Unreadable {
        text: text.trim().to_string(),
        reason: e.into(),
    })?;
    check_move(position, typed.from, typed.to).map_err(|e| MoveError::Illegal {
        text: text.trim().to_string(),
        reason: Reason::from(e).then(hint(position, typed.from)),
    })
}
