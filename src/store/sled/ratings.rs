//! The `ratings` tree: scope (9 bytes: 0 ++ server, or 1 ++ zeros for global) ++ game code (1)
//! ++ user (8) → [`RatingDoc`] as JSON. A leaderboard is a key prefix.

use super::{abort, Abort, TxResult};
use crate::games::GameKind;
use crate::model::{ServerId, UserId};
use crate::store::{
    decode, encode, rating_id, BoardScope, RatingDoc, RatingWrite, StoreError, StoreResult,
};
use ::sled::transaction::TransactionalTree;

#[derive(Debug, Clone)]
pub(super) struct Ratings {
    pub(super) tree: ::sled::Tree,
}

/// A leaderboard's key prefix.
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
    // Codes are 1 to 3: one byte.
    key.push(kind.code() as u8);
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
    let kind = GameKind::from_code(i16::from(*key.get(9)?))?;
    Some((scope, kind))
}

/// A rating key's name in messages (see [`rating_id`]), or its bytes when it is not a key.
fn key_name(key: &[u8]) -> String {
    let user = key
        .get(10..18)
        .and_then(|b| <[u8; 8]>::try_from(b).ok())
        .map(|b| UserId(u64::from_be_bytes(b)));
    match (parse_scope_prefix(key), user) {
        (Some((scope, kind)), Some(user)) => rating_id(scope, kind, user),
        _ => String::from_utf8_lossy(key).into_owned(),
    }
}

fn rating_key(scope: BoardScope, kind: GameKind, user: UserId) -> Vec<u8> {
    let mut key = scope_prefix(scope, kind);
    key.extend_from_slice(&user.0.to_be_bytes());
    key
}

/// A rating change ready for a game's transaction: key, value, and the count it was computed
/// from.
pub(super) struct CheckedWrite {
    key: Vec<u8>,
    value: Vec<u8>,
    played_before: u32,
}

impl CheckedWrite {
    pub(super) fn new(write: &RatingWrite) -> CheckedWrite {
        CheckedWrite {
            key: rating_key(write.scope, write.kind, write.doc.user),
            value: encode(&write.doc),
            played_before: write.played_before,
        }
    }

    /// Writes the row inside a game's transaction if it is still as the change was computed
    /// from (see [`RatingWrite`]); else aborts the whole update as a conflict.
    pub(super) fn apply(&self, tree: &TransactionalTree, expected: u64) -> TxResult<()> {
        let played = match tree.get(self.key.as_slice())? {
            None => 0,
            Some(bytes) => match serde_json::from_slice::<RatingDoc>(&bytes) {
                Ok(row) => row.played,
                Err(e) => return abort(Abort::Corrupt(e.to_string())),
            },
        };
        if played != self.played_before {
            return abort(Abort::Conflict { expected });
        }
        tree.insert(self.key.as_slice(), self.value.as_slice())?;
        Ok(())
    }
}

impl Ratings {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Ratings> {
        Ok(Ratings {
            tree: db.open_tree("ratings")?,
        })
    }

    pub(super) fn get(
        &self,
        scope: BoardScope,
        kind: GameKind,
        user: UserId,
    ) -> StoreResult<Option<RatingDoc>> {
        match self.tree.get(rating_key(scope, kind, user))? {
            Some(bytes) => decode("rating", &rating_id(scope, kind, user), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Everyone on one leaderboard (readable rows), by user.
    pub(super) fn leaderboard(
        &self,
        scope: BoardScope,
        kind: GameKind,
    ) -> StoreResult<Vec<RatingDoc>> {
        let mut all = Vec::new();
        for entry in self.tree.scan_prefix(scope_prefix(scope, kind)) {
            let (key, bytes) = entry?;
            match decode::<RatingDoc>("rating", &key_name(&key), &bytes) {
                Ok(doc) => all.push(doc),
                Err(e) => tracing::warn!("skipping unreadable rating: {e}"),
            }
        }
        Ok(all)
    }

    /// Every row of every leaderboard (for copies; an unreadable row is an error).
    pub(super) fn all(&self) -> StoreResult<Vec<RatingWrite>> {
        let mut rows = Vec::new();
        for entry in self.tree.iter() {
            let (key, bytes) = entry?;
            let id = key_name(&key);
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

    /// Writes rows as they are (for copies into an empty store).
    pub(super) fn put_all(&self, rows: &[RatingWrite]) -> StoreResult<()> {
        for row in rows {
            self.tree.insert(
                rating_key(row.scope, row.kind, row.doc.user),
                encode(&row.doc),
            )?;
        }
        Ok(())
    }
}
