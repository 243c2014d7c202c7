//! A Tempo position (where the stones stand and whose turn it is) and its position string.
//!
//! # Position string
//!
//! Five rows separated by `/`, from rank 5 (the top, far from Black) down to rank 1, each row
//! read from file `a` to file `f`: `b` is a black stone, `w` a white stone, and an empty cell is
//! `.` or a digit counting a run of empty cells (`3` = three empty cells). After a space comes
//! the side to move, `b` or `w`. Letters may be upper or lower case. The start position is
//!
//! ```text
//! bwbwbw/bwbwbw/wbwbwb/bwbwbw/bwbwbw b
//! ```
//!
//! and the written form always uses lower case and digits, so reading it back gives the same
//! string: `b1b3/6/6/6/5w w` has black stones on a5 and c5, a white stone on f1, White to move.

use super::bitboard::{squares, Bitboard, BOARD};
use super::square::{Square, FILES, RANKS};
use crate::games::Side;
use std::fmt::Write;
use thiserror::Error;

/// Stones each side has at the start; a position never has more.
pub const STONES_PER_SIDE: u32 = 15;

/// The standard start position string.
pub const START: &str = "bwbwbw/bwbwbw/wbwbwb/bwbwbw/bwbwbw b";

/// Where the stones stand and whose turn it is. Two positions are equal exactly when the
/// repetition rule counts them as the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Black's stones (Black moves first: [`Side::First`]).
    black: Bitboard,
    /// White's stones ([`Side::Second`]).
    white: Bitboard,
    to_move: Side,
}

/// Why a position string could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionStringError {
    #[error("expected 5 rows separated by '/', found {0}")]
    RowCount(usize),
    #[error("rank {rank} has {cells} cells; every rank has 6 (a digit counts empty cells)")]
    RowLength { rank: u8, cells: usize },
    #[error("'{ch}' on rank {rank} is not a cell: use b, w, . or a digit 1-6")]
    BadCell { ch: char, rank: u8 },
    #[error("the side to move is missing: end with ' b' (Black) or ' w' (White)")]
    MissingSide,
    #[error("'{0}' is not a side to move: use b (Black) or w (White)")]
    BadSide(String),
    #[error("unexpected text after the side to move: '{0}'")]
    Trailing(String),
    #[error("{side} has {count} stones; each side starts with 15 and never gains any")]
    TooManyStones { side: &'static str, count: u32 },
}

impl Position {
    /// The standard start: the board full, Black to move.
    pub const fn start() -> Position {
        // Ranks 1, 2, 4 and 5 read B W B W B W from file a; rank 3 reads W B W B W B.
        const ROW_B: Bitboard = 0b010101;
        const ROW_W: Bitboard = 0b101010;
        let black = ROW_B | ROW_B << 6 | ROW_W << 12 | ROW_B << 18 | ROW_B << 24;
        Position {
            black,
            white: BOARD & !black,
            to_move: Side::First,
        }
    }

    /// A position from two sets of stones, checked: no cell holds two stones, no side has more
    /// than 15. `None` otherwise.
    pub fn from_stones(black: Bitboard, white: Bitboard, to_move: Side) -> Option<Position> {
        let fits = black & !BOARD == 0 && white & !BOARD == 0 && black & white == 0;
        let counts = black.count_ones() <= STONES_PER_SIDE && white.count_ones() <= STONES_PER_SIDE;
        (fits && counts).then_some(Position {
            black,
            white,
            to_move,
        })
    }

    /// Builds a position without checks; the move generator's play uses it on positions it
    /// derived from valid ones.
    pub(crate) const fn from_parts(black: Bitboard, white: Bitboard, to_move: Side) -> Position {
        Position {
            black,
            white,
            to_move,
        }
    }

    /// Whose turn it is.
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// The stones of `side`.
    pub const fn stones(&self, side: Side) -> Bitboard {
        match side {
            Side::First => self.black,
            Side::Second => self.white,
        }
    }

    /// Every occupied cell.
    pub const fn occupied(&self) -> Bitboard {
        self.black | self.white
    }

    /// Number of stones `side` has left.
    pub const fn count(&self, side: Side) -> u32 {
        self.stones(side).count_ones()
    }

