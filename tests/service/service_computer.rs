//! Playing the computer: challenges it accepts at once, its moves, restarts, clocks,
//! take-backs, draws, resignation, ratings, stats, and the search pool's bound.

use crate::service_support;

use kibitz::engine::{engines_with, BuiltIn, Engine, EngineFactory, Found, Info, Limits};
use kibitz::games::{self, replay, AnyGame, EndReason, GameKind, Notation, Outcome, Side};
use kibitz::service::*;
use kibitz::store::{BoardScope, PlayerSlot};
use service_support::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Long enough for any level-1..5 search on a loaded machine.
const PATIENCE: Duration = Duration::from_secs(60);

fn computer_config() -> ServiceConfig {
    ServiceConfig {
        search_threads: 2,
        computer_movetime: Duration::from_millis(300),
        ..config()
    }
}

fn fixture() -> Fixture {
    Fixture::with_config(computer_config())
}

fn play_computer(f: &Fixture, kind: GameKind, level: u8, side: SideChoice) -> GameId {
    let response = f
        .service
        .challenge_computer(
            &alice(),
            &here(),
            ComputerChallenge {
                game: kind,
                level: Some(level),
                side,
                time_per_move: None,
            },
        )
        .unwrap();
    response.started.expect("the game starts at once").game
}

fn legal(f: &Fixture, id: &GameId) -> Vec<String> {
    replay(&f.doc(id).record())
        .unwrap()
        .legal_moves(Notation::Canonical)
}

/// Stores a game from `start` between alice and the computer at `level` (the computer plays
/// `computer`), as if it had just started.
fn game_from(f: &Fixture, kind: GameKind, start: &str, computer: Side, level: u8) -> GameId {
    let game = games::new_game(kind, Some(start)).unwrap();
    let human = PlayerSlot {
        user: alice().user,
        name: "alice".into(),
    };
    let machine = PlayerSlot {
        user: UserId::computer(level).unwrap(),
        name: computer_name(level),
    };
    let players = match computer {
        Side::First => [machine, human],
        Side::Second => [human, machine],
    };
    let now = f.service.now();
    let mut doc = started_from("CMP2", kind, start, players, now);
    if game.side_to_move() == computer {
        // The computer never loses on time; its search is due at once.
        doc.deadline = None;
        doc.event_at = Some(now);
    }
    assert!(f.service.store().insert_game(&doc, None).unwrap());
    doc.id
}

