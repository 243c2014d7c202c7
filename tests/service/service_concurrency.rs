//! Many threads hammering one game at once: only one move may apply.

use crate::service_support;

use kibitz::games::{replay, Notation};
use kibitz::service::*;
use service_support::*;
use std::sync::{Arc, Barrier};

#[test]
fn of_many_simultaneous_moves_exactly_one_applies() {
    let f = Fixture::new();
    race_simultaneous_moves(&[Arc::new(f.service)], 25);
}

/// Rounds of simultaneous moves on a fresh game each, the threads spread over `services` (one
/// service, or several over one shared database, as several processes would be).
pub fn race_simultaneous_moves(services: &[Arc<Service>], rounds: usize) {
    let kind = some_kind();
    let service = &services[0];
    // Many rounds, each a fresh game and a burst of simultaneous moves by the player to move
    // (double clicks, two clients), each thread with a different legal move.
    for round in 0..rounds {
        let challenge = service
            .challenge(
                &alice(),
                &here(),
                ChallengeRequest {
                    game: kind,
                    opponent: Some(bob()),
                    side: SideChoice::First,
                    time_per_move: None,
                },
            )
            .unwrap();
        let accept = challenge.reply.buttons[0].custom_id();
        let id = services[1 % services.len()]
            .press(&bob(), &here(), &accept)
            .unwrap()
            .started
            .unwrap()
            .game;
        let legal = replay(&service.game_doc(&id).unwrap().record())
            .unwrap()
            .legal_moves(Notation::Canonical);
        let threads = 12;
        let barrier = Arc::new(Barrier::new(threads));
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let service = services[i % services.len()].clone();
                let barrier = barrier.clone();
                let mv = legal[i % legal.len()].clone();
                let game = id.clone();
                std::thread::spawn(move || {
                    barrier.wait();
                    service.play(&alice(), &here(), Some(game.as_str()), &mv)
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let applied = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(applied, 1, "round {round}: {results:?}");
        for result in &results {
            if let Err(e) = result {
                assert!(
                    matches!(e, ServiceError::User(UserError::NotYourTurn { .. })),
                    "every other attempt is told it is not their turn: {e:?}"
                );
            }
        }
        let doc = service.game_doc(&id).unwrap();
        assert_eq!(doc.moves.len(), 1);
        assert_eq!(doc.version, 1, "exactly one write after the start");
    }
}

#[test]
fn both_players_moving_in_turn_from_many_threads_keep_a_consistent_record() {
    let f = Fixture::new();
    let id = f.start(some_kind(), &alice(), &bob(), &here());
    let service = Arc::new(f.service);
    // Each thread keeps trying to play the first legal move for its player; the game must
    // stay a legal sequence (every stored record replays).
    let handles: Vec<_> = (0..8)
        .map(|i| {
            let service = service.clone();
            let game = id.clone();
            let who = if i % 2 == 0 { alice() } else { bob() };
            std::thread::spawn(move || {
                let mut played = 0;
                for _ in 0..40 {
                    let choices = service.suggest_moves(&who, &here(), Some(game.as_str()), "");
                    if let Some(first) = choices.first() {
                        if service
                            .play(&who, &here(), Some(game.as_str()), &first.canonical)
                            .is_ok()
                        {
                            played += 1;
                        }
                    }
                }
                played
            })
        })
        .collect();
    let total: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
    let doc = service.game_doc(&id).unwrap();
    assert_eq!(
        doc.moves.len(),
        total,
        "every acknowledged move is in the record, once"
    );
    let game = replay(&doc.record()).unwrap();
    assert_eq!(game.position(), doc.position);
}

#[test]
fn an_open_challenge_accepted_by_many_at_once_starts_one_game() {
    let f = Fixture::new();
    let service = Arc::new(f.service);
    for _ in 0..10 {
        service
            .challenge(
                &alice(),
                &here(),
                ChallengeRequest {
                    game: some_kind(),
                    opponent: None,
                    side: SideChoice::Random,
                    time_per_move: None,
                },
            )
            .unwrap();
        let barrier = Arc::new(Barrier::new(8));
        let handles: Vec<_> = (0..8u64)
            .map(|i| {
                let service = service.clone();
                let barrier = barrier.clone();
                std::thread::spawn(move || {
                    let taker = Actor::new(UserId(100 + i), format!("taker{i}"));
                    barrier.wait();
                    service.accept(&taker, &here(), None)
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let started = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(started, 1, "{results:?}");
        for result in results.iter().filter_map(|r| r.as_ref().err()) {
            assert!(
                matches!(
                    result,
                    ServiceError::User(
                        UserError::NoSuchChallenge(_) | UserError::NoChallengeForYou
                    )
                ),
                "{result:?}"
            );
        }
    }
    let alices_games = service.store().game_ids_of(alice().user).unwrap();
    assert_eq!(alices_games.len(), 10);
}
