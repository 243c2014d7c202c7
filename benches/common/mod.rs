//! What the benchmarks share: the two store backends (a sled directory, or a fresh PostgreSQL
//! database dropped afterwards), a service over either, random lines of moves, and ids.
//!
//! PostgreSQL runs use `KIBITZ_TEST_DATABASE_URL` (default
//! `postgres://postgres@127.0.0.1:5432/postgres`); without a server they are skipped (and say
//! so). Each bench uses only some of this.

#![allow(dead_code)]

use kibitz::games::{new_game, GameKind, Notation};
use kibitz::service::*;
use kibitz::store::{PgOptions, PgStore, SledStore, Store};
use std::sync::Arc;

/// The place every benchmark plays in.
pub fn here() -> Place {
    Place::new(Some(ServerId(1)), ChannelId(1))
}

/// A random line of `plies` moves of `kind` that does not end the game.
pub fn line(kind: GameKind, plies: usize, seed: u64) -> Vec<String> {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state as usize
    };
    'attempt: loop {
        let mut game = new_game(kind, None).unwrap();
        let mut moves = Vec::new();
        for _ in 0..plies {
            let legal = game.legal_moves(Notation::Canonical);
            if legal.is_empty() {
                continue 'attempt;
            }
            let mv = legal[next() % legal.len()].clone();
            game.play(&mv).unwrap();
            if game.outcome().is_some() {
                continue 'attempt;
            }
            moves.push(mv);
        }
        return moves;
    }
}

/// The position after `moves` from the start of `kind`.
pub fn position_after(kind: GameKind, moves: &[String]) -> String {
    let mut game = new_game(kind, None).unwrap();
    for mv in moves {
        game.play(mv).unwrap();
    }
    game.position()
}

/// `i` written with the id alphabet, at least four letters (so every generated id parses).
pub fn id_letters(mut i: u64) -> String {
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    let mut out = Vec::new();
    loop {
        out.push(ALPHABET[(i % ALPHABET.len() as u64) as usize]);
        i /= ALPHABET.len() as u64;
        if i == 0 {
            break;
        }
    }
    while out.len() < 4 {
        out.push(b'2');
    }
    out.reverse();
    String::from_utf8(out).unwrap()
}

/// Where a benchmark's records live; a PostgreSQL database is dropped with this.
pub enum Backend {
    Sled(tempfile::TempDir),
    Postgres { server: String, name: String },
}

impl Backend {
    /// "sled" or "postgres", for benchmark names.
    pub fn label(&self) -> &'static str {
        match self {
            Backend::Sled(_) => "sled",
            Backend::Postgres { .. } => "postgres",
        }
    }

    /// The database's URL (PostgreSQL only).
    pub fn url(&self) -> Option<String> {
        match self {
            Backend::Sled(_) => None,
            Backend::Postgres { server, name } => {
                let (base, _) = server.rsplit_once('/').unwrap();
                Some(format!("{base}/{name}"))
            }
        }
    }

    /// Opens a store on it (each call a new store: a new pool on PostgreSQL).
    pub fn open(&self) -> Arc<dyn Store> {
        match self {
            Backend::Sled(dir) => Arc::new(SledStore::open(dir.path()).unwrap()),
            Backend::Postgres { .. } => {
                Arc::new(PgStore::open(&self.url().unwrap(), &PgOptions::default()).unwrap())
            }
        }
    }
}

impl Drop for Backend {
    fn drop(&mut self) {
        if let Backend::Postgres { server, name } = self {
            if let Ok(mut client) = postgres::Client::connect(server, postgres::NoTls) {
                let _ =
                    client.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            }
        }
    }
}

/// sled always; PostgreSQL when a server answers.
pub fn backends() -> Vec<Backend> {
    let mut all = vec![Backend::Sled(tempfile::tempdir().unwrap())];
    if let Some(pg) = postgres_backend() {
        all.push(pg);
    }
    all
}

/// A fresh database on the benchmark server, or `None` (with a line on stderr).
pub fn postgres_backend() -> Option<Backend> {
    static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let server = std::env::var("KIBITZ_TEST_DATABASE_URL")
        .ok()
        .filter(|u| !u.is_empty() && u != "off")
        .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/postgres".to_string());
    let name = format!(
        "kz_bench_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    );
    match postgres::Client::connect(&server, postgres::NoTls)
        .and_then(|mut c| c.batch_execute(&format!("CREATE DATABASE {name}")))
    {
        Ok(()) => Some(Backend::Postgres { server, name }),
        Err(e) => {
            eprintln!("PostgreSQL benchmarks skipped: no server at {server} ({e})");
            None
        }
    }
}

/// A service configuration for benchmarks: players drive games as fast as they can, so the
/// flood limits are off.
pub fn config(pictures: bool) -> ServiceConfig {
    ServiceConfig {
        pictures,
        max_open_challenges: usize::MAX,
        max_active_games: usize::MAX,
        command_rate: None,
        ..ServiceConfig::default()
    }
}

/// A service over `store` with the real clock.
pub fn service(store: Arc<dyn Store>, pictures: bool) -> Service {
    Service::with_store(store, Arc::new(SystemClock), config(pictures)).unwrap()
}
