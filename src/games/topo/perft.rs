//! Perft: the number of leaves of the legal-move tree, the standard check of a move generator
//! (the counts are in `tests/data/topo_perft.txt`).
//!
//! It sits above both the generator and the end of the game because a Topo game can end by
//! its material (the last Lepre captured, draw rules 1–6) with moves still on the board, and
//! the tree stops there: `movegen.rs` knows the moves and nothing of the end, and `end.rs`
//! looks at the moves (rule 7) without counting them.

use super::end::decided_by_material;
use super::movegen::legal_moves;
use super::position::Position;

/// Leaf nodes of the legal-move tree of depth `depth`.
///
/// A position whose game is already over by a rule decided from the position alone (a win, or
/// draw rules 1–7) has no moves, so it counts as a leaf only at depth 0. Draw rule 8 needs the
/// position before, so perft ignores it.
///
/// ```
/// use kibitz::games::topo::{perft, Position};
/// assert_eq!(perft(&Position::start(), 1), 24);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if decided_by_material(position).is_some() {
        return 0;
    }
    let moves = legal_moves(position);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| perft(&position.after(mv), depth - 1))
        .sum()
}

impl Position {
    /// Leaf nodes of the legal-move tree of depth `depth` (see [`perft`]).
    pub fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}
