//! How a finished game ended.

use super::{GameKind, Side};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// The result of a finished game: a winner and why, or a draw and why.
///
/// Reasons are short kebab-case words (`no-moves`, `perpetual-check`, `repetition`,
/// `lepri-captured`, `resignation`, `time`, `agreement`, …), the same words the rules CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum Outcome {
    Win {
        winner: Side,
        reason: Cow<'static, str>,
    },
    Draw {
        reason: Cow<'static, str>,
    },
}

impl Outcome {
    /// A win for `winner` with a fixed reason word.
    pub fn win(winner: Side, reason: &'static str) -> Self {
        Outcome::Win {
            winner,
            reason: Cow::Borrowed(reason),
        }
    }

    /// A draw with a fixed reason word.
    pub fn draw(reason: &'static str) -> Self {
        Outcome::Draw {
            reason: Cow::Borrowed(reason),
        }
    }

    /// The winner, if there is one.
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The reason word.
    pub fn reason(&self) -> &str {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// Points scored by `side` as the seeds score them: win 1, draw ½, loss 0.
    pub fn points(&self, side: Side) -> f64 {
        match self.winner() {
            Some(winner) if winner == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    /// The machine-readable status of the rules CLI: `win:<side>:<reason>` or `draw:<reason>`.
    ///
    /// ```
    /// use kibitz::games::{GameKind, Outcome, Side};
    /// let o = Outcome::win(Side::First, "no-moves");
    /// assert_eq!(o.status(GameKind::Xiangqi), "win:red:no-moves");
    /// ```
    pub fn status(&self, kind: GameKind) -> String {
        match self {
            Outcome::Win { winner, reason } => {
                format!("win:{}:{}", kind.side_name(*winner), reason)
            }
            Outcome::Draw { reason } => format!("draw:{reason}"),
        }
    }

    /// A sentence for people: "Red wins (no-moves)", "Draw (repetition)".
    pub fn describe(&self, kind: GameKind) -> String {
        match self {
            Outcome::Win { winner, reason } => format!(
                "{} wins ({})",
                kind.side_title(*winner),
                reason.replace('-', " ")
            ),
            Outcome::Draw { reason } => format!("Draw ({})", reason.replace('-', " ")),
        }
    }
}

/// The CLI status for an optional outcome: `ongoing` while the game goes on.
pub fn status_string(kind: GameKind, outcome: Option<&Outcome>) -> String {
    outcome.map_or_else(|| "ongoing".to_string(), |o| o.status(kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_strings() {
        assert_eq!(status_string(GameKind::Topo, None), "ongoing");
        let win = Outcome::win(Side::Second, "lepri-captured");
        assert_eq!(win.status(GameKind::Topo), "win:black:lepri-captured");
        assert_eq!(
            Outcome::draw("repetition").status(GameKind::Tempo),
            "draw:repetition"
        );
        assert_eq!(win.describe(GameKind::Topo), "Black wins (lepri captured)");
        assert_eq!(win.points(Side::Second), 1.0);
        assert_eq!(win.points(Side::First), 0.0);
        assert_eq!(Outcome::draw("agreement").points(Side::First), 0.5);
    }

    #[test]
    fn serde_round_trip() {
        let o = Outcome::win(Side::First, "time");
        let json = serde_json::to_string(&o).unwrap();
        assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), o);
    }
}
