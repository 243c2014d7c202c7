//! Real `kibitz local` processes on one PostgreSQL database (a fresh database per test, dropped
//! afterwards; skipped when no server answers, see `tests/store/backends.rs`): two processes
//! racing the same moves, draw answers and ticks; a process killed with SIGKILL right after
//! acknowledging moves; the database's connections cut and refused in the middle of play.
//!
//! Each process keeps its own clock (`--now`, then `advance`), as the console always does; the
//! two processes advance theirs by the same amounts at the same moment.

use crate::backends::{self, TestDatabase};
use kibitz::games::{new_game, GameKind, Notation};
use kibitz::service::UserId;
use kibitz::store::{BoardScope, GameDoc, Store};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

const NOW: i64 = 1_800_000_000;

/// How long one command may take before the test gives up on the process (an unreachable
/// database takes the pool's 5 s connect timeout per store call).
const PATIENCE: Duration = Duration::from_secs(90);

/// A `kibitz local` process on a database, driven line by line.
struct Local {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    /// Everything the process printed so far.
    transcript: String,
    syncs: u32,
    data: tempfile::TempDir,
}

impl Local {
    fn start(url: &str) -> Local {
        let data = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
            .args([
                "local",
                "--no-pictures",
                "--now",
                &NOW.to_string(),
                "--database-url",
                url,
                "--data",
            ])
            .arg(data.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::from(
                std::fs::File::create(data.path().join("stderr.log")).unwrap(),
            ))
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Local {
            stdin: child.stdin.take(),
            child,
            lines,
            transcript: String::new(),
            syncs: 0,
            data,
        }
    }

    /// Types `text` (one or more lines) without waiting for the answers.
    fn send(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(text.as_bytes()).unwrap();
        if !text.ends_with('\n') {
            stdin.write_all(b"\n").unwrap();
        }
        stdin.flush().unwrap();
    }

    /// Reads output until a line satisfies `done`; returns what was read, that line included.
    fn read_until(&mut self, done: impl Fn(&str) -> bool) -> String {
        let mut read = String::new();
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    read.push_str(&line);
                    read.push('\n');
                    self.transcript.push_str(&line);
                    self.transcript.push('\n');
                    if done(&line) {
                        return read;
                    }
                }
                Err(_) => panic!(
                    "kibitz local stopped answering; it printed:\n{read}\nstderr:\n{}",
                    self.stderr()
                ),
            }
        }
    }

    /// Waits until every line sent so far has run (and the tick after it); returns the output
    /// since the last wait.
    fn sync(&mut self) -> String {
        self.syncs += 1;
        let marker = format!("now typing as sync{}", self.syncs);
        self.send(&format!("switch sync{}", self.syncs));
        self.read_until(|line| line == marker)
    }

    /// Closes stdin, waits for the process to end, and returns its whole transcript.
    fn finish(mut self) -> String {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.transcript.push_str(&line);
            self.transcript.push('\n');
        }
        assert!(status.success(), "kibitz local failed: {}", self.stderr());
        std::mem::take(&mut self.transcript)
    }

    fn stderr(&self) -> String {
        std::fs::read_to_string(self.data.path().join("stderr.log")).unwrap_or_default()
    }
}

