//! The store backends the same tests run on: sled always, and PostgreSQL when
//! `KIBITZ_TEST_DATABASE_URL` names a server (`postgres://postgres@127.0.0.1:5432/postgres`).
//! Each PostgreSQL run works in a fresh schema of its own, dropped afterwards, so the tests
//! run in parallel. Without the variable the PostgreSQL runs are skipped (and say so); with
//! `KIBITZ_REQUIRE_POSTGRES=1` a missing or unreachable server fails the test instead.

#![allow(dead_code)]

use kibitz::store::{PgOptions, PgStore, SledStore, Store, StoreResult};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

/// The variable naming the test server.
pub const URL_VARIABLE: &str = "KIBITZ_TEST_DATABASE_URL";
/// The variable that makes the PostgreSQL runs mandatory.
pub const REQUIRE_VARIABLE: &str = "KIBITZ_REQUIRE_POSTGRES";

/// Where one run of a test keeps its store.
pub enum Backend {
    Sled(tempfile::TempDir),
    Postgres { url: String, schema: String },
}

impl Backend {
    /// "sled" or "postgres", for assertion messages.
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Sled(_) => "sled",
            Backend::Postgres { .. } => "postgres",
        }
    }

    /// Opens (or reopens) the store; a test drops it before reopening (sled locks its
    /// directory).
    pub fn open(&self) -> StoreResult<Arc<dyn Store>> {
        Ok(match self {
            Backend::Sled(dir) => Arc::new(retry_while_locked(|| SledStore::open(dir.path()))?),
            Backend::Postgres { url, schema } => Arc::new(PgStore::open(
                url,
                &PgOptions {
                    schema: Some(schema.clone()),
                    application_name: schema.clone(),
                    ..PgOptions::default()
                },
            )?),
        })
    }

    /// Replaces game `id`'s record by something that is not a game, behind the store's back.
    pub fn damage_game(&self, id: &str) {
        match self {
            Backend::Sled(dir) => {
                let db = retry_while_locked(|| sled::open(dir.path())).unwrap();
                db.open_tree("games")
                    .unwrap()
                    .insert(id, &b"{not json"[..])
                    .unwrap();
                db.flush().unwrap();
            }
            Backend::Postgres { url, schema } => {
                let mut client = postgres::Client::connect(url, postgres::NoTls).unwrap();
                let updated = client
                    .execute(
                        &format!("UPDATE {schema}.games SET doc = '{{\"not\": \"a game\"}}' WHERE id = $1"),
                        &[&id],
                    )
                    .unwrap();
                assert_eq!(updated, 1);
            }
        }
    }
}

impl Backend {
    /// Cuts every connection the stores of this backend hold (as a database restart would);
    /// returns how many. Nothing to cut on sled.
    pub fn cut_connections(&self) -> usize {
        match self {
            Backend::Sled(_) => 0,
            Backend::Postgres { url, schema } => {
                let mut client = postgres::Client::connect(url, postgres::NoTls).unwrap();
                client
                    .query(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
                         WHERE application_name = $1",
                        &[schema],
                    )
                    .unwrap()
                    .len()
            }
        }
    }
}

/// sled releases a directory's lock a moment after the last handle is dropped (its flusher
/// thread ends asynchronously): a test that reopens at once retries for up to two seconds.
fn retry_while_locked<T, E: std::fmt::Display>(
    mut open: impl FnMut() -> Result<T, E>,
) -> Result<T, E> {
    let mut attempts = 0;
    loop {
        match open() {
            Err(e)
                if attempts < 100
                    && (e.to_string().contains("lock")
                        || e.to_string().contains("another kibitz is using")) =>
            {
                attempts += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            other => return other,
        }
    }
}

impl Drop for Backend {
    fn drop(&mut self) {
        if let Backend::Postgres { url, schema } = self {
            match postgres::Client::connect(url, postgres::NoTls) {
                Ok(mut client) => {
                    if let Err(e) = client.batch_execute(&format!("DROP SCHEMA {schema} CASCADE")) {
                        eprintln!("could not drop the test schema {schema}: {e}");
                    }
                }
                Err(e) => eprintln!("could not drop the test schema {schema}: {e}"),
            }
        }
    }
}

/// A fresh sled directory.
pub fn sled() -> Backend {
    Backend::Sled(tempfile::tempdir().unwrap())
}

/// A fresh schema on the test server, or `None` (with a line on stderr) when PostgreSQL runs
/// are not configured. Panics when they are required and the server cannot be used.
pub fn postgres(test: &str) -> Option<Backend> {
    let required = std::env::var(REQUIRE_VARIABLE).is_ok_and(|v| v == "1");
    let Some(url) = std::env::var(URL_VARIABLE).ok().filter(|u| !u.is_empty()) else {
        assert!(
            !required,
            "{REQUIRE_VARIABLE}=1 but {URL_VARIABLE} is not set: cannot run {test} on PostgreSQL"
        );
        eprintln!("skipped on PostgreSQL (set {URL_VARIABLE} to run it): {test}");
        return None;
    };
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let schema = format!(
        "kz_test_{}_{}_{}",
        std::process::id(),
        nanos,
        COUNTER.fetch_add(1, Ordering::Relaxed)
    );
    let created = postgres::Client::connect(&url, postgres::NoTls)
        .and_then(|mut client| client.batch_execute(&format!("CREATE SCHEMA {schema}")));
    match created {
        Ok(()) => Some(Backend::Postgres { url, schema }),
        Err(e) => {
            assert!(
                !required,
                "{REQUIRE_VARIABLE}=1 but the PostgreSQL server at {URL_VARIABLE} cannot be used: {e}"
            );
            eprintln!("skipped on PostgreSQL (server unreachable: {e}): {test}");
            None
        }
    }
}

/// Runs `test` on sled, then on PostgreSQL when configured.
pub fn each_backend(name: &str, test: impl Fn(&Backend)) {
    test(&sled());
    if let Some(backend) = postgres(name) {
        test(&backend);
    }
}
