//! The connection pool: r2d2 over the synchronous client, with the options every connection
//! gets (statement timeout, schema, application name), and a drop that is safe on an async
//! runtime's threads.

use crate::store::{StoreError, StoreResult};
use ::postgres::NoTls;
use r2d2_postgres::PostgresConnectionManager;
use std::time::Duration;

/// A connection taken from the pool (returned to it when dropped).
pub(super) type Connection = r2d2::PooledConnection<PostgresConnectionManager<NoTls>>;

/// Pool and timeout settings.
#[derive(Debug, Clone)]
pub struct PgOptions {
    /// Most connections this process opens.
    pub max_connections: u32,
    /// How long a command waits for a free connection (or a new one) before it is answered
    /// "try again in a moment".
    pub connect_timeout: Duration,
    /// Server-side limit on every statement, so a stuck query cannot hold a command forever.
    pub statement_timeout: Duration,
    /// Work in this schema instead of `public` (tests use one fresh schema each).
    pub schema: Option<String>,
    /// How the connections are named in `pg_stat_activity` (for operators, and for tests that
    /// cut this store's connections).
    pub application_name: String,
}

impl Default for PgOptions {
    fn default() -> Self {
        PgOptions {
            // Commands run on tokio's blocking threads; a few connections serve a bot well,
            // and PostgreSQL's default limit (100) is shared by every process.
            max_connections: 10,
            connect_timeout: Duration::from_secs(5),
            statement_timeout: Duration::from_secs(10),
            schema: None,
            application_name: "kibitz".to_string(),
        }
    }
}

/// The pool of one store (shared by its clones).
///
/// The synchronous client closes a connection by running a small runtime of its own, which
/// panics on a thread that is already inside a tokio runtime ("Cannot start a runtime from
/// within a runtime") — and the last connections go when the last handle is dropped, wherever
/// that is: the bot's async shutdown, a test's async body. So a handle dropped inside a runtime
/// is dropped on a thread of its own.
#[derive(Debug, Clone)]
pub(super) struct Pool(Option<r2d2::Pool<PostgresConnectionManager<NoTls>>>);

impl Pool {
    /// Builds the pool for `url` (one connection opened at once, so a bad URL or an absent
    /// server is reported now). Errors are the reason, for [`StoreError::Connect`].
    pub(super) fn connect(url: &str, options: &PgOptions) -> Result<Pool, String> {
        let mut config: ::postgres::Config = url
            .parse()
            .map_err(|e: ::postgres::Error| format!("not a PostgreSQL URL ({e})"))?;
        let mut server_options = format!(
            "-c statement_timeout={}",
            options.statement_timeout.as_millis()
        );
        if let Some(schema) = &options.schema {
            server_options.push_str(&format!(" -c search_path={schema}"));
        }
        config
            .options(&server_options)
            .application_name(&options.application_name)
            .connect_timeout(options.connect_timeout);
        let manager = PostgresConnectionManager::new(config, NoTls);
        let pool = r2d2::Pool::builder()
            .max_size(options.max_connections.max(1))
            .min_idle(Some(1))
            .connection_timeout(options.connect_timeout)
            .build(manager)
            .map_err(|e| e.to_string())?;
        Ok(Pool(Some(pool)))
    }

    /// A connection, or [`StoreError::Unavailable`] when none comes in time.
    pub(super) fn get(&self) -> StoreResult<Connection> {
        let pool = self.0.as_ref().ok_or_else(|| StoreError::Unavailable {
            reason: "the store is closed".to_string(),
        })?;
        pool.get().map_err(|e| StoreError::Unavailable {
            reason: e.to_string(),
        })
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        let Some(pool) = self.0.take() else {
            return;
        };
        if tokio::runtime::Handle::try_current().is_ok() {
            // Joined, so that the connections are closed when the store's drop returns (as
            // outside a runtime); a panic there has already been printed.
            let _ = std::thread::spawn(move || drop(pool)).join();
        }
    }
}

/// `url` without its password, for messages.
pub(crate) fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or("");
            format!("{scheme}://{name}:***@{host}")
        }
        _ => url.to_string(),
    }
}
