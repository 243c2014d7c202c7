//! The whole process's configuration (`kibitz run --config config.toml`): the store, the
//! service's limits, the search threads and engines, the clock's tick, and the Discord
//! connection. Both front ends start from it (the console when there is no token).
//!
//! Every key is documented in `config.example.toml` at the root of the repository. The token may
//! also come from the `DISCORD_TOKEN` environment variable, which wins over the file so that the
//! file can be shared or committed without the secret.

use crate::service::Location;
use crate::service::{parse_duration, CommandRate, ServiceConfig};
use serde::Deserialize;
use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;
use thiserror::Error;

/// The environment variable holding the bot token.
pub const TOKEN_VARIABLE: &str = "DISCORD_TOKEN";

/// The bot token. Its `Debug` and `Display` hide the secret, so that a configuration can be
/// logged without leaking it.
///
/// ```
/// use kibitz::config::Token;
/// let token = Token::new("very-secret");
/// assert_eq!(format!("{token:?}"), "Token(<hidden>)");
/// assert_eq!(token.expose(), "very-secret");
/// ```
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Token(String);

impl Token {
    /// Wraps a token.
    pub fn new(token: impl Into<String>) -> Self {
        Token(token.into())
    }

    /// The secret itself, for the HTTP client and the gateway only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<hidden>)")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<hidden>")
    }
}

/// Which shards this process runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Sharding {
    /// Ask Discord how many shards the bot needs and run them all here (the default).
    #[default]
    Auto,
    /// Run shards `first..=last` of `total`: for spreading one bot over several processes.
    Range { first: u32, last: u32, total: u32 },
}

/// The checked configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The bot token; `None` means "no Discord": `kibitz run` then falls back to the console.
    pub token: Option<Token>,
    /// Where the games are stored when `database_url` is not set (a sled database; one
    /// process only).
    pub data_dir: PathBuf,
    /// A PostgreSQL database shared by any number of processes (`database_url` in the file, or
    /// the `DATABASE_URL` environment variable, which wins). `None`: sled in `data_dir`.
    pub database_url: Option<String>,
    /// Time per move when a challenge does not say.
    pub default_time_per_move: Duration,
    /// Register the slash commands in this server only (instant, for testing) instead of
    /// globally (which Discord may take up to an hour to show everywhere).
    pub guild_id: Option<u64>,
    /// Send REST calls to this URL instead of `https://discord.com` (for example a
    /// twilight-http-proxy shared by several processes). Disables the built-in rate limiter,
    /// which then becomes the proxy's job.
    pub api_proxy: Option<String>,
    /// Where `/rules` links the full rules: a URL ending in `/` holding `topo.md`, `xiangqi.md`
    /// and `tempo.md` (`rules_url`; default the repository's `docs/rules/`).
    pub rules_url: Option<String>,
    /// Which shards to run.
    pub sharding: Sharding,
    /// How often deadlines are checked for reminders and losses on time.
    pub tick_interval: Duration,
    /// Whether to (re)register the slash commands at start-up. With several processes, let one
    /// of them do it.
    pub register_commands: bool,
    /// Most open challenges one user may have at a time.
    pub max_open_challenges: usize,
    /// Most active games one user may play at a time.
    pub max_active_games: usize,
    /// How fast one user may send commands; `None` when `commands_per_minute = 0`.
    pub command_rate: Option<CommandRate>,
    /// How many of the computer's searches run at once (default: one per core minus one, at
    /// least one).
    pub search_threads: usize,
    /// External engines (`[engines]`).
    pub engines: Engines,
    /// Vacation days each player has a year (0: no vacations).
    pub vacation_days_per_year: u32,
    /// Whether a player about to lose on time goes on vacation by themselves when they have days.
    pub automatic_vacation: bool,
    /// The web pages (`[web]`); `None`: no pages.
    pub web: Option<WebConfig>,
    /// Where `/healthz`, `/readyz` and `/metrics` are served when there are no web pages
    /// (`metrics_listen`); with `[web]` they are on its port too.
    pub metrics_listen: Option<SocketAddr>,
}

