//! A validated position: pieces, side to move and the FEN move counters, and
//! [`Setup::position`], which checks a set-up read from FEN into one.

use super::setup::{reachable, Setup, SetupError};
use super::{Move, Piece, Role, Square};
use crate::games::{BySide, Side};
use std::fmt;
use std::str::FromStr;

/// The standard start position in FEN.
pub const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// A legal Xiangqi position. Build one from FEN with `str::parse` (or from a
/// [`Setup`] with [`Setup::position`]): both generals are in their palaces, every piece
/// stands on a point it can reach, and the side that just moved is not in check.
///
/// ```
/// use kibitz::games::xiangqi::Position;
/// let pos: Position = "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1".parse().unwrap();
/// // d0-e0 would face the black general on the open e-file: only d0-d1 is legal.
/// assert_eq!(pos.legal_moves().len(), 1);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Board codes (see `Piece::code`), index `rank * 9 + file`.
    pub(crate) cells: [u8; 90],
    pub(crate) turn: Side,
    /// Where each general stands (Red's first).
    pub(crate) kings: BySide<u8>,
    /// Plies since the last capture (FEN's fifth field; informational).
    pub(crate) halfmoves: u32,
    /// FEN's move number, starting at 1 and counting up after each Black move.
    pub(crate) fullmoves: u32,
}

impl Position {
    /// The standard start.
    pub fn start() -> Position {
        // The start FEN is a constant that the unit tests read; this cannot fail.
        START
            .parse()
            .unwrap_or_else(|_| unreachable!("the start FEN is valid"))
    }

    /// Builds a position from checked parts (used by [`Setup::position`]).
    pub(crate) fn from_parts(setup: &Setup, kings: BySide<u8>) -> Position {
        let mut cells = [0u8; 90];
        for (cell, piece) in cells.iter_mut().zip(setup.board.iter()) {
            *cell = piece.map_or(0, Piece::code);
        }
        Position {
            cells,
            turn: setup.turn,
            kings,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
        }
    }

