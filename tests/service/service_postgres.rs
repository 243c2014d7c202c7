//! Service-level tests on PostgreSQL (run when `KIBITZ_TEST_DATABASE_URL` is set; see
//! `tests/store/backends.rs`): several services on one database, as several processes would
//! be, and connections cut in the middle of play.

use crate::backends;
use crate::service_concurrency::race_simultaneous_moves;
use crate::service_support::*;

use kibitz::service::*;
use kibitz::store::StoreError;
use std::sync::Arc;

fn service_on(backend: &backends::Backend, clock: &TestClock) -> Service {
    Service::with_store(backend.open().unwrap(), Arc::new(clock.clone()), config()).unwrap()
}

#[test]
fn two_services_on_one_database_apply_exactly_one_of_simultaneous_moves() {
    let name = "two_services_on_one_database_apply_exactly_one_of_simultaneous_moves";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let services = [
        Arc::new(service_on(&backend, &clock)),
        Arc::new(service_on(&backend, &clock)),
    ];
    race_simultaneous_moves(&services, 10);
}

#[test]
fn a_game_started_through_one_service_is_finished_through_another() {
    let name = "a_game_started_through_one_service_is_finished_through_another";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let first = service_on(&backend, &clock);
    let second = service_on(&backend, &clock);
    let id = start_game_across(&first, &second, &alice(), &bob());
    two_moves(&second, &id, &alice(), &bob());
    first.resign(&bob(), &here(), Some(id.as_str())).unwrap();
    let doc = second.game_doc(&id).unwrap();
    assert!(doc.finished.is_some(), "the other service sees the end");
    let board = second
        .store()
        .leaderboard(kibitz::store::BoardScope::Global, some_kind())
        .unwrap();
    assert_eq!(board.len(), 2, "both players are on the global leaderboard");
}

#[test]
fn moves_carry_on_after_the_database_connections_are_cut() {
    let name = "moves_carry_on_after_the_database_connections_are_cut";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let service = service_on(&backend, &clock);
    let id = start_game(&service, &alice(), &bob());
    let first = service.suggest_moves(&alice(), &here(), Some(id.as_str()), "");
    service
        .play(&alice(), &here(), Some(id.as_str()), &first[0].canonical)
        .unwrap();
    assert!(backend.cut_connections() > 0, "the pool held connections");
    // The pool notices the dead connections and opens new ones: the next move just works.
    let reply = service.suggest_moves(&bob(), &here(), Some(id.as_str()), "");
    service
        .play(&bob(), &here(), Some(id.as_str()), &reply[0].canonical)
        .unwrap();
    assert_eq!(service.game_doc(&id).unwrap().moves.len(), 2);
}

#[test]
fn an_unreachable_database_is_answered_with_try_again() {
    let error = ServiceError::Store(StoreError::Unavailable {
        reason: "connection refused".into(),
    });
    assert_eq!(
        error.user_message().map(|m| m.en()).as_deref(),
        Some(
            "The game database cannot be reached right now, so nothing was changed: try again \
             in a moment."
        )
    );
}

/// Plays one move for each side of `id` (`first`, then `second`): a game ended before its
/// second move is aborted unrated, and these tests want rated results.
fn two_moves(s: &Service, id: &GameId, first: &Actor, second: &Actor) {
    use kibitz::games::{replay, Notation};
    for who in [first, second] {
        let doc = s.game_doc(id).unwrap();
        let moves = replay(&doc.record())
            .unwrap()
            .legal_moves(Notation::Canonical);
        s.play(who, &here(), Some(id.as_str()), &moves[0]).unwrap();
    }
}

fn start_game(s: &Service, first: &Actor, second: &Actor) -> GameId {
    start_game_across(s, s, first, second)
}

