//! Correspondence play: challenges, games, moves, draws, take-backs, deadlines, leaderboards.
//!
//! This is where the bot's behaviour lives. A [`Service`] is opened on a data directory with a
//! [`Clock`]; every command is a plain method taking who acts ([`Actor`]) and where ([`Place`]),
//! returning a platform-neutral [`Response`] (a [`Reply`] plus [`Notice`]s for other people) or a
//! [`ServiceError`] that separates a user's mistake from an internal failure. The Discord layer
//! and the console only translate.
//!
//! All methods block (sled flushes, rendering): call them from `spawn_blocking` in async code.
//! The service is `Send + Sync`; share one `Arc<Service>` per process.
//!
//! ```no_run
//! use kibitz::service::*;
//! use kibitz::games::GameKind;
//! use std::sync::Arc;
//! # fn main() -> Result<(), ServiceError> {
//! let service = Service::open(std::path::Path::new("data"), Arc::new(SystemClock), ServiceConfig::default())?;
//! let alice = Actor::new(UserId(1), "alice");
//! let bob = Actor::new(UserId(2), "bob");
//! let here = Place::new(Some(ServerId(10)), ChannelId(20));
//! let request = ChallengeRequest { game: GameKind::Xiangqi, opponent: Some(bob.clone()),
//!     side: SideChoice::First, time_per_move: None };
//! service.challenge(&alice, &here, request)?;
//! service.accept(&bob, &here, None)?;
//! let response = service.play(&alice, &here, None, "h2e2")?;
//! assert!(!response.reply.text.is_empty());
//! # Ok(()) }
//! ```

mod action;
mod analysis;
mod challenges;
mod choices;
mod clock;
mod computer;
mod conditional;
mod controls;
mod error;
mod languages;
mod limits;
mod metered;
pub mod metrics;
pub use metrics::{Gateway, ShardState};
pub use published::{
    GameLine, GamePage, ServerPage, SERVER_PAGE_FINISHED, SERVER_PAGE_TOURNAMENTS,
};
mod move_menu;
mod notes;
mod notify;
mod offers;
mod play;
mod pool;
mod published;
mod ratings;
mod reads;
mod reply;
pub mod text;
mod tick;
mod tournament_rounds;
mod tournaments;
mod types;
mod vacation;
mod views;

pub use action::{Action, ButtonIdError, ListKind};
pub use analysis::{eval_text, AnalysisBudget};
pub use choices::{rank_choices, ChallengeFilter, Choice, GameFilter, MoveSuggestions, NO_MOVE};
pub use clock::{human_duration, parse_duration, BadDuration, Clock, SystemClock, TestClock};
pub use computer::{
    computer_name, draw_answer, resign_verdict, ComputerChallenge, DrawRefusal, DEFAULT_LEVEL,
    DRAW_MARGIN, DRAW_OPENING_PLIES, DRAW_OPENING_SCORE, RESIGN_AFTER, RESIGN_MIN_DEPTH,
    RESIGN_SCORE,
};
pub use conditional::{CONDITIONAL_LINES, CONDITIONAL_PLIES, LINE_CHOICE_AFTER};
pub use error::{ServiceError, ServiceResult, UserError};
pub use languages::{Languages, ReplyLangs, Reported};
pub use limits::CommandRate;
pub use pool::default_search_threads;
// The persisted types live in the model layer, the store's places in the store; the service's
// callers get them from here.
pub(crate) use crate::model::random_short_id;
pub use crate::model::{
    ChallengeId, ChannelId, GameId, Lang, NotifyPref, RepetitionRule, ServerId, SideChoice,
    Timestamp, TournamentId, UserId,
};
pub use crate::store::Location;
pub(crate) use notify::Notify;
pub use reply::{
    Attachment, Button, ButtonStyle, CaptionRequest, Card, CardField, GameStarted, GraphRequest,
    Notice, NoticeKind, Pages, Picture, Positions, Reply, Response, Select, SelectOption,
};
pub use tournament_rounds::{
    parse_tiebreak, PAIRINGS_PER_PAGE, PAIRINGS_SHOWN, ROUND_ROBIN_TIEBREAKS, SWISS_TIEBREAKS,
};
pub use tournaments::{
    Adjudication, Authority, FormatChoice, TournamentError, TournamentRequest,
    MAX_ROUND_ROBIN_GROUP, MAX_SWISS_ROUNDS, MAX_TOURNAMENT_PLAYERS, STANDINGS_LINES,
    TOURNAMENT_NAME_CHARS,
};
pub use types::{
    default_rules_url, Actor, ChallengeRequest, DrawAction, Place, Scope, ServiceConfig,
    TakebackAction,
};
pub use vacation::MOST_VACATION_DAYS;

