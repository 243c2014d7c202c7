//! The rules of capture and the Pesce's movement restrictions (rules 1–5 of the rules file).
//!
//! These apply to a move the piece can already make by its shape; [`check`] says whether the
//! restrictions let it.

use super::piece::{Piece, Role};
use super::position::Position;
use super::square::Square;
use super::violation::Violation;

/// Whether `piece` on `from` may go to `to`, capturing `captured` (an enemy piece, if any),
/// under the restrictions on Topi, Cani and Pesci.
pub fn check(
    position: &Position,
    piece: Piece,
    from: Square,
    to: Square,
    captured: Option<Piece>,
) -> Result<(), Violation> {
    let side = piece.side.index();
    let victim = captured.map(|p| p.role);
    match piece.role {
        Role::Topo if victim == Some(Role::Topo) => {
            Err(Violation::TopoCannotCaptureTopo { from, to })
        }
        Role::Cane if victim == Some(Role::Cane) && !position.gattino_moved => {
            Err(Violation::CaneCannotCaptureCaneYet { from, to })
        }
        Role::Pesce => {
            if !position.moved_lepre[side] {
                Err(Violation::PesceBeforeLepreMoved { from })
            } else if victim == Some(Role::Gattino) {
                Err(Violation::PesceCannotCaptureGattino { from, to })
            } else if victim.is_some() && !position.moved_topo[side] {
                Err(Violation::PesceCannotCaptureBeforeTopoMoved { from })
            } else {
                Ok(())
            }
        }
        _ => Ok(()),
    }
}
