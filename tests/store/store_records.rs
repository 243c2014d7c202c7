//! The store on its own: schema versions, corrupt records, versioned writes, indexes, backups.
//! Every test but the sled backup runs on each backend (see `backends.rs`).

use crate::backends::each_backend;
use kibitz::games::{EndReason, GameKind, Outcome, Side};
use kibitz::service::{ChannelId, GameId, ServerId, Timestamp, UserId};
use kibitz::store::{
    BoardScope, FinishDoc, GameDoc, PlayerSlot, RatingDoc, RatingWrite, SledStore, Store,
    StoreError, SCHEMA_VERSION,
};
use std::sync::{Arc, Barrier};

/// A game `id` between users `a` and `b` in `channel`, going on, with its next event at `event`.
pub(crate) fn doc(id: &str, a: u64, b: u64, channel: u64, event: Option<i64>) -> GameDoc {
    GameDoc {
        id: GameId::parse(id).unwrap(),
        version: 0,
        kind: GameKind::Xiangqi,
        start: None,
        moves: Vec::new(),
        players: [
            PlayerSlot {
                user: UserId(a),
                name: format!("p{a}"),
            },
            PlayerSlot {
                user: UserId(b),
                name: format!("p{b}"),
            },
        ]
        .into(),
        server: Some(ServerId(7)),
        channel: ChannelId(channel),
        time_per_move: 3600,
        created: Timestamp(1_000),
        last_move_at: Timestamp(1_000),
        deadline: event.map(Timestamp),
        reminded: false,
        event_at: event.map(Timestamp),
        to_move: Side::First,
        position: "start".into(),
        finished: None,
        draw_offer: None,
        takeback: None,
        compensated_until: None,
        notes: Vec::new(),
        paused: None,
        conditionals: Vec::new(),
        tournament: None,
    }
}

#[test]
fn a_newer_schema_is_refused_with_a_clear_message() {
    each_backend(
        "a_newer_schema_is_refused_with_a_clear_message",
        |backend| {
            {
                let store = backend.open().unwrap();
                assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
                store.set_schema_version(SCHEMA_VERSION + 1).unwrap();
            }
            let error = backend.open().unwrap_err();
            assert!(
                matches!(error, StoreError::NewerSchema { found, .. } if found == SCHEMA_VERSION + 1),
                "{}: {error}",
                backend.name()
            );
            let message = error.to_string();
            assert!(message.contains("newer kibitz"), "{message}");
            assert!(message.contains("upgrade"), "{message}");
        },
    );
}

#[test]
fn a_corrupt_game_record_affects_only_that_game() {
    each_backend("a_corrupt_game_record_affects_only_that_game", |backend| {
        {
            let store = backend.open().unwrap();
            assert!(store
                .insert_game(&doc("AAAA", 1, 2, 5, Some(5_000)), None)
                .unwrap());
            assert!(store
                .insert_game(&doc("BBBB", 1, 3, 5, Some(6_000)), None)
                .unwrap());
        }
        backend.damage_game("BBBB");
        let store = backend.open().unwrap();
        let good = store
            .game(&GameId::parse("AAAA").unwrap())
            .unwrap()
            .unwrap();
        assert_eq!(good.players[Side::Second].user, UserId(2));
        let bad = store.game(&GameId::parse("BBBB").unwrap()).unwrap_err();
        assert!(
            matches!(bad, StoreError::Corrupt { what: "game", ref id, .. } if id == "BBBB"),
            "{}: {bad}",
            backend.name()
        );
        assert!(bad.to_string().contains("BBBB"));
        // The indexes still list both, so the owner's list can say which one is broken.
        assert_eq!(store.game_ids_of(UserId(1)).unwrap().len(), 2);
    });
}

#[test]
fn a_write_from_a_stale_version_is_refused() {
    each_backend("a_write_from_a_stale_version_is_refused", |backend| {
        let store = backend.open().unwrap();
        let mut game = doc("CCCC", 1, 2, 5, Some(5_000));
        store.insert_game(&game, None).unwrap();
        game.moves.push("h2e2".into());
        assert_eq!(store.update_game(&game, &[]).unwrap(), 1);
        // Same base version again: someone else already wrote version 1.
        game.moves.push("h9g7".into());
        let error = store.update_game(&game, &[]).unwrap_err();
        assert!(
            matches!(error, StoreError::Conflict { expected: 0, .. }),
            "{error}"
        );
        let stored = store.game(&game.id).unwrap().unwrap();
        assert_eq!(stored.moves, ["h2e2"]);
        assert_eq!(stored.version, 1);
    });
}

