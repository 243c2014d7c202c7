//! Which game, and which side.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;
use thiserror::Error;

/// One of the three games kibitz knows.
///
/// Two stored forms, both part of the on-disk schema: the serde form (the lower-case name, in
/// records) and [`GameKind::code`] (a small number, in the stores' keys and columns).
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

    /// The number the stores write for this game in keys and indexed columns (the sled rating
    /// keys' game byte, PostgreSQL's `ratings.kind`): 1 Topo, 2 Xiangqi, 3 Tempo. Part of the
    /// on-disk schema, like the serde form: never renumber.
    pub const fn code(self) -> i16 {
        match self {
            GameKind::Topo => 1,
            GameKind::Xiangqi => 2,
            GameKind::Tempo => 3,
        }
    }

    /// The game of a stored [`GameKind::code`]; `None` for a number that is not one.
    pub fn from_code(code: i16) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.code() == code)
    }

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
    /// Both sides, the first one first.
    pub const ALL: [Side; 2] = [Side::First, Side::Second];

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// One value per side, indexed by [`Side`] (shakmaty's `ByColor`): `castled[side]` rather than a
/// `[T; 2]` indexed by a number.
///
/// Its serde form is exactly that of `[T; 2]`, the first side's value first: a 2-element JSON
/// array. Saved games hold it (`GameDoc::players`), so that form is part of the on-disk schema.
///
/// ```
/// use kibitz::games::{BySide, Side};
/// let mut moved = BySide::new(false, true);
/// moved[Side::First] = true;
/// assert_eq!(moved.map(u8::from), BySide::new(1, 1));
/// assert_eq!(serde_json::to_string(&BySide::new(1, 2)).unwrap(), "[1,2]");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySide<T>([T; 2]);

impl<T> BySide<T> {
    /// The pair of the first side's value and the second side's.
    pub const fn new(first: T, second: T) -> Self {
        BySide([first, second])
    }

    /// The pair of `f(side)` for each side.
    pub fn from_fn(mut f: impl FnMut(Side) -> T) -> Self {
        BySide([f(Side::First), f(Side::Second)])
    }

    /// The same value for both sides.
    pub fn splat(value: T) -> Self
    where
        T: Clone,
    {
        BySide([value.clone(), value])
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> BySide<U> {
        BySide(self.0.map(f))
    }

    /// The values, the first side's first.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// Each side with its value, the first side first.
    pub fn sides(&self) -> impl Iterator<Item = (Side, &T)> {
        Side::ALL.into_iter().zip(self.0.iter())
    }

    /// The first side whose value satisfies `predicate`.
    pub fn find(&self, mut predicate: impl FnMut(&T) -> bool) -> Option<Side> {
        self.sides()
            .find(|(_, v)| predicate(v))
            .map(|(side, _)| side)
    }

    /// The values as an array, the first side's first.
    pub fn into_array(self) -> [T; 2] {
        self.0
    }
}

impl<T> From<[T; 2]> for BySide<T> {
    fn from(values: [T; 2]) -> Self {
        BySide(values)
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;

    fn index(&self, side: Side) -> &T {
        match side {
            Side::First => &self.0[0],
            Side::Second => &self.0[1],
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::First => &mut self.0[0],
            Side::Second => &mut self.0[1],
        }
    }
}

impl<'a, T> IntoIterator for &'a BySide<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T> IntoIterator for BySide<T> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, 2>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(kind.name().parse::<GameKind>(), Ok(kind));
            for side in Side::ALL {
                assert_eq!(kind.parse_side(kind.side_name(side)), Some(side));
                assert_eq!(kind.side_title(side).to_lowercase(), kind.side_name(side));
            }
        }
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn codes_round_trip_and_are_the_stored_numbers() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_code(kind.code()), Some(kind));
        }
        // The numbers already in every store: renumbering would misread them.
        let codes: Vec<i16> = GameKind::ALL.iter().map(|k| k.code()).collect();
        assert_eq!(codes, [1, 2, 3]);
        for unknown in [0, 4, -1, i16::MAX] {
            assert_eq!(GameKind::from_code(unknown), None);
        }
    }

    #[test]
    fn opponent_flips() {
        assert_eq!(Side::First.opponent(), Side::Second);
        assert_eq!(Side::Second.opponent(), Side::First);
    }

    #[test]
    fn by_side_is_indexed_by_side() {
        let mut pair = BySide::new("a", "b");
        assert_eq!((pair[Side::First], pair[Side::Second]), ("a", "b"));
        pair[Side::Second] = "c";
        assert_eq!(pair.into_array(), ["a", "c"]);
        assert_eq!(
            BySide::from_fn(|s| s == Side::Second).find(|&v| v),
            Some(Side::Second)
        );
        assert_eq!(BySide::splat(2).map(|v| v * 3), BySide::new(6, 6));
    }

    #[test]
    fn by_side_serializes_like_an_array_of_two() {
        // Saved games hold `[T; 2]` written before `BySide` existed: the forms must match both ways.
        let array = [vec![1u8], vec![2, 3]];
        let pair = BySide::from(array.clone());
        let json = serde_json::to_string(&array).unwrap();
        assert_eq!(serde_json::to_string(&pair).unwrap(), json);
        assert_eq!(
            serde_json::from_str::<BySide<Vec<u8>>>(&json).unwrap(),
            pair
        );
        assert!(serde_json::from_str::<BySide<u8>>("[1,2,3]").is_err());
    }
}
