//! The on-disk schema, pinned: the JSON of every persisted record must stay exactly as
//! `tests/data/schema-v<SCHEMA_VERSION>.json` shows it. If this test fails, a change to a type of
//! `src/model/` (or to `GameKind`, `Side`, `Outcome`) changed what is written to disk: make the
//! change compatible (a new field with a serde default), or raise `SCHEMA_VERSION`, teach the
//! store to migrate, and record the new form (`KIBITZ_BLESS_SCHEMA=1 cargo test --test store`).

use kibitz::games::{EndDetail, EndReason, GameKind, GameRecord, Outcome, Side};
use kibitz::model::*;
use serde_json::{json, Value};

fn slot(user: u64, name: &str) -> PlayerSlot {
    PlayerSlot {
        user: UserId(user),
        name: name.into(),
    }
}

/// A Swiss with every part of the record filled: one stage of one group, a round with a
/// finished board, a game still going on and a bye, an entrant who withdrew, deadlines and
/// tie-breaks.
fn tournament() -> TournamentDoc {
    TournamentDoc {
        id: TournamentId::parse("SW2S").unwrap(),
        version: 7,
        name: "Winter Swiss".into(),
        kind: GameKind::Xiangqi,
        format: TournamentFormat::Swiss { rounds: 5 },
        server: Some(ServerId(10)),
        channel: ChannelId(20),
        director: slot(1, "alice"),
        time_per_move: 86_400,
        rated: true,
        vacation: false,
        max_players: Some(16),
        starts_at: Some(Timestamp(1_790_100_000)),
        round_deadline: Some(604_800),
        tiebreaks: vec!["BH-C1".into(), "BH".into(), "SB".into()],
        created: Timestamp(1_790_000_000),
        state: TournamentState::Running,
        entrants: vec![
            EntrantDoc {
                player: slot(1, "alice"),
                rating: Some(1612),
                joined: Timestamp(1_790_000_100),
                from_round: 1,
                withdrawn_after: None,
            },
            EntrantDoc {
                player: slot(2, "bob"),
                rating: None,
                joined: Timestamp(1_790_000_200),
                from_round: 1,
                withdrawn_after: None,
            },
            EntrantDoc {
                player: slot(3, "carol"),
                rating: Some(1500),
                joined: Timestamp(1_790_000_300),
                from_round: 1,
                withdrawn_after: Some(1),
            },
            EntrantDoc {
                player: slot(4, "dave"),
                rating: Some(1480),
                joined: Timestamp(1_790_000_400),
                from_round: 1,
                withdrawn_after: None,
            },
            EntrantDoc {
                player: slot(5, "erin"),
                rating: None,
                joined: Timestamp(1_790_150_000),
                from_round: 2,
                withdrawn_after: None,
            },
        ],
        stages: vec![StageDoc {
            groups: vec![GroupDoc {
                players: vec![0, 2, 3, 1, 4],
                rounds: vec![RoundDoc {
                    number: 1,
                    boards: vec![
                        BoardDoc {
                            white: 0,
                            black: 3,
                            game: GameId::parse("K7Q2").unwrap(),
                            result: Some(BoardResult::FirstWins),
                        },
                        BoardDoc {
                            white: 2,
                            black: 1,
                            game: GameId::parse("K7Q3").unwrap(),
                            result: None,
                        },
                    ],
                    byes: vec![ByeDoc {
                        player: 4,
                        kind: ByeDocKind::Absent,
                    }],
                    paired_at: Timestamp(1_790_100_000),
                    deadline: Some(Timestamp(1_790_704_800)),
                    adjudication_asked: true,
                }],
            }],
        }],
    }
}

