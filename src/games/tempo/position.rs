//! A Tempo position: where the stones stand and whose turn it is, checked (at most 15 stones a
//! side; [`Setup::position`] checks a set-up here, so that `setup.rs` needs no position). Its
//! position string (see `setup.rs`) is read through `FromStr` and written through `Display`.
//! Its moves are in `movegen.rs` ([`Position::legal_moves`]) and `legality.rs`
//! ([`Position::play`]), which build on it.

use super::moves::Move;
use super::piece::Piece;
use super::setup::{Setup, SetupError};
use super::square::{squares, Bitboard, BOARD};
use super::square::{Square, FILES, RANKS};
use crate::games::Side;
use std::fmt::{self, Write};
use std::str::FromStr;

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
    turn: Side,
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
            turn: Side::First,
        }
    }

    /// A position from two sets of stones, checked: no cell holds two stones, no side has more
    /// than 15. `None` otherwise.
    pub fn from_stones(black: Bitboard, white: Bitboard, turn: Side) -> Option<Position> {
        let fits = black & !BOARD == 0 && white & !BOARD == 0 && black & white == 0;
        let counts = black.count_ones() <= STONES_PER_SIDE && white.count_ones() <= STONES_PER_SIDE;
        (fits && counts).then_some(Position { black, white, turn })
    }

    /// Builds a position without checks; the move generator's play uses it on positions it
    /// derived from valid ones.
    pub(crate) const fn from_parts(black: Bitboard, white: Bitboard, turn: Side) -> Position {
        Position { black, white, turn }
    }

    /// Whose turn it is.
    pub const fn turn(&self) -> Side {
        self.turn
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
    pub const fn with_turn(self, turn: Side) -> Position {
        Position { turn, ..self }
    }

    /// The unchecked set-up of this position.
    pub const fn to_setup(&self) -> Setup {
        Setup {
            black: self.black,
            white: self.white,
            turn: self.turn,
        }
    }

    /// The piece on `sq`, if any.
    pub const fn piece_at(&self, sq: Square) -> Option<Piece> {
        match self.stone_at(sq) {
            Some(side) => Some(Piece::stone(side)),
            None => None,
        }
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

impl Setup {
    /// Checks the set-up into a position: the stones are on the board, no cell holds two and
    /// neither side has more than it starts with.
    pub fn position(self) -> Result<Position, SetupError> {
        for (stones, name) in [(self.black, "Black"), (self.white, "White")] {
            if stones.count_ones() > STONES_PER_SIDE {
                return Err(SetupError::TooManyStones {
                    side: name,
                    count: stones.count_ones(),
                });
            }
        }
        Position::from_stones(self.black, self.white, self.turn).ok_or(SetupError::Overlap)
    }
}

impl Move {
    /// Whether the move takes a stone in `position`.
    pub const fn is_capture(&self, position: &Position) -> bool {
        position.occupied() & self.to.bit() != 0
    }
}

impl FromStr for Position {
    type Err = SetupError;

    /// Reads a position string (see the module documentation of `setup.rs`).
    ///
    /// ```
    /// use kibitz::games::tempo::Position;
    /// let p: Position = "B1b3/6/6/6/5W w".parse().unwrap();
    /// assert_eq!(p.to_string(), "b1b3/6/6/6/5w w");
    /// ```
    fn from_str(text: &str) -> Result<Position, SetupError> {
        text.parse::<Setup>()?.position()
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;

    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        setup.position()
    }
}

impl fmt::Display for Position {
    /// The position string: lower case, digits for runs of empty cells.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
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
        assert_eq!(start.to_string(), START);
        assert_eq!(START.parse::<Position>(), Ok(start));
        assert_eq!(start.count(Side::First), 15);
        assert_eq!(start.count(Side::Second), 15);
        assert_eq!(start.occupied(), BOARD);
        let at = |name: &str| start.stone_at(Square::parse(name).unwrap());
        assert_eq!(at("a1"), Some(Side::First));
        assert_eq!(at("b1"), Some(Side::Second));
        assert_eq!(at("a3"), Some(Side::Second));
        assert_eq!(at("b3"), Some(Side::First));
        assert_eq!(at("f5"), Some(Side::Second));
        assert_eq!(start.turn(), Side::First);
    }

    #[test]
    fn reads_dots_digits_and_upper_case() {
        let a = "B.b.../6/6/6/.....W W".parse::<Position>().unwrap();
        let b = "b1b3/6/6/6/5w w".parse::<Position>().unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "b1b3/6/6/6/5w w");
        assert_eq!(a.turn(), Side::Second);
        assert_eq!(
            "6/6/6/6/6 black".parse::<Position>().unwrap().to_string(),
            "6/6/6/6/6 b"
        );
    }

    #[test]
    fn rejects_bad_strings_with_a_reason() {
        use SetupError::*;
        assert_eq!("".parse::<Position>(), Err(RowCount(1)));
        assert_eq!("6/6/6/6 b".parse::<Position>(), Err(RowCount(4)));
        assert_eq!(
            "6/6/6/6/5 b".parse::<Position>(),
            Err(RowLength { rank: 1, cells: 5 })
        );
        assert_eq!(
            "bwbwbww/6/6/6/6 b".parse::<Position>(),
            Err(RowLength { rank: 5, cells: 7 })
        );
        assert_eq!(
            "6/6/x5/6/6 b".parse::<Position>(),
            Err(BadCell { ch: 'x', rank: 3 })
        );
        assert_eq!("6/6/6/6/6".parse::<Position>(), Err(MissingSide));
        assert_eq!("6/6/6/6/6 x".parse::<Position>(), Err(BadSide("x".into())));
        assert_eq!(
            "6/6/6/6/6 b 3".parse::<Position>(),
            Err(Trailing("3".into()))
        );
        assert_eq!(
            "bbbbbb/bbbbbb/bbbb2/6/6 b".parse::<Position>(),
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
