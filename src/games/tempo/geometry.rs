//! The geometry of the movement rule, as tables computed once at compile time: for every cell,
//! the lines of three it can be the middle of, and which way each lets it move.
//!
//! The move generator ([`super::movegen`]) does the same work with whole-board shifts; these
//! tables serve the per-stone questions (is this move legal, and if not, why) and are tested
//! against it.

use super::bitboard::{Bitboard, Direction};
use super::square::{Square, CELLS, FILES, RANKS};

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
mod tests {
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
