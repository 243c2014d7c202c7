//! How a game of Tempo ends by its rules: the side to move has no legal move (and loses), or a
//! position occurs for the third time (fewer stones wins; equal numbers draw).

use super::movegen::has_moves;
use super::position::Position;
use crate::games::{EndReason, Outcome, Side};

/// How many times a position must occur for the repetition rule to end the game
/// (a \[reading\] of `docs/rules/tempo.md`: the third occurrence).
pub const REPETITIONS: usize = 3;

/// The outcome of a game whose positions so far are `history` (the current one last), or
/// `None` while it goes on.
///
/// ```
/// use kibitz::games::tempo::{outcome, Position};
/// use kibitz::games::Side;
/// // White to move with no stones: Black wins.
/// let p = "b5/6/6/6/6 w".parse::<Position>().unwrap();
/// assert_eq!(outcome(&[p]).and_then(|o| o.winner()), Some(Side::First));
/// ```
pub fn outcome(history: &[Position]) -> Option<Outcome> {
    let current = history.last()?;
    let mover = current.turn();
    if !has_moves(current) {
        return Some(Outcome::win(mover.opponent(), EndReason::NoMoves));
    }
    // A capture can never be undone, so earlier positions with more stones cannot repeat; the
    // count still scans all of them, which keeps this obviously right and costs little.
    let occurrences = history.iter().filter(|p| *p == current).count();
    if occurrences >= REPETITIONS {
        let (black, white) = (current.count(Side::First), current.count(Side::Second));
        return Some(match black.cmp(&white) {
            std::cmp::Ordering::Less => Outcome::win(Side::First, EndReason::Repetition),
            std::cmp::Ordering::Greater => Outcome::win(Side::Second, EndReason::Repetition),
            std::cmp::Ordering::Equal => Outcome::draw(EndReason::Repetition),
        });
    }
    None
}