#[test]
fn the_computer_accepts_at_once_and_answers_each_move_with_a_legal_one() {
    let f = fixture();
    for kind in GameKind::ALL {
        // alice moves first; the computer answers.
        let id = play_computer(&f, kind, 1, SideChoice::First);
        let doc = f.doc(&id);
        assert!(doc.is_active());
        assert_eq!(doc.player(Side::Second).name, "Computer (level 1)");
        assert!(
            f.service.store().challenges().unwrap().is_empty(),
            "no challenge waits"
        );
        let first = legal(&f, &id)[0].clone();
        let reply = f
            .service
            .play(&alice(), &here(), Some(id.as_str()), &first)
            .unwrap();
        assert!(
            reply.reply.text.en().contains("thinking"),
            "{}",
            reply.reply.text.en()
        );
        assert!(
            reply.reply.mentions.is_empty(),
            "the computer is never pinged"
        );
        let notices = f.service.settle_computer(PATIENCE).unwrap();
        let doc = f.doc(&id);
        assert_eq!(doc.moves.len(), 2, "{kind:?}: the computer answered");
        let before = replay(&kibitz::games::GameRecord {
            moves: doc.moves[..1].to_vec(),
            ..doc.record()
        })
        .unwrap();
        assert!(before
            .legal_moves(Notation::Canonical)
            .contains(&doc.moves[1]));
        assert_eq!(doc.to_move, Side::First, "alice's turn again");
        assert!(doc.deadline.is_some(), "alice's clock runs");
        let moved: Vec<&Notice> = notices
            .iter()
            .filter(|n| n.kind == NoticeKind::ComputerMoved)
            .collect();
        assert_eq!(moved.len(), 1, "{notices:?}");
        assert_eq!(moved[0].user, alice().user);
        assert_eq!(moved[0].channel, here().channel);
        assert!(moved[0].text.en().contains("Computer level 1 played"));
        assert!(
            moved[0].board_text.is_some(),
            "the board comes with the move"
        );
    }
    // With the computer first, it moves straight after the start.
    let id = play_computer(&f, GameKind::Xiangqi, 2, SideChoice::Second);
    assert_eq!(f.doc(&id).deadline, None, "the computer has no clock");
    let notices = f.service.settle_computer(PATIENCE).unwrap();
    let doc = f.doc(&id);
    assert_eq!(doc.moves.len(), 1);
    assert_eq!(doc.player(doc.to_move).user, alice().user);
    // Said in the reader's words: the computer's name, and its Xiangqi move in Chinese
    // notation for a Chinese reader.
    let chinese = replay(&doc.record())
        .unwrap()
        .moves_in(Notation::Chinese(games::Script::Simplified))
        .pop()
        .unwrap();
    let notice = notices
        .iter()
        .find(|n| n.kind == NoticeKind::ComputerMoved)
        .expect("the computer's move is posted");
    let text = kibitz::i18n::say_text(kibitz::i18n::Lang::ZhCn, &notice.text);
    assert!(
        text.starts_with(&format!("2级电脑走了 **{chinese}**（{}）。", doc.moves[0])),
        "{text}"
    );
    assert!(
        text.contains("2级电脑（红方）对 alice（黑方）")
            && text.contains(&format!("上一步：{chinese}")),
        "{text}"
    );
}

#[test]
fn a_bad_level_is_refused_with_the_range() {
    let f = fixture();
    let e = user_error(f.service.challenge_computer(
        &alice(),
        &here(),
        ComputerChallenge {
            game: GameKind::Tempo,
            level: Some(9),
            side: SideChoice::Random,
            time_per_move: None,
        },
    ));
    assert!(e.en().contains("1 (easiest) to 8"), "{e}");
    assert!(f
        .service
        .store()
        .game_ids_of(alice().user)
        .unwrap()
        .is_empty());
}

#[test]
fn after_a_restart_the_computer_moves_where_it_was_to_move() {
    let f = fixture();
    let id = play_computer(&f, GameKind::Tempo, 1, SideChoice::First);
    let first = legal(&f, &id)[0].clone();
    f.service.play(&alice(), &here(), None, &first).unwrap();
    // The bot stops before the computer's move is written.
    let Fixture {
        dir,
        clock,
        service,
    } = f;
    drop(service);
    // sled's background flusher may hold the directory's lock a moment after the drop.
    let mut tries = 0;
    let service = loop {
        match Service::open(dir.path(), Arc::new(clock.clone()), computer_config()) {
            Err(ServiceError::Store(kibitz::store::StoreError::InUse { .. })) if tries < 100 => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(50));
            }
            other => break other.unwrap(),
        }
    };
    assert_eq!(service.game_doc(&id).unwrap().moves.len(), 1);
    assert_eq!(
        service.resume_computer().unwrap(),
        1,
        "the game waiting for the computer is searched at start-up"
    );
    service.settle_computer(PATIENCE).unwrap();
    let doc = service.game_doc(&id).unwrap();
    assert_eq!(doc.moves.len(), 2, "the computer moved after the restart");
    assert_eq!(doc.player(doc.to_move).user, alice().user);
}

