//! A Gattino reaching its last rank: promote (Topo, Lepre, Cavallo), stay, or be sent back.

use super::moves::{Choice, Move, MoveKind};
use super::position::{last_rank, second_rank, Position};
use super::square::Square;
use super::violation::Violation;
use crate::games::Side;

/// Whether a Gattino of `side` arriving on `to` has reached its last rank.
pub fn arrives(side: Side, to: Square) -> bool {
    to.rank() == last_rank(side)
}

/// Where a Gattino of `side` arriving on `to` would be sent back to: the second rank of the same
/// file.
pub fn send_back_square(side: Side, to: Square) -> Square {
    // The file comes from a real square and the rank is 1 or 6, so this exists.
    Square::new(to.file(), second_rank(side)).unwrap_or(to)
}

/// Whether the Gattino on `from` arriving on `to` may be sent back: its square on the second
/// rank must be empty after the move.
pub fn check_send_back(position: &Position, from: Square, to: Square) -> Result<(), Violation> {
    let square = send_back_square(position.turn, to);
    if square == from || position.piece_at(square).is_none() {
        Ok(())
    } else {
        Err(Violation::SendBackSquareOccupied { square })
    }
}

/// Pushes the Gattino move `from` → `to`: one plain move, or on the last rank one move per
/// allowed choice.
pub fn push_gattino_move(position: &Position, from: Square, to: Square, out: &mut Vec<Move>) {
    if !arrives(position.turn, to) {
        out.push(Move {
            from,
            to,
            kind: MoveKind::Plain,
        });
        return;
    }
    for choice in Choice::ALL {
        if choice == Choice::SendBack && check_send_back(position, from, to).is_err() {
            continue;
        }
        out.push(Move {
            from,
            to,
            kind: MoveKind::LastRank(choice),
        });
    }
}
