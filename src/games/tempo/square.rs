//! Cells of the 6×5 Tempo board and their names (`a1` … `f5`).

use std::fmt;

/// Number of files (columns `a`–`f`).
pub const FILES: u8 = 6;
/// Number of ranks (rows `1`–`5`).
pub const RANKS: u8 = 5;
/// Number of cells.
pub const CELLS: u8 = FILES * RANKS;

/// A cell of the board, numbered `rank * 6 + file` from `a1` = 0 to `f5` = 29: the same order as
/// the bits of a [`super::bitboard::Bitboard`] and the cells of a [`crate::games::BoardView`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The cell at `file` (0 = `a`) and `rank` (0 = rank `1`), if it is on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The cell with index `index` (0..30), if there is one.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < CELLS {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Index of the cell, 0..30.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 (`a`) to 5 (`f`).
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// The rank, 0 (rank `1`) to 4 (rank `5`).
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The single bit of this cell.
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// The cell `df` files and `dr` ranks away, if it is on the board.
    pub fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if (0..FILES as i8).contains(&file) && (0..RANKS as i8).contains(&rank) {
            Square::new(file as u8, rank as u8)
        } else {
            None
        }
    }

    /// Reads a cell name such as `b3` or `B3`.
    ///
    /// ```
    /// use kibitz::games::tempo::Square;
    /// assert_eq!(Square::parse("C4").unwrap().to_string(), "c4");
    /// assert!(Square::parse("g1").is_none());
    /// ```
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].to_ascii_lowercase().checked_sub(b'a')?;
        let rank = bytes[1].checked_sub(b'1')?;
        Square::new(file, rank)
    }

    /// Every cell, `a1` first, then along rank 1, then rank 2, …
    pub fn all() -> impl Iterator<Item = Square> {
        (0..CELLS).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file()),
            char::from(b'1' + self.rank())
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("a1").map(Square::index), Some(0));
        assert_eq!(Square::parse("f5").map(Square::index), Some(29));
        for bad in ["", "a", "a0", "a6", "g1", "11", "a10", "é1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn offsets_stay_on_the_board() {
        let a1 = Square::parse("a1").unwrap();
        assert_eq!(a1.offset(1, 1), Square::parse("b2"));
        assert_eq!(a1.offset(-1, 0), None);
        assert_eq!(Square::parse("f5").unwrap().offset(0, 1), None);
    }
}
