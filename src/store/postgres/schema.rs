//! The schema: the migrations in `migrations/` (embedded, run at start-up under an advisory
//! lock), the schema version kibitz records, and the `meta` table's key-value rows (the schema
//! version here, the heartbeat and downtime in `heartbeat.rs`).

use super::col;
use crate::store::{StoreError, StoreResult, SCHEMA_VERSION};
use ::postgres::{Client, GenericClient};

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// Any constant shared by every kibitz: the advisory lock held while migrating, so that two
/// processes starting together do not both create the tables.
const MIGRATION_LOCK: i64 = 0x6b69_6269_747a;

/// Refuses a newer schema, then migrates (under an advisory lock) and records the schema
/// version.
pub(super) fn prepare(client: &mut Client) -> StoreResult<()> {
    client.query_one("SELECT pg_advisory_lock($1)", &[&MIGRATION_LOCK])?;
    let result = prepare_locked(client);
    // Closing the session would release it too; unlock so the pooled connection is clean.
    let _ = client.query_one("SELECT pg_advisory_unlock($1)", &[&MIGRATION_LOCK]);
    result
}

fn prepare_locked(client: &mut Client) -> StoreResult<()> {
    let has_meta = col::<bool>(
        &client.query_one("SELECT to_regclass('meta') IS NOT NULL", &[])?,
        0,
    )?;
    if has_meta {
        if let Some(found) = meta_value(client, "schema")? {
            check_schema(found)?;
        }
    }
    embedded::migrations::runner()
        .run(client)
        .map_err(|e| StoreError::Sql(format!("migrations failed: {e}")))?;
    client.execute(
        "INSERT INTO meta (key, value) VALUES ('schema', $1) ON CONFLICT DO NOTHING",
        &[&i64::from(SCHEMA_VERSION)],
    )?;
    Ok(())
}

fn check_schema(found: i64) -> StoreResult<()> {
    if found > i64::from(SCHEMA_VERSION) {
        return Err(StoreError::NewerSchema {
            place: "the database",
            found: u32::try_from(found).unwrap_or(u32::MAX),
            supported: SCHEMA_VERSION,
        });
    }
    Ok(())
}

/// The schema version stored in the database.
pub(super) fn version(client: &mut impl GenericClient) -> StoreResult<u32> {
    Ok(meta_value(client, "schema")?
        .and_then(|v| u32::try_from(v).ok())
        .unwrap_or(SCHEMA_VERSION))
}

/// Overwrites the stored schema version.
pub(super) fn set_version(client: &mut impl GenericClient, version: u32) -> StoreResult<()> {
    set_meta(client, "schema", i64::from(version))
}

/// The value of the `meta` row `key`.
pub(super) fn meta_value(client: &mut impl GenericClient, key: &str) -> StoreResult<Option<i64>> {
    client
        .query_opt("SELECT value FROM meta WHERE key = $1", &[&key])?
        .map(|row| col(&row, 0))
        .transpose()
}

/// Writes the `meta` row `key` (created or replaced).
pub(super) fn set_meta(client: &mut impl GenericClient, key: &str, value: i64) -> StoreResult<()> {
    client.execute(
        "INSERT INTO meta (key, value) VALUES ($1, $2) \
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
        &[&key, &value],
    )?;
    Ok(())
}

/// The size of kibitz's tables (with their indexes and TOAST) in the current schema, in bytes.
pub(super) fn size_on_disk(client: &mut impl GenericClient) -> StoreResult<u64> {
    let row = client.query_one(
        "SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0)::bigint \
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname = current_schema() AND c.relkind = 'r'",
        &[],
    )?;
    Ok(u64::try_from(col::<i64>(&row, 0)?).unwrap_or(0))
}
