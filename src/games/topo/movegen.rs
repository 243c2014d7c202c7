//! Move generation: the chess moves of the six animals, filtered by Topo's restrictions.
//!
//! There is no check, so every move the pieces can make by their shape and the restrictions is
//! legal: no move is ever rejected for leaving a Topo attacked.

use super::capture;
use super::castling;
use super::end;
use super::last_rank;
use super::moves::Move;
use super::piece::{Piece, Role};
use super::position::{forward, second_rank, Position};
use super::square::Square;
use super::violation::Violation;

const KING: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The directions a piece moves in, and whether it slides (true) or steps once (false).
fn directions(role: Role) -> (&'static [(i8, i8)], bool) {
    match role {
        Role::Topo => (&KING, false),
        Role::Lepre => (&KING, true),
        Role::Cavallo => (&KNIGHT, false),
        Role::Cane => (&ORTHOGONAL, true),
        Role::Pesce => (&DIAGONAL, true),
        // Gattini are handled apart; they have no symmetric directions.
        Role::Gattino => (&[], false),
    }
}

/// Every legal move of the side to move, by the movement rules alone.
///
/// ```
/// use kibitz::games::topo::{legal_moves, Position};
/// // 18 Gattino moves (a and h step up to three), 4 Cavallo moves and 2 Lepre castlings;
/// // the Pesci may not move before the Lepre has.
/// assert_eq!(legal_moves(&Position::start()).len(), 24);
/// ```
pub fn legal_moves(position: &Position) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    generate(position, &mut out);
    out
}

/// Pushes every legal move of the side to move onto `out`.
pub fn generate(position: &Position, out: &mut Vec<Move>) {
    let us = position.turn;
    for (index, cell) in position.board.iter().enumerate() {
        let Some(piece) = *cell else { continue };
        if piece.side != us {
            continue;
        }
        let Some(from) = Square::from_index(index) else {
            continue;
        };
        if piece.role == Role::Gattino {
            gattino_moves(position, from, out);
            continue;
        }
        // The Pesce rule 5 forbids every move at once: skip the whole piece.
        if piece.role == Role::Pesce && !position.moved_lepre[us.index()] {
            continue;
        }
        let (dirs, slides) = directions(piece.role);
        for &(df, dr) in dirs {
            let mut to = from;
            while let Some(next) = to.offset(df, dr) {
                to = next;
                let target = position.piece_at(to);
                match target {
                    Some(other) if other.side == us => break,
                    _ => {
                        if capture::check(position, piece, from, to, target).is_ok() {
                            out.push(Move {
                                from,
                                to,
                                kind: super::moves::MoveKind::Plain,
                            });
                        }
                    }
                }
                if target.is_some() || !slides {
                    break;
                }
            }
        }
    }
    castling::generate(position, out);
}

fn gattino_moves(position: &Position, from: Square, out: &mut Vec<Move>) {
    let us = position.turn;
    let dir = forward(us);
    for df in [-1, 1] {
        if let Some(to) = from.offset(df, dir) {
            if position.piece_at(to).is_some_and(|p| p.side != us) {
                last_rank::push_gattino_move(position, from, to, out);
            }
        }
    }
    let steps = if from.rank() != second_rank(us) {
        1
    } else if from.file() == 0 || from.file() == 7 {
        3
    } else {
        2
    };
    let mut to = from;
    for _ in 0..steps {
        match to.offset(0, dir) {
            Some(next) if position.piece_at(next).is_none() => {
                to = next;
                last_rank::push_gattino_move(position, from, to, out);
            }
            _ => break,
        }
    }
}

/// Whether the piece on `from` can go to `to` by its shape of move (ignoring the restrictions
/// of [`capture::check`] and castling), or why not. The piece must belong to the side to move.
pub fn reach(position: &Position, piece: Piece, from: Square, to: Square) -> Result<(), Violation> {
    let target = position.piece_at(to);
    if target.is_some_and(|p| p.side == piece.side) {
        return Err(Violation::OwnPieceOnTarget { to });
    }
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let not_how = Violation::NotHowItMoves {
        role: piece.role,
        from,
        to,
    };
    if piece.role == Role::Gattino {
        let ahead = dr * forward(piece.side);
        return match (df.abs(), ahead) {
            (1, 1) if target.is_none() => Err(Violation::GattinoDiagonalNeedsCapture { from, to }),
            (1, 1) => Ok(()),
            (0, 1..=3) => {
                if ahead > 1 && from.rank() != second_rank(piece.side) {
                    return Err(Violation::GattinoLongStepOnlyFromSecondRank { from });
                }
                if ahead == 3 && from.file() != 0 && from.file() != 7 {
                    return Err(Violation::GattinoTripleStepOnlyOnEdgeFiles { from });
                }
                for step in 1..=ahead {
                    if let Some(sq) = from.offset(0, step * forward(piece.side)) {
                        if position.piece_at(sq).is_some() {
                            return Err(Violation::GattinoBlocked { from, blocker: sq });
                        }
                    }
                }
                Ok(())
            }
            _ => Err(not_how),
        };
    }
    let (dirs, slides) = directions(piece.role);
    for &(ddf, ddr) in dirs {
        let mut sq = from;
        while let Some(next) = sq.offset(ddf, ddr) {
            sq = next;
            if sq == to {
                return Ok(());
            }
            if !slides {
                break;
            }
            if position.piece_at(sq).is_some() {
                // Blocked in this direction: if `to` lies further along it, say so.
                let mut beyond = sq;
                while let Some(next) = beyond.offset(ddf, ddr) {
                    beyond = next;
                    if beyond == to {
                        return Err(Violation::PathBlocked {
                            role: piece.role,
                            from,
                            blocker: sq,
                        });
                    }
                }
                break;
            }
        }
    }
    Err(not_how)
}

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
    if end::decided_by_material(position).is_some() {
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
