//! The store backends the same tests run on: sled always, and PostgreSQL when a server answers
//! at `KIBITZ_TEST_DATABASE_URL` (by default `postgres://postgres@127.0.0.1:5432/postgres`, the
//! server the project's machines run). Each PostgreSQL run works in a fresh schema (or, for
//! tests that start `kibitz` processes, a fresh database) of its own, dropped afterwards, so the
//! tests run in parallel. When no server answers, the PostgreSQL runs are skipped: each says so
//! on stderr, and the `postgres_skips` test target (tests/postgres_skips.rs, not captured)
//! lists them all in `cargo test`'s output. With `KIBITZ_REQUIRE_POSTGRES=1` a missing or
//! unreachable server fails the test instead. `KIBITZ_TEST_DATABASE_URL=off` skips them on
//! purpose.

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
    /// Replaces the global leaderboard row of `user` in `kind` by something that is not a
    /// rating, behind the store's back.
    pub fn damage_rating(&self, kind: kibitz::games::GameKind, user: u64) {
        match self {
            Backend::Sled(dir) => {
                let db = retry_while_locked(|| sled::open(dir.path())).unwrap();
                // The sled layout of a rating key: global scope, game code, user.
                let mut key = vec![1u8; 1];
                key.extend_from_slice(&[0; 8]);
                key.push(kind.code() as u8);
                key.extend_from_slice(&user.to_be_bytes());
                let ratings = db.open_tree("ratings").unwrap();
                assert!(ratings.insert(key, &b"[1, 2]"[..]).unwrap().is_some());
                db.flush().unwrap();
            }
            Backend::Postgres { url, schema } => {
                let mut client = postgres::Client::connect(url, postgres::NoTls).unwrap();
                let updated = client
                    .execute(
                        &format!(
                            "UPDATE {schema}.ratings SET doc = '[1, 2]' \
                             WHERE scope = 'global' AND kind = $1 AND user_id = $2"
                        ),
                        &[&kind.code(), &(user as i64)],
                    )
                    .unwrap();
                assert_eq!(updated, 1);
            }
        }
    }

    /// Replaces tournament `id`'s record by something that is not a tournament, behind the
    /// store's back (on PostgreSQL its columns, `active` among them, are left as they were).
    pub fn damage_tournament(&self, id: &str) {
        match self {
            Backend::Sled(dir) => {
                let db = retry_while_locked(|| sled::open(dir.path())).unwrap();
                let tournaments = db.open_tree("tournaments").unwrap();
                assert!(tournaments.insert(id, &b"{not json"[..]).unwrap().is_some());
                db.flush().unwrap();
            }
            Backend::Postgres { url, schema } => {
                let mut client = postgres::Client::connect(url, postgres::NoTls).unwrap();
                let updated = client
                    .execute(
                        &format!(
                            "UPDATE {schema}.tournaments \
                             SET doc = '{{\"not\": \"a tournament\"}}' WHERE id = $1"
                        ),
                        &[&id],
                    )
                    .unwrap();
                assert_eq!(updated, 1);
            }
        }
    }

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

/// The server the tests use when `KIBITZ_TEST_DATABASE_URL` is not set.
pub const DEFAULT_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// The test server's URL: the variable, else [`DEFAULT_URL`]; `None` when the variable is `off`.
pub fn server_url() -> Option<String> {
    match std::env::var(URL_VARIABLE) {
        Ok(url) if url.trim() == "off" => None,
        Ok(url) if !url.trim().is_empty() => Some(url.trim().to_string()),
        _ => Some(DEFAULT_URL.to_string()),
    }
}

/// Whether `KIBITZ_REQUIRE_POSTGRES=1`.
pub fn required() -> bool {
    std::env::var(REQUIRE_VARIABLE).is_ok_and(|v| v == "1")
}

/// Connects to the test server with a short timeout: a machine without one answers at once.
pub fn connect(url: &str) -> Result<postgres::Client, postgres::Error> {
    let mut config: postgres::Config = url.parse()?;
    config.connect_timeout(std::time::Duration::from_secs(3));
    config.connect(postgres::NoTls)
}

