//! The Topo position string, read into an unchecked [`Setup`] and checked into a
//! [`Position`](super::Position) (as in shakmaty: a `Setup` is any arrangement the string can
//! say, a `Position` one the rules can play from).
//!
//! The string is a chess FEN board followed by the facts Topo's rules remember:
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w TLtl ADHadh - 0 1
//! └ board                                     │ │    │      │ │ └ 7. move number
//!                                             │ │    │      │ └ 6. half-moves without capture or Gattino move
//!                                             │ │    │      └ 5. what has moved (T L t l G)
//!                                             │ │    └ 4. original pieces never moved (A D H a d h)
//!                                             │ └ 3. castlings not yet used (T L t l)
//!                                             └ 2. side to move (w / b)
//! ```
//!
//! 1. **Board**, rank 8 first, as in chess FEN: `K` Topo, `Q` Lepre, `N` Cavallo, `R` Cane,
//!    `B` Pesce, `P` Gattino; upper case White, lower case Black, digits for empty squares.
//! 2. **Side to move**: `w` or `b`.
//! 3. **Castlings still available**: `T` White may still castle with a Topo, `L` White may still
//!    castle with a Lepre; `t`, `l` the same for Black; `-` if none.
//! 4. **Original pieces that never moved**: `A` White's Cane on a1, `D` White's Lepre on d1,
//!    `H` White's Cane on h1; `a`, `d`, `h` Black's on a8, d8, h8; `-` if none. (The Lepre
//!    castling needs both its Lepre and its Cane here.)
//! 5. **What has moved**: `T` White has moved a Topo (its Pesci may capture), `L` White has moved
//!    a Lepre (its Pesci may move); `t`, `l` for Black; `G` a Gattino of either colour has moved
//!    (Cani may capture Cani); `-` if none.
//! 6. **Half-moves** in a row without a capture or a Gattino move (draw rule 3 at 60).
//! 7. **Move number**, from 1.
//!
//! Fields 6 and 7 may be left out (they then read as `0 1`). Letters in fields 3–5 may come in
//! any order; they are written in the order shown.

use super::piece::side_title;
use super::square::{home, CORNER_FILES, LEPRE_FILE};
use super::{Piece, Role, Square};
use crate::games::{BySide, Side};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The standard start as a position string.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w TLtl ADHadh - 0 1";

/// What a position string says, before the rules check it: the same facts as a [`Position`]
/// (see there for what each one means).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The pieces, index `rank * 8 + file`.
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub turn: Side,
    /// Per side: the Topo castling has been made.
    pub topo_castled: BySide<bool>,
    /// Per side: the Lepre castling has been made.
    pub lepre_castled: BySide<bool>,
    /// Per side: the original Lepre never moved.
    pub lepre_unmoved: BySide<bool>,
    /// Per side: the original Cane on the a-file corner (index 0) and h-file corner (index 1)
    /// never moved.
    pub cane_unmoved: BySide<[bool; 2]>,
    /// Per side: a Topo of this side has moved.
    pub moved_topo: BySide<bool>,
    /// Per side: a Lepre of this side has moved.
    pub moved_lepre: BySide<bool>,
    /// A Gattino of either colour has moved.
    pub gattino_moved: bool,
    /// Half-moves in a row without a capture or a Gattino move.
    pub quiet_plies: u32,
    /// The move number, from 1.
    pub move_number: u32,
}

