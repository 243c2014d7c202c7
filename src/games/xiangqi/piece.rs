//! Sides, pieces and points of the Xiangqi board.

use std::fmt;

/// One of the two armies. Red moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Red,
    Black,
}

impl Color {
    /// The other army.
    #[inline]
    pub const fn flip(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// 0 for Red, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"red"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Black => "black",
        }
    }
}

/// The seven kinds of piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    General = 1,
    Advisor = 2,
    Elephant = 3,
    Horse = 4,
    Chariot = 5,
    Cannon = 6,
    Soldier = 7,
}

impl Kind {
    /// Every kind, in code order.
    pub const ALL: [Kind; 7] = [
        Kind::General,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Chariot,
        Kind::Cannon,
        Kind::Soldier,
    ];

    /// The upper-case FEN letter: K A B N R C P.
    pub const fn fen_letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'B',
            Kind::Horse => 'N',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// The WXF letter written in output: K A E H R C P.
    pub const fn wxf_letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'E',
            Kind::Horse => 'H',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// Reads a piece letter of FEN or WXF in either case (E and B are the elephant, H and N the
    /// horse).
    pub fn from_letter(c: char) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'K' => Kind::General,
            'A' => Kind::Advisor,
            'B' | 'E' => Kind::Elephant,
            'N' | 'H' => Kind::Horse,
            'R' => Kind::Chariot,
            'C' => Kind::Cannon,
            'P' => Kind::Soldier,
            _ => return None,
        })
    }

    /// The English name used in messages.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::General => "general",
            Kind::Advisor => "advisor",
            Kind::Elephant => "elephant",
            Kind::Horse => "horse",
            Kind::Chariot => "chariot",
            Kind::Cannon => "cannon",
            Kind::Soldier => "soldier",
        }
    }

    /// How many of this kind each army starts with.
    pub const fn start_count(self) -> usize {
        match self {
            Kind::General => 1,
            Kind::Soldier => 5,
            _ => 2,
        }
    }
}

/// A piece: its army and its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// The FEN letter: upper case for Red, lower case for Black.
    pub fn fen_char(self) -> char {
        let c = self.kind.fen_letter();
        match self.color {
            Color::Red => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// Reads a FEN letter (`E`/`H` are accepted for the elephant and the horse).
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = Kind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }

    /// The compact code stored on the board: the kind, plus 8 for Black (0 is an empty point).
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        self.kind as u8 | ((self.color as u8) << 3)
    }

    /// The piece of a non-zero board code.
    #[inline]
    pub(crate) fn from_code(code: u8) -> Option<Piece> {
        let kind = match code & 7 {
            1 => Kind::General,
            2 => Kind::Advisor,
            3 => Kind::Elephant,
            4 => Kind::Horse,
            5 => Kind::Chariot,
            6 => Kind::Cannon,
            7 => Kind::Soldier,
            _ => return None,
        };
        let color = if code & 8 == 0 {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }
}

/// A point of the board: `file` 0–8 (`a`–`i`, from Red's left) and `rank` 0–9 (from Red's side),
/// stored as `rank * 9 + file`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The number of points.
    pub const COUNT: usize = 90;

    /// The point at `file`, `rank`, if both are on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 9 && rank < 10 {
            Some(Square(rank * 9 + file))
        } else {
            None
        }
    }

    /// The point with index `index` (0–89).
    #[inline]
    pub(crate) const fn from_index(index: u8) -> Square {
        Square(index)
    }

    /// The index `rank * 9 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 9
    }

    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 9
    }

    /// Reads an ICCS point such as `h2` (either case).
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let file = chars.next()?.to_ascii_lowercase();
        let rank = chars.next()?;
        if chars.next().is_some() || !('a'..='i').contains(&file) || !rank.is_ascii_digit() {
            return None;
        }
        Square::new(file as u8 - b'a', rank as u8 - b'0')
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank())
    }
}

/// Whether `sq` is in `color`'s palace (d–f × 0–2 for Red, d–f × 7–9 for Black).
pub const fn in_palace(sq: Square, color: Color) -> bool {
    let (file, rank) = (sq.file(), sq.rank());
    let ranks_ok = match color {
        Color::Red => rank <= 2,
        Color::Black => rank >= 7,
    };
    file >= 3 && file <= 5 && ranks_ok
}

/// Whether `sq` is on `color`'s own side of the river.
pub const fn own_half(sq: Square, color: Color) -> bool {
    match color {
        Color::Red => sq.rank() <= 4,
        Color::Black => sq.rank() >= 5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for color in [Color::Red, Color::Black] {
            for kind in Kind::ALL {
                let piece = Piece::new(color, kind);
                assert_eq!(Piece::from_code(piece.code()), Some(piece));
                assert_eq!(Piece::from_fen_char(piece.fen_char()), Some(piece));
            }
        }
        assert_eq!(Piece::from_code(0), None);
    }

    #[test]
    fn squares_read_and_write() {
        let sq = Square::parse("h2").unwrap();
        assert_eq!((sq.file(), sq.rank()), (7, 2));
        assert_eq!(sq.to_string(), "h2");
        assert_eq!(Square::parse("j2"), None);
        assert_eq!(Square::parse("a10"), None);
        assert!(in_palace(Square::parse("e9").unwrap(), Color::Black));
        assert!(!in_palace(Square::parse("c0").unwrap(), Color::Red));
    }
}