impl Drop for Local {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The games `name` plays in, read from the database (console names map to user ids inside
/// kibitz; the player records say which).
fn games_of(store: &Arc<dyn Store>, name: &str) -> Vec<GameDoc> {
    let Some(player) = store
        .players()
        .unwrap()
        .into_iter()
        .find(|p| p.name == name)
    else {
        return Vec::new();
    };
    store
        .game_ids_of(player.user)
        .unwrap()
        .iter()
        .map(|id| store.game(id).unwrap().unwrap())
        .collect()
}

fn user_named(store: &Arc<dyn Store>, name: &str) -> UserId {
    store
        .players()
        .unwrap()
        .into_iter()
        .find(|p| p.name == name)
        .unwrap()
        .user
}

/// How many lines of `transcript` contain `text`.
fn count(transcript: &str, text: &str) -> usize {
    transcript.lines().filter(|l| l.contains(text)).count()
}

/// The first `n` moves of a Tempo game that always plays the first legal move.
fn tempo_moves(n: usize) -> Vec<String> {
    let mut game = new_game(GameKind::Tempo, None).unwrap();
    let mut moves = Vec::new();
    for _ in 0..n {
        let mv = game.legal_moves(Notation::Canonical)[0].clone();
        game.play(&mv).unwrap();
        moves.push(mv);
    }
    moves
}

/// Starts a Tempo game between `a` and `b` (`a` moves first, a day per move) through `local`.
fn start_game(local: &mut Local, a: &str, b: &str) {
    local.send(&format!("{a}> challenge {b} tempo first 1d\n{b}> accept"));
}

fn database(test: &str) -> Option<TestDatabase> {
    backends::database(test)
}

#[test]
fn two_processes_racing_moves_draw_answers_and_ticks_apply_each_once() {
    let name = "two_processes_racing_moves_draw_answers_and_ticks_apply_each_once";
    let Some(db) = database(name) else {
        return;
    };
    const GAMES: usize = 8;
    let mut one = Local::start(&db.url);
    let mut two = Local::start(&db.url);
    for i in 0..GAMES {
        start_game(&mut one, &format!("a{i}"), &format!("b{i}"));
    }
    let setup = one.sync();
    let started = setup.lines().filter(|l| l.starts_with("started: ")).count();
    assert_eq!(started, GAMES, "{setup}");
    two.sync();

    // Both processes are given the same first move of every game at the same moment.
    let first = &tempo_moves(1)[0];
    let moves: String = (0..GAMES)
        .map(|i| format!("a{i}> move {first}\n"))
        .collect();
    one.send(&moves);
    two.send(&moves);
    let raced = format!("{}{}", one.sync(), two.sync());
    for i in 0..GAMES {
        assert_eq!(
            count(&raced, &format!("a{i} played **")),
            1,
            "game {i}:\n{raced}"
        );
    }
    assert_eq!(
        count(&raced, "it is not your turn") + count(&raced, "changed by someone else"),
        GAMES,
        "every losing move is answered:\n{raced}"
    );

    // Two more moves in every game (a game ended before its second move would be aborted
    // unrated, and the results below must count): b to move again, as before.
    let more = tempo_moves(3);
    let replies: String = (0..GAMES)
        .map(|i| format!("b{i}> move {}\na{i}> move {}\n", more[1], more[2]))
        .collect();
    one.send(&replies);
    one.sync();
    two.sync();

    // Half the games: a draw offered, then accepted through both processes at once.
    let offers: String = (0..GAMES / 2)
        .map(|i| format!("a{i}> draw offer\n"))
        .collect();
    one.send(&offers);
    one.sync();
    let accepts: String = (0..GAMES / 2)
        .map(|i| format!("b{i}> draw accept\n"))
        .collect();
    one.send(&accepts);
    two.send(&accepts);
    let raced = format!("{}{}", one.sync(), two.sync());
    for i in 0..GAMES / 2 {
        assert_eq!(
            count(&raced, &format!("b{i} accepted the draw")),
            1,
            "game {i}:\n{raced}"
        );
    }

    // The other half: both clocks pass the reminder time together, then the deadline. The
    // players whose time runs out have vacation days: a vacation starts instead of the loss,
    // started (and told) once though both processes tick.
    one.send("advance 20h");
    two.send("advance 20h");
    one.sync();
    two.sync();
    one.send("advance 5h");
    two.send("advance 5h");
    one.sync();
    two.sync();
    let transcript = format!("{}{}", one.finish(), two.finish());
    for i in GAMES / 2..GAMES {
        for kind in ["reminder", "vacation"] {
            assert_eq!(
                count(&transcript, &format!("notice to b{i} (mention, {kind})")),
                1,
                "{kind} of game {i}:\n{transcript}"
            );
        }
        assert_eq!(
            count(&transcript, &format!("notice to a{i} (mention, vacation)")),
            1,
            "a{i} is told once:\n{transcript}"
        );
    }
    assert_eq!(count(&transcript, "time loss"), 0, "{transcript}");

    // What the database holds agrees: one first move per game (then the two more), each
    // result counted once, each vacation started once and its clock stopped.
    let store = db.open().unwrap();
    for i in GAMES / 2..GAMES {
        let games = games_of(&store, &format!("a{i}"));
        assert!(
            games[0].is_active() && games[0].paused.is_some(),
            "game {i}"
        );
        let vacation = store
            .vacation(user_named(&store, &format!("b{i}")))
            .unwrap()
            .unwrap();
        assert_eq!(vacation.version, 1, "b{i}'s vacation was written once");
        assert!(vacation.current.is_some_and(|span| span.automatic));
    }
    for i in 0..GAMES / 2 {
        let games = games_of(&store, &format!("a{i}"));
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].moves.len(), 3, "game {i}");
        assert!(games[0].finished.is_some(), "game {i} is over");
        let row = store
            .rating(
                BoardScope::Global,
                GameKind::Tempo,
                user_named(&store, &format!("b{i}")),
            )
            .unwrap()
            .unwrap();
        assert_eq!(row.played, 1, "game {i} counted once for b{i}");
    }
}

