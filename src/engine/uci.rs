//! An external Xiangqi engine over UCI (Fairy-Stockfish), behind the same [`Engine`] face as
//! the built-in one.
//!
//! The program runs as one long-lived child process (it is GPL-3: driven over pipes, never
//! linked in), started at the first search and kept between searches. Every answer it owes has
//! a deadline; a program that stays silent past it is killed, and one that crashed is started
//! again at the next search. It only ever *proposes* a move: the move is read back into ICCS
//! (its ranks are 1–10 where ours are 0–9), must be one of our rules' legal moves, and must not
//! lose the game at once by our rules (perpetual check, which Fairy-Stockfish 11.1 does not
//! know). Whenever any of this fails, or for Topo and Tempo, the [`BuiltIn`] engine plays
//! instead: the failure is logged as a `tracing` warning naming the program, the level and the
//! reason, and counted in [`UciStats`]. After [`FAILURES_BEFORE_REST`] failures in a row the
//! program is left alone for [`UciSettings::rest`], so a broken installation costs one warning
//! and the built-in engine's moves, not a timeout on every move.
//!
//! How the eight levels weaken the program is [`uci_level`]'s table.

use super::search::{Info, MATE};
use super::{BuiltIn, Engine, Found, Level, Limits};
use crate::games::xiangqi::Xiangqi;
use crate::games::{AnyGame, GameKind, Notation, Rules};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
use thiserror::Error;

/// Failures in a row after which the program is rested (see [`UciSettings::rest`]).
pub const FAILURES_BEFORE_REST: u32 = 3;

/// How a level weakens the external engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UciStrength {
    /// `Skill Level` (−20 to 20) with `UCI_LimitStrength` off: for the levels below the weakest
    /// `UCI_Elo` the program offers (1350 in Fairy-Stockfish 11.1).
    Skill(i32),
    /// `UCI_LimitStrength` on at this `UCI_Elo` (1350 to 2850 in Fairy-Stockfish 11.1).
    Elo(u32),
    /// Full strength: `Skill Level` 20, no limit.
    Full,
}

/// What one level asks of the external engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UciLevel {
    /// How it is weakened.
    pub strength: UciStrength,
    /// The longest it may think (the search's `movetime` may be shorter); `None`: the whole
    /// `movetime`.
    pub time_cap: Option<Duration>,
    /// A depth cap sent with `go` (the weakest levels also see less far).
    pub depth: Option<u32>,
}

/// The eight levels on the external engine. Levels 1–3 use `Skill Level` below what
/// `UCI_Elo 1350` gives (Stockfish maps that Elo to about skill 0; a lower skill picks more
/// often among weaker candidate moves), levels 4–7 use `UCI_LimitStrength` with `UCI_Elo`
/// 1350, 1650, 1950 and 2300, level 8 is full strength. Thinking times grow from 50 ms to
/// 500 ms and then the whole `movetime` (as lichess and pychess-variants do), and levels 1–4
/// are held to a shallow depth.
pub fn uci_level(level: Level) -> UciLevel {
    let ms = |n| Some(Duration::from_millis(n));
    let (strength, time_cap, depth) = match level.get() {
        1 => (UciStrength::Skill(-9), ms(50), Some(5)),
        2 => (UciStrength::Skill(-5), ms(100), Some(5)),
        3 => (UciStrength::Skill(-1), ms(150), Some(5)),
        4 => (UciStrength::Elo(1350), ms(200), Some(8)),
        5 => (UciStrength::Elo(1650), ms(300), None),
        6 => (UciStrength::Elo(1950), ms(400), None),
        7 => (UciStrength::Elo(2300), ms(500), None),
        _ => (UciStrength::Full, None, None),
    };
    UciLevel {
        strength,
        time_cap,
        depth,
    }
}

/// How to run the external engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UciSettings {
    /// The program (`[engines] xiangqi` in the configuration).
    pub program: PathBuf,
    /// The longest the program may take to start and answer `uciok`, and to answer `readyok`.
    pub handshake_timeout: Duration,
    /// How long past the thinking time a `bestmove` may come before the program counts as hung.
    pub answer_grace: Duration,
    /// How long the program is left alone after [`FAILURES_BEFORE_REST`] failures in a row.
    pub rest: Duration,
    /// The strength of each level, 1 to 8 (default: [`uci_level`]).
    pub levels: [UciLevel; 8],
}

