//! The six animals and their owners.

use crate::games::{Msg, Side};

/// What a piece is. Each moves like the chess piece named in brackets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    /// Topo (Mouse) — moves like a king.
    Topo,
    /// Lepre (Hare) — moves like a queen.
    Lepre,
    /// Cavallo (Horse) — moves like a knight.
    Cavallo,
    /// Cane (Dog) — moves like a rook.
    Cane,
    /// Pesce (Fish) — moves like a bishop.
    Pesce,
    /// Gattino (Kitten) — moves like a pawn (with a triple step on the a and h files).
    Gattino,
}

impl Role {
    /// All roles.
    pub const ALL: [Role; 6] = [
        Role::Topo,
        Role::Lepre,
        Role::Cavallo,
        Role::Cane,
        Role::Pesce,
        Role::Gattino,
    ];

    /// The chess letter used in position strings and in written moves: `K Q N R B P`.
    pub fn letter(self) -> char {
        match self {
            Role::Topo => 'K',
            Role::Lepre => 'Q',
            Role::Cavallo => 'N',
            Role::Cane => 'R',
            Role::Pesce => 'B',
            Role::Gattino => 'P',
        }
    }

    /// The role of a position-string letter (either case).
    pub fn from_letter(c: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|role| role.letter() == c.to_ascii_uppercase())
    }

    /// The Italian name: "Topo", "Lepre", …
    pub fn name(self) -> &'static str {
        match self {
            Role::Topo => "Topo",
            Role::Lepre => "Lepre",
            Role::Cavallo => "Cavallo",
            Role::Cane => "Cane",
            Role::Pesce => "Pesce",
            Role::Gattino => "Gattino",
        }
    }

    /// The piece's name for messages (`piece-topo-lepre`): the Italian name, in every language.
    pub fn message(self) -> Msg {
        Msg::new(match self {
            Role::Topo => "piece-topo-topo",
            Role::Lepre => "piece-topo-lepre",
            Role::Cavallo => "piece-topo-cavallo",
            Role::Cane => "piece-topo-cane",
            Role::Pesce => "piece-topo-pesce",
            Role::Gattino => "piece-topo-gattino",
        })
    }

    /// The plural for messages (`pieces-topo-lepre`: "Lepri"), in every language.
    pub fn plural_message(self) -> Msg {
        Msg::new(match self {
            Role::Topo => "pieces-topo-topo",
            Role::Lepre => "pieces-topo-lepre",
            Role::Cavallo => "pieces-topo-cavallo",
            Role::Cane => "pieces-topo-cane",
            Role::Pesce => "pieces-topo-pesce",
            Role::Gattino => "pieces-topo-gattino",
        })
    }

    /// The Italian plural: "Topi", "Lepri", …
    pub fn plural(self) -> &'static str {
        match self {
            Role::Topo => "Topi",
            Role::Lepre => "Lepri",
            Role::Cavallo => "Cavalli",
            Role::Cane => "Cani",
            Role::Pesce => "Pesci",
            Role::Gattino => "Gattini",
        }
    }
}

/// A piece: a role and its owner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub side: Side,
    pub role: Role,
}

impl Piece {
    /// A piece of `side`.
    pub fn new(side: Side, role: Role) -> Piece {
        Piece { side, role }
    }

    /// The position-string letter: upper case for White, lower case for Black.
    pub fn fen_char(self) -> char {
        match self.side {
            Side::First => self.role.letter(),
            Side::Second => self.role.letter().to_ascii_lowercase(),
        }
    }

    /// Reads a position-string letter.
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_letter(c)?;
        let side = if c.is_ascii_uppercase() {
            Side::First
        } else {
            Side::Second
        };
        Some(Piece { side, role })
    }
}

/// "White" or "Black", capitalised, for messages.
pub fn side_title(side: Side) -> &'static str {
    match side {
        Side::First => "White",
        Side::Second => "Black",
    }
}