#[test]
fn the_computer_never_loses_on_time() {
    let f = fixture();
    let id = play_computer(&f, GameKind::Xiangqi, 1, SideChoice::First);
    let first = legal(&f, &id)[0].clone();
    f.service.play(&alice(), &here(), None, &first).unwrap();
    assert_eq!(f.doc(&id).deadline, None);
    f.clock.advance(30 * DAY);
    let notices = f.service.tick().unwrap();
    assert!(
        notices
            .iter()
            .all(|n| n.kind != NoticeKind::TimeLoss && n.kind != NoticeKind::Reminder),
        "{notices:?}"
    );
    assert!(f.doc(&id).is_active(), "no loss on time for the computer");
    f.service.settle_computer(PATIENCE).unwrap();
    assert_eq!(f.doc(&id).moves.len(), 2);
}

#[test]
fn take_backs_are_granted_at_once() {
    let f = fixture();
    let id = play_computer(&f, GameKind::Xiangqi, 1, SideChoice::First);
    let first = legal(&f, &id)[0].clone();
    f.service.play(&alice(), &here(), None, &first).unwrap();
    f.service.settle_computer(PATIENCE).unwrap();
    assert_eq!(f.doc(&id).moves.len(), 2);
    let response = f
        .service
        .takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    let canonical = f.doc(&id).moves;
    let text = response.reply.text.en();
    assert!(text.contains("allowed the take-back"), "{text}");
    // Each undone move is named with whose it was, in the reader's notation (WXF for English
    // Xiangqi readers), never in the stored coordinates.
    assert!(
        text.contains("alice's ") && text.contains("Computer level 1's "),
        "{text}"
    );
    for mv in &canonical {
        assert!(!text.contains(mv.as_str()), "{mv} in {text}");
    }
    let doc = f.doc(&id);
    assert!(
        doc.moves.is_empty(),
        "alice's move and the reply are undone"
    );
    assert_eq!(doc.to_move, Side::First);
    assert_eq!(doc.takeback, None);
    assert!(doc.deadline.is_some());
    // Nothing left of alice's to take back.
    assert_eq!(
        user_error(
            f.service
                .takeback(&alice(), &here(), None, TakebackAction::Ask)
        ),
        UserError::NothingToTakeBack(id)
    );
}

/// Xiangqi: Black has only its general, Red two chariots.
const RED_CRUSHES: &str = "3k5/9/9/9/9/9/9/9/9/R4K2R";

#[test]
fn the_computer_accepts_a_draw_only_when_it_is_not_better() {
    // The computer plays Black, hopelessly behind: it takes the draw.
    let f = fixture();
    let id = game_from(
        &f,
        GameKind::Xiangqi,
        &format!("{RED_CRUSHES} w - - 0 1"),
        Side::Second,
        3,
    );
    let response = f
        .service
        .draw(&alice(), &here(), Some(id.as_str()), DrawAction::Offer)
        .unwrap();
    assert!(
        response.reply.text.en().contains("thinking"),
        "{}",
        response.reply.text.en()
    );
    assert!(
        response.reply.buttons.is_empty(),
        "no buttons for the computer to press"
    );
    let notices = f.service.settle_computer(PATIENCE).unwrap();
    let doc = f.doc(&id);
    assert_eq!(
        doc.finished.map(|f| f.outcome),
        Some(Outcome::draw(EndReason::Agreement))
    );
    assert!(notices
        .iter()
        .any(|n| n.text.en().contains("accepts the draw")));

    // The computer plays Red, far ahead: it declines, and play goes on.
    let f = fixture();
    let id = game_from(
        &f,
        GameKind::Xiangqi,
        &format!("{RED_CRUSHES} b - - 0 1"),
        Side::First,
        3,
    );
    f.service
        .draw(&alice(), &here(), Some(id.as_str()), DrawAction::Offer)
        .unwrap();
    let notices = f.service.settle_computer(PATIENCE).unwrap();
    let doc = f.doc(&id);
    assert!(doc.is_active());
    assert_eq!(doc.draw_offer, None, "the offer was answered");
    assert!(
        notices
            .iter()
            .any(|n| n.kind == NoticeKind::OfferAnswered && n.text.en().contains("declines")),
        "{notices:?}"
    );
}

