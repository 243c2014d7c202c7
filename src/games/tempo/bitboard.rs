//! Sets of cells as the low 30 bits of a `u32` (bit `rank * 6 + file`), and the eight directions
//! as shifts of such sets.
//!
//! Shifting a whole set at once is what makes the move generator fast: "every stone that has an
//! occupied cell to its west" is one shift and one `and`, for all stones together.

use super::square::{Square, FILES};

/// A set of cells: bit `i` is the cell with index `i` (see [`Square`]).
pub type Bitboard = u32;

/// All 30 cells.
pub const BOARD: Bitboard = (1 << 30) - 1;
/// File `a`.
pub const FILE_A: Bitboard = 0b000001_000001_000001_000001_000001;
/// File `f`.
pub const FILE_F: Bitboard = FILE_A << (FILES - 1);

/// One of the eight directions a stone can move in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

impl Direction {
    /// All eight, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// Files and ranks moved by one step (north = towards rank 5, east = towards file `f`).
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// Change of the cell index for one step.
    pub const fn index_step(self) -> i8 {
        let (df, dr) = self.delta();
        dr * FILES as i8 + df
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthWest,
            Direction::East => Direction::West,
            Direction::SouthEast => Direction::NorthWest,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthEast,
            Direction::West => Direction::East,
            Direction::NorthWest => Direction::SouthEast,
        }
    }

    /// The direction with the given file and rank steps, if `(df, dr)` is one of the eight.
    pub fn from_delta(df: i8, dr: i8) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.delta() == (df, dr))
    }

    /// Moves every cell of `set` one step this way; cells that would leave the board vanish.
    #[inline(always)]
    pub const fn shift(self, set: Bitboard) -> Bitboard {
        match self {
            Direction::North => (set << 6) & BOARD,
            Direction::NorthEast => ((set & !FILE_F) << 7) & BOARD,
            Direction::East => (set & !FILE_F) << 1,
            Direction::SouthEast => (set & !FILE_F) >> 5,
            Direction::South => set >> 6,
            Direction::SouthWest => (set & !FILE_A) >> 7,
            Direction::West => (set & !FILE_A) >> 1,
            Direction::NorthWest => ((set & !FILE_A) << 5) & BOARD,
        }
    }

    /// The cell one step from `sq` this way, if it is on the board.
    pub fn step(self, sq: Square) -> Option<Square> {
        let (df, dr) = self.delta();
        sq.offset(df, dr)
    }
}

/// The cells of `set`, lowest index first.
pub fn squares(mut set: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros() as u8;
        set &= set - 1;
        Square::from_index(index)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_agree_with_offsets() {
        for sq in Square::all() {
            for dir in Direction::ALL {
                let expected = dir.step(sq).map_or(0, Square::bit);
                assert_eq!(dir.shift(sq.bit()), expected, "{sq} {dir:?}");
                if let Some(to) = dir.step(sq) {
                    let step = i16::from(to.index()) - i16::from(sq.index());
                    assert_eq!(step, i16::from(dir.index_step()));
                }
            }
        }
    }

    #[test]
    fn opposite_directions_cancel() {
        for dir in Direction::ALL {
            let (df, dr) = dir.delta();
            assert_eq!(dir.opposite().delta(), (-df, -dr));
            assert_eq!(Direction::from_delta(df, dr), Some(dir));
        }
        assert_eq!(Direction::from_delta(2, 1), None);
    }

    #[test]
    fn squares_lists_the_set() {
        let set = Square::parse("a1").unwrap().bit() | Square::parse("f5").unwrap().bit();
        let names: Vec<String> = squares(set).map(|s| s.to_string()).collect();
        assert_eq!(names, ["a1", "f5"]);
        assert_eq!(squares(BOARD).count(), 30);
    }
}