/// Runs the writes `prepare(i)` makes for `threads` threads at the same moment (behind a
/// barrier); returns how many succeeded.
fn race<W>(threads: u32, prepare: impl Fn(u32) -> W) -> usize
where
    W: FnOnce() -> bool + Send + 'static,
{
    let barrier = Arc::new(Barrier::new(threads as usize));
    let handles: Vec<_> = (0..threads)
        .map(|i| {
            let write = prepare(i);
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                write()
            })
        })
        .collect();
    handles
        .into_iter()
        .map(|h| h.join().unwrap())
        .filter(|&won| won)
        .count()
}

#[test]
fn a_vacation_record_is_written_once_per_version_even_by_racing_threads() {
    each_backend("a_vacation_record_is_written_once", |backend| {
        let store = backend.open().unwrap();
        let user = UserId(41);
        assert_eq!(store.vacation(user).unwrap(), None);
        // 16 threads start the same player's first vacation from the same (absent) record:
        // one wins, so the vacation is started and charged once.
        let wins = race(16, |i| {
            let store = store.clone();
            let mut record = kibitz::model::VacationDoc::new(user, Timestamp(1_000));
            record.start(30, Some(1 + i % 5), true, Timestamp(1_000));
            move || store.update_vacation(&record).is_ok()
        });
        assert_eq!(wins, 1);
        let mut stored = store.vacation(user).unwrap().unwrap();
        assert_eq!(stored.version, 1);
        assert!(stored.current.is_some());
        // A write from the stored version wins and bumps it; the same version again loses.
        stored.end_at(Timestamp(2_000));
        assert_eq!(store.update_vacation(&stored).unwrap(), 2);
        let error = store.update_vacation(&stored).unwrap_err();
        assert!(
            matches!(error, StoreError::Conflict { expected: 1, .. }),
            "{error}"
        );
        let stored = store.vacation(user).unwrap().unwrap();
        assert_eq!(
            (stored.version, stored.used_days, stored.current),
            (2, 1, None)
        );
        assert_eq!(store.all_vacations().unwrap(), [stored]);
    });
}

#[test]
fn many_threads_writing_one_version_only_one_wins() {
    each_backend(
        "many_threads_writing_one_version_only_one_wins",
        |backend| {
            let store = backend.open().unwrap();
            let game = doc("DDDD", 1, 2, 5, Some(5_000));
            store.insert_game(&game, None).unwrap();
            let wins = race(16, |i| {
                let store = store.clone();
                let mut mine = game.clone();
                mine.moves.push(format!("m{i}"));
                move || store.update_game(&mine, &[]).is_ok()
            });
            assert_eq!(wins, 1);
            assert_eq!(store.game(&game.id).unwrap().unwrap().moves.len(), 1);
        },
    );
}

