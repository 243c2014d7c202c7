//! The external Xiangqi engine over UCI (`src/engine/uci.rs`): square conversion, the protocol
//! as sent, timeouts, crashes and refused moves with small fake engines (shell scripts), and the
//! real Fairy-Stockfish when it is installed.
//!
//! With `KIBITZ_REQUIRE_FAIRY_STOCKFISH=1` (set by `.ci/run`) the tests that drive the real
//! program fail when it is missing instead of skipping. `KIBITZ_FAIRY_STOCKFISH` names another
//! path to it.

use crate::fake_uci::Fake;
use kibitz::engine::uci::{iccs_to_uci, position_command, uci_to_iccs};
use kibitz::engine::{
    uci_level, Engine, Found, Level, Limits, UciEngine, UciError, UciSettings, UciStrength,
};
use kibitz::games::{new_game, AnyGame, EndReason, GameKind, Notation};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const DEFAULT_PATH: &str = "/usr/games/fairy-stockfish";

/// The real program, or `None` (the test then checks nothing more) when it is not installed
/// and not required.
fn fairy_stockfish() -> Option<PathBuf> {
    let path = std::env::var_os("KIBITZ_FAIRY_STOCKFISH")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(DEFAULT_PATH));
    if path.is_file() {
        return Some(path);
    }
    let required = std::env::var("KIBITZ_REQUIRE_FAIRY_STOCKFISH").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "KIBITZ_REQUIRE_FAIRY_STOCKFISH=1 but {} is missing: apt-get install fairy-stockfish",
        path.display()
    );
    eprintln!(
        "skipped: {} is not installed (set KIBITZ_REQUIRE_FAIRY_STOCKFISH=1 to fail instead)",
        path.display()
    );
    None
}

fn limits(level: u8, ms: u64) -> Limits {
    Limits::new(
        Level::new(level).expect("1 to 8"),
        Duration::from_millis(ms),
    )
    .with_seed(3)
}

fn assert_legal(game: &dyn AnyGame, found: &Option<Found>) {
    let found = found.as_ref().expect("a move");
    let legal = game.legal_moves(Notation::Canonical);
    assert!(
        legal.contains(&found.best),
        "{} is not legal in {}",
        found.best,
        game.position()
    );
}

impl Fake {
    /// A fake that answers every `go` with `bestmove {answer}`.
    fn answering(answer: &str) -> Fake {
        Fake::new(
            "var chess var xiangqi",
            &format!(
                "echo 'info depth 3 score cp 25 nodes 77 pv {answer}'; echo 'bestmove {answer}'"
            ),
        )
    }

    fn settings(&self) -> UciSettings {
        let mut settings = UciSettings::new(&self.program);
        settings.handshake_timeout = Duration::from_secs(5);
        settings.answer_grace = Duration::from_millis(300);
        settings
    }

    fn log(&self) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect()
    }
}

#[test]
fn ranks_0_to_9_are_the_engines_1_to_10_both_ways() {
    let files = "abcdefghi";
    for from in 0..90 {
        for to in [0, 17, 44, 89, from] {
            let square = |i: usize| (files.as_bytes()[i % 9] as char, i / 9);
            let ((f1, r1), (f2, r2)) = (square(from), square(to));
            let iccs = format!("{f1}{r1}{f2}{r2}");
            let uci = format!("{f1}{}{f2}{}", r1 + 1, r2 + 1);
            assert_eq!(iccs_to_uci(&iccs).as_deref(), Some(uci.as_str()));
            assert_eq!(uci_to_iccs(&uci).as_deref(), Some(iccs.as_str()));
        }
    }
    assert_eq!(uci_to_iccs("a10i1").as_deref(), Some("a9i0"));
    for bad in [
        "a0a1", "a11a1", "a01a2", "j1a1", "a1", "a1a", "a+1a2", "", "a10a10x",
    ] {
        assert_eq!(uci_to_iccs(bad), None, "{bad}");
    }
    for bad in ["a9a10", "j0a1", "a0", "a0a1a", "A0A1"] {
        assert_eq!(iccs_to_uci(bad), None, "{bad}");
    }
}