/// The web pages (`[web]` in the file): a page per game and per server, for the servers that
/// publish them (`/settings web on`), and the operations endpoints on the same port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebConfig {
    /// The address the HTTP server listens on, e.g. `127.0.0.1:8080` (behind a reverse proxy).
    pub listen: SocketAddr,
    /// The address people reach the pages at, e.g. `https://kibitz.example.org`, without a
    /// trailing slash: links posted in Discord start with it.
    pub public_url: String,
}

impl Config {
    /// Where the HTTP server listens, if anywhere: `[web] listen`, else `metrics_listen`.
    pub fn http_listen(&self) -> Option<SocketAddr> {
        self.web.as_ref().map(|w| w.listen).or(self.metrics_listen)
    }
}

/// External engines the computer player may use (`[engines]` in the file). A program named
/// here is not checked at start-up: when it is missing or fails, the built-in engine plays.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Engines {
    /// A UCI program for Xiangqi, such as `/usr/games/fairy-stockfish`.
    pub xiangqi: Option<PathBuf>,
}

impl Engines {
    /// The engines that play each game (see [`crate::engine::engines_with`]).
    pub fn factory(&self) -> crate::engine::EngineFactory {
        crate::engine::engines_with(self.xiangqi.clone())
    }
}

/// What can be wrong with a configuration. Each message is one line that says what to fix.
#[derive(Debug, Error)]
pub enum ConfigError {
    // The OS error is said in the message, so it is not also a `source`: `{:#}` would say
    // it twice.
    #[error("cannot read the configuration file {path}: {error} (copy config.example.toml to start one)")]
    Read {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("the configuration file {path} is not valid: {message}")]
    Syntax { path: PathBuf, message: String },
    #[error("`{key}` in {path}: {message}")]
    Value {
        path: PathBuf,
        key: &'static str,
        message: String,
    },
}

