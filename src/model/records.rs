//! The records the store keeps, as saved (JSON inside sled). Fields are only ever added (with
//! serde defaults), so older data stays readable; anything else bumps the schema version.

use super::{
    ChallengeId, ChannelId, GameId, NotifyPref, RepetitionRule, ServerId, SideChoice, Timestamp,
    TournamentSlot, UserId,
};
use crate::games::{BySide, EndReason, GameKind, GameRecord, Outcome, Side};
use serde::{Deserialize, Serialize};

/// A player as a game or challenge names them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSlot {
    pub user: UserId,
    /// The display name when the game started (the players record holds the latest).
    pub name: String,
}

/// An open offer in a game (draw or take-back): who made it, and how many moves the game had
/// then (so that an offer is tied to one position).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferDoc {
    pub by: Side,
    pub ply: usize,
}

/// A game that ends with fewer moves than this (both sides' moves counted) by resignation,
/// time or agreement is aborted and unrated (see [`GameDoc::aborted`]).
pub const ABORT_BELOW_MOVES: usize = 2;

/// How a game ended, and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishDoc {
    pub outcome: Outcome,
    pub at: Timestamp,
}

/// A game: the record (start + moves, the source of truth), the players, where it is played,
/// its clock and its open offers, plus cached state for listing without replaying.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameDoc {
    pub id: GameId,
    /// Bumped by every write; a write must name the version it read (see
    /// [`super::Store::update_game`]).
    pub version: u64,
    pub kind: GameKind,
    /// The start position, `None` for the standard start.
    pub start: Option<String>,
    /// The moves in canonical notation.
    pub moves: Vec<String>,
    /// By side (stored as a 2-element array, the first side's player first).
    pub players: BySide<PlayerSlot>,
    pub server: Option<ServerId>,
    pub channel: ChannelId,
    /// Seconds each player has for a move.
    pub time_per_move: u64,
    pub created: Timestamp,
    /// When the last move was played (or the game started).
    pub last_move_at: Timestamp,
    /// When the player to move loses on time (`None` once the game is over).
    pub deadline: Option<Timestamp>,
    /// Whether the reminder for the current deadline has gone out.
    pub reminded: bool,
    /// When the service's `tick` must next look at this game (reminder or time
    /// loss); the store indexes it.
    pub event_at: Option<Timestamp>,
    /// Cached: whose turn it is.
    pub to_move: Side,
    /// Cached: the current position string.
    pub position: String,
    /// Set once the game is over.
    pub finished: Option<FinishDoc>,
    pub draw_offer: Option<OfferDoc>,
    pub takeback: Option<OfferDoc>,
    /// The end of the last downtime of the bot this game's deadline was moved for (see
    /// `Service::compensate_downtime`): a start that stopped half-way through the games is
    /// resumed without moving anyone's deadline twice. Not written when empty, and absent
    /// (empty) in records written before it existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compensated_until: Option<Timestamp>,
    /// The players' private notes (`/note`), oldest first; each is shown only to its author.
    /// Not written when empty, and absent (empty) in records written before notes existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<NoteDoc>,
    /// The clock of the player to move, stopped while they are on vacation (`deadline` and the
    /// reminder are then unset). Not written when running, and absent (running) in records
    /// written before vacations existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused: Option<PauseDoc>,
    /// The conditional lines (`/conditional`) of the player waiting for their opponent's move:
    /// shown to no one but their author, played out by the opponent's moves, cleared by any
    /// other move, a take-back or the end of the game. Not written when empty, and absent
    /// (empty) in records written before conditional moves existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditionals: Vec<ConditionalDoc>,
    /// The tournament this game is a round of, if any. Absent in other games, and in records
    /// written before tournaments existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<TournamentSlot>,
}

/// A clock stopped for a vacation: how much time the player to move had left, and when it
/// starts again by itself (the vacation's days run out, or the server's limit is reached).
/// A vacation ended earlier starts it again then.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PauseDoc {
    /// Seconds left on the clock when it stopped.
    pub left: u64,
    pub until: Timestamp,
}

/// A conditional line (`/conditional add`): moves in canonical notation, the opponent's first
/// and then alternately its author's reply and the opponent's next move, always ending with a
/// reply of the author's. When the opponent plays the first move, the second is played at once
/// for the author and the line goes on from the third.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConditionalDoc {
    pub by: UserId,
    pub moves: Vec<String>,
    /// When the line was entered.
    pub at: Timestamp,
}

/// A player's private note on a game: shown only to its author (`/note`, `/board`, `/games`,
/// and their own export, where it is a comment after the move it was written at).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoteDoc {
    pub by: UserId,
    pub at: Timestamp,
    /// How many moves the game had when the note was written.
    pub ply: usize,
    pub text: String,
}

impl GameDoc {
    /// The saved form of the moves, to rebuild the game with [`crate::games::replay`].
    pub fn record(&self) -> GameRecord {
        GameRecord {
            kind: self.kind,
            start: self.start.clone(),
            moves: self.moves.clone(),
        }
    }

    /// Whether the game is still being played.
    pub fn is_active(&self) -> bool {
        self.finished.is_none()
    }

    /// The side `user` plays, if they play in this game (the first side if they play both).
    pub fn side_of(&self, user: UserId) -> Option<Side> {
        self.players.find(|player| player.user == user)
    }

    /// The player of `side`.
    pub fn player(&self, side: Side) -> &PlayerSlot {
        &self.players[side]
    }

