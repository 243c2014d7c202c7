//! How a finished game ended.

use super::{GameKind, Msg, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a game ended: one variant per rule of the three games, plus the ways the bot ends a game
/// (resignation, time, agreement).
///
/// Its serde form and its `Display` are the same short kebab-case word (`no-moves`,
/// `perpetual-check`, …): the word stored in saved games (so this enum is part of the on-disk
/// schema) and printed by the rules CLI. Renaming a variant's word breaks both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The side to move has no legal move (a loss in Xiangqi and Tempo, Topo's draw rule 7).
    NoMoves,
    /// Xiangqi: a position occurred for the third time while one side gave check with every
    /// move of the cycle; that side loses.
    PerpetualCheck,
    /// Xiangqi and Tempo: a position occurred for the third time.
    Repetition,
    /// Xiangqi (AXF rules): a position occurred for the third time while one side chased the
    /// same enemy piece with every move of the cycle (and the other side did not); that side
    /// loses.
    PerpetualChase,
    /// Xiangqi (AXF rules): 60 moves by each side without a capture (checks beyond ten by a side
    /// not counted).
    SixtyMoves,
    /// Topo: the loser has no Lepre left and the winner has a Topo.
    LepriCaptured,
    /// Topo: in a set-up position both sides would win at once (neither has a Lepre, both have a
    /// Topo).
    NoLepri,
    /// Topo draw rule 1: one side has no Lepre and the other has no Topo.
    NoLepreVsNoTopo,
    /// Topo draw rule 2: neither side has a Topo.
    NoTopi,
    /// Topo draw rule 3: 60 half-moves in a row without a capture or a Gattino move.
    SixtyHalfMoves,
    /// Topo draw rule 4: neither side has a Gattino.
    NoGattini,
    /// Topo draw rule 5: each side has exactly one Topo and one Lepre, and nothing else.
    BareTopoLepre,
    /// Topo draw rule 6: six or more Cavalli on the board.
    SixCavalli,
    /// Topo draw rule 8: a Topo of each colour, or a Cavallo of each colour, on the central
    /// square in two consecutive positions.
    CentralSquare,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Time,
    /// The players agreed to a draw.
    Agreement,
    /// A tournament director decided the result of a game left unfinished at a round's
    /// deadline.
    Adjudication,
    /// A tournament game scored without being played out: a player withdrew, or the director
    /// ruled a forfeit. Unrated, as FIDE leaves forfeits unrated.
    Forfeit,
}

impl EndReason {
    /// Every reason, for tests and menus.
    pub const ALL: [EndReason; 19] = [
        EndReason::NoMoves,
        EndReason::PerpetualCheck,
        EndReason::Repetition,
        EndReason::PerpetualChase,
        EndReason::SixtyMoves,
        EndReason::LepriCaptured,
        EndReason::NoLepri,
        EndReason::NoLepreVsNoTopo,
        EndReason::NoTopi,
        EndReason::SixtyHalfMoves,
        EndReason::NoGattini,
        EndReason::BareTopoLepre,
        EndReason::SixCavalli,
        EndReason::CentralSquare,
        EndReason::Resignation,
        EndReason::Time,
        EndReason::Agreement,
        EndReason::Adjudication,
        EndReason::Forfeit,
    ];

    /// The kebab-case word, as stored and printed (`"no-moves"`).
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::NoMoves => "no-moves",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::Repetition => "repetition",
            EndReason::PerpetualChase => "perpetual-chase",
            EndReason::SixtyMoves => "sixty-moves",
            EndReason::LepriCaptured => "lepri-captured",
            EndReason::NoLepri => "no-lepri",
            EndReason::NoLepreVsNoTopo => "no-lepre-vs-no-topo",
            EndReason::NoTopi => "no-topi",
            EndReason::SixtyHalfMoves => "sixty-half-moves",
            EndReason::NoGattini => "no-gattini",
            EndReason::BareTopoLepre => "bare-topo-lepre",
            EndReason::SixCavalli => "six-cavalli",
            EndReason::CentralSquare => "central-square",
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::Agreement => "agreement",
            EndReason::Adjudication => "adjudication",
            EndReason::Forfeit => "forfeit",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// More about why a game ended, where the reason alone does not say it all.
///
/// Stored with the outcome (an optional field, absent in records written before it existed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum EndDetail {
    /// Xiangqi perpetual chase: the loser's piece `by` chased the winner's `piece` on `square`
    /// (ICCS, where it stands at the end); `unprotected` if nothing defended it then. Roles are
    /// their English names (`horse`).
    XiangqiChase {
        /// The chasing piece's role.
        by: String,
        /// The chased piece's role.
        piece: String,
        /// Where the chased piece stands.
        square: String,
        /// Whether the chased piece had no defender.
        unprotected: bool,
    },
}

