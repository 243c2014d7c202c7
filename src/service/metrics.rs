//! The bot's measurements: their names, and one function per thing measured.
//!
//! Every part records through the [`metrics`] crate's global recorder, which is a no-op until a
//! process installs one: the web front end installs a Prometheus recorder when
//! `metrics_listen` or `[web]` is configured and serves it on `/metrics`. Tests and tools that
//! install nothing pay for a clock reading per store call and nothing else.
//!
//! The names (all prefixed `kibitz_`) and their labels are listed in the README ("Running it
//! for years"); [`describe`] gives each its help line.

use std::time::{Duration, Instant};

/// Commands and buttons handled, by `command` (a slash command's name, `button:<kind>` for a
/// button) and `outcome` (`ok`, `refused` for an answer that tells the user why not, `error`
/// for a failure of the bot or of Discord).
pub const COMMANDS: &str = "kibitz_commands_total";
/// From an interaction's arrival to its acknowledgement (a deferral or the first answer), in
/// seconds, by `kind` (`command`, `button`, `autocomplete`). Discord gives 3 s.
pub const ACK_SECONDS: &str = "kibitz_interaction_ack_seconds";
/// Each gateway shard's heartbeat latency in seconds, by `shard`.
pub const SHARD_LATENCY: &str = "kibitz_shard_latency_seconds";
/// 1 while a shard is connected, 0 otherwise, by `shard`.
pub const SHARD_CONNECTED: &str = "kibitz_shard_connected";
/// Store calls, by `op` (the store method) and `outcome` (`ok`, `error`).
pub const STORE_OPS: &str = "kibitz_store_operations_total";
/// Store call latency in seconds, by `op`.
pub const STORE_SECONDS: &str = "kibitz_store_operation_seconds";
/// How long one tick of the deadline clock took, in seconds.
pub const TICK_SECONDS: &str = "kibitz_tick_seconds";
/// Notices the deadline clock produced, by `kind` (`reminder`, `time_loss`, …).
pub const TICK_EVENTS: &str = "kibitz_tick_events_total";
/// Searches waiting for a search thread.
pub const SEARCH_QUEUE: &str = "kibitz_search_queue_length";
/// How long one of the computer's searches took, in seconds, by `game`.
pub const SEARCH_SECONDS: &str = "kibitz_search_seconds";
/// Pictures drawn, by `kind` (`png`, `gif`).
pub const PICTURES: &str = "kibitz_pictures_total";
/// How long drawing a picture took, in seconds, by `kind`.
pub const PICTURE_SECONDS: &str = "kibitz_picture_seconds";
/// Games going on, by `game`, as the last tick counted them.
pub const GAMES_ACTIVE: &str = "kibitz_games_active";
/// Web requests, by `page` (`game`, `server`, `board`, `health`, …) and `status` (the HTTP
/// status code).
pub const WEB_REQUESTS: &str = "kibitz_web_requests_total";
/// Web request latency in seconds, by `page`.
pub const WEB_SECONDS: &str = "kibitz_web_request_seconds";

/// Every name above with its help line and unit, for [`describe`] and the documentation test.
pub const ALL: &[(&str, &str)] = &[
    (
        COMMANDS,
        "Commands and buttons handled, by name and outcome",
    ),
    (ACK_SECONDS, "Interaction acknowledgement latency"),
    (SHARD_LATENCY, "Gateway heartbeat latency per shard"),
    (
        SHARD_CONNECTED,
        "Whether each shard is connected (1) or not (0)",
    ),
    (STORE_OPS, "Store operations by kind and outcome"),
    (STORE_SECONDS, "Store operation latency by kind"),
    (TICK_SECONDS, "Duration of one tick of the deadline clock"),
    (
        TICK_EVENTS,
        "Notices produced by the deadline clock, by kind",
    ),
    (SEARCH_QUEUE, "Searches waiting for a search thread"),
    (
        SEARCH_SECONDS,
        "Duration of one search of the computer, by game",
    ),
    (PICTURES, "Pictures drawn, by kind"),
    (PICTURE_SECONDS, "Duration of drawing one picture, by kind"),
    (GAMES_ACTIVE, "Games going on, by game"),
    (WEB_REQUESTS, "Web requests, by page and status"),
    (WEB_SECONDS, "Web request latency, by page"),
];

/// Gives every measurement its help line (call once, after installing a recorder).
pub fn describe() {
    for (name, help) in ALL {
        if name.ends_with("_seconds") {
            metrics::describe_histogram!(*name, metrics::Unit::Seconds, *help);
        } else if name.ends_with("_total") {
            metrics::describe_counter!(*name, *help);
        } else {
            metrics::describe_gauge!(*name, *help);
        }
    }
}

