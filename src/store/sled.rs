//! The embedded backend: sled 0.34, one process per data directory (see [`SledStore`]).
//!
//! Layout (one sled tree each; keys are big-endian so that byte order is numeric order):
//!
//! | tree | key | value |
//! |---|---|---|
//! | `meta` | `schema`, `heartbeat`, `downtime` | u32 / i64 / two i64, big-endian |
//! | `games` | game id | [`GameDoc`] as JSON |
//! | `games_by_player` | user (8) ++ game id | empty |
//! | `games_by_channel` | channel (8) ++ game id | empty |
//! | `games_by_event` | time (8) ++ game id | empty: when `tick` must look at the game |
//! | `challenges` | challenge id | [`ChallengeDoc`] as JSON |
//! | `players` | user (8) | [`PlayerDoc`] as JSON |
//! | `ratings` | scope (9) ++ game (1) ++ user (8) | [`RatingDoc`] as JSON |
//! | `settings` | server (8) | [`ServerSettings`] as JSON |
//!
//! Every write that acknowledges something to a user is followed by a flush, so a crash after
//! the reply cannot lose it.

use super::{
    decode, encode, BoardScope, ChallengeDoc, GameDoc, PlayerDoc, RatingDoc, RatingWrite,
    ServerSettings, Store, StoreError, StoreResult, SCHEMA_VERSION,
};
use crate::games::GameKind;
use crate::model::{ChallengeId, ChannelId, GameId, ServerId, Timestamp, UserId};
use ::sled::transaction::{
    ConflictableTransactionError, TransactionError, TransactionalTree, UnabortableTransactionError,
};
use ::sled::Transactional;
use std::path::Path;

/// sled's page cache size: 64 MiB.
const CACHE_BYTES: u64 = 64 * 1024 * 1024;

const SCHEMA_KEY: &[u8] = b"schema";
const HEARTBEAT_KEY: &[u8] = b"heartbeat";
/// The downtime being made up for (see [`Store::pending_downtime`]): from ++ to.
const DOWNTIME_KEY: &[u8] = b"downtime";

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
    meta: ::sled::Tree,
    games: ::sled::Tree,
    by_player: ::sled::Tree,
    by_channel: ::sled::Tree,
    by_event: ::sled::Tree,
    challenges: ::sled::Tree,
    players: ::sled::Tree,
    ratings: ::sled::Tree,
    settings: ::sled::Tree,
}

fn key_with(prefix: [u8; 8], id: &str) -> Vec<u8> {
    let mut key = prefix.to_vec();
    key.extend_from_slice(id.as_bytes());
    key
}

fn id_after(key: &[u8], prefix_len: usize) -> Option<GameId> {
    let rest = key.get(prefix_len..)?;
    GameId::parse(std::str::from_utf8(rest).ok()?)
}

fn kind_byte(kind: GameKind) -> u8 {
    match kind {
        GameKind::Topo => 1,
        GameKind::Xiangqi => 2,
        GameKind::Tempo => 3,
    }
}

fn scope_prefix(scope: BoardScope, kind: GameKind) -> Vec<u8> {
    let mut key = Vec::with_capacity(18);
    match scope {
        BoardScope::Server(server) => {
            key.push(0);
            key.extend_from_slice(&server.0.to_be_bytes());
        }
        BoardScope::Global => {
            key.push(1);
            key.extend_from_slice(&[0; 8]);
        }
    }
    key.push(kind_byte(kind));
    key
}

/// The scope and game of a rating key (the inverse of [`scope_prefix`]).
fn parse_scope_prefix(key: &[u8]) -> Option<(BoardScope, GameKind)> {
    let scope = match key.first()? {
        0 => BoardScope::Server(ServerId(u64::from_be_bytes(
            key.get(1..9)?.try_into().ok()?,
        ))),
        1 => BoardScope::Global,
        _ => return None,
    };
    let kind = match key.get(9)? {
        1 => GameKind::Topo,
        2 => GameKind::Xiangqi,
        3 => GameKind::Tempo,
        _ => return None,
    };
    Some((scope, kind))
}

