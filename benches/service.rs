//! Service benchmarks:
//! - `move_end_to_end`: one move through the service — load the record, replay and check it,
//!   commit with flush, render the PNG (target: under 20 ms median);
//! - `conditional_reply`: one of alice's moves, plain, and answered at once by bob's conditional
//!   line (the move and the reply in one write; target: the reply adds under 5 ms);
//! - `sustained_moves_1000_games`: moves round-robin over 1,000 active games (throughput);
//! - `store_100k_games`: a store holding 100,000 games — look-ups and a player's list; the size
//!   on disk and the process's resident memory are printed.
//!
//! Run: `cargo bench --bench service`

mod common;

use common::{here, id_letters, line, position_after};
use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
use kibitz::games::{GameKind, Side};
use kibitz::service::*;
use kibitz::store::{GameDoc, PlayerSlot, SledStore, Store};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn alice() -> Actor {
    Actor::new(UserId(1), "alice")
}
fn bob() -> Actor {
    Actor::new(UserId(2), "bob")
}
/// Games in progress, each with the moves still to play.
struct Pool {
    service: Service,
    games: Vec<(GameId, Vec<String>, usize)>,
    kind: GameKind,
    plies: usize,
    seed: u64,
}

impl Pool {
    fn new(service: Service, kind: GameKind, count: usize, plies: usize) -> Pool {
        let mut pool = Pool {
            service,
            games: Vec::new(),
            kind,
            plies,
            seed: 0x1234_5678,
        };
        for _ in 0..count {
            let game = pool.start();
            pool.games.push(game);
        }
        pool
    }

    fn start(&mut self) -> (GameId, Vec<String>, usize) {
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        let s = &self.service;
        s.challenge(
            &alice(),
            &here(),
            ChallengeRequest {
                game: self.kind,
                opponent: Some(bob()),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
        let id = s
            .accept(&bob(), &here(), None)
            .unwrap()
            .started
            .unwrap()
            .game;
        (id, line(self.kind, self.plies, self.seed), 0)
    }

    /// Plays the next move of game `i` (restarting it when its line is used up) and returns the
    /// time the move itself took.
    fn step(&mut self, i: usize) -> Duration {
        if self.games[i].2 >= self.games[i].1.len() {
            self.games[i] = self.start();
        }
        let (id, moves, next) = &mut self.games[i];
        let who = if *next % 2 == 0 { alice() } else { bob() };
        let mv = moves[*next].clone();
        *next += 1;
        let started = Instant::now();
        let response = self
            .service
            .play(&who, &here(), Some(id.as_str()), &mv)
            .unwrap();
        let took = started.elapsed();
        criterion::black_box(response);
        took
    }
}

impl Pool {
    /// Plays alice's next move in game 0 and returns the time it took: with `line`, bob first
    /// enters a conditional line answering it with his next move of the game's line, so the
    /// time is the move and the reply, written together; without, bob's move is then typed
    /// (untimed), so both leave the game in the same state.
    fn alice_move(&mut self, line: bool) -> Duration {
        if self.games[0].2 + 2 > self.games[0].1.len() || self.games[0].2 % 2 == 1 {
            self.games[0] = self.start();
        }
        let (id, moves, next) = &mut self.games[0];
        let (theirs, mine) = (moves[*next].clone(), moves[*next + 1].clone());
        *next += 2;
        if line {
            self.service
                .conditional_add(
                    &bob(),
                    &here(),
                    Some(id.as_str()),
                    &format!("{theirs} {mine}"),
                )
                .unwrap();
        }
        let started = Instant::now();
        let response = self
            .service
            .play(&alice(), &here(), Some(id.as_str()), &theirs)
            .unwrap();
        let took = started.elapsed();
        criterion::black_box(response);
        if !line {
            self.service
                .play(&bob(), &here(), Some(id.as_str()), &mine)
                .unwrap();
        }
        took
    }
}

fn conditional_reply(c: &mut Criterion) {
    let mut group = c.benchmark_group("conditional_reply");
    group.sample_size(30);
    let dir = tempfile::tempdir().unwrap();
    let mut pool = Pool::new(open(dir.path(), true), GameKind::Xiangqi, 1, 60);
    group.bench_function("plain_move", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| pool.alice_move(false)).sum());
    });
    group.bench_function("move_answered_by_a_line", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| pool.alice_move(true)).sum());
    });
    group.finish();
}

fn open(dir: &std::path::Path, pictures: bool) -> Service {
    let config = ServiceConfig {
        pictures,
        // Two players drive every game as fast as they can: the flood limits would refuse them.
        max_open_challenges: usize::MAX,
        max_active_games: usize::MAX,
        command_rate: None,
        ..ServiceConfig::default()
    };
    Service::open(dir, Arc::new(SystemClock), config).unwrap()
}

fn move_end_to_end(c: &mut Criterion) {
    let mut group = c.benchmark_group("move_end_to_end");
    group.sample_size(30);
    for kind in GameKind::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut pool = Pool::new(open(dir.path(), true), kind, 1, 60);
        group.bench_function(BenchmarkId::from_parameter(kind.name()), |b| {
            b.iter_custom(|iters| (0..iters).map(|_| pool.step(0)).sum());
        });
    }
    group.finish();
}

fn sustained_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("sustained_moves_1000_games");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1));
    let dir = tempfile::tempdir().unwrap();
    let mut pool = Pool::new(open(dir.path(), false), GameKind::Xiangqi, 1000, 40);
    let mut turn = 0usize;
    group.bench_function("xiangqi_no_pictures", |b| {
        b.iter_custom(|iters| {
            (0..iters)
                .map(|_| {
                    turn = (turn + 1) % 1000;
                    pool.step(turn)
                })
                .sum()
        });
    });
    group.finish();
}

fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn store_100k(c: &mut Criterion) {
    const GAMES: u64 = 100_000;
    let dir = tempfile::tempdir().unwrap();
    let rss_before = resident_kib();
    let moves = line(GameKind::Xiangqi, 40, 99);
    let position = position_after(GameKind::Xiangqi, &moves);
    let ids: Vec<GameId> = (0..GAMES)
        .map(|i| GameId::parse(&format!("B{}", id_letters(i))).unwrap())
        .collect();
    {
        let store = SledStore::open(dir.path()).unwrap();
        let started = Instant::now();
        let docs = ids.iter().enumerate().map(|(i, id)| {
            let i = i as u64;
            let now = Timestamp(1_800_000_000 + i as i64);
            GameDoc {
                id: id.clone(),
                version: 0,
                kind: GameKind::Xiangqi,
                start: None,
                moves: moves.clone(),
                players: [
                    PlayerSlot {
                        user: UserId(i % 5_000),
                        name: format!("player{}", i % 5_000),
                    },
                    PlayerSlot {
                        user: UserId(5_000 + i % 5_000),
                        name: format!("player{}", 5_000 + i % 5_000),
                    },
                ]
                .into(),
                server: Some(ServerId(i % 50)),
                channel: ChannelId(i % 2_000),
                time_per_move: 3 * 86_400,
                created: now,
                last_move_at: now,
                deadline: Some(now.plus(Duration::from_secs(3 * 86_400))),
                reminded: false,
                event_at: Some(now.plus(Duration::from_secs(2 * 86_400))),
                to_move: Side::First,
                position: position.clone(),
                finished: None,
                draw_offer: None,
                takeback: None,
                compensated_until: None,
                notes: Vec::new(),
                paused: None,
                conditionals: Vec::new(),
                tournament: None,
            }
        });
        let docs: Vec<GameDoc> = docs.collect();
        let stored = store.import_games(&docs).unwrap();
        assert_eq!(stored as u64, GAMES);
        eprintln!(
            "store_100k_games: wrote {GAMES} games (40 moves each) in {:.1?}",
            started.elapsed()
        );
    }
    // Reopen as the bot would at start-up, and measure.
    let rss_open_before = resident_kib();
    let started = Instant::now();
    let service = open(dir.path(), false);
    let open_time = started.elapsed();
    let store = service.store();
    let mut group = c.benchmark_group("store_100k_games");
    group.sample_size(20);
    let mut i = 0usize;
    group.bench_function("load_game", |b| {
        b.iter(|| {
            i = (i + 7919) % ids.len();
            criterion::black_box(store.game(&ids[i]).unwrap())
        })
    });
    group.bench_function("player_games_list", |b| {
        b.iter(|| {
            criterion::black_box(
                service
                    .games(&Actor::new(UserId(42), "p"), &here())
                    .unwrap(),
            )
        })
    });
    group.bench_function("tick_nothing_due", |b| {
        b.iter(|| criterion::black_box(service.tick().unwrap()))
    });
    group.finish();
    let size = store.size_on_disk().unwrap_or(0);
    eprintln!(
        "store_100k_games: open {open_time:.1?}; size on disk {:.1} MiB; this process's RSS: \
         {} MiB at start, {} MiB after writing (includes the generated records), {} MiB after \
         the look-up benchmarks",
        size as f64 / 1_048_576.0,
        rss_before.map_or("?".into(), |k| (k / 1024).to_string()),
        rss_open_before.map_or("?".into(), |k| (k / 1024).to_string()),
        resident_kib().map_or("?".into(), |k| (k / 1024).to_string()),
    );
    drop(service);
    // The memory a bot holding these games needs: a fresh process opens the store, ticks,
    // lists a player's games and loads 10,000 games, then reports its resident memory.
    let output = std::process::Command::new(std::env::current_exe().unwrap())
        .env(MEASURE_VAR, dir.path())
        .output()
        .unwrap();
    eprint!("{}", String::from_utf8_lossy(&output.stdout));
}

const MEASURE_VAR: &str = "KIBITZ_BENCH_MEASURE_DIR";

/// The child of [`store_100k`]: open, work, report RSS.
fn measure_open_store(dir: &str) {
    let start = resident_kib().unwrap_or(0);
    let service = open(std::path::Path::new(dir), false);
    let opened = resident_kib().unwrap_or(0);
    service.tick().unwrap();
    let list = service
        .games(&Actor::new(UserId(42), "p"), &here())
        .unwrap();
    let mut loaded = 0;
    for i in 0..10_000u64 {
        let id = GameId::parse(&format!("B{}", id_letters(i * 10))).unwrap();
        if service.store().game(&id).unwrap().is_some() {
            loaded += 1;
        }
    }
    let after = resident_kib().unwrap_or(0);
    println!(
        "store_100k_games: fresh process RSS {} MiB at start, {} MiB after opening the store, \
         {} MiB after a tick, a {}-line games list and {loaded} game loads",
        start / 1024,
        opened / 1024,
        after / 1024,
        kibitz::i18n::english(&list.text).lines().count()
    );
}

criterion_group!(
    benches,
    move_end_to_end,
    conditional_reply,
    sustained_moves,
    store_100k
);

fn main() {
    if let Ok(dir) = std::env::var(MEASURE_VAR) {
        measure_open_store(&dir);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