impl UciSettings {
    /// The defaults for `program`: 10 s to start, 1 s of grace on each move, 5 min of rest.
    pub fn new(program: impl Into<PathBuf>) -> UciSettings {
        UciSettings {
            program: program.into(),
            handshake_timeout: Duration::from_secs(10),
            answer_grace: Duration::from_secs(1),
            rest: Duration::from_secs(300),
            levels: [1, 2, 3, 4, 5, 6, 7, 8].map(|n| uci_level(Level(n))),
        }
    }
}

/// Why the external engine gave no usable move. Each names what was expected of it.
#[derive(Debug, Error)]
pub enum UciError {
    #[error("cannot start {program}: {source} (check `[engines] xiangqi` in the configuration; on Debian: apt-get install fairy-stockfish)")]
    Start {
        program: PathBuf,
        source: std::io::Error,
    },
    #[error("no `{expected}` from the engine within {} ms; it was stopped and starts again at the next move", after.as_millis())]
    Timeout {
        expected: &'static str,
        after: Duration,
    },
    #[error(
        "the engine exited while kibitz waited for `{expected}`; it starts again at the next move"
    )]
    Exited { expected: &'static str },
    #[error("cannot write to the engine: {0}")]
    Write(std::io::Error),
    #[error("the engine does not offer `UCI_Variant xiangqi` (is it Fairy-Stockfish?)")]
    NoXiangqi,
    #[error("the engine found no move, but the rules list legal moves here")]
    NoMove,
    #[error("the engine's answer '{0}' is not a move on a Xiangqi board")]
    Unreadable(String),
    #[error("the engine's move {mv} is not legal in {position} by the rules")]
    Illegal { mv: String, position: String },
    #[error("the engine's move {mv} loses at once by the rules ({reason})")]
    Losing { mv: String, reason: String },
    #[error("the engine is resting after {FAILURES_BEFORE_REST} failures in a row")]
    Resting,
    #[error("the external engine plays only Xiangqi, not {0}")]
    NotXiangqi(GameKind),
}

/// What the driver has done so far, for logs and tests.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UciStats {
    /// Moves the external engine chose (and the rules accepted).
    pub engine_moves: u64,
    /// Xiangqi moves the built-in engine played because the external one failed.
    pub fallbacks: u64,
    /// Times the program was started (the first start included).
    pub starts: u64,
    /// The last failure, as logged.
    pub last_error: Option<String>,
}

/// The running program: its pipes and the strength it was last set to.
struct Running {
    process: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    strength: Option<UciStrength>,
}

impl Drop for Running {
    fn drop(&mut self) {
        // `quit` lets a healthy program exit cleanly; the kill covers a hung one.
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

impl Running {
    fn send(&mut self, line: &str) -> Result<(), UciError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(UciError::Write)
    }

    /// Reads lines until one `is_it` accepts (returned), handing the others to `other`.
    fn wait_for(
        &mut self,
        expected: &'static str,
        timeout: Duration,
        is_it: impl Fn(&str) -> bool,
        other: &mut dyn FnMut(&str),
    ) -> Result<String, UciError> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if is_it(&line) => return Ok(line),
                Ok(line) => other(&line),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(UciError::Timeout {
                        expected,
                        after: timeout,
                    })
                }
                Err(RecvTimeoutError::Disconnected) => return Err(UciError::Exited { expected }),
            }
        }
    }

    /// Sets the options of `strength` unless they are set already.
    fn set_strength(&mut self, strength: UciStrength) -> Result<(), UciError> {
        if self.strength == Some(strength) {
            return Ok(());
        }
        let (skill, limit, elo) = match strength {
            UciStrength::Skill(skill) => (skill, false, None),
            UciStrength::Elo(elo) => (20, true, Some(elo)),
            UciStrength::Full => (20, false, None),
        };
        self.send(&format!("setoption name Skill Level value {skill}"))?;
        self.send(&format!("setoption name UCI_LimitStrength value {limit}"))?;
        if let Some(elo) = elo {
            self.send(&format!("setoption name UCI_Elo value {elo}"))?;
        }
        self.strength = Some(strength);
        Ok(())
    }
}

/// Xiangqi by an external UCI engine, the built-in engine for the rest and whenever the
/// external one fails (see the module's documentation).
pub struct UciEngine {
    settings: UciSettings,
    running: Option<Running>,
    failures_in_a_row: u32,
    resting_until: Option<Instant>,
    stats: UciStats,
}