#[test]
fn indexes_follow_the_game() {
    each_backend("indexes_follow_the_game", |backend| {
        let store = backend.open().unwrap();
        let mut game = doc("EEEE", 1, 2, 5, Some(5_000));
        store.insert_game(&game, None).unwrap();
        store
            .insert_game(&doc("FFFF", 3, 4, 6, Some(9_000)), None)
            .unwrap();
        assert_eq!(store.game_ids_in(ChannelId(5)).unwrap(), [game.id.clone()]);
        assert_eq!(store.due_games(Timestamp(4_999)).unwrap(), []);
        assert_eq!(
            store.due_games(Timestamp(5_000)).unwrap(),
            [(Timestamp(5_000), game.id.clone())]
        );
        assert_eq!(store.due_games(Timestamp(10_000)).unwrap().len(), 2);

        // Moving the event and the channel moves the index entries.
        game.event_at = Some(Timestamp(7_000));
        game.channel = ChannelId(8);
        store.update_game(&game, &[]).unwrap();
        assert_eq!(store.due_games(Timestamp(6_000)).unwrap(), []);
        assert_eq!(store.game_ids_in(ChannelId(5)).unwrap(), []);
        assert_eq!(store.game_ids_in(ChannelId(8)).unwrap(), [game.id.clone()]);

        // A finished game has no event, and its rating rows are written with it.
        game.version = 1;
        game.event_at = None;
        game.finished = Some(FinishDoc {
            outcome: Outcome::win(Side::First, EndReason::Resignation),
            at: Timestamp(7_500),
        });
        let mut row = RatingDoc::new(UserId(1), "p1");
        row.points = 1.0;
        row.played = 1;
        let write = RatingWrite {
            scope: BoardScope::Server(ServerId(7)),
            kind: GameKind::Xiangqi,
            doc: row.clone(),
            played_before: 0,
        };
        store.update_game(&game, &[write]).unwrap();
        assert_eq!(
            store.due_games(Timestamp(100_000)).unwrap().len(),
            1,
            "only FFFF is left"
        );
        let board = store
            .leaderboard(BoardScope::Server(ServerId(7)), GameKind::Xiangqi)
            .unwrap();
        assert_eq!(board, [row]);
        assert!(store
            .leaderboard(BoardScope::Global, GameKind::Xiangqi)
            .unwrap()
            .is_empty());
        assert!(store
            .leaderboard(BoardScope::Server(ServerId(7)), GameKind::Topo)
            .unwrap()
            .is_empty());
    });
}

#[test]
fn a_rating_change_computed_from_a_stale_row_is_refused_with_its_game() {
    each_backend("a_rating_change_computed_from_a_stale_row", |backend| {
        let store = backend.open().unwrap();
        let scope = BoardScope::Global;
        let finish = |mut game: GameDoc| {
            game.finished = Some(FinishDoc {
                outcome: Outcome::win(Side::First, EndReason::Resignation),
                at: Timestamp(9_000),
            });
            game.event_at = None;
            game
        };
        let row = |played: u32| {
            let mut row = RatingDoc::new(UserId(1), "p1");
            row.played = played;
            row.wins = played;
            row
        };
        let write = |played_before: u32| RatingWrite {
            scope,
            kind: GameKind::Xiangqi,
            doc: row(played_before + 1),
            played_before,
        };
        let one = doc("AAAA", 1, 2, 5, Some(5_000));
        let two = doc("BBBB", 1, 3, 5, Some(5_000));
        store.insert_game(&one, None).unwrap();
        store.insert_game(&two, None).unwrap();
        // Both games of player 1 end; both changes were computed before either was written.
        store.update_game(&finish(one), &[write(0)]).unwrap();
        let stale = store.update_game(&finish(two.clone()), &[write(0)]);
        assert!(
            matches!(stale, Err(StoreError::Conflict { .. })),
            "{}: {stale:?}",
            backend.name()
        );
        // Nothing of the refused update was written: the game is still going on.
        let still = store.game(&two.id).unwrap().unwrap();
        assert!(still.is_active(), "{}", backend.name());
        assert_eq!(still.version, 0, "{}", backend.name());
        // Computed again from the fresh row, it goes through, and both games count.
        store.update_game(&finish(two), &[write(1)]).unwrap();
        let board = store.leaderboard(scope, GameKind::Xiangqi).unwrap();
        assert_eq!(board.len(), 1, "{}", backend.name());
        assert_eq!(board[0].played, 2, "{}", backend.name());
    });
}

#[test]
fn a_backup_opens_like_the_original() {
    let dir = tempfile::tempdir().unwrap();
    let backup = tempfile::tempdir().unwrap();
    let target = backup.path().join("copy");
    {
        let store = SledStore::open(dir.path()).unwrap();
        store
            .insert_game(&doc("GGGG", 1, 2, 5, Some(5_000)), None)
            .unwrap();
        store.set_heartbeat(Timestamp(4_242)).unwrap();
        store.backup_to(&target).unwrap();
    }
    let copy = SledStore::open(&target).unwrap();
    assert_eq!(
        copy.game(&GameId::parse("GGGG").unwrap())
            .unwrap()
            .unwrap()
            .players[Side::First]
            .user,
        UserId(1)
    );
    assert_eq!(copy.heartbeat().unwrap(), Some(Timestamp(4_242)));
    assert_eq!(copy.game_ids_of(UserId(2)).unwrap().len(), 1);
}

