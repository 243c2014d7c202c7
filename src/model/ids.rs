//! Identifiers: who (users), where (servers, channels) and what (games, challenges).

use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A user, by the platform's numeric id (a Discord snowflake; the console derives one from the
/// name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// A server (Discord guild). Games in direct messages have no server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ServerId(pub u64);

/// A channel (or thread) where messages are posted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChannelId(pub u64);

/// The first of the user ids reserved for the computer: one per level, `COMPUTER_BASE + 2 ×
/// level`. They are even, so never a console name's id (those are odd), and above 2^64 − 256,
/// far beyond any Discord snowflake (a millisecond count since 2015 shifted left by 22 bits
/// reaches that only after the year 2150).
const COMPUTER_BASE: u64 = 0xFFFF_FFFF_FFFF_FF00;

impl UserId {
    /// The computer playing at `level` (1 to 8; other numbers give `None`). Each level is its
    /// own player, so a game's record says which level played and per-level results come from
    /// the player ids alone.
    pub fn computer(level: u8) -> Option<UserId> {
        (1..=8)
            .contains(&level)
            .then(|| UserId(COMPUTER_BASE + 2 * u64::from(level)))
    }

    /// The level, if this is the computer.
    pub fn computer_level(self) -> Option<u8> {
        let offset = self.0.checked_sub(COMPUTER_BASE)?;
        let level = u8::try_from(offset / 2).ok()?;
        (offset % 2 == 0 && (1..=8).contains(&level)).then_some(level)
    }

    /// Whether this is the computer (at any level).
    pub fn is_computer(self) -> bool {
        self.computer_level().is_some()
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The characters of short ids: digits and capitals without the look-alikes `0 O 1 I L`.
pub(crate) const ID_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Reads a short id typed by a person: trims, upper-cases, and accepts only [`ID_ALPHABET`]
/// (look-alikes such as `0` and `O` are refused: no id contains them).
fn normalise_short_id(text: &str) -> Option<String> {
    // Invisible marks a phone keyboard adds (U+200E…) are no part of an id.
    let text = crate::games::without_invisible(text)
        .trim()
        .trim_start_matches('#')
        .to_ascii_uppercase();
    if (3..=8).contains(&text.len()) && text.bytes().all(|b| ID_ALPHABET.contains(&b)) {
        Some(text)
    } else {
        None
    }
}

/// A random short id of `len` characters from [`ID_ALPHABET`].
pub(crate) fn random_short_id(len: usize) -> String {
    let mut rng = rand::thread_rng();
    (0..len)
        .map(|_| char::from(ID_ALPHABET[rng.gen_range(0..ID_ALPHABET.len())]))
        .collect()
}

macro_rules! short_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub struct $name(String);

        impl $name {
            /// Reads an id typed by a person (case-insensitive, an optional leading `#`).
            /// `None` if it cannot be an id.
            pub fn parse(text: &str) -> Option<Self> {
                normalise_short_id(text).map($name)
            }

            /// The id as text (upper case).
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// A fresh random id of `len` characters (uniqueness is checked by the store).
            pub(crate) fn random(len: usize) -> Self {
                $name(random_short_id(len))
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

short_id!(
    /// A game's short id, such as `K7Q2`: four characters people can read and type (five or more
    /// once many games exist).
    GameId
);
short_id!(
    /// A challenge's short id, same shape as a [`GameId`] but a separate namespace.
    ChallengeId
);
short_id!(
    /// A tournament's short id, same shape as a [`GameId`] but a separate namespace.
    TournamentId
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computer_ids_name_their_level_and_nobody_else() {
        for level in 1..=8 {
            let id = UserId::computer(level).unwrap();
            assert_eq!(id.computer_level(), Some(level));
            assert_eq!(id.0 % 2, 0, "console ids are odd; computer ids even");
        }
        assert_eq!(UserId::computer(0), None);
        assert_eq!(UserId::computer(9), None);
        assert!(!UserId(1).is_computer());
        assert!(
            !UserId(u64::MAX).is_computer(),
            "odd: a console id could be"
        );
        assert!(!UserId(COMPUTER_BASE).is_computer(), "level 0 is no level");
        assert!(
            !UserId(COMPUTER_BASE + 18).is_computer(),
            "level 9 is no level"
        );
        assert!(
            !UserId(1_300_000_000_000_000_000).is_computer(),
            "a snowflake"
        );
    }

    #[test]
    fn short_ids_parse_case_insensitively() {
        assert_eq!(GameId::parse(" #k7q2 ").unwrap().as_str(), "K7Q2");
        assert!(GameId::parse("K0Q2").is_none(), "0 is not in the alphabet");
        assert!(GameId::parse("").is_none());
        assert!(GameId::parse("AB").is_none());
        let id = GameId::random(4);
        assert_eq!(GameId::parse(id.as_str()), Some(id));
    }
}
