//! Many threads hammering one game at once: only one move may apply.

mod support;

use kibitz::games::{replay, Notation};
use kibitz::service::*;
use std::sync::{Arc, Barrier};
use support::*;

#[test]
fn of_many_simultaneous_moves_exactly_one_applies() {
    let f = Fixture::new();
    let id = f.start(some_kind(), &alice(), &bob(), &here());
    let legal = replay(&f.doc(&id).record())
        .unwrap()
        .legal_moves(Notation::Canonical);
    let service = Arc::new(f.service);
    let threads = 24;
    let barrier = Arc::new(Barrier::new(threads));
    let handles: Vec<_> = (0..threads)
        .map(|i| {
            let service = service.clone();
            let barrier = barrier.clone();
            let mv = legal[i % legal.len()].clone();
            // All are the player to move, with different moves (double clicks, two clients).
            let who = alice();
            let game = id.clone();
            std::thread::spawn(move || {
                barrier.wait();
                service.play(&who, &here(), Some(game.as_str()), &mv)
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let applied = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(applied, 1, "{results:?}");
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