fn samples() -> Value {
    let game = GameDoc {
        id: GameId::parse("K7Q2").unwrap(),
        version: 12,
        kind: GameKind::Xiangqi,
        start: Some("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1".into()),
        moves: vec!["h2e2".into(), "h9g7".into()],
        players: [slot(1, "alice"), slot(2, "bob")].into(),
        server: Some(ServerId(10)),
        channel: ChannelId(20),
        time_per_move: 86_400,
        created: Timestamp(1_790_000_000),
        last_move_at: Timestamp(1_790_000_600),
        deadline: Some(Timestamp(1_790_087_000)),
        reminded: true,
        event_at: Some(Timestamp(1_790_070_000)),
        to_move: Side::First,
        position: "cached position".into(),
        finished: Some(FinishDoc {
            outcome: Outcome::win(Side::Second, EndReason::Time),
            at: Timestamp(1_790_090_000),
        }),
        draw_offer: Some(OfferDoc {
            by: Side::First,
            ply: 2,
        }),
        takeback: Some(OfferDoc {
            by: Side::Second,
            ply: 2,
        }),
        compensated_until: Some(Timestamp(1_790_040_000)),
        notes: vec![NoteDoc {
            by: UserId(1),
            at: Timestamp(1_790_000_300),
            ply: 1,
            text: "h9g7 next?".into(),
        }],
        paused: Some(PauseDoc {
            left: 3600,
            until: Timestamp(1_790_500_000),
        }),
        conditionals: vec![ConditionalDoc {
            by: UserId(1),
            moves: vec!["c6c5".into(), "h0g2".into()],
            at: Timestamp(1_790_000_400),
        }],
        tournament: Some(TournamentSlot {
            id: TournamentId::parse("SW2S").unwrap(),
            round: 2,
            rated: true,
            vacation: false,
        }),
    };
    let challenge = ChallengeDoc {
        id: ChallengeId::parse("T69Y").unwrap(),
        kind: GameKind::Topo,
        challenger: slot(3, "carol"),
        opponent: None,
        side: SideChoice::Random,
        time_per_move: 3600,
        server: None,
        channel: ChannelId(21),
        created: Timestamp(1_790_000_000),
        expires: Timestamp(1_790_086_400),
    };
    let mut rating = RatingDoc::new(UserId(4), "dave");
    rating.points = 1.5;
    (rating.played, rating.wins, rating.draws, rating.losses) = (3, 1, 1, 1);
    json!({
        "game": game,
        "tournament": tournament(),
        "tournament_registration": TournamentDoc {
            id: TournamentId::parse("RR3G").unwrap(),
            version: 1,
            name: "Topo round robin".into(),
            kind: GameKind::Topo,
            format: TournamentFormat::RoundRobin { double: true, group_size: Some(4), advance: 2 },
            server: None,
            channel: ChannelId(21),
            director: slot(3, "carol"),
            time_per_move: 3600,
            rated: false,
            vacation: true,
            max_players: None,
            starts_at: None,
            round_deadline: None,
            tiebreaks: vec!["SB".into()],
            created: Timestamp(1_790_000_000),
            state: TournamentState::Registration,
            entrants: Vec::new(),
            stages: Vec::new(),
        },
        "tournament_states": [
            TournamentState::Registration,
            TournamentState::Running,
            TournamentState::Finished { at: Timestamp(1_790_900_000) },
            TournamentState::Cancelled { at: Timestamp(1_790_100_000) },
        ],
        "board_results": [
            BoardResult::FirstWins,
            BoardResult::Draw,
            BoardResult::SecondWins,
            BoardResult::FirstForfeitWin,
            BoardResult::SecondForfeitWin,
            BoardResult::DoubleForfeit,
        ],
        "bye_kinds": [ByeDocKind::PairingAllocated, ByeDocKind::Absent, ByeDocKind::Rest],
        "challenge": challenge,
        "player": PlayerDoc {
            notify: NotifyPref::Dm,
            locale: Some("pl".into()),
            language: Some("zh-TW".into()),
            ..PlayerDoc::new(UserId(5), "erin")
        },
        "player_unseen": PlayerDoc::new(UserId(6), "fred"),
        "rating": rating,
        "settings": ServerSettings {
            thread_per_game: true,
            language: Some("it".into()),
            locale: Some("es-419".into()),
            xiangqi_repetition: RepetitionRule::Refuse,
            vacation_days: Some(10),
            web_token: Some("00112233445566778899aabbccddeeff".into()),
            auto_analysis: true,
            director_role: Some(1_300_000_000_000_000_042),
        },
        "vacation": VacationDoc {
            user: UserId(7),
            version: 3,
            year: 2026,
            used_days: 4,
            current: Some(VacationSpan {
                started: Timestamp(1_790_000_000),
                until: Timestamp(1_790_432_000),
                automatic: true,
            }),
        },
        "vacation_unused": VacationDoc::new(UserId(8), Timestamp(1_790_000_000)),
        "analysis": AnalysisDoc {
            game: GameId::parse("K7Q2").unwrap(),
            version: 4,
            by: Some(UserId(1)),
            channel: ChannelId(20),
            requested: Timestamp(1_790_090_100),
            state: AnalysisState::Done { at: Timestamp(1_790_090_200) },
            positions: vec![
                PositionDoc { eval: EvalDoc::Cp(15), best: Some("h2e2".into()) },
                PositionDoc {
                    eval: EvalDoc::Mate { winner: Side::Second, moves: 3 },
                    best: Some("h9g7".into()),
                },
                PositionDoc { eval: EvalDoc::Mate { winner: Side::First, moves: 0 }, best: None },
            ],
        },
        "analysis_queued": AnalysisDoc::queued(
            GameId::parse("T69Y").unwrap(), None, ChannelId(21), Timestamp(1_790_000_000),
        ),
        "analysis_running": AnalysisDoc {
            state: AnalysisState::Running { owner: "412-AB12".into(), since: Timestamp(1_790_000_050) },
            ..AnalysisDoc::queued(GameId::parse("T69Y").unwrap(), None, ChannelId(21), Timestamp(1_790_000_000))
        },
        "settings_default": ServerSettings::default(),
        "scopes": [BoardScope::Server(ServerId(10)), BoardScope::Global],
        "sides": [SideChoice::First, SideChoice::Second, SideChoice::Random],
        "notify": [NotifyPref::Mention, NotifyPref::Dm, NotifyPref::None],
        "kinds": GameKind::ALL,
        "outcomes": [
            Outcome::draw(EndReason::Agreement),
            Outcome::win(Side::First, EndReason::NoMoves),
            Outcome::win_with(Side::Second, EndReason::PerpetualChase, EndDetail::XiangqiChase {
                by: "chariot".into(),
                piece: "horse".into(),
                square: "b7".into(),
                unprotected: true,
            }),
        ],
        "reasons": EndReason::ALL,
        "record": GameRecord { kind: GameKind::Tempo, start: None, moves: vec!["b3b4".into()] },
    })
}