/// A command or button was handled.
pub fn command(name: &str, outcome: &'static str) {
    metrics::counter!(COMMANDS, "command" => name.to_string(), "outcome" => outcome).increment(1);
}

/// An interaction was acknowledged `after` its arrival.
pub fn acknowledged(kind: &'static str, after: Duration) {
    metrics::histogram!(ACK_SECONDS, "kind" => kind).record(after.as_secs_f64());
}

/// A shard's state, as last seen.
pub fn shard(id: u32, connected: bool, latency: Option<Duration>) {
    let shard = id.to_string();
    metrics::gauge!(SHARD_CONNECTED, "shard" => shard.clone()).set(f64::from(u8::from(connected)));
    if let Some(latency) = latency {
        metrics::gauge!(SHARD_LATENCY, "shard" => shard).set(latency.as_secs_f64());
    }
}

/// A store call named `op` ran from `started` and succeeded or not.
pub fn store_op(op: &'static str, started: Instant, ok: bool) {
    let outcome = if ok { "ok" } else { "error" };
    metrics::counter!(STORE_OPS, "op" => op, "outcome" => outcome).increment(1);
    metrics::histogram!(STORE_SECONDS, "op" => op).record(started.elapsed().as_secs_f64());
}

/// A tick of the deadline clock took `took`.
pub fn tick(took: Duration) {
    metrics::histogram!(TICK_SECONDS).record(took.as_secs_f64());
}

/// The deadline clock produced a notice of `kind`.
pub fn tick_event(kind: &'static str) {
    metrics::counter!(TICK_EVENTS, "kind" => kind).increment(1);
}

/// `waiting` searches are queued for a thread.
pub fn search_queue(waiting: usize) {
    metrics::gauge!(SEARCH_QUEUE).set(waiting as f64);
}

/// One search of the computer for `game` took `took`.
pub fn search(game: &'static str, took: Duration) {
    metrics::histogram!(SEARCH_SECONDS, "game" => game).record(took.as_secs_f64());
}

/// A picture of `kind` (`png`, `gif`) was drawn in `took`.
pub fn picture(kind: &'static str, took: Duration) {
    metrics::counter!(PICTURES, "kind" => kind).increment(1);
    metrics::histogram!(PICTURE_SECONDS, "kind" => kind).record(took.as_secs_f64());
}

/// `count` games of `game` are going on.
pub fn games_active(game: &'static str, count: usize) {
    metrics::gauge!(GAMES_ACTIVE, "game" => game).set(count as f64);
}

/// A web request for `page` was answered with `status` after `took`.
pub fn web_request(page: &'static str, status: u16, took: Duration) {
    metrics::counter!(WEB_REQUESTS, "page" => page, "status" => status.to_string()).increment(1);
    metrics::histogram!(WEB_SECONDS, "page" => page).record(took.as_secs_f64());
}

/// Counts the games going on, by game, into [`GAMES_ACTIVE`] — at most once a minute, since
/// the embedded store counts by reading every game. Called when the measurements are scraped.
pub fn count_active_games(service: &super::Service) {
    use std::sync::Mutex;
    static LAST: Mutex<Option<Instant>> = Mutex::new(None);
    {
        let Ok(mut last) = LAST.lock() else { return };
        if last.is_some_and(|at| at.elapsed() < Duration::from_secs(60)) {
            return;
        }
        *last = Some(Instant::now());
    }
    match service.store().active_game_counts() {
        Ok(counts) => {
            for kind in crate::games::GameKind::ALL {
                let count = counts.iter().find(|(k, _)| *k == kind).map_or(0, |c| c.1);
                games_active(kind.name(), count);
            }
        }
        Err(e) => tracing::warn!("cannot count the games going on: {e}"),
    }
}

/// One gateway shard of this process, as the readiness check and the measurements see it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ShardState {
    pub id: u32,
    /// The shard is connected and has identified (or resumed).
    pub connected: bool,
    /// The last heartbeat's round trip, in milliseconds, once there was one.
    pub latency_ms: Option<u64>,
}

/// Where the readiness check learns the state of this process's shards: the Discord front end
/// answers for its shard manager; a process without Discord has none.
pub trait Gateway: Send + Sync {
    /// Every shard this process owns, connected or not (a shard not started yet is there as
    /// not connected).
    fn shards(
        &self,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Vec<ShardState>> + Send + '_>>;
}

/// Runs `draw` (drawing one picture, animated or not) and records it.
pub fn drawing<T>(animated: bool, draw: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let drawn = draw();
    picture(if animated { "gif" } else { "png" }, started.elapsed());
    drawn
}
