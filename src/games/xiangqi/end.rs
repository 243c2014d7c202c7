//! How a game ends: no legal move, or the third occurrence of a position.
//!
//! `docs/rules/xiangqi.md`: when the same position (same pieces, same side to move) occurs for the
//! third time, if every move of one side in the repeated cycle gave check and the other side's
//! did not, the side giving perpetual check loses; otherwise the game is drawn.
//!
//! Reading used here: the "repeated cycle" is every move from the first occurrence of the
//! position to the third, and "the other side's did not" means the other side did not also
//! give check with every one of its moves (if both sides check throughout, it is a draw).

use super::Position;
use crate::games::Side;
use crate::games::{BySide, EndReason, Outcome};

/// The outcome of a game whose positions so far are `history` (the current one last).
pub fn outcome(history: &[Position]) -> Option<Outcome> {
    let current = history.last()?;
    if !current.has_legal_move() {
        return Some(Outcome::win(current.turn().opponent(), EndReason::NoMoves));
    }
    let earlier: Vec<usize> = history[..history.len() - 1]
        .iter()
        .enumerate()
        .filter(|(_, p)| p.same_placement(current))
        .map(|(i, _)| i)
        .collect();
    if earlier.len() < 2 {
        return None;
    }
    // The first occurrence of the three that now exist (the game would have ended at an
    // earlier third occurrence, so there are exactly two earlier ones in a game played here).
    let first = earlier[earlier.len() - 2];
    let mut always_checked = BySide::splat(true);
    for window in history[first..].windows(2) {
        let mover = window[0].turn();
        // The move gave check if the side to move after it is in check.
        if !window[1].in_check() {
            always_checked[mover] = false;
        }
    }
    match always_checked.into_array() {
        [true, false] => Some(Outcome::win(Side::Second, EndReason::PerpetualCheck)),
        [false, true] => Some(Outcome::win(Side::First, EndReason::PerpetualCheck)),
        _ => Some(Outcome::draw(EndReason::Repetition)),
    }
}