#[test]
fn every_persisted_record_is_written_as_the_schema_says() {
    let path = format!(
        "{}/tests/data/schema-v{SCHEMA_VERSION}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let now = serde_json::to_string_pretty(&samples()).unwrap() + "\n";
    if std::env::var_os("KIBITZ_BLESS_SCHEMA").is_some() {
        std::fs::write(&path, &now).unwrap();
    }
    let pinned = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (a new schema version needs its file)"));
    assert_eq!(
        now, pinned,
        "the JSON written to disk changed: see the top of tests/store/schema.rs"
    );
}

#[test]
fn the_pinned_records_read_back() {
    let pinned = samples();
    let game: GameDoc = serde_json::from_value(pinned["game"].clone()).unwrap();
    assert_eq!(game.player(Side::Second).name, "bob");
    let finished = game.finished.unwrap();
    assert_eq!(finished.outcome.winner(), Some(Side::Second));
    let challenge: ChallengeDoc = serde_json::from_value(pinned["challenge"].clone()).unwrap();
    assert_eq!(challenge.side, SideChoice::Random);
    // A player record from before the notification choice existed still reads.
    let old: PlayerDoc = serde_json::from_str(r#"{"user":5,"name":"erin"}"#).unwrap();
    assert_eq!(old.notify, NotifyPref::Mention);
    // Records from before the languages existed read as "no language chosen or seen".
    assert_eq!((old.locale, old.language), (None, None));
    let old: ServerSettings = serde_json::from_str(r#"{"thread_per_game":true}"#).unwrap();
    assert!(old.thread_per_game);
    assert_eq!((old.language, old.locale), (None, None));
    // Settings from before the repetition choice end games at a losing repetition.
    assert_eq!(old.xiangqi_repetition, RepetitionRule::End);
    // Settings from before vacations allow the bot's own budget.
    assert_eq!(old.vacation_days, None);
    let vacation: VacationDoc = serde_json::from_value(pinned["vacation"].clone()).unwrap();
    assert_eq!(vacation.current.map(|span| span.automatic), Some(true));
    // A game from before vacations has its clock running.
    let mut old_game = pinned["game"].clone();
    old_game.as_object_mut().unwrap().remove("paused");
    let old_game: GameDoc = serde_json::from_value(old_game).unwrap();
    assert_eq!(old_game.paused, None);
    let player: PlayerDoc = serde_json::from_value(pinned["player"].clone()).unwrap();
    assert_eq!(player.language.as_deref(), Some("zh-TW"));
    assert_eq!(player.locale.as_deref(), Some("pl"));
    let settings: ServerSettings = serde_json::from_value(pinned["settings"].clone()).unwrap();
    assert_eq!(settings.language.as_deref(), Some("it"));
    assert_eq!(settings.locale.as_deref(), Some("es-419"));
    assert_eq!(settings.director_role, Some(1_300_000_000_000_000_042));
    // Settings from before tournaments name no director role.
    assert_eq!(old.director_role, None);
    // A game from before tournaments is no tournament's.
    assert_eq!(game.tournament.map(|t| t.round), Some(2));
    let mut old_game = pinned["game"].clone();
    old_game.as_object_mut().unwrap().remove("tournament");
    let old_game: GameDoc = serde_json::from_value(old_game).unwrap();
    assert_eq!(old_game.tournament, None);
    // Every tournament record reads back as it was written.
    let read: TournamentDoc = serde_json::from_value(pinned["tournament"].clone()).unwrap();
    assert_eq!(read, tournament());
    assert!(read.is_active());
    assert_eq!(read.entrant(2).and_then(|e| e.withdrawn_after), Some(1));
    let registration: TournamentDoc =
        serde_json::from_value(pinned["tournament_registration"].clone()).unwrap();
    assert!(registration.stages.is_empty() && registration.entrants.is_empty());
    // The optional parts left out of a record read as absent.
    let mut bare = pinned["tournament"].clone();
    let round = &mut bare["stages"][0]["groups"][0]["rounds"][0];
    for field in ["byes", "deadline", "adjudication_asked"] {
        round.as_object_mut().unwrap().remove(field);
    }
    let bare: TournamentDoc = serde_json::from_value(bare).unwrap();
    let round = &bare.stages[0].groups[0].rounds[0];
    assert_eq!(
        (round.byes.len(), round.deadline, round.adjudication_asked),
        (0, None, false)
    );
}
