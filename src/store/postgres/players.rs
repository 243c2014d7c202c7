//! Player records: the `players` table (user id, JSONB doc).

use super::{big, doc, readable, snowflake_id};
use crate::model::UserId;
use crate::store::{PlayerDoc, StoreResult};
use ::postgres::types::Json;
use ::postgres::GenericClient;

/// Reads a player's record.
pub(super) fn get(client: &mut impl GenericClient, user: UserId) -> StoreResult<Option<PlayerDoc>> {
    client
        .query_opt(
            "SELECT doc FROM players WHERE user_id = $1",
            &[&big(user.0)],
        )?
        .map(|row| doc(&row, 0, "player", &user.to_string()))
        .transpose()
}

/// The readable records of `users` that exist, in one query.
pub(super) fn among(
    client: &mut impl GenericClient,
    users: &[UserId],
) -> StoreResult<Vec<PlayerDoc>> {
    let ids: Vec<i64> = users.iter().map(|u| big(u.0)).collect();
    let rows = client.query(
        "SELECT user_id, doc FROM players WHERE user_id = ANY($1)",
        &[&ids],
    )?;
    readable("player", &rows, snowflake_id, 1)
}

/// Writes a player's record (created or replaced).
pub(super) fn put(client: &mut impl GenericClient, player: &PlayerDoc) -> StoreResult<()> {
    client.execute(
        "INSERT INTO players (user_id, doc) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET doc = EXCLUDED.doc",
        &[&big(player.user.0), &Json(player)],
    )?;
    Ok(())
}

/// Every readable player record, by user.
pub(super) fn all(client: &mut impl GenericClient) -> StoreResult<Vec<PlayerDoc>> {
    let rows = client.query("SELECT user_id, doc FROM players ORDER BY user_id", &[])?;
    readable("player", &rows, snowflake_id, 1)
}