/// Why a position string could not be read, or describes a position the rules do not accept:
/// one variant per field rule.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The string does not have 5 or 7 space-separated fields.
    #[error("expected 7 fields (board, side to move, castlings, unmoved pieces, moved pieces, half-moves, move number), found {count}; the start is '{start}'", start = START)]
    FieldCount { count: usize },
    /// The board does not have 8 ranks.
    #[error("the board needs 8 ranks separated by '/', found {0}")]
    RankCount(usize),
    /// A board character is neither a piece letter nor a digit 1–8.
    #[error("'{0}' is not a piece letter (use K Q N R B P, lower case for Black)")]
    NotAPiece(char),
    /// A rank (numbered from 1) describes more than 8 squares.
    #[error("rank {0} has more than 8 squares")]
    RankTooLong(u8),
    /// A rank (numbered from 1) describes fewer than 8 squares.
    #[error("rank {rank} has {squares} squares instead of 8")]
    RankTooShort { rank: u8, squares: u8 },
    /// A Gattino stands on its own first rank, where it can never be.
    #[error("a {} Gattino cannot stand on {square}, its own first rank", side_title(*side))]
    GattinoOnFirstRank { side: Side, square: Square },
    /// The side to move is not `w` or `b`.
    #[error("side to move must be 'w' or 'b', not '{0}'")]
    SideToMove(String),
    /// A letter that the field does not allow.
    #[error("'{letter}' does not belong in the {field} field (letters {allowed}, or '-')")]
    LetterNotAllowed {
        letter: char,
        field: &'static str,
        allowed: &'static str,
    },
    /// A letter given twice in one field.
    #[error("'{letter}' appears twice in the {field} field")]
    LetterTwice { letter: char, field: &'static str },
    /// The half-move count is not a whole number.
    #[error("the half-move count must be a whole number, not '{0}'")]
    HalfMoves(String),
    /// The move number is not a whole number from 1.
    #[error("the move number must be a whole number from 1, not '{0}'")]
    MoveNumber(String),
    /// The unmoved-pieces field names a Lepre that is not on its home square.
    #[error("the unmoved-pieces field says {name}'s Lepre on {square} never moved, but there is no {name} Lepre on {square}", name = side_title(*side))]
    LepreNotHome { side: Side, square: Square },
    /// The unmoved-pieces field names a Cane that is not on its home corner.
    #[error("the unmoved-pieces field says {name}'s Cane on {square} never moved, but there is no {name} Cane on {square}", name = side_title(*side))]
    CaneNotHome { side: Side, square: Square },
}

impl Setup {
    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }
}

fn cased(side: Side, c: char) -> char {
    match side {
        Side::First => c.to_ascii_uppercase(),
        Side::Second => c.to_ascii_lowercase(),
    }
}

impl fmt::Display for Setup {
    /// The position string (see the module documentation for its fields).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_setup(self, f)
    }
}