/// The file as written, before checking.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    token: Option<Token>,
    data_dir: Option<PathBuf>,
    database_url: Option<String>,
    default_time_per_move: Option<String>,
    guild_id: Option<u64>,
    api_proxy: Option<String>,
    rules_url: Option<String>,
    shards: Option<RawShards>,
    tick_interval: Option<String>,
    register_commands: Option<bool>,
    max_open_challenges: Option<usize>,
    max_active_games: Option<usize>,
    search_threads: Option<usize>,
    commands_per_minute: Option<u32>,
    command_burst: Option<u32>,
    engines: Option<Engines>,
    vacation_days_per_year: Option<u32>,
    automatic_vacation: Option<bool>,
    web: Option<RawWeb>,
    metrics_listen: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWeb {
    listen: String,
    public_url: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShards {
    first: u32,
    last: u32,
    total: u32,
}

/// The shortest and longest time per move the bot accepts.
pub const TIME_PER_MOVE_LIMITS: (Duration, Duration) = (
    Duration::from_secs(3600),
    Duration::from_secs(14 * 24 * 3600),
);

impl Config {
    /// The file read when `--config` is not given (and only if it exists).
    pub const DEFAULT_PATH: &'static str = "config.toml";

    /// Reads the configuration file and takes the token from `env_token` when given.
    ///
    /// A file named with `--config` (`explicit`) must exist. Without `--config`,
    /// [`Config::DEFAULT_PATH`] is read if it exists and the defaults apply otherwise, so that
    /// `DISCORD_TOKEN=… kibitz run` needs no file at all.
    pub fn load(explicit: Option<&Path>, env_token: Option<String>) -> Result<Config, ConfigError> {
        let path = explicit.unwrap_or(Path::new(Self::DEFAULT_PATH));
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound && explicit.is_none() => {
                String::new()
            }
            Err(error) => {
                return Err(ConfigError::Read {
                    path: path.to_path_buf(),
                    error,
                })
            }
        };
        Config::parse(&text, path, env_token)
    }

    /// Checks the text of a configuration file; `path` is only used in messages.
    pub fn parse(
        text: &str,
        path: &Path,
        env_token: Option<String>,
    ) -> Result<Config, ConfigError> {
        let raw: RawConfig = toml::from_str(text).map_err(|error| ConfigError::Syntax {
            path: path.to_path_buf(),
            message: one_line(&error, text),
        })?;
        let value_error = |key: &'static str, message: String| ConfigError::Value {
            path: path.to_path_buf(),
            key,
            message,
        };
        let token = env_token
            .filter(|t| !t.trim().is_empty())
            .map(|t| Token::new(t.trim()))
            .or(raw.token.filter(|t| !t.expose().trim().is_empty()));
        let default_time_per_move = match raw.default_time_per_move {
            None => Duration::from_secs(3 * 24 * 3600),
            Some(text) => {
                let duration = parse_duration(&text)
                    .map_err(|e| value_error("default_time_per_move", e.to_string()))?;
                let (low, high) = TIME_PER_MOVE_LIMITS;
                if duration < low || duration > high {
                    return Err(value_error(
                        "default_time_per_move",
                        format!("'{text}' is outside the allowed range: from 1h to 14d"),
                    ));
                }
                duration
            }
        };
        let tick_interval = match raw.tick_interval {
            None => Duration::from_secs(60),
            Some(text) => {
                let duration = parse_duration(&text)
                    .map_err(|e| value_error("tick_interval", e.to_string()))?;
                if duration < Duration::from_secs(1) || duration > Duration::from_secs(3600) {
                    return Err(value_error(
                        "tick_interval",
                        format!("'{text}' is outside the allowed range: from 1s to 1h"),
                    ));
                }
                duration
            }
        };
        if let Some(url) = &raw.api_proxy {
            if !(url.starts_with("http://") || url.starts_with("https://")) || url.ends_with('/') {
                return Err(value_error(
                    "api_proxy",
                    format!("'{url}' must look like http://host:port (no trailing slash)"),
                ));
            }
        }
        let rules_url = match raw.rules_url.filter(|u| !u.trim().is_empty()) {
            Some(url) => {
                let url = url.trim();
                if !(url.starts_with("http://") || url.starts_with("https://")) {
                    return Err(value_error(
                        "rules_url",
                        format!("'{url}' must be a web address (https://…/docs/rules/)"),
                    ));
                }
                // The files are named after it, so it is a folder.
                Some(format!("{}/", url.trim_end_matches('/')))
            }
            None => crate::service::default_rules_url(),
        };
        if raw.guild_id == Some(0) {
            return Err(value_error("guild_id", "0 is not a server id".into()));
        }
        let sharding = match raw.shards {
            None => Sharding::Auto,
            Some(RawShards { first, last, total }) => {
                if total == 0 || first > last || last >= total {
                    return Err(value_error(
                        "shards",
                        format!(
                            "first = {first}, last = {last}, total = {total} is not a range of shards: \
                             need first <= last < total"
                        ),
                    ));
                }
                Sharding::Range { first, last, total }
            }
        };
        let defaults = ServiceConfig::default();
        let at_least_one = |key: &'static str, value: Option<usize>, default: usize| match value {
            Some(0) => Err(value_error(
                key,
                "must be at least 1 (0 would forbid everyone to play)".into(),
            )),
            Some(n) => Ok(n),
            None => Ok(default),
        };
        let max_open_challenges = at_least_one(
            "max_open_challenges",
            raw.max_open_challenges,
            defaults.max_open_challenges,
        )?;
        let max_active_games = at_least_one(
            "max_active_games",
            raw.max_active_games,
            defaults.max_active_games,
        )?;
        let search_threads = at_least_one(
            "search_threads",
            raw.search_threads,
            defaults.search_threads,
        )?;
        let default_rate = CommandRate::default();
        let command_rate = match raw.commands_per_minute.unwrap_or(default_rate.per_minute) {
            0 => None,
            per_minute => Some(CommandRate {
                per_minute,
                burst: match raw.command_burst {
                    Some(0) => {
                        return Err(value_error(
                            "command_burst",
                            "must be at least 1 (each command needs one)".into(),
                        ))
                    }
                    Some(burst) => burst,
                    None => default_rate.burst,
                },
            }),
        };
        let database_url = match raw.database_url.filter(|u| !u.trim().is_empty()) {
            Some(url) if !is_postgres_url(&url) => {
                return Err(value_error(
                    "database_url",
                    "must be a PostgreSQL URL such as postgres://kibitz@localhost/kibitz".into(),
                ))
            }
            other => other,
        };
        let vacation_days_per_year = match raw.vacation_days_per_year {
            Some(days) if days > 366 => {
                return Err(value_error(
                    "vacation_days_per_year",
                    format!(
                    "{days} is more days than a year has: give 0 to 366 (0 turns vacations off)"
                ),
                ))
            }
            Some(days) => days,
            None => defaults.vacation_days_per_year,
        };
        let engines = raw.engines.unwrap_or_default();
        if engines
            .xiangqi
            .as_ref()
            .is_some_and(|p| p.as_os_str().is_empty())
        {
            return Err(value_error(
                "engines.xiangqi",
                "is empty: name a UCI program such as \"/usr/games/fairy-stockfish\", or leave the key out"
                    .into(),
            ));
        }
        let listen_address = |key: &'static str, text: &str| {
            text.trim().parse::<SocketAddr>().map_err(|_| {
                value_error(
                    key,
                    format!("'{text}' is not an address to listen on: write it as 127.0.0.1:8080"),
                )
            })
        };
        let web = match raw.web {
            None => None,
            Some(RawWeb { listen, public_url }) => {
                let listen = listen_address("web.listen", &listen)?;
                let public_url = public_url.trim().trim_end_matches('/').to_string();
                let host = public_url
                    .strip_prefix("https://")
                    .or_else(|| public_url.strip_prefix("http://"));
                if host.map_or(true, |h| h.is_empty() || h.contains(char::is_whitespace)) {
                    return Err(value_error(
                        "web.public_url",
                        format!(
                            "'{public_url}' must be the pages' web address, such as \
                             https://kibitz.example.org"
                        ),
                    ));
                }
                Some(WebConfig { listen, public_url })
            }
        };
        let metrics_listen = match raw.metrics_listen.filter(|t| !t.trim().is_empty()) {
            Some(text) => Some(listen_address("metrics_listen", &text)?),
            None => None,
        };
        Ok(Config {
            token,
            data_dir: raw.data_dir.unwrap_or_else(|| PathBuf::from("data")),
            database_url,
            default_time_per_move,
            guild_id: raw.guild_id,
            api_proxy: raw.api_proxy,
            rules_url,
            sharding,
            tick_interval,
            register_commands: raw.register_commands.unwrap_or(true),
            max_open_challenges,
            max_active_games,
            command_rate,
            search_threads,
            engines,
            vacation_days_per_year,
            automatic_vacation: raw
                .automatic_vacation
                .unwrap_or(defaults.automatic_vacation),
            web,
            metrics_listen,
        })
    }
}

