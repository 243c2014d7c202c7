//! An unchecked Tempo set-up read from a position string, and the check that turns it into a
//! [`Position`](super::Position) (as in shakmaty: a `Setup` is any arrangement, a `Position`
//! one the rules can play from).
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

use super::square::Square;
use super::square::{squares, Bitboard, BOARD, FILES, RANKS};
use crate::games::Side;
use std::fmt::{self, Write};
use std::str::FromStr;
use thiserror::Error;

/// Any arrangement of stones with a side to move, as a position string gives it: not yet
/// checked against the rules (no cell holds two stones, no side has more than 15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Black's stones (the first side).
    pub black: Bitboard,
    /// White's stones.
    pub white: Bitboard,
    /// The side to move.
    pub turn: Side,
}

/// Why a position string could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The board does not have 5 rows.
    #[error("expected 5 rows separated by '/', found {0}")]
    RowCount(usize),
    /// A row (rank from 1) does not describe 6 cells.
    #[error("rank {rank} has {cells} cells; every rank has 6 (a digit counts empty cells)")]
    RowLength { rank: u8, cells: usize },
    /// A character that is not a stone, an empty cell or a count of empty cells.
    #[error("'{ch}' on rank {rank} is not a cell: use b, w, . or a digit 1-6")]
    BadCell { ch: char, rank: u8 },
    /// Nothing follows the board.
    #[error("the side to move is missing: end with ' b' (Black) or ' w' (White)")]
    MissingSide,
    /// The side to move is not `b` or `w`.
    #[error("'{0}' is not a side to move: use b (Black) or w (White)")]
    BadSide(String),
    /// More text after the side to move.
    #[error("unexpected text after the side to move: '{0}'")]
    Trailing(String),
    /// Two stones on one cell, or a stone off the board (only from hand-built sets).
    #[error("a cell holds two stones, or a stone is off the board")]
    Overlap,
    /// A side has more stones than it starts with.
    #[error("{side} has {count} stones; each side starts with 15 and never gains any")]
    TooManyStones { side: &'static str, count: u32 },
}

impl Setup {
    /// Whose stone stands on `sq`, if any (Black's, should both sets hold it).
    pub const fn stone_at(&self, sq: Square) -> Option<Side> {
        if self.black & sq.bit() != 0 {
            Some(Side::First)
        } else if self.white & sq.bit() != 0 {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// The cells of `side`'s stones, `a1` first.
    pub fn squares_of(&self, side: Side) -> impl Iterator<Item = Square> {
        squares(
            match side {
                Side::First => self.black,
                Side::Second => self.white,
            } & BOARD,
        )
    }
}

impl FromStr for Setup {
    type Err = SetupError;

    /// Reads a position string without checking the stone counts.
    fn from_str(text: &str) -> Result<Setup, SetupError> {
        let mut parts = text.split_whitespace();
        let board = parts.next().unwrap_or("");
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != usize::from(RANKS) {
            return Err(SetupError::RowCount(rows.len()));
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
                    _ => return Err(SetupError::BadCell { ch, rank: rank + 1 }),
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
                return Err(SetupError::RowLength {
                    rank: rank + 1,
                    cells: file,
                });
            }
        }
        let turn = match parts.next().map(str::to_ascii_lowercase).as_deref() {
            None => return Err(SetupError::MissingSide),
            Some("b" | "black") => Side::First,
            Some("w" | "white") => Side::Second,
            Some(other) => return Err(SetupError::BadSide(other.to_string())),
        };
        if let Some(extra) = parts.next() {
            return Err(SetupError::Trailing(extra.to_string()));
        }
        Ok(Setup { black, white, turn })
    }
}

impl fmt::Display for Setup {
    /// Writes the position string: lower case, digits for runs of empty cells.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
        out.push_str(if self.turn == Side::First { " b" } else { " w" });
        f.write_str(&out)
    }
}
