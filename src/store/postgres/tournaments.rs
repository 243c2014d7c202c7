//! Tournaments: the `tournaments` table (id, version, whether active, server, JSONB doc),
//! written only by a versioned update so that a round is paired once whatever the number of
//! processes that see its last game end.

use super::{big, doc, readable, text_id};
use crate::model::{ServerId, TournamentDoc, TournamentId};
use crate::store::{StoreError, StoreResult};
use ::postgres::types::Json;
use ::postgres::GenericClient;

/// Reads one tournament.
pub(super) fn get(
    client: &mut impl GenericClient,
    id: &TournamentId,
) -> StoreResult<Option<TournamentDoc>> {
    client
        .query_opt("SELECT doc FROM tournaments WHERE id = $1", &[&id.as_str()])?
        .map(|row| doc(&row, 0, "tournament", id.as_str()))
        .transpose()
}

fn version_column(version: u64) -> i64 {
    i64::try_from(version).unwrap_or(i64::MAX)
}

/// Writes `tournament` with its version bumped if the stored row still has its version (or
/// there is none and its version is 0); a lost race is a [`StoreError::Conflict`].
pub(super) fn update(
    client: &mut impl GenericClient,
    tournament: &TournamentDoc,
) -> StoreResult<u64> {
    let new = TournamentDoc {
        version: tournament.version + 1,
        ..tournament.clone()
    };
    let server = new.server.map(|s| big(s.0));
    // One statement either way, so that the check and the write cannot be split.
    let written = if tournament.version == 0 {
        client.execute(
            "INSERT INTO tournaments (id, version, active, server, doc) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING",
            &[
                &new.id.as_str(),
                &version_column(new.version),
                &new.is_active(),
                &server,
                &Json(&new),
            ],
        )?
    } else {
        client.execute(
            "UPDATE tournaments SET version = $2, active = $3, server = $4, doc = $5 \
             WHERE id = $1 AND version = $6",
            &[
                &new.id.as_str(),
                &version_column(new.version),
                &new.is_active(),
                &server,
                &Json(&new),
                &version_column(tournament.version),
            ],
        )?
    };
    if written == 1 {
        Ok(new.version)
    } else {
        Err(StoreError::Conflict {
            what: "tournament",
            id: tournament.id.to_string(),
            expected: tournament.version,
        })
    }
}

/// The tournaments taking entries or being played (readable ones), by id.
pub(super) fn active(client: &mut impl GenericClient) -> StoreResult<Vec<TournamentDoc>> {
    let rows = client.query(
        "SELECT id, doc FROM tournaments WHERE active ORDER BY id COLLATE \"C\"",
        &[],
    )?;
    readable("tournament", &rows, text_id, 1)
}

/// The tournaments of `server` (readable ones), newest first.
pub(super) fn in_server(
    client: &mut impl GenericClient,
    server: ServerId,
) -> StoreResult<Vec<TournamentDoc>> {
    let rows = client.query(
        "SELECT id, doc FROM tournaments WHERE server = $1",
        &[&big(server.0)],
    )?;
    let mut found: Vec<TournamentDoc> = readable("tournament", &rows, text_id, 1)?;
    found.sort_by(|a, b| b.created.cmp(&a.created).then(a.id.cmp(&b.id)));
    Ok(found)
}

/// Writes records as they are (for copies into an empty store).
pub(super) fn put_all(client: &mut impl GenericClient, docs: &[TournamentDoc]) -> StoreResult<()> {
    for tournament in docs {
        client.execute(
            "INSERT INTO tournaments (id, version, active, server, doc) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, \
             active = EXCLUDED.active, server = EXCLUDED.server, doc = EXCLUDED.doc",
            &[
                &tournament.id.as_str(),
                &version_column(tournament.version),
                &tournament.is_active(),
                &tournament.server.map(|s| big(s.0)),
                &Json(tournament),
            ],
        )?;
    }
    Ok(())
}

/// Every record (an unreadable one is an error: for copies).
pub(super) fn all(client: &mut impl GenericClient) -> StoreResult<Vec<TournamentDoc>> {
    let rows = client.query(
        "SELECT id, doc FROM tournaments ORDER BY id COLLATE \"C\"",
        &[],
    )?;
    rows.iter()
        .map(|row| {
            let id = text_id(row)?;
            doc(row, 1, "tournament", &id)
        })
        .collect()
}
