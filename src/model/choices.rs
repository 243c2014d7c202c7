//! The players' persisted choices: which side a challenger wants, how a user wants to be told.

use crate::games::{GameKind, Side};
use serde::{Deserialize, Serialize};

/// Which side the challenger wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SideChoice {
    /// Move first (White in Topo, Red in Xiangqi, Black in Tempo).
    First,
    /// Move second.
    Second,
    /// Decided by a coin toss when the challenge is accepted (the default).
    #[default]
    Random,
}

impl SideChoice {
    /// Reads `first`, `second`, `random` or a colour name of `kind` (`red`, `white`, …).
    pub fn parse(kind: GameKind, text: &str) -> Option<SideChoice> {
        match text.trim().to_ascii_lowercase().as_str() {
            "first" | "1" => Some(SideChoice::First),
            "second" | "2" => Some(SideChoice::Second),
            "random" | "any" | "" => Some(SideChoice::Random),
            other => kind.parse_side(other).map(|side| match side {
                Side::First => SideChoice::First,
                Side::Second => SideChoice::Second,
            }),
        }
    }
}

/// How a user wants to be told that something happened in their game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NotifyPref {
    /// Ping them in the game's channel (the default).
    #[default]
    Mention,
    /// Send them a direct message.
    Dm,
    /// Don't ping them (messages are still posted in the game's channel, without a ping).
    None,
}

impl NotifyPref {
    /// Reads `mention`, `dm` or `none`.
    pub fn parse(text: &str) -> Option<NotifyPref> {
        match text.trim().to_ascii_lowercase().as_str() {
            "mention" | "ping" => Some(NotifyPref::Mention),
            "dm" | "direct" | "direct-message" => Some(NotifyPref::Dm),
            "none" | "off" | "quiet" => Some(NotifyPref::None),
            _ => None,
        }
    }

    /// `mention`, `dm` or `none`.
    pub fn name(self) -> &'static str {
        match self {
            NotifyPref::Mention => "mention",
            NotifyPref::Dm => "dm",
            NotifyPref::None => "none",
        }
    }
}

/// What a server does with a Xiangqi move that completes a losing repetition (perpetual check or
/// chase by the Asian rules): `/settings xiangqi-repetition end|refuse`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RepetitionRule {
    /// The game ends at the third occurrence, lost by the side that checked or chased (the
    /// default, as pychess-variants does).
    #[default]
    End,
    /// The move is refused with an explanation and the player must vary (as xiangqi.com does);
    /// repetitions that would be drawn still end the game as a draw.
    Refuse,
}

impl RepetitionRule {
    /// Reads `end` or `refuse`.
    pub fn parse(text: &str) -> Option<RepetitionRule> {
        match text.trim().to_ascii_lowercase().as_str() {
            "end" => Some(RepetitionRule::End),
            "refuse" => Some(RepetitionRule::Refuse),
            _ => None,
        }
    }

    /// Whether this is the default (`end`), which is not written to disk.
    pub fn is_end(&self) -> bool {
        *self == RepetitionRule::End
    }
}
