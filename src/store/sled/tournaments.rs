//! The `tournaments` tree: tournament id → [`TournamentDoc`] as JSON, written by compare and
//! swap on the version, so that a round is paired (and its games chosen) once.

use crate::model::{ServerId, TournamentDoc, TournamentId};
use crate::store::{decode, encode, StoreError, StoreResult};

#[derive(Debug, Clone)]
pub(super) struct Tournaments {
    tree: ::sled::Tree,
}

impl Tournaments {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Tournaments> {
        Ok(Tournaments {
            tree: db.open_tree("tournaments")?,
        })
    }

    pub(super) fn get(&self, id: &TournamentId) -> StoreResult<Option<TournamentDoc>> {
        match self.tree.get(id.as_str())? {
            Some(bytes) => decode("tournament", id.as_str(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Writes `doc` with its version bumped if the stored record still has `doc.version` (or
    /// there is none and `doc.version` is 0). Returns the new version.
    pub(super) fn update(&self, doc: &TournamentDoc) -> StoreResult<u64> {
        let key = doc.id.as_str();
        let old = self.tree.get(key)?;
        let stored_version = match &old {
            Some(bytes) => decode::<TournamentDoc>("tournament", key, bytes)?.version,
            None => 0,
        };
        let conflict = || StoreError::Conflict {
            what: "tournament",
            id: key.to_string(),
            expected: doc.version,
        };
        if stored_version != doc.version {
            return Err(conflict());
        }
        let new = TournamentDoc {
            version: doc.version + 1,
            ..doc.clone()
        };
        // Compare and swap on the very bytes read: a writer in between makes it fail.
        match self.tree.compare_and_swap(key, old, Some(encode(&new)))? {
            Ok(()) => Ok(new.version),
            Err(_) => Err(conflict()),
        }
    }

    /// The readable records `keep` selects (the others are skipped with a log line).
    pub(super) fn readable(
        &self,
        keep: impl Fn(&TournamentDoc) -> bool,
    ) -> StoreResult<Vec<TournamentDoc>> {
        let mut found = Vec::new();
        for entry in self.tree.iter() {
            let (key, bytes) = entry?;
            match decode::<TournamentDoc>("tournament", &String::from_utf8_lossy(&key), &bytes) {
                Ok(doc) if keep(&doc) => found.push(doc),
                Ok(_) => {}
                Err(e) => tracing::warn!("skipping unreadable tournament: {e}"),
            }
        }
        Ok(found)
    }

    /// The readable tournaments of `server`, newest first.
    pub(super) fn in_server(&self, server: ServerId) -> StoreResult<Vec<TournamentDoc>> {
        let mut found = self.readable(|doc| doc.server == Some(server))?;
        found.sort_by(|a, b| b.created.cmp(&a.created).then(a.id.cmp(&b.id)));
        Ok(found)
    }

    /// Writes records as they are (for copies into an empty store).
    pub(super) fn put_all(&self, docs: &[TournamentDoc]) -> StoreResult<()> {
        for doc in docs {
            self.tree.insert(doc.id.as_str(), encode(doc))?;
        }
        Ok(())
    }

    /// Every record (an unreadable one is an error: for copies).
    pub(super) fn all(&self) -> StoreResult<Vec<TournamentDoc>> {
        let mut all = Vec::new();
        for entry in self.tree.iter() {
            let (key, bytes) = entry?;
            all.push(decode(
                "tournament",
                &String::from_utf8_lossy(&key),
                &bytes,
            )?);
        }
        Ok(all)
    }
}