use crate::games::{self, AnyGame};
pub use crate::games::{msg, Arg, MoveWords, Msg, Text};
use crate::store::{GameDoc, GamesOf, PlayerDoc, Store, StoreError};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How many times a command is re-run when another writer changed the game first.
const WRITE_ATTEMPTS: usize = 8;

/// The bot's behaviour, over a store. See the module documentation.
#[derive(Debug)]
pub struct Service {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    config: ServiceConfig,
    /// Held while a game's end is written with its rating changes, so two games of one player
    /// ending at the same moment cannot overwrite each other's rating update.
    finish_lock: Mutex<()>,
    /// Notices made before the first tick (deadlines extended for downtime at start-up); the
    /// next [`Service::tick`] hands them out.
    pending: Mutex<Vec<Notice>>,
    /// Each user's command rate bucket (see [`ServiceConfig::command_rate`]).
    rates: Mutex<limits::RateTable>,
    /// The computer's searches ([`ServiceConfig::search_threads`] worker threads).
    pool: pool::SearchPool,
    /// For each game against the computer, how many of its searches in a row found its
    /// position hopeless (see [`resign_verdict`]). Kept in memory: a restart only delays a
    /// resignation.
    losing: Mutex<std::collections::HashMap<GameId, u32>>,
    /// The analyses this process claimed and is computing.
    running: Mutex<analysis::RunningTable>,
    /// Games that ended since the last look, for automatic analysis.
    ended: Mutex<Vec<GameId>>,
    /// This process's token in the analysis claims it writes.
    owner: String,
    /// The rating changes of the games that ended last (newest last, at most
    /// [`ratings::ENDED_KEPT`]), for the announcements of their end: the write that ends a game
    /// knows them (the ratings before and after); afterwards only the new ones are stored. Kept
    /// in memory: after a restart an old game's end is shown without them.
    ended_ratings: Mutex<std::collections::VecDeque<(GameId, Vec<ratings::RatingChange>)>>,
    /// When this process last read each running tournament's unfinished games (see
    /// `Service::tick_tournaments`).
    reconciled: Mutex<std::collections::HashMap<TournamentId, Timestamp>>,
}

impl Service {
    /// Opens the store in `dir` (creating it if needed), compensates deadlines for the time the
    /// bot was down, and records a heartbeat.
    pub fn open(dir: &Path, clock: Arc<dyn Clock>, config: ServiceConfig) -> ServiceResult<Self> {
        Self::open_at(&Location::Dir(dir.to_path_buf()), clock, config)
    }

    /// Like [`Service::open`], for a data directory or a PostgreSQL URL.
    pub fn open_at(
        location: &Location,
        clock: Arc<dyn Clock>,
        config: ServiceConfig,
    ) -> ServiceResult<Self> {
        let store = crate::store::open(location)?;
        Self::with_store(store, clock, config)
    }

    /// Like [`Service::open`], over an already open store.
    pub fn with_store(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        config: ServiceConfig,
    ) -> ServiceResult<Self> {
        let config_threads = config.search_threads;
        let service = Service {
            // Every call is counted and timed (a no-op until a process installs a recorder).
            store: Arc::new(metered::Metered(store)),
            clock,
            config,
            finish_lock: Mutex::new(()),
            pending: Mutex::new(Vec::new()),
            rates: Mutex::new(limits::RateTable::default()),
            pool: pool::SearchPool::start(config_threads, crate::engine::built_in_engines()),
            losing: Mutex::new(std::collections::HashMap::new()),
            running: Mutex::new(analysis::RunningTable::new()),
            ended: Mutex::new(Vec::new()),
            owner: format!("{}-{}", std::process::id(), random_short_id(6)),
            ended_ratings: Mutex::new(std::collections::VecDeque::new()),
            reconciled: Mutex::new(std::collections::HashMap::new()),
        };
        let extended = service.compensate_downtime()?;
        if extended > 0 {
            tracing::info!("extended {extended} deadlines for the bot's downtime");
        }
        service.store.set_heartbeat(service.now())?;
        Ok(service)
    }

    /// Records a last heartbeat and flushes the store: call it on shutdown (after the commands in
    /// flight have finished), so the next start measures the downtime from here.
    pub fn close(&self) -> ServiceResult<()> {
        self.store.set_heartbeat(self.now())?;
        self.store.flush()?;
        Ok(())
    }

    /// The store underneath (for tools, tests and backups).
    pub fn store(&self) -> &dyn Store {
        &*self.store
    }

    /// The configuration.
    pub fn config(&self) -> &ServiceConfig {
        &self.config
    }

    /// Now, by the injected clock.
    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// Reads a game's stored record (for tools and tests).
    pub fn game_doc(&self, id: &GameId) -> ServiceResult<GameDoc> {
        self.store
            .game(id)?
            .ok_or_else(|| UserError::NoSuchGame(id.to_string()).into())
    }