#[test]
fn the_position_goes_as_startpos_or_fen_with_the_moves_converted() {
    let mut game = new_game(GameKind::Xiangqi, None).expect("the start");
    assert_eq!(position_command(game.as_ref()), "position startpos");
    game.play("h2e2").expect("legal");
    game.play("b9c7").expect("legal");
    assert_eq!(
        position_command(game.as_ref()),
        "position startpos moves h3e3 b10c8"
    );
    // A start given with the other accepted letters (E, H) goes in the usual FEN letters.
    let fen = "4k4/R8/9/9/9/9/9/4E4/9/1R1K1H3 w - - 0 1";
    let game = new_game(GameKind::Xiangqi, Some(fen)).expect("a valid position");
    let line = position_command(game.as_ref());
    assert!(line.starts_with("position fen 4k4/R8/"), "{line}");
    assert!(line.contains("4B4") && line.contains("1R1K1N3"), "{line}");
}

#[test]
fn each_level_sets_its_strength_and_the_moves_go_in_the_engines_squares() {
    let fake = Fake::answering("h8e8");
    let mut engine = UciEngine::new(fake.settings());
    let mut game = new_game(GameKind::Xiangqi, None).expect("the start");
    game.play("h2e2").expect("legal");
    let mut infos = Vec::new();
    let found = engine
        .ask(game.as_ref(), &limits(2, 1000), &mut |i| {
            infos.push(i.clone())
        })
        .expect("the fake answers");
    // The fake's h8e8 is our h7e7.
    assert_eq!(
        found.map(|f| (f.best, f.score, f.depth, f.nodes)),
        Some(("h7e7".into(), 25, 3, 77))
    );
    assert_eq!(infos.len(), 1);
    assert_eq!(infos[0].best, "h7e7");
    engine
        .ask(game.as_ref(), &limits(5, 1000), &mut |_| {})
        .expect("the fake answers");
    let log = fake.log();
    let expected_in_order = [
        "uci",
        "setoption name UCI_Variant value xiangqi",
        "isready",
        "setoption name Skill Level value -5",
        "setoption name UCI_LimitStrength value false",
        "position startpos moves h3e3",
        "isready",
        "go movetime 90 depth 5",
        "setoption name Skill Level value 20",
        "setoption name UCI_LimitStrength value true",
        "setoption name UCI_Elo value 1650",
        "position startpos moves h3e3",
        "isready",
        "go movetime 270",
    ];
    assert_eq!(log, expected_in_order);
    // The table: skill levels below the weakest Elo, then rising Elo, then full strength.
    let levels: Vec<_> = (1..=8)
        .map(|n| uci_level(Level::new(n).expect("1 to 8")))
        .collect();
    assert!(matches!(levels[0].strength, UciStrength::Skill(s) if s < 0));
    assert!(matches!(levels[3].strength, UciStrength::Elo(1350)));
    assert_eq!(levels[7].strength, UciStrength::Full);
    assert_eq!(levels[7].time_cap, None);
    for pair in levels.windows(2) {
        let rank = |s: UciStrength| match s {
            UciStrength::Skill(s) => i64::from(s),
            UciStrength::Elo(e) => 100 + i64::from(e),
            UciStrength::Full => i64::MAX,
        };
        assert!(rank(pair[0].strength) < rank(pair[1].strength), "{pair:?}");
        assert!(pair[0].time_cap.unwrap_or(Duration::MAX) > Duration::ZERO);
        assert!(pair[0].time_cap <= pair[1].time_cap || pair[1].time_cap.is_none());
    }
}

#[test]
fn an_illegal_or_unreadable_move_from_the_engine_is_refused_and_the_built_in_engine_plays() {
    // e1e3 is our e0e2: the general cannot jump two points.
    for (answer, refusal) in [
        ("e1e3", "not legal"),
        ("z9z9", "not a move"),
        ("(none)", "no move"),
    ] {
        let fake = Fake::answering(answer);
        let mut engine = UciEngine::new(fake.settings());
        let game = new_game(GameKind::Xiangqi, None).expect("the start");
        let error = engine
            .ask(game.as_ref(), &limits(8, 200), &mut |_| {})
            .expect_err("refused");
        assert!(error.to_string().contains(refusal), "{answer}: {error}");
        let found = engine.best_move(game.as_ref(), &limits(8, 200), &mut |_| {});
        assert_legal(game.as_ref(), &found);
        let stats = engine.stats();
        assert_eq!((stats.engine_moves, stats.fallbacks), (0, 1), "{answer}");
        let last = stats.last_error.as_deref().unwrap_or_default();
        assert!(last.contains(refusal), "{answer}: {last}");
        // A wrong move is the engine's judgement, not a broken process: it keeps running.
        assert_eq!(stats.starts, 1, "{answer}");
    }
}