#[test]
fn a_taken_game_id_is_reported_not_overwritten() {
    each_backend("a_taken_game_id_is_reported_not_overwritten", |backend| {
        let store = backend.open().unwrap();
        assert!(store
            .insert_game(&doc("HHHH", 1, 2, 5, None), None)
            .unwrap());
        assert!(!store
            .insert_game(&doc("HHHH", 3, 4, 5, None), None)
            .unwrap());
        assert_eq!(
            store
                .game(&GameId::parse("HHHH").unwrap())
                .unwrap()
                .unwrap()
                .players[Side::First]
                .user,
            UserId(1)
        );
    });
}

#[test]
fn players_are_stored_as_a_two_element_array_as_before() {
    // `GameDoc::players` was a `[PlayerSlot; 2]`; saved games must read and write the same JSON.
    let game = doc("DDDD", 1, 2, 5, None);
    let json = serde_json::to_value(&game).unwrap();
    let as_array = serde_json::to_value(game.players.clone().into_array()).unwrap();
    assert_eq!(json["players"], as_array);
    assert_eq!(
        json["players"][1]["user"],
        serde_json::to_value(UserId(2)).unwrap()
    );
    let back: GameDoc = serde_json::from_value(json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.player(Side::Second).user, UserId(2));
}

#[test]
fn due_games_claimed_by_one_process_are_left_to_it_until_updated_or_the_lease_ends() {
    let name = "due_games_claimed_by_one_process_are_left_to_it_until_updated_or_the_lease_ends";
    let Some(backend) = crate::backends::postgres(name) else {
        return;
    };
    let lease = std::time::Duration::from_secs(120);
    // Two stores on one database: two processes, as far as PostgreSQL can tell.
    let (one, other) = (backend.open().unwrap(), backend.open().unwrap());
    let mut game = doc("CKAA", 1, 2, 5, Some(5_000));
    one.insert_game(&game, None).unwrap();
    one.insert_game(&doc("CKBB", 3, 4, 5, Some(5_100)), None)
        .unwrap();
    one.insert_game(&doc("CKCC", 5, 6, 5, Some(9_000)), None)
        .unwrap();
    let now = Timestamp(6_000);
    let ids = |due: Vec<(Timestamp, GameId)>| -> Vec<String> {
        due.into_iter().map(|(_, id)| id.to_string()).collect()
    };
    assert_eq!(
        ids(one.claim_due_games(now, lease).unwrap()),
        ["CKAA", "CKBB"]
    );
    assert_eq!(
        ids(other.claim_due_games(now, lease).unwrap()),
        Vec::<String>::new()
    );
    // Unclaimed reads still see everything due (the downtime compensation uses them).
    assert_eq!(other.due_games(now).unwrap().len(), 2);
    // Writing a game ends its claim: still due, it is anyone's again.
    game.reminded = true;
    one.update_game(&game, &[]).unwrap();
    assert_eq!(ids(other.claim_due_games(now, lease).unwrap()), ["CKAA"]);
    // A claimer that died mid-tick: when its lease runs out, another process takes its games.
    let later = now.plus(lease);
    assert_eq!(
        ids(other
            .claim_due_games(Timestamp(later.0 - 1), lease)
            .unwrap()),
        Vec::<String>::new()
    );
    assert_eq!(
        ids(other.claim_due_games(later, lease).unwrap()),
        ["CKAA", "CKBB"]
    );
}

#[test]
fn processes_claiming_at_the_same_moment_share_the_due_games_without_overlap() {
    let name = "processes_claiming_at_the_same_moment_share_the_due_games_without_overlap";
    let Some(backend) = crate::backends::postgres(name) else {
        return;
    };
    let store = backend.open().unwrap();
    let games: Vec<GameDoc> = (0..400)
        .map(|i| doc(&short_id(i), 2 * i + 10, 2 * i + 11, 5, Some(5_000)))
        .collect();
    assert_eq!(store.import_games(&games).unwrap(), games.len());
    let stores: Vec<_> = (0..4).map(|_| backend.open().unwrap()).collect();
    let barrier = Arc::new(Barrier::new(stores.len()));
    let handles: Vec<_> = stores
        .into_iter()
        .map(|s| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                s.claim_due_games(Timestamp(6_000), std::time::Duration::from_secs(60))
                    .unwrap()
            })
        })
        .collect();
    let mut all: Vec<GameId> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .map(|(_, id)| id)
        .collect();
    let claimed = all.len();
    all.sort();
    all.dedup();
    assert_eq!(claimed, all.len(), "no game was claimed twice");
    assert_eq!(all.len(), games.len(), "every due game was claimed");
}

