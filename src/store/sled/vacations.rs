//! The `vacations` tree: user (8 bytes) → [`VacationDoc`] as JSON, written by compare and swap
//! on the version, so that a vacation is started (and charged) once.

use crate::model::{UserId, VacationDoc};
use crate::store::{decode, encode, StoreError, StoreResult};

#[derive(Debug, Clone)]
pub(super) struct Vacations {
    tree: ::sled::Tree,
}

impl Vacations {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Vacations> {
        Ok(Vacations {
            tree: db.open_tree("vacations")?,
        })
    }

    pub(super) fn get(&self, user: UserId) -> StoreResult<Option<VacationDoc>> {
        match self.tree.get(user.0.to_be_bytes())? {
            Some(bytes) => decode("vacation", &user.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Writes `doc` with its version bumped if the stored record still has `doc.version` (or
    /// there is none and `doc.version` is 0). Returns the new version.
    pub(super) fn update(&self, doc: &VacationDoc) -> StoreResult<u64> {
        let key = doc.user.0.to_be_bytes();
        let old = self.tree.get(key)?;
        let stored_version = match &old {
            Some(bytes) => decode::<VacationDoc>("vacation", &doc.user.to_string(), bytes)?.version,
            None => 0,
        };
        let conflict = || StoreError::Conflict {
            what: "vacation",
            id: doc.user.to_string(),
            expected: doc.version,
        };
        if stored_version != doc.version {
            return Err(conflict());
        }
        let new = VacationDoc {
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
    pub(super) fn put_all(&self, docs: &[VacationDoc]) -> StoreResult<()> {
        for doc in docs {
            self.tree.insert(doc.user.0.to_be_bytes(), encode(doc))?;
        }
        Ok(())
    }

    /// Every record (an unreadable one is an error: for copies).
    pub(super) fn all(&self) -> StoreResult<Vec<VacationDoc>> {
        let mut all = Vec::new();
        for entry in self.tree.iter() {
            let (key, bytes) = entry?;
            all.push(decode("vacation", &String::from_utf8_lossy(&key), &bytes)?);
        }
        Ok(all)
    }
}
