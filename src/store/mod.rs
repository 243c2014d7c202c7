//! Storage: records for games, challenges, players, ratings and server settings, with the
//! indexes the service's queries need, behind one interface ([`Store`]) with two backends:
//!
//! - [`SledStore`] (`sled/`): embedded, one process per data directory; the default.
//! - [`PgStore`] (`postgres/`): a PostgreSQL database that any number of processes share.
//!
//! Each backend keeps one file per record (games, challenges, players, ratings, settings,
//! vacations, analyses,
//! tournaments, and the bookkeeping: heartbeat, schema, the connection pool on PostgreSQL), with that record's
//! queries; its [`Store`] implementation only hands each call to its record. A new record is a
//! new file in each backend (a tree on sled, a table and a migration on PostgreSQL) and its
//! methods on [`Store`].
//!
//! Both keep the same JSON records (the serde forms of [`crate::model`], the one schema) and
//! give the same guarantees, documented on each method of [`Store`]. The service calls the
//! store synchronously (inside `spawn_blocking` when async), so the trait is synchronous.

pub use crate::model::{
    BoardScope, ChallengeDoc, ConditionalDoc, FinishDoc, GameDoc, NoteDoc, OfferDoc, PlayerDoc,
    PlayerSlot, RatingDoc, ServerSettings, SCHEMA_VERSION,
};

mod copy;
mod postgres;
mod sled;

pub use self::copy::{copy, CopyCounts};
pub use self::postgres::{PgOptions, PgStore};
pub use self::sled::SledStore;

use crate::games::GameKind;
use crate::model::{
    AnalysisDoc, ChallengeId, ChannelId, GameId, ServerId, Timestamp, TournamentDoc, TournamentId,
    UserId, VacationDoc,
};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use thiserror::Error;

/// Why the store failed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The data directory could not be opened (missing permissions, locked by another process…).
    #[error("cannot open the data directory {path}: {source}")]
    Open {
        path: PathBuf,
        source: ::sled::Error,
    },
    /// Another process (another kibitz, most likely) holds the data directory's lock: sled
    /// allows one process per directory.
    #[error(
        "another kibitz is using the data directory {path}: stop it first, or give this one a \
         data directory of its own (`data_dir` in the configuration, `--data` for the console)"
    )]
    InUse { path: PathBuf },
    /// The data was written by a newer kibitz: refuse rather than misread it.
    #[error(
        "{place} was written by a newer kibitz (schema version {found}; this binary \
         understands up to {supported}): upgrade kibitz, or restore a backup made by this version"
    )]
    NewerSchema {
        /// "the data directory" or "the database".
        place: &'static str,
        found: u32,
        supported: u32,
    },
    /// One record cannot be read; only what needs that record is affected.
    #[error("{what} {id} cannot be read ({reason})")]
    Corrupt {
        what: &'static str,
        id: String,
        reason: String,
    },
    /// A versioned write lost a race: someone else wrote the record first.
    #[error("{what} {id} was changed by someone else (expected version {expected})")]
    Conflict {
        what: &'static str,
        id: String,
        expected: u64,
    },
    /// The record to update does not exist.
    #[error("{what} {id} does not exist")]
    Missing { what: &'static str, id: String },
    /// The database cannot be reached right now (restarting, network, pool exhausted, a query
    /// timed out). Nothing was written; the same command can simply be tried again.
    #[error("the database is unreachable: try again in a moment ({reason})")]
    Unavailable { reason: String },
    /// The PostgreSQL database could not be prepared (bad URL, migrations failed…).
    #[error("cannot open the database {url}: {reason}")]
    Connect { url: String, reason: String },
    /// `store copy` writes only into an empty store, so that nothing is overwritten.
    #[error("the target store is not empty ({what}): copy into a new data directory or an empty database")]
    TargetNotEmpty { what: String },
    /// After a copy, the target does not hold what the source did.
    #[error("the copy does not match: {what}")]
    CopyMismatch { what: String },
    /// sled itself failed (I/O).
    #[error("database: {0}")]
    Db(#[from] ::sled::Error),
    /// PostgreSQL refused a statement (a bug or a damaged schema, not a passing outage).
    #[error("database: {0}")]
    Sql(String),
}

/// Result of store operations.
pub type StoreResult<T> = Result<T, StoreError>;

/// A rating change to write together with a game update.
///
/// `played_before` is the row's `played` count when the change was computed (0 for a player
/// not on that board yet). Every finished game adds one to it, so it versions the row: the
/// store refuses the whole game update as a [`StoreError::Conflict`] if the stored row has moved
/// on meanwhile (another game of the same player ended first, in this process or another), and
/// the service computes the change again from the fresh row.
#[derive(Debug, Clone)]
pub struct RatingWrite {
    pub scope: BoardScope,
    pub kind: GameKind,
    pub doc: RatingDoc,
    pub played_before: u32,
}

/// Which of a player's games [`Store::games_of`] reads: the ones going on, the most recently
/// finished ones, or both (what a list shows, in one round trip).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GamesOf {
    /// Every game going on.
    pub active: bool,
    /// At most this many finished games, the most recently finished first (0: none;
    /// `usize::MAX`: all).
    pub finished: usize,
}