/// A valid game id for number `i` (ids use letters and digits without 0, 1, I, L, O).
fn short_id(i: u64) -> String {
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    let digit = |n: u64| char::from(ALPHABET[(n % 31) as usize]);
    format!("S{}{}{}", digit(i / 961), digit(i / 31), digit(i))
}

#[test]
fn the_top_of_a_leaderboard_comes_best_first_and_only_as_many_as_asked() {
    each_backend("the_top_of_a_leaderboard", |backend| {
        let store = backend.open().unwrap();
        let mut rows = Vec::new();
        for user in 1..=60u64 {
            let mut row = RatingDoc::new(UserId(user), &format!("p{user:02}"));
            // Ratings with ties (broken by points, then name), in no particular order.
            row.rating = 1400.0 + ((user * 37) % 25) as f64 * 10.0;
            row.points = (user % 3) as f64;
            row.played = 3;
            for scope in [BoardScope::Global, BoardScope::Server(ServerId(9))] {
                rows.push(RatingWrite {
                    scope,
                    kind: GameKind::Tempo,
                    doc: row.clone(),
                    played_before: 0,
                });
            }
        }
        store.put_ratings(&rows).unwrap();
        let mut everyone = store
            .leaderboard(BoardScope::Global, GameKind::Tempo)
            .unwrap();
        everyone.sort_by(kibitz::store::leaderboard_order);
        let top = store
            .top_ratings(BoardScope::Global, GameKind::Tempo, 20)
            .unwrap();
        assert_eq!(top.len(), 20, "{}", backend.name());
        assert_eq!(top, everyone[..20].to_vec(), "{}", backend.name());
        assert!(top[0].rating >= top[19].rating);
        assert!(store
            .top_ratings(BoardScope::Global, GameKind::Topo, 20)
            .unwrap()
            .is_empty());
        assert_eq!(
            store
                .top_ratings(BoardScope::Server(ServerId(9)), GameKind::Tempo, 100)
                .unwrap()
                .len(),
            60,
            "{}",
            backend.name()
        );
    });
}

#[test]
fn players_among_some_users_come_in_one_answer() {
    each_backend("players_among_some_users", |backend| {
        let store = backend.open().unwrap();
        for user in [3u64, 5, 8] {
            store
                .put_player(&kibitz::store::PlayerDoc::new(
                    UserId(user),
                    format!("player {user}"),
                ))
                .unwrap();
        }
        let mut found: Vec<(u64, String)> = store
            .players_among(&[UserId(5), UserId(4), UserId(3)])
            .unwrap()
            .into_iter()
            .map(|p| (p.user.0, p.name))
            .collect();
        found.sort();
        assert_eq!(
            found,
            [(3, "player 3".to_string()), (5, "player 5".to_string())],
            "{}",
            backend.name()
        );
        assert!(store.players_among(&[]).unwrap().is_empty());
    });
}

#[test]
fn languages_chosen_and_seen_are_kept_for_players_and_servers() {
    use kibitz::store::{PlayerDoc, ServerSettings};
    each_backend("languages_are_kept", |backend| {
        let store = backend.open().unwrap();
        let mut player = PlayerDoc::new(UserId(5), "erin");
        player.locale = Some("pl".into());
        player.language = Some("zh-TW".into());
        store.put_player(&player).unwrap();
        store
            .put_player(&PlayerDoc::new(UserId(6), "fred"))
            .unwrap();
        let settings = ServerSettings {
            thread_per_game: false,
            language: Some("it".into()),
            locale: Some("es-419".into()),
            xiangqi_repetition: kibitz::model::RepetitionRule::Refuse,
            vacation_days: Some(0),
            web_token: Some("0123456789abcdef0123456789abcdef".into()),
            auto_analysis: true,
            director_role: None,
        };
        store.put_server_settings(ServerId(9), &settings).unwrap();
        store.flush().unwrap();
        drop(store);
        // Read back after a reopen: what a restarted bot finds.
        let store = backend.open().unwrap();
        assert_eq!(
            store.player(UserId(5)).unwrap(),
            Some(player.clone()),
            "{}",
            backend.name()
        );
        let unseen = store.player(UserId(6)).unwrap().unwrap();
        assert_eq!((unseen.locale, unseen.language), (None, None));
        assert_eq!(store.server_settings(ServerId(9)).unwrap(), settings);
        assert_eq!(
            store.server_settings(ServerId(10)).unwrap(),
            ServerSettings::default(),
            "a server never configured has no language"
        );
        assert_eq!(store.players_among(&[UserId(5)]).unwrap(), vec![player]);
    });
}

