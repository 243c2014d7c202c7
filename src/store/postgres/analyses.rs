//! Analyses: the `analyses` table (game id, version, done, requested, JSONB doc), written only
//! by a versioned update so that an analysis is claimed by one process and written done once.

use super::doc;
use crate::model::{AnalysisDoc, GameId};
use crate::store::{StoreError, StoreResult};
use ::postgres::types::Json;
use ::postgres::GenericClient;

/// Reads a game's analysis record.
pub(super) fn get(
    client: &mut impl GenericClient,
    game: &GameId,
) -> StoreResult<Option<AnalysisDoc>> {
    client
        .query_opt(
            "SELECT doc FROM analyses WHERE game_id = $1",
            &[&game.as_str()],
        )?
        .map(|row| doc(&row, 0, "analysis", game.as_str()))
        .transpose()
}

fn version_of(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// Writes `analysis` with its version bumped if the stored row still has its version (or there
/// is none and its version is 0); a lost race is a [`StoreError::Conflict`].
pub(super) fn update(client: &mut impl GenericClient, analysis: &AnalysisDoc) -> StoreResult<u64> {
    let new = AnalysisDoc {
        version: analysis.version + 1,
        ..analysis.clone()
    };
    let game = analysis.game.as_str();
    let version = version_of(new.version);
    let done = new.is_done();
    let requested = new.requested.0;
    // One statement either way, so that the check and the write cannot be split.
    let written = if analysis.version == 0 {
        client.execute(
            "INSERT INTO analyses (game_id, version, done, requested, doc) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO NOTHING",
            &[&game, &version, &done, &requested, &Json(&new)],
        )?
    } else {
        client.execute(
            "UPDATE analyses SET version = $2, done = $3, requested = $4, doc = $5 \
             WHERE game_id = $1 AND version = $6",
            &[
                &game,
                &version,
                &done,
                &requested,
                &Json(&new),
                &version_of(analysis.version),
            ],
        )?
    };
    if written == 1 {
        Ok(new.version)
    } else {
        Err(StoreError::Conflict {
            what: "analysis",
            id: analysis.game.to_string(),
            expected: analysis.version,
        })
    }
}

/// The records not done, oldest request first.
pub(super) fn pending(client: &mut impl GenericClient) -> StoreResult<Vec<AnalysisDoc>> {
    let rows = client.query(
        "SELECT game_id, doc FROM analyses WHERE NOT done ORDER BY requested, game_id",
        &[],
    )?;
    rows.iter()
        .map(|row| {
            let id: String = row.get(0);
            doc(row, 1, "analysis", &id)
        })
        .collect()
}

/// Writes records as they are (for copies into an empty store).
pub(super) fn put_all(client: &mut impl GenericClient, docs: &[AnalysisDoc]) -> StoreResult<()> {
    for analysis in docs {
        client.execute(
            "INSERT INTO analyses (game_id, version, done, requested, doc) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (game_id) DO UPDATE SET version = EXCLUDED.version, done = EXCLUDED.done, \
             requested = EXCLUDED.requested, doc = EXCLUDED.doc",
            &[
                &analysis.game.as_str(),
                &version_of(analysis.version),
                &analysis.is_done(),
                &analysis.requested.0,
                &Json(analysis),
            ],
        )?;
    }
    Ok(())
}

/// Every record (an unreadable one is an error: for copies).
pub(super) fn all(client: &mut impl GenericClient) -> StoreResult<Vec<AnalysisDoc>> {
    let rows = client.query("SELECT game_id, doc FROM analyses ORDER BY game_id", &[])?;
    rows.iter()
        .map(|row| {
            let id: String = row.get(0);
            doc(row, 1, "analysis", &id)
        })
        .collect()
}
