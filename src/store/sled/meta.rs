//! The `meta` tree: the schema version, the heartbeat, and the downtime being made up for.

use crate::model::Timestamp;
use crate::store::{StoreError, StoreResult, SCHEMA_VERSION};

const SCHEMA_KEY: &[u8] = b"schema";
const HEARTBEAT_KEY: &[u8] = b"heartbeat";
/// The downtime being made up for (see [`crate::store::Store::pending_downtime`]): from ++ to.
const DOWNTIME_KEY: &[u8] = b"downtime";

#[derive(Debug, Clone)]
pub(super) struct Meta {
    tree: ::sled::Tree,
}

impl Meta {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Meta> {
        Ok(Meta {
            tree: db.open_tree("meta")?,
        })
    }

    /// Refuses data written by a newer schema; records this binary's version in a new store
    /// (returns `true` then: the caller flushes).
    pub(super) fn prepare(&self) -> StoreResult<bool> {
        match self.tree.get(SCHEMA_KEY)? {
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
                Ok(false)
            }
            None => {
                self.tree
                    .insert(SCHEMA_KEY, &SCHEMA_VERSION.to_be_bytes())?;
                Ok(true)
            }
        }
    }

    pub(super) fn schema_version(&self) -> StoreResult<u32> {
        Ok(self
            .tree
            .get(SCHEMA_KEY)?
            .and_then(|b| <[u8; 4]>::try_from(b.as_ref()).ok())
            .map_or(SCHEMA_VERSION, u32::from_be_bytes))
    }

    pub(super) fn set_schema_version(&self, version: u32) -> StoreResult<()> {
        self.tree.insert(SCHEMA_KEY, &version.to_be_bytes())?;
        Ok(())
    }

    pub(super) fn heartbeat(&self) -> StoreResult<Option<Timestamp>> {
        Ok(self
            .tree
            .get(HEARTBEAT_KEY)?
            .and_then(|b| <[u8; 8]>::try_from(b.as_ref()).ok())
            .map(|b| Timestamp(i64::from_be_bytes(b))))
    }

    pub(super) fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()> {
        self.tree.insert(HEARTBEAT_KEY, &at.0.to_be_bytes())?;
        Ok(())
    }

    pub(super) fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        Ok(self.tree.get(DOWNTIME_KEY)?.and_then(|b| {
            let from = <[u8; 8]>::try_from(b.get(..8)?).ok()?;
            let to = <[u8; 8]>::try_from(b.get(8..16)?).ok()?;
            Some((
                Timestamp(i64::from_be_bytes(from)),
                Timestamp(i64::from_be_bytes(to)),
            ))
        }))
    }

    /// See [`crate::store::Store::begin_downtime`] (the caller flushes).
    pub(super) fn begin_downtime(
        &self,
        now: Timestamp,
    ) -> StoreResult<Option<(Timestamp, Timestamp)>> {
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
        self.tree.apply_batch(batch)?;
        Ok(window)
    }

    /// Clears the pending downtime if it is still `window`; `true` if it did (the caller
    /// flushes).
    pub(super) fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<bool> {
        if self.pending_downtime()? == Some(window) {
            self.tree.remove(DOWNTIME_KEY)?;
            return Ok(true);
        }
        Ok(false)
    }
}
