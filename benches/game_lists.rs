//! A player's game lists on both backends, through the service: one player with 50 active and
//! 2,000 finished Xiangqi games (40 moves each, imported with `import_games`), each against an
//! opponent of their own:
//! - `game_lists/<backend>/choices_active`: the `game` autocomplete of `/move`
//!   (`Service::game_choices` with `GameFilter::Active`, nothing typed yet);
//! - `game_lists/<backend>/choices_any`: the `game` autocomplete of `/look` (`GameFilter::Any`);
//! - `game_lists/<backend>/choices_any_typed`: the same after a keystroke (`"opponent1"`, which
//!   matches a tenth of the opponents);
//! - `game_lists/<backend>/games`: `/games` (the active games and the last ten finished ones).
//!
//! Target: under 5 ms median each on PostgreSQL (the figures are in the README's storage
//! section).
//!
//! Run: `nice -n 10 cargo bench --bench game_lists`

mod common;

use common::{backends, here, id_letters, line, position_after, service};
use criterion::{criterion_group, Criterion};
use kibitz::games::{EndReason, GameKind, Outcome, Side};
use kibitz::service::*;
use kibitz::store::{FinishDoc, GameDoc, PlayerSlot};
use std::time::Duration;

const ACTIVE: u64 = 50;
const FINISHED: u64 = 2_000;

fn player() -> Actor {
    Actor::new(UserId(1), "player")
}

/// The player's games: the first [`ACTIVE`] going on, the rest finished at different times,
/// each against opponent `1000 + i`.
fn games() -> Vec<GameDoc> {
    let moves = line(GameKind::Xiangqi, 40, 7);
    let position = position_after(GameKind::Xiangqi, &moves);
    // Deadlines far ahead: no reminder falls due while the benchmark runs.
    let base = SystemClock.now().plus(Duration::from_secs(30 * 86_400));
    let player = player();
    (0..ACTIVE + FINISHED)
        .map(|i| {
            let active = i < ACTIVE;
            let at = Timestamp(base.0 - 86_400 * 60 + 600 * i as i64);
            let opponent = PlayerSlot {
                user: UserId(1_000 + i),
                name: format!("opponent{i}"),
            };
            let me = PlayerSlot {
                user: player.user,
                name: player.name.clone(),
            };
            let players = if i % 2 == 0 {
                [me, opponent]
            } else {
                [opponent, me]
            };
            GameDoc {
                id: GameId::parse(&format!("G{}", id_letters(i))).unwrap(),
                version: 0,
                kind: GameKind::Xiangqi,
                start: None,
                moves: moves.clone(),
                players: players.into(),
                server: Some(ServerId(1)),
                channel: ChannelId(1 + i % 5),
                time_per_move: 3 * 86_400,
                created: at,
                last_move_at: at,
                deadline: active.then(|| base.plus(Duration::from_secs(i * 60))),
                reminded: false,
                event_at: active.then(|| base.plus(Duration::from_secs(i * 60))),
                to_move: if i % 3 == 0 {
                    Side::First
                } else {
                    Side::Second
                },
                position: position.clone(),
                finished: (!active).then(|| FinishDoc {
                    outcome: match i % 3 {
                        0 => Outcome::win(Side::First, EndReason::Resignation),
                        1 => Outcome::win(Side::Second, EndReason::Time),
                        _ => Outcome::draw(EndReason::Agreement),
                    },
                    at: Timestamp(at.0 + 3_600),
                }),
                draw_offer: None,
                takeback: None,
                compensated_until: None,
                notes: Vec::new(),
                paused: None,
                conditionals: Vec::new(),
                tournament: None,
            }
        })
        .collect()
}

fn game_lists(c: &mut Criterion) {
    let docs = games();
    let mut group = c.benchmark_group("game_lists");
    group.sample_size(30);
    for backend in backends() {
        let label = backend.label();
        let store = backend.open();
        assert_eq!(store.import_games(&docs).unwrap(), docs.len());
        let service = service(store, false);
        let who = player();
        // The lists are what the benchmark claims they are.
        let active = service.game_choices(&who, &here(), "", GameFilter::Active);
        assert_eq!(active.len(), 25, "the autocomplete shows 25 choices");
        let listed = service.games(&who, &here()).unwrap();
        criterion::black_box(listed);
        for (name, typed, filter) in [
            ("choices_active", "", GameFilter::Active),
            ("choices_any", "", GameFilter::Any),
            ("choices_any_typed", "opponent1", GameFilter::Any),
        ] {
            group.bench_function(format!("{label}/{name}"), |b| {
                b.iter(|| criterion::black_box(service.game_choices(&who, &here(), typed, filter)))
            });
        }
        group.bench_function(format!("{label}/games"), |b| {
            b.iter(|| criterion::black_box(service.games(&who, &here()).unwrap()))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = game_lists
}
criterion::criterion_main!(benches);