/// The result of a finished game: a winner and why, or a draw and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum Outcome {
    /// `winner` won, for `reason`.
    Win {
        /// The side that won.
        winner: Side,
        /// Why the game ended.
        reason: EndReason,
        /// What the reason alone does not say (which piece was chased); boxed, so that errors
        /// that carry an outcome stay small.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<Box<EndDetail>>,
    },
    /// Nobody won, for `reason`.
    Draw {
        /// Why the game ended.
        reason: EndReason,
    },
}

impl Outcome {
    /// A win for `winner`.
    pub fn win(winner: Side, reason: EndReason) -> Self {
        Outcome::Win {
            winner,
            reason,
            detail: None,
        }
    }

    /// A win for `winner` with a detail of why.
    pub fn win_with(winner: Side, reason: EndReason, detail: EndDetail) -> Self {
        Outcome::Win {
            winner,
            reason,
            detail: Some(Box::new(detail)),
        }
    }

    /// The detail of a win, if any.
    pub fn detail(&self) -> Option<&EndDetail> {
        match self {
            Outcome::Win { detail, .. } => detail.as_deref(),
            Outcome::Draw { .. } => None,
        }
    }

    /// A draw.
    pub fn draw(reason: EndReason) -> Self {
        Outcome::Draw { reason }
    }

