//! The embedded backend: sled 0.34, one process per data directory (see [`SledStore`]).
//!
//! Layout (one sled tree each; keys are big-endian so that byte order is numeric order), one
//! file per record, each owning its trees:
//!
//! | file | tree | key | value |
//! |---|---|---|---|
//! | `meta.rs` | `meta` | `schema`, `heartbeat`, `downtime` | u32 / i64 / two i64, big-endian |
//! | `games.rs` | `games` | game id | [`GameDoc`] as JSON |
//! | | `games_by_player` | user (8) ++ game id | the game's state: `A` going on, `F` ++ finish time (8); empty in entries written before it was kept |
//! | | `games_by_channel` | channel (8) ++ game id | empty |
//! | | `games_by_event` | time (8) ++ game id | empty: when `tick` must look at the game |
//! | `challenges.rs` | `challenges` | challenge id | [`ChallengeDoc`] as JSON |
//! | `players.rs` | `players` | user (8) | [`PlayerDoc`] as JSON |
//! | `ratings.rs` | `ratings` | scope (9) ++ game code (1) ++ user (8) | [`RatingDoc`] as JSON |
//! | `settings.rs` | `settings` | server (8) | [`ServerSettings`] as JSON |
//! | `vacations.rs` | `vacations` | user (8) | [`VacationDoc`](crate::model::VacationDoc) as JSON |
//! | `analyses.rs` | `analyses` | game id | [`AnalysisDoc`](crate::model::AnalysisDoc) as JSON |
//! | `tournaments.rs` | `tournaments` | tournament id | [`TournamentDoc`](crate::model::TournamentDoc) as JSON |
//!
//! The [`Store`] implementation below hands each call to its record. Every write that
//! acknowledges something to a user is followed by a flush, so a crash after the reply cannot
//! lose it.

mod analyses;
mod challenges;
mod games;
mod meta;
mod players;
mod ratings;
mod settings;
mod tournaments;
mod vacations;

use super::{
    BoardScope, ChallengeDoc, GameDoc, GamesOf, PlayerDoc, PlayerGames, RatingDoc, RatingWrite,
    ServerSettings, Store, StoreError, StoreResult,
};
use crate::games::GameKind;
use crate::model::{
    AnalysisDoc, ChallengeId, ChannelId, GameId, ServerId, Timestamp, TournamentDoc, TournamentId,
    UserId, VacationDoc,
};
use ::sled::transaction::{ConflictableTransactionError, TransactionError};
use std::path::Path;

/// sled's page cache size: 64 MiB.
const CACHE_BYTES: u64 = 64 * 1024 * 1024;

/// Why a transaction closure gave up (turned into a [`StoreError`] afterwards).
#[derive(Debug)]
enum Abort {
    Conflict { expected: u64 },
    Missing,
    Corrupt(String),
    Exists,
}

type TxResult<T> = Result<T, ConflictableTransactionError<Abort>>;

/// The sled store. Cheap to clone (sled handles are reference-counted); share one per process.
#[derive(Debug, Clone)]
pub struct SledStore {
    db: ::sled::Db,
    meta: meta::Meta,
    games: games::Games,
    challenges: challenges::Challenges,
    players: players::Players,
    ratings: ratings::Ratings,
    settings: settings::Settings,
    vacations: vacations::Vacations,
    analyses: analyses::Analyses,
    tournaments: tournaments::Tournaments,
}

impl SledStore {
    /// Opens (or creates) the store in `dir`. Refuses data written by a newer schema.
    pub fn open(dir: &Path) -> StoreResult<SledStore> {
        let db = ::sled::Config::new()
            .path(dir)
            // sled's default page cache is 1 GiB; a bot's working set is far smaller.
            .cache_capacity(CACHE_BYTES)
            .open()
            .map_err(|source| match &source {
                // sled takes an exclusive lock on the directory's `db` file; a held lock comes
                // back as an I/O error of kind `Other` whose text wraps the OS's WouldBlock
                // ("could not acquire lock on …").
                ::sled::Error::Io(io)
                    if io.kind() == std::io::ErrorKind::WouldBlock
                        || io.to_string().contains("could not acquire lock") =>
                {
                    StoreError::InUse {
                        path: dir.to_path_buf(),
                    }
                }
                _ => StoreError::Open {
                    path: dir.to_path_buf(),
                    source,
                },
            })?;
        let meta = meta::Meta::open(&db)?;
        if meta.prepare()? {
            db.flush()?;
        }
        Ok(SledStore {
            meta,
            games: games::Games::open(&db)?,
            challenges: challenges::Challenges::open(&db)?,
            players: players::Players::open(&db)?,
            ratings: ratings::Ratings::open(&db)?,
            settings: settings::Settings::open(&db)?,
            vacations: vacations::Vacations::open(&db)?,
            analyses: analyses::Analyses::open(&db)?,
            tournaments: tournaments::Tournaments::open(&db)?,
            db,
        })
    }