    /// The start of a command: counts it against the actor's command rate (refusing it when
    /// they are too fast) and saves their latest display name.
    fn touch(&self, actor: &Actor) -> ServiceResult<PlayerDoc> {
        self.admit(actor)?;
        self.remember(actor)
    }

    /// Saves a user's latest display name (for someone named in a command, who does not act),
    /// and the language of their client when the front end knows it.
    fn remember(&self, actor: &Actor) -> ServiceResult<PlayerDoc> {
        let existing = self.player_record(actor.user).unwrap_or_else(|e| {
            tracing::warn!("player record unreadable, starting afresh: {e}");
            None
        });
        let (mut doc, mut changed) = match existing {
            Some(doc) => (doc, false),
            None => (PlayerDoc::new(actor.user, actor.name.clone()), true),
        };
        if doc.name != actor.name && !actor.name.is_empty() {
            doc.name = actor.name.clone();
            changed = true;
        }
        if actor.locale.is_some() && doc.locale != actor.locale {
            doc.locale = actor.locale.clone();
            changed = true;
        }
        if changed {
            self.put_player_record(&doc)?;
        }
        Ok(doc)
    }

    /// The latest display name seen for `user`, or `fallback`.
    fn name_of(&self, user: UserId, fallback: &str) -> String {
        self.player_record(user)
            .ok()
            .flatten()
            .map_or_else(|| fallback.to_string(), |p| p.name)
    }

    /// Rebuilds a stored game through the rules. A record that does not replay is reported as
    /// corrupt for this game only.
    fn rebuild(&self, doc: &GameDoc) -> ServiceResult<Box<dyn AnyGame>> {
        games::replay(&doc.record()).map_err(|e| {
            ServiceError::Store(StoreError::Corrupt {
                what: "game",
                id: doc.id.to_string(),
                reason: e.to_string(),
            })
        })
    }

    /// Finds the game a command is about: the id the user typed, or else their only active game
    /// in this channel, or else their only active game anywhere.
    fn find_game(
        &self,
        actor: &Actor,
        place: &Place,
        typed: Option<&str>,
    ) -> ServiceResult<GameDoc> {
        if let Some(text) = typed.map(str::trim).filter(|t| !t.is_empty()) {
            let id = GameId::parse(text).ok_or_else(|| UserError::NoSuchGame(text.to_string()))?;
            return self.game_doc(&id);
        }
        let mine = self.store.games_of(actor.user, GamesOf::ACTIVE)?;
        for (id, e) in &mine.unreadable {
            tracing::warn!("skipping game {id}: {e}");
        }
        let active = mine.active;
        let here: Vec<&GameDoc> = active
            .iter()
            .filter(|d| d.channel == place.channel)
            .collect();
        let pick = match (here.len(), active.len()) {
            (1, _) => here[0].clone(),
            (0, 1) => active[0].clone(),
            (0, 0) => return Err(UserError::NoGameHere.into()),
            (0, _) => {
                return Err(UserError::WhichGame {
                    games: active.iter().map(|d| d.id.clone()).collect(),
                    here: false,
                }
                .into())
            }
            _ => {
                return Err(UserError::WhichGame {
                    games: here.iter().map(|d| d.id.clone()).collect(),
                    here: true,
                }
                .into())
            }
        };
        Ok(pick)
    }

    /// Like [`Service::find_game`], but with no id and no active game, falls back to the user's
    /// most recently finished game (for looking and exporting).
    fn find_game_or_last(
        &self,
        actor: &Actor,
        place: &Place,
        typed: Option<&str>,
    ) -> ServiceResult<GameDoc> {
        match self.find_game(actor, place, typed) {
            Err(ServiceError::User(UserError::NoGameHere)) => {
                let mut latest = self.store.games_of(actor.user, GamesOf::finished(1))?;
                if latest.finished.is_empty() && !latest.unreadable.is_empty() {
                    // The latest cannot be read: the latest readable one, then (rarely worth
                    // a second query).
                    latest = self
                        .store
                        .games_of(actor.user, GamesOf::finished(usize::MAX))?;
                }
                latest
                    .finished
                    .into_iter()
                    .next()
                    .ok_or_else(|| UserError::NoGameHere.into())
            }
            other => other,
        }
    }

    /// Time per move of a challenge, checked against the allowed range.
    fn checked_time(&self, asked: Option<Duration>) -> ServiceResult<Duration> {
        let time = asked.unwrap_or(self.config.default_time_per_move);
        if time < self.config.min_time_per_move || time > self.config.max_time_per_move {
            return Err(UserError::TimeOutOfRange {
                given: time,
                min: self.config.min_time_per_move,
                max: self.config.max_time_per_move,
            }
            .into());
        }
        Ok(time)
    }
}