    /// The winner, if there is one.
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Why the game ended.
    pub fn reason(&self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => *reason,
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
    /// use kibitz::games::{EndReason, GameKind, Outcome, Side};
    /// let o = Outcome::win(Side::First, EndReason::NoMoves);
    /// assert_eq!(o.status(GameKind::Xiangqi), "win:red:no-moves");
    /// ```
    pub fn status(&self, kind: GameKind) -> String {
        match self {
            Outcome::Win { winner, reason, .. } => {
                format!("win:{}:{}", kind.side_name(*winner), reason)
            }
            Outcome::Draw { reason } => format!("draw:{reason}"),
        }
    }

    /// The result for players, in their language once said: `outcome-win` (`$winner`, a side,
    /// and `$reason`) or `outcome-draw` (`$reason`), the reason in the game's own terms
    /// ([`Outcome::reason_message`]).
    ///
    /// A Xiangqi game lost for want of a move is "checkmate or stalemate" here, since the
    /// outcome alone does not say which; [`Ended::message`] (from `AnyGame::ended`) does.
    ///
    /// ```
    /// use kibitz::games::{Arg, EndReason, GameKind, Outcome, Side};
    /// let m = Outcome::win(Side::First, EndReason::LepriCaptured).message(GameKind::Topo);
    /// assert_eq!(m.id, "outcome-win");
    /// assert_eq!(m.arg("winner"), Some(&Arg::Side(GameKind::Topo, Side::First)));
    /// ```
    pub fn message(&self, kind: GameKind) -> Msg {
        self.message_with(kind, None)
    }

    /// Why the game ended, as a short phrase for players in the game's own terms
    /// (`outcome-lepri-captured`, `outcome-perpetual-check`, …), without the winner.
    pub fn reason_message(&self, kind: GameKind) -> Msg {
        self.reason_with(kind, None)
    }

    fn message_with(&self, kind: GameKind, in_check: Option<bool>) -> Msg {
        let reason = self.reason_with(kind, in_check);
        match self {
            // "White wins on time": the reason is part of the sentence, not a bracket after it.
            Outcome::Win {
                winner,
                reason: EndReason::Time,
                ..
            } => Msg::new("outcome-win-on-time")
                .with("winner", (kind, *winner))
                .with("reason", reason),
            Outcome::Win { winner, .. } => Msg::new("outcome-win")
                .with("winner", (kind, *winner))
                .with("reason", reason),
            Outcome::Draw { .. } => Msg::new("outcome-draw").with("reason", reason),
        }
    }

    /// The reason's message id: most reasons have one for every game; no legal move and
    /// repetition read differently by game (Xiangqi's checkmate or stalemate, Tempo's count of
    /// stones).
    ///
    /// A reason that belongs to one side (whose Lepri were taken, who could not move, who gave
    /// perpetual check) names that side, the loser (`$loser`), so that it reads true to both
    /// players: "lost (every Black Lepre captured)" in the loser's list as in the winner's.
    fn reason_with(&self, kind: GameKind, in_check: Option<bool>) -> Msg {
        let won = self.winner().is_some();
        let id = match (self.reason(), kind) {
            (EndReason::NoMoves, GameKind::Xiangqi) => match in_check {
                Some(true) => "outcome-xiangqi-checkmate",
                Some(false) => "outcome-xiangqi-stalemate",
                None => "outcome-xiangqi-no-moves",
            },
            (EndReason::NoMoves, GameKind::Tempo) => "outcome-tempo-no-moves",
            (EndReason::NoMoves, GameKind::Topo) => "outcome-no-moves",
            (EndReason::Repetition, GameKind::Tempo) if won => "outcome-tempo-repetition-win",
            (EndReason::Repetition, GameKind::Tempo) => "outcome-tempo-repetition-draw",
            (EndReason::Repetition, _) => "outcome-repetition",
            (EndReason::PerpetualCheck, _) => "outcome-perpetual-check",
            (EndReason::PerpetualChase, _) => return self.chase_message(),
            (EndReason::SixtyMoves, _) => "outcome-sixty-moves",
            (EndReason::LepriCaptured, _) => "outcome-lepri-captured",
            (EndReason::NoLepri, _) => "outcome-no-lepri",
            (EndReason::NoLepreVsNoTopo, _) => "outcome-no-lepre-vs-no-topo",
            (EndReason::NoTopi, _) => "outcome-no-topi",
            (EndReason::SixtyHalfMoves, _) => "outcome-sixty-half-moves",
            (EndReason::NoGattini, _) => "outcome-no-gattini",
            (EndReason::BareTopoLepre, _) => "outcome-bare-topo-lepre",
            (EndReason::SixCavalli, _) => "outcome-six-cavalli",
            (EndReason::CentralSquare, _) => "outcome-central-square",
            (EndReason::Resignation, _) => "outcome-resignation",
            (EndReason::Time, _) => "outcome-time",
            (EndReason::Agreement, _) => "outcome-agreement",
            (EndReason::Adjudication, _) => "outcome-adjudication",
            (EndReason::Forfeit, _) => "outcome-forfeit",
        };
        let message = Msg::new(id);
        let names_the_loser = matches!(
            id,
            "outcome-lepri-captured" | "outcome-tempo-no-moves" | "outcome-perpetual-check"
        );
        if !names_the_loser {
            return message;
        }
        match self.winner() {
            Some(winner) => message.with("loser", (kind, winner.opponent())),
            // These reasons always end in a win; a stored draw with one of them names nobody.
            None => message.with("loser", Msg::verbatim(String::new())),
        }
    }

    /// Perpetual chase: "Red chased the unprotected horse on b7 on every move" when the detail is
    /// known (`outcome-xiangqi-chased`), else "perpetual chase".
    fn chase_message(&self) -> Msg {
        match (self.detail(), self.winner()) {
            (
                Some(EndDetail::XiangqiChase {
                    piece,
                    square,
                    unprotected,
                    ..
                }),
                Some(winner),
            ) => {
                let role = crate::games::xiangqi::Role::from_name(piece);
                let mut m = Msg::new("outcome-xiangqi-chased")
                    .with("side", (GameKind::Xiangqi, winner.opponent()))
                    .with("square", square.as_str())
                    .with("unprotected", if *unprotected { "yes" } else { "no" });
                if let Some(role) = role {
                    m = m.with("piece", role.message(winner));
                } else {
                    m = m.with("piece", piece.as_str());
                }
                m
            }
            _ => Msg::new("outcome-perpetual-chase"),
        }
    }

    /// A sentence for the rules CLI and logs, in English: "Red wins (no moves)", "Draw
    /// (repetition)". Players are told [`Outcome::message`].
    pub fn describe(&self, kind: GameKind) -> String {
        match self {
            Outcome::Win { winner, reason, .. } => format!(
                "{} wins ({})",
                kind.side_title(*winner),
                reason.as_str().replace('-', " ")
            ),
            Outcome::Draw { reason } => format!("Draw ({})", reason.as_str().replace('-', " ")),
        }
    }
}

/// How a game ended, as a finished game tells it: which game, its outcome, and whether the
/// side left to move was in check (which tells a Xiangqi checkmate from a stalemate).
///
/// Its `Display` is [`Outcome::describe`] (the CLI's "the game is over (Red wins (no moves))").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ended {
    /// The game.
    pub kind: GameKind,
    /// Who won and why.
    pub outcome: Outcome,
    /// Whether the side to move in the last position was in check.
    pub in_check: bool,
}

