//! The points of the Xiangqi board, and the palace and river that bound some pieces.

use crate::games::Side;
use std::fmt;

/// A point of the board: `file` 0–8 (`a`–`i`, from Red's left) and `rank` 0–9 (from Red's side),
/// stored as `rank * 9 + file`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The number of points.
    pub const COUNT: usize = 90;

    /// The point at `file`, `rank`, if both are on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 9 && rank < 10 {
            Some(Square(rank * 9 + file))
        } else {
            None
        }
    }

    /// The point with index `index` (0–89).
    #[inline]
    pub(crate) const fn from_index(index: u8) -> Square {
        Square(index)
    }

    /// The index `rank * 9 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 9
    }

    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 9
    }

    /// Reads an ICCS point such as `h2` (either case).
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let file = chars.next()?.to_ascii_lowercase();
        let rank = chars.next()?;
        if chars.next().is_some() || !('a'..='i').contains(&file) || !rank.is_ascii_digit() {
            return None;
        }
        Square::new(file as u8 - b'a', rank as u8 - b'0')
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank())
    }
}

/// Whether `sq` is in `side`'s palace (d–f × 0–2 for Red, d–f × 7–9 for Black).
pub const fn in_palace(sq: Square, side: Side) -> bool {
    let (file, rank) = (sq.file(), sq.rank());
    let ranks_ok = match side {
        Side::First => rank <= 2,
        Side::Second => rank >= 7,
    };
    file >= 3 && file <= 5 && ranks_ok
}

/// Whether `sq` is on `side`'s own side of the river.
pub const fn own_half(sq: Square, side: Side) -> bool {
    match side {
        Side::First => sq.rank() <= 4,
        Side::Second => sq.rank() >= 5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_write() {
        let sq = Square::parse("h2").unwrap();
        assert_eq!((sq.file(), sq.rank()), (7, 2));
        assert_eq!(sq.to_string(), "h2");
        assert_eq!(Square::parse("j2"), None);
        assert_eq!(Square::parse("a10"), None);
        assert!(in_palace(Square::parse("e9").unwrap(), Side::Second));
        assert!(!in_palace(Square::parse("c0").unwrap(), Side::First));
    }
}
