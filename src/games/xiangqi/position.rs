//! A validated position: pieces, side to move and the FEN move counters.

use super::setup::{Setup, SetupError};
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
