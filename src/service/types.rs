//! The inputs of service calls: who acts, where, and the choices of a command.

use super::CommandRate;
use crate::games::GameKind;
use crate::model::{ChannelId, ServerId, SideChoice, UserId};
use std::time::Duration;

/// Who is acting: a user and the name to show for them (their display name now; it is saved, so
/// lists show the latest name seen).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub user: UserId,
    pub name: String,
    /// The language of the user's client as the platform reports it (a locale tag such as `pl`
    /// or `zh-TW`), if it does: saved with the name, so that direct messages sent later (a
    /// reminder, the opponent's move) are written in it. `None` leaves the saved one alone.
    pub locale: Option<String>,
}

impl Actor {
    /// The name is cleaned ([`super::text::clean_name`]): a display name with a right-to-left
    /// override or zero-width characters would garble every message that shows it.
    pub fn new(user: UserId, name: impl Into<String>) -> Self {
        Actor {
            user,
            name: super::text::clean_name(&name.into()),
            locale: None,
        }
    }

    /// The same actor, whose client speaks `locale` (a tag; blank or implausibly long text is
    /// ignored, since the platform only sends short tags).
    pub fn with_locale(mut self, locale: &str) -> Self {
        if let Some(locale) = tag(Some(locale)) {
            self.locale = Some(locale);
        }
        self
    }
}

/// The longest language tag kept (BCP 47 allows long tags; Discord's are at most 6 characters).
const MAX_TAG: usize = 35;

/// A language tag as given, trimmed; `None` for blank or implausibly long text.
pub(super) fn tag(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|t| !t.is_empty() && t.len() <= MAX_TAG)
        .map(str::to_string)
}

/// Where a command was given: a channel, in a server (or `None` in direct messages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub server: Option<ServerId>,
    pub channel: ChannelId,
}

impl Place {
    pub fn new(server: Option<ServerId>, channel: ChannelId) -> Self {
        Place { server, channel }
    }
}

/// A challenge as asked for by `/challenge`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeRequest {
    pub game: GameKind,
    /// The challenged player; `None` for an open challenge anyone may take.
    pub opponent: Option<Actor>,
    pub side: SideChoice,
    /// Time per move; `None` for the default (3 days). Must be from 1 hour to 14 days.
    pub time_per_move: Option<Duration>,
}

/// `/draw offer|accept|decline`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

/// `/takeback ask|accept|decline`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakebackAction {
    Ask,
    Accept,
    Decline,
}

/// Which leaderboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Scope {
    /// Games played in this server (the default).
    #[default]
    Server,
    /// Every game played anywhere.
    Global,
}

/// Tunable behaviour; [`ServiceConfig::default`] gives the documented defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct ServiceConfig {
    /// Time per move when a challenge names none: 3 days.
    pub default_time_per_move: Duration,
    /// Shortest time per move allowed: 1 hour.
    pub min_time_per_move: Duration,
    /// Longest time per move allowed: 14 days.
    pub max_time_per_move: Duration,
    /// How long a challenge waits for an answer: 24 hours.
    pub challenge_expiry: Duration,
    /// The reminder goes out when this fraction of the time per move remains: 0.2.
    pub reminder_fraction: f64,
    /// Downtime is always made up in full (see the README, "How correspondence play works");
    /// only a downtime longer than this is announced to every player to move (shorter restarts
    /// are announced only to those whose deadline passed meanwhile): 5 minutes.
    pub downtime_grace: Duration,
    /// Ask for board pictures in answers (the front ends draw them; off in tests that only look
    /// at text, and in benchmarks of the store).
    pub pictures: bool,
    /// Most open (unanswered, unexpired) challenges one user may have at a time: 10.
    pub max_open_challenges: usize,
    /// Most active games one user may play at a time: 50. Checked when challenging and when
    /// accepting (for both players).
    pub max_active_games: usize,
    /// How fast one user may send commands (buttons included, autocomplete not): 20 a minute,
    /// burst 10. `None` for no limit (the local console, where one person types).
    pub command_rate: Option<CommandRate>,
    /// How many of the computer's searches run at once, each on its own thread; the others
    /// wait in a queue. Default: one per core minus one, at least one.
    pub search_threads: usize,
    /// The longest the computer thinks about one move (its level may think for less; level 8
    /// takes all of it): 2 seconds.
    pub computer_movetime: Duration,
    /// Where the full rules are read: a URL ending in `/` under which `topo.md`, `xiangqi.md`
    /// and `tempo.md` are found (`rules_url` in the file). `None`, when the repository is not
    /// known either, names the files by their path in the source (`docs/rules/topo.md`).
    pub rules_url: Option<String>,
    /// Days of vacation each player has a year (renewed on 1 January, UTC): 30. 0 turns
    /// vacations off for the whole bot; a server may lower it for its games (`/settings
    /// vacation-days`).
    pub vacation_days_per_year: u32,
    /// Whether a player who would lose on time with vacation days left goes on vacation by
    /// themselves instead (told by DM or mention): on.
    pub automatic_vacation: bool,
    /// Where the web pages are reached (`[web] public_url`, no trailing slash); `None`: this
    /// bot has no pages, and `/settings web on` says so.
    pub public_url: Option<String>,
    /// The search budget per position of a game's analysis (`/analyse`): 0.25 s each.
    pub analysis: super::AnalysisBudget,
}

/// The full rules' default home: the repository's `docs/rules/`, when Cargo.toml names the
/// repository.
pub fn default_rules_url() -> Option<String> {
    let repository = env!("CARGO_PKG_REPOSITORY").trim_end_matches('/');
    (!repository.is_empty()).then(|| format!("{repository}/blob/main/docs/rules/"))
}

impl Default for ServiceConfig {
    fn default() -> Self {
        ServiceConfig {
            default_time_per_move: Duration::from_secs(3 * 86_400),
            min_time_per_move: Duration::from_secs(3600),
            max_time_per_move: Duration::from_secs(14 * 86_400),
            challenge_expiry: Duration::from_secs(86_400),
            reminder_fraction: 0.2,
            downtime_grace: Duration::from_secs(300),
            pictures: true,
            max_open_challenges: 10,
            max_active_games: 50,
            command_rate: Some(CommandRate::default()),
            search_threads: super::default_search_threads(),
            computer_movetime: Duration::from_secs(2),
            rules_url: default_rules_url(),
            vacation_days_per_year: 30,
            automatic_vacation: true,
            public_url: None,
            analysis: super::AnalysisBudget::default(),
        }
    }
}