#[test]
fn a_foreseen_move_raced_by_two_processes_is_answered_by_its_conditional_line_once() {
    let name = "a_foreseen_move_raced_by_two_processes_is_answered_by_its_conditional_line_once";
    let Some(db) = database(name) else {
        return;
    };
    const GAMES: usize = 6;
    let mut one = Local::start(&db.url);
    let mut two = Local::start(&db.url);
    let moves = tempo_moves(2);
    for i in 0..GAMES {
        start_game(&mut one, &format!("a{i}"), &format!("b{i}"));
    }
    // Each b foresees a's first move and enters the answer.
    let lines: String = (0..GAMES)
        .map(|i| format!("b{i}> conditional add {} {}\n", moves[0], moves[1]))
        .collect();
    one.send(&lines);
    let setup = one.sync();
    assert_eq!(
        count(&setup, "Conditional line kept on game"),
        GAMES,
        "{setup}"
    );
    two.sync();
    // Both processes send the foreseen move of every game at the same moment.
    let raced: String = (0..GAMES)
        .map(|i| format!("a{i}> move {}\n", moves[0]))
        .collect();
    one.send(&raced);
    two.send(&raced);
    let transcript = format!("{}{}", one.sync(), two.sync());
    for i in 0..GAMES {
        assert_eq!(
            count(&transcript, &format!("b{i}'s conditional line answered")),
            1,
            "game {i}:\n{transcript}"
        );
    }
    drop((one.finish(), two.finish()));
    // The database agrees: each game has the move and one answer, and no line is left.
    let store = db.open().unwrap();
    for i in 0..GAMES {
        let games = games_of(&store, &format!("a{i}"));
        assert_eq!(games[0].moves, moves, "game {i}");
        assert!(games[0].conditionals.is_empty(), "game {i}");
    }
}

#[test]
fn every_move_acknowledged_before_a_sigkill_is_in_the_database() {
    let name = "every_move_acknowledged_before_a_sigkill_is_in_the_database";
    let Some(db) = database(name) else {
        return;
    };
    let moves = tempo_moves(24);
    let mut played = 0;
    // Three rounds: a process plays on, and is killed the moment it has acknowledged a few
    // more moves (others may be on their way through it).
    for round in 1..=3 {
        let mut local = Local::start(&db.url);
        if round == 1 {
            start_game(&mut local, "ann", "ben");
            local.sync();
        }
        let script: String = moves[played..]
            .iter()
            .enumerate()
            .map(|(k, mv)| {
                let who = if (played + k) % 2 == 0 { "ann" } else { "ben" };
                format!("{who}> move {mv}\n")
            })
            .collect();
        local.send(&script);
        let mut acknowledged = played;
        while acknowledged < played + 5 {
            local.read_until(|line| line.contains(" played **"));
            acknowledged += 1;
        }
        // SIGKILL: no chance to flush or close anything.
        local.child.kill().unwrap();
        local.child.wait().unwrap();
        let store = db.open().unwrap();
        let games = games_of(&store, "ann");
        let stored = &games[0].moves;
        assert!(
            stored.len() >= acknowledged,
            "round {round}: {acknowledged} moves acknowledged, {} stored",
            stored.len()
        );
        let stored: Vec<&str> = stored.iter().map(String::as_str).collect();
        let sent: Vec<&str> = moves[..stored.len()].iter().map(String::as_str).collect();
        assert_eq!(stored, sent, "round {round}: the moves, in order");
        played = stored.len();
    }
}