    /// Whose stone stands on `sq`, if any.
    pub const fn stone_at(&self, sq: Square) -> Option<Side> {
        if self.black & sq.bit() != 0 {
            Some(Side::First)
        } else if self.white & sq.bit() != 0 {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// The same stones with the other side to move.
    pub const fn with_side_to_move(self, to_move: Side) -> Position {
        Position { to_move, ..self }
    }

    /// Reads a position string (see the module documentation).
    ///
    /// ```
    /// use kibitz::games::tempo::Position;
    /// let p = Position::read("B1b3/6/6/6/5W w").unwrap();
    /// assert_eq!(p.write(), "b1b3/6/6/6/5w w");
    /// ```
    pub fn read(text: &str) -> Result<Position, PositionStringError> {
        let mut parts = text.split_whitespace();
        let board = parts.next().unwrap_or("");
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != usize::from(RANKS) {
            return Err(PositionStringError::RowCount(rows.len()));
        }
        let (mut black, mut white) = (0, 0);
        for (row, text) in rows.iter().enumerate() {
            // The first row is rank 5 (index 4).
            let rank = RANKS - 1 - row as u8;
            let mut file = 0usize;
            for ch in text.chars() {
                let (run, stone) = match ch.to_ascii_lowercase() {
                    'b' => (1, Some(Side::First)),
                    'w' => (1, Some(Side::Second)),
                    '.' => (1, None),
                    d @ '1'..='6' => (usize::from(d as u8 - b'0'), None),
                    _ => return Err(PositionStringError::BadCell { ch, rank: rank + 1 }),
                };
                if let (Some(side), Some(sq)) = (stone, Square::new(file as u8, rank)) {
                    match side {
                        Side::First => black |= sq.bit(),
                        Side::Second => white |= sq.bit(),
                    }
                }
                file += run;
            }
            if file != usize::from(FILES) {
                return Err(PositionStringError::RowLength {
                    rank: rank + 1,
                    cells: file,
                });
            }
        }
        let to_move = match parts.next().map(str::to_ascii_lowercase).as_deref() {
            None => return Err(PositionStringError::MissingSide),
            Some("b" | "black") => Side::First,
            Some("w" | "white") => Side::Second,
            Some(other) => return Err(PositionStringError::BadSide(other.to_string())),
        };
        if let Some(extra) = parts.next() {
            return Err(PositionStringError::Trailing(extra.to_string()));
        }
        for (stones, name) in [(black, "Black"), (white, "White")] {
            if stones.count_ones() > STONES_PER_SIDE {
                return Err(PositionStringError::TooManyStones {
                    side: name,
                    count: stones.count_ones(),
                });
            }
        }
        Ok(Position {
            black,
            white,
            to_move,
        })
    }

    /// Writes the position string: lower case, digits for runs of empty cells.
    pub fn write(&self) -> String {
        let mut out = String::with_capacity(40);
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let stone = Square::new(file, rank).and_then(|sq| self.stone_at(sq));
                match stone {
                    None => empty += 1,
                    Some(side) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(if side == Side::First { 'b' } else { 'w' });
                    }
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.to_move == Side::First {
            " b"
        } else {
            " w"
        });
        out
    }

    /// The board as text, rank 5 at the top: `B` black, `W` white, `.` empty, then the file
    /// letters and whose turn it is.
    pub fn board_text(&self) -> String {
        let mut out = String::new();
        for rank in (0..RANKS).rev() {
            let _ = write!(out, "{} ", rank + 1);
            for file in 0..FILES {
                let stone = Square::new(file, rank).and_then(|sq| self.stone_at(sq));
                out.push(' ');
                out.push(match stone {
                    Some(Side::First) => 'B',
                    Some(Side::Second) => 'W',
                    None => '.',
                });
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f\n");
        out
    }

    /// The cells of `side`'s stones, `a1` first.
    pub fn squares_of(&self, side: Side) -> impl Iterator<Item = Square> {
        squares(self.stones(side))
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_matches_the_published_set_up() {
        let start = Position::start();
        assert_eq!(start.write(), START);
        assert_eq!(Position::read(START), Ok(start));
        assert_eq!(start.count(Side::First), 15);
        assert_eq!(start.count(Side::Second), 15);
        assert_eq!(start.occupied(), BOARD);
        let at = |name: &str| start.stone_at(Square::parse(name).unwrap());
        assert_eq!(at("a1"), Some(Side::First));
        assert_eq!(at("b1"), Some(Side::Second));
        assert_eq!(at("a3"), Some(Side::Second));
        assert_eq!(at("b3"), Some(Side::First));
        assert_eq!(at("f5"), Some(Side::Second));
        assert_eq!(start.to_move(), Side::First);
    }

    #[test]
    fn reads_dots_digits_and_upper_case() {
        let a = Position::read("B.b.../6/6/6/.....W W").unwrap();
        let b = Position::read("b1b3/6/6/6/5w w").unwrap();
        assert_eq!(a, b);
        assert_eq!(a.write(), "b1b3/6/6/6/5w w");
        assert_eq!(a.to_move(), Side::Second);
        assert_eq!(
            Position::read("6/6/6/6/6 black").unwrap().write(),
            "6/6/6/6/6 b"
        );
    }

    #[test]
    fn rejects_bad_strings_with_a_reason() {
        use PositionStringError::*;
        assert_eq!(Position::read(""), Err(RowCount(1)));
        assert_eq!(Position::read("6/6/6/6 b"), Err(RowCount(4)));
        assert_eq!(
            Position::read("6/6/6/6/5 b"),
            Err(RowLength { rank: 1, cells: 5 })
        );
        assert_eq!(
            Position::read("bwbwbww/6/6/6/6 b"),
            Err(RowLength { rank: 5, cells: 7 })
        );
        assert_eq!(
            Position::read("6/6/x5/6/6 b"),
            Err(BadCell { ch: 'x', rank: 3 })
        );
        assert_eq!(Position::read("6/6/6/6/6"), Err(MissingSide));
        assert_eq!(Position::read("6/6/6/6/6 x"), Err(BadSide("x".into())));
        assert_eq!(Position::read("6/6/6/6/6 b 3"), Err(Trailing("3".into())));
        assert_eq!(
            Position::read("bbbbbb/bbbbbb/bbbb2/6/6 b"),
            Err(TooManyStones {
                side: "Black",
                count: 16
            })
        );
    }

    #[test]
    fn from_stones_checks_overlaps_and_counts() {
        assert!(Position::from_stones(1, 1, Side::First).is_none());
        assert!(Position::from_stones(1 << 30, 0, Side::First).is_none());
        assert!(Position::from_stones(0xffff, 0, Side::First).is_none());
        assert!(Position::from_stones(1, 2, Side::Second).is_some());
    }

    #[test]
    fn board_text_shows_rank_five_on_top() {
        let text = Position::start().board_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "5  B W B W B W");
        assert_eq!(lines[2], "3  W B W B W B");
        assert_eq!(lines[5], "   a b c d e f");
    }
}
