//! Cells of the 6×5 Tempo board and their names (`a1` … `f5`).

use std::fmt;

/// Number of files (columns `a`–`f`).
pub const FILES: u8 = 6;
/// Number of ranks (rows `1`–`5`).
pub const RANKS: u8 = 5;
/// Number of cells.
pub const CELLS: u8 = FILES * RANKS;

/// A cell of the board, numbered `rank * 6 + file` from `a1` = 0 to `f5` = 29: the same order as
/// the bits of a [`self::Bitboard`] and the cells of a [`crate::games::BoardView`].
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

// Sets of cells as the low 30 bits of a `u32` (bit `rank * 6 + file`), and the eight directions
// as shifts of such sets.
//
// Shifting a whole set at once is what makes the move generator fast: "every stone that has an
// occupied cell to its west" is one shift and one `and`, for all stones together.

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
mod bitboard_tests {
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

// The geometry of the movement rule, as tables computed once at compile time: for every cell,
// the lines of three it can be the middle of, and which way each lets it move.
//
// The move generator ([`super::movegen`]) does the same work with whole-board shifts; these
// tables serve the per-stone questions (is this move legal, and if not, why) and are tested
// against it.

/// The four kinds of straight line through a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Along a rank (west–east); stones in it move along the file.
    Row,
    /// Along a file (south–north); stones in it move along the rank.
    Column,
    /// South-west to north-east; stones in it move north-west or south-east.
    Diagonal,
    /// North-west to south-east; stones in it move north-east or south-west.
    AntiDiagonal,
}

impl Axis {
    pub const ALL: [Axis; 4] = [Axis::Row, Axis::Column, Axis::Diagonal, Axis::AntiDiagonal];

    /// One direction along the line (the other is its opposite).
    pub const fn along(self) -> Direction {
        match self {
            Axis::Row => Direction::East,
            Axis::Column => Direction::North,
            Axis::Diagonal => Direction::NorthEast,
            Axis::AntiDiagonal => Direction::SouthEast,
        }
    }

    /// The two directions perpendicular to the line: where its middle stone may move.
    pub const fn perpendicular(self) -> [Direction; 2] {
        match self {
            Axis::Row => [Direction::North, Direction::South],
            Axis::Column => [Direction::East, Direction::West],
            Axis::Diagonal => [Direction::NorthWest, Direction::SouthEast],
            Axis::AntiDiagonal => [Direction::NorthEast, Direction::SouthWest],
        }
    }

    /// A name for messages: "row", "column", "diagonal".
    pub const fn name(self) -> &'static str {
        match self {
            Axis::Row => "row",
            Axis::Column => "column",
            Axis::Diagonal | Axis::AntiDiagonal => "diagonal",
        }
    }
}

const fn on_board(file: i8, rank: i8) -> bool {
    file >= 0 && file < FILES as i8 && rank >= 0 && rank < RANKS as i8
}

/// The two cells on either side of `index` along `axis`, or 0 when one of them is off the
/// board (then the cell can never be the middle of that line).
const fn pair(index: u8, axis: Axis) -> Bitboard {
    let file = (index % FILES) as i8;
    let rank = (index / FILES) as i8;
    let (df, dr) = axis.along().delta();
    let (f1, r1, f2, r2) = (file + df, rank + dr, file - df, rank - dr);
    if on_board(f1, r1) && on_board(f2, r2) {
        (1 << (r1 * FILES as i8 + f1)) | (1 << (r2 * FILES as i8 + f2))
    } else {
        0
    }
}

const fn pair_table() -> [[Bitboard; 4]; CELLS as usize] {
    let mut table = [[0; 4]; CELLS as usize];
    let mut i = 0;
    while i < CELLS as usize {
        let mut a = 0;
        while a < 4 {
            table[i][a] = pair(i as u8, Axis::ALL[a]);
            a += 1;
        }
        i += 1;
    }
    table
}

