//! Tournaments as stored: who entered, how they are grouped, every round's boards (each board's
//! game id fixed when the round is paired, so that a round is started once whatever happens)
//! and the results as they come in. The rules of pairing and scoring live in
//! [`crate::pairing`] and [`crate::tournament`]; this is only the record.

use super::{ChannelId, GameId, PlayerSlot, ServerId, Timestamp, TournamentId};
use crate::games::GameKind;
use serde::{Deserialize, Serialize};

/// How the players meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum TournamentFormat {
    /// Everyone meets everyone (twice, once with each colour, when `double`), all games at
    /// once. With `group_size`, more entrants than that play in groups of at most that many
    /// first, and the best `advance` of each group meet in a final round robin.
    RoundRobin {
        double: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        group_size: Option<u32>,
        #[serde(default)]
        advance: u32,
    },
    /// A fixed number of rounds paired by the FIDE Dutch system, one round at a time.
    Swiss { rounds: u32 },
}

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum TournamentState {
    /// Taking entries.
    Registration,
    /// Rounds are being played.
    Running,
    /// Every round has been played.
    Finished { at: Timestamp },
    /// Called off by its director before it started.
    Cancelled { at: Timestamp },
}

/// One entrant. Their index in [`TournamentDoc::entrants`] is their number everywhere else in
/// the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntrantDoc {
    pub player: PlayerSlot,
    /// Their rating when they entered (the server's leaderboard for the game), for seeding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    pub joined: Timestamp,
    /// The first round they can be paired in (1 unless they entered late).
    pub from_round: u32,
    /// Set when they withdrew (or were withdrawn): the number of rounds paired by then; they
    /// are not paired again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn_after: Option<u32>,
}

/// A board's result, White (the first side) first. Forfeits count as unplayed games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardResult {
    FirstWins,
    Draw,
    SecondWins,
    /// +/−.
    FirstForfeitWin,
    /// −/+.
    SecondForfeitWin,
    /// −/−.
    DoubleForfeit,
}

/// Two entrants' game in a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardDoc {
    /// The entrant playing first.
    pub white: u32,
    pub black: u32,
    /// The game's id, chosen when the round was paired (the game may not exist yet: see
    /// `Service::start_missing_games`).
    pub game: GameId,
    /// Set once the game has ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<BoardResult>,
}

/// What a player without a board scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByeDocKind {
    /// The Swiss pairing-allocated bye: one point.
    PairingAllocated,
    /// Absent (entered later, withdrawn): no points.
    Absent,
    /// The odd player out of a round-robin round: no game, no points.
    Rest,
}

/// A player without a board in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByeDoc {
    pub player: u32,
    pub kind: ByeDocKind,
}

/// One round of a group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundDoc {
    /// 1-based.
    pub number: u32,
    pub boards: Vec<BoardDoc>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<ByeDoc>,
    pub paired_at: Timestamp,
    /// After this the director is asked to adjudicate the games still going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<Timestamp>,
    /// Whether the director was asked (once).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub adjudication_asked: bool,
}

impl RoundDoc {
    /// Whether every board has a result.
    pub fn is_complete(&self) -> bool {
        self.boards.iter().all(|b| b.result.is_some())
    }
}

/// A group: its players (entrant numbers, in seeding order: the first is starting number 1)
/// and its rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupDoc {
    pub players: Vec<u32>,
    pub rounds: Vec<RoundDoc>,
}

/// A stage: one group, or the preliminary groups of a round robin with groups.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StageDoc {
    pub groups: Vec<GroupDoc>,
}

/// A tournament. Written only by versioned updates (the store's `update_tournament`),
/// so that a round is paired once however many processes see its last game end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentDoc {
    pub id: TournamentId,
    /// Bumped by every write; 0 before the first.
    pub version: u64,
    pub name: String,
    pub kind: GameKind,
    pub format: TournamentFormat,
    pub server: Option<ServerId>,
    /// Where it is announced and its games are played.
    pub channel: ChannelId,
    pub director: PlayerSlot,
    /// Seconds per move in its games.
    pub time_per_move: u64,
    /// Whether its games count on the leaderboards.
    pub rated: bool,
    /// Whether its players' vacations stop the clocks of its games.
    pub vacation: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_players: Option<u32>,
    /// Starts by itself then (with enough entrants).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_at: Option<Timestamp>,
    /// Seconds a Swiss round may last before the director is asked to adjudicate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_deadline: Option<u64>,
    /// The tie-break order, as codes (`BH-C1`, `SB`, …).
    pub tiebreaks: Vec<String>,
    pub created: Timestamp,
    pub state: TournamentState,
    pub entrants: Vec<EntrantDoc>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stages: Vec<StageDoc>,
}

impl TournamentDoc {
    /// Whether it is still being played or waiting to be.
    pub fn is_active(&self) -> bool {
        matches!(
            self.state,
            TournamentState::Registration | TournamentState::Running
        )
    }

    /// The entrant number of `user`, if they entered.
    pub fn entrant_of(&self, user: super::UserId) -> Option<u32> {
        self.entrants
            .iter()
            .position(|e| e.player.user == user)
            .and_then(|i| u32::try_from(i).ok())
    }

    /// The entrant with number `n`.
    pub fn entrant(&self, n: u32) -> Option<&EntrantDoc> {
        self.entrants.get(n as usize)
    }

    /// Every round of every group of every stage, to change in place.
    pub fn rounds_mut(&mut self) -> impl Iterator<Item = &mut RoundDoc> {
        self.stages
            .iter_mut()
            .flat_map(|stage| stage.groups.iter_mut())
            .flat_map(|group| group.rounds.iter_mut())
    }

    /// Every board of every round, with where it is: (stage, group, round index, board index).
    pub fn boards(&self) -> impl Iterator<Item = ((usize, usize, usize, usize), &BoardDoc)> {
        self.stages.iter().enumerate().flat_map(|(s, stage)| {
            stage.groups.iter().enumerate().flat_map(move |(g, group)| {
                group.rounds.iter().enumerate().flat_map(move |(r, round)| {
                    round
                        .boards
                        .iter()
                        .enumerate()
                        .map(move |(b, board)| ((s, g, r, b), board))
                })
            })
        })
    }
}

/// What a tournament game's record says about its tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSlot {
    pub id: TournamentId,
    /// The round it belongs to (1-based, within its group).
    pub round: u32,
    /// Whether it counts on the leaderboards.
    pub rated: bool,
    /// Whether vacations stop its clock.
    pub vacation: bool,
}