impl Ended {
    /// The result for players, as [`Outcome::message`], with Xiangqi's checkmate and stalemate
    /// told apart (`outcome-xiangqi-checkmate`, `outcome-xiangqi-stalemate`).
    pub fn message(&self) -> Msg {
        self.outcome.message_with(self.kind, Some(self.in_check))
    }

    /// Why the game ended, as [`Outcome::reason_message`], checkmate and stalemate told apart.
    pub fn reason_message(&self) -> Msg {
        self.outcome.reason_with(self.kind, Some(self.in_check))
    }
}

impl fmt::Display for Ended {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.outcome.describe(self.kind))
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
        let win = Outcome::win(Side::Second, EndReason::LepriCaptured);
        assert_eq!(win.status(GameKind::Topo), "win:black:lepri-captured");
        assert_eq!(
            Outcome::draw(EndReason::Repetition).status(GameKind::Tempo),
            "draw:repetition"
        );
        assert_eq!(win.describe(GameKind::Topo), "Black wins (lepri captured)");
        assert_eq!(win.points(Side::Second), 1.0);
        assert_eq!(win.points(Side::First), 0.0);
        assert_eq!(Outcome::draw(EndReason::Agreement).points(Side::First), 0.5);
    }

    #[test]
    fn reasons_keep_their_words_on_disk_and_on_screen() {
        for reason in EndReason::ALL {
            let json = serde_json::to_string(&reason).unwrap();
            assert_eq!(json, format!("\"{}\"", reason.as_str()));
            assert_eq!(reason.to_string(), reason.as_str());
            assert_eq!(serde_json::from_str::<EndReason>(&json).unwrap(), reason);
        }
    }

    #[test]
    fn outcomes_saved_before_the_enum_still_read() {
        // The JSON an outcome had when reasons were strings.
        let old = r#"{"result":"win","winner":"second","reason":"time"}"#;
        let outcome: Outcome = serde_json::from_str(old).unwrap();
        assert_eq!(outcome, Outcome::win(Side::Second, EndReason::Time));
        assert_eq!(serde_json::to_string(&outcome).unwrap(), old);
        let draw = r#"{"result":"draw","reason":"no-lepre-vs-no-topo"}"#;
        let outcome: Outcome = serde_json::from_str(draw).unwrap();
        assert_eq!(outcome, Outcome::draw(EndReason::NoLepreVsNoTopo));
        assert_eq!(serde_json::to_string(&outcome).unwrap(), draw);
    }

    #[test]
    fn serde_round_trip() {
        let o = Outcome::win(Side::First, EndReason::Time);
        let json = serde_json::to_string(&o).unwrap();
        assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), o);
    }
}
