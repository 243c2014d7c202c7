//! Topo castling and Lepre castling, each once per side.
//!
//! There is no check in Topo, so neither castling cares about attacked squares. Instead both
//! are forbidden while the enemy Topo stands on the central square, and the Lepre castling also
//! while any Cavallo does.

use super::moves::{Move, MoveKind};
use super::piece::{Piece, Role};
use super::position::{home, Position, CORNER_FILES, LEPRE_FILE, TOPO_FILE};
use super::violation::Violation;

/// The Topo castling towards the a-side (`long`, e1 → c1) or the h-side (e1 → g1) for the side
/// to move, or the rule that forbids it.
pub fn topo_castling(position: &Position, long: bool) -> Result<Move, Violation> {
    let us = position.turn;
    let from = home(us, TOPO_FILE);
    let (corner_file, to_file, between): (u8, u8, &[u8]) = if long {
        (0, 2, &[1, 2, 3])
    } else {
        (7, 6, &[5, 6])
    };
    if position.topo_castled[us.index()] {
        return Err(Violation::TopoCastlingAlreadyUsed);
    }
    if position.piece_at(from) != Some(Piece::new(us, Role::Topo)) {
        return Err(Violation::CastlingNeedsTopo { square: from });
    }
    let corner = home(us, corner_file);
    if position.piece_at(corner) != Some(Piece::new(us, Role::Cane)) {
        return Err(Violation::CastlingNeedsCane { corner });
    }
    if let Some(&file) = between
        .iter()
        .find(|&&file| position.piece_at(home(us, file)).is_some())
    {
        return Err(Violation::CastlingPathBlocked {
            square: home(us, file),
        });
    }
    if let Some(square) = position.on_central(us.opponent(), Role::Topo) {
        return Err(Violation::EnemyTopoOnCentralSquare { square });
    }
    Ok(Move {
        from,
        to: home(us, to_file),
        kind: MoveKind::TopoCastling,
    })
}

/// The Lepre castling with the Cane of corner `corner` (0 = a-file, 1 = h-file) for the side to
/// move, or the rule that forbids it.
pub fn lepre_castling(position: &Position, corner: usize) -> Result<Move, Violation> {
    let us = position.turn;
    let from = home(us, LEPRE_FILE);
    let to = home(us, CORNER_FILES[corner.min(1)]);
    if position.lepre_castled[us.index()] {
        return Err(Violation::LepreCastlingAlreadyUsed);
    }
    if !position.lepre_unmoved[us.index()] {
        return Err(Violation::LepreHasMoved { square: from });
    }
    if !position.cane_unmoved[us.index()][corner.min(1)] {
        return Err(Violation::CaneHasMoved { corner: to });
    }
    if let Some(square) = position.on_central(us.opponent(), Role::Topo) {
        return Err(Violation::EnemyTopoOnCentralSquare { square });
    }
    for side in [us, us.opponent()] {
        if let Some(square) = position.on_central(side, Role::Cavallo) {
            return Err(Violation::CavalloOnCentralSquare { square });
        }
    }
    Ok(Move {
        from,
        to,
        kind: MoveKind::LepreCastling,
    })
}

/// Pushes every castling the side to move may make.
pub fn generate(position: &Position, out: &mut Vec<Move>) {
    for long in [false, true] {
        if let Ok(mv) = topo_castling(position, long) {
            out.push(mv);
        }
    }
    for corner in 0..2 {
        if let Ok(mv) = lepre_castling(position, corner) {
            out.push(mv);
        }
    }
}
