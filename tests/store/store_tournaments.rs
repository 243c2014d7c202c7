//! Tournaments in the store: versioned writes (a new record at version 0, one winner among
//! writers of one version), the lists the tick and `/tournament list` read, and damaged
//! records. Every test runs on each backend (see `backends.rs`).

use crate::backends::each_backend;
use kibitz::games::GameKind;
use kibitz::model::*;
use kibitz::store::{Store, StoreError};
use std::sync::{Arc, Barrier};

fn slot(user: u64) -> PlayerSlot {
    PlayerSlot {
        user: UserId(user),
        name: format!("p{user}"),
    }
}

fn id(text: &str) -> TournamentId {
    TournamentId::parse(text).unwrap()
}

/// A tournament `id` of `server`, created at `created`, in `state`, at version 0 (not yet
/// written), with two entrants and (once running) a first round with a finished board.
pub(crate) fn tournament(
    text: &str,
    server: Option<u64>,
    created: i64,
    state: TournamentState,
) -> TournamentDoc {
    let entrant = |user: u64| EntrantDoc {
        player: slot(user),
        rating: Some(1500),
        joined: Timestamp(created + 10),
        from_round: 1,
        withdrawn_after: None,
    };
    let started = !matches!(
        state,
        TournamentState::Registration | TournamentState::Cancelled { .. }
    );
    TournamentDoc {
        id: id(text),
        version: 0,
        name: format!("cup {text}"),
        kind: GameKind::Xiangqi,
        format: TournamentFormat::Swiss { rounds: 3 },
        server: server.map(ServerId),
        channel: ChannelId(50),
        director: slot(1),
        time_per_move: 86_400,
        rated: true,
        vacation: true,
        max_players: Some(8),
        starts_at: Some(Timestamp(created + 1_000)),
        round_deadline: Some(604_800),
        tiebreaks: vec!["BH-C1".into(), "SB".into()],
        created: Timestamp(created),
        state,
        entrants: vec![entrant(1), entrant(2), entrant(3)],
        stages: if started {
            vec![StageDoc {
                groups: vec![GroupDoc {
                    players: vec![0, 1, 2],
                    rounds: vec![RoundDoc {
                        number: 1,
                        boards: vec![BoardDoc {
                            white: 0,
                            black: 1,
                            game: GameId::parse("G2G2").unwrap(),
                            result: Some(BoardResult::Draw),
                        }],
                        byes: vec![ByeDoc {
                            player: 2,
                            kind: ByeDocKind::PairingAllocated,
                        }],
                        paired_at: Timestamp(created + 1_000),
                        deadline: Some(Timestamp(created + 605_800)),
                        adjudication_asked: false,
                    }],
                }],
            }]
        } else {
            Vec::new()
        },
    }
}

fn ids(docs: &[TournamentDoc]) -> Vec<&str> {
    docs.iter().map(|d| d.id.as_str()).collect()
}