#[test]
fn the_strongest_computer_takes_no_draw_before_the_game_has_begun() {
    // `challenge computer xiangqi 8`, then `draw offer` at once: a level position at move 1.
    let f = fixture();
    let id = play_computer(&f, GameKind::Xiangqi, 8, SideChoice::First);
    f.service
        .draw(&alice(), &here(), Some(id.as_str()), DrawAction::Offer)
        .unwrap();
    let notices = f.service.settle_computer(PATIENCE).unwrap();
    let doc = f.doc(&id);
    assert!(doc.is_active(), "{:?}", doc.finished);
    assert_eq!(doc.draw_offer, None, "the offer was answered");
    assert!(
        notices.iter().any(|n| n.kind == NoticeKind::OfferAnswered
            && n.text.en()
                == format!(
                    "Computer level 8 declines the draw in game {id}: the game has hardly \
                     begun (before move 10 it agrees only when clearly worse). Your move."
                )),
        "{notices:?}"
    );
}

#[test]
fn the_computer_resigns_a_lost_position() {
    let f = fixture();
    // Black (the computer) to move: whatever it does, a chariot mates on the back rank (its
    // soldier gives it moves to choose from, so the search looks two plies deep).
    let id = game_from(
        &f,
        GameKind::Xiangqi,
        "4k4/R8/8R/9/9/2p6/9/9/9/5K3 b - - 0 1",
        Side::Second,
        5,
    );
    assert_eq!(f.service.resume_computer().unwrap(), 1);
    let notices = f.service.settle_computer(PATIENCE).unwrap();
    let doc = f.doc(&id);
    assert_eq!(
        doc.finished.map(|f| f.outcome),
        Some(Outcome::win(Side::First, EndReason::Resignation)),
    );
    assert!(doc.moves.is_empty());
    assert!(
        notices
            .iter()
            .any(|n| n.kind == NoticeKind::GameOver && n.text.en().contains("resigns")),
        "{notices:?}"
    );
}

#[test]
fn computer_games_are_unrated_listed_exported_and_counted_per_level() {
    let f = fixture();
    let kind = GameKind::Xiangqi;
    let lost = play_computer(&f, kind, 2, SideChoice::First);
    f.service
        .resign(&alice(), &here(), Some(lost.as_str()))
        .unwrap();
    let drawn = game_from(
        &f,
        kind,
        &format!("{RED_CRUSHES} w - - 0 1"),
        Side::Second,
        4,
    );
    f.service
        .draw(&alice(), &here(), Some(drawn.as_str()), DrawAction::Offer)
        .unwrap();
    f.service.settle_computer(PATIENCE).unwrap();
    assert!(!f.doc(&drawn).is_active());
    // Unrated: nobody on either leaderboard.
    for scope in [BoardScope::Global, BoardScope::Server(ServerId(100))] {
        assert!(f
            .service
            .store()
            .leaderboard(scope, kind)
            .unwrap()
            .is_empty());
    }
    assert!(f
        .service
        .leaderboard(&here(), kind, Scope::Global)
        .unwrap()
        .text
        .en()
        .contains("no finished games"));
    // /stats: per level.
    let stats = f.service.stats(&alice(), &here(), None).unwrap().text.en();
    assert!(
        stats.contains("Xiangqi against the computer, level 2: 0/0/1 (W/D/L)"),
        "{stats}"
    );
    assert!(
        stats.contains("Xiangqi against the computer, level 4: 0/1/0 (W/D/L)"),
        "{stats}"
    );
    // Listed and exported like any game.
    let going = play_computer(&f, GameKind::Tempo, 1, SideChoice::Second);
    let games = f.service.games(&alice(), &here()).unwrap().text.en();
    assert!(
        games.contains(going.as_str()) && games.contains(lost.as_str()),
        "{games}"
    );
    assert!(games.contains("Computer level 1 is thinking"), "{games}");
    let export = f
        .service
        .export(&alice(), &here(), Some(lost.as_str()))
        .unwrap();
    assert!(
        export.text.en().contains("Computer (level 2)"),
        "{}",
        export.text.en()
    );
}