#[test]
fn a_move_that_loses_by_perpetual_check_is_refused() {
    // Red's chariot checks Black's general along rank 9 and rank 8 in turn while the general
    // steps between d9 and d8; the chariot's return to i9 would be the third occurrence of
    // that position, with every Red move of the cycle a check and no Black one: Red loses.
    let fen = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1";
    let mut game = new_game(GameKind::Xiangqi, Some(fen)).expect("a valid position");
    let script = [
        "i0i9", "d9d8", "i9i8", "d8d9", "i8i9", "d9d8", "i9i8", "d8d9",
    ];
    for mv in script {
        game.play(mv).expect("legal in the scripted cycle");
    }
    let repeat = "i8i9";
    let mut after = game.clone_box();
    let played = after.play(repeat).expect("legal");
    let outcome = played.outcome.expect("the third occurrence ends the game");
    assert_eq!(
        outcome.winner(),
        Some(kibitz::games::Side::Second),
        "{outcome:?}"
    );
    let fake = Fake::answering(&iccs_to_uci(repeat).expect("a move"));
    let mut engine = UciEngine::new(fake.settings());
    let error = engine
        .ask(game.as_ref(), &limits(8, 200), &mut |_| {})
        .expect_err("refused");
    assert!(matches!(error, UciError::Losing { .. }), "{error}");
    let found = engine.best_move(game.as_ref(), &limits(8, 300), &mut |_| {});
    assert_legal(game.as_ref(), &found);
    assert_ne!(found.map(|f| f.best).as_deref(), Some(repeat));
}

#[test]
fn a_move_that_loses_by_perpetual_chase_is_refused_and_the_built_in_engine_varies() {
    // Red's cannon chases Black's unprotected chariot between a9 and b9 with every move; the
    // cannon's return to a4 would bring the position a third time: Red would lose by the Asian
    // rules, which Fairy-Stockfish's move does not know. A fake proposes exactly that move.
    let mut game = new_game(GameKind::Xiangqi, None).unwrap();
    let script = [
        "h2h4", "b9c7", "h4a4", "a9b9", "a4b4", "b9a9", "b4a4", "a9b9", "a4b4", "b9a9",
    ];
    for mv in script {
        game.play(mv).expect("legal in the scripted cycle");
    }
    let repeat = "b4a4";
    let outcome = game
        .clone_box()
        .play(repeat)
        .expect("legal")
        .outcome
        .expect("the third occurrence ends the game");
    assert_eq!(outcome.reason(), EndReason::PerpetualChase, "{outcome:?}");
    assert_eq!(outcome.winner(), Some(kibitz::games::Side::Second));
    let fake = Fake::answering(&iccs_to_uci(repeat).expect("a move"));
    let mut engine = UciEngine::new(fake.settings());
    let error = engine
        .ask(game.as_ref(), &limits(8, 200), &mut |_| {})
        .expect_err("refused");
    assert!(
        matches!(&error, UciError::Losing { reason, .. } if reason.contains("chase")),
        "{error}"
    );
    // The move is replaced: the built-in engine plays, and does not walk into the loss.
    let found = engine.best_move(game.as_ref(), &limits(8, 300), &mut |_| {});
    assert_legal(game.as_ref(), &found);
    assert_ne!(found.map(|f| f.best).as_deref(), Some(repeat));
    assert_eq!(engine.stats().fallbacks, 1, "{:?}", engine.stats());
}

