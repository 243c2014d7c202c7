//! Which game, and which side.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// One of the three games kibitz knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Topo,
    Xiangqi,
    Tempo,
}

/// A game name that is not one of ours.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown game '{0}': choose topo, xiangqi or tempo")]
pub struct UnknownGame(pub String);

impl GameKind {
    /// All games, in the order menus show them.
    pub const ALL: [GameKind; 3] = [GameKind::Topo, GameKind::Xiangqi, GameKind::Tempo];

    /// The lower-case name used in commands and files (`"xiangqi"`).
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Topo => "topo",
            GameKind::Xiangqi => "xiangqi",
            GameKind::Tempo => "tempo",
        }
    }

    /// The name shown to people (`"Xiangqi"`).
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Topo => "Topo",
            GameKind::Xiangqi => "Xiangqi",
            GameKind::Tempo => "Tempo",
        }
    }

    /// The colour name of a side in this game: White/Black in Topo, Red/Black in Xiangqi,
    /// Black/White in Tempo (where Black moves first).
    ///
    /// ```
    /// use kibitz::games::{GameKind, Side};
    /// assert_eq!(GameKind::Tempo.side_name(Side::First), "black");
    /// ```
    pub fn side_name(self, side: Side) -> &'static str {
        match (self, side) {
            (GameKind::Topo, Side::First) => "white",
            (GameKind::Topo, Side::Second) => "black",
            (GameKind::Xiangqi, Side::First) => "red",
            (GameKind::Xiangqi, Side::Second) => "black",
            (GameKind::Tempo, Side::First) => "black",
            (GameKind::Tempo, Side::Second) => "white",
        }
    }

    /// The colour name of a side as a title, for the start of a sentence or a record's tag:
    /// [`GameKind::side_name`] capitalised (`"Red"`, `"White"`, `"Black"`).
    ///
    /// ```
    /// use kibitz::games::{GameKind, Side};
    /// assert_eq!(GameKind::Xiangqi.side_title(Side::First), "Red");
    /// ```
    pub fn side_title(self, side: Side) -> &'static str {
        match (self, side) {
            (GameKind::Topo, Side::First) => "White",
            (GameKind::Topo, Side::Second) => "Black",
            (GameKind::Xiangqi, Side::First) => "Red",
            (GameKind::Xiangqi, Side::Second) => "Black",
            (GameKind::Tempo, Side::First) => "Black",
            (GameKind::Tempo, Side::Second) => "White",
        }
    }

    /// Reads a colour name of this game (case-insensitive) back into a side.
    pub fn parse_side(self, text: &str) -> Option<Side> {
        let text = text.trim().to_ascii_lowercase();
        [Side::First, Side::Second]
            .into_iter()
            .find(|&side| self.side_name(side) == text)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "topo" => Ok(GameKind::Topo),
            "xiangqi" | "chinese-chess" | "cchess" => Ok(GameKind::Xiangqi),
            "tempo" => Ok(GameKind::Tempo),
            _ => Err(UnknownGame(s.to_string())),
        }
    }
}

/// A side of a two-player game: the one that moves first, or the other one. Each game gives the
/// sides their colour names (see [`GameKind::side_name`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    First,
    Second,
}

impl Side {
    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for the first side, 1 for the second: handy for indexing per-side arrays.
    pub fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(kind.name().parse::<GameKind>(), Ok(kind));
            for side in [Side::First, Side::Second] {
                assert_eq!(kind.parse_side(kind.side_name(side)), Some(side));
                assert_eq!(kind.side_title(side).to_lowercase(), kind.side_name(side));
            }
        }
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn opponent_flips() {
        assert_eq!(Side::First.opponent(), Side::Second);
        assert_eq!(Side::Second.opponent().index(), 0);
    }
}
