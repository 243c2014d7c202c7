//! Analyses of finished games: queued at once, searched on the pool, stored, posted; judged
//! with lichess's rules; computed once across processes and resumed after a restart.

use crate::service_support::*;
use kibitz::engine::analysis::{Judgement, MateChange};
use kibitz::engine::{BuiltIn, Engine};
use kibitz::games::{new_game, EndReason, GameKind, Outcome, Side};
use kibitz::model::{AnalysisDoc, AnalysisState, FinishDoc, PlayerSlot};
use kibitz::service::*;
use std::sync::Arc;
use std::time::Duration;

/// A small, deterministic budget: a fixed depth, no clock in the way.
fn analysis_config() -> ServiceConfig {
    ServiceConfig {
        analysis: AnalysisBudget {
            movetime: Duration::from_secs(30),
            max_nodes: None,
            max_depth: Some(3),
        },
        search_threads: 1,
        ..config()
    }
}

fn slots() -> [PlayerSlot; 2] {
    [
        PlayerSlot {
            user: alice().user,
            name: "alice".into(),
        },
        PlayerSlot {
            user: bob().user,
            name: "bob".into(),
        },
    ]
}

/// Stores a finished game of `kind` from `start` with `moves`, resigned by the side to move.
fn finished_game(f: &Fixture, id: &str, kind: GameKind, start: &str, moves: &[&str]) -> GameId {
    let mut doc = started_from(id, kind, start, slots(), f.clock.now());
    let mut game = new_game(kind, Some(start)).unwrap();
    for mv in moves {
        game.play(mv).unwrap();
    }
    doc.moves = game.moves().to_vec();
    doc.position = game.position();
    doc.to_move = game.side_to_move();
    doc.deadline = None;
    doc.event_at = None;
    doc.finished = Some(FinishDoc {
        outcome: game.outcome().cloned().unwrap_or_else(|| {
            Outcome::win(game.side_to_move().opponent(), EndReason::Resignation)
        }),
        at: f.clock.now(),
    });
    f.service.store().import_games(&[doc.clone()]).unwrap();
    doc.id
}

fn analysed(f: &Fixture, id: &GameId) -> (AnalysisDoc, kibitz::engine::analysis::Judged) {
    f.service.settle_computer(Duration::from_secs(120)).unwrap();
    f.service
        .game_analysis(id)
        .unwrap()
        .expect("the analysis is done")
}

/// Red king d0, chariot b0; black king e9, chariot a9. Red to move.
const XIANGQI_CHARIOTS: &str = "r3k4/9/9/9/9/9/9/9/9/1R1K5 w - - 0 1";