/// A message in English, for drawing pictures as a front end does.
fn english(msg: &Msg) -> String {
    kibitz::i18n::say(kibitz::i18n::Lang::En, msg)
}

/// The built-in engine, counting how many searches run at once.
struct Counting {
    now: Arc<AtomicUsize>,
    peak: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
}

impl Engine for Counting {
    fn best_move(
        &mut self,
        game: &dyn AnyGame,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Option<Found> {
        let running = self.now.fetch_add(1, Ordering::SeqCst) + 1;
        self.peak.fetch_max(running, Ordering::SeqCst);
        self.total.fetch_add(1, Ordering::SeqCst);
        // Long enough that unbounded searches would overlap.
        std::thread::sleep(Duration::from_millis(30));
        let found = BuiltIn.best_move(game, limits, info);
        self.now.fetch_sub(1, Ordering::SeqCst);
        found
    }
}

#[test]
fn the_search_pool_bounds_how_many_searches_run_at_once() {
    let now = Arc::new(AtomicUsize::new(0));
    let peak = Arc::new(AtomicUsize::new(0));
    let total = Arc::new(AtomicUsize::new(0));
    let engines: EngineFactory = {
        let (now, peak, total) = (now.clone(), peak.clone(), total.clone());
        Arc::new(move |_| {
            Box::new(Counting {
                now: now.clone(),
                peak: peak.clone(),
                total: total.clone(),
            })
        })
    };
    let f = fixture();
    let Fixture {
        dir,
        clock,
        service,
    } = f;
    let f = Fixture {
        dir,
        clock,
        service: service.with_engines(engines),
    };
    let games: Vec<GameId> = (0..8)
        .map(|_| play_computer(&f, GameKind::Tempo, 1, SideChoice::Second))
        .collect();
    f.service.settle_computer(PATIENCE).unwrap();
    for id in &games {
        assert_eq!(f.doc(id).moves.len(), 1, "every game got its move");
    }
    assert_eq!(
        total.load(Ordering::SeqCst),
        8,
        "the given engines searched"
    );
    let peak = peak.load(Ordering::SeqCst);
    assert!(
        (1..=2).contains(&peak),
        "at most 2 searches at once, saw {peak}"
    );
    assert!(f.service.peak_searches() <= 2);
}

/// The load test of the README's figure: 1,000 computer games start at once (the computer to
/// move in each, so 1,000 searches queue), and while they think, a human game and `/games` are
/// answered. Prints the p50/p99/max of the answers. Run with
/// `cargo test --test service computer_load -- --ignored --nocapture` (the test profile is
/// optimised).
#[test]
#[ignore = "a measurement (about a minute), not a check: run it by hand"]
fn computer_load() {
    let config = ServiceConfig {
        pictures: true,
        max_active_games: 2_000,
        search_threads: default_search_threads(),
        ..config()
    };
    let f = Fixture::with_config(config);
    let players: Vec<Actor> = (0..20)
        .map(|n| Actor::new(UserId(1_000 + n), format!("p{n}")))
        .collect();
    let started = Instant::now();
    for n in 0..1_000 {
        let level = (n % 8 + 1) as u8;
        f.service
            .challenge_computer(
                &players[n % players.len()],
                &here(),
                ComputerChallenge {
                    game: GameKind::ALL[n % 3],
                    level: Some(level),
                    side: SideChoice::Second,
                    time_per_move: None,
                },
            )
            .unwrap();
    }
    eprintln!(
        "1000 computer games started in {:?}; {} searches queued or running",
        started.elapsed(),
        f.service.searches_in_flight()
    );
    // The bot's pump: applies the computer's moves as they come, as the Discord loop does.
    let service = Arc::new(f.service);
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let pump = {
        let (service, stop) = (service.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut moved = 0;
            while !stop.load(Ordering::SeqCst) {
                // The bot draws each move's picture (in the notice's language) as it posts it.
                let mut notices = service.computer_moves(Duration::from_millis(200)).unwrap();
                for notice in &mut notices {
                    notice.draw_pictures(|p| renderer().draw(p, english));
                }
                moved += notices.len();
            }
            moved
        })
    };
    let id = start_between(&service, GameKind::Xiangqi, &alice(), &bob(), &here(), None);
    let mut times = Vec::new();
    let measuring = Instant::now();
    let mut thinking_low = usize::MAX;
    for round in 0..200 {
        let in_flight = service.searches_in_flight();
        thinking_low = thinking_low.min(in_flight);
        let t = Instant::now();
        if round % 2 == 0 {
            service
                .games(&players[round % players.len()], &here())
                .unwrap();
        } else {
            let doc = service.game_doc(&id).unwrap();
            let game = replay(&doc.record()).unwrap();
            let mover = if doc.player(doc.to_move).user == alice().user {
                alice()
            } else {
                bob()
            };
            let moves = game.legal_moves(Notation::Canonical);
            let mut response = service
                .play(
                    &mover,
                    &here(),
                    Some(id.as_str()),
                    &moves[round % moves.len()],
                )
                .unwrap();
            // The answer includes its picture, as the bot draws it before replying.
            response
                .reply
                .draw_pictures(|p| renderer().draw(p, english));
        }
        times.push(t.elapsed());
        std::thread::sleep(Duration::from_millis(50));
    }
    stop.store(true, Ordering::SeqCst);
    let moved = pump.join().unwrap();
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    eprintln!(
        "{} commands in {:?} with at least {thinking_low} computer games thinking ({} computer \
         notices posted meanwhile, {} search threads): p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        measuring.elapsed(),
        moved,
        default_search_threads(),
        pct(0.50),
        pct(0.99),
        times[times.len() - 1]
    );
    assert!(
        thinking_low >= 100,
        "the measurement ran while 100 games thought"
    );
}