/// `PAIRS[cell][axis]`: the two neighbours that make `cell` the middle of a line along the
/// axis (in [`Axis::ALL`] order), or 0 if the line runs off the board.
pub const PAIRS: [[Bitboard; 4]; CELLS as usize] = pair_table();

/// A corner cell, the two cells orthogonally next to it, and the diagonal into the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Corner {
    pub square: Square,
    pub neighbours: Bitboard,
    pub inward: Direction,
}

const fn bit(file: u8, rank: u8) -> Bitboard {
    1 << (rank * FILES + file)
}

const fn corner(file: u8, rank: u8, inward: Direction) -> Corner {
    let (df, dr) = inward.delta();
    Corner {
        square: match Square::new(file, rank) {
            Some(sq) => sq,
            None => panic!("corner off the board"),
        },
        neighbours: bit((file as i8 + df) as u8, rank) | bit(file, (rank as i8 + dr) as u8),
        inward,
    }
}

/// The four corners: a1, f1, a5, f5.
pub const CORNERS: [Corner; 4] = [
    corner(0, 0, Direction::NorthEast),
    corner(FILES - 1, 0, Direction::NorthWest),
    corner(0, RANKS - 1, Direction::SouthEast),
    corner(FILES - 1, RANKS - 1, Direction::SouthWest),
];

/// The corner at `sq`, if it is one.
pub fn corner_at(sq: Square) -> Option<&'static Corner> {
    CORNERS.iter().find(|c| c.square == sq)
}

/// The directions a stone on `sq` may move in when the occupied cells are `occupied`,
/// as a list without repeats (a stone between several pairs may use any of them).
pub fn free_directions(sq: Square, occupied: Bitboard) -> Vec<Direction> {
    let mut dirs = Vec::new();
    if let Some(corner) = corner_at(sq) {
        if occupied & corner.neighbours == corner.neighbours {
            dirs.push(corner.inward);
        }
        return dirs;
    }
    for (a, axis) in Axis::ALL.into_iter().enumerate() {
        let pair = PAIRS[usize::from(sq.index())][a];
        if pair != 0 && occupied & pair == pair {
            dirs.extend(axis.perpendicular());
        }
    }
    dirs
}

#[cfg(test)]
mod geometry_tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn pairs_match_the_neighbours() {
        let b3 = usize::from(sq("b3").index());
        assert_eq!(PAIRS[b3][0], sq("a3").bit() | sq("c3").bit());
        assert_eq!(PAIRS[b3][1], sq("b2").bit() | sq("b4").bit());
        assert_eq!(PAIRS[b3][2], sq("a2").bit() | sq("c4").bit());
        assert_eq!(PAIRS[b3][3], sq("a4").bit() | sq("c2").bit());
        // An edge cell is the middle of the line along its edge only.
        assert_eq!(
            PAIRS[usize::from(sq("a3").index())],
            [0, sq("a2").bit() | sq("a4").bit(), 0, 0]
        );
        // A corner is the middle of no line.
        assert_eq!(PAIRS[0], [0; 4]);
    }

    #[test]
    fn corners_point_into_the_board() {
        let names: Vec<(String, Bitboard)> = CORNERS
            .iter()
            .map(|c| (c.square.to_string(), c.neighbours))
            .collect();
        assert_eq!(
            names,
            [
                ("a1".to_string(), sq("b1").bit() | sq("a2").bit()),
                ("f1".to_string(), sq("e1").bit() | sq("f2").bit()),
                ("a5".to_string(), sq("b5").bit() | sq("a4").bit()),
                ("f5".to_string(), sq("e5").bit() | sq("f4").bit()),
            ]
        );
        for c in CORNERS {
            assert!(c.inward.step(c.square).is_some());
        }
    }

    #[test]
    fn perpendiculars_are_perpendicular() {
        for axis in Axis::ALL {
            let (ax, ay) = axis.along().delta();
            for dir in axis.perpendicular() {
                let (dx, dy) = dir.delta();
                assert_eq!(ax * dx + ay * dy, 0, "{axis:?} {dir:?}");
            }
        }
    }
}
