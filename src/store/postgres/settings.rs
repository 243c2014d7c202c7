//! Server settings: the `settings` table (server id, JSONB doc).

use super::{big, col, doc, snowflake};
use crate::model::ServerId;
use crate::store::{ServerSettings, StoreResult};
use ::postgres::types::Json;
use ::postgres::GenericClient;

/// A server's settings (defaults if never set).
pub(super) fn get(
    client: &mut impl GenericClient,
    server: ServerId,
) -> StoreResult<ServerSettings> {
    Ok(client
        .query_opt(
            "SELECT doc FROM settings WHERE server_id = $1",
            &[&big(server.0)],
        )?
        .map(|row| doc(&row, 0, "server settings", &server.0.to_string()))
        .transpose()?
        .unwrap_or_default())
}

/// Writes a server's settings (created or replaced).
pub(super) fn put(
    client: &mut impl GenericClient,
    server: ServerId,
    settings: &ServerSettings,
) -> StoreResult<()> {
    client.execute(
        "INSERT INTO settings (server_id, doc) VALUES ($1, $2) \
         ON CONFLICT (server_id) DO UPDATE SET doc = EXCLUDED.doc",
        &[&big(server.0), &Json(settings)],
    )?;
    Ok(())
}

/// Every server's settings, by server (an unreadable one is an error: for copies).
pub(super) fn all(client: &mut impl GenericClient) -> StoreResult<Vec<(ServerId, ServerSettings)>> {
    let rows = client.query(
        "SELECT server_id, doc FROM settings ORDER BY server_id",
        &[],
    )?;
    rows.iter()
        .map(|row| {
            let server = ServerId(snowflake(col(row, 0)?));
            Ok((
                server,
                doc(row, 1, "server settings", &server.0.to_string())?,
            ))
        })
        .collect()
}
