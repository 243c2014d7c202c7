//! Move generation: the chess moves of the six animals, filtered by Topo's restrictions.
//!
//! There is no check, so every move the pieces can make by their shape and the restrictions is
//! legal: no move is ever rejected for leaving a Topo attacked. The same rules, applied to one
//! move, give [`check_move`] (the rule a refused move breaks) and [`Position::play`].
//!
//! Nothing here knows how a game ends (`end.rs` asks this file for the moves, for draw rule
//! 7); [`perft`](super::perft), which needs both, is above them in `perft.rs`.

use super::square::{back_rank, forward, home, last_rank, second_rank};
use super::square::{CORNER_FILES, LEPRE_FILE, TOPO_FILE};
use super::{Choice, IllegalMove, Move, MoveKind, Piece, Position, Role, Square};
use crate::games::Side;

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
        if piece.role == Role::Pesce && !position.moved_lepre[us] {
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
                        if check_capture(position, piece, from, to, target).is_ok() {
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
    generate_castlings(position, out);
}

fn gattino_moves(position: &Position, from: Square, out: &mut Vec<Move>) {
    let us = position.turn;
    let dir = forward(us);
    for df in [-1, 1] {
        if let Some(to) = from.offset(df, dir) {
            if position.piece_at(to).is_some_and(|p| p.side != us) {
                push_gattino_move(position, from, to, out);
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
                push_gattino_move(position, from, to, out);
            }
            _ => break,
        }
    }
}

/// Whether the piece on `from` can go to `to` by its shape of move (ignoring the restrictions
/// of [`check_capture`] and castling), or why not. The piece must belong to the side to move.
pub fn reach(
    position: &Position,
    piece: Piece,
    from: Square,
    to: Square,
) -> Result<(), IllegalMove> {
    let target = position.piece_at(to);
    if target.is_some_and(|p| p.side == piece.side) {
        return Err(IllegalMove::OwnPieceOnTarget { to });
    }
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let not_how = IllegalMove::NotHowItMoves {
        role: piece.role,
        from,
        to,
    };
    if piece.role == Role::Gattino {
        let ahead = dr * forward(piece.side);
        return match (df.abs(), ahead) {
            (1, 1) if target.is_none() => {
                Err(IllegalMove::GattinoDiagonalNeedsCapture { from, to })
            }
            (1, 1) => Ok(()),
            (0, 1..=3) => {
                if ahead > 1 && from.rank() != second_rank(piece.side) {
                    return Err(IllegalMove::GattinoLongStepOnlyFromSecondRank { from });
                }
                if ahead == 3 && from.file() != 0 && from.file() != 7 {
                    return Err(IllegalMove::GattinoTripleStepOnlyOnEdgeFiles { from });
                }
                for step in 1..=ahead {
                    if let Some(sq) = from.offset(0, step * forward(piece.side)) {
                        if position.piece_at(sq).is_some() {
                            return Err(IllegalMove::GattinoBlocked { from, blocker: sq });
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
                        return Err(IllegalMove::PathBlocked {
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

// The rules of capture and the Pesce's movement restrictions (rules 1–5 of `docs/rules/topo.md`).
//
// These apply to a move the piece can already make by its shape; `check_capture` says whether the
// restrictions let it.

/// Whether `piece` on `from` may go to `to`, capturing `captured` (an enemy piece, if any),
/// under the restrictions on Topi, Cani and Pesci.
pub fn check_capture(
    position: &Position,
    piece: Piece,
    from: Square,
    to: Square,
    captured: Option<Piece>,
) -> Result<(), IllegalMove> {
    let side = piece.side;
    let victim = captured.map(|p| p.role);
    match piece.role {
        Role::Topo if victim == Some(Role::Topo) => {
            Err(IllegalMove::TopoCannotCaptureTopo { from, to })
        }
        Role::Cane if victim == Some(Role::Cane) && !position.gattino_moved => {
            Err(IllegalMove::CaneCannotCaptureCaneYet { from, to })
        }
        Role::Pesce => {
            if !position.moved_lepre[side] {
                Err(IllegalMove::PesceBeforeLepreMoved { from })
            } else if victim == Some(Role::Gattino) {
                Err(IllegalMove::PesceCannotCaptureGattino { from, to })
            } else if victim.is_some() && !position.moved_topo[side] {
                Err(IllegalMove::PesceCannotCaptureBeforeTopoMoved { from })
            } else {
                Ok(())
            }
        }
        _ => Ok(()),
    }
}

// Topo castling and Lepre castling, each once per side.
//
// There is no check in Topo, so neither castling cares about attacked squares. Instead both
// are forbidden while the enemy Topo stands on the central square, and the Lepre castling also
// while any Cavallo does.

/// The Topo castling towards the a-side (`long`, e1 → c1) or the h-side (e1 → g1) for the side
/// to move, or the rule that forbids it.
pub fn topo_castling(position: &Position, long: bool) -> Result<Move, IllegalMove> {
    let us = position.turn;
    let from = home(us, TOPO_FILE);
    let (corner_file, to_file, between): (u8, u8, &[u8]) = if long {
        (0, 2, &[1, 2, 3])
    } else {
        (7, 6, &[5, 6])
    };
    if position.topo_castled[us] {
        return Err(IllegalMove::TopoCastlingAlreadyUsed);
    }
    if position.piece_at(from) != Some(Piece::new(us, Role::Topo)) {
        return Err(IllegalMove::CastlingNeedsTopo { square: from });
    }
    let corner = home(us, corner_file);
    if position.piece_at(corner) != Some(Piece::new(us, Role::Cane)) {
        return Err(IllegalMove::CastlingNeedsCane { corner });
    }
    if let Some(&file) = between
        .iter()
        .find(|&&file| position.piece_at(home(us, file)).is_some())
    {
        return Err(IllegalMove::CastlingPathBlocked {
            square: home(us, file),
        });
    }
    if let Some(square) = position.on_central(us.opponent(), Role::Topo) {
        return Err(IllegalMove::EnemyTopoOnCentralSquare { square });
    }
    Ok(Move {
        from,
        to: home(us, to_file),
        kind: MoveKind::TopoCastling,
    })
}

/// The Lepre castling with the Cane of corner `corner` (0 = a-file, 1 = h-file) for the side to
/// move, or the rule that forbids it.
pub fn lepre_castling(position: &Position, corner: usize) -> Result<Move, IllegalMove> {
    let us = position.turn;
    let from = home(us, LEPRE_FILE);
    let to = home(us, CORNER_FILES[corner.min(1)]);
    if position.lepre_castled[us] {
        return Err(IllegalMove::LepreCastlingAlreadyUsed);
    }
    if !position.lepre_unmoved[us] {
        return Err(IllegalMove::LepreHasMoved { square: from });
    }
    if !position.cane_unmoved[us][corner.min(1)] {
        return Err(IllegalMove::CaneHasMoved { corner: to });
    }
    if let Some(square) = position.on_central(us.opponent(), Role::Topo) {
        return Err(IllegalMove::EnemyTopoOnCentralSquare { square });
    }
    for side in [us, us.opponent()] {
        if let Some(square) = position.on_central(side, Role::Cavallo) {
            return Err(IllegalMove::CavalloOnCentralSquare { square });
        }
    }
    Ok(Move {
        from,
        to,
        kind: MoveKind::LepreCastling,
    })
}

/// Pushes every castling the side to move may make.
pub fn generate_castlings(position: &Position, out: &mut Vec<Move>) {
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

// A Gattino reaching its last rank: promote (Topo, Lepre, Cavallo), stay, or be sent back.

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
pub fn check_send_back(position: &Position, from: Square, to: Square) -> Result<(), IllegalMove> {
    let square = send_back_square(position.turn, to);
    if square == from || position.piece_at(square).is_none() {
        Ok(())
    } else {
        Err(IllegalMove::SendBackSquareOccupied { square })
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

// One move checked by the same rules, naming the first it breaks (for refusals; the
// generator above never needs it).

/// Checks moving the piece on `from` to `to` with the last-rank `choice` (`None` = no letter):
/// `Ok` if the rules allow it, or the rule it breaks.
pub fn check_move(
    position: &Position,
    from: Square,
    to: Square,
    choice: Option<Choice>,
) -> Result<(), IllegalMove> {
    match first_broken_rule(position, from, to, choice) {
        Some(rule) => Err(rule),
        None => Ok(()),
    }
}

/// The rule that forbids the move, or `None` if the move is legal.
fn first_broken_rule(
    position: &Position,
    from: Square,
    to: Square,
    choice: Option<Choice>,
) -> Option<IllegalMove> {
    let us = position.turn;
    let piece = match position.piece_at(from) {
        Some(piece) if piece.side == us => piece,
        _ => {
            return Some(IllegalMove::NoPieceOfYours {
                side: us,
                square: from,
            })
        }
    };
    let no_choice = |v: Option<IllegalMove>| {
        v.or_else(|| choice.map(|_| IllegalMove::ChoiceOnlyOnLastRank { to }))
    };
    // Topo castling: a Topo on e1/e8 moving two squares along the back rank.
    if piece.role == Role::Topo
        && from == home(us, TOPO_FILE)
        && to.rank() == back_rank(us)
        && (to.file() == 2 || to.file() == 6)
    {
        return no_choice(topo_castling(position, to.file() == 2).err());
    }
    // Lepre castling: the Lepre on d1/d8 moving onto its own Cane in a corner.
    if piece.role == Role::Lepre
        && from == home(us, LEPRE_FILE)
        && position.piece_at(to) == Some(Piece::new(us, Role::Cane))
    {
        if let Some(corner) = CORNER_FILES.iter().position(|&f| home(us, f) == to) {
            return no_choice(lepre_castling(position, corner).err());
        }
    }
    let shape = reach(position, piece, from, to);
    // A Pesce that may not move at all: say so before anything about its path, unless the
    // move is not even a Pesce's move.
    if piece.role == Role::Pesce
        && !position.moved_lepre[us]
        && !matches!(shape, Err(IllegalMove::NotHowItMoves { .. }))
    {
        return Some(IllegalMove::PesceBeforeLepreMoved { from });
    }
    if let Err(violation) = shape {
        return Some(violation);
    }
    if let Err(violation) = check_capture(position, piece, from, to, position.piece_at(to)) {
        return Some(violation);
    }
    let on_last_rank = piece.role == Role::Gattino && arrives(us, to);
    match choice {
        Some(Choice::SendBack) if on_last_rank => check_send_back(position, from, to).err(),
        Some(_) if !on_last_rank => Some(IllegalMove::ChoiceOnlyOnLastRank { to }),
        _ => None,
    }
}

impl Position {
    /// Every legal move (none once the game is decided).
    pub fn legal_moves(&self) -> Vec<Move> {
        legal_moves(self)
    }

    /// The position after `mv`, or the rule it breaks; `self` is left as it was.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        if legal_moves(self).contains(&mv) {
            return Ok(self.after(mv));
        }
        let choice = match mv.kind {
            MoveKind::LastRank(Choice::Stay) => None,
            MoveKind::LastRank(choice) => Some(choice),
            _ => None,
        };
        check_move(self, mv.from, mv.to, choice)?;
        Err(IllegalMove::NotListed {
            canonical: mv.canonical(),
        })
    }
}