impl GamesOf {
    /// The games going on.
    pub const ACTIVE: GamesOf = GamesOf {
        active: true,
        finished: 0,
    };

    /// Every game, going on and finished.
    pub const ALL: GamesOf = GamesOf {
        active: true,
        finished: usize::MAX,
    };

    /// The `latest` most recently finished games.
    pub const fn finished(latest: usize) -> GamesOf {
        GamesOf {
            active: false,
            finished: latest,
        }
    }

    /// The games going on, and the `latest` most recently finished ones.
    pub const fn active_and_finished(latest: usize) -> GamesOf {
        GamesOf {
            active: true,
            finished: latest,
        }
    }
}

/// A player's games as [`Store::games_of`] read them.
#[derive(Debug, Default)]
pub struct PlayerGames {
    /// The games going on, by id.
    pub active: Vec<GameDoc>,
    /// The finished games, the most recently finished first (then by id).
    pub finished: Vec<GameDoc>,
    /// The games asked for whose records cannot be read, by id, each with its
    /// [`StoreError::Corrupt`]: only those games are affected, and a list can say so. They count
    /// towards [`GamesOf::finished`].
    pub unreadable: Vec<(GameId, StoreError)>,
}

impl PlayerGames {
    /// Sorts as [`PlayerGames`] promises, whatever order the backend found the games in.
    fn sorted(mut self) -> PlayerGames {
        self.active.sort_by(|a, b| a.id.as_str().cmp(b.id.as_str()));
        self.finished.sort_by(|a, b| {
            finished_at(b)
                .cmp(&finished_at(a))
                .then_with(|| a.id.as_str().cmp(b.id.as_str()))
        });
        self.unreadable
            .sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
        self
    }

    /// Files a game read for the list under active or finished.
    fn push(&mut self, doc: GameDoc) {
        if doc.is_active() {
            self.active.push(doc);
        } else {
            self.finished.push(doc);
        }
    }
}

/// When a game finished, as the player index orders finished games (`None` while it goes on).
fn finished_at(doc: &GameDoc) -> Option<Timestamp> {
    doc.finished.as_ref().map(|f| f.at)
}

/// Where the records live: what `data_dir` / `database_url` in the configuration choose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    /// A sled data directory (the default).
    Dir(PathBuf),
    /// A PostgreSQL URL (`postgres://user@host:port/db`).
    Url(String),
}

impl Location {
    /// Reads a command-line form: a `postgres://` or `postgresql://` URL, or else a directory.
    pub fn parse(text: &str) -> Location {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Location::Url(text.to_string())
        } else {
            Location::Dir(PathBuf::from(text))
        }
    }
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Dir(dir) => write!(f, "{}", dir.display()),
            Location::Url(url) => f.write_str(&postgres::redact(url)),
        }
    }
}

/// Opens the store at `location` with default options.
pub fn open(location: &Location) -> StoreResult<Arc<dyn Store>> {
    Ok(match location {
        Location::Dir(dir) => Arc::new(SledStore::open(dir)?),
        Location::Url(url) => Arc::new(PgStore::open(url, &PgOptions::default())?),
    })
}

/// The records and indexes of the bot, whichever database holds them.
///
/// Guarantees every implementation keeps (the store tests in `tests/store/` check them on each
/// backend): writes that acknowledge something to a user are durable when the method returns;
/// [`Store::update_game`] is a versioned transaction; a record that cannot be decoded is a
/// [`StoreError::Corrupt`] for that record only; data written by a newer schema is refused when
/// the store is opened.
pub trait Store: Send + Sync + std::fmt::Debug {
    /// Makes every earlier write durable. Called before acknowledging anything to a user.
    fn flush(&self) -> StoreResult<()>;

    /// The schema version stored in the database.
    fn schema_version(&self) -> StoreResult<u32>;

