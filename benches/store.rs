//! The two store backends side by side, through the service (the figures in the README's
//! storage section):
//! - `backend_move_end_to_end/<backend>`: one Xiangqi move — load, check, versioned durable
//!   commit, render the PNG (target: under 20 ms median on PostgreSQL);
//! - `backend_moves_1000_games/<backend>_<n>_services`: moves round-robin over 1,000 active
//!   games by one service, and on PostgreSQL by two services on one database (two stores, two
//!   connection pools, two threads in this process: what two processes would do to the
//!   database); criterion's throughput is moves per second across all services;
//! - `backend_100k_games/<backend>/…`: a store holding 100,000 games (imported, not played) and
//!   10,000 global leaderboard rows, 1,000 of its players on vacation (their 20,000 games' clocks
//!   stopped) and 5,000 games with a conditional line: a player's games list, the global leaderboard, a tick with nothing due (targets:
//!   under 10 ms each); the size on disk is printed;
//! - `pool_checkout_and_query`: taking a pooled PostgreSQL connection and running `SELECT 1`
//!   (what the synchronous driver costs each store call).
//!
//! PostgreSQL runs use `KIBITZ_TEST_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/postgres`)
//! in a fresh database each, dropped afterwards; without a server they are skipped (and say so).
//!
//! Run: `nice -n 10 cargo bench --bench store`

mod common;

use common::{
    backends, here, id_letters, line, position_after, postgres_backend, service, Backend,
};
use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
use kibitz::games::{GameKind, Side};
use kibitz::model::{ConditionalDoc, PauseDoc, VacationDoc, VacationSpan};
use kibitz::service::*;
use kibitz::store::{BoardScope, GameDoc, PlayerSlot, RatingDoc, RatingWrite};
use std::time::{Duration, Instant};

/// Games in progress through one service, each with its own two players and the moves still to
/// play.
struct Pool {
    service: Service,
    games: Vec<Slot>,
    seed: u64,
    /// Player ids start here (two services on one database use different players).
    first_user: u64,
    started: u64,
}

struct Slot {
    id: GameId,
    players: [Actor; 2],
    moves: Vec<String>,
    next: usize,
}

impl Pool {
    fn new(service: Service, count: usize, first_user: u64) -> Pool {
        let mut pool = Pool {
            service,
            games: Vec::new(),
            seed: 0x1234_5678 ^ first_user,
            first_user,
            started: 0,
        };
        for _ in 0..count {
            let slot = pool.start();
            pool.games.push(slot);
        }
        pool
    }

