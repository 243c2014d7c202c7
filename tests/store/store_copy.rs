//! `store copy`: sled → PostgreSQL → sled gives back every record exactly; a non-empty target
//! is refused. (Without `KIBITZ_TEST_DATABASE_URL` the middle store is a second sled.)

use crate::backends::{self, Backend};
use kibitz::games::{GameKind, Side};
use kibitz::model::*;
use kibitz::store::{copy, RatingWrite, Store, StoreError};

fn game(id: &str, a: u64, b: u64, event: Option<i64>) -> GameDoc {
    GameDoc {
        id: GameId::parse(id).unwrap(),
        version: 3,
        kind: GameKind::Tempo,
        start: None,
        moves: vec!["b3b4".into()],
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
        server: Some(ServerId(9)),
        channel: ChannelId(a.wrapping_add(100)),
        time_per_move: 3600,
        created: Timestamp(1_000),
        last_move_at: Timestamp(2_000),
        deadline: event.map(Timestamp),
        reminded: false,
        event_at: event.map(Timestamp),
        to_move: Side::Second,
        position: "pos".into(),
        finished: None,
        draw_offer: None,
        takeback: None,
        compensated_until: None,
        // A private note, so that the copy is seen to carry notes too.
        notes: vec![NoteDoc {
            by: UserId(a),
            at: Timestamp(1_500),
            ply: 1,
            text: format!("p{a}'s plan: b4 next"),
        }],
        // A clock stopped for a vacation, so that the copy is seen to carry it.
        paused: event.is_none().then_some(PauseDoc {
            left: 1_800,
            until: Timestamp(9_000),
        }),
        // And a conditional line of the player waiting, so that the copy carries those too.
        conditionals: vec![ConditionalDoc {
            by: UserId(a),
            moves: vec!["b2b3".into(), "b7b6".into()],
            at: Timestamp(1_600),
        }],
        tournament: None,
    }
}

fn fill(store: &dyn Store) {
    let games = [
        game("AAAA", 1, 2, Some(5_000)),
        game("BBBB", 2, 3, None),
        game("CCCC", u64::MAX - 1, 4, Some(7_000)),
    ];
    assert_eq!(store.import_games(&games).unwrap(), 3);
    store
        .insert_challenge(&ChallengeDoc {
            id: ChallengeId::parse("T69Y").unwrap(),
            kind: GameKind::Topo,
            challenger: PlayerSlot {
                user: UserId(5),
                name: "eve".into(),
            },
            opponent: None,
            side: SideChoice::Random,
            time_per_move: 3600,
            server: None,
            channel: ChannelId(21),
            created: Timestamp(1_000),
            expires: Timestamp(90_000),
        })
        .unwrap();
    store
        .put_player(&PlayerDoc {
            notify: NotifyPref::Dm,
            locale: Some("es-419".into()),
            language: Some("pl".into()),
            ..PlayerDoc::new(UserId(1), "ann")
        })
        .unwrap();
    let mut row = RatingDoc::new(UserId(1), "ann");
    row.points = 1.5;
    store
        .put_ratings(&[
            RatingWrite {
                scope: BoardScope::Global,
                kind: GameKind::Tempo,
                doc: row.clone(),
                played_before: 0,
            },
            RatingWrite {
                scope: BoardScope::Server(ServerId(9)),
                kind: GameKind::Topo,
                doc: row,
                played_before: 0,
            },
        ])
        .unwrap();
    store
        .put_server_settings(
            ServerId(9),
            &ServerSettings {
                thread_per_game: true,
                language: Some("zh-CN".into()),
                locale: Some("it".into()),
                xiangqi_repetition: kibitz::model::RepetitionRule::Refuse,
                vacation_days: Some(12),
                web_token: Some("ffeeddccbbaa99887766554433221100".into()),
                auto_analysis: true,
                director_role: None,
            },
        )
        .unwrap();
    // A vacation going on, with its version: a copy keeps it as it is.
    let mut vacation = VacationDoc::new(UserId(3), Timestamp(1_000));
    vacation
        .start(30, Some(5), false, Timestamp(1_000))
        .unwrap();
    store.update_vacation(&vacation).unwrap();
    vacation.version = 1;
    vacation.end_at(Timestamp(3_000));
    store.update_vacation(&vacation).unwrap();
    // A tournament being played, written twice (its version is kept), and a finished one: a
    // copy carries both, with every part of their records.
    let mut swiss =
        crate::store_tournaments::tournament("SW22", Some(9), 1_000, TournamentState::Running);
    swiss.version = store.update_tournament(&swiss).unwrap();
    swiss.entrants[2].withdrawn_after = Some(1);
    store.update_tournament(&swiss).unwrap();
    store
        .update_tournament(&crate::store_tournaments::tournament(
            "END2",
            None,
            500,
            TournamentState::Finished {
                at: Timestamp(3_000),
            },
        ))
        .unwrap();
    store.set_heartbeat(Timestamp(4_242)).unwrap();
}