    /// Overwrites the stored schema version (used by tests and future migrations).
    fn set_schema_version(&self, version: u32) -> StoreResult<()>;

    /// When the bot last said it was alive (see [`Store::set_heartbeat`]).
    fn heartbeat(&self) -> StoreResult<Option<Timestamp>>;

    /// Records that the bot is alive at `at`; the gap to the next start is its downtime.
    fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()>;

    /// The bot's downtime being made up for, `(last heartbeat, start)`: recorded by
    /// [`Store::begin_downtime`] before any deadline is moved, cleared by
    /// [`Store::end_downtime`] once every game was seen to. Still there at the next start means
    /// a start stopped half-way (a crash): that start finishes it first.
    fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>>;

    /// In one durable step: records `now` as the heartbeat and, if the one before is earlier,
    /// records the gap `(before, now)` as the pending downtime and returns it. Of several
    /// processes starting together after an outage, only the first sees the outage (on
    /// PostgreSQL the heartbeat row is locked, and the stored heartbeat never moves back,
    /// whichever process's clock is behind). A window already pending (another process on the same database began
    /// one a moment ago) is kept and returned instead: the gap since its start is that
    /// moment.
    fn begin_downtime(&self, now: Timestamp) -> StoreResult<Option<(Timestamp, Timestamp)>>;

    /// Clears the pending downtime if it is still `window` (durably).
    fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<()>;

    /// Approximate size of the data on disk, in bytes.
    fn size_on_disk(&self) -> StoreResult<u64>;

    /// Reads one game. A record that cannot be decoded is a [`StoreError::Corrupt`] for that game
    /// only.
    fn game(&self, id: &GameId) -> StoreResult<Option<GameDoc>>;

    /// Starts a game: stores `doc` (whose id must be new), its indexes, and removes the challenge
    /// it came from, in one durable transaction. Returns `Ok(false)` if the id is taken (pick
    /// another and retry) and [`StoreError::Missing`] if the challenge was already taken by
    /// someone else.
    fn insert_game(&self, doc: &GameDoc, from: Option<&ChallengeId>) -> StoreResult<bool>;

    /// Stores many games with their indexes, durable at the end (for imports and benchmarks).
    /// Games whose id is taken are skipped; returns how many were stored.
    fn import_games(&self, docs: &[GameDoc]) -> StoreResult<usize>;

    /// Replaces a game with `doc` if the stored version is still `doc.version` (the version the
    /// caller read), bumping the version; updates the indexes and writes `ratings`, all in one
    /// transaction, durable before it returns. Two writers that read the same version cannot
    /// both succeed: the second gets [`StoreError::Conflict`]. Returns the new version.
    fn update_game(&self, doc: &GameDoc, ratings: &[RatingWrite]) -> StoreResult<u64>;

    /// The ids of the games `user` plays in (active and finished), from the index.
    fn game_ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>>;

    /// The games `user` plays in that `which` selects, read in one go from the player index
    /// (one query on PostgreSQL): a list reads each record once, and not the finished games it
    /// does not show. A record that cannot be read is listed in
    /// [`PlayerGames::unreadable`]; the others are still returned.
    fn games_of(&self, user: UserId, which: GamesOf) -> StoreResult<PlayerGames>;

    /// The ids of the games played in `channel`.
    fn game_ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>>;

    /// How many games of each kind are going on (for the measurements). This version reads
    /// every game; PostgreSQL counts in one query.
    fn active_game_counts(&self) -> StoreResult<Vec<(GameKind, usize)>> {
        let mut counts = std::collections::BTreeMap::new();
        for id in self.all_game_ids()? {
            if let Ok(Some(doc)) = self.game(&id) {
                if doc.is_active() {
                    *counts.entry(doc.kind).or_insert(0) += 1;
                }
            }
        }
        Ok(counts.into_iter().collect())
    }

    /// The games played in `server` that `which` selects (for its web page), sorted as
    /// [`PlayerGames`] says. This version reads every game: the embedded store is meant for
    /// small bots; PostgreSQL answers from an index.
    fn games_in_server(&self, server: ServerId, which: GamesOf) -> StoreResult<PlayerGames> {
        let mut games = PlayerGames::default();
        for id in self.all_game_ids()? {
            match self.game(&id) {
                Ok(Some(doc)) if doc.server == Some(server) => games.push(doc),
                Ok(_) => {}
                Err(e @ StoreError::Corrupt { .. }) => games.unreadable.push((id, e)),
                Err(e) => return Err(e),
            }
        }
        let mut games = games.sorted();
        if !which.active {
            games.active.clear();
        }
        games.finished.truncate(which.finished);
        Ok(games)
    }