fn rating_key(scope: BoardScope, kind: GameKind, user: UserId) -> Vec<u8> {
    let mut key = scope_prefix(scope, kind);
    key.extend_from_slice(&user.0.to_be_bytes());
    key
}

/// Writes the index entries of `doc` (by player, by channel, by event) into the index trees.
fn index_game(
    doc: &GameDoc,
    by_player: &TransactionalTree,
    by_channel: &TransactionalTree,
    by_event: &TransactionalTree,
) -> Result<(), UnabortableTransactionError> {
    for slot in &doc.players {
        by_player.insert(key_with(slot.user.0.to_be_bytes(), doc.id.as_str()), &[])?;
    }
    by_channel.insert(key_with(doc.channel.0.to_be_bytes(), doc.id.as_str()), &[])?;
    if let Some(at) = doc.event_at {
        by_event.insert(key_with(at.to_key(), doc.id.as_str()), &[])?;
    }
    Ok(())
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
        let meta = db.open_tree("meta")?;
        match meta.get(SCHEMA_KEY)? {
            Some(bytes) => {
                let found = <[u8; 4]>::try_from(bytes.as_ref())
                    .map(u32::from_be_bytes)
                    .map_err(|_| StoreError::Corrupt {
                        what: "schema version",
                        id: "meta".into(),
                        reason: format!("{} bytes instead of 4", bytes.len()),
                    })?;
                if found > SCHEMA_VERSION {
                    return Err(StoreError::NewerSchema {
                        place: "the data directory",
                        found,
                        supported: SCHEMA_VERSION,
                    });
                }
            }
            None => {
                meta.insert(SCHEMA_KEY, &SCHEMA_VERSION.to_be_bytes())?;
                db.flush()?;
            }
        }
        Ok(SledStore {
            meta,
            games: db.open_tree("games")?,
            by_player: db.open_tree("games_by_player")?,
            by_channel: db.open_tree("games_by_channel")?,
            by_event: db.open_tree("games_by_event")?,
            challenges: db.open_tree("challenges")?,
            players: db.open_tree("players")?,
            ratings: db.open_tree("ratings")?,
            settings: db.open_tree("settings")?,
            db,
        })
    }

    fn insert_game_unflushed(
        &self,
        doc: &GameDoc,
        from: Option<&ChallengeId>,
    ) -> StoreResult<bool> {
        let bytes = encode(doc);
        let result = (
            &self.games,
            &self.by_player,
            &self.by_channel,
            &self.by_event,
            &self.challenges,
        )
            .transaction(|(games, by_player, by_channel, by_event, challenges)| {
                if games.get(doc.id.as_str())?.is_some() {
                    return abort(Abort::Exists);
                }
                if let Some(challenge) = from {
                    if challenges.remove(challenge.as_str())?.is_none() {
                        return abort(Abort::Missing);
                    }
                }
                games.insert(doc.id.as_str(), bytes.as_slice())?;
                index_game(doc, by_player, by_channel, by_event)?;
                Ok(())
            });
        match result {
            Ok(()) => Ok(true),
            Err(TransactionError::Abort(Abort::Exists)) => Ok(false),
            Err(e) => Err(tx_error(e, "challenge", from.map_or("", |c| c.as_str()))),
        }
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
}

impl Store for SledStore {
    fn flush(&self) -> StoreResult<()> {
        self.db.flush()?;
        Ok(())
    }

    fn schema_version(&self) -> StoreResult<u32> {
        Ok(self
            .meta
            .get(SCHEMA_KEY)?
            .and_then(|b| <[u8; 4]>::try_from(b.as_ref()).ok())
            .map_or(SCHEMA_VERSION, u32::from_be_bytes))
    }

