//! Squares of the 8×8 board: files `a`–`h`, ranks `1`–`8`.

use crate::games::Side;
use std::fmt;

/// A square, stored as `rank * 8 + file` (both counted from 0, so `a1` is 0 and `h8` is 63).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = `a`) and `rank` (0 = rank `1`); `None` off the board.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < 8 && rank < 8).then_some(Square(rank * 8 + file))
    }

    /// The square with index `index` (0..64).
    pub fn from_index(index: usize) -> Option<Square> {
        (index < 64).then_some(Square(index as u8))
    }

    /// Every square, `a1`, `b1`, … `h8`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// 0 for file `a` … 7 for file `h`.
    pub fn file(self) -> u8 {
        self.0 % 8
    }

    /// 0 for rank `1` … 7 for rank `8`.
    pub fn rank(self) -> u8 {
        self.0 / 8
    }

    /// Index into a 64-entry board array.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if (0..8).contains(&file) && (0..8).contains(&rank) {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    /// Reads a square such as `e4` (case-insensitive).
    ///
    /// ```
    /// use kibitz::games::topo::Square;
    /// assert_eq!(Square::parse("E4").map(|s| s.to_string()), Some("e4".to_string()));
    /// assert_eq!(Square::parse("i9"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let (f, r) = (chars.next()?, chars.next()?);
        if chars.next().is_some() {
            return None;
        }
        Square::from_chars(f, r)
    }

    /// The square written by a file letter and a rank digit (the letter in either case).
    pub fn from_chars(file: char, rank: char) -> Option<Square> {
        let file = file_index(file)?;
        let rank = rank_index(rank)?;
        Square::new(file, rank)
    }

    /// The file letter, `a`–`h`.
    pub fn file_char(self) -> char {
        char::from(b'a' + self.file())
    }

    /// The rank digit, `1`–`8`.
    pub fn rank_char(self) -> char {
        char::from(b'1' + self.rank())
    }
}

/// The file index (0..8) of a file letter in either case.
pub fn file_index(c: char) -> Option<u8> {
    let c = c.to_ascii_lowercase();
    ('a'..='h').contains(&c).then(|| c as u8 - b'a')
}

/// The rank index (0..8) of a rank digit.
pub fn rank_index(c: char) -> Option<u8> {
    ('1'..='8').contains(&c).then(|| c as u8 - b'1')
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

// Where each side's pieces stand: ranks seen from a side, home squares, the central square.

/// The rank (0-based) where `side`'s pieces start.
pub fn back_rank(side: Side) -> u8 {
    match side {
        Side::First => 0,
        Side::Second => 7,
    }
}

/// The rank (0-based) where `side`'s Gattini start.
pub fn second_rank(side: Side) -> u8 {
    match side {
        Side::First => 1,
        Side::Second => 6,
    }
}

/// The rank (0-based) where `side`'s Gattini reach the end.
pub fn last_rank(side: Side) -> u8 {
    back_rank(side.opponent())
}

/// +1 for White (up the board), -1 for Black.
pub fn forward(side: Side) -> i8 {
    match side {
        Side::First => 1,
        Side::Second => -1,
    }
}

/// A square on `side`'s back rank.
pub fn home(side: Side, file: u8) -> Square {
    // file < 8 and the rank is 0 or 7, so the square exists.
    Square::new(file, back_rank(side)).unwrap_or_else(|| unreachable!())
}

/// The files of the corners: a (index 0) and h (index 1).
pub const CORNER_FILES: [u8; 2] = [0, 7];
/// The file of the Topo's start square (e).
pub const TOPO_FILE: u8 = 4;
/// The file of the Lepre's start square (d).
pub const LEPRE_FILE: u8 = 3;

/// The coloured central square: d4, e4, d5, e5.
pub fn central_squares() -> [Square; 4] {
    [(3, 3), (4, 3), (3, 4), (4, 4)]
        .map(|(f, r)| Square::new(f, r).unwrap_or_else(|| unreachable!()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_write() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("a1").map(Square::index), Some(0));
        assert_eq!(Square::parse("h8").map(Square::index), Some(63));
        assert_eq!(Square::parse("a"), None);
        assert_eq!(Square::parse("a10"), None);
        assert_eq!(Square::parse("a1").and_then(|s| s.offset(-1, 0)), None);
    }
}