#[test]
fn hanging_a_chariot_is_a_blunder_and_the_better_move_is_named() {
    let f = Fixture::with_config(analysis_config());
    // b0b9 gives check along the rank, and the black chariot takes it.
    let id = finished_game(
        &f,
        "XQ27",
        GameKind::Xiangqi,
        XIANGQI_CHARIOTS,
        &["b0b9", "a9b9"],
    );
    let asked = f
        .service
        .analyse(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    assert_eq!(
        asked.reply.text.lines().first().map(|m| m.id),
        Some("analysis-queued")
    );
    let (doc, judged) = analysed(&f, &id);
    assert!(doc.is_done());
    assert_eq!(doc.positions.len(), 3, "one evaluation per position");
    let blunder = judged
        .marks
        .iter()
        .find(|m| m.ply == 1)
        .expect("the first move is marked");
    assert_eq!(blunder.judgement, Judgement::Blunder);
    assert_ne!(blunder.best, "b0b9");
    // The better move keeps the chariot: searched again, it does not lose it.
    let mut game = new_game(GameKind::Xiangqi, Some(XIANGQI_CHARIOTS)).unwrap();
    game.play(&blunder.best).unwrap();
    let limits = analysis_config().analysis.limits();
    let reply = BuiltIn
        .best_move(game.as_ref(), &limits, &mut |_| {})
        .unwrap();
    assert!(
        reply.score.abs() < 300,
        "after {} the reply scores {}",
        blunder.best,
        reply.score
    );
    // Black's recapture is the best move: not marked.
    assert!(judged.marks.iter().all(|m| m.ply != 2));
    let accuracy = judged.accuracy.unwrap();
    assert!(
        accuracy[Side::First] < 30.0 && accuracy[Side::Second] > 90.0,
        "{accuracy:?}"
    );
}

#[test]
fn a_game_of_the_engines_best_moves_has_no_marks() {
    let f = Fixture::with_config(analysis_config());
    let limits = analysis_config().analysis.limits();
    for (id, kind) in [
        ("BT22", GameKind::Tempo),
        ("BX22", GameKind::Xiangqi),
        ("BP22", GameKind::Topo),
    ] {
        let mut game = new_game(kind, None).unwrap();
        let mut moves = Vec::new();
        for _ in 0..8 {
            let Some(found) = BuiltIn.best_move(game.as_ref(), &limits, &mut |_| {}) else {
                break;
            };
            game.play(&found.best).unwrap();
            moves.push(found.best);
        }
        let start = game_start(kind);
        let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
        let id = finished_game(&f, id, kind, &start, &refs);
        f.service
            .analyse(&alice(), &here(), Some(id.as_str()))
            .unwrap();
        let (_, judged) = analysed(&f, &id);
        assert!(judged.marks.is_empty(), "{kind}: {:?}", judged.marks);
        assert_eq!(judged.win_percents.len(), moves.len() + 1);
    }
}

fn game_start(kind: GameKind) -> String {
    new_game(kind, None).unwrap().position()
}

#[test]
fn the_result_is_posted_where_it_was_asked_and_shown_again_at_once() {
    let f = Fixture::with_config(analysis_config());
    let id = finished_game(
        &f,
        "XQ23",
        GameKind::Xiangqi,
        XIANGQI_CHARIOTS,
        &["b0b9", "a9b9"],
    );
    f.service
        .analyse(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    // Asked again while queued: already on its way, not queued twice.
    let again = f
        .service
        .analyse(&bob(), &here(), Some(id.as_str()))
        .unwrap();
    assert_eq!(
        again.reply.text.lines().first().map(|m| m.id),
        Some("analysis-already-queued")
    );
    let notices = f.service.settle_computer(Duration::from_secs(120)).unwrap();
    let posted: Vec<_> = notices
        .iter()
        .filter(|n| n.kind == NoticeKind::Analysed)
        .collect();
    assert_eq!(posted.len(), 1);
    assert_eq!(posted[0].channel, here().channel);
    let ids: Vec<&str> = posted[0].text.lines().iter().map(|m| m.id).collect();
    assert_eq!(
        ids[..3],
        ["analysis-title", "analysis-side", "analysis-side"]
    );
    assert!(ids.contains(&"analysis-mark"), "{ids:?}");
    // Done: shown at once, not searched again.
    let shown = f
        .service
        .analyse(&bob(), &here(), Some(id.as_str()))
        .unwrap();
    assert_eq!(
        shown.reply.text.lines().first().map(|m| m.id),
        Some("analysis-title")
    );
    assert_eq!(f.service.analyses_in_flight(), 0);
}

#[test]
fn a_game_still_going_on_is_not_analysed() {
    let f = Fixture::with_config(analysis_config());
    let id = f.start(GameKind::Tempo, &alice(), &bob(), &here());
    let error = user_error(f.service.analyse(&alice(), &here(), Some(id.as_str())));
    assert_eq!(error, UserError::AnalysisNotOver(id));
}

#[test]
fn a_queued_analysis_is_resumed_after_a_restart_and_one_claimed_elsewhere_is_left_alone() {
    let f = Fixture::with_config(analysis_config());
    let id = finished_game(
        &f,
        "XQ24",
        GameKind::Xiangqi,
        XIANGQI_CHARIOTS,
        &["b0b9", "a9b9"],
    );
    let other = finished_game(&f, "XQ25", GameKind::Xiangqi, XIANGQI_CHARIOTS, &["b0b9"]);
    let now = f.clock.now();
    // One left queued by a process that stopped; one claimed a moment ago by a live process.
    let store = f.service.store();
    store
        .update_analysis(&AnalysisDoc::queued(
            id.clone(),
            Some(alice().user),
            here().channel,
            now,
        ))
        .unwrap();
    let claimed = AnalysisDoc {
        state: AnalysisState::Running {
            owner: "elsewhere".into(),
            since: now,
        },
        ..AnalysisDoc::queued(other.clone(), None, here().channel, now)
    };
    store.update_analysis(&claimed).unwrap();
    assert_eq!(f.service.resume_analyses().unwrap(), 1);
    f.service.settle_computer(Duration::from_secs(120)).unwrap();
    assert!(f.service.game_analysis(&id).unwrap().is_some());
    assert!(f.service.game_analysis(&other).unwrap().is_none());
    // Once its owner has been silent for the lease, it is taken over.
    f.clock
        .advance(Duration::from_secs(kibitz::model::ANALYSIS_LEASE_SECS));
    assert_eq!(f.service.resume_analyses().unwrap(), 1);
    f.service.settle_computer(Duration::from_secs(120)).unwrap();
    assert!(f.service.game_analysis(&other).unwrap().is_some());
}

#[test]
fn two_processes_asking_at_once_analyse_a_game_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = kibitz::store::open_dir(dir.path()).unwrap();
    let clock = TestClock::new(START);
    let open =
        || Service::with_store(store.clone(), Arc::new(clock.clone()), analysis_config()).unwrap();
    let (one, two) = (open(), open());
    let mut doc = started_from("XQ26", GameKind::Xiangqi, XIANGQI_CHARIOTS, slots(), START);
    doc.moves = vec!["b0b9".into(), "a9b9".into()];
    doc.finished = Some(FinishDoc {
        outcome: Outcome::win(Side::Second, EndReason::Resignation),
        at: START,
    });
    doc.deadline = None;
    doc.event_at = None;
    store.import_games(&[doc.clone()]).unwrap();
    let answers = std::thread::scope(|s| {
        let a = s.spawn(|| one.analyse(&alice(), &here(), Some("XQ26")).unwrap());
        let b = s.spawn(|| two.analyse(&bob(), &here(), Some("XQ26")).unwrap());
        [a.join().unwrap(), b.join().unwrap()]
    });
    let queued = answers
        .iter()
        .filter(|r| r.reply.text.lines().first().map(|m| m.id) == Some("analysis-queued"))
        .count();
    assert_eq!(queued, 1, "exactly one process queues it");
    let posted: usize = [&one, &two]
        .iter()
        .map(|s| {
            s.settle_computer(Duration::from_secs(120))
                .unwrap()
                .iter()
                .filter(|n| n.kind == NoticeKind::Analysed)
                .count()
        })
        .sum();
    assert_eq!(posted, 1, "posted once");
    assert!(one.game_analysis(&doc.id).unwrap().is_some());
}

/// Xiangqi: red king e0 alone at home, black chariots on a1 (holding rank 1) and i8 (ready for
/// i0, along rank 0). Red's chariot a5 takes the a1 chariot and stops the mate; a5b5 walks into
/// i8i0 mate (checked: `kibitz rules xiangqi play --fen … --moves "a5b5 i8i0"` says
/// `win:black:no-moves`).
const XIANGQI_MATE_THREAT: &str = "5k3/8r/9/2P1P1P2/R8/9/9/9/r8/4K4 w - - 0 1";

/// Topo: White's last Lepre on f3 is attacked by the black Cane on b3 (guarded by the Gattino
/// a4, so the Lepre cannot take it); the Gattino a2 takes the Cane. e1e2 leaves the Lepre en
/// prise and b3f3 wins (`win:black:lepri-captured`).
const TOPO_LAST_LEPRE: &str = "4k2q/8/8/8/p7/1r3Q2/P7/4K3 w - - - 0 1";

/// Tempo: Black to move has three moves; after c2a4 or c2d1 White has a move that leaves Black
/// none (c2a4 e3e4: `win:white:no-moves`); c2b3 keeps the game going.
const TEMPO_NO_REPLY: &str = "4b1/2b2b/3bww/w1b3/ww2b1 b";

/// Each game's known blunder: the position, the blunder and the winning reply, the better move.
const KNOWN_BLUNDERS: [(&str, GameKind, &str, [&str; 2], &str); 3] = [
    (
        "XQ32",
        GameKind::Xiangqi,
        XIANGQI_MATE_THREAT,
        ["a5b5", "i8i0"],
        "a5a1",
    ),
    (
        "TP32",
        GameKind::Topo,
        TOPO_LAST_LEPRE,
        ["e1e2", "b3f3"],
        "a2b3",
    ),
    (
        "TM32",
        GameKind::Tempo,
        TEMPO_NO_REPLY,
        ["c2a4", "e3e4"],
        "c2b3",
    ),
];

#[test]
fn a_move_that_lets_the_opponent_win_at_once_is_a_blunder_with_the_saving_move_named() {
    let f = Fixture::with_config(analysis_config());
    for (id, kind, start, moves, best) in KNOWN_BLUNDERS {
        let id = finished_game(&f, id, kind, start, &moves);
        // The winning reply really ends the game.
        let mut game = new_game(kind, Some(start)).unwrap();
        for mv in moves {
            game.play(mv).unwrap();
        }
        let outcome = game.outcome().expect("the reply wins at once");
        assert_eq!(outcome.winner(), Some(game.side_to_move().opponent()));
        f.service
            .analyse(&alice(), &here(), Some(id.as_str()))
            .unwrap();
        let (_, judged) = analysed(&f, &id);
        let mark = judged
            .marks
            .iter()
            .find(|m| m.ply == 1)
            .unwrap_or_else(|| panic!("{kind}: the blunder is not marked: {:?}", judged.marks));
        assert_eq!(mark.judgement, Judgement::Blunder, "{kind}: {mark:?}");
        assert_eq!(mark.best, best, "{kind}: the better move");
        assert_eq!(mark.mate, Some(MateChange::Created), "{kind}: {mark:?}");
        // The winning reply is the engine's own move: not marked.
        assert_eq!(judged.marks.len(), 1, "{kind}: {:?}", judged.marks);
        // Said as "allowed mate" under the marked move.
        let shown = f
            .service
            .analyse(&alice(), &here(), Some(id.as_str()))
            .unwrap();
        let ids: Vec<&str> = shown.reply.text.lines().iter().map(|m| m.id).collect();
        let at = ids.iter().position(|&m| m == "analysis-mark").unwrap();
        assert_eq!(
            ids.get(at + 1),
            Some(&"analysis-allowed-mate"),
            "{kind}: {ids:?}"
        );
    }
}

/// The graph picture among `pictures`, drawn in English: its request and the decoded PNG.
fn graph_of(pictures: &[Picture]) -> (GraphRequest, image::RgbImage) {
    let picture = pictures
        .iter()
        .find(|p| matches!(p.positions, Positions::Graph(_)))
        .expect("an evaluation graph");
    let Positions::Graph(request) = &picture.positions else {
        unreachable!()
    };
    assert!(
        picture.filename.ends_with("-analysis.png"),
        "{}",
        picture.filename
    );
    let drawn = draw_picture(picture, |m| kibitz::i18n::say(kibitz::model::Lang::En, m));
    let img = image::load_from_memory(&drawn.bytes).unwrap().to_rgb8();
    (request.as_ref().clone(), img)
}

fn with_pictures() -> ServiceConfig {
    ServiceConfig {
        pictures: true,
        ..analysis_config()
    }
}

#[test]
fn an_automatic_analysis_posts_the_short_line_with_the_graph_and_analyse_shows_it_all() {
    let f = Fixture::with_config(with_pictures());
    f.service.set_auto_analysis(&here(), true).unwrap();
    // A game played to its end through the service: Red walks into mate.
    let mut doc = started_from(
        "XQ33",
        GameKind::Xiangqi,
        XIANGQI_MATE_THREAT,
        slots(),
        f.clock.now(),
    );
    doc.moves.clear();
    f.service.store().import_games(&[doc.clone()]).unwrap();
    let id = doc.id.clone();
    f.service
        .play(&alice(), &here(), Some(id.as_str()), "a5b5")
        .unwrap();
    f.service
        .play(&bob(), &here(), Some(id.as_str()), "i8i0")
        .unwrap();
    assert!(!f.doc(&id).is_active());
    let notices = f.service.settle_computer(Duration::from_secs(120)).unwrap();
    let posted: Vec<_> = notices
        .iter()
        .filter(|n| n.kind == NoticeKind::Analysed)
        .collect();
    assert_eq!(posted.len(), 1, "posted once, in the game's channel");
    assert_eq!(posted[0].channel, here().channel);
    let ids: Vec<&str> = posted[0].text.lines().iter().map(|m| m.id).collect();
    assert_eq!(ids, ["analysis-summary"], "the short line only");
    let said = kibitz::i18n::say_text(kibitz::model::Lang::En, &posted[0].text);
    assert!(said.starts_with("Analysis of XQ33: alice "), "{said}");
    assert!(said.ends_with("— 1 blunder"), "{said}");
    let (graph, img) = graph_of(&posted[0].pictures);
    assert_eq!(graph.win_percents.len(), 3, "one point per position");
    assert_eq!(graph.marks.len(), 1);
    assert_eq!(graph.marks[0], (1, kibitz::render::GraphMark::Blunder));
    assert_eq!((img.width(), img.height()), (640, 320));
    // /analyse shows the whole analysis, with the graph.
    let shown = f
        .service
        .analyse(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    let ids: Vec<&str> = shown.reply.text.lines().iter().map(|m| m.id).collect();
    assert_eq!(ids[0], "analysis-title");
    assert!(ids.contains(&"analysis-mark"));
    graph_of(&shown.reply.pictures);
}

#[test]
fn an_analysis_asked_for_is_posted_in_full_with_the_graph() {
    let f = Fixture::with_config(with_pictures());
    let id = finished_game(
        &f,
        "XQ34",
        GameKind::Xiangqi,
        XIANGQI_CHARIOTS,
        &["b0b9", "a9b9"],
    );
    f.service
        .analyse(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    let notices = f.service.settle_computer(Duration::from_secs(120)).unwrap();
    let posted = notices
        .iter()
        .find(|n| n.kind == NoticeKind::Analysed)
        .expect("posted");
    assert_eq!(posted.text.lines()[0].id, "analysis-title");
    let (graph, _) = graph_of(&posted.pictures);
    assert_eq!(graph.win_percents.len(), 3);
    // Without pictures, the words alone.
    let f = Fixture::with_config(analysis_config());
    let id = finished_game(
        &f,
        "XQ35",
        GameKind::Xiangqi,
        XIANGQI_CHARIOTS,
        &["b0b9", "a9b9"],
    );
    f.service
        .analyse(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    let notices = f.service.settle_computer(Duration::from_secs(120)).unwrap();
    assert!(notices.iter().all(|n| n.pictures.is_empty()));
}

#[test]
fn the_export_of_an_analysed_game_carries_the_glyphs_the_better_moves_and_marked_frames() {
    let f = Fixture::with_config(with_pictures());
    let id = finished_game(
        &f,
        "XQ36",
        GameKind::Xiangqi,
        XIANGQI_CHARIOTS,
        &["b0b9", "a9b9"],
    );
    let doc = f.doc(&id);
    let plain = f.service.record_text(&doc);
    assert!(plain.ends_with("1. b0b9 a9b9 0-1\n"), "{plain}");
    f.service
        .analyse(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    let (_, judged) = analysed(&f, &id);
    let best = &judged.marks[0].best;
    let annotated = f.service.record_text(&doc);
    assert!(
        annotated.ends_with(&format!("1. b0b9?? {{best: {best}}} 1... a9b9 0-1\n")),
        "{annotated}"
    );
    // The annotated record still replays: glyphs and comments are PGN's, the moves untouched.
    let moves: Vec<&str> = annotated
        .lines()
        .last()
        .unwrap()
        .split_whitespace()
        .filter(|w| !w.ends_with('.') && !w.starts_with('{') && !w.ends_with('}'))
        .map(|w| w.trim_end_matches(['?', '!']))
        .filter(|w| *w != "0-1")
        .collect();
    assert_eq!(moves, ["b0b9", "a9b9"]);
    let reply = f
        .service
        .export(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    let txt = reply
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".txt"))
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&txt.bytes), annotated);
    let replay = reply
        .pictures
        .iter()
        .find(|p| p.is_animated())
        .expect("a replay");
    let frames = &replay.caption.as_ref().unwrap().frame_statuses;
    let ids: Vec<&str> = frames.iter().map(|m| m.id).collect();
    assert_eq!(
        ids,
        [
            "views-status-to-move",
            "analysis-frame-mark",
            "views-status-over"
        ]
    );
    let said = kibitz::i18n::say(kibitz::model::Lang::En, &frames[1]);
    assert!(said.contains("??") && said.contains("was best"), "{said}");
    // The replay draws with its marked frame.
    draw_picture(replay, |m| kibitz::i18n::say(kibitz::model::Lang::En, m));
}

/// The load test of the README's figure: 20 finished games of 100 moves are analysed at the
/// default budget (20 × 201 positions queue on the search pool) while a human game is played
/// and `/games` asked; the 20 `/analyse` acknowledgements and the commands meanwhile are timed.
/// Prints their p50/p99/max. Run with
/// `cargo test --test service analysis_load -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement (about half a minute), not a check: run it by hand"]
fn analysis_load() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Instant;
    let config = ServiceConfig {
        pictures: true,
        search_threads: kibitz::service::default_search_threads(),
        ..config()
    };
    let f = Fixture::with_config(config);
    let mut ids = Vec::new();
    for n in 0..20 {
        let kind = GameKind::ALL[n % 3];
        let mut game = new_game(kind, None).unwrap();
        let mut state = (n as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut moves = Vec::new();
        while moves.len() < 200 && game.outcome().is_none() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = game.legal_moves(kibitz::games::Notation::Canonical);
            let mv = legal[state as usize % legal.len()].clone();
            game.play(&mv).unwrap();
            moves.push(mv);
        }
        let start = game_start(kind);
        let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
        let id = format!("KD{}", kibitz_letters(n));
        ids.push(finished_game(&f, &id, kind, &start, &refs));
    }
    let service = Arc::new(f.service);
    let stop = Arc::new(AtomicBool::new(false));
    let pump = {
        let (service, stop) = (service.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut posted = 0;
            while !stop.load(Ordering::SeqCst) {
                let mut notices = service.computer_moves(Duration::from_millis(200)).unwrap();
                for notice in &mut notices {
                    notice.draw_pictures(|p| {
                        renderer().draw(p, |m| kibitz::i18n::say(kibitz::model::Lang::En, m))
                    });
                }
                posted += notices.len();
            }
            posted
        })
    };
    // The renderer is built before the clock starts, as the bot builds it at start-up.
    renderer();
    let mut acks = Vec::new();
    for id in &ids {
        let t = Instant::now();
        let asked = service
            .analyse(&alice(), &here(), Some(id.as_str()))
            .unwrap();
        acks.push(t.elapsed());
        assert_eq!(asked.reply.text.lines()[0].id, "analysis-queued");
    }
    let game = start_between(&service, GameKind::Xiangqi, &alice(), &bob(), &here(), None);
    let mut times = acks.clone();
    let mut queued_low = usize::MAX;
    for round in 0..100 {
        queued_low = queued_low.min(service.analyses_in_flight());
        let t = Instant::now();
        let mut played = Duration::ZERO;
        if round % 2 == 0 {
            service.games(&carol(), &here()).unwrap();
        } else {
            let doc = service.game_doc(&game).unwrap();
            let position = kibitz::games::replay(&doc.record()).unwrap();
            let mover = if doc.player(doc.to_move).user == alice().user {
                alice()
            } else {
                bob()
            };
            let legal = position.legal_moves(kibitz::games::Notation::Canonical);
            let mut response = service
                .play(
                    &mover,
                    &here(),
                    Some(game.as_str()),
                    &legal[round % legal.len()],
                )
                .unwrap();
            played = t.elapsed();
            response.reply.draw_pictures(|p| {
                renderer().draw(p, |m| kibitz::i18n::say(kibitz::model::Lang::En, m))
            });
        }
        let took = t.elapsed();
        if took > Duration::from_millis(50) {
            let what = if round % 2 == 0 { "/games" } else { "a move" };
            eprintln!("round {round}: {what} took {took:?} (the command itself {played:?})");
        }
        times.push(took);
        std::thread::sleep(Duration::from_millis(50));
    }
    stop.store(true, Ordering::SeqCst);
    let posted = pump.join().unwrap();
    let pct = |xs: &mut Vec<Duration>, p: f64| {
        xs.sort();
        xs[((xs.len() as f64 * p) as usize).min(xs.len() - 1)]
    };
    let (mut acks_sorted, mut all) = (acks.clone(), times.clone());
    eprintln!(
        "20 analyses queued: acknowledgements p50 {:?}, p99 {:?}; {} commands while at least \
         {queued_low} analyses were queued or running ({} search threads, {posted} analyses \
         posted meanwhile): p50 {:?}, p99 {:?}, max {:?}",
        pct(&mut acks_sorted, 0.5),
        pct(&mut acks_sorted, 0.99),
        all.len(),
        kibitz::service::default_search_threads(),
        pct(&mut all, 0.5),
        pct(&mut all, 0.99),
        all[all.len() - 1]
    );
    assert!(queued_low >= 10, "measured while analyses were queued");
}

