//! Why a move is illegal: finds the rule a from-square/to-square move breaks.

use super::capture;
use super::castling;
use super::last_rank;
use super::movegen::reach;
use super::moves::Choice;
use super::piece::{Piece, Role};
use super::position::{back_rank, home, Position, CORNER_FILES, LEPRE_FILE, TOPO_FILE};
use super::square::Square;
use super::violation::Violation;

/// The rule that forbids moving the piece on `from` to `to` with the last-rank `choice` (`None`
/// = no letter), or `None` if the move is legal.
pub fn why_illegal(
    position: &Position,
    from: Square,
    to: Square,
    choice: Option<Choice>,
) -> Option<Violation> {
    let us = position.turn;
    let piece = match position.piece_at(from) {
        Some(piece) if piece.side == us => piece,
        _ => {
            return Some(Violation::NoPieceOfYours {
                side: us,
                square: from,
            })
        }
    };
    let no_choice =
        |v: Option<Violation>| v.or_else(|| choice.map(|_| Violation::ChoiceOnlyOnLastRank { to }));
    // Topo castling: a Topo on e1/e8 moving two squares along the back rank.
    if piece.role == Role::Topo
        && from == home(us, TOPO_FILE)
        && to.rank() == back_rank(us)
        && (to.file() == 2 || to.file() == 6)
    {
        return no_choice(castling::topo_castling(position, to.file() == 2).err());
    }
    // Lepre castling: the Lepre on d1/d8 moving onto its own Cane in a corner.
    if piece.role == Role::Lepre
        && from == home(us, LEPRE_FILE)
        && position.piece_at(to) == Some(Piece::new(us, Role::Cane))
    {
        if let Some(corner) = CORNER_FILES.iter().position(|&f| home(us, f) == to) {
            return no_choice(castling::lepre_castling(position, corner).err());
        }
    }
    let shape = reach(position, piece, from, to);
    // A Pesce that may not move at all: say so before anything about its path, unless the
    // move is not even a Pesce's move.
    if piece.role == Role::Pesce
        && !position.moved_lepre[us.index()]
        && !matches!(shape, Err(Violation::NotHowItMoves { .. }))
    {
        return Some(Violation::PesceBeforeLepreMoved { from });
    }
    if let Err(violation) = shape {
        return Some(violation);
    }
    if let Err(violation) = capture::check(position, piece, from, to, position.piece_at(to)) {
        return Some(violation);
    }
    let on_last_rank = piece.role == Role::Gattino && last_rank::arrives(us, to);
    match choice {
        Some(Choice::SendBack) if on_last_rank => {
            last_rank::check_send_back(position, from, to).err()
        }
        Some(_) if !on_last_rank => Some(Violation::ChoiceOnlyOnLastRank { to }),
        _ => None,
    }
}