    /// The unchecked set-up of this position.
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 90];
        for (slot, &code) in board.iter_mut().zip(self.cells.iter()) {
            *slot = Piece::from_code(code);
        }
        Setup {
            board,
            turn: self.turn,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The piece on a point.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.cells[sq.index()])
    }

    /// Where `side`'s general stands.
    pub fn general(&self, side: Side) -> Square {
        Square::from_index(self.kings[side])
    }

    /// Every point holding a piece of `side` and `role`.
    pub fn squares_of(&self, side: Side, role: Role) -> impl Iterator<Item = Square> + '_ {
        let code = Piece::new(side, role).code();
        (0..90u8)
            .filter(move |&i| self.cells[i as usize] == code)
            .map(Square::from_index)
    }

    /// Whether two positions have the same pieces on the same points and the same side to move
    /// (the move counters are ignored): the test for repetition.
    pub fn same_placement(&self, other: &Position) -> bool {
        self.turn == other.turn && self.cells == other.cells
    }

    /// Plays `mv` without checking it, updating the move counters. Use
    /// [`Position::play`](super::legality) for moves that come from outside.
    pub(crate) fn after(&self, mv: Move) -> Position {
        let mut next = self.clone();
        let captured = next.make(mv);
        next.halfmoves = if captured != 0 {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if self.turn == Side::Second {
            next.fullmoves = self.fullmoves.saturating_add(1);
        }
        next
    }

    /// The board as text: rank 9 at the top, Red's pieces in upper case, `.` for an empty point.
    pub fn board_text(&self) -> String {
        let mut out = String::new();
        for rank in (0..10u8).rev() {
            out.push((b'0' + rank) as char);
            for file in 0..9u8 {
                out.push(' ');
                let sq = Square::from_index(rank * 9 + file);
                out.push(self.piece_at(sq).map_or('.', Piece::fen_char));
            }
            out.push('\n');
        }
        out.push_str("  a b c d e f g h i\n");
        out
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl FromStr for Position {
    type Err = SetupError;

    /// Reads and validates a FEN string.
    fn from_str(text: &str) -> Result<Position, SetupError> {
        text.parse::<Setup>()?.position()
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;

    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        setup.position()
    }
}

impl Setup {
    /// Checks the set-up against the rules and builds the position.
    pub fn position(self) -> Result<Position, SetupError> {
        let mut kings = BySide::splat(None::<u8>);
        let mut counts = BySide::splat([0usize; 8]);
        for (i, piece) in self.board.iter().enumerate() {
            let Some(piece) = *piece else { continue };
            let sq = Square::from_index(i as u8);
            counts[piece.side][piece.role as usize] += 1;
            if counts[piece.side][piece.role as usize] > piece.role.start_count() {
                return Err(if piece.role == Role::General {
                    SetupError::ExtraGeneral(piece.side)
                } else {
                    SetupError::TooMany {
                        side: piece.side,
                        role: piece.role,
                        max: piece.role.start_count(),
                    }
                });
            }
            if !reachable(piece.side, piece.role, sq) {
                return Err(SetupError::Unreachable {
                    side: piece.side,
                    role: piece.role,
                    square: sq,
                });
            }
            if piece.role == Role::General {
                kings[piece.side] = Some(i as u8);
            }
        }
        let red = kings[Side::First].ok_or(SetupError::MissingGeneral(Side::First))?;
        let black = kings[Side::Second].ok_or(SetupError::MissingGeneral(Side::Second))?;
        let position = Position::from_parts(&self, BySide::new(red, black));
        if generals_facing(&position) {
            return Err(SetupError::GeneralsFacing);
        }
        let mover = self.turn.opponent();
        if position.general_attacked(mover) {
            return Err(SetupError::MoverInCheck(mover));
        }
        Ok(position)
    }
}

/// Whether the two generals stand on one file with nothing between them.
pub(crate) fn generals_facing(position: &Position) -> bool {
    let red = position.general(Side::First);
    let black = position.general(Side::Second);
    red.file() == black.file()
        && (red.rank() + 1..black.rank())
            .all(|rank| position.cells[usize::from(rank) * 9 + usize::from(red.file())] == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_fens_are_refused_with_a_reason() {
        let cases = [
            ("4k4/9/9/9/9/9/9/9/3K5 w", SetupError::RankCount(9)),
            (
                "4k4/9/9/9/9/9/9/9/9/3K6 w",
                SetupError::RankWidth { rank: 0 },
            ),
            ("4k4/9/9/9/9/9/9/9/9/3X5 w", SetupError::BadPiece('X')),
            ("4k4/9/9/9/9/9/9/9/9/3K5 x", SetupError::BadTurn("x".into())),
            (
                "4k4/9/9/9/9/9/9/9/9/9 w",
                SetupError::MissingGeneral(Side::First),
            ),
            ("4k4/9/9/9/9/9/9/9/9/4K4 w", SetupError::GeneralsFacing),
            (
                "4k4/9/9/9/9/9/9/9/9/3KK4 w",
                SetupError::ExtraGeneral(Side::First),
            ),
            (
                "3k5/9/9/9/9/9/9/9/9/4K4 w - - x 1",
                SetupError::BadCounter("x".into()),
            ),
        ];
        for (fen, want) in cases {
            assert_eq!(
                fen.parse::<Setup>().and_then(Setup::position).err(),
                Some(want),
                "{fen}"
            );
        }
    }

    #[test]
    fn pieces_must_stand_where_they_can_go() {
        // A red elephant on e4 (not an elephant point), a red soldier on b3 (never reachable),
        // a red advisor on e0, a general outside its palace.
        for fen in [
            "3k5/9/9/9/9/4B4/9/9/9/4K4 w",
            "3k5/9/9/9/9/9/1P7/9/9/4K4 w",
            "5k3/9/9/9/9/9/9/9/9/3KA4 w",
            "3k5/9/9/9/9/9/9/9/9/2K6 w",
        ] {
            let err = fen.parse::<Setup>().and_then(Setup::position).unwrap_err();
            assert!(
                matches!(err, SetupError::Unreachable { .. }),
                "{fen}: {err}"
            );
        }
    }

    #[test]
    fn side_that_just_moved_cannot_be_in_check() {
        // Red to move, but the black general is attacked by a red chariot.
        let err = "3k5/9/9/9/9/9/9/9/9/3RK4 w"
            .parse::<Setup>()
            .and_then(Setup::position)
            .unwrap_err();
        assert_eq!(err, SetupError::MoverInCheck(Side::Second));
    }
}