    fn start(&mut self) -> Slot {
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        let n = self.first_user + 2 * self.started;
        self.started += 1;
        let players = [Actor::new(UserId(n), "a"), Actor::new(UserId(n + 1), "b")];
        let s = &self.service;
        s.challenge(
            &players[0],
            &here(),
            ChallengeRequest {
                game: GameKind::Xiangqi,
                opponent: Some(players[1].clone()),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
        let id = s
            .accept(&players[1], &here(), None)
            .unwrap()
            .started
            .unwrap()
            .game;
        Slot {
            id,
            players,
            moves: line(GameKind::Xiangqi, 40, self.seed),
            next: 0,
        }
    }

    /// Plays the next move of game `i` (restarting it when its line is used up); returns the
    /// time the move took.
    fn step(&mut self, i: usize) -> Duration {
        if self.games[i].next >= self.games[i].moves.len() {
            self.games[i] = self.start();
        }
        let slot = &mut self.games[i];
        let who = slot.players[slot.next % 2].clone();
        let mv = slot.moves[slot.next].clone();
        slot.next += 1;
        let started = Instant::now();
        let response = self
            .service
            .play(&who, &here(), Some(slot.id.as_str()), &mv)
            .unwrap();
        let took = started.elapsed();
        criterion::black_box(response);
        took
    }
}

fn move_end_to_end(c: &mut Criterion) {
    let mut group = c.benchmark_group("backend_move_end_to_end");
    group.sample_size(30);
    for backend in backends() {
        let mut pool = Pool::new(service(backend.open(), true), 1, 10);
        group.bench_function(BenchmarkId::from_parameter(backend.label()), |b| {
            b.iter_custom(|iters| (0..iters).map(|_| pool.step(0)).sum());
        });
    }
    group.finish();
}

fn moves_1000_games(c: &mut Criterion) {
    const GAMES: usize = 1000;
    let mut group = c.benchmark_group("backend_moves_1000_games");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1));
    for backend in backends() {
        let counts: &[usize] = match backend {
            Backend::Sled(_) => &[1],
            // One sled directory belongs to one process; a database is shared.
            Backend::Postgres { .. } => &[1, 2],
        };
        for &services in counts {
            let pools: Vec<std::sync::Mutex<(Pool, usize)>> = (0..services)
                .map(|k| {
                    let pool = Pool::new(
                        service(backend.open(), false),
                        GAMES / services,
                        1_000_000 * (k as u64 + 1),
                    );
                    std::sync::Mutex::new((pool, 0))
                })
                .collect();
            let name = format!("{}_{services}_services", backend.label());
            group.bench_function(name, |b| {
                b.iter_custom(|iters| {
                    // Each service plays its share of the moves on its own thread; the time is
                    // the wall time until all are done.
                    let share = iters.div_ceil(services as u64);
                    let started = Instant::now();
                    std::thread::scope(|scope| {
                        for pool in &pools {
                            scope.spawn(move || {
                                let mut guard = pool.lock().unwrap();
                                let (pool, turn) = &mut *guard;
                                for _ in 0..share {
                                    *turn = (*turn + 1) % pool.games.len();
                                    pool.step(*turn);
                                }
                            });
                        }
                    });
                    started.elapsed()
                });
            });
        }
    }
    group.finish();
}

/// 100,000 games between 10,000 players (all active, nothing due for days), written in bulk.
fn hundred_thousand_games() -> Vec<GameDoc> {
    let full = line(GameKind::Xiangqi, 42, 99);
    let moves = full[..40].to_vec();
    let position = position_after(GameKind::Xiangqi, &moves);
    // The two moves after the stored ones, as a conditional line: the first player's next move
    // and the second player's answer.
    let line_tail: Vec<String> = full[40..42].to_vec();
    // Far enough ahead that no reminder is due while the benchmark runs.
    let base = SystemClock.now().plus(Duration::from_secs(30 * 86_400));
    (0..100_000u64)
        .map(|i| {
            let now = Timestamp(base.0 + i as i64);
            // The first 1,000 players are on vacation: their clocks (20,000 games) stand still
            // until the vacation's end, 10 days off.
            let paused = (i % 5_000 < ON_VACATION).then_some(PauseDoc {
                left: 2 * 86_400,
                until: vacation_until(base),
            });
            GameDoc {
                id: GameId::parse(&format!("B{}", id_letters(i))).unwrap(),
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
                deadline: match paused {
                    Some(_) => None,
                    None => Some(now.plus(Duration::from_secs(3 * 86_400))),
                },
                reminded: false,
                event_at: match paused {
                    Some(pause) => Some(pause.until),
                    None => Some(now.plus(Duration::from_secs(2 * 86_400))),
                },
                to_move: Side::First,
                position: position.clone(),
                finished: None,
                draw_offer: None,
                takeback: None,
                compensated_until: None,
                notes: Vec::new(),
                paused,
                // 5,000 games (not on vacation) where the player waiting keeps a conditional
                // line: a move of the game's continuation, then the answer to it.
                conditionals: if (1_000..2_000).contains(&(i % 5_000)) && (i / 5_000) % 4 == 0 {
                    vec![ConditionalDoc {
                        by: UserId(5_000 + i % 5_000),
                        moves: line_tail.clone(),
                        at: now,
                    }]
                } else {
                    Vec::new()
                },
                tournament: None,
            }
        })
        .collect()
}

