//! The shared backend: PostgreSQL through the synchronous `postgres` crate and an `r2d2` pool
//! (see [`PgStore`]). Tables are created by the versioned SQL files in `migrations/` (embedded
//! with `refinery`, run at start-up); each record is its model's JSON in a JSONB `doc` column,
//! exactly as sled stores it, beside the indexed columns the queries use.
//!
//! Why synchronous: the service calls the store inside `spawn_blocking`, so a blocking client
//! with a pool fits the [`Store`] trait as it is; an async driver would force an async trait on
//! both backends for no gain.

use super::{
    decode, encode, BoardScope, ChallengeDoc, GameDoc, PlayerDoc, RatingDoc, RatingWrite,
    ServerSettings, Store, StoreError, StoreResult, SCHEMA_VERSION,
};
use crate::games::GameKind;
use crate::model::{ChallengeId, ChannelId, GameId, ServerId, Timestamp, UserId};
use ::postgres::{Client, NoTls};
use r2d2_postgres::PostgresConnectionManager;
use std::time::Duration;

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// Any constant shared by every kibitz: the advisory lock held while migrating, so that two
/// processes starting together do not both create the tables.
const MIGRATION_LOCK: i64 = 0x6b69_6269_747a;

/// Pool and timeout settings.
#[derive(Debug, Clone)]
pub struct PgOptions {
    /// Most connections this process opens.
    pub max_connections: u32,
    /// How long a command waits for a free connection (or a new one) before it is answered
    /// "try again in a moment".
    pub connect_timeout: Duration,
    /// Server-side limit on every statement, so a stuck query cannot hold a command forever.
    pub statement_timeout: Duration,
    /// Work in this schema instead of `public` (tests use one fresh schema each).
    pub schema: Option<String>,
    /// How the connections are named in `pg_stat_activity` (for operators, and for tests that
    /// cut this store's connections).
    pub application_name: String,
}

impl Default for PgOptions {
    fn default() -> Self {
        PgOptions {
            // Commands run on tokio's blocking threads; a few connections serve a bot well,
            // and PostgreSQL's default limit (100) is shared by every process.
            max_connections: 10,
            connect_timeout: Duration::from_secs(5),
            statement_timeout: Duration::from_secs(10),
            schema: None,
            application_name: "kibitz".to_string(),
        }
    }
}

/// A PostgreSQL store: any number of processes may share the database.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: r2d2::Pool<PostgresConnectionManager<NoTls>>,
}

/// `url` without its password, for messages.
pub(crate) fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or("");
            format!("{scheme}://{name}:***@{host}")
        }
        _ => url.to_string(),
    }
}