/// Everything a store holds, in a comparable form.
fn export(store: &dyn Store) -> serde_json::Value {
    let mut ids = store.all_game_ids().unwrap();
    ids.sort();
    let games: Vec<GameDoc> = ids
        .iter()
        .map(|id| store.game(id).unwrap().unwrap())
        .collect();
    let mut ratings: Vec<String> = store
        .all_ratings()
        .unwrap()
        .iter()
        .map(|w| {
            format!(
                "{:?} {:?} {}",
                w.scope,
                w.kind,
                serde_json::to_string(&w.doc).unwrap()
            )
        })
        .collect();
    ratings.sort();
    serde_json::json!({
        "games": games,
        "by_player": store.game_ids_of(UserId(2)).unwrap(),
        "by_channel": store.game_ids_in(ChannelId(98)).unwrap(),
        "due": store.due_games(Timestamp(10_000)).unwrap(),
        "challenges": store.challenges().unwrap(),
        "players": store.players().unwrap(),
        "ratings": ratings,
        "settings": store.all_server_settings().unwrap(),
        "vacations": store.all_vacations().unwrap(),
        "tournaments": store.all_tournaments().unwrap(),
        "active_tournaments": store.active_tournaments().unwrap(),
        "server_tournaments": store.tournaments_in(ServerId(9)).unwrap(),
        "heartbeat": store.heartbeat().unwrap(),
    })
}

#[test]
fn a_copy_round_trip_gives_back_every_record() {
    let name = "a_copy_round_trip_gives_back_every_record";
    let first = backends::sled();
    let middle: Backend = backends::postgres(name).unwrap_or_else(backends::sled);
    let last = backends::sled();
    let source = first.open().unwrap();
    fill(&*source);
    let original = export(&*source);
    let counts = copy(&*source, &*middle.open().unwrap()).unwrap();
    assert_eq!(counts.games, 3);
    assert_eq!(counts.ratings, 2);
    assert_eq!(counts.vacations, 1);
    assert_eq!(counts.tournaments, 2);
    let tournaments = &original["tournaments"];
    assert_eq!(tournaments[1]["version"], 2, "{tournaments}");
    assert_eq!(original["active_tournaments"][0]["id"], "SW22");
    let via = middle.open().unwrap();
    assert_eq!(export(&*via), original, "{} holds the same", middle.name());
    copy(&*via, &*last.open().unwrap()).unwrap();
    assert_eq!(export(&*last.open().unwrap()), original, "and back on sled");
}

#[test]
fn a_copy_into_a_store_that_holds_records_is_refused() {
    backends::each_backend(
        "a_copy_into_a_store_that_holds_records_is_refused",
        |target| {
            let source = backends::sled();
            fill(&*source.open().unwrap());
            let into = target.open().unwrap();
            into.put_player(&PlayerDoc::new(UserId(77), "zed")).unwrap();
            let error = copy(&*source.open().unwrap(), &*into).unwrap_err();
            assert!(
                matches!(error, StoreError::TargetNotEmpty { .. }),
                "{error}"
            );
            assert!(error.to_string().contains("1 players"), "{error}");
            assert!(
                into.all_game_ids().unwrap().is_empty(),
                "nothing was written"
            );
        },
    );
}
