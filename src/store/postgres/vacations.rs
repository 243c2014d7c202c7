//! Vacations: the `vacations` table (user id, version, JSONB doc), written only by a versioned
//! update so that a vacation is started (and charged) once whatever the number of processes.

use super::{big, doc, snowflake_id};
use crate::model::{UserId, VacationDoc};
use crate::store::{StoreError, StoreResult};
use ::postgres::types::Json;
use ::postgres::GenericClient;

/// Reads a player's vacation record.
pub(super) fn get(
    client: &mut impl GenericClient,
    user: UserId,
) -> StoreResult<Option<VacationDoc>> {
    client
        .query_opt(
            "SELECT doc FROM vacations WHERE user_id = $1",
            &[&big(user.0)],
        )?
        .map(|row| doc(&row, 0, "vacation", &user.to_string()))
        .transpose()
}

/// Writes `vacation` with its version bumped if the stored row still has its version (or there
/// is none and its version is 0); a lost race is a [`StoreError::Conflict`].
pub(super) fn update(client: &mut impl GenericClient, vacation: &VacationDoc) -> StoreResult<u64> {
    let new = VacationDoc {
        version: vacation.version + 1,
        ..vacation.clone()
    };
    let user = big(vacation.user.0);
    let version = i64::try_from(new.version).unwrap_or(i64::MAX);
    // One statement either way, so that the check and the write cannot be split: an insert
    // that does nothing if a row exists, or an update that does nothing if the version moved.
    let written = if vacation.version == 0 {
        client.execute(
            "INSERT INTO vacations (user_id, version, doc) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO NOTHING",
            &[&user, &version, &Json(&new)],
        )?
    } else {
        client.execute(
            "UPDATE vacations SET version = $2, doc = $3 WHERE user_id = $1 AND version = $4",
            &[
                &user,
                &version,
                &Json(&new),
                &i64::try_from(vacation.version).unwrap_or(i64::MAX),
            ],
        )?
    };
    if written == 1 {
        Ok(new.version)
    } else {
        Err(StoreError::Conflict {
            what: "vacation",
            id: vacation.user.to_string(),
            expected: vacation.version,
        })
    }
}

/// Writes records as they are (for copies into an empty store).
pub(super) fn put_all(client: &mut impl GenericClient, docs: &[VacationDoc]) -> StoreResult<()> {
    for vacation in docs {
        client.execute(
            "INSERT INTO vacations (user_id, version, doc) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, doc = EXCLUDED.doc",
            &[
                &big(vacation.user.0),
                &i64::try_from(vacation.version).unwrap_or(i64::MAX),
                &Json(vacation),
            ],
        )?;
    }
    Ok(())
}

/// Every record (an unreadable one is an error: for copies).
pub(super) fn all(client: &mut impl GenericClient) -> StoreResult<Vec<VacationDoc>> {
    let rows = client.query("SELECT user_id, doc FROM vacations ORDER BY user_id", &[])?;
    rows.iter()
        .map(|row| {
            let id = snowflake_id(row)?;
            doc(row, 1, "vacation", &id)
        })
        .collect()
}