#[test]
fn a_hung_engine_is_killed_after_its_time_and_started_again() {
    // `exec` so that the kill reaches the sleeping process itself.
    let fake = Fake::new("var chess var xiangqi", "exec sleep 30");
    let mut engine = UciEngine::new(fake.settings());
    let game = new_game(GameKind::Xiangqi, None).expect("the start");
    let begun = Instant::now();
    let found = engine.best_move(game.as_ref(), &limits(8, 200), &mut |_| {});
    // 200 ms of thinking + 300 ms of grace, then the built-in engine's 200 ms; generous for a
    // shared machine, far below the 30 s the fake would take.
    assert!(
        begun.elapsed() < Duration::from_secs(10),
        "{:?}",
        begun.elapsed()
    );
    assert_legal(game.as_ref(), &found);
    let stats = engine.stats().clone();
    assert_eq!((stats.starts, stats.fallbacks), (1, 1));
    assert!(
        stats
            .last_error
            .as_deref()
            .unwrap_or_default()
            .contains("no `bestmove`"),
        "{stats:?}"
    );
    assert_eq!(engine.process_id(), None, "the hung process is gone");
    engine.best_move(game.as_ref(), &limits(8, 100), &mut |_| {});
    assert_eq!(engine.stats().starts, 2, "started again for the next move");
}

#[test]
fn a_crash_falls_back_and_the_next_move_starts_the_engine_again() {
    let fake = Fake::new("var chess var xiangqi", "exit 3");
    let mut engine = UciEngine::new(fake.settings());
    let game = new_game(GameKind::Xiangqi, None).expect("the start");
    let found = engine.best_move(game.as_ref(), &limits(3, 100), &mut |_| {});
    assert_legal(game.as_ref(), &found);
    assert!(
        engine
            .stats()
            .last_error
            .as_deref()
            .unwrap_or_default()
            .contains("exited"),
        "{:?}",
        engine.stats()
    );
    engine.best_move(game.as_ref(), &limits(3, 100), &mut |_| {});
    assert_eq!(engine.stats().starts, 2);
    assert_eq!(engine.stats().fallbacks, 2);
}

#[test]
fn a_silent_or_wrong_program_fails_the_handshake() {
    let mut settings = Fake::new("var chess", "true").settings();
    settings.handshake_timeout = Duration::from_millis(500);
    let fake = Fake::new("var chess var shogi", "true");
    let mut engine = UciEngine::new(UciSettings {
        program: fake.program.clone(),
        ..settings.clone()
    });
    assert!(matches!(engine.start(), Err(UciError::NoXiangqi)));
    // `cat` echoes `uci` back and never says `uciok`.
    let mut engine = UciEngine::new(UciSettings {
        program: PathBuf::from("/bin/cat"),
        ..settings
    });
    let begun = Instant::now();
    match engine.start() {
        Err(UciError::Timeout { expected, .. }) => assert_eq!(expected, "uciok"),
        other => panic!("{other:?}"),
    }
    assert!(begun.elapsed() < Duration::from_secs(5));
}

#[test]
fn a_missing_program_leaves_the_built_in_engine_playing_and_is_rested() {
    let mut settings = UciSettings::new("/nonexistent/fairy-stockfish");
    settings.rest = Duration::from_secs(3600);
    let mut engine = UciEngine::new(settings);
    let message = engine.start().expect_err("missing").to_string();
    assert!(
        message.contains("/nonexistent/fairy-stockfish") && message.contains("[engines] xiangqi"),
        "{message}"
    );
    let game = new_game(GameKind::Xiangqi, None).expect("the start");
    for _ in 0..5 {
        let found = engine.best_move(game.as_ref(), &limits(1, 50), &mut |_| {});
        assert_legal(game.as_ref(), &found);
    }
    let stats = engine.stats();
    assert_eq!(stats.fallbacks, 5);
    assert!(
        stats
            .last_error
            .as_deref()
            .unwrap_or_default()
            .contains("resting"),
        "{stats:?}"
    );
    // Topo and Tempo are always the built-in engine's: no failure counted.
    for kind in [GameKind::Topo, GameKind::Tempo] {
        let game = new_game(kind, None).expect("the start");
        let found = engine.best_move(game.as_ref(), &limits(4, 50), &mut |_| {});
        assert_legal(game.as_ref(), &found);
    }
    assert_eq!(engine.stats().fallbacks, 5);
}

// --- the real program -------------------------------------------------------------------

