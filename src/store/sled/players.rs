//! The `players` tree: user (8 bytes) → [`PlayerDoc`] as JSON.

use crate::model::UserId;
use crate::store::{decode, encode, PlayerDoc, StoreResult};

#[derive(Debug, Clone)]
pub(super) struct Players {
    tree: ::sled::Tree,
}

impl Players {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Players> {
        Ok(Players {
            tree: db.open_tree("players")?,
        })
    }

    pub(super) fn get(&self, user: UserId) -> StoreResult<Option<PlayerDoc>> {
        match self.tree.get(user.0.to_be_bytes())? {
            Some(bytes) => decode("player", &user.to_string(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    pub(super) fn put(&self, doc: &PlayerDoc) -> StoreResult<()> {
        self.tree.insert(doc.user.0.to_be_bytes(), encode(doc))?;
        Ok(())
    }

    /// Every readable player record, by user.
    pub(super) fn all(&self) -> StoreResult<Vec<PlayerDoc>> {
        let mut all = Vec::new();
        for entry in self.tree.iter() {
            let (_, bytes) = entry?;
            if let Ok(doc) = serde_json::from_slice::<PlayerDoc>(&bytes) {
                all.push(doc);
            }
        }
        Ok(all)
    }
}
