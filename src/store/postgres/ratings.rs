//! Leaderboard rows: the `ratings` table (scope, game code, user, JSONB doc). The primary key's
//! prefix (scope, game) is a leaderboard; `ratings_by_rating` (migration V3) orders one.

use super::{big, col, doc, readable, snowflake, snowflake_id};
use crate::games::GameKind;
use crate::model::{ServerId, UserId};
use crate::store::{
    rating_id, scope_text as scope_key, BoardScope, RatingDoc, RatingWrite, StoreError, StoreResult,
};
use ::postgres::types::Json;
use ::postgres::GenericClient;

/// The inverse of [`scope_key`].
fn parse_scope(text: &str) -> Option<BoardScope> {
    match text.strip_prefix("server:") {
        Some(n) => n.parse().ok().map(|n| BoardScope::Server(ServerId(n))),
        None => (text == "global").then_some(BoardScope::Global),
    }
}

/// A player's standing on one leaderboard.
pub(super) fn get(
    client: &mut impl GenericClient,
    scope: BoardScope,
    kind: GameKind,
    user: UserId,
) -> StoreResult<Option<RatingDoc>> {
    client
        .query_opt(
            "SELECT doc FROM ratings WHERE scope = $1 AND kind = $2 AND user_id = $3",
            &[&scope_key(scope), &kind.code(), &big(user.0)],
        )?
        .map(|row| doc(&row, 0, "rating", &rating_id(scope, kind, user)))
        .transpose()
}

/// Everyone on one leaderboard (readable rows), by user.
pub(super) fn leaderboard(
    client: &mut impl GenericClient,
    scope: BoardScope,
    kind: GameKind,
) -> StoreResult<Vec<RatingDoc>> {
    let rows = client.query(
        "SELECT user_id, doc FROM ratings WHERE scope = $1 AND kind = $2 ORDER BY user_id",
        &[&scope_key(scope), &kind.code()],
    )?;
    readable("rating", &rows, snowflake_id, 1)
}

/// The first `limit` rows of one leaderboard, best first.
pub(super) fn top(
    client: &mut impl GenericClient,
    scope: BoardScope,
    kind: GameKind,
    limit: usize,
) -> StoreResult<Vec<RatingDoc>> {
    // The index ratings_by_rating (migration V3) serves the first key; the ties are few.
    let rows = client.query(
        "SELECT user_id, doc FROM ratings WHERE scope = $1 AND kind = $2 \
         ORDER BY ((doc->>'rating')::float8) DESC, ((doc->>'points')::float8) DESC, \
         doc->>'name' LIMIT $3",
        &[
            &scope_key(scope),
            &kind.code(),
            &i64::try_from(limit).unwrap_or(i64::MAX),
        ],
    )?;
    let mut rows: Vec<RatingDoc> = readable("rating", &rows, snowflake_id, 1)?;
    // The same order as the other backends, to the last tie (names compare as Rust does).
    rows.sort_by(crate::store::leaderboard_order);
    Ok(rows)
}

/// Every row of every leaderboard (for copies; an unreadable row is an error).
pub(super) fn all(client: &mut impl GenericClient) -> StoreResult<Vec<RatingWrite>> {
    let rows = client.query(
        "SELECT scope, kind, user_id, doc FROM ratings ORDER BY scope, kind, user_id",
        &[],
    )?;
    let mut all = Vec::with_capacity(rows.len());
    for row in &rows {
        let scope_text: &str = col(row, 0)?;
        let code: i16 = col(row, 1)?;
        let id = format!("{scope_text}/{code}/{}", snowflake(col(row, 2)?));
        let corrupt = |reason: &str| StoreError::Corrupt {
            what: "rating",
            id: id.clone(),
            reason: reason.to_string(),
        };
        let scope = parse_scope(scope_text).ok_or_else(|| corrupt("not a scope"))?;
        let kind = GameKind::from_code(code).ok_or_else(|| corrupt("not a game"))?;
        let doc: RatingDoc = doc(row, 3, "rating", &id)?;
        all.push(RatingWrite {
            scope,
            kind,
            played_before: doc.played,
            doc,
        });
    }
    Ok(all)
}

/// Writes rows as they are, in one transaction (for copies into an empty store).
pub(super) fn put_all(client: &mut impl GenericClient, rows: &[RatingWrite]) -> StoreResult<()> {
    super::in_transaction(client, |tx| {
        for write in rows {
            tx.execute(
                "INSERT INTO ratings (scope, kind, user_id, doc) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (scope, kind, user_id) DO UPDATE SET doc = EXCLUDED.doc",
                &[
                    &scope_key(write.scope),
                    &write.kind.code(),
                    &big(write.doc.user.0),
                    &Json(&write.doc),
                ],
            )?;
        }
        Ok(())
    })?;
    // As after importing games: fresh statistics, so leaderboards are read through their
    // index from the first query on.
    client.batch_execute("ANALYZE ratings")?;
    Ok(())
}

/// Writes a rating change inside a game's update, if the row is still as the change was
/// computed from (see [`RatingWrite`]): `false` if it moved on meanwhile. A new row is inserted
/// only if nobody inserted it meanwhile (a concurrent insert waits for this transaction's
/// commit, then inserts nothing); an existing one is locked and its count compared.
pub(super) fn write_checked(
    client: &mut impl GenericClient,
    write: &RatingWrite,
) -> StoreResult<bool> {
    let scope = scope_key(write.scope);
    let kind = write.kind.code();
    let user = big(write.doc.user.0);
    if write.played_before == 0 {
        let inserted = client.execute(
            "INSERT INTO ratings (scope, kind, user_id, doc) VALUES ($1, $2, $3, $4) \
             ON CONFLICT DO NOTHING",
            &[&scope, &kind, &user, &Json(&write.doc)],
        )?;
        return Ok(inserted == 1);
    }
    let played: Option<i64> = client
        .query_opt(
            "SELECT (doc->>'played')::bigint FROM ratings \
             WHERE scope = $1 AND kind = $2 AND user_id = $3 FOR UPDATE",
            &[&scope, &kind, &user],
        )?
        .map(|row| col::<Option<i64>>(&row, 0))
        .transpose()?
        .flatten();
    if played != Some(i64::from(write.played_before)) {
        return Ok(false);
    }
    client.execute(
        "UPDATE ratings SET doc = $4 WHERE scope = $1 AND kind = $2 AND user_id = $3",
        &[&scope, &kind, &user, &Json(&write.doc)],
    )?;
    Ok(true)
}
