//! The `analyses` tree: game id → [`AnalysisDoc`] as JSON, written by compare and swap on the
//! version, so that an analysis is claimed by one process and written done once.

use crate::model::{AnalysisDoc, GameId};
use crate::store::{decode, encode, StoreError, StoreResult};

#[derive(Debug, Clone)]
pub(super) struct Analyses {
    tree: ::sled::Tree,
}

impl Analyses {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Analyses> {
        Ok(Analyses {
            tree: db.open_tree("analyses")?,
        })
    }

    pub(super) fn get(&self, game: &GameId) -> StoreResult<Option<AnalysisDoc>> {
        match self.tree.get(game.as_str().as_bytes())? {
            Some(bytes) => decode("analysis", game.as_str(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Writes `doc` with its version bumped if the stored record still has `doc.version` (or
    /// there is none and `doc.version` is 0). Returns the new version.
    pub(super) fn update(&self, doc: &AnalysisDoc) -> StoreResult<u64> {
        let key = doc.game.as_str().as_bytes();
        let old = self.tree.get(key)?;
        let stored_version = match &old {
            Some(bytes) => decode::<AnalysisDoc>("analysis", doc.game.as_str(), bytes)?.version,
            None => 0,
        };
        let conflict = || StoreError::Conflict {
            what: "analysis",
            id: doc.game.to_string(),
            expected: doc.version,
        };
        if stored_version != doc.version {
            return Err(conflict());
        }
        let new = AnalysisDoc {
            version: doc.version + 1,
            ..doc.clone()
        };
        // Compare and swap on the very bytes read: a writer in between makes it fail.
        match self.tree.compare_and_swap(key, old, Some(encode(&new)))? {
            Ok(()) => Ok(new.version),
            Err(_) => Err(conflict()),
        }
    }

    /// Writes records as they are (for copies into an empty store).
    pub(super) fn put_all(&self, docs: &[AnalysisDoc]) -> StoreResult<()> {
        for doc in docs {
            self.tree
                .insert(doc.game.as_str().as_bytes(), encode(doc))?;
        }
        Ok(())
    }

    /// Every record (an unreadable one is an error).
    pub(super) fn all(&self) -> StoreResult<Vec<AnalysisDoc>> {
        let mut all = Vec::new();
        for entry in self.tree.iter() {
            let (key, bytes) = entry?;
            all.push(decode("analysis", &String::from_utf8_lossy(&key), &bytes)?);
        }
        Ok(all)
    }
}
