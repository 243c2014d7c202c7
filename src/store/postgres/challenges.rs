//! Open challenges: the `challenges` table (id, JSONB doc).

use super::{doc, readable, text_id};
use crate::model::ChallengeId;
use crate::store::{ChallengeDoc, StoreResult};
use ::postgres::types::Json;
use ::postgres::GenericClient;

/// Stores a new challenge; `false` if the id is taken.
pub(super) fn insert(
    client: &mut impl GenericClient,
    challenge: &ChallengeDoc,
) -> StoreResult<bool> {
    let inserted = client.execute(
        "INSERT INTO challenges (id, doc) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
        &[&challenge.id.as_str(), &Json(challenge)],
    )?;
    Ok(inserted == 1)
}

/// Reads a challenge.
pub(super) fn get(
    client: &mut impl GenericClient,
    id: &ChallengeId,
) -> StoreResult<Option<ChallengeDoc>> {
    client
        .query_opt("SELECT doc FROM challenges WHERE id = $1", &[&id.as_str()])?
        .map(|row| doc(&row, 0, "challenge", id.as_str()))
        .transpose()
}

/// Removes a challenge (alone, or as a game starts from it); `false` if it was gone.
pub(super) fn remove(client: &mut impl GenericClient, id: &ChallengeId) -> StoreResult<bool> {
    Ok(client.execute("DELETE FROM challenges WHERE id = $1", &[&id.as_str()])? == 1)
}

/// Every readable challenge, by id.
pub(super) fn all(client: &mut impl GenericClient) -> StoreResult<Vec<ChallengeDoc>> {
    let rows = client.query("SELECT id, doc FROM challenges ORDER BY id", &[])?;
    readable("challenge", &rows, text_id, 1)
}
