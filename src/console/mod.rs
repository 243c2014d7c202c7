//! `kibitz local`: the bot's service driven from the terminal, no Discord needed.
//!
//! Lines are commands typed as a named user; the same service and store as the bot:
//!
//! ```text
//! alice> challenge bob xiangqi        # alice challenges bob (side, time per move optional)
//! bob> accept
//! bob> move h2e2                      # (if bob plays red)
//! switch alice                        # later lines without a `name>` prefix are alice's
//! board
//! advance 2d                          # move the console's clock forward (to try deadlines)
//! ```
//!
//! Replies are printed with the board as text; pictures are written to files in the pictures
//! directory. After each command the clock ticks, and notices (your turn, reminders, losses on
//! time) are printed. A script on stdin drives whole games (lines starting with `#` are
//! comments).

mod commands;

pub use commands::{check_name, parse_lang, Console, ConsoleError};

use crate::games::msg;
use crate::i18n::{say, Lang};
use crate::render::Renderer;
use crate::service::{Clock, Location, Service, ServiceConfig, SystemClock, TestClock, Timestamp};
use clap::Args;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Options of `kibitz local`.
#[derive(Debug, Args)]
pub struct LocalArgs {
    /// Where the games are stored (the same layout as the bot's data directory).
    #[arg(long, default_value = "data")]
    pub data: PathBuf,
    /// Keep the games in this PostgreSQL database instead of `--data` (pictures still go under
    /// `--data`).
    #[arg(long)]
    pub database_url: Option<String>,
    /// Where board pictures are written (default: DATA/pictures).
    #[arg(long)]
    pub pictures: Option<PathBuf>,
    /// Start the console's clock at this Unix time (seconds) instead of now: for reproducible
    /// scripts.
    #[arg(long)]
    pub now: Option<i64>,
    /// Do not draw pictures (text boards only).
    #[arg(long)]
    pub no_pictures: bool,
    /// The user commands without a `name>` prefix are typed as, until `switch` (checked as
    /// every console name is).
    #[arg(long, default_value = "alice", value_parser = read_name)]
    pub user: String,
    /// The language of the answers: en, it, es, pl, zh-CN or zh-TW (or its name, `polski`).
    #[arg(long, default_value = "en", value_parser = read_lang)]
    pub lang: Lang,
}

/// The real clock plus an offset that `advance` moves.
#[derive(Debug, Default)]
pub struct OffsetClock {
    offset: AtomicI64,
}

impl OffsetClock {
    /// Moves this clock forward.
    pub fn advance(&self, by: Duration) {
        self.offset.fetch_add(
            i64::try_from(by.as_secs()).unwrap_or(i64::MAX),
            Ordering::SeqCst,
        );
    }
}

impl Clock for OffsetClock {
    fn now(&self) -> Timestamp {
        Timestamp(
            SystemClock
                .now()
                .0
                .saturating_add(self.offset.load(Ordering::SeqCst)),
        )
    }
}

/// The console's clock: the real one (movable with `advance`), or a fixed test clock.
#[derive(Debug, Clone)]
pub enum ConsoleClock {
    Real(Arc<OffsetClock>),
    Test(TestClock),
}

impl ConsoleClock {
    /// Moves the clock forward.
    pub fn advance(&self, by: Duration) {
        match self {
            ConsoleClock::Real(c) => c.advance(by),
            ConsoleClock::Test(c) => c.advance(by),
        }
    }

    fn shared(&self) -> Arc<dyn Clock> {
        match self {
            ConsoleClock::Real(c) => c.clone(),
            ConsoleClock::Test(c) => Arc::new(c.clone()),
        }
    }
}

/// Reads `--lang`: a language tag or name the bot speaks (see [`parse_lang`]); the refusal is
/// in English, the language of the command line.
fn read_lang(text: &str) -> Result<Lang, String> {
    parse_lang(text).map_err(|e| e.to_string())
}

/// Reads `--user` as `switch` reads a name (the refusal in English, as for `--lang`).
fn read_name(text: &str) -> Result<String, String> {
    check_name(text).map_err(|e| e.to_string())
}

/// Runs `kibitz local`: commands from stdin (a script, or typed with a prompt on a terminal).
pub fn run(args: &LocalArgs) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let stdout = std::io::stdout();
    run_with(args, stdin.lock(), &mut stdout.lock(), interactive)
}

/// Runs the console interactively on stdin/stdout with default options: what `kibitz run` does
/// when no Discord token is configured.
pub fn run_interactive(location: &Location) -> anyhow::Result<()> {
    let (data, database_url) = match location {
        Location::Dir(dir) => (dir.clone(), None),
        Location::Url(url) => (PathBuf::from("data"), Some(url.clone())),
    };
    let args = LocalArgs {
        data,
        database_url,
        pictures: None,
        now: None,
        no_pictures: false,
        user: "alice".to_string(),
        lang: Lang::En,
    };
    run(&args)
}

/// Runs the console over any input and output (used by [`run`] and by tests).
pub fn run_with(
    args: &LocalArgs,
    input: impl BufRead,
    output: &mut dyn Write,
    interactive: bool,
) -> anyhow::Result<()> {
    // `--user` is checked by clap, but LocalArgs can be built in code too (run_interactive,
    // tests). Checked before the store is opened: a bad name touches no data (and does not
    // wait on a store another run of the console still holds).
    let user = check_name(&args.user).map_err(|e| anyhow::anyhow!("{e}"))?;
    let clock = match args.now {
        Some(at) => ConsoleClock::Test(TestClock::new(Timestamp(at))),
        None => ConsoleClock::Real(Arc::new(OffsetClock::default())),
    };
    let config = ServiceConfig {
        pictures: !args.no_pictures,
        // One person at the keyboard (or a script at full speed): no flood to guard against.
        command_rate: None,
        ..ServiceConfig::default()
    };
    let location = match &args.database_url {
        Some(url) => Location::Url(url.clone()),
        None => Location::Dir(args.data.clone()),
    };
    let service =
        Service::open_at(&location, clock.shared(), config).map_err(|e| anyhow::anyhow!("{e}"))?;
    // Computer games left waiting for the computer's move when the console last stopped.
    if let Err(e) = service.resume_computer() {
        let message = msg!("console-internal-error", error = e.to_string());
        writeln!(output, "{}", say(args.lang, &message))?;
    }
    let pictures = args
        .pictures
        .clone()
        .unwrap_or_else(|| args.data.join("pictures"));
    let renderer = if args.no_pictures {
        None
    } else {
        Renderer::new()
            .map_err(|e| tracing::warn!("board pictures are off: {e}"))
            .ok()
    };
    let mut console = Console::new(service, renderer, clock, pictures, &user).with_lang(args.lang);
    if interactive {
        let welcome = msg!("console-welcome", user = console.user());
        writeln!(output, "{}", say(args.lang, &welcome))?;
    }
    let mut input = input;
    let mut bytes = Vec::new();
    loop {
        if interactive {
            write!(output, "{}> ", console.user())?;
            output.flush()?;
        }
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // A line that is not UTF-8 (a stray binary byte, a file in another encoding) is answered
        // and skipped: the rest of a script still runs.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            writeln!(output, "{}", say(console.lang(), &msg!("console-not-utf8")))?;
            continue;
        };
        let line = line.trim_end_matches(['\n', '\r']);
        if !console.execute(line, output)? {
            break;
        }
    }
    Ok(())
}