/// Runs `threads` writes at the same moment (behind a barrier); returns their results.
fn race(
    store: &Arc<dyn Store>,
    threads: u32,
    prepare: impl Fn(u32) -> TournamentDoc,
) -> Vec<Result<u64, StoreError>> {
    let barrier = Arc::new(Barrier::new(threads as usize));
    let handles: Vec<_> = (0..threads)
        .map(|i| {
            let doc = prepare(i);
            let (store, barrier) = (store.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                store.update_tournament(&doc)
            })
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

/// Asserts that exactly one of `results` won (with version `version`) and that every other
/// write lost as a conflict on `expected` (not some other error); returns the winner's index.
fn one_winner(results: &[Result<u64, StoreError>], version: u64, expected: u64) -> usize {
    let winners: Vec<usize> = (0..results.len()).filter(|&i| results[i].is_ok()).collect();
    assert_eq!(winners.len(), 1, "{results:?}");
    assert_eq!(results[winners[0]].as_ref().unwrap(), &version);
    for result in results.iter().filter(|r| r.is_err()) {
        assert!(
            matches!(result, Err(StoreError::Conflict { what: "tournament", expected: e, .. }) if *e == expected),
            "{result:?}"
        );
    }
    winners[0]
}

#[test]
fn a_new_tournament_is_written_at_version_0_once_and_reads_back_equal() {
    each_backend(
        "a_new_tournament_is_written_at_version_0_once_and_reads_back_equal",
        |backend| {
            let name = backend.name();
            let store = backend.open().unwrap();
            let doc = tournament("SW22", Some(9), 1_000, TournamentState::Running);
            assert_eq!(store.tournament(&doc.id).unwrap(), None, "{name}");
            assert_eq!(store.update_tournament(&doc).unwrap(), 1, "{name}");
            let read = store.tournament(&doc.id).unwrap().unwrap();
            assert_eq!(
                read,
                TournamentDoc {
                    version: 1,
                    ..doc.clone()
                },
                "{name}"
            );

            // A second new record with the same id is refused, and the first is kept.
            let other = TournamentDoc {
                name: "another cup".into(),
                ..doc.clone()
            };
            let error = store.update_tournament(&other).unwrap_err();
            assert!(
                matches!(error, StoreError::Conflict { what: "tournament", ref id, expected: 0 } if id == "SW22"),
                "{name}: {error}"
            );
            assert_eq!(store.tournament(&doc.id).unwrap().unwrap(), read, "{name}");

            // A write from the stored version bumps it; the same version again loses.
            let mut next = read.clone();
            next.entrants[2].withdrawn_after = Some(1);
            assert_eq!(store.update_tournament(&next).unwrap(), 2, "{name}");
            let error = store.update_tournament(&next).unwrap_err();
            assert!(
                matches!(error, StoreError::Conflict { expected: 1, .. }),
                "{name}: {error}"
            );
            let stored = store.tournament(&doc.id).unwrap().unwrap();
            assert_eq!(stored.version, 2, "{name}");
            assert_eq!(stored.entrants[2].withdrawn_after, Some(1), "{name}");
            // Kept across a reopen.
            drop(store);
            let store = backend.open().unwrap();
            assert_eq!(store.tournament(&doc.id).unwrap(), Some(stored), "{name}");
        },
    );
}

#[test]
fn of_writers_that_read_the_same_version_exactly_one_wins() {
    each_backend(
        "of_writers_that_read_the_same_version_exactly_one_wins",
        |backend| {
            let name = backend.name();
            let store = backend.open().unwrap();
            // 8 processes create the same tournament at once: one record is written.
            let results = race(&store, 8, |i| {
                let mut doc = tournament("RACE", Some(9), 1_000, TournamentState::Registration);
                doc.name = format!("cup by {i}");
                doc
            });
            let winner = one_winner(&results, 1, 0);
            let stored = store.tournament(&id("RACE")).unwrap().unwrap();
            assert_eq!(stored.name, format!("cup by {winner}"), "{name}");
            assert_eq!(stored.version, 1, "{name}");

            // 8 processes each pair the first round from version 1: one round is stored.
            let results = race(&store, 8, |i| {
                let mut doc = stored.clone();
                doc.state = TournamentState::Running;
                doc.stages = vec![StageDoc {
                    groups: vec![GroupDoc {
                        players: vec![0, 1, 2],
                        rounds: vec![RoundDoc {
                            number: 1,
                            boards: vec![BoardDoc {
                                white: 0,
                                black: 1,
                                game: GameId::parse(&format!("RD{}", i + 2)).unwrap(),
                                result: None,
                            }],
                            byes: Vec::new(),
                            paired_at: Timestamp(2_000),
                            deadline: None,
                            adjudication_asked: false,
                        }],
                    }],
                }];
                doc
            });
            let winner = one_winner(&results, 2, 1);
            let stored = store.tournament(&id("RACE")).unwrap().unwrap();
            assert_eq!(stored.version, 2, "{name}");
            let games: Vec<&str> = stored.boards().map(|(_, b)| b.game.as_str()).collect();
            assert_eq!(games, [format!("RD{}", winner + 2)], "{name}");
        },
    );
}

#[test]
fn the_active_list_holds_the_tournaments_taking_entries_or_being_played() {
    each_backend(
        "the_active_list_holds_the_tournaments_taking_entries_or_being_played",
        |backend| {
            let name = backend.name();
            let store = backend.open().unwrap();
            assert!(store.active_tournaments().unwrap().is_empty(), "{name}");
            for doc in [
                tournament("RUN2", Some(9), 1_000, TournamentState::Running),
                tournament(
                    "END2",
                    Some(9),
                    2_000,
                    TournamentState::Finished {
                        at: Timestamp(9_000),
                    },
                ),
                tournament("REG2", None, 3_000, TournamentState::Registration),
                tournament(
                    "CAN2",
                    Some(8),
                    4_000,
                    TournamentState::Cancelled {
                        at: Timestamp(5_000),
                    },
                ),
                tournament("REG3", Some(8), 5_000, TournamentState::Registration),
            ] {
                assert_eq!(store.update_tournament(&doc).unwrap(), 1, "{name}");
            }
            let active = store.active_tournaments().unwrap();
            assert_eq!(ids(&active), ["REG2", "REG3", "RUN2"], "{name}: by id");
            assert_eq!(
                active[2],
                TournamentDoc {
                    version: 1,
                    ..tournament("RUN2", Some(9), 1_000, TournamentState::Running)
                },
                "{name}"
            );

            // A tournament that finishes leaves the list; one that starts stays on it.
            let mut finished = store.tournament(&id("RUN2")).unwrap().unwrap();
            finished.state = TournamentState::Finished {
                at: Timestamp(10_000),
            };
            store.update_tournament(&finished).unwrap();
            let mut started = store.tournament(&id("REG3")).unwrap().unwrap();
            started.state = TournamentState::Running;
            store.update_tournament(&started).unwrap();
            let mut cancelled = store.tournament(&id("REG2")).unwrap().unwrap();
            cancelled.state = TournamentState::Cancelled {
                at: Timestamp(10_000),
            };
            store.update_tournament(&cancelled).unwrap();
            let active = store.active_tournaments().unwrap();
            assert_eq!(ids(&active), ["REG3"], "{name}");
            assert_eq!(active[0].state, TournamentState::Running, "{name}");
            assert_eq!(store.all_tournaments().unwrap().len(), 5, "{name}");
        },
    );
}

#[test]
fn a_servers_list_holds_only_its_tournaments_newest_first() {
    each_backend(
        "a_servers_list_holds_only_its_tournaments_newest_first",
        |backend| {
            let name = backend.name();
            let store = backend.open().unwrap();
            for doc in [
                tournament(
                    "PAST",
                    Some(9),
                    1_000,
                    TournamentState::Finished {
                        at: Timestamp(2_000),
                    },
                ),
                tournament("NEW2", Some(9), 5_000, TournamentState::Registration),
                tournament("MDB2", Some(9), 3_000, TournamentState::Running),
                tournament(
                    "MDA2",
                    Some(9),
                    3_000,
                    TournamentState::Cancelled {
                        at: Timestamp(3_500),
                    },
                ),
                tournament("XTRA", Some(8), 9_000, TournamentState::Running),
                tournament("DMS2", None, 9_000, TournamentState::Registration),
            ] {
                store.update_tournament(&doc).unwrap();
            }
            let listed = store.tournaments_in(ServerId(9)).unwrap();
            // Newest first, finished and cancelled ones too; one moment's by id.
            assert_eq!(ids(&listed), ["NEW2", "MDA2", "MDB2", "PAST"], "{name}");
            assert!(listed.iter().all(|d| d.version == 1), "{name}");
            assert_eq!(
                ids(&store.tournaments_in(ServerId(8)).unwrap()),
                ["XTRA"],
                "{name}"
            );
            assert!(
                store.tournaments_in(ServerId(7)).unwrap().is_empty(),
                "{name}"
            );
            assert_eq!(store.all_tournaments().unwrap().len(), 6, "{name}");
        },
    );
}

#[test]
fn a_damaged_tournament_is_skipped_by_the_lists_and_refused_by_a_copy() {
    each_backend(
        "a_damaged_tournament_is_skipped_by_the_lists_and_refused_by_a_copy",
        |backend| {
            let name = backend.name();
            {
                let store = backend.open().unwrap();
                for doc in [
                    tournament("KEPT", Some(9), 1_000, TournamentState::Running),
                    tournament("BAD2", Some(9), 2_000, TournamentState::Registration),
                    tournament("REG2", Some(9), 3_000, TournamentState::Registration),
                ] {
                    store.update_tournament(&doc).unwrap();
                }
            }
            backend.damage_tournament("BAD2");
            let store = backend.open().unwrap();
            // The tick still looks after the others.
            assert_eq!(
                ids(&store.active_tournaments().unwrap()),
                ["KEPT", "REG2"],
                "{name}"
            );
            assert_eq!(
                ids(&store.tournaments_in(ServerId(9)).unwrap()),
                ["REG2", "KEPT"],
                "{name}"
            );
            let error = store.tournament(&id("BAD2")).unwrap_err();
            assert!(
                matches!(error, StoreError::Corrupt { what: "tournament", ref id, .. } if id == "BAD2"),
                "{name}: {error}"
            );
            // A copy must not leave a record behind without saying so.
            let error = store.all_tournaments().unwrap_err();
            assert!(
                matches!(error, StoreError::Corrupt { what: "tournament", ref id, .. } if id == "BAD2"),
                "{name}: {error}"
            );
            assert!(error.to_string().contains("BAD2"), "{name}: {error}");
            assert!(store.tournament(&id("KEPT")).unwrap().is_some(), "{name}");
        },
    );
}