fn write_setup(position: &Setup, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut board = String::new();
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            match Square::new(file, rank).and_then(|sq| position.piece_at(sq)) {
                Some(piece) => {
                    if empty > 0 {
                        board.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    board.push(piece.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            board.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            board.push('/');
        }
    }
    let turn = match position.turn {
        Side::First => 'w',
        Side::Second => 'b',
    };
    let mut castling = String::new();
    let mut unmoved = String::new();
    let mut moved = String::new();
    for side in Side::ALL {
        if !position.topo_castled[side] {
            castling.push(cased(side, 't'));
        }
        if !position.lepre_castled[side] {
            castling.push(cased(side, 'l'));
        }
        if position.cane_unmoved[side][0] {
            unmoved.push(cased(side, 'a'));
        }
        if position.lepre_unmoved[side] {
            unmoved.push(cased(side, 'd'));
        }
        if position.cane_unmoved[side][1] {
            unmoved.push(cased(side, 'h'));
        }
        if position.moved_topo[side] {
            moved.push(cased(side, 't'));
        }
        if position.moved_lepre[side] {
            moved.push(cased(side, 'l'));
        }
    }
    if position.gattino_moved {
        moved.push('G');
    }
    let dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
    write!(
        f,
        "{board} {turn} {} {} {} {} {}",
        dash(castling),
        dash(unmoved),
        dash(moved),
        position.quiet_plies,
        position.move_number
    )
}

impl FromStr for Setup {
    type Err = SetupError;

    /// Reads a position string (see the module documentation for its fields) without checking
    /// the unmoved pieces against the board.
    fn from_str(text: &str) -> Result<Setup, SetupError> {
        read(text)
    }
}

fn read(text: &str) -> Result<Setup, SetupError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 5 && fields.len() != 7 {
        return Err(SetupError::FieldCount {
            count: fields.len(),
        });
    }
    // Every field is set below; the counters default to `0 1` when left out.
    let mut position = Setup {
        board: read_board(fields[0])?,
        turn: Side::First,
        topo_castled: BySide::splat(false),
        lepre_castled: BySide::splat(false),
        lepre_unmoved: BySide::splat(false),
        cane_unmoved: BySide::splat([false; 2]),
        moved_topo: BySide::splat(false),
        moved_lepre: BySide::splat(false),
        gattino_moved: false,
        quiet_plies: 0,
        move_number: 1,
    };
    position.turn = match fields[1] {
        "w" | "W" => Side::First,
        "b" | "B" => Side::Second,
        other => return Err(SetupError::SideToMove(other.to_string())),
    };
    let castling = letters(fields[2], "TLtl", "castlings")?;
    let unmoved = letters(fields[3], "ADHadh", "unmoved pieces")?;
    let moved = letters(fields[4], "TLtlG", "moved pieces")?;
    for side in Side::ALL {
        position.topo_castled[side] = !castling.contains(&cased(side, 't'));
        position.lepre_castled[side] = !castling.contains(&cased(side, 'l'));
        position.lepre_unmoved[side] = unmoved.contains(&cased(side, 'd'));
        position.cane_unmoved[side] = [
            unmoved.contains(&cased(side, 'a')),
            unmoved.contains(&cased(side, 'h')),
        ];
        position.moved_topo[side] = moved.contains(&cased(side, 't'));
        position.moved_lepre[side] = moved.contains(&cased(side, 'l'));
    }
    position.gattino_moved = moved.contains(&'G');
    if fields.len() == 7 {
        position.quiet_plies = fields[5]
            .parse()
            .map_err(|_| SetupError::HalfMoves(fields[5].to_string()))?;
        position.move_number = fields[6]
            .parse()
            .ok()
            .filter(|&n: &u32| n >= 1)
            .ok_or_else(|| SetupError::MoveNumber(fields[6].to_string()))?;
    } else {
        position.quiet_plies = 0;
        position.move_number = 1;
    }
    Ok(position)
}

fn read_board(text: &str) -> Result<[Option<Piece>; 64], SetupError> {
    let mut board = [None; 64];
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 8 {
        return Err(SetupError::RankCount(rows.len()));
    }
    for (row, chars) in rows.iter().enumerate() {
        let rank = 7 - row as u8;
        let mut file = 0u8;
        for c in chars.chars() {
            if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                file += n as u8;
            } else {
                let piece = Piece::from_fen_char(c).ok_or(SetupError::NotAPiece(c))?;
                let sq = Square::new(file, rank).ok_or(SetupError::RankTooLong(rank + 1))?;
                if piece.role == Role::Gattino && rank == super::square::back_rank(piece.side) {
                    return Err(SetupError::GattinoOnFirstRank {
                        side: piece.side,
                        square: sq,
                    });
                }
                board[sq.index()] = Some(piece);
                file += 1;
            }
            if file > 8 {
                return Err(SetupError::RankTooLong(rank + 1));
            }
        }
        if file != 8 {
            return Err(SetupError::RankTooShort {
                rank: rank + 1,
                squares: file,
            });
        }
    }
    Ok(board)
}

fn letters(
    field: &str,
    allowed: &'static str,
    what: &'static str,
) -> Result<Vec<char>, SetupError> {
    if field == "-" {
        return Ok(Vec::new());
    }
    let mut seen = Vec::new();
    for c in field.chars() {
        if !allowed.contains(c) {
            return Err(SetupError::LetterNotAllowed {
                letter: c,
                field: what,
                allowed,
            });
        }
        if seen.contains(&c) {
            return Err(SetupError::LetterTwice {
                letter: c,
                field: what,
            });
        }
        seen.push(c);
    }
    Ok(seen)
}

pub(super) fn check_unmoved(position: &Setup) -> Result<(), SetupError> {
    for side in Side::ALL {
        let lepre = home(side, LEPRE_FILE);
        if position.lepre_unmoved[side]
            && position.piece_at(lepre) != Some(Piece::new(side, Role::Lepre))
        {
            return Err(SetupError::LepreNotHome {
                side,
                square: lepre,
            });
        }
        for (corner, file) in CORNER_FILES.into_iter().enumerate() {
            let sq = home(side, file);
            if position.cane_unmoved[side][corner]
                && position.piece_at(sq) != Some(Piece::new(side, Role::Cane))
            {
                return Err(SetupError::CaneNotHome { side, square: sq });
            }
        }
    }
    Ok(())
}
