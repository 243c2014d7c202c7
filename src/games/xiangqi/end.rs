//! How a game ends: no legal move, the 60-move rule, or the third occurrence of a position.
//!
//! `docs/rules/xiangqi.md` (the Asian rules): a side without a legal move loses; 60 moves by each
//! side without a capture draw; at the third occurrence of a position perpetual check loses,
//! then perpetual chase of the same piece loses, else it is a draw (`repetition.rs`). The 60-move
//! rule is judged before repetition, as the reference does.

use super::repetition::{no_progress, repetition};
use super::Position;
use crate::games::{EndReason, Outcome};

/// The outcome of a game whose positions so far are `history` (the current one last).
pub fn outcome(history: &[Position]) -> Option<Outcome> {
    let current = history.last()?;
    if !current.has_legal_move() {
        return Some(Outcome::win(current.turn().opponent(), EndReason::NoMoves));
    }
    if no_progress(history) {
        return Some(Outcome::draw(EndReason::SixtyMoves));
    }
    repetition(history).map(|v| v.outcome())
}
