//! Tempo's pieces: every piece is a stone, black (the first side) or white.
//!
//! Tempo has one role only; the type exists so that the three games share one vocabulary
//! (`Role`, `Piece { side, role }`), as shakmaty's variants do.

use crate::games::Side;

/// What a piece is. Tempo has only stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// A stone: moves only as the middle of three in a line, perpendicular to that line.
    Stone,
}

impl Role {
    /// The letter of the role on a board picture (`S`).
    pub const fn letter(self) -> char {
        match self {
            Role::Stone => 'S',
        }
    }
}

/// A piece: whose it is and what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose stone it is.
    pub side: Side,
    /// What it is (always a stone).
    pub role: Role,
}

impl Piece {
    /// The stone of `side`.
    pub const fn stone(side: Side) -> Piece {
        Piece {
            side,
            role: Role::Stone,
        }
    }

    /// The letter of the position string: `b` for Black (the first side), `w` for White.
    pub const fn fen_char(self) -> char {
        match self.side {
            Side::First => 'b',
            Side::Second => 'w',
        }
    }
}