#[test]
fn a_process_answers_try_again_while_the_database_is_away_and_carries_on_after() {
    let name = "a_process_answers_try_again_while_the_database_is_away_and_carries_on_after";
    let Some(db) = database(name) else {
        return;
    };
    let moves = tempo_moves(3);
    let mut local = Local::start(&db.url);
    start_game(&mut local, "ann", "ben");
    local.send(&format!("ann> move {}", moves[0]));
    let out = local.sync();
    assert!(out.contains("ann played **"), "{out}");

    // The database goes away: every connection cut, new ones refused (as while it restarts).
    db.allow_connections(false);
    assert!(db.cut_connections() > 0, "the process held connections");
    local.send(&format!("ben> move {}", moves[1]));
    let out = local.sync();
    assert!(
        out.contains("error: The game database cannot be reached right now, so nothing was changed: try again in a moment."),
        "{out}"
    );
    assert!(!out.contains("ben played"), "{out}");
    assert!(!out.contains("internal error"), "{out}");

    // It comes back: the same process carries on by itself, the refused move is simply sent
    // again, and nothing acknowledged was lost.
    db.allow_connections(true);
    local.send(&format!("ben> move {}\nann> move {}", moves[1], moves[2]));
    let out = local.sync();
    assert!(
        out.contains("ben played **") && out.contains("ann played **"),
        "{out}"
    );
    local.finish();
    let store = db.open().unwrap();
    assert_eq!(games_of(&store, "ann")[0].moves, moves);
}

/// A measurement, not a check: moves per second on one database with one `kibitz local`
/// process, then with two at once, across 1,000 active Tempo games (no pictures; each console
/// command is followed by a tick, as the console always does). Run it in release:
/// `cargo test --release --test cli moves_per_second -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement (a minute or two), not a check: run it by hand"]
fn moves_per_second_with_one_and_two_processes() {
    let Some(db) = database("moves_per_second_with_one_and_two_processes") else {
        return;
    };
    const GAMES: usize = 1_000;
    let mut one = Local::start(&db.url);
    let mut two = Local::start(&db.url);
    let setup: String = (0..GAMES)
        .map(|i| format!("a{i}> challenge b{i} tempo first 1d\nb{i}> accept\n"))
        .collect();
    one.send(&setup);
    one.sync();
    two.sync();
    let moves = tempo_moves(3);
    let timed = |locals: &mut [&mut Local], mover: &str, mv: &str| -> f64 {
        let start = std::time::Instant::now();
        let share = GAMES / locals.len();
        for (k, local) in locals.iter_mut().enumerate() {
            let lines: String = (k * share..(k + 1) * share)
                .map(|i| format!("{mover}{i}> move {mv}\n"))
                .collect();
            local.send(&lines);
        }
        let mut played = 0;
        for local in locals.iter_mut() {
            played += count(&local.sync(), " played **");
        }
        assert_eq!(played, GAMES, "every move applied once");
        GAMES as f64 / start.elapsed().as_secs_f64()
    };
    let single = timed(&mut [&mut one], "a", &moves[0]);
    let double = timed(&mut [&mut one, &mut two], "b", &moves[1]);
    let single_again = timed(&mut [&mut two], "a", &moves[2]);
    println!(
        "moves per second across {GAMES} games: one process {single:.0} (again {single_again:.0}), \
         two processes together {double:.0}"
    );
}
