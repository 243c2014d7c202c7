//! The shared backend: PostgreSQL through the synchronous `postgres` crate and an `r2d2` pool
//! (see [`PgStore`]). Tables are created by the versioned SQL files in `migrations/` (embedded
//! with `refinery`, run at start-up); each record is its model's JSON in a JSONB `doc` column,
//! exactly as sled stores it, beside the indexed columns the queries use. Records go in and out
//! as typed JSON parameters and columns (`postgres::types::Json`), never through text.
//!
//! One file per record, each holding that record's queries, written once: a query that runs
//! both alone and inside a transaction takes any [`GenericClient`] (a pooled connection or a
//! transaction). The [`Store`] implementation below only takes a connection and hands it over.
//! A new record is a new file here (and one in `sled/`) plus its [`Store`] methods.
//!
//! | file | holds |
//! |---|---|
//! | `games.rs` | games and their indexes (by player, by channel, by next event; tick claims) |
//! | `challenges.rs` | open challenges |
//! | `players.rs` | player records |
//! | `ratings.rs` | leaderboard rows |
//! | `settings.rs` | server settings |
//! | `vacations.rs` | vacation records (versioned) |
//! | `analyses.rs` | game analyses (versioned) |
//! | `tournaments.rs` | tournaments (versioned) |
//! | `heartbeat.rs` | the heartbeat and the downtime being made up for |
//! | `schema.rs` | migrations, the schema version, the `meta` table |
//! | `pool.rs` | the connection pool and its options |
//!
//! Why synchronous: the service calls the store inside `spawn_blocking`, so a blocking client
//! with a pool fits the [`Store`] trait as it is; an async driver would force an async trait on
//! both backends for no gain.

mod analyses;
mod challenges;
mod games;
mod heartbeat;
mod players;
mod pool;
mod ratings;
mod schema;
mod settings;
mod tournaments;
mod vacations;

pub(crate) use self::pool::redact;
pub use self::pool::PgOptions;

use super::{
    BoardScope, ChallengeDoc, GameDoc, GamesOf, PlayerDoc, PlayerGames, RatingDoc, RatingWrite,
    ServerSettings, Store, StoreError, StoreResult,
};
use crate::games::GameKind;
use crate::model::{
    AnalysisDoc, ChallengeId, ChannelId, GameId, ServerId, Timestamp, TournamentDoc, TournamentId,
    UserId, VacationDoc,
};
use ::postgres::types::{FromSql, Json};
use ::postgres::{GenericClient, Row};
use serde::de::DeserializeOwned;
use std::error::Error as _;
use std::time::Duration;

/// A PostgreSQL store: any number of processes may share the database.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: pool::Pool,
}

impl PgStore {
    /// Connects to `url`, runs the migrations, and refuses a database written by a newer
    /// kibitz.
    pub fn open(url: &str, options: &PgOptions) -> StoreResult<PgStore> {
        let connect_error = |reason: String| StoreError::Connect {
            url: redact(url),
            reason,
        };
        let store = PgStore {
            pool: pool::Pool::connect(url, options).map_err(connect_error)?,
        };
        schema::prepare(&mut *store.client()?).map_err(|e| match e {
            StoreError::NewerSchema { .. } => e,
            other => connect_error(other.to_string()),
        })?;
        Ok(store)
    }

    fn client(&self) -> StoreResult<pool::Connection> {
        self.pool.get()
    }
}

/// Sorts a driver error: connection trouble and timeouts are [`StoreError::Unavailable`] (the
/// command may be retried; nothing was committed), anything else is a [`StoreError::Sql`].
impl From<::postgres::Error> for StoreError {
    fn from(e: ::postgres::Error) -> StoreError {
        let db = e.as_db_error();
        let transient = match db.map(|d| d.code().code()) {
            None => true,
            // connection exceptions, shutdown/restart, too many connections, statement timeout,
            // serialization failure and deadlock.
            Some(c) => {
                c.starts_with("08")
                    || c.starts_with("57P")
                    || c.starts_with("53")
                    || c == "57014"
                    || c == "40001"
                    || c == "40P01"
            }
        };
        let reason = match db {
            Some(d) => format!("{}: {}", d.code().code(), d.message()),
            None => e.to_string(),
        };
        if transient || e.is_closed() {
            StoreError::Unavailable { reason }
        } else {
            StoreError::Sql(reason)
        }
    }
}

/// One column of a row. Our own queries name the types, so a mismatch means the schema was
/// changed behind kibitz's back: an error, never a panic.
fn col<'a, T: FromSql<'a>>(row: &'a Row, index: usize) -> StoreResult<T> {
    row.try_get(index).map_err(unexpected_column)
}

fn unexpected_column(e: ::postgres::Error) -> StoreError {
    StoreError::Sql(format!("unexpected column in the database: {e}"))
}

