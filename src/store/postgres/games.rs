//! Games: the `games` table (id, version, channel, next event, tick claim, JSONB doc) and the
//! player index `game_players` (one row per seat, with when the game finished: migration V4).

use super::{big, col, doc, ratings};
use crate::model::{ChallengeId, ChannelId, GameId, ServerId, Timestamp, UserId};
use crate::store::{GameDoc, GamesOf, PlayerGames, RatingWrite, StoreError, StoreResult};
use ::postgres::types::Json;
use ::postgres::{GenericClient, Row};
use std::time::Duration;

/// Reads one game.
pub(super) fn get(client: &mut impl GenericClient, id: &GameId) -> StoreResult<Option<GameDoc>> {
    client
        .query_opt("SELECT doc FROM games WHERE id = $1", &[&id.as_str()])?
        .map(|row| doc(&row, 0, "game", id.as_str()))
        .transpose()
}

/// Stores a new game with its index rows; `false` (nothing written) if the id is taken.
fn insert(client: &mut impl GenericClient, game: &GameDoc) -> StoreResult<bool> {
    let inserted = client.execute(
        "INSERT INTO games (id, version, channel, event_at, doc) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING",
        &[
            &game.id.as_str(),
            &(game.version as i64),
            &big(game.channel.0),
            &game.event_at.map(|t| t.0),
            &Json(game),
        ],
    )?;
    if inserted == 0 {
        return Ok(false);
    }
    write_seats(client, game)?;
    Ok(true)
}

/// The player index rows of `game`: one per seat, with when it finished.
fn write_seats(client: &mut impl GenericClient, game: &GameDoc) -> StoreResult<()> {
    let finished_at = game.finished.as_ref().map(|f| f.at.0);
    for slot in &game.players {
        client.execute(
            "INSERT INTO game_players (user_id, game_id, finished_at) VALUES ($1, $2, $3) \
             ON CONFLICT DO NOTHING",
            &[&big(slot.user.0), &game.id.as_str(), &finished_at],
        )?;
    }
    Ok(())
}

/// Starts a game: stores it and removes the challenge it came from, in one transaction.
pub(super) fn start(
    client: &mut impl GenericClient,
    game: &GameDoc,
    from: Option<&ChallengeId>,
) -> StoreResult<bool> {
    super::in_transaction(client, |tx| {
        if !insert(tx, game)? {
            return Ok(false);
        }
        if let Some(challenge) = from {
            if !super::challenges::remove(tx, challenge)? {
                // The error rolls the game back.
                return Err(StoreError::Missing {
                    what: "challenge",
                    id: challenge.to_string(),
                });
            }
        }
        Ok(true)
    })
}

/// Stores many games; those whose id is taken are skipped. Returns how many were stored.
pub(super) fn import(client: &mut impl GenericClient, games: &[GameDoc]) -> StoreResult<usize> {
    // A thousand games per transaction: one commit (one flush to disk) per batch instead of
    // per game, and no single transaction so big that a failure loses minutes of work.
    let mut stored = 0;
    for batch in games.chunks(1000) {
        stored += super::in_transaction(client, |tx| {
            let mut stored = 0;
            for game in batch {
                if insert(tx, game)? {
                    stored += 1;
                }
            }
            Ok(stored)
        })?;
    }
    // After a bulk load the planner's statistics are stale until autovacuum gets to the
    // tables; refresh them now, so the first queries use the indexes (PostgreSQL's advice for
    // bulk loads).
    client.batch_execute("ANALYZE games; ANALYZE game_players")?;
    Ok(stored)
}

