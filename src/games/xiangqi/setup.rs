//! FEN: reading it into an unchecked [`Setup`] and writing it back.
//!
//! As in shakmaty, the two steps are separate: a `Setup` is any arrangement of pieces, a
//! `Position` is one the rules can play from; [`Setup::position`], which checks one into the
//! other, is in `position.rs`, so that this file needs no position.

use super::piece::side_name;
use super::{in_palace, own_half, Piece, Role, Square};
use crate::games::Side;
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Any arrangement of pieces with a side to move: what a FEN string says, before checking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Index `rank * 9 + file` (rank 0 is Red's home rank).
    pub board: [Option<Piece>; 90],
    pub turn: Side,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

/// Why a FEN string is not a position we can play from.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("the board needs 10 ranks separated by '/', found {0}")]
    RankCount(usize),
    #[error("rank {rank} does not have 9 points")]
    RankWidth { rank: u8 },
    #[error("'{0}' is not a piece letter (K A B N R C P, or E/H for the elephant/horse)")]
    BadPiece(char),
    #[error("the side to move must be 'w' (red) or 'b' (black), not '{0}'")]
    BadTurn(String),
    #[error("the move counters must be numbers, not '{0}'")]
    BadCounter(String),
    #[error("{} has no general", side_name(*.0))]
    MissingGeneral(Side),
    #[error("{} has more than one general", side_name(*.0))]
    ExtraGeneral(Side),
    #[error("{} has more than {max} {role}s", side_name(*side), role = role.name())]
    TooMany { side: Side, role: Role, max: usize },
    #[error("the {} {} on {square} stands where it can never go", side_name(*side), role.name())]
    Unreachable {
        side: Side,
        role: Role,
        square: Square,
    },
    #[error("the generals face each other on an open file")]
    GeneralsFacing,
    #[error("{} is in check although it is the other side's turn", side_name(*.0))]
    MoverInCheck(Side),
}

impl FromStr for Setup {
    type Err = SetupError;

    /// Reads FEN: the board (rank 9 first) and optionally the side to move (`w`/`r` or `b`),
    /// two ignored fields and the two move counters.
    fn from_str(text: &str) -> Result<Setup, SetupError> {
        let mut fields = text.split_whitespace();
        let placement = fields.next().unwrap_or("");
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 10 {
            return Err(SetupError::RankCount(ranks.len()));
        }
        let mut board = [None; 90];
        for (row, rank_text) in ranks.iter().enumerate() {
            let rank = 9 - row as u8;
            let mut file = 0u8;
            for c in rank_text.chars() {
                if let Some(n) = c.to_digit(10) {
                    if n == 0 {
                        return Err(SetupError::RankWidth { rank });
                    }
                    file = file.saturating_add(n as u8);
                } else {
                    let piece = Piece::from_fen_char(c).ok_or(SetupError::BadPiece(c))?;
                    if file >= 9 {
                        return Err(SetupError::RankWidth { rank });
                    }
                    board[usize::from(rank) * 9 + usize::from(file)] = Some(piece);
                    file += 1;
                }
                if file > 9 {
                    return Err(SetupError::RankWidth { rank });
                }
            }
            if file != 9 {
                return Err(SetupError::RankWidth { rank });
            }
        }
        let turn = match fields.next() {
            None => Side::First,
            Some("w" | "W" | "r" | "R") => Side::First,
            Some("b" | "B") => Side::Second,
            Some(other) => return Err(SetupError::BadTurn(other.to_string())),
        };
        // Castling and en passant fields are always '-' in Xiangqi; skip them.
        let _ = fields.next();
        let _ = fields.next();
        let counter = |field: Option<&str>, default: u32| match field {
            None => Ok(default),
            Some(t) => t
                .parse::<u32>()
                .map_err(|_| SetupError::BadCounter(t.to_string())),
        };
        let halfmoves = counter(fields.next(), 0)?;
        let fullmoves = counter(fields.next(), 1)?.max(1);
        Ok(Setup {
            board,
            turn,
            halfmoves,
            fullmoves,
        })
    }
}

impl fmt::Display for Setup {
    /// Writes full FEN: `<board> <w|b> - - <halfmoves> <fullmoves>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..10usize).rev() {
            let mut empty = 0;
            for file in 0..9 {
                match self.board[rank * 9 + file] {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.fen_char())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let turn = match self.turn {
            Side::First => 'w',
            Side::Second => 'b',
        };
        write!(f, " {turn} - - {} {}", self.halfmoves, self.fullmoves)
    }
}

/// Whether a piece of `side` and `role` can ever stand on `sq`.
pub fn reachable(side: Side, role: Role, sq: Square) -> bool {
    // Mirror Black onto Red's side so one set of rules serves both.
    let (file, rank) = match side {
        Side::First => (sq.file(), sq.rank()),
        Side::Second => (sq.file(), 9 - sq.rank()),
    };
    match role {
        Role::General => in_palace(sq, side),
        Role::Advisor => in_palace(sq, side) && ((file == 4) == (rank == 1)),
        Role::Elephant => {
            own_half(sq, side) && file % 2 == 0 && rank % 2 == 0 && (file / 2 + rank / 2) % 2 == 1
        }
        Role::Soldier => rank >= 5 || ((rank == 3 || rank == 4) && file % 2 == 0),
        Role::Horse | Role::Chariot | Role::Cannon => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::xiangqi::START;

    #[test]
    fn start_fen_round_trips() {
        let setup: Setup = START.parse().unwrap();
        assert_eq!(setup.to_string(), START);
        assert!(setup.position().is_ok());
    }

    #[test]
    fn short_fen_gets_defaults() {
        let setup: Setup = "4k4/9/9/9/9/9/9/9/9/3K5 b".parse().unwrap();
        assert_eq!(setup.turn, Side::Second);
        assert_eq!(setup.to_string(), "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1");
    }
}