/// The record in column `index` (a JSONB `doc`): JSON that is not a `T` is a
/// [`StoreError::Corrupt`] for `what` `id` only.
fn doc<T: DeserializeOwned>(
    row: &Row,
    index: usize,
    what: &'static str,
    id: &str,
) -> StoreResult<T> {
    match row.try_get::<_, Json<T>>(index) {
        Ok(Json(doc)) => Ok(doc),
        Err(e) => match e
            .source()
            .and_then(|s| s.downcast_ref::<serde_json::Error>())
        {
            Some(json) => Err(StoreError::Corrupt {
                what,
                id: id.to_string(),
                reason: json.to_string(),
            }),
            None => Err(unexpected_column(e)),
        },
    }
}

/// The readable records of `rows`, each named by `id_of` (its id column) and read from column
/// `index` (its `doc`); the others are skipped with a log line naming them.
fn readable<T: DeserializeOwned>(
    what: &'static str,
    rows: &[Row],
    id_of: fn(&Row) -> StoreResult<String>,
    index: usize,
) -> StoreResult<Vec<T>> {
    let mut all = Vec::with_capacity(rows.len());
    for row in rows {
        match doc::<T>(row, index, what, &id_of(row)?) {
            Ok(doc) => all.push(doc),
            Err(e @ StoreError::Corrupt { .. }) => {
                tracing::warn!("skipping unreadable {what}: {e}")
            }
            Err(e) => return Err(e),
        }
    }
    Ok(all)
}

/// The id of a record whose first column is its text id.
fn text_id(row: &Row) -> StoreResult<String> {
    col::<String>(row, 0)
}

/// The id of a record whose first column is its snowflake.
fn snowflake_id(row: &Row) -> StoreResult<String> {
    Ok(snowflake(col::<i64>(row, 0)?).to_string())
}

/// Snowflakes are u64; BIGINT holds them bit for bit.
fn big(id: u64) -> i64 {
    id as i64
}

/// The inverse of [`big`].
fn snowflake(column: i64) -> u64 {
    column as u64
}