    fn set_schema_version(&self, version: u32) -> StoreResult<()> {
        self.meta.insert(SCHEMA_KEY, &version.to_be_bytes())?;
        self.flush()
    }

    fn heartbeat(&self) -> StoreResult<Option<Timestamp>> {
        Ok(self
            .meta
            .get(HEARTBEAT_KEY)?
            .and_then(|b| <[u8; 8]>::try_from(b.as_ref()).ok())
            .map(|b| Timestamp(i64::from_be_bytes(b))))
    }

    fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()> {
        self.meta.insert(HEARTBEAT_KEY, &at.0.to_be_bytes())?;
        self.flush()
    }

    fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        Ok(self.meta.get(DOWNTIME_KEY)?.and_then(|b| {
            let from = <[u8; 8]>::try_from(b.get(..8)?).ok()?;
            let to = <[u8; 8]>::try_from(b.get(8..16)?).ok()?;
            Some((
                Timestamp(i64::from_be_bytes(from)),
                Timestamp(i64::from_be_bytes(to)),
            ))
        }))
    }

    fn begin_downtime(&self, now: Timestamp) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        // One process per directory: nobody else writes between these reads and the batch.
        if let Some(pending) = self.pending_downtime()? {
            return Ok(Some(pending));
        }
        let last = self.heartbeat()?;
        let mut batch = ::sled::Batch::default();
        batch.insert(HEARTBEAT_KEY, &now.0.to_be_bytes());
        let window = last.filter(|&last| last < now).map(|last| (last, now));
        if let Some((from, to)) = window {
            let mut bytes = from.0.to_be_bytes().to_vec();
            bytes.extend_from_slice(&to.0.to_be_bytes());
            batch.insert(DOWNTIME_KEY, bytes);
        }
        // Both keys or neither: a crash cannot renew the heartbeat and lose the gap.
        self.meta.apply_batch(batch)?;
        self.flush()?;
        Ok(window)
    }

    fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<()> {
        if self.pending_downtime()? == Some(window) {
            self.meta.remove(DOWNTIME_KEY)?;
            self.flush()?;
        }
        Ok(())
    }

    fn size_on_disk(&self) -> StoreResult<u64> {
        Ok(self.db.size_on_disk()?)
    }

    fn game(&self, id: &GameId) -> StoreResult<Option<GameDoc>> {
        match self.games.get(id.as_str())? {
            Some(bytes) => decode("game", id.as_str(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    fn insert_game(&self, doc: &GameDoc, from: Option<&ChallengeId>) -> StoreResult<bool> {
        let inserted = self.insert_game_unflushed(doc, from)?;
        if inserted {
            self.flush()?;
        }
        Ok(inserted)
    }

    fn import_games(&self, docs: &[GameDoc]) -> StoreResult<usize> {
        let mut stored = 0;
        for doc in docs {
            if self.insert_game_unflushed(doc, None)? {
                stored += 1;
            }
        }
        self.flush()?;
        Ok(stored)
    }

    fn update_game(&self, doc: &GameDoc, ratings: &[RatingWrite]) -> StoreResult<u64> {
        let mut new = doc.clone();
        new.version = doc.version + 1;
        let bytes = encode(&new);
        let rating_rows: Vec<(Vec<u8>, Vec<u8>, u32)> = ratings
            .iter()
            .map(|w| {
                (
                    rating_key(w.scope, w.kind, w.doc.user),
                    encode(&w.doc),
                    w.played_before,
                )
            })
            .collect();
        let id = doc.id.as_str();
        let result = (
            &self.games,
            &self.by_player,
            &self.by_channel,
            &self.by_event,
            &self.ratings,
        )
            .transaction(|(games, by_player, by_channel, by_event, ratings_tree)| {
                let Some(old_bytes) = games.get(id)? else {
                    return abort(Abort::Missing);
                };
                let old: GameDoc = match serde_json::from_slice(&old_bytes) {
                    Ok(old) => old,
                    Err(e) => return abort(Abort::Corrupt(e.to_string())),
                };
                if old.version != doc.version {
                    return abort(Abort::Conflict {
                        expected: doc.version,
                    });
                }
                // Drop the old index entries, then write the new ones.
                for slot in &old.players {
                    by_player.remove(key_with(slot.user.0.to_be_bytes(), id))?;
                }
                by_channel.remove(key_with(old.channel.0.to_be_bytes(), id))?;
                if let Some(at) = old.event_at {
                    by_event.remove(key_with(at.to_key(), id))?;
                }
                index_game(&new, by_player, by_channel, by_event)?;
                games.insert(id, bytes.as_slice())?;
                for (key, value, played_before) in &rating_rows {
                    // The row must be as the change was computed from (see RatingWrite).
                    let played = match ratings_tree.get(key.as_slice())? {
                        None => 0,
                        Some(bytes) => match serde_json::from_slice::<RatingDoc>(&bytes) {
                            Ok(row) => row.played,
                            Err(e) => return abort(Abort::Corrupt(e.to_string())),
                        },
                    };
                    if played != *played_before {
                        return abort(Abort::Conflict {
                            expected: doc.version,
                        });
                    }
                    ratings_tree.insert(key.as_slice(), value.as_slice())?;
                }
                Ok(())
            });
        match result {
            Ok(()) => {
                self.flush()?;
                Ok(new.version)
            }
            Err(e) => Err(tx_error(e, "game", id)),
        }
    }

    fn game_ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>> {
        let prefix = user.0.to_be_bytes();
        let mut ids = Vec::new();
        for entry in self.by_player.scan_prefix(prefix) {
            let (key, _) = entry?;
            if let Some(id) = id_after(&key, 8) {
                ids.push(id);
            }
        }
        Ok(ids)
    }

    fn game_ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>> {
        let prefix = channel.0.to_be_bytes();
        let mut ids = Vec::new();
        for entry in self.by_channel.scan_prefix(prefix) {
            let (key, _) = entry?;
            if let Some(id) = id_after(&key, 8) {
                ids.push(id);
            }
        }
        Ok(ids)
    }

    fn due_games(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>> {
        let mut due = Vec::new();
        let end = (now.0.max(0) as u64).saturating_add(1).to_be_bytes();
        for entry in self.by_event.range(..end.to_vec()) {
            let (key, _) = entry?;
            let at = <[u8; 8]>::try_from(&key[..8.min(key.len())])
                .map(|b| Timestamp(i64::try_from(u64::from_be_bytes(b)).unwrap_or(i64::MAX)));
            if let (Ok(at), Some(id)) = (at, id_after(&key, 8)) {
                due.push((at, id));
            }
        }
        Ok(due)
    }

    fn scheduled_games(&self) -> StoreResult<Vec<(Timestamp, GameId)>> {
        self.due_games(Timestamp(i64::MAX - 1))
    }

    fn insert_challenge(&self, doc: &ChallengeDoc) -> StoreResult<bool> {
        let inserted = self
            .challenges
            .compare_and_swap(doc.id.as_str(), None as Option<&[u8]>, Some(encode(doc)))?
            .is_ok();
        self.flush()?;
        Ok(inserted)
    }

    fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>> {
        match self.challenges.get(id.as_str())? {
            Some(bytes) => decode("challenge", id.as_str(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    fn remove_challenge(&self, id: &ChallengeId) -> StoreResult<bool> {
        let removed = self.challenges.remove(id.as_str())?.is_some();
        self.flush()?;
        Ok(removed)
    }

    fn challenges(&self) -> StoreResult<Vec<ChallengeDoc>> {
        let mut all = Vec::new();
        for entry in self.challenges.iter() {
            let (key, bytes) = entry?;
            let id = String::from_utf8_lossy(&key).into_owned();
            match decode::<ChallengeDoc>("challenge", &id, &bytes) {
                Ok(doc) => all.push(doc),
                Err(e) => tracing::warn!("skipping unreadable challenge: {e}"),
            }
        }
        Ok(all)
    }

    fn player(&self, user: UserId) -> StoreResult<Option<PlayerDoc>> {
        match self.players.get(user.0.to_be_bytes())? {
            Some(bytes) => decode("player", &user.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    fn put_player(&self, doc: &PlayerDoc) -> StoreResult<()> {
        self.players.insert(doc.user.0.to_be_bytes(), encode(doc))?;
        Ok(())
    }

    fn players(&self) -> StoreResult<Vec<PlayerDoc>> {
        let mut all = Vec::new();
        for entry in self.players.iter() {
            let (_, bytes) = entry?;
            if let Ok(doc) = serde_json::from_slice::<PlayerDoc>(&bytes) {
                all.push(doc);
            }
        }
        Ok(all)
    }

    fn rating(
        &self,
        scope: BoardScope,
        kind: GameKind,
        user: UserId,
    ) -> StoreResult<Option<RatingDoc>> {
        match self.ratings.get(rating_key(scope, kind, user))? {
            Some(bytes) => decode("rating", &user.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    fn leaderboard(&self, scope: BoardScope, kind: GameKind) -> StoreResult<Vec<RatingDoc>> {
        let mut all = Vec::new();
        for entry in self.ratings.scan_prefix(scope_prefix(scope, kind)) {
            let (_, bytes) = entry?;
            match serde_json::from_slice::<RatingDoc>(&bytes) {
                Ok(doc) => all.push(doc),
                Err(e) => tracing::warn!("skipping unreadable rating: {e}"),
            }
        }
        Ok(all)
    }

    fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings> {
        match self.settings.get(server.0.to_be_bytes())? {
            Some(bytes) => decode("server settings", &server.0.to_string(), &bytes),
            None => Ok(ServerSettings::default()),
        }
    }

    fn put_server_settings(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()> {
        self.settings
            .insert(server.0.to_be_bytes(), encode(settings))?;
        self.flush()
    }

    fn all_game_ids(&self) -> StoreResult<Vec<GameId>> {
        let mut ids = Vec::new();
        for entry in self.games.iter() {
            let (key, _) = entry?;
            if let Some(id) = id_after(&key, 0) {
                ids.push(id);
            }
        }
        Ok(ids)
    }

    fn all_ratings(&self) -> StoreResult<Vec<RatingWrite>> {
        let mut rows = Vec::new();
        for entry in self.ratings.iter() {
            let (key, bytes) = entry?;
            let id = String::from_utf8_lossy(&key).into_owned();
            let (scope, kind) = parse_scope_prefix(&key).ok_or_else(|| StoreError::Corrupt {
                what: "rating key",
                id: id.clone(),
                reason: "not a scope, game and user".into(),
            })?;
            let doc: RatingDoc = decode("rating", &id, &bytes)?;
            rows.push(RatingWrite {
                scope,
                kind,
                played_before: doc.played,
                doc,
            });
        }
        Ok(rows)
    }

    fn put_ratings(&self, rows: &[RatingWrite]) -> StoreResult<()> {
        for row in rows {
            self.ratings.insert(
                rating_key(row.scope, row.kind, row.doc.user),
                encode(&row.doc),
            )?;
        }
        self.flush()
    }

    fn all_server_settings(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>> {
        let mut all = Vec::new();
        for entry in self.settings.iter() {
            let (key, bytes) = entry?;
            let server = <[u8; 8]>::try_from(key.as_ref())
                .map(|b| ServerId(u64::from_be_bytes(b)))
                .map_err(|_| StoreError::Corrupt {
                    what: "settings key",
                    id: String::from_utf8_lossy(&key).into_owned(),
                    reason: format!("{} bytes instead of 8", key.len()),
                })?;
            all.push((
                server,
                decode("server settings", &server.0.to_string(), &bytes)?,
            ));
        }
        Ok(all)
    }
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