impl std::fmt::Debug for UciEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UciEngine")
            .field("program", &self.settings.program)
            .field("running", &self.process_id())
            .field("stats", &self.stats)
            .finish()
    }
}

impl UciEngine {
    /// A driver for the program of `settings`; the program starts at the first search (or
    /// [`UciEngine::start`]).
    pub fn new(settings: UciSettings) -> UciEngine {
        UciEngine {
            settings,
            running: None,
            failures_in_a_row: 0,
            resting_until: None,
            stats: UciStats::default(),
        }
    }

    /// The program this driver runs.
    pub fn program(&self) -> &Path {
        &self.settings.program
    }

    /// What the driver has done so far.
    pub fn stats(&self) -> &UciStats {
        &self.stats
    }

    /// The process id of the running program, if it runs.
    pub fn process_id(&self) -> Option<u32> {
        self.running.as_ref().map(|r| r.process.id())
    }

    /// Starts the program and completes the handshake (`uci`/`uciok`, `UCI_Variant xiangqi`,
    /// `isready`/`readyok`) unless it already runs; returns the name it gives (`id name`).
    /// A program found dead is started again.
    pub fn start(&mut self) -> Result<String, UciError> {
        if let Some(running) = &mut self.running {
            match running.process.try_wait() {
                Ok(None) => return Ok(String::new()),
                // Exited (or cannot be asked): drop it and start afresh.
                _ => self.running = None,
            }
        }
        let mut process = Command::new(&self.settings.program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|source| UciError::Start {
                program: self.settings.program.clone(),
                source,
            })?;
        self.stats.starts += 1;
        let (Some(stdin), Some(stdout)) = (process.stdin.take(), process.stdout.take()) else {
            let _ = process.kill();
            let _ = process.wait();
            return Err(UciError::Exited { expected: "uciok" });
        };
        let (sender, lines) = mpsc::channel();
        // Blocking reads on their own thread, so that every wait can have a deadline; the
        // thread ends when the program's output closes (it exits or is killed).
        std::thread::Builder::new()
            .name("uci-reader".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(|source| UciError::Start {
                program: self.settings.program.clone(),
                source,
            })?;
        let mut running = Running {
            process,
            stdin,
            lines,
            strength: None,
        };
        let timeout = self.settings.handshake_timeout;
        running.send("uci")?;
        let mut name = String::new();
        let mut xiangqi = false;
        running.wait_for(
            "uciok",
            timeout,
            |line| line.trim() == "uciok",
            &mut |line| {
                if let Some(rest) = line.strip_prefix("id name ") {
                    name = rest.trim().to_string();
                }
                if line.starts_with("option name UCI_Variant ")
                    && line.split_whitespace().any(|word| word == "xiangqi")
                {
                    xiangqi = true;
                }
            },
        )?;
        if !xiangqi {
            return Err(UciError::NoXiangqi);
        }
        running.send("setoption name UCI_Variant value xiangqi")?;
        running.send("isready")?;
        running.wait_for("readyok", timeout, |l| l.trim() == "readyok", &mut |_| {})?;
        self.running = Some(running);
        Ok(name)
    }

    /// Asks the external engine alone for a move in `game` (no fallback): the move is in ICCS
    /// and has been checked by the rules. A program that hung or died is stopped, to start
    /// again at the next search.
    pub fn ask(
        &mut self,
        game: &dyn AnyGame,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Result<Option<Found>, UciError> {
        if game.kind() != GameKind::Xiangqi {
            return Err(UciError::NotXiangqi(game.kind()));
        }
        if game.outcome().is_some() {
            return Ok(None);
        }
        let legal = game.legal_moves(Notation::Canonical);
        if legal.is_empty() {
            return Ok(None);
        }
        let was_running = self.running.is_some();
        let mut answer = self.search(game, limits, info);
        if was_running && matches!(answer, Err(UciError::Exited { .. } | UciError::Write(_))) {
            // The program died since the last move (a crash, or killed from outside): start
            // it again and ask once more, rather than give this move to the built-in engine.
            self.running = None;
            answer = self.search(game, limits, info);
        }
        if matches!(
            answer,
            Err(UciError::Timeout { .. } | UciError::Exited { .. } | UciError::Write(_))
        ) {
            // A hung program is killed here (by dropping it); a dead one is reaped.
            self.running = None;
        }
        let found = answer?;
        if !legal.contains(&found.best) {
            return Err(UciError::Illegal {
                mv: found.best,
                position: game.position(),
            });
        }
        let mut after = game.clone_box();
        if let Ok(played) = after.play(&found.best) {
            if let Some(outcome) = played.outcome {
                if outcome.winner() == Some(game.side_to_move().opponent()) {
                    return Err(UciError::Losing {
                        mv: found.best,
                        reason: outcome.describe(GameKind::Xiangqi),
                    });
                }
            }
        }
        Ok(Some(found))
    }

    /// One `position … go …` exchange with the program.
    fn search(
        &mut self,
        game: &dyn AnyGame,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Result<Found, UciError> {
        self.start()?;
        let Some(running) = self.running.as_mut() else {
            return Err(UciError::Exited { expected: "uciok" });
        };
        let level = self.settings.levels[usize::from(limits.level.get() - 1)];
        running.set_strength(level.strength)?;
        running.send(&position_command(game))?;
        running.send("isready")?;
        let handshake = self.settings.handshake_timeout;
        running.wait_for("readyok", handshake, |l| l.trim() == "readyok", &mut |_| {})?;
        let think = level
            .time_cap
            .map_or(limits.movetime, |cap| cap.min(limits.movetime));
        // Leave the answer time to travel back: `movetime` is a bound for the whole move.
        let asked = think.saturating_sub((think / 10).min(Duration::from_millis(50)));
        let mut go = format!("go movetime {}", asked.as_millis().max(1));
        if let Some(depth) = level
            .depth
            .or(limits.max_depth)
            .map(|d| d.min(limits.max_depth.unwrap_or(u32::MAX)))
        {
            go.push_str(&format!(" depth {depth}"));
        }
        if let Some(nodes) = limits.max_nodes {
            go.push_str(&format!(" nodes {nodes}"));
        }
        running.send(&go)?;
        let begun = Instant::now();
        let mut last = Found {
            best: String::new(),
            score: 0,
            depth: 0,
            nodes: 0,
        };
        let line = running.wait_for(
            "bestmove",
            think + self.settings.answer_grace,
            |line| line.starts_with("bestmove"),
            &mut |line| {
                if let Some(seen) = read_info(line, begun.elapsed()) {
                    last.depth = seen.depth;
                    last.score = seen.score;
                    last.nodes = seen.nodes;
                    info(&seen);
                }
            },
        )?;
        let answer = line.split_whitespace().nth(1).unwrap_or_default();
        if answer == "(none)" || answer.is_empty() {
            return Err(UciError::NoMove);
        }
        last.best = uci_to_iccs(answer).ok_or_else(|| UciError::Unreadable(answer.into()))?;
        Ok(last)
    }

    fn failed(&mut self, error: &UciError, level: Level) {
        self.stats.fallbacks += 1;
        self.failures_in_a_row += 1;
        self.stats.last_error = Some(error.to_string());
        tracing::warn!(
            program = %self.settings.program.display(),
            level = level.get(),
            "external xiangqi engine failed, the built-in engine plays this move: {error}"
        );
        if self.failures_in_a_row >= FAILURES_BEFORE_REST {
            self.resting_until = Some(Instant::now() + self.settings.rest);
            self.running = None;
            tracing::warn!(
                program = %self.settings.program.display(),
                "external xiangqi engine failed {} times in a row; the built-in engine plays alone for {} s",
                self.failures_in_a_row,
                self.settings.rest.as_secs()
            );
        }
    }
}

impl Engine for UciEngine {
    fn best_move(
        &mut self,
        game: &dyn AnyGame,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Option<Found> {
        if game.kind() != GameKind::Xiangqi || game.outcome().is_some() {
            return BuiltIn.best_move(game, limits, info);
        }
        let resting = self
            .resting_until
            .is_some_and(|until| Instant::now() < until);
        if resting {
            self.stats.fallbacks += 1;
            self.stats.last_error = Some(UciError::Resting.to_string());
            return BuiltIn.best_move(game, limits, info);
        }
        match self.ask(game, limits, info) {
            Ok(found) => {
                self.failures_in_a_row = 0;
                self.resting_until = None;
                self.stats.engine_moves += u64::from(found.is_some());
                found
            }
            Err(error) => {
                self.failed(&error, limits.level);
                BuiltIn.best_move(game, limits, info)
            }
        }
    }
}

/// `position startpos moves …` or `position fen … moves …`, the moves in the program's
/// coordinates. The whole record goes every time, so the program knows the game's history.
pub fn position_command(game: &dyn AnyGame) -> String {
    let mut line = match game.start_position() {
        None => "position startpos".to_string(),
        // The stored start may use the other accepted letters (E, H): write it the usual way.
        Some(start) => match Xiangqi::read_position(start) {
            Ok(position) => format!("position fen {}", Xiangqi::write_position(&position)),
            Err(_) => format!("position fen {start}"),
        },
    };
    if !game.moves().is_empty() {
        line.push_str(" moves");
        for mv in game.moves() {
            line.push(' ');
            // Canonical moves are ICCS; anything else would be refused by the program.
            line.push_str(&iccs_to_uci(mv).unwrap_or_else(|| mv.clone()));
        }
    }
    line
}

/// Reads a square of the program (`a1`–`i10`) into file and ICCS rank (0–9).
fn uci_square(text: &str) -> Option<(char, u8)> {
    let mut chars = text.chars();
    let file = chars.next().filter(|f| ('a'..='i').contains(f))?;
    let rank = chars.as_str();
    if rank.is_empty() || rank.starts_with('0') || !rank.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: u8 = rank.parse().ok()?;
    (1..=10).contains(&rank).then_some((file, rank - 1))
}

/// A move of the program (`b10c8`) in ICCS (`b9c7`): ranks 1–10 become 0–9.
///
/// ```
/// use kibitz::engine::uci::uci_to_iccs;
/// assert_eq!(uci_to_iccs("b10c8").as_deref(), Some("b9c7"));
/// assert_eq!(uci_to_iccs("h3e3").as_deref(), Some("h2e2"));
/// assert_eq!(uci_to_iccs("j1a1"), None);
/// ```
pub fn uci_to_iccs(text: &str) -> Option<String> {
    let text = text.trim();
    // The second square starts at the second letter.
    let split = text
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())?
        .0;
    let (from, to) = text.split_at(split);
    let (from, to) = (uci_square(from)?, uci_square(to)?);
    Some(format!("{}{}{}{}", from.0, from.1, to.0, to.1))
}

/// An ICCS move (`h2e2`) in the program's coordinates (`h3e3`): ranks 0–9 become 1–10.
///
/// ```
/// use kibitz::engine::uci::iccs_to_uci;
/// assert_eq!(iccs_to_uci("b9c7").as_deref(), Some("b10c8"));
/// assert_eq!(iccs_to_uci("h2e2").as_deref(), Some("h3e3"));
/// assert_eq!(iccs_to_uci("h2"), None);
/// ```
pub fn iccs_to_uci(text: &str) -> Option<String> {
    let bytes = text.trim().as_bytes();
    let [f1, r1, f2, r2] = bytes else {
        return None;
    };
    let square = |f: u8, r: u8| {
        ((b'a'..=b'i').contains(&f) && r.is_ascii_digit())
            .then(|| format!("{}{}", char::from(f), r - b'0' + 1))
    };
    Some(format!("{}{}", square(*f1, *r1)?, square(*f2, *r2)?))
}

/// An `info` line of the program with a depth, as our [`Info`] (the score in centipawns, which
/// is about our unit; a mate in `n` moves as a win `2n - 1` plies ahead).
fn read_info(line: &str, elapsed: Duration) -> Option<Info> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    let after = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
    };
    let depth = after("depth")?.parse().ok()?;
    let nodes = after("nodes").and_then(|n| n.parse().ok()).unwrap_or(0);
    let score = match words.iter().position(|w| *w == "score") {
        Some(i) => match (
            words.get(i + 1),
            words.get(i + 2).and_then(|n| n.parse::<i32>().ok()),
        ) {
            (Some(&"cp"), Some(cp)) => cp,
            (Some(&"mate"), Some(n)) if n > 0 => MATE - (2 * n - 1),
            (Some(&"mate"), Some(n)) => -(MATE + 2 * n),
            _ => return None,
        },
        None => return None,
    };
    let best = after("pv").and_then(|mv| uci_to_iccs(mv))?;
    Some(Info {
        depth,
        score,
        nodes,
        elapsed,
        best,
    })
}