#[test]
fn fairy_stockfish_shakes_hands_and_plays_legal_moves_at_every_level() {
    let Some(program) = fairy_stockfish() else {
        return;
    };
    let mut engine = UciEngine::new(UciSettings::new(&program));
    let name = engine.start().expect("the handshake completes");
    assert!(name.contains("Stockfish"), "{name}");
    let game = new_game(GameKind::Xiangqi, None).expect("the start");
    for level in 1..=8 {
        let found = engine.best_move(game.as_ref(), &limits(level, 100), &mut |_| {});
        assert_legal(game.as_ref(), &found);
    }
    // A middle game reached by seeded random moves, and a game started from a FEN.
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..3 {
        let mut game = new_game(GameKind::Xiangqi, None).expect("the start");
        for _ in 0..rng.gen_range(10..40) {
            let moves = game.legal_moves(Notation::Canonical);
            if game.outcome().is_some() {
                break;
            }
            game.play(&moves[rng.gen_range(0..moves.len())])
                .expect("legal");
        }
        if game.outcome().is_some() {
            continue;
        }
        let found = engine.best_move(game.as_ref(), &limits(6, 100), &mut |_| {});
        assert_legal(game.as_ref(), &found);
    }
    let mut game = new_game(
        GameKind::Xiangqi,
        Some("rnbakab2/9/1c4nc1/p1p1p1p1p/9/6r2/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1"),
    )
    .expect("a valid position");
    game.play("b0c2").expect("legal");
    let found = engine.best_move(game.as_ref(), &limits(8, 200), &mut |_| {});
    assert_legal(game.as_ref(), &found);
    let stats = engine.stats();
    assert_eq!(stats.fallbacks, 0, "{stats:?}");
    assert_eq!(stats.starts, 1, "one process for every move");
    assert!(stats.engine_moves >= 10, "{stats:?}");
}

#[test]
fn fairy_stockfish_mates_in_one_across_the_rank_conversion() {
    let Some(program) = fairy_stockfish() else {
        return;
    };
    // Only b0b9 mates: rank 0 and rank 9 are the engine's 1 and 10.
    let game = new_game(
        GameKind::Xiangqi,
        Some("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"),
    )
    .expect("a valid position");
    let mut engine = UciEngine::new(UciSettings::new(&program));
    let found = engine
        .ask(game.as_ref(), &limits(8, 300), &mut |_| {})
        .expect("it answers");
    assert_eq!(found.map(|f| f.best).as_deref(), Some("b0b9"));
}

#[test]
fn a_killed_fairy_stockfish_is_started_again_at_the_next_move() {
    let Some(program) = fairy_stockfish() else {
        return;
    };
    let mut engine = UciEngine::new(UciSettings::new(&program));
    engine.start().expect("the handshake completes");
    let pid = engine.process_id().expect("it runs");
    let status = std::process::Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    wait_until_gone(pid);
    let game = new_game(GameKind::Xiangqi, None).expect("the start");
    let found = engine.best_move(game.as_ref(), &limits(8, 100), &mut |_| {});
    assert_legal(game.as_ref(), &found);
    let stats = engine.stats();
    assert_eq!(
        (stats.starts, stats.fallbacks, stats.engine_moves),
        (2, 0, 1),
        "{stats:?}"
    );
    assert_ne!(engine.process_id(), Some(pid));
}

/// Waits until the killed process is a zombie or gone (the signal is delivered asynchronously).
fn wait_until_gone(pid: u32) {
    let stat = PathBuf::from(format!("/proc/{pid}/stat"));
    for _ in 0..100 {
        let state = std::fs::read_to_string(Path::new(&stat)).unwrap_or_default();
        if state.is_empty() || state.contains(") Z") {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_driver_can_be_moved_to_a_search_thread() {
    // The service runs searches off the async threads: the driver (with its child process and
    // pipes) must be `Send`. This fails to compile otherwise.
    fn send<T: Send + 'static>(value: T) -> T {
        value
    }
    let engine = send(UciEngine::new(UciSettings::new("/nonexistent")));
    let handle = std::thread::spawn(move || engine.stats().clone());
    assert_eq!(handle.join().expect("the thread ends"), Default::default());
}