/// Replaces a game if its stored version is still `game.version`, with its index rows and
/// `rating_writes`, in one transaction; returns the new version.
pub(super) fn update(
    client: &mut impl GenericClient,
    game: &GameDoc,
    rating_writes: &[RatingWrite],
) -> StoreResult<u64> {
    let mut new = game.clone();
    new.version = game.version + 1;
    let id = game.id.as_str();
    let conflict = || StoreError::Conflict {
        what: "game",
        id: id.to_string(),
        expected: game.version,
    };
    super::in_transaction(client, |tx| {
        // The row lock makes a concurrent writer (any process) wait for this commit and then
        // see the bumped version.
        let Some(row) =
            tx.query_opt("SELECT version FROM games WHERE id = $1 FOR UPDATE", &[&id])?
        else {
            return Err(StoreError::Missing {
                what: "game",
                id: id.to_string(),
            });
        };
        if col::<i64>(&row, 0)? != game.version as i64 {
            return Err(conflict());
        }
        tx.execute(
            "UPDATE games SET version = $2, channel = $3, event_at = $4, doc = $5, \
             claimed_until = NULL WHERE id = $1",
            &[
                &id,
                &(new.version as i64),
                &big(new.channel.0),
                &new.event_at.map(|t| t.0),
                &Json(&new),
            ],
        )?;
        tx.execute("DELETE FROM game_players WHERE game_id = $1", &[&id])?;
        write_seats(tx, &new)?;
        for write in rating_writes {
            if !ratings::write_checked(tx, write)? {
                return Err(conflict());
            }
        }
        Ok(new.version)
    })
}

/// The games of `user` that `which` selects, in one query on the player index.
pub(super) fn of_player(
    client: &mut impl GenericClient,
    user: UserId,
    which: GamesOf,
) -> StoreResult<PlayerGames> {
    // The index game_players_by_finish (migration V4) serves both halves: the seats whose game
    // goes on (finished_at NULL), and the latest finished ones, in its order.
    let rows = client.query(
        "SELECT g.id, g.doc FROM game_players p JOIN games g ON g.id = p.game_id \
         WHERE p.user_id = $1 AND p.finished_at IS NULL AND $2 \
         UNION ALL \
         (SELECT g.id, g.doc FROM game_players p JOIN games g ON g.id = p.game_id \
          WHERE p.user_id = $1 AND p.finished_at IS NOT NULL \
          ORDER BY p.finished_at DESC, p.game_id COLLATE \"C\" LIMIT $3)",
        &[
            &big(user.0),
            &which.active,
            &i64::try_from(which.finished).unwrap_or(i64::MAX),
        ],
    )?;
    listed(&rows)
}

/// How many games of each kind are going on, counted by the database.
pub(super) fn active_counts(
    client: &mut impl GenericClient,
) -> StoreResult<Vec<(crate::games::GameKind, usize)>> {
    let rows = client.query(
        "SELECT doc->>'kind', count(*) FROM games \
         WHERE jsonb_typeof(doc->'finished') IS DISTINCT FROM 'object' GROUP BY 1 ORDER BY 1",
        &[],
    )?;
    let mut counts = Vec::new();
    for row in &rows {
        let kind: Option<String> = col(row, 0)?;
        let count: i64 = col(row, 1)?;
        // A record whose kind does not read is damaged: it is not counted.
        let Some(kind) =
            kind.and_then(|k| serde_json::from_value(serde_json::Value::String(k)).ok())
        else {
            continue;
        };
        counts.push((kind, usize::try_from(count).unwrap_or(0)));
    }
    Ok(counts)
}

/// The games of `server` that `which` selects, on the index games_by_server (migration V7).
pub(super) fn in_server(
    client: &mut impl GenericClient,
    server: ServerId,
    which: GamesOf,
) -> StoreResult<PlayerGames> {
    // A game goes on while its record has no `finished` object; the finished ones come latest
    // first (jsonb numbers compare as numbers).
    let rows = client.query(
        "SELECT id, doc FROM games \
         WHERE doc->>'server' = $1 AND jsonb_typeof(doc->'finished') IS DISTINCT FROM 'object' \
           AND $2 \
         UNION ALL \
         (SELECT id, doc FROM games \
          WHERE doc->>'server' = $1 AND jsonb_typeof(doc->'finished') = 'object' \
          ORDER BY doc->'finished'->'at' DESC, id COLLATE \"C\" LIMIT $3)",
        &[
            &server.0.to_string(),
            &which.active,
            &i64::try_from(which.finished).unwrap_or(i64::MAX),
        ],
    )?;
    listed(&rows)
}