    /// `user`'s private notes on this game, oldest first.
    pub fn notes_of(&self, user: UserId) -> impl Iterator<Item = &NoteDoc> {
        self.notes.iter().filter(move |note| note.by == user)
    }

    /// `user`'s conditional lines on this game, in the order they were entered.
    pub fn conditionals_of(&self, user: UserId) -> impl Iterator<Item = &ConditionalDoc> {
        self.conditionals.iter().filter(move |line| line.by == user)
    }

    /// Whether this game between two people is aborted: it ended before its second move by a
    /// resignation, a loss on time or a draw agreed, so nobody really played. It is unrated and
    /// said to be aborted, as lichess does with games of fewer than two moves. A rule that ends
    /// a set-up position at once keeps its result, and games against the computer (unrated
    /// anyway) keep theirs.
    pub fn aborted(&self) -> bool {
        let Some(finished) = &self.finished else {
            return false;
        };
        self.moves.len() < ABORT_BELOW_MOVES
            && matches!(
                finished.outcome.reason(),
                EndReason::Resignation | EndReason::Time | EndReason::Agreement
            )
            && !self.players.iter().any(|p| p.user.is_computer())
    }

    /// The time the player to move has left at `now`, if their turn has a deadline: never more
    /// than the time per move, even when the clock went back after the deadline was set (a
    /// restored snapshot, an NTP jump), which would otherwise show "11 days left" on a 1-day
    /// game.
    pub fn time_left(&self, now: Timestamp) -> Option<std::time::Duration> {
        let most = std::time::Duration::from_secs(self.time_per_move);
        self.deadline.map(|deadline| now.until(deadline).min(most))
    }

    /// Whether the deadline is further from `now` than a whole time per move can reach: set by
    /// a clock that has since gone back.
    pub fn deadline_beyond_reach(&self, now: Timestamp) -> bool {
        self.deadline
            .is_some_and(|d| d > now.plus(std::time::Duration::from_secs(self.time_per_move)))
    }
}

/// A challenge waiting for an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeDoc {
    pub id: ChallengeId,
    pub kind: GameKind,
    pub challenger: PlayerSlot,
    /// `None` for an open challenge.
    pub opponent: Option<PlayerSlot>,
    pub side: SideChoice,
    /// Seconds per move.
    pub time_per_move: u64,
    pub server: Option<ServerId>,
    pub channel: ChannelId,
    pub created: Timestamp,
    pub expires: Timestamp,
}

/// What the bot knows about a user.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerDoc {
    pub user: UserId,
    /// The latest display name seen.
    pub name: String,
    #[serde(default)]
    pub notify: NotifyPref,
    /// The language of the user's Discord client when last seen (a locale tag such as `pl` or
    /// `zh-TW`, as Discord writes it): direct messages are written in it. Absent in records
    /// written before it existed, and for users never seen on Discord.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
    /// The language the user chose with `/language` (a tag), which wins over their client's;
    /// `None`: follow the client.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl PlayerDoc {
    /// A user seen for the first time: their name, the default notifications, no language
    /// chosen or seen yet.
    pub fn new(user: UserId, name: impl Into<String>) -> Self {
        PlayerDoc {
            user,
            name: name.into(),
            notify: NotifyPref::default(),
            locale: None,
            language: None,
        }
    }
}

/// Which leaderboard a rating belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardScope {
    /// Games played in one server.
    Server(ServerId),
    /// Every game.
    Global,
}

/// A player's standing on one leaderboard (one scope, one game).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RatingDoc {
    pub user: UserId,
    pub name: String,
    /// Win 1, draw ½, loss 0.
    pub points: f64,
    pub played: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Glicko-2 rating, deviation and volatility (skillratings' scale: 1500/350/0.06 to start).
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl RatingDoc {
    /// A player who has not played yet.
    pub fn new(user: UserId, name: &str) -> Self {
        let fresh = skillratings::glicko2::Glicko2Rating::new();
        RatingDoc {
            user,
            name: name.to_string(),
            points: 0.0,
            played: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            rating: fresh.rating,
            deviation: fresh.deviation,
            volatility: fresh.volatility,
        }
    }
}

/// A server's settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerSettings {
    /// Play each new game in its own thread.
    #[serde(default)]
    pub thread_per_game: bool,
    /// The language of messages posted in the server's channels (a tag), chosen with
    /// `/settings language`; `None`: the server's preferred locale ([`ServerSettings::locale`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The server's preferred locale as Discord last reported it (a tag), for messages posted
    /// without a command to read it from (reminders, losses on time, the computer's moves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale: Option<String>,
    /// What a Xiangqi move completing a losing repetition does (`/settings
    /// xiangqi-repetition`); absent in records from before the setting: `end`.
    #[serde(default, skip_serializing_if = "RepetitionRule::is_end")]
    pub xiangqi_repetition: RepetitionRule,
    /// The most vacation days a year that stop the clocks of this server's games (`/settings
    /// vacation-days`; 0: none); absent: the bot's own budget.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacation_days: Option<u32>,
    /// The secret in the addresses of the server's web pages while they are published
    /// (`/settings web on`); `None`: no pages. A new secret each time they are turned on, so
    /// that turning them off and on again also retires every address given out before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub web_token: Option<String>,
    /// Analyse every game that ends (`/settings analysis auto`); absent: off.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto_analysis: bool,
    /// The role whose members may direct tournaments (`/settings director-role`), besides
    /// those who may manage the server; absent: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub director_role: Option<u64>,
}