/// `n` in the id alphabet (two letters).
fn kibitz_letters(n: usize) -> String {
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    let (a, b) = (n / ALPHABET.len(), n % ALPHABET.len());
    format!("{}{}", ALPHABET[a] as char, ALPHABET[b] as char)
}

#[test]
fn a_running_analysis_says_how_far_it_is_until_it_is_done() {
    let f = Fixture::with_config(analysis_config());
    let id = finished_game(
        &f,
        "XQ37",
        GameKind::Xiangqi,
        XIANGQI_CHARIOTS,
        &["b0b9", "a9b9"],
    );
    assert_eq!(
        f.service.analysis_progress(&id),
        None,
        "nothing before it is queued"
    );
    let (asked, queued) = f
        .service
        .analyse_game(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    assert_eq!(queued.as_ref(), Some(&id));
    assert_eq!(asked.reply.text.lines()[0].id, "analysis-queued");
    let line = f.service.analysis_progress(&id).expect("running here");
    let said = kibitz::i18n::say(kibitz::model::Lang::En, &line);
    assert!(said.contains("of 3 positions searched"), "{said}");
    f.service.settle_computer(Duration::from_secs(120)).unwrap();
    assert_eq!(f.service.analysis_progress(&id), None, "done: posted");
    // Asked again: shown at once, nothing queued to follow.
    let (_, again) = f
        .service
        .analyse_game(&bob(), &here(), Some(id.as_str()))
        .unwrap();
    assert_eq!(again, None);
}
