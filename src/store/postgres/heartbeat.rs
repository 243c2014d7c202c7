//! The heartbeat (when the bot last said it was alive) and the downtime being made up for:
//! rows of the `meta` table (`heartbeat`, `downtime_from`, `downtime_to`; unix seconds).

use super::col;
use super::schema::{meta_value, set_meta};
use crate::model::Timestamp;
use crate::store::StoreResult;
use ::postgres::GenericClient;

/// When the bot last said it was alive.
pub(super) fn get(client: &mut impl GenericClient) -> StoreResult<Option<Timestamp>> {
    Ok(meta_value(client, "heartbeat")?.map(Timestamp))
}

/// Records that the bot is alive at `at`.
pub(super) fn set(client: &mut impl GenericClient, at: Timestamp) -> StoreResult<()> {
    set_meta(client, "heartbeat", at.0)
}

/// The downtime being made up for, `(last heartbeat, start)`.
pub(super) fn pending_downtime(
    client: &mut impl GenericClient,
) -> StoreResult<Option<(Timestamp, Timestamp)>> {
    let from = meta_value(client, "downtime_from")?;
    let to = meta_value(client, "downtime_to")?;
    Ok(from
        .zip(to)
        .map(|(from, to)| (Timestamp(from), Timestamp(to))))
}

/// See [`crate::store::Store::begin_downtime`]: the heartbeat row is locked, so of several
/// processes starting together only the first sees the outage.
pub(super) fn begin_downtime(
    client: &mut impl GenericClient,
    now: Timestamp,
) -> StoreResult<Option<(Timestamp, Timestamp)>> {
    super::in_transaction(client, |tx| {
        // Make sure the heartbeat row exists, then lock it: a second process starting now
        // waits here, then reads this one's heartbeat and window.
        tx.execute(
            "INSERT INTO meta (key, value) VALUES ('heartbeat', $1) ON CONFLICT DO NOTHING",
            &[&now.0],
        )?;
        let last: i64 = col(
            &tx.query_one(
                "SELECT value FROM meta WHERE key = 'heartbeat' FOR UPDATE",
                &[],
            )?,
            0,
        )?;
        let pending: Vec<i64> = tx
            .query(
                "SELECT value FROM meta WHERE key IN ('downtime_from', 'downtime_to') \
                 ORDER BY key",
                &[],
            )?
            .iter()
            .map(|row| col(row, 0))
            .collect::<StoreResult<_>>()?;
        // The stored heartbeat never moves back, whichever process's clock is behind.
        tx.execute(
            "UPDATE meta SET value = GREATEST(value, $1) WHERE key = 'heartbeat'",
            &[&now.0],
        )?;
        Ok(if let [from, to] = pending[..] {
            Some((Timestamp(from), Timestamp(to)))
        } else if last < now.0 {
            set_meta(tx, "downtime_from", last)?;
            set_meta(tx, "downtime_to", now.0)?;
            Some((Timestamp(last), now))
        } else {
            None
        })
    })
}

/// Clears the pending downtime if it is still `window`.
pub(super) fn end_downtime(
    client: &mut impl GenericClient,
    window: (Timestamp, Timestamp),
) -> StoreResult<()> {
    super::in_transaction(client, |tx| {
        let rows = tx.query(
            "SELECT key, value FROM meta WHERE key IN ('downtime_from', 'downtime_to') \
             FOR UPDATE",
            &[],
        )?;
        let mut found = (None, None);
        for row in &rows {
            match col::<&str>(row, 0)? {
                "downtime_from" => found.0 = Some(col::<i64>(row, 1)?),
                _ => found.1 = Some(col::<i64>(row, 1)?),
            }
        }
        if found == (Some(window.0 .0), Some(window.1 .0)) {
            tx.execute(
                "DELETE FROM meta WHERE key IN ('downtime_from', 'downtime_to')",
                &[],
            )?;
        }
        Ok(())
    })
}