/// A name no other test run uses: `prefix_pid_nanos_counter`.
fn unique_name(prefix: &str) -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!(
        "{prefix}_{}_{}_{}",
        std::process::id(),
        nanos,
        COUNTER.fetch_add(1, Ordering::Relaxed)
    )
}

/// Runs `create` on the test server, or returns `None` (with a line on stderr) when no server
/// is configured or answers. Panics when PostgreSQL runs are required and it cannot be used.
fn on_server(
    test: &str,
    create: impl FnOnce(&mut postgres::Client) -> Result<(), postgres::Error>,
) -> Option<String> {
    let Some(url) = server_url() else {
        assert!(
            !required(),
            "{REQUIRE_VARIABLE}=1 but {URL_VARIABLE}=off: cannot run {test} on PostgreSQL"
        );
        eprintln!("skipped on PostgreSQL ({URL_VARIABLE}=off): {test}");
        return None;
    };
    match connect(&url).and_then(|mut client| create(&mut client)) {
        Ok(()) => Some(url),
        Err(e) => {
            assert!(
                !required(),
                "{REQUIRE_VARIABLE}=1 but the PostgreSQL server at {url} cannot be used: {e}"
            );
            eprintln!("skipped on PostgreSQL (no server answers at {url}: {e}): {test}");
            None
        }
    }
}

/// A fresh schema on the test server, or `None` (with a line on stderr) when no server is
/// configured or answers. Panics when PostgreSQL runs are required and the server cannot be
/// used.
pub fn postgres(test: &str) -> Option<Backend> {
    let schema = unique_name("kz_test");
    let url = on_server(test, |client| {
        client.batch_execute(&format!("CREATE SCHEMA {schema}"))
    })?;
    Some(Backend::Postgres { url, schema })
}

/// A fresh database on the test server, for tests that start `kibitz` processes (which take a
/// URL, so they cannot be pointed at a schema). Dropped, with any connection left to it, when
/// this is dropped.
pub struct TestDatabase {
    /// The server the database was created on.
    pub server: String,
    /// The database's name.
    pub name: String,
    /// Its URL, for `--database-url` and `database_url`.
    pub url: String,
}

impl TestDatabase {
    /// Opens a store on the database, as a process would.
    pub fn open(&self) -> StoreResult<Arc<dyn Store>> {
        Ok(Arc::new(PgStore::open(&self.url, &PgOptions::default())?))
    }

    /// Runs `sql` on the server (not in the test database), as an operator would.
    pub fn admin(&self, sql: &str) -> Vec<postgres::Row> {
        let mut client = connect(&self.server).unwrap();
        client.query(sql, &[]).unwrap()
    }

    /// Cuts every connection to the test database (as a database restart would); returns how
    /// many.
    pub fn cut_connections(&self) -> usize {
        self.admin(&format!(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{}'",
            self.name
        ))
        .len()
    }

    /// Lets new connections in (`true`) or turns them away (`false`), as while the server
    /// restarts.
    pub fn allow_connections(&self, allow: bool) {
        self.admin(&format!(
            "ALTER DATABASE {} WITH ALLOW_CONNECTIONS {allow}",
            self.name
        ));
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let dropped = connect(&self.server).and_then(|mut client| {
            client.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ))
        });
        if let Err(e) = dropped {
            eprintln!("could not drop the test database {}: {e}", self.name);
        }
    }
}

/// A fresh database on the test server, or `None` (skipped, as [`postgres`] says).
pub fn database(test: &str) -> Option<TestDatabase> {
    let name = unique_name("kz_db");
    let server = on_server(test, |client| {
        client.batch_execute(&format!("CREATE DATABASE {name}"))
    })?;
    let url = match server.rsplit_once('/') {
        Some((base, _)) => format!("{base}/{name}"),
        None => panic!("{URL_VARIABLE} must name a database: {server}"),
    };
    Some(TestDatabase { server, name, url })
}

/// Runs `test` on sled, then on PostgreSQL when configured.
pub fn each_backend(name: &str, test: impl Fn(&Backend)) {
    test(&sled());
    if let Some(backend) = postgres(name) {
        test(&backend);
    }
}