/// Runs `work` in a transaction on `client`, committed if it returns `Ok` (dropping an
/// uncommitted transaction rolls it back).
fn in_transaction<C: GenericClient, T>(
    client: &mut C,
    work: impl FnOnce(&mut ::postgres::Transaction<'_>) -> StoreResult<T>,
) -> StoreResult<T> {
    let mut tx = client.transaction()?;
    let value = work(&mut tx)?;
    tx.commit()?;
    Ok(value)
}

impl Store for PgStore {
    fn flush(&self) -> StoreResult<()> {
        // Every write is committed before its method returns, and a commit is durable
        // (PostgreSQL's default synchronous_commit): nothing to do.
        Ok(())
    }

    fn schema_version(&self) -> StoreResult<u32> {
        schema::version(&mut *self.client()?)
    }

    fn set_schema_version(&self, version: u32) -> StoreResult<()> {
        schema::set_version(&mut *self.client()?, version)
    }

    fn heartbeat(&self) -> StoreResult<Option<Timestamp>> {
        heartbeat::get(&mut *self.client()?)
    }

    fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()> {
        heartbeat::set(&mut *self.client()?, at)
    }

    fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        heartbeat::pending_downtime(&mut *self.client()?)
    }

    fn begin_downtime(&self, now: Timestamp) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        heartbeat::begin_downtime(&mut *self.client()?, now)
    }

    fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<()> {
        heartbeat::end_downtime(&mut *self.client()?, window)
    }

    fn size_on_disk(&self) -> StoreResult<u64> {
        schema::size_on_disk(&mut *self.client()?)
    }

    fn game(&self, id: &GameId) -> StoreResult<Option<GameDoc>> {
        games::get(&mut *self.client()?, id)
    }

    fn insert_game(&self, doc: &GameDoc, from: Option<&ChallengeId>) -> StoreResult<bool> {
        games::start(&mut *self.client()?, doc, from)
    }

    fn import_games(&self, docs: &[GameDoc]) -> StoreResult<usize> {
        games::import(&mut *self.client()?, docs)
    }

    fn update_game(&self, doc: &GameDoc, ratings: &[RatingWrite]) -> StoreResult<u64> {
        games::update(&mut *self.client()?, doc, ratings)
    }

    fn game_ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>> {
        games::ids_of(&mut *self.client()?, user)
    }

    fn games_of(&self, user: UserId, which: GamesOf) -> StoreResult<PlayerGames> {
        games::of_player(&mut *self.client()?, user, which)
    }

    fn game_ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>> {
        games::ids_in(&mut *self.client()?, channel)
    }

    fn active_game_counts(&self) -> StoreResult<Vec<(GameKind, usize)>> {
        games::active_counts(&mut *self.client()?)
    }

    fn games_in_server(&self, server: ServerId, which: GamesOf) -> StoreResult<PlayerGames> {
        games::in_server(&mut *self.client()?, server, which)
    }

    fn due_games(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>> {
        games::due(&mut *self.client()?, now)
    }

    fn claim_due_games(
        &self,
        now: Timestamp,
        lease: Duration,
    ) -> StoreResult<Vec<(Timestamp, GameId)>> {
        games::claim_due(&mut *self.client()?, now, lease)
    }

    fn insert_challenge(&self, doc: &ChallengeDoc) -> StoreResult<bool> {
        challenges::insert(&mut *self.client()?, doc)
    }

    fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>> {
        challenges::get(&mut *self.client()?, id)
    }

    fn remove_challenge(&self, id: &ChallengeId) -> StoreResult<bool> {
        challenges::remove(&mut *self.client()?, id)
    }

    fn challenges(&self) -> StoreResult<Vec<ChallengeDoc>> {
        challenges::all(&mut *self.client()?)
    }

    fn player(&self, user: UserId) -> StoreResult<Option<PlayerDoc>> {
        players::get(&mut *self.client()?, user)
    }

    fn players_among(&self, users: &[UserId]) -> StoreResult<Vec<PlayerDoc>> {
        players::among(&mut *self.client()?, users)
    }

    fn put_player(&self, doc: &PlayerDoc) -> StoreResult<()> {
        players::put(&mut *self.client()?, doc)
    }

    fn players(&self) -> StoreResult<Vec<PlayerDoc>> {
        players::all(&mut *self.client()?)
    }

    fn rating(
        &self,
        scope: BoardScope,
        kind: GameKind,
        user: UserId,
    ) -> StoreResult<Option<RatingDoc>> {
        ratings::get(&mut *self.client()?, scope, kind, user)
    }

    fn leaderboard(&self, scope: BoardScope, kind: GameKind) -> StoreResult<Vec<RatingDoc>> {
        ratings::leaderboard(&mut *self.client()?, scope, kind)
    }

    fn top_ratings(
        &self,
        scope: BoardScope,
        kind: GameKind,
        limit: usize,
    ) -> StoreResult<Vec<RatingDoc>> {
        ratings::top(&mut *self.client()?, scope, kind, limit)
    }

    fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings> {
        settings::get(&mut *self.client()?, server)
    }

    fn put_server_settings(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()> {
        settings::put(&mut *self.client()?, server, settings)
    }

    fn all_game_ids(&self) -> StoreResult<Vec<GameId>> {
        games::all_ids(&mut *self.client()?)
    }

    fn all_ratings(&self) -> StoreResult<Vec<RatingWrite>> {
        ratings::all(&mut *self.client()?)
    }

    fn put_ratings(&self, rows: &[RatingWrite]) -> StoreResult<()> {
        ratings::put_all(&mut *self.client()?, rows)
    }

    fn all_server_settings(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>> {
        settings::all(&mut *self.client()?)
    }

    fn vacation(&self, user: UserId) -> StoreResult<Option<VacationDoc>> {
        vacations::get(&mut *self.client()?, user)
    }

    fn update_vacation(&self, doc: &VacationDoc) -> StoreResult<u64> {
        vacations::update(&mut *self.client()?, doc)
    }

    fn all_vacations(&self) -> StoreResult<Vec<VacationDoc>> {
        vacations::all(&mut *self.client()?)
    }

    fn put_vacations(&self, docs: &[VacationDoc]) -> StoreResult<()> {
        vacations::put_all(&mut *self.client()?, docs)
    }

    fn analysis(&self, game: &GameId) -> StoreResult<Option<AnalysisDoc>> {
        analyses::get(&mut *self.client()?, game)
    }

    fn update_analysis(&self, doc: &AnalysisDoc) -> StoreResult<u64> {
        analyses::update(&mut *self.client()?, doc)
    }

    fn pending_analyses(&self) -> StoreResult<Vec<AnalysisDoc>> {
        analyses::pending(&mut *self.client()?)
    }

    fn all_analyses(&self) -> StoreResult<Vec<AnalysisDoc>> {
        analyses::all(&mut *self.client()?)
    }

    fn put_analyses(&self, docs: &[AnalysisDoc]) -> StoreResult<()> {
        analyses::put_all(&mut *self.client()?, docs)
    }

    fn tournament(&self, id: &TournamentId) -> StoreResult<Option<TournamentDoc>> {
        tournaments::get(&mut *self.client()?, id)
    }

    fn update_tournament(&self, doc: &TournamentDoc) -> StoreResult<u64> {
        tournaments::update(&mut *self.client()?, doc)
    }

    fn active_tournaments(&self) -> StoreResult<Vec<TournamentDoc>> {
        tournaments::active(&mut *self.client()?)
    }

    fn tournaments_in(&self, server: ServerId) -> StoreResult<Vec<TournamentDoc>> {
        tournaments::in_server(&mut *self.client()?, server)
    }

    fn all_tournaments(&self) -> StoreResult<Vec<TournamentDoc>> {
        tournaments::all(&mut *self.client()?)
    }

    fn put_tournaments(&self, docs: &[TournamentDoc]) -> StoreResult<()> {
        tournaments::put_all(&mut *self.client()?, docs)
    }
}