    /// The games with an event (reminder or deadline) due at or before `now`, earliest first.
    fn due_games(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>>;

    /// Like [`Store::due_games`], but claims the games for the caller until `now + lease`: a
    /// store shared by several processes leaves a game another process has claimed (and not
    /// yet written) out of the answer, so that processes ticking together share the due games
    /// instead of all reading the same ones. A claim ends when the game is next updated, or
    /// when the lease runs out (the claimer died mid-tick).
    ///
    /// Claims only spread the work: exactly-once comes from the versioned write that handles an
    /// event ([`Store::update_game`]). One process per sled directory, so sled has nobody to
    /// share with and answers [`Store::due_games`].
    fn claim_due_games(
        &self,
        now: Timestamp,
        lease: std::time::Duration,
    ) -> StoreResult<Vec<(Timestamp, GameId)>> {
        let _ = lease;
        self.due_games(now)
    }

    /// Every game with a pending event (active games), with the event time.
    fn scheduled_games(&self) -> StoreResult<Vec<(Timestamp, GameId)>> {
        self.due_games(Timestamp(i64::MAX - 1))
    }

    /// Stores a new challenge, durably. `false` if the id is taken.
    fn insert_challenge(&self, doc: &ChallengeDoc) -> StoreResult<bool>;

    /// Reads a challenge.
    fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>>;

    /// Removes a challenge (declined, cancelled, expired), durably. `false` if it was gone.
    fn remove_challenge(&self, id: &ChallengeId) -> StoreResult<bool>;

    /// Every open challenge (records that cannot be read are skipped with a log line).
    fn challenges(&self) -> StoreResult<Vec<ChallengeDoc>>;

    /// Reads a player's record.
    fn player(&self, user: UserId) -> StoreResult<Option<PlayerDoc>>;

    /// Writes a player's record (not necessarily durable: names and preferences are cheap to
    /// lose; callers that acknowledge a preference flush).
    fn put_player(&self, doc: &PlayerDoc) -> StoreResult<()>;

    /// Every player record (readable ones).
    fn players(&self) -> StoreResult<Vec<PlayerDoc>>;

    /// The player records of `users` that exist (readable ones), in no particular order: one
    /// query where the backend allows, for lists such as a leaderboard.
    fn players_among(&self, users: &[UserId]) -> StoreResult<Vec<PlayerDoc>> {
        let mut found = Vec::new();
        for user in users {
            if let Some(doc) = self.player(*user)? {
                found.push(doc);
            }
        }
        Ok(found)
    }

    /// A player's standing on one leaderboard.
    fn rating(
        &self,
        scope: BoardScope,
        kind: GameKind,
        user: UserId,
    ) -> StoreResult<Option<RatingDoc>>;

    /// Everyone on one leaderboard, unsorted.
    fn leaderboard(&self, scope: BoardScope, kind: GameKind) -> StoreResult<Vec<RatingDoc>>;

    /// The first `limit` rows of one leaderboard, best first ([`leaderboard_order`]). Backends
    /// with an index on the rating answer this without reading the whole leaderboard.
    fn top_ratings(
        &self,
        scope: BoardScope,
        kind: GameKind,
        limit: usize,
    ) -> StoreResult<Vec<RatingDoc>> {
        let mut rows = self.leaderboard(scope, kind)?;
        rows.sort_by(leaderboard_order);
        rows.truncate(limit);
        Ok(rows)
    }

    /// A server's settings (defaults if never set).
    fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings>;

    /// Writes a server's settings, durably.
    fn put_server_settings(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()>;

    /// The ids of every stored game (for copies between stores).
    fn all_game_ids(&self) -> StoreResult<Vec<GameId>>;

    /// Every leaderboard row of every scope and game (for copies; unreadable rows are errors).
    /// `played_before` is the row's own count: a copy writes rows as they are.
    fn all_ratings(&self) -> StoreResult<Vec<RatingWrite>>;

    /// Writes leaderboard rows as they are, durably (for copies into an empty store;
    /// `played_before` is not checked).
    fn put_ratings(&self, rows: &[RatingWrite]) -> StoreResult<()>;

    /// Every server's stored settings (for copies).
    fn all_server_settings(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>>;

    /// A player's vacation record (`None`: they never took one).
    fn vacation(&self, user: UserId) -> StoreResult<Option<VacationDoc>>;

    /// Replaces a player's vacation record with `doc` if the stored one still has
    /// `doc.version` (0: there is none yet), bumping the version, durably. Two writers that read
    /// the same version cannot both succeed: the second gets [`StoreError::Conflict`], so a
    /// vacation is started once and charged once whatever the number of processes. Returns the
    /// new version.
    fn update_vacation(&self, doc: &VacationDoc) -> StoreResult<u64>;

    /// Every vacation record (for copies; an unreadable one is an error).
    fn all_vacations(&self) -> StoreResult<Vec<VacationDoc>>;

    /// Writes vacation records as they are, durably (for copies into an empty store).
    fn put_vacations(&self, docs: &[VacationDoc]) -> StoreResult<()>;

    /// A game's analysis record (`None`: it was never asked for).
    fn analysis(&self, game: &GameId) -> StoreResult<Option<AnalysisDoc>>;

    /// Replaces a game's analysis record with `doc` if the stored one still has `doc.version`
    /// (0: there is none yet), bumping the version, durably. Two writers that read the same
    /// version cannot both succeed (the second gets [`StoreError::Conflict`]), so an analysis
    /// is claimed by one process and written done once. Returns the new version.
    fn update_analysis(&self, doc: &AnalysisDoc) -> StoreResult<u64>;

    /// Every analysis record not yet done (queued, or claimed by a process that may have died),
    /// oldest request first: what a starting process resumes.
    fn pending_analyses(&self) -> StoreResult<Vec<AnalysisDoc>>;

    /// Every analysis record (for copies; an unreadable one is an error).
    fn all_analyses(&self) -> StoreResult<Vec<AnalysisDoc>>;

    /// Writes analysis records as they are, durably (for copies into an empty store).
    fn put_analyses(&self, docs: &[AnalysisDoc]) -> StoreResult<()>;

    /// Reads a tournament.
    fn tournament(&self, id: &TournamentId) -> StoreResult<Option<TournamentDoc>>;

    /// Replaces a tournament with `doc` if the stored one still has `doc.version` (0: a new
    /// tournament, whose id must be free), bumping the version, durably. Two writers that read
    /// the same version cannot both succeed (the second gets [`StoreError::Conflict`]), so a
    /// round is paired once however many processes see its last game end. Returns the new
    /// version.
    fn update_tournament(&self, doc: &TournamentDoc) -> StoreResult<u64>;

    /// The tournaments taking entries or being played (readable ones; the others are skipped
    /// with a log line): what the tick looks after.
    fn active_tournaments(&self) -> StoreResult<Vec<TournamentDoc>>;

    /// Every tournament of `server`, newest first (readable ones).
    fn tournaments_in(&self, server: ServerId) -> StoreResult<Vec<TournamentDoc>>;

    /// Every tournament record (for copies; an unreadable one is an error).
    fn all_tournaments(&self) -> StoreResult<Vec<TournamentDoc>>;

    /// Writes tournament records as they are, durably (for copies into an empty store).
    fn put_tournaments(&self, docs: &[TournamentDoc]) -> StoreResult<()>;
}

/// The order of a leaderboard: rating, then points, highest first, then name.
pub fn leaderboard_order(a: &RatingDoc, b: &RatingDoc) -> std::cmp::Ordering {
    b.rating
        .total_cmp(&a.rating)
        .then(b.points.total_cmp(&a.points))
        .then(a.name.cmp(&b.name))
}

/// A leaderboard's scope as text: `global` or `server:<id>` (PostgreSQL's `ratings.scope`).
fn scope_text(scope: BoardScope) -> String {
    match scope {
        BoardScope::Server(server) => format!("server:{}", server.0),
        BoardScope::Global => "global".to_string(),
    }
}

/// How a leaderboard row is named in messages: scope, [`GameKind::code`] and user
/// (`global/2/<user>`).
fn rating_id(scope: BoardScope, kind: GameKind, user: UserId) -> String {
    format!("{}/{}/{user}", scope_text(scope), kind.code())
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    // Serialising these plain structs to JSON cannot fail (no maps with non-string keys, no
    // custom serialisers); an empty value would surface as a Corrupt record on read.
    serde_json::to_vec(value).unwrap_or_default()
}

fn decode<T: DeserializeOwned>(what: &'static str, id: &str, bytes: &[u8]) -> StoreResult<T> {
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
        what,
        id: id.to_string(),
        reason: e.to_string(),
    })
}

/// Opens a sled store at `dir` (shorthand kept for tools and tests).
pub fn open_dir(dir: &Path) -> StoreResult<Arc<dyn Store>> {
    Ok(Arc::new(SledStore::open(dir)?))
}