/// The games of rows `(id, doc)`, filed as going on or finished and sorted; a record that
/// cannot be read is listed as unreadable (ids that do not parse are left out).
fn listed(rows: &[Row]) -> StoreResult<PlayerGames> {
    let mut games = PlayerGames::default();
    for row in rows {
        let Some(id) = GameId::parse(col::<&str>(row, 0)?) else {
            continue;
        };
        match doc::<GameDoc>(row, 1, "game", id.as_str()) {
            Ok(game) => games.push(game),
            Err(e @ StoreError::Corrupt { .. }) => games.unreadable.push((id, e)),
            Err(e) => return Err(e),
        }
    }
    Ok(games.sorted())
}

/// Game ids from the first column of `rows` (ids that do not parse are left out).
fn ids(rows: &[Row]) -> StoreResult<Vec<GameId>> {
    let mut ids = Vec::with_capacity(rows.len());
    for row in rows {
        if let Some(id) = GameId::parse(col::<&str>(row, 0)?) {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// The ids of the games `user` plays in.
pub(super) fn ids_of(client: &mut impl GenericClient, user: UserId) -> StoreResult<Vec<GameId>> {
    ids(&client.query(
        "SELECT game_id FROM game_players WHERE user_id = $1 ORDER BY game_id",
        &[&big(user.0)],
    )?)
}

/// The ids of the games played in `channel`.
pub(super) fn ids_in(
    client: &mut impl GenericClient,
    channel: ChannelId,
) -> StoreResult<Vec<GameId>> {
    ids(&client.query(
        "SELECT id FROM games WHERE channel = $1 ORDER BY id",
        &[&big(channel.0)],
    )?)
}

/// The ids of every game.
pub(super) fn all_ids(client: &mut impl GenericClient) -> StoreResult<Vec<GameId>> {
    ids(&client.query("SELECT id FROM games ORDER BY id", &[])?)
}

/// `(event_at, id)` rows as the due games.
fn events(rows: &[Row]) -> StoreResult<Vec<(Timestamp, GameId)>> {
    let mut due = Vec::with_capacity(rows.len());
    for row in rows {
        if let Some(id) = GameId::parse(col::<&str>(row, 1)?) {
            due.push((Timestamp(col(row, 0)?), id));
        }
    }
    Ok(due)
}

/// The games with an event due at or before `now`, earliest first.
pub(super) fn due(
    client: &mut impl GenericClient,
    now: Timestamp,
) -> StoreResult<Vec<(Timestamp, GameId)>> {
    events(&client.query(
        "SELECT event_at, id FROM games WHERE event_at <= $1 ORDER BY event_at, id",
        &[&now.0],
    )?)
}

/// One statement claims the due games nobody holds: `FOR UPDATE SKIP LOCKED` passes over rows
/// another transaction has locked (a process claiming them at this very moment, or a move being
/// committed) instead of waiting for them, and `claimed_until` keeps them away from other
/// processes after this one's statement commits, until the game is updated (every update
/// clears it) or the lease runs out. Exactly-once does not rest on this: the tick writes each
/// event through [`update`]'s version check.
pub(super) fn claim_due(
    client: &mut impl GenericClient,
    now: Timestamp,
    lease: Duration,
) -> StoreResult<Vec<(Timestamp, GameId)>> {
    let until = now.plus(lease);
    let mut due = events(&client.query(
        "UPDATE games SET claimed_until = $2 WHERE id IN ( \
             SELECT id FROM games \
             WHERE event_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1) \
             FOR UPDATE SKIP LOCKED) \
         RETURNING event_at, id",
        &[&now.0, &until.0],
    )?)?;
    // Earliest first, as due answers.
    due.sort();
    Ok(due)
}
