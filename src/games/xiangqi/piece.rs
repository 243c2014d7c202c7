//! The pieces of Xiangqi: their roles, and a piece as a side and a role.

use crate::games::{GameKind, Msg, Side};

/// The colour name of a side in Xiangqi: `"red"` (the first side) or `"black"`.
pub(crate) fn side_name(side: Side) -> &'static str {
    GameKind::Xiangqi.side_name(side)
}

/// The seven roles of piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    General = 1,
    Advisor = 2,
    Elephant = 3,
    Horse = 4,
    Chariot = 5,
    Cannon = 6,
    Soldier = 7,
}

impl Role {
    /// Every role, in code order.
    pub const ALL: [Role; 7] = [
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

    /// The upper-case FEN letter: K A B N R C P.
    pub const fn fen_letter(self) -> char {
        match self {
            Role::General => 'K',
            Role::Advisor => 'A',
            Role::Elephant => 'B',
            Role::Horse => 'N',
            Role::Chariot => 'R',
            Role::Cannon => 'C',
            Role::Soldier => 'P',
        }
    }

    /// The WXF letter written in output: K A E H R C P.
    pub const fn wxf_letter(self) -> char {
        match self {
            Role::General => 'K',
            Role::Advisor => 'A',
            Role::Elephant => 'E',
            Role::Horse => 'H',
            Role::Chariot => 'R',
            Role::Cannon => 'C',
            Role::Soldier => 'P',
        }
    }

    /// Reads a piece letter of FEN or WXF in either case (E and B are the elephant, H and N the
    /// horse).
    pub fn from_letter(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'K' => Role::General,
            'A' => Role::Advisor,
            'B' | 'E' => Role::Elephant,
            'N' | 'H' => Role::Horse,
            'R' => Role::Chariot,
            'C' => Role::Cannon,
            'P' => Role::Soldier,
            _ => return None,
        })
    }

    /// The English name used in messages.
    pub const fn name(self) -> &'static str {
        match self {
            Role::General => "general",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Chariot => "chariot",
            Role::Cannon => "cannon",
            Role::Soldier => "soldier",
        }
    }

    /// The role of an English name ([`Role::name`]).
    pub fn from_name(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == name)
    }

    /// The piece's name for messages, for its side (Chinese writes the two armies' pieces with
    /// different characters: 傌/馬, 俥/車…): `piece-xiangqi-<role>-<red|black>`.
    pub fn message(self, side: Side) -> Msg {
        let red = side == Side::First;
        Msg::new(match self {
            Role::General if red => "piece-xiangqi-general-red",
            Role::General => "piece-xiangqi-general-black",
            Role::Advisor if red => "piece-xiangqi-advisor-red",
            Role::Advisor => "piece-xiangqi-advisor-black",
            Role::Elephant if red => "piece-xiangqi-elephant-red",
            Role::Elephant => "piece-xiangqi-elephant-black",
            Role::Horse if red => "piece-xiangqi-horse-red",
            Role::Horse => "piece-xiangqi-horse-black",
            Role::Chariot if red => "piece-xiangqi-chariot-red",
            Role::Chariot => "piece-xiangqi-chariot-black",
            Role::Cannon if red => "piece-xiangqi-cannon-red",
            Role::Cannon => "piece-xiangqi-cannon-black",
            Role::Soldier if red => "piece-xiangqi-soldier-red",
            Role::Soldier => "piece-xiangqi-soldier-black",
        })
    }

    /// The plural of the piece's name for messages (`pieces-xiangqi-horse`: "horses").
    pub fn plural_message(self) -> Msg {
        Msg::new(match self {
            Role::General => "pieces-xiangqi-general",
            Role::Advisor => "pieces-xiangqi-advisor",
            Role::Elephant => "pieces-xiangqi-elephant",
            Role::Horse => "pieces-xiangqi-horse",
            Role::Chariot => "pieces-xiangqi-chariot",
            Role::Cannon => "pieces-xiangqi-cannon",
            Role::Soldier => "pieces-xiangqi-soldier",
        })
    }

    /// How many of this role each army starts with.
    pub const fn start_count(self) -> usize {
        match self {
            Role::General => 1,
            Role::Soldier => 5,
            _ => 2,
        }
    }
}

/// A piece: its army and its role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub role: Role,
}

impl Piece {
    pub const fn new(side: Side, role: Role) -> Piece {
        Piece { side, role }
    }

    /// The FEN letter: upper case for Red, lower case for Black.
    pub fn fen_char(self) -> char {
        let c = self.role.fen_letter();
        match self.side {
            Side::First => c,
            Side::Second => c.to_ascii_lowercase(),
        }
    }

    /// Reads a FEN letter (`E`/`H` are accepted for the elephant and the horse).
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_letter(c)?;
        let side = if c.is_ascii_uppercase() {
            Side::First
        } else {
            Side::Second
        };
        Some(Piece { side, role })
    }

    /// The compact code stored on the board: the role, plus 8 for Black (0 is an empty point).
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        self.role as u8 | ((self.side as u8) << 3)
    }

    /// The piece of a non-zero board code.
    #[inline]
    pub(crate) fn from_code(code: u8) -> Option<Piece> {
        let role = match code & 7 {
            1 => Role::General,
            2 => Role::Advisor,
            3 => Role::Elephant,
            4 => Role::Horse,
            5 => Role::Chariot,
            6 => Role::Cannon,
            7 => Role::Soldier,
            _ => return None,
        };
        let side = if code & 8 == 0 {
            Side::First
        } else {
            Side::Second
        };
        Some(Piece { side, role })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for side in Side::ALL {
            for role in Role::ALL {
                let piece = Piece::new(side, role);
                assert_eq!(Piece::from_code(piece.code()), Some(piece));
                assert_eq!(Piece::from_fen_char(piece.fen_char()), Some(piece));
            }
        }
        assert_eq!(Piece::from_code(0), None);
    }
}