    /// Writes a consistent copy of the whole database to `dir` (which must not exist yet or be
    /// empty): a backup that [`SledStore::open`] reads like the original.
    pub fn backup_to(&self, dir: &Path) -> StoreResult<()> {
        self.flush()?;
        let copy = ::sled::Config::new()
            .path(dir)
            .open()
            .map_err(|source| StoreError::Open {
                path: dir.to_path_buf(),
                source,
            })?;
        copy.import(self.db.export());
        copy.flush()?;
        Ok(())
    }

    /// Flushes after a write that changed something, and passes its answer on.
    fn flushed<T>(&self, value: T) -> StoreResult<T> {
        self.flush()?;
        Ok(value)
    }
}

/// The game id after `prefix_len` bytes of an index key.
fn id_after(key: &[u8], prefix_len: usize) -> Option<GameId> {
    let rest = key.get(prefix_len..)?;
    GameId::parse(std::str::from_utf8(rest).ok()?)
}

/// An index key: an 8-byte prefix, then a record id.
fn key_with(prefix: [u8; 8], id: &str) -> Vec<u8> {
    let mut key = prefix.to_vec();
    key.extend_from_slice(id.as_bytes());
    key
}

fn abort<T>(why: Abort) -> TxResult<T> {
    Err(ConflictableTransactionError::Abort(why))
}

fn tx_error(error: TransactionError<Abort>, what: &'static str, id: &str) -> StoreError {
    match error {
        TransactionError::Storage(e) => StoreError::Db(e),
        TransactionError::Abort(Abort::Conflict { expected }) => StoreError::Conflict {
            what,
            id: id.to_string(),
            expected,
        },
        TransactionError::Abort(Abort::Missing) | TransactionError::Abort(Abort::Exists) => {
            StoreError::Missing {
                what,
                id: id.to_string(),
            }
        }
        TransactionError::Abort(Abort::Corrupt(reason)) => StoreError::Corrupt {
            what,
            id: id.to_string(),
            reason,
        },
    }
}

impl Store for SledStore {
    fn flush(&self) -> StoreResult<()> {
        self.db.flush()?;
        Ok(())
    }

    fn schema_version(&self) -> StoreResult<u32> {
        self.meta.schema_version()
    }

    fn set_schema_version(&self, version: u32) -> StoreResult<()> {
        self.meta.set_schema_version(version)?;
        self.flush()
    }

    fn heartbeat(&self) -> StoreResult<Option<Timestamp>> {
        self.meta.heartbeat()
    }

    fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()> {
        self.meta.set_heartbeat(at)?;
        self.flush()
    }

    fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        self.meta.pending_downtime()
    }

    fn begin_downtime(&self, now: Timestamp) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        let window = self.meta.begin_downtime(now)?;
        self.flushed(window)
    }

    fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<()> {
        if self.meta.end_downtime(window)? {
            self.flush()?;
        }
        Ok(())
    }

    fn size_on_disk(&self) -> StoreResult<u64> {
        Ok(self.db.size_on_disk()?)
    }

    fn game(&self, id: &GameId) -> StoreResult<Option<GameDoc>> {
        self.games.get(id)
    }

    fn insert_game(&self, doc: &GameDoc, from: Option<&ChallengeId>) -> StoreResult<bool> {
        let inserted = self.games.insert(doc, from, &self.challenges)?;
        if inserted {
            self.flush()?;
        }
        Ok(inserted)
    }

    fn import_games(&self, docs: &[GameDoc]) -> StoreResult<usize> {
        let stored = self.games.import(docs, &self.challenges)?;
        self.flushed(stored)
    }

    fn update_game(&self, doc: &GameDoc, ratings: &[RatingWrite]) -> StoreResult<u64> {
        let version = self.games.update(doc, ratings, &self.ratings)?;
        self.flushed(version)
    }

    fn game_ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>> {
        self.games.ids_of(user)
    }

    fn games_of(&self, user: UserId, which: GamesOf) -> StoreResult<PlayerGames> {
        self.games.of_player(user, which)
    }

    fn game_ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>> {
        self.games.ids_in(channel)
    }

    fn due_games(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>> {
        self.games.due(now)
    }

    fn scheduled_games(&self) -> StoreResult<Vec<(Timestamp, GameId)>> {
        self.games.due(Timestamp(i64::MAX - 1))
    }

    fn insert_challenge(&self, doc: &ChallengeDoc) -> StoreResult<bool> {
        let inserted = self.challenges.insert(doc)?;
        self.flushed(inserted)
    }

    fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>> {
        self.challenges.get(id)
    }

    fn remove_challenge(&self, id: &ChallengeId) -> StoreResult<bool> {
        let removed = self.challenges.remove(id)?;
        self.flushed(removed)
    }

    fn challenges(&self) -> StoreResult<Vec<ChallengeDoc>> {
        self.challenges.all()
    }

    fn player(&self, user: UserId) -> StoreResult<Option<PlayerDoc>> {
        self.players.get(user)
    }

    fn put_player(&self, doc: &PlayerDoc) -> StoreResult<()> {
        self.players.put(doc)
    }

    fn players(&self) -> StoreResult<Vec<PlayerDoc>> {
        self.players.all()
    }

    fn rating(
        &self,
        scope: BoardScope,
        kind: GameKind,
        user: UserId,
    ) -> StoreResult<Option<RatingDoc>> {
        self.ratings.get(scope, kind, user)
    }

    fn leaderboard(&self, scope: BoardScope, kind: GameKind) -> StoreResult<Vec<RatingDoc>> {
        self.ratings.leaderboard(scope, kind)
    }

    fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings> {
        self.settings.get(server)
    }

    fn put_server_settings(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()> {
        self.settings.put(server, settings)?;
        self.flush()
    }

    fn all_game_ids(&self) -> StoreResult<Vec<GameId>> {
        self.games.all_ids()
    }

    fn all_ratings(&self) -> StoreResult<Vec<RatingWrite>> {
        self.ratings.all()
    }

    fn put_ratings(&self, rows: &[RatingWrite]) -> StoreResult<()> {
        self.ratings.put_all(rows)?;
        self.flush()
    }

    fn all_server_settings(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>> {
        self.settings.all()
    }

    fn vacation(&self, user: UserId) -> StoreResult<Option<VacationDoc>> {
        self.vacations.get(user)
    }

    fn update_vacation(&self, doc: &VacationDoc) -> StoreResult<u64> {
        let version = self.vacations.update(doc)?;
        self.flushed(version)
    }

    fn all_vacations(&self) -> StoreResult<Vec<VacationDoc>> {
        self.vacations.all()
    }

    fn put_vacations(&self, docs: &[VacationDoc]) -> StoreResult<()> {
        self.vacations.put_all(docs)?;
        self.flush()
    }

    fn analysis(&self, game: &GameId) -> StoreResult<Option<AnalysisDoc>> {
        self.analyses.get(game)
    }

    fn update_analysis(&self, doc: &AnalysisDoc) -> StoreResult<u64> {
        let version = self.analyses.update(doc)?;
        self.flushed(version)
    }

    fn pending_analyses(&self) -> StoreResult<Vec<AnalysisDoc>> {
        let mut pending: Vec<AnalysisDoc> = self
            .analyses
            .all()?
            .into_iter()
            .filter(|d| !d.is_done())
            .collect();
        pending.sort_by_key(|d| d.requested);
        Ok(pending)
    }

    fn all_analyses(&self) -> StoreResult<Vec<AnalysisDoc>> {
        self.analyses.all()
    }

    fn put_analyses(&self, docs: &[AnalysisDoc]) -> StoreResult<()> {
        self.analyses.put_all(docs)?;
        self.flush()
    }

    fn tournament(&self, id: &TournamentId) -> StoreResult<Option<TournamentDoc>> {
        self.tournaments.get(id)
    }

    fn update_tournament(&self, doc: &TournamentDoc) -> StoreResult<u64> {
        let version = self.tournaments.update(doc)?;
        self.flushed(version)
    }

    fn active_tournaments(&self) -> StoreResult<Vec<TournamentDoc>> {
        self.tournaments.readable(TournamentDoc::is_active)
    }

    fn tournaments_in(&self, server: ServerId) -> StoreResult<Vec<TournamentDoc>> {
        self.tournaments.in_server(server)
    }

    fn all_tournaments(&self) -> StoreResult<Vec<TournamentDoc>> {
        self.tournaments.all()
    }

    fn put_tournaments(&self, docs: &[TournamentDoc]) -> StoreResult<()> {
        self.tournaments.put_all(docs)?;
        self.flush()
    }
}