/// Sorts a driver error: connection trouble and timeouts are [`StoreError::Unavailable`] (the
/// command may be retried; nothing was committed), anything else is a [`StoreError::Sql`].
fn pg_error(e: ::postgres::Error) -> StoreError {
    let db = e.as_db_error();
    let code = db.map(|d| d.code().code().to_string());
    let transient = match code.as_deref() {
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

fn kind_number(kind: GameKind) -> i16 {
    match kind {
        GameKind::Topo => 1,
        GameKind::Xiangqi => 2,
        GameKind::Tempo => 3,
    }
}

fn scope_key(scope: BoardScope) -> String {
    match scope {
        BoardScope::Server(server) => format!("server:{}", server.0),
        BoardScope::Global => "global".to_string(),
    }
}

/// Snowflakes are u64; BIGINT holds them bit for bit.
fn big(id: u64) -> i64 {
    id as i64
}

fn json(bytes: Vec<u8>) -> String {
    // encode() writes serde_json's output: always UTF-8.
    String::from_utf8(bytes).unwrap_or_default()
}

fn write_index(tx: &mut ::postgres::Transaction<'_>, doc: &GameDoc) -> StoreResult<()> {
    for slot in &doc.players {
        tx.execute(
            "INSERT INTO game_players (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&big(slot.user.0), &doc.id.as_str()],
        )
        .map_err(pg_error)?;
    }
    Ok(())
}

impl PgStore {
    /// Connects to `url`, runs the migrations, and refuses a database written by a newer
    /// kibitz.
    pub fn open(url: &str, options: &PgOptions) -> StoreResult<PgStore> {
        let connect_error = |reason: String| StoreError::Connect {
            url: redact(url),
            reason,
        };
        let mut config: ::postgres::Config = url
            .parse()
            .map_err(|e: ::postgres::Error| connect_error(format!("not a PostgreSQL URL ({e})")))?;
        let mut server_options = format!(
            "-c statement_timeout={}",
            options.statement_timeout.as_millis()
        );
        if let Some(schema) = &options.schema {
            server_options.push_str(&format!(" -c search_path={schema}"));
        }
        config
            .options(&server_options)
            .application_name(&options.application_name)
            .connect_timeout(options.connect_timeout);
        let manager = PostgresConnectionManager::new(config, NoTls);
        let pool = r2d2::Pool::builder()
            .max_size(options.max_connections.max(1))
            .min_idle(Some(1))
            .connection_timeout(options.connect_timeout)
            .build(manager)
            .map_err(|e| connect_error(e.to_string()))?;
        let store = PgStore { pool };
        store.prepare().map_err(|e| match e {
            StoreError::NewerSchema { .. } => e,
            other => connect_error(other.to_string()),
        })?;
        Ok(store)
    }

    fn client(&self) -> StoreResult<r2d2::PooledConnection<PostgresConnectionManager<NoTls>>> {
        self.pool.get().map_err(|e| StoreError::Unavailable {
            reason: e.to_string(),
        })
    }

    /// Refuses a newer schema, then migrates (under an advisory lock) and records the schema
    /// version.
    fn prepare(&self) -> StoreResult<()> {
        let mut client = self.client()?;
        client
            .query_one("SELECT pg_advisory_lock($1)", &[&MIGRATION_LOCK])
            .map_err(pg_error)?;
        let result = self.prepare_locked(&mut client);
        // Closing the session would release it too; unlock so the pooled connection is clean.
        let _ = client.query_one("SELECT pg_advisory_unlock($1)", &[&MIGRATION_LOCK]);
        result
    }

    fn prepare_locked(&self, client: &mut Client) -> StoreResult<()> {
        let has_meta = client
            .query_one("SELECT to_regclass('meta') IS NOT NULL", &[])
            .map_err(pg_error)
            .and_then(|row| col::<bool>(&row, 0))?;
        if has_meta {
            if let Some(found) = meta_value(client, "schema")? {
                check_schema(found)?;
            }
        }
        embedded::migrations::runner()
            .run(client)
            .map_err(|e| StoreError::Sql(format!("migrations failed: {e}")))?;
        client
            .execute(
                "INSERT INTO meta (key, value) VALUES ('schema', $1) ON CONFLICT DO NOTHING",
                &[&i64::from(SCHEMA_VERSION)],
            )
            .map_err(pg_error)?;
        Ok(())
    }

    fn set_meta(&self, key: &str, value: i64) -> StoreResult<()> {
        self.client()?
            .execute(
                "INSERT INTO meta (key, value) VALUES ($1, $2) \
                 ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
                &[&key, &value],
            )
            .map_err(pg_error)?;
        Ok(())
    }

    fn insert_game_in(
        &self,
        client: &mut Client,
        doc: &GameDoc,
        from: Option<&ChallengeId>,
    ) -> StoreResult<bool> {
        let mut tx = client.transaction().map_err(pg_error)?;
        let inserted = tx
            .execute(
                "INSERT INTO games (id, version, channel, event_at, doc) \
                 VALUES ($1, $2, $3, $4, $5::text::jsonb) ON CONFLICT (id) DO NOTHING",
                &[
                    &doc.id.as_str(),
                    &(doc.version as i64),
                    &big(doc.channel.0),
                    &doc.event_at.map(|t| t.0),
                    &json(encode(doc)),
                ],
            )
            .map_err(pg_error)?;
        if inserted == 0 {
            // Dropping the transaction rolls it back.
            return Ok(false);
        }
        if let Some(challenge) = from {
            let removed = tx
                .execute(
                    "DELETE FROM challenges WHERE id = $1",
                    &[&challenge.as_str()],
                )
                .map_err(pg_error)?;
            if removed == 0 {
                return Err(StoreError::Missing {
                    what: "challenge",
                    id: challenge.to_string(),
                });
            }
        }
        write_index(&mut tx, doc)?;
        tx.commit().map_err(pg_error)?;
        Ok(true)
    }

    fn docs<T: serde::de::DeserializeOwned>(
        &self,
        what: &'static str,
        sql: &str,
        params: &[&(dyn ::postgres::types::ToSql + Sync)],
    ) -> StoreResult<Vec<T>> {
        let rows = self.client()?.query(sql, params).map_err(pg_error)?;
        let mut all = Vec::with_capacity(rows.len());
        for row in rows {
            let text: String = col(&row, 0)?;
            match decode::<T>(what, "?", text.as_bytes()) {
                Ok(doc) => all.push(doc),
                Err(e) => tracing::warn!("skipping unreadable {what}: {e}"),
            }
        }
        Ok(all)
    }

    fn doc<T: serde::de::DeserializeOwned>(
        &self,
        what: &'static str,
        id: &str,
        sql: &str,
        params: &[&(dyn ::postgres::types::ToSql + Sync)],
    ) -> StoreResult<Option<T>> {
        match self.client()?.query_opt(sql, params).map_err(pg_error)? {
            Some(row) => {
                let text: String = col(&row, 0)?;
                decode(what, id, text.as_bytes()).map(Some)
            }
            None => Ok(None),
        }
    }
}

fn meta_value(client: &mut Client, key: &str) -> StoreResult<Option<i64>> {
    client
        .query_opt("SELECT value FROM meta WHERE key = $1", &[&key])
        .map_err(pg_error)?
        .map(|row| col(&row, 0))
        .transpose()
}

/// One column of a row. Our own queries name the types, so a mismatch means the schema was
/// changed behind kibitz's back: an error, never a panic.
fn col<'a, T: ::postgres::types::FromSql<'a>>(
    row: &'a ::postgres::Row,
    index: usize,
) -> StoreResult<T> {
    row.try_get(index)
        .map_err(|e| StoreError::Sql(format!("unexpected column in the database: {e}")))
}

fn check_schema(found: i64) -> StoreResult<()> {
    if found > i64::from(SCHEMA_VERSION) {
        return Err(StoreError::NewerSchema {
            place: "the database",
            found: u32::try_from(found).unwrap_or(u32::MAX),
            supported: SCHEMA_VERSION,
        });
    }
    Ok(())
}

fn game_ids(rows: Vec<::postgres::Row>) -> StoreResult<Vec<GameId>> {
    let mut ids = Vec::with_capacity(rows.len());
    for row in &rows {
        if let Some(id) = GameId::parse(col::<&str>(row, 0)?) {
            ids.push(id);
        }
    }
    Ok(ids)
}

impl Store for PgStore {
    fn flush(&self) -> StoreResult<()> {
        // Every write is committed before its method returns, and a commit is durable
        // (PostgreSQL's default synchronous_commit): nothing to do.
        Ok(())
    }

    fn schema_version(&self) -> StoreResult<u32> {
        let found = meta_value(&mut *self.client()?, "schema")?;
        Ok(found
            .and_then(|v| u32::try_from(v).ok())
            .unwrap_or(SCHEMA_VERSION))
    }

    fn set_schema_version(&self, version: u32) -> StoreResult<()> {
        self.set_meta("schema", i64::from(version))
    }

    fn heartbeat(&self) -> StoreResult<Option<Timestamp>> {
        Ok(meta_value(&mut *self.client()?, "heartbeat")?.map(Timestamp))
    }

    fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()> {
        self.set_meta("heartbeat", at.0)
    }

    fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        let mut client = self.client()?;
        let from = meta_value(&mut client, "downtime_from")?;
        let to = meta_value(&mut client, "downtime_to")?;
        Ok(from
            .zip(to)
            .map(|(from, to)| (Timestamp(from), Timestamp(to))))
    }

    fn begin_downtime(&self, now: Timestamp) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        let mut client = self.client()?;
        let mut tx = client.transaction().map_err(pg_error)?;
        // Make sure the heartbeat row exists, then lock it: a second process starting now
        // waits here, then reads this one's heartbeat and window.
        tx.execute(
            "INSERT INTO meta (key, value) VALUES ('heartbeat', $1) ON CONFLICT DO NOTHING",
            &[&now.0],
        )
        .map_err(pg_error)?;
        let last: i64 = tx
            .query_one(
                "SELECT value FROM meta WHERE key = 'heartbeat' FOR UPDATE",
                &[],
            )
            .map_err(pg_error)
            .and_then(|row| col(&row, 0))?;
        let pending: Vec<i64> = tx
            .query(
                "SELECT value FROM meta WHERE key IN ('downtime_from', 'downtime_to') \
                 ORDER BY key",
                &[],
            )
            .map_err(pg_error)?
            .iter()
            .map(|row| col(row, 0))
            .collect::<StoreResult<_>>()?;
        tx.execute(
            "UPDATE meta SET value = GREATEST(value, $1) WHERE key = 'heartbeat'",
            &[&now.0],
        )
        .map_err(pg_error)?;
        let window = if let [from, to] = pending[..] {
            Some((Timestamp(from), Timestamp(to)))
        } else if last < now.0 {
            for (key, value) in [("downtime_from", last), ("downtime_to", now.0)] {
                tx.execute(
                    "INSERT INTO meta (key, value) VALUES ($1, $2) \
                     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
                    &[&key, &value],
                )
                .map_err(pg_error)?;
            }
            Some((Timestamp(last), now))
        } else {
            None
        };
        tx.commit().map_err(pg_error)?;
        Ok(window)
    }

    fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<()> {
        let mut client = self.client()?;
        let mut tx = client.transaction().map_err(pg_error)?;
        let rows = tx
            .query(
                "SELECT key, value FROM meta WHERE key IN ('downtime_from', 'downtime_to') \
                 FOR UPDATE",
                &[],
            )
            .map_err(pg_error)?;
        let mut found = (None, None);
        for row in &rows {
            match col::<&str>(row, 0)? {
                "downtime_from" => found.0 = Some(col::<i64>(row, 1)?),
                _ => found.1 = Some(col::<i64>(row, 1)?),
            }
        }
        if found == (Some(window.0 .0), Some(window.1 .0)) {
            tx.execute(
                "DELETE FROM meta WHERE key IN ('downtime_from', 'downtime_to')",
                &[],
            )
            .map_err(pg_error)?;
        }
        tx.commit().map_err(pg_error)
    }

    fn size_on_disk(&self) -> StoreResult<u64> {
        let row = self
            .client()?
            .query_one(
                "SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0)::bigint \
                 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
                 WHERE n.nspname = current_schema() AND c.relkind = 'r'",
                &[],
            )
            .map_err(pg_error)?;
        Ok(u64::try_from(col::<i64>(&row, 0)?).unwrap_or(0))
    }

    fn game(&self, id: &GameId) -> StoreResult<Option<GameDoc>> {
        self.doc(
            "game",
            id.as_str(),
            "SELECT doc::text FROM games WHERE id = $1",
            &[&id.as_str()],
        )
    }

    fn insert_game(&self, doc: &GameDoc, from: Option<&ChallengeId>) -> StoreResult<bool> {
        self.insert_game_in(&mut *self.client()?, doc, from)
    }

    fn import_games(&self, docs: &[GameDoc]) -> StoreResult<usize> {
        // A thousand games per transaction: one commit (one flush to disk) per batch instead of
        // per game, and no single transaction so big that a failure loses minutes of work.
        let mut client = self.client()?;
        let mut stored = 0;
        for batch in docs.chunks(1000) {
            let mut tx = client.transaction().map_err(pg_error)?;
            for doc in batch {
                let inserted = tx
                    .execute(
                        "INSERT INTO games (id, version, channel, event_at, doc) \
                         VALUES ($1, $2, $3, $4, $5::text::jsonb) ON CONFLICT (id) DO NOTHING",
                        &[
                            &doc.id.as_str(),
                            &(doc.version as i64),
                            &big(doc.channel.0),
                            &doc.event_at.map(|t| t.0),
                            &json(encode(doc)),
                        ],
                    )
                    .map_err(pg_error)?;
                if inserted == 1 {
                    write_index(&mut tx, doc)?;
                    stored += 1;
                }
            }
            tx.commit().map_err(pg_error)?;
        }
        // After a bulk load the planner's statistics are stale until autovacuum gets to the
        // tables; refresh them now, so the first queries use the indexes (PostgreSQL's advice
        // for bulk loads).
        self.client()?
            .batch_execute("ANALYZE games; ANALYZE game_players")
            .map_err(pg_error)?;
        Ok(stored)
    }

    fn update_game(&self, doc: &GameDoc, ratings: &[RatingWrite]) -> StoreResult<u64> {
        let mut new = doc.clone();
        new.version = doc.version + 1;
        let id = doc.id.as_str();
        let mut client = self.client()?;
        let mut tx = client.transaction().map_err(pg_error)?;
        // The row lock makes a concurrent writer (any process) wait for this commit and then
        // see the bumped version.
        let Some(row) = tx
            .query_opt("SELECT version FROM games WHERE id = $1 FOR UPDATE", &[&id])
            .map_err(pg_error)?
        else {
            return Err(StoreError::Missing {
                what: "game",
                id: id.to_string(),
            });
        };
        if col::<i64>(&row, 0)? != doc.version as i64 {
            return Err(StoreError::Conflict {
                what: "game",
                id: id.to_string(),
                expected: doc.version,
            });
        }
        tx.execute(
            "UPDATE games SET version = $2, channel = $3, event_at = $4, doc = $5::text::jsonb, \
             claimed_until = NULL WHERE id = $1",
            &[
                &id,
                &(new.version as i64),
                &big(new.channel.0),
                &new.event_at.map(|t| t.0),
                &json(encode(&new)),
            ],
        )
        .map_err(pg_error)?;
        tx.execute("DELETE FROM game_players WHERE game_id = $1", &[&id])
            .map_err(pg_error)?;
        write_index(&mut tx, &new)?;
        for write in ratings {
            // The row must be as the change was computed from (see RatingWrite): a new row is
            // inserted only if nobody inserted it meanwhile (a concurrent insert waits for our
            // commit, then inserts nothing); an existing one is locked and its count compared.
            let key = (
                scope_key(write.scope),
                kind_number(write.kind),
                big(write.doc.user.0),
            );
            let conflict = || StoreError::Conflict {
                what: "game",
                id: id.to_string(),
                expected: doc.version,
            };
            if write.played_before == 0 {
                let inserted = tx
                    .execute(
                        "INSERT INTO ratings (scope, kind, user_id, doc) \
                         VALUES ($1, $2, $3, $4::text::jsonb) ON CONFLICT DO NOTHING",
                        &[&key.0, &key.1, &key.2, &json(encode(&write.doc))],
                    )
                    .map_err(pg_error)?;
                if inserted != 1 {
                    return Err(conflict());
                }
                continue;
            }
            let played: Option<i64> = tx
                .query_opt(
                    "SELECT (doc->>'played')::bigint FROM ratings \
                     WHERE scope = $1 AND kind = $2 AND user_id = $3 FOR UPDATE",
                    &[&key.0, &key.1, &key.2],
                )
                .map_err(pg_error)?
                .map(|row| col::<Option<i64>>(&row, 0))
                .transpose()?
                .flatten();
            if played != Some(i64::from(write.played_before)) {
                return Err(conflict());
            }
            tx.execute(
                "UPDATE ratings SET doc = $4::text::jsonb \
                 WHERE scope = $1 AND kind = $2 AND user_id = $3",
                &[&key.0, &key.1, &key.2, &json(encode(&write.doc))],
            )
            .map_err(pg_error)?;
        }
        tx.commit().map_err(pg_error)?;
        Ok(new.version)
    }

    fn game_ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>> {
        let rows = self
            .client()?
            .query(
                "SELECT game_id FROM game_players WHERE user_id = $1 ORDER BY game_id",
                &[&big(user.0)],
            )
            .map_err(pg_error)?;
        game_ids(rows)
    }

    fn game_ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>> {
        let rows = self
            .client()?
            .query(
                "SELECT id FROM games WHERE channel = $1 ORDER BY id",
                &[&big(channel.0)],
            )
            .map_err(pg_error)?;
        game_ids(rows)
    }

    fn due_games(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>> {
        let rows = self
            .client()?
            .query(
                "SELECT event_at, id FROM games WHERE event_at <= $1 ORDER BY event_at, id",
                &[&now.0],
            )
            .map_err(pg_error)?;
        let mut due = Vec::with_capacity(rows.len());
        for row in &rows {
            if let Some(id) = GameId::parse(col::<&str>(row, 1)?) {
                due.push((Timestamp(col(row, 0)?), id));
            }
        }
        Ok(due)
    }

    /// One statement claims the due games nobody holds: `FOR UPDATE SKIP LOCKED` passes over
    /// rows another transaction has locked (a process claiming them at this very moment, or a
    /// move being committed) instead of waiting for them, and `claimed_until` keeps them away
    /// from other processes after this one's statement commits, until the game is updated
    /// (every update clears it) or the lease runs out. Exactly-once does not rest on this:
    /// the tick writes each event through [`Store::update_game`]'s version check.
    fn claim_due_games(
        &self,
        now: Timestamp,
        lease: Duration,
    ) -> StoreResult<Vec<(Timestamp, GameId)>> {
        let until = now.plus(lease);
        let rows = self
            .client()?
            .query(
                "UPDATE games SET claimed_until = $2 WHERE id IN ( \
                     SELECT id FROM games \
                     WHERE event_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1) \
                     FOR UPDATE SKIP LOCKED) \
                 RETURNING event_at, id",
                &[&now.0, &until.0],
            )
            .map_err(pg_error)?;
        let mut due = Vec::with_capacity(rows.len());
        for row in &rows {
            if let Some(id) = GameId::parse(col::<&str>(row, 1)?) {
                due.push((Timestamp(col(row, 0)?), id));
            }
        }
        // Earliest first, as due_games answers.
        due.sort();
        Ok(due)
    }

    fn insert_challenge(&self, doc: &ChallengeDoc) -> StoreResult<bool> {
        let inserted = self
            .client()?
            .execute(
                "INSERT INTO challenges (id, doc) VALUES ($1, $2::text::jsonb) \
                 ON CONFLICT (id) DO NOTHING",
                &[&doc.id.as_str(), &json(encode(doc))],
            )
            .map_err(pg_error)?;
        Ok(inserted == 1)
    }

    fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>> {
        self.doc(
            "challenge",
            id.as_str(),
            "SELECT doc::text FROM challenges WHERE id = $1",
            &[&id.as_str()],
        )
    }

    fn remove_challenge(&self, id: &ChallengeId) -> StoreResult<bool> {
        let removed = self
            .client()?
            .execute("DELETE FROM challenges WHERE id = $1", &[&id.as_str()])
            .map_err(pg_error)?;
        Ok(removed == 1)
    }

    fn challenges(&self) -> StoreResult<Vec<ChallengeDoc>> {
        self.docs(
            "challenge",
            "SELECT doc::text FROM challenges ORDER BY id",
            &[],
        )
    }

    fn player(&self, user: UserId) -> StoreResult<Option<PlayerDoc>> {
        self.doc(
            "player",
            &user.to_string(),
            "SELECT doc::text FROM players WHERE user_id = $1",
            &[&big(user.0)],
        )
    }

    fn players_among(&self, users: &[UserId]) -> StoreResult<Vec<PlayerDoc>> {
        let ids: Vec<i64> = users.iter().map(|u| big(u.0)).collect();
        self.docs(
            "player",
            "SELECT doc::text FROM players WHERE user_id = ANY($1)",
            &[&ids],
        )
    }

    fn put_player(&self, doc: &PlayerDoc) -> StoreResult<()> {
        self.client()?
            .execute(
                "INSERT INTO players (user_id, doc) VALUES ($1, $2::text::jsonb) \
                 ON CONFLICT (user_id) DO UPDATE SET doc = EXCLUDED.doc",
                &[&big(doc.user.0), &json(encode(doc))],
            )
            .map_err(pg_error)?;
        Ok(())
    }

    fn players(&self) -> StoreResult<Vec<PlayerDoc>> {
        self.docs(
            "player",
            "SELECT doc::text FROM players ORDER BY user_id",
            &[],
        )
    }

    fn rating(
        &self,
        scope: BoardScope,
        kind: GameKind,
        user: UserId,
    ) -> StoreResult<Option<RatingDoc>> {
        self.doc(
            "rating",
            &user.to_string(),
            "SELECT doc::text FROM ratings WHERE scope = $1 AND kind = $2 AND user_id = $3",
            &[&scope_key(scope), &kind_number(kind), &big(user.0)],
        )
    }

    fn leaderboard(&self, scope: BoardScope, kind: GameKind) -> StoreResult<Vec<RatingDoc>> {
        self.docs(
            "rating",
            "SELECT doc::text FROM ratings WHERE scope = $1 AND kind = $2 ORDER BY user_id",
            &[&scope_key(scope), &kind_number(kind)],
        )
    }

    fn top_ratings(
        &self,
        scope: BoardScope,
        kind: GameKind,
        limit: usize,
    ) -> StoreResult<Vec<RatingDoc>> {
        // The index ratings_by_rating (migration V3) serves the first key; the ties are few.
        let mut rows = self.docs(
            "rating",
            "SELECT doc::text FROM ratings WHERE scope = $1 AND kind = $2 \
             ORDER BY ((doc->>'rating')::float8) DESC, ((doc->>'points')::float8) DESC, \
             doc->>'name' LIMIT $3",
            &[
                &scope_key(scope),
                &kind_number(kind),
                &i64::try_from(limit).unwrap_or(i64::MAX),
            ],
        )?;
        // The same order as the other backends, to the last tie (names compare as Rust does).
        rows.sort_by(super::leaderboard_order);
        Ok(rows)
    }

    fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings> {
        Ok(self
            .doc(
                "server settings",
                &server.0.to_string(),
                "SELECT doc::text FROM settings WHERE server_id = $1",
                &[&big(server.0)],
            )?
            .unwrap_or_default())
    }

    fn put_server_settings(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()> {
        self.client()?
            .execute(
                "INSERT INTO settings (server_id, doc) VALUES ($1, $2::text::jsonb) \
                 ON CONFLICT (server_id) DO UPDATE SET doc = EXCLUDED.doc",
                &[&big(server.0), &json(encode(settings))],
            )
            .map_err(pg_error)?;
        Ok(())
    }

    fn all_game_ids(&self) -> StoreResult<Vec<GameId>> {
        let rows = self
            .client()?
            .query("SELECT id FROM games ORDER BY id", &[])
            .map_err(pg_error)?;
        game_ids(rows)
    }

    fn all_ratings(&self) -> StoreResult<Vec<RatingWrite>> {
        let rows = self
            .client()?
            .query(
                "SELECT scope, kind, doc::text FROM ratings ORDER BY scope, kind, user_id",
                &[],
            )
            .map_err(pg_error)?;
        let mut all = Vec::with_capacity(rows.len());
        for row in &rows {
            let scope_text: &str = col(row, 0)?;
            let corrupt = |reason: &str| StoreError::Corrupt {
                what: "rating",
                id: scope_text.to_string(),
                reason: reason.to_string(),
            };
            let scope = match scope_text.strip_prefix("server:") {
                Some(n) => BoardScope::Server(ServerId(n.parse().map_err(|_| corrupt("scope"))?)),
                None if scope_text == "global" => BoardScope::Global,
                None => return Err(corrupt("scope")),
            };
            let kind = match col::<i16>(row, 1)? {
                1 => GameKind::Topo,
                2 => GameKind::Xiangqi,
                3 => GameKind::Tempo,
                _ => return Err(corrupt("game kind")),
            };
            let text: &str = col(row, 2)?;
            let doc: RatingDoc = decode("rating", scope_text, text.as_bytes())?;
            all.push(RatingWrite {
                scope,
                kind,
                played_before: doc.played,
                doc,
            });
        }
        Ok(all)
    }

    fn put_ratings(&self, rows: &[RatingWrite]) -> StoreResult<()> {
        let mut client = self.client()?;
        let mut tx = client.transaction().map_err(pg_error)?;
        for write in rows {
            tx.execute(
                "INSERT INTO ratings (scope, kind, user_id, doc) VALUES ($1, $2, $3, $4::text::jsonb) \
                 ON CONFLICT (scope, kind, user_id) DO UPDATE SET doc = EXCLUDED.doc",
                &[
                    &scope_key(write.scope),
                    &kind_number(write.kind),
                    &big(write.doc.user.0),
                    &json(encode(&write.doc)),
                ],
            )
            .map_err(pg_error)?;
        }
        tx.commit().map_err(pg_error)?;
        // As after importing games: fresh statistics, so leaderboards are read through their
        // index from the first query on.
        self.client()?
            .batch_execute("ANALYZE ratings")
            .map_err(pg_error)
    }

    fn all_server_settings(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>> {
        let rows = self
            .client()?
            .query(
                "SELECT server_id, doc::text FROM settings ORDER BY server_id",
                &[],
            )
            .map_err(pg_error)?;
        let mut all = Vec::with_capacity(rows.len());
        for row in &rows {
            let server = ServerId(col::<i64>(row, 0)? as u64);
            let text: &str = col(row, 1)?;
            all.push((
                server,
                decode("server settings", &server.0.to_string(), text.as_bytes())?,
            ));
        }
        Ok(all)
    }
}