fn is_postgres_url(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

impl Config {
    /// Takes the database from the `DATABASE_URL` environment variable when it is set (it wins
    /// over the file, like the token, so that a secret password stays out of the file).
    pub fn with_env_database_url(mut self, env_url: Option<String>) -> Config {
        if let Some(url) = env_url.filter(|u| !u.trim().is_empty()) {
            self.database_url = Some(url.trim().to_string());
        }
        self
    }

    /// The service's configuration: the documented defaults with this file's limits.
    pub fn service_config(&self) -> ServiceConfig {
        ServiceConfig {
            default_time_per_move: self.default_time_per_move,
            max_open_challenges: self.max_open_challenges,
            max_active_games: self.max_active_games,
            command_rate: self.command_rate,
            search_threads: self.search_threads,
            rules_url: self.rules_url.clone(),
            vacation_days_per_year: self.vacation_days_per_year,
            automatic_vacation: self.automatic_vacation,
            public_url: self.web.as_ref().map(|w| w.public_url.clone()),
            ..ServiceConfig::default()
        }
    }

    /// Where the records live: the PostgreSQL database if one is configured, else `data_dir`.
    pub fn store_location(&self) -> Location {
        match &self.database_url {
            Some(url) => Location::Url(url.clone()),
            None => Location::Dir(self.data_dir.clone()),
        }
    }
}

/// The environment variable naming a PostgreSQL database.
pub const DATABASE_VARIABLE: &str = "DATABASE_URL";

/// toml's messages span several lines (with a picture of the spot, which could show the token):
/// keep the first line and say where, by line number and key only.
fn one_line(error: &toml::de::Error, text: &str) -> String {
    let message = error
        .message()
        .lines()
        .next()
        .unwrap_or_default()
        .trim()
        .to_string();
    let Some(span) = error.span() else {
        return message;
    };
    let start = span.start.min(text.len());
    let line_number = text[..start].matches('\n').count() + 1;
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].lines().next().unwrap_or_default();
    match line.split_once('=') {
        // toml's message may quote the value: never for the token.
        Some((key, _)) if key.trim() == "token" => format!(
            "the token must be a quoted string, token = \"…\" (line {line_number}, key `token`)"
        ),
        Some((key, _)) if !key.trim().is_empty() => {
            format!("{message} (line {line_number}, key `{}`)", key.trim())
        }
        _ => format!("{message} (line {line_number})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Config, ConfigError> {
        Config::parse(text, Path::new("test.toml"), None)
    }

    #[test]
    fn empty_file_gives_the_defaults() {
        let config = parse("").unwrap();
        assert_eq!(config.token, None);
        assert_eq!(config.data_dir, PathBuf::from("data"));
        assert_eq!(config.default_time_per_move, Duration::from_secs(3 * 86400));
        assert_eq!(config.sharding, Sharding::Auto);
        assert!(config.register_commands);
        assert_eq!(config.max_open_challenges, 10);
        assert_eq!(config.max_active_games, 50);
        assert_eq!(
            config.command_rate,
            Some(CommandRate {
                per_minute: 20,
                burst: 10
            })
        );
    }

    #[test]
    fn the_example_file_is_valid_and_documents_every_key() {
        let text = include_str!("../config.example.toml");
        let config = parse(text).unwrap();
        assert_eq!(config.default_time_per_move, Duration::from_secs(3 * 86400));
        // Every key the parser knows appears (commented out or not) in the example.
        for key in [
            "token",
            "data_dir",
            "database_url",
            "default_time_per_move",
            "guild_id",
            "api_proxy",
            "rules_url",
            "[shards]",
            "first",
            "last",
            "total",
            "tick_interval",
            "register_commands",
            "max_open_challenges",
            "max_active_games",
            "commands_per_minute",
            "command_burst",
            "search_threads",
            "[engines]",
            "xiangqi",
            "metrics_listen",
            "[web]",
            "listen",
            "public_url",
        ] {
            assert!(
                text.contains(key),
                "config.example.toml does not mention {key}"
            );
        }
    }

    #[test]
    fn environment_token_wins_over_the_file() {
        let config = Config::parse(
            "token = \"from-file\"",
            Path::new("c.toml"),
            Some("from-env".into()),
        )
        .unwrap();
        assert_eq!(config.token, Some(Token::new("from-env")));
        let config = Config::parse(
            "token = \"from-file\"",
            Path::new("c.toml"),
            Some("  ".into()),
        )
        .unwrap();
        assert_eq!(config.token, Some(Token::new("from-file")));
    }

    #[test]
    fn the_token_never_shows_in_debug_output() {
        let config = Config::parse("token = \"abc.def.ghi\"", Path::new("c.toml"), None).unwrap();
        let shown = format!("{config:?}");
        assert!(!shown.contains("abc.def.ghi"), "{shown}");
        assert!(shown.contains("<hidden>"));
    }

    #[test]
    fn full_file_is_read() {
        let config = parse(
            "token = \"t\"\ndata_dir = \"/var/lib/kibitz\"\ndefault_time_per_move = \"1d 12h\"\n\
             guild_id = 1234\napi_proxy = \"http://127.0.0.1:3000\"\ntick_interval = \"30s\"\n\
             register_commands = false\nmax_open_challenges = 3\nmax_active_games = 7\n\
             commands_per_minute = 6\ncommand_burst = 2\nsearch_threads = 3\n\
             vacation_days_per_year = 10\nautomatic_vacation = false\n[shards]\nfirst = 4\nlast = 7\ntotal = 16\n",
        )
        .unwrap();
        assert_eq!(config.max_open_challenges, 3);
        assert_eq!(config.max_active_games, 7);
        assert_eq!(config.search_threads, 3);
        assert_eq!(config.service_config().vacation_days_per_year, 10);
        assert!(!config.service_config().automatic_vacation);
        let defaults = parse("").unwrap().service_config();
        assert_eq!(
            (defaults.vacation_days_per_year, defaults.automatic_vacation),
            (30, true)
        );
        assert_eq!(
            config.command_rate,
            Some(CommandRate {
                per_minute: 6,
                burst: 2
            })
        );
        assert_eq!(parse("commands_per_minute = 0").unwrap().command_rate, None);
        assert_eq!(config.data_dir, PathBuf::from("/var/lib/kibitz"));
        assert_eq!(config.default_time_per_move, Duration::from_secs(36 * 3600));
        assert_eq!(config.guild_id, Some(1234));
        assert_eq!(config.api_proxy.as_deref(), Some("http://127.0.0.1:3000"));
        assert_eq!(config.tick_interval, Duration::from_secs(30));
        assert!(!config.register_commands);
        assert_eq!(
            config.sharding,
            Sharding::Range {
                first: 4,
                last: 7,
                total: 16
            }
        );
    }

    #[test]
    fn the_rules_url_is_a_folder_and_defaults_to_the_repository() {
        let config = parse("rules_url = \"https://example.org/kibitz/rules\"").unwrap();
        assert_eq!(
            config.rules_url.as_deref(),
            Some("https://example.org/kibitz/rules/")
        );
        assert_eq!(
            config.service_config().rules_url.as_deref(),
            Some("https://example.org/kibitz/rules/"),
            "the service links what the file says"
        );
        assert_eq!(
            parse("").unwrap().rules_url,
            crate::service::default_rules_url()
        );
    }

    #[test]
    fn mistakes_are_one_line_and_name_the_key() {
        let cases = [
            ("default_time_per_move = \"soon\"", "default_time_per_move"),
            ("default_time_per_move = \"30d\"", "from 1h to 14d"),
            ("api_proxy = \"127.0.0.1:3000\"", "api_proxy"),
            ("rules_url = \"docs/rules\"", "rules_url"),
            ("guild_id = 0", "guild_id"),
            ("max_open_challenges = 0", "max_open_challenges"),
            ("max_active_games = 0", "max_active_games"),
            ("search_threads = 0", "search_threads"),
            ("vacation_days_per_year = 400", "0 to 366"),
            ("vacation_days_per_year = -3", "vacation_days_per_year"),
            ("command_burst = 0", "command_burst"),
            ("commands_per_minute = -1", "commands_per_minute"),
            ("[shards]\nfirst = 3\nlast = 2\ntotal = 4", "shards"),
            ("[shards]\nfirst = 0\nlast = 4\ntotal = 4", "last < total"),
            ("tokn = \"x\"", "tokn"),
            ("guild_id = \"abc\"", "guild_id"),
            ("token = ", "not valid"),
            ("data_dir = \"d\"\ntoken = 123456", "line 2, key `token`"),
            ("metrics_listen = \"localhost\"", "metrics_listen"),
            (
                "[web]\nlisten = \"8080\"\npublic_url = \"https://k.example\"",
                "web.listen",
            ),
            (
                "[web]\nlisten = \"127.0.0.1:8080\"\npublic_url = \"k.example\"",
                "web.public_url",
            ),
            ("[web]\nlisten = \"127.0.0.1:8080\"", "public_url"),
        ];
        for (text, expected) in cases {
            let message = parse(text).unwrap_err().to_string();
            assert!(
                !message.contains('\n'),
                "{text:?} gave a message on several lines: {message}"
            );
            assert!(
                message.contains(expected),
                "{text:?} gave {message:?}, expected {expected:?}"
            );
            assert!(
                !message.contains("123456"),
                "the value (maybe a token) is not repeated"
            );
        }
    }

    #[test]
    fn the_web_pages_and_the_metrics_listen_where_they_are_told() {
        let none = parse("").unwrap();
        assert_eq!((none.web.clone(), none.http_listen()), (None, None));
        let metrics = parse("metrics_listen = \"127.0.0.1:9100\"").unwrap();
        assert_eq!(
            metrics.http_listen(),
            Some("127.0.0.1:9100".parse().unwrap())
        );
        let web = parse(
            "metrics_listen = \"127.0.0.1:9100\"\n[web]\nlisten = \"0.0.0.0:8080\"\n\
             public_url = \"https://kibitz.example.org/\"",
        )
        .unwrap();
        let pages = web.web.clone().unwrap();
        assert_eq!(pages.public_url, "https://kibitz.example.org");
        // With pages, everything is served on their port.
        assert_eq!(web.http_listen(), Some("0.0.0.0:8080".parse().unwrap()));
    }

    #[test]
    fn an_external_xiangqi_engine_is_read_from_the_engines_table() {
        assert_eq!(parse("").unwrap().engines, Engines::default());
        let config = parse("[engines]\nxiangqi = \"/usr/games/fairy-stockfish\"\n").unwrap();
        assert_eq!(
            config.engines.xiangqi,
            Some(PathBuf::from("/usr/games/fairy-stockfish"))
        );
        let message = parse("[engines]\nxiangqi = \"\"").unwrap_err().to_string();
        assert!(message.contains("engines.xiangqi"), "{message}");
        let message = parse("[engines]\ntopo = \"/bin/x\"")
            .unwrap_err()
            .to_string();
        assert!(
            message.contains("topo") && !message.contains('\n'),
            "{message}"
        );
    }

    #[test]
    fn a_named_file_must_exist_and_be_readable() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.toml");
        let message = Config::load(Some(&missing), None).unwrap_err().to_string();
        assert!(
            message.contains("cannot read") && message.contains("nope.toml"),
            "{message}"
        );
        // A directory cannot be read as a file.
        let message = Config::load(Some(dir.path()), None)
            .unwrap_err()
            .to_string();
        assert!(message.contains("cannot read"), "{message}");
        let file = dir.path().join("ok.toml");
        std::fs::write(&file, "data_dir = \"games\"").unwrap();
        let config = Config::load(Some(&file), Some("t".into())).unwrap();
        assert_eq!(config.token, Some(Token::new("t")));
        assert_eq!(config.data_dir, PathBuf::from("games"));
    }

    #[test]
    fn a_database_url_chooses_postgres_and_the_environment_wins() {
        let path = Path::new("c.toml");
        let config = parse("").unwrap();
        assert_eq!(
            config.store_location(),
            Location::Dir(PathBuf::from("data"))
        );
        let config =
            Config::parse("database_url = \"postgres://k@db/kibitz\"", path, None).unwrap();
        assert_eq!(
            config.store_location(),
            Location::Url("postgres://k@db/kibitz".into())
        );
        let config = config.with_env_database_url(Some("postgresql://other/x".into()));
        assert_eq!(
            config.store_location(),
            Location::Url("postgresql://other/x".into())
        );
        let error = Config::parse("database_url = \"/var/lib/kibitz\"", path, None).unwrap_err();
        assert!(
            error.to_string().contains("must be a PostgreSQL URL"),
            "{error}"
        );
    }
}
