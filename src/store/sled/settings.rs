//! The `settings` tree: server (8 bytes) → [`ServerSettings`] as JSON.

use crate::model::ServerId;
use crate::store::{decode, encode, ServerSettings, StoreError, StoreResult};

#[derive(Debug, Clone)]
pub(super) struct Settings {
    tree: ::sled::Tree,
}

impl Settings {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Settings> {
        Ok(Settings {
            tree: db.open_tree("settings")?,
        })
    }

    /// A server's settings (defaults if never set).
    pub(super) fn get(&self, server: ServerId) -> StoreResult<ServerSettings> {
        match self.tree.get(server.0.to_be_bytes())? {
            Some(bytes) => decode("server settings", &server.0.to_string(), &bytes),
            None => Ok(ServerSettings::default()),
        }
    }

    pub(super) fn put(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()> {
        self.tree.insert(server.0.to_be_bytes(), encode(settings))?;
        Ok(())
    }

    /// Every server's settings, by server (an unreadable one is an error: for copies).
    pub(super) fn all(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>> {
        let mut all = Vec::new();
        for entry in self.tree.iter() {
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