/// How many of the 100,000 games' players are on vacation.
const ON_VACATION: u64 = 1_000;

/// When the vacations of the 100,000-game store end.
fn vacation_until(base: Timestamp) -> Timestamp {
    base.plus(Duration::from_secs(10 * 86_400))
}

/// The vacation records of the players on vacation in the 100,000-game store.
fn vacations(base: Timestamp) -> Vec<VacationDoc> {
    (0..ON_VACATION)
        .map(|u| {
            let mut doc = VacationDoc::new(UserId(u), base);
            doc.current = Some(VacationSpan {
                started: base,
                until: vacation_until(base),
                automatic: false,
            });
            doc
        })
        .collect()
}

fn store_100k(c: &mut Criterion) {
    let docs = hundred_thousand_games();
    let ratings: Vec<RatingWrite> = (0..10_000u64)
        .map(|u| {
            let mut doc = RatingDoc::new(UserId(u), &format!("player{u}"));
            doc.played = 20;
            doc.wins = (u % 20) as u32;
            doc.losses = 20 - doc.wins;
            doc.points = f64::from(doc.wins);
            doc.rating = 1200.0 + (u % 700) as f64;
            RatingWrite {
                scope: BoardScope::Global,
                kind: GameKind::Xiangqi,
                played_before: doc.played,
                doc,
            }
        })
        .collect();
    let mut group = c.benchmark_group("backend_100k_games");
    group.sample_size(20);
    for backend in backends() {
        let label = backend.label();
        let store = backend.open();
        let started = Instant::now();
        assert_eq!(store.import_games(&docs).unwrap(), docs.len());
        store.put_ratings(&ratings).unwrap();
        store
            .put_vacations(&vacations(
                SystemClock.now().plus(Duration::from_secs(30 * 86_400)),
            ))
            .unwrap();
        store.flush().unwrap();
        eprintln!(
            "backend_100k_games/{label}: imported {} games (40 moves each) and {} leaderboard \
             rows in {:.1?}; size on disk {:.1} MiB",
            docs.len(),
            ratings.len(),
            started.elapsed(),
            store.size_on_disk().unwrap_or(0) as f64 / 1_048_576.0
        );
        let service = service(store, false);
        group.bench_function(format!("{label}/player_games_list"), |b| {
            b.iter(|| {
                criterion::black_box(
                    service
                        .games(&Actor::new(UserId(42), "p"), &here())
                        .unwrap(),
                )
            })
        });
        group.bench_function(format!("{label}/global_leaderboard"), |b| {
            b.iter(|| {
                criterion::black_box(
                    service
                        .leaderboard(&here(), GameKind::Xiangqi, Scope::Global)
                        .unwrap(),
                )
            })
        });
        group.bench_function(format!("{label}/tick_nothing_due"), |b| {
            b.iter(|| criterion::black_box(service.tick().unwrap()))
        });
    }
    group.finish();
}

fn pool_checkout(c: &mut Criterion) {
    let Some(backend) = postgres_backend() else {
        return;
    };
    let url = backend.url().unwrap();
    let manager =
        r2d2_postgres::PostgresConnectionManager::new(url.parse().unwrap(), postgres::NoTls);
    let pool = r2d2::Pool::builder().max_size(2).build(manager).unwrap();
    c.bench_function("pool_checkout_and_query", |b| {
        b.iter(|| {
            let mut client = pool.get().unwrap();
            criterion::black_box(client.query_one("SELECT 1", &[]).unwrap())
        })
    });
}

criterion_group! {
    name = benches;
    // Short runs: the 100,000-game stores take a while to build, and the machine is shared.
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = move_end_to_end, moves_1000_games, store_100k, pool_checkout
}
criterion::criterion_main!(benches);