/// `first` challenges `second` through `made_on`, who accepts with the button through
/// `accepted_on` (another process, as far as the database can tell).
fn start_game_across(
    made_on: &Service,
    accepted_on: &Service,
    first: &Actor,
    second: &Actor,
) -> GameId {
    let challenge = made_on
        .challenge(
            first,
            &here(),
            ChallengeRequest {
                game: some_kind(),
                opponent: Some(second.clone()),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
    let accept = challenge.reply.buttons[0].custom_id();
    accepted_on
        .press(second, &here(), &accept)
        .unwrap()
        .started
        .unwrap()
        .game
}

/// Every service ticks at the same moment, each on its own thread; their notices, by service.
fn tick_together(services: &[Arc<Service>]) -> Vec<Vec<Notice>> {
    let handles: Vec<_> = services
        .iter()
        .map(|s| {
            let s = s.clone();
            std::thread::spawn(move || s.tick().unwrap())
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

#[test]
fn two_services_ticking_together_handle_each_deadline_event_once() {
    let name = "two_services_ticking_together_handle_each_deadline_event_once";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let services = [
        Arc::new(service_on(&backend, &clock)),
        Arc::new(service_on(&backend, &clock)),
    ];
    let games: Vec<GameId> = (0..6)
        .map(|i| {
            let a = Actor::new(UserId(10 + 2 * i), "a");
            let b = Actor::new(UserId(11 + 2 * i), "b");
            start_game(&services[i as usize % 2], &a, &b)
        })
        .collect();
    // Both tick at the same moment, first when the reminders are due, then past the deadlines.
    for (step, expect) in [
        (2 * DAY + 12 * HOUR, NoticeKind::Reminder),
        (DAY, NoticeKind::TimeLoss),
    ] {
        clock.advance(step);
        let notices = tick_together(&services);
        for id in &games {
            let handled_by: Vec<usize> = notices
                .iter()
                .enumerate()
                .filter(|(_, n)| {
                    n.iter()
                        .any(|n| n.game.as_ref() == Some(id) && n.kind == expect)
                })
                .map(|(i, _)| i)
                .collect();
            assert_eq!(handled_by.len(), 1, "{expect:?} of {id}: {notices:?}");
        }
    }
    for id in &games {
        assert!(services[0].game_doc(id).unwrap().finished.is_some());
    }
}

#[test]
fn two_services_ticking_together_start_each_automatic_vacation_once() {
    let name = "two_services_ticking_together_start_each_automatic_vacation_once";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let on = |backend: &backends::Backend| {
        let config = ServiceConfig {
            automatic_vacation: true,
            ..config()
        };
        Arc::new(
            Service::with_store(backend.open().unwrap(), Arc::new(clock.clone()), config).unwrap(),
        )
    };
    let services = [on(&backend), on(&backend)];
    let players: Vec<(Actor, Actor)> = (0..6)
        .map(|i| {
            (
                Actor::new(UserId(40 + 2 * i), "a"),
                Actor::new(UserId(41 + 2 * i), "b"),
            )
        })
        .collect();
    let games: Vec<GameId> = players
        .iter()
        .enumerate()
        .map(|(i, (a, b))| start_game(&services[i % 2], a, b))
        .collect();
    // Past every deadline, both tick at the same moment.
    clock.advance(3 * DAY + HOUR);
    let notices: Vec<Notice> = tick_together(&services).concat();
    for (id, (a, _)) in games.iter().zip(&players) {
        let told: Vec<&Notice> = notices
            .iter()
            .filter(|n| n.user == a.user && n.kind == NoticeKind::Vacation)
            .collect();
        assert_eq!(told.len(), 1, "{id}: {notices:?}");
        let doc = services[0].game_doc(id).unwrap();
        assert!(doc.is_active() && doc.paused.is_some(), "{id}");
        let record = services[1].store().vacation(a.user).unwrap().unwrap();
        assert_eq!(record.version, 1, "started once");
    }
    assert!(!notices.iter().any(|n| n.kind == NoticeKind::TimeLoss));
    // A move through the other service ends the vacation, charged once: 1 day.
    let (a, b) = &players[0];
    let first = services[1].suggest_moves(a, &here(), Some(games[0].as_str()), "");
    let moved = services[1]
        .play(a, &here(), Some(games[0].as_str()), &first[0].canonical)
        .unwrap();
    assert!(
        moved
            .reply
            .text
            .en()
            .contains("(1 day used, 29 days left this year)"),
        "{}",
        moved.reply.text.en()
    );
    let record = services[0].store().vacation(a.user).unwrap().unwrap();
    assert_eq!(
        (record.version, record.used_days, record.current),
        (2, 1, None)
    );
    assert!(
        services[0].game_doc(&games[0]).unwrap().deadline.is_some(),
        "{b:?} to move"
    );
}

#[test]
fn two_services_starting_together_after_an_outage_extend_deadlines_once() {
    let name = "two_services_starting_together_after_an_outage_extend_deadlines_once";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let games: Vec<GameId> = {
        let before = service_on(&backend, &clock);
        let games = (0..20)
            .map(|i| {
                let a = Actor::new(UserId(100 + 2 * i), "a");
                let b = Actor::new(UserId(101 + 2 * i), "b");
                start_game(&before, &a, &b)
            })
            .collect();
        before.close().unwrap();
        games
    };
    let deadlines: Vec<Timestamp> = {
        let probe = backend.open().unwrap();
        games
            .iter()
            .map(|id| probe.game(id).unwrap().unwrap().deadline.unwrap())
            .collect()
    };
    // Every process was down for ten hours; then two start at the same moment.
    clock.advance(10 * HOUR);
    let barrier = Arc::new(std::sync::Barrier::new(2));
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let store = backend.open().unwrap();
            let clock = clock.clone();
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                Service::with_store(store, Arc::new(clock), config()).unwrap()
            })
        })
        .collect();
    let services: Vec<Service> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    for (id, before) in games.iter().zip(&deadlines) {
        let after = services[0].game_doc(id).unwrap().deadline.unwrap();
        assert_eq!(
            after,
            before.plus(10 * HOUR),
            "game {id}: the ten hours count once"
        );
    }
}

/// Figures for the README, not a check: the median time of a move through the service (load,
/// rules, versioned write, durable commit; no pictures) on each backend. Run with
/// `cargo test --release --test service move_latency -- --ignored --nocapture`.
#[test]
#[ignore]
fn move_latency_on_each_backend() {
    backends::each_backend("move_latency_on_each_backend", |backend| {
        let clock = TestClock::new(START);
        let service = service_on(backend, &clock);
        let mut times = Vec::new();
        for round in 0..20 {
            let id = start_game(
                &service,
                &Actor::new(UserId(1000 + 2 * round), "a"),
                &Actor::new(UserId(1001 + 2 * round), "b"),
            );
            for ply in 0..20 {
                let who = if ply % 2 == 0 {
                    Actor::new(UserId(1000 + 2 * round), "a")
                } else {
                    Actor::new(UserId(1001 + 2 * round), "b")
                };
                let choices = service.suggest_moves(&who, &here(), Some(id.as_str()), "");
                let Some(first) = choices.first() else { break };
                let started = std::time::Instant::now();
                if service
                    .play(&who, &here(), Some(id.as_str()), &first.canonical)
                    .is_err()
                {
                    break;
                }
                times.push(started.elapsed());
            }
        }
        times.sort();
        eprintln!(
            "{}: {} moves, median {:?}, 90th percentile {:?}",
            backend.name(),
            times.len(),
            times[times.len() / 2],
            times[times.len() * 9 / 10]
        );
    });
}

#[test]
fn games_of_one_player_ending_together_in_two_services_both_count() {
    let name = "games_of_one_player_ending_together_in_two_services_both_count";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let services = [
        Arc::new(service_on(&backend, &clock)),
        Arc::new(service_on(&backend, &clock)),
    ];
    for round in 0..5 {
        // alice has two games; in each, her opponent resigns through a different service at the
        // same moment. Both results must reach her leaderboard row.
        let with_bob = start_game(&services[0], &alice(), &bob());
        let with_carol = start_game(&services[1], &alice(), &carol());
        two_moves(&services[0], &with_bob, &alice(), &bob());
        two_moves(&services[1], &with_carol, &alice(), &carol());
        let barrier = Arc::new(std::sync::Barrier::new(2));
        let handles: Vec<_> = [(0, bob(), with_bob), (1, carol(), with_carol)]
            .into_iter()
            .map(|(i, who, id)| {
                let service = services[i].clone();
                let barrier = barrier.clone();
                std::thread::spawn(move || {
                    barrier.wait();
                    service.resign(&who, &here(), Some(id.as_str())).unwrap();
                })
            })
            .collect();
        for handle in handles {
            handle.join().unwrap();
        }
        let board = services[0]
            .store()
            .leaderboard(kibitz::store::BoardScope::Global, some_kind())
            .unwrap();
        let row = board.iter().find(|r| r.user == alice().user).unwrap();
        assert_eq!(
            (row.played, row.wins),
            (2 * (round + 1), 2 * (round + 1)),
            "round {round}"
        );
    }
}