/// A UCI engine named in the configuration plays the computer's Xiangqi moves (one process for
/// every game), and the built-in engine the other games'. The program here is a small script
/// that logs what it reads and always answers `h10g8` (the engine's squares for ICCS `h9g7`).
#[test]
fn a_configured_uci_engine_plays_the_computers_xiangqi_moves() {
    let fake = crate::fake_uci::Fake::new("var chess var xiangqi", "echo 'bestmove h10g8'");
    let (program, log) = (fake.program.clone(), fake.log.clone());
    let data = tempfile::tempdir().unwrap();
    let service = Service::open(
        data.path(),
        Arc::new(TestClock::new(START)),
        computer_config(),
    )
    .unwrap()
    .with_engines(engines_with(Some(program.clone())));
    for round in 0..2 {
        let id = {
            let response = service
                .challenge_computer(
                    &alice(),
                    &here(),
                    ComputerChallenge {
                        game: GameKind::Xiangqi,
                        level: Some(5),
                        side: SideChoice::First,
                        time_per_move: None,
                    },
                )
                .unwrap();
            response.started.unwrap().game
        };
        service
            .play(&alice(), &here(), Some(id.as_str()), "h2e2")
            .unwrap();
        service.settle_computer(PATIENCE).unwrap();
        let doc = service.game_doc(&id).unwrap();
        assert_eq!(
            doc.moves,
            ["h2e2", "h9g7"],
            "round {round}: the engine's move"
        );
    }
    let said = std::fs::read_to_string(&log).unwrap();
    assert_eq!(
        said.lines().filter(|l| *l == "uci").count(),
        1,
        "one process for both games: {said}"
    );
    assert!(
        said.contains("setoption name UCI_Variant value xiangqi"),
        "{said}"
    );
    assert!(said.contains("position startpos moves h3e3"), "{said}");
}
