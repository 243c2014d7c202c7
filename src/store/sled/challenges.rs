//! The `challenges` tree: challenge id → [`ChallengeDoc`] as JSON.

use crate::model::ChallengeId;
use crate::store::{decode, encode, ChallengeDoc, StoreResult};

#[derive(Debug, Clone)]
pub(super) struct Challenges {
    pub(super) tree: ::sled::Tree,
}

impl Challenges {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Challenges> {
        Ok(Challenges {
            tree: db.open_tree("challenges")?,
        })
    }

    /// Stores a new challenge; `false` if the id is taken.
    pub(super) fn insert(&self, doc: &ChallengeDoc) -> StoreResult<bool> {
        Ok(self
            .tree
            .compare_and_swap(doc.id.as_str(), None as Option<&[u8]>, Some(encode(doc)))?
            .is_ok())
    }

    pub(super) fn get(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>> {
        match self.tree.get(id.as_str())? {
            Some(bytes) => decode("challenge", id.as_str(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Removes a challenge; `false` if it was gone.
    pub(super) fn remove(&self, id: &ChallengeId) -> StoreResult<bool> {
        Ok(self.tree.remove(id.as_str())?.is_some())
    }

    /// Every readable challenge, by id (the others are skipped with a log line).
    pub(super) fn all(&self) -> StoreResult<Vec<ChallengeDoc>> {
        let mut all = Vec::new();
        for entry in self.tree.iter() {
            let (key, bytes) = entry?;
            let id = String::from_utf8_lossy(&key).into_owned();
            match decode::<ChallengeDoc>("challenge", &id, &bytes) {
                Ok(doc) => all.push(doc),
                Err(e) => tracing::warn!("skipping unreadable challenge: {e}"),
            }
        }
        Ok(all)
    }
}
