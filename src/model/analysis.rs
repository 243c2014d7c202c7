//! A finished game's analysis as stored: the evaluation and the engine's move for every position
//! (the source of truth; accuracy and marks are computed from them when read), and where the
//! analysis stands. One record per analysed game, versioned: the process that claims a queued
//! analysis is the only one that computes it, and it is written done once.

use super::{ChannelId, GameId, Timestamp, UserId};
use crate::games::Side;
use serde::{Deserialize, Serialize};

/// How long a claim on a running analysis holds without news from its process: after this, the
/// process is taken for dead and another may take the analysis over.
pub const ANALYSIS_LEASE_SECS: u64 = 300;

/// The analysis of one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalysisDoc {
    pub game: GameId,
    /// Bumped by every write; a write names the version it read (0: a record not yet stored).
    pub version: u64,
    /// Who asked (`None`: automatic, when the game ended).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<UserId>,
    /// Where the result is posted.
    pub channel: ChannelId,
    pub requested: Timestamp,
    pub state: AnalysisState,
    /// The positions evaluated so far, the start first (all of them once done).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<PositionDoc>,
}

/// Where an analysis stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "lowercase")]
pub enum AnalysisState {
    /// Waiting for a process to take it.
    Queued,
    /// Taken by the process `owner`, which last said so at `since`.
    Running { owner: String, since: Timestamp },
    /// Finished at `at`.
    Done { at: Timestamp },
}

/// One evaluated position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionDoc {
    pub eval: EvalDoc,
    /// The engine's move there (canonical notation); absent once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
}

/// An evaluation from the first side's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EvalDoc {
    /// In the engine's units (a Xiangqi soldier is 100), positive when the first side is better.
    Cp(i32),
    /// A forced win for `winner` in `moves` of its moves (0: the game is won).
    Mate { winner: Side, moves: u32 },
}

impl AnalysisDoc {
    /// A new queued analysis.
    pub fn queued(game: GameId, by: Option<UserId>, channel: ChannelId, now: Timestamp) -> Self {
        AnalysisDoc {
            game,
            version: 0,
            by,
            channel,
            requested: now,
            state: AnalysisState::Queued,
            positions: Vec::new(),
        }
    }

    /// Whether it is finished.
    pub fn is_done(&self) -> bool {
        matches!(self.state, AnalysisState::Done { .. })
    }

    /// Whether a process may take it at `now`: it is queued, or its owner has said nothing for
    /// [`ANALYSIS_LEASE_SECS`].
    pub fn claimable(&self, now: Timestamp) -> bool {
        match &self.state {
            AnalysisState::Queued => true,
            AnalysisState::Running { since, .. } => {
                since.until(now).as_secs() >= ANALYSIS_LEASE_SECS
            }
            AnalysisState::Done { .. } => false,
        }
    }
}