#[test]
fn an_unreadable_leaderboard_row_is_named_by_its_board_and_player() {
    each_backend(
        "an_unreadable_leaderboard_row_is_named_by_its_board_and_player",
        |backend| {
            {
                let store = backend.open().unwrap();
                let rows: Vec<RatingWrite> = [5, 6]
                    .into_iter()
                    .map(|user| RatingWrite {
                        scope: BoardScope::Global,
                        kind: GameKind::Xiangqi,
                        doc: RatingDoc::new(UserId(user), &format!("p{user}")),
                        played_before: 0,
                    })
                    .collect();
                store.put_ratings(&rows).unwrap();
            }
            backend.damage_rating(GameKind::Xiangqi, 5);
            let store = backend.open().unwrap();
            let name = backend.name();
            // The leaderboard goes on without it; reading it, or copying, names it.
            let board = store
                .leaderboard(BoardScope::Global, GameKind::Xiangqi)
                .unwrap();
            assert_eq!(board.len(), 1, "{name}");
            assert_eq!(board[0].user, UserId(6), "{name}");
            for error in [
                store
                    .rating(BoardScope::Global, GameKind::Xiangqi, UserId(5))
                    .unwrap_err(),
                store.all_ratings().unwrap_err(),
            ] {
                assert!(
                    matches!(&error, StoreError::Corrupt { what: "rating", id, .. } if id == "global/2/5"),
                    "{name}: {error}"
                );
            }
        },
    );
}

#[test]
fn analyses_are_versioned_listed_while_pending_and_copied() {
    use kibitz::model::{AnalysisDoc, AnalysisState, EvalDoc, PositionDoc};
    each_backend(
        "analyses_are_versioned_listed_while_pending_and_copied",
        |backend| {
            let store = backend.open().unwrap();
            let game = GameId::parse("AN23").unwrap();
            let later = GameId::parse("AN24").unwrap();
            assert_eq!(store.analysis(&game).unwrap(), None);
            let queued =
                AnalysisDoc::queued(game.clone(), Some(UserId(1)), ChannelId(5), Timestamp(100));
            assert_eq!(store.update_analysis(&queued).unwrap(), 1);
            // A second writer of version 0 loses.
            assert!(store.update_analysis(&queued).is_err());
            store
                .update_analysis(&AnalysisDoc::queued(
                    later.clone(),
                    None,
                    ChannelId(5),
                    Timestamp(200),
                ))
                .unwrap();
            let pending: Vec<GameId> = store
                .pending_analyses()
                .unwrap()
                .into_iter()
                .map(|d| d.game)
                .collect();
            assert_eq!(pending, [game.clone(), later.clone()], "{}", backend.name());
            let mut done = store.analysis(&game).unwrap().unwrap();
            done.state = AnalysisState::Done { at: Timestamp(150) };
            done.positions = vec![PositionDoc {
                eval: EvalDoc::Cp(-40),
                best: Some("b3c4".into()),
            }];
            assert_eq!(store.update_analysis(&done).unwrap(), 2);
            // A stale version loses.
            assert!(store.update_analysis(&done).is_err());
            let pending: Vec<GameId> = store
                .pending_analyses()
                .unwrap()
                .into_iter()
                .map(|d| d.game)
                .collect();
            assert_eq!(pending, [later]);
            let read = store.analysis(&game).unwrap().unwrap();
            assert_eq!(
                (read.version, read.positions.len(), read.is_done()),
                (2, 1, true)
            );
            assert_eq!(store.all_analyses().unwrap().len(), 2);
        },
    );
}
