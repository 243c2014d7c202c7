//! Starting and stopping the bot: the service, the HTTP client (optionally through a proxy),
//! command registration, the gateway shards, the deadline clock, and a clean shutdown.

use super::delivery::ReplySent;
use super::error::{self, BotError, Invocation};
use super::respond::{self, ReadyNotice};
use super::{commands, on_error};
use crate::config::{Config, Sharding};
use crate::i18n::Lang;
use crate::render::Renderer;
use crate::service::{Clock, Notice, Service, ShardState};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Notify};

/// What every command and event handler can reach: the one [`Data`] of poise's guidance.
pub struct Data {
    /// The bot's behaviour.
    pub service: Arc<Service>,
    /// Draws the answers' pictures (`None` when the renderer could not start: boards are then
    /// shown as text).
    pub renderer: Option<Arc<Renderer>>,
    /// Commands in flight, and whether new ones are still taken.
    pub work: Arc<Work>,
}

/// Counts the commands being handled, so that shutdown can wait for them, and refuses new ones
/// once shutdown has begun.
#[derive(Debug, Default)]
pub struct Work {
    closing: AtomicBool,
    running: AtomicUsize,
    idle: Notify,
}

/// Held while one command or button is handled.
#[derive(Debug)]
pub struct WorkGuard(Arc<Work>);

impl Drop for WorkGuard {
    fn drop(&mut self) {
        if self.0.running.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Work {
    /// Registers a command; `None` once shutdown has begun.
    pub fn start(self: &Arc<Self>) -> Option<WorkGuard> {
        self.running.fetch_add(1, Ordering::SeqCst);
        let guard = WorkGuard(self.clone());
        if self.closing.load(Ordering::SeqCst) {
            return None; // dropping the guard undoes the count
        }
        Some(guard)
    }

    /// Stops taking commands and waits (up to `limit`) for those in flight.
    pub async fn close(&self, limit: Duration) -> bool {
        self.closing.store(true, Ordering::SeqCst);
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let idle = self.idle.notified();
            if self.running.load(Ordering::SeqCst) == 0 {
                return true;
            }
            if tokio::time::timeout_at(deadline, idle).await.is_err() {
                return self.running.load(Ordering::SeqCst) == 0;
            }
        }
    }

    /// Commands being handled now.
    pub fn running(&self) -> usize {
        self.running.load(Ordering::SeqCst)
    }
}

/// A running bot. Call [`Bot::shutdown`] to stop it cleanly.
pub struct Bot {
    service: Arc<Service>,
    renderer: Option<Arc<Renderer>>,
    work: Arc<Work>,
    shard_manager: Arc<serenity::ShardManager>,
    sharding: Sharding,
    client: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    ticker: tokio::task::JoinHandle<()>,
    computer: tokio::task::JoinHandle<()>,
    stop_ticker: watch::Sender<bool>,
}

/// How long shutdown waits for commands in flight.
const DRAIN_LIMIT: Duration = Duration::from_secs(30);

/// The gateway intents: only guild events (for the guild cache and threads). Slash commands and
/// buttons arrive as interactions, which need no intent; nothing privileged is asked for.
pub fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

/// The REST client: straight to Discord, or through `api_proxy` (which then rate-limits; serenity
/// only uses a proxy when its own rate limiter is off).
pub fn http_client(config: &Config) -> anyhow::Result<serenity::Http> {
    let token = config
        .token
        .as_ref()
        .context("no Discord token: set DISCORD_TOKEN or `token` in the configuration file")?;
    let mut builder = serenity::HttpBuilder::new(token.expose());
    if let Some(proxy) = &config.api_proxy {
        builder = builder.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    Ok(builder.build())
}

/// Why the first call to Discord failed, in one line: the token refused (Discord answered 401
/// or 403), Discord answering with another error, or Discord not reached at all (no network,
/// no DNS, a proxy that is down) — three causes with three different fixes.
pub fn login_failure(error: &serenity::Error, proxy: Option<&str>) -> String {
    use serenity::{Error, HttpError};
    let place = proxy.unwrap_or("https://discord.com");
    match error {
        Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code;
            if status.as_u16() == 401 || status.as_u16() == 403 {
                format!(
                    "Discord refused the token ({status}): check DISCORD_TOKEN or `token` (Discord \
                     developer portal, Application → Bot → Reset Token)"
                )
            } else {
                format!(
                    "Discord answered the first request with {status} ({}): try again later",
                    response.error.message
                )
            }
        }
        Error::Http(HttpError::Request(e)) => format!(
            "cannot reach Discord at {place} ({e}): check the network, DNS, a firewall or \
             `api_proxy`; the token was not checked"
        ),
        other => format!("cannot log in to Discord at {place}: {other}"),
    }
}

impl Bot {
    /// Opens the store, checks the token, registers the commands and connects the shards. Every
    /// start-up failure is returned (one clear line), never left to a silent background task.
    pub async fn start(config: &Config, clock: Arc<dyn Clock>) -> anyhow::Result<Bot> {
        let http = http_client(config)?;
        let service_config = config.service_config();
        let location = config.store_location();
        let opened = location.clone();
        let engines = config.engines.factory();
        if let Some(program) = &config.engines.xiangqi {
            tracing::info!(program = %program.display(), "Xiangqi moves come from an external engine");
        }
        let service =
            tokio::task::spawn_blocking(move || Service::open_at(&opened, clock, service_config))
                .await?
                .with_context(|| format!("cannot open the store {location}"))?
                .with_engines(engines);
        let service = Arc::new(service);
        let renderer = start_renderer().await;
        // Computer games whose move was lost to the restart are searched again now.
        {
            let service = service.clone();
            match tokio::task::spawn_blocking(move || service.resume_computer()).await? {
                Ok(0) => {}
                Ok(n) => tracing::info!(games = n, "the computer resumes thinking"),
                Err(e) => tracing::error!("cannot resume the computer's games: {e}"),
            }
        }

        let application = http
            .get_current_application_info()
            .await
            .map_err(|e| anyhow::anyhow!(login_failure(&e, config.api_proxy.as_deref())))?;
        http.set_application_id(application.id);
        tracing::info!(application = %application.id, name = %application.name, "logged in");

        let options = poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error::on_error(error)),
            event_handler: |framework, event| {
                Box::pin(on_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            // Owners are not used by any command; skip the extra call at start-up.
            initialize_owners: false,
            ..Default::default()
        };
        if config.register_commands {
            let commands = poise::builtins::create_application_commands(&options.commands);
            let count = commands.len();
            match config.guild_id {
                Some(guild) => {
                    serenity::GuildId::new(guild)
                        .set_commands(&http, commands)
                        .await
                        .with_context(|| {
                            format!("cannot register the commands in server {guild}")
                        })?;
                    tracing::info!(count, guild, "commands registered in one server");
                }
                None => {
                    serenity::Command::set_global_commands(&http, commands)
                        .await
                        .context("cannot register the commands")?;
                    tracing::info!(count, "commands registered globally");
                }
            }
        }

        let work = Arc::new(Work::default());
        let data = Data {
            service: service.clone(),
            renderer: renderer.clone(),
            work: work.clone(),
        };
        // `setup` runs on the first READY; everything that can fail was done above, so it only
        // hands over the data (poise holds all events until it returns).
        let framework = poise::Framework::builder()
            .options(options)
            .setup(move |_ctx, ready, _framework| {
                Box::pin(async move {
                    tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected");
                    Ok(data)
                })
            })
            .build();
        let mut client = serenity::ClientBuilder::new_with_http(http, intents())
            .framework(framework)
            .await
            .context("cannot build the Discord client")?;
        let shard_manager = client.shard_manager.clone();
        let http = client.http.clone();
        let sharding = config.sharding;
        let client_task = tokio::spawn(async move {
            match sharding {
                Sharding::Auto => client.start_autosharded().await,
                // serenity's range is inclusive of its end, like ours.
                Sharding::Range { first, last, total } => {
                    client.start_shard_range(first..last, total).await
                }
            }
        });
        let (stop_ticker, stopped) = watch::channel(false);
        let ticker = tokio::spawn(tick_loop(
            http.clone(),
            service.clone(),
            renderer.clone(),
            config.tick_interval,
            stopped.clone(),
        ));
        let computer = tokio::spawn(computer_loop(
            http,
            service.clone(),
            renderer.clone(),
            stopped,
        ));
        Ok(Bot {
            service,
            renderer,
            work,
            shard_manager,
            sharding,
            client: client_task,
            ticker,
            computer,
            stop_ticker,
        })
    }

    /// Waits until the gateway connection ends by itself (an invalid token, all shards lost).
    pub async fn stopped(&mut self) -> anyhow::Result<()> {
        match (&mut self.client).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(anyhow::anyhow!("the Discord connection ended: {e}")),
            Err(e) => Err(anyhow::anyhow!("the Discord connection task failed: {e}")),
        }
    }

    /// What the readiness check asks about this process's shards (see [`ShardProbe`]).
    pub fn gateway(&self) -> Arc<ShardProbe> {
        Arc::new(ShardProbe {
            manager: self.shard_manager.clone(),
            sharding: self.sharding,
        })
    }

    /// The service (for tests and tools).
    pub fn service(&self) -> &Arc<Service> {
        &self.service
    }

    /// The renderer that draws the bot's pictures (for tests and tools).
    pub fn renderer(&self) -> Option<&Arc<Renderer>> {
        self.renderer.as_ref()
    }

    /// Stops cleanly: no new commands, waits for those in flight, stops the deadline clock,
    /// closes the gateway, and flushes the store. Returns once the store is closed, so the data
    /// directory can be opened again.
    pub async fn shutdown(self) -> anyhow::Result<()> {
        tracing::info!(in_flight = self.work.running(), "shutting down");
        if !self.work.close(DRAIN_LIMIT).await {
            tracing::warn!(
                left = self.work.running(),
                "stopping with commands still running"
            );
        }
        let _ = self.stop_ticker.send(true);
        let _ = self.ticker.await;
        let _ = self.computer.await;
        self.shard_manager.shutdown_all().await;
        if !self.client.is_finished() {
            let _ = tokio::time::timeout(Duration::from_secs(10), self.client).await;
        }
        let service = self.service;
        // The last heartbeat (the next start measures the downtime from here) and a flush.
        let closed = {
            let service = service.clone();
            tokio::task::spawn_blocking(move || service.close()).await?
        };
        closed.context("cannot close the store")?;
        // The framework (and the data it holds) goes with the client; wait for the last other
        // holder so that the store's lock is released when this returns.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while Arc::strong_count(&service) > 1 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        drop(service);
        tracing::info!("stopped");
        Ok(())
    }
}

/// The state of this process's shards, read from serenity's shard manager: the readiness check's
/// view of the gateway ([`crate::service::Gateway`]). Each look also updates the shard gauges of
/// the measurements.
pub struct ShardProbe {
    manager: Arc<serenity::ShardManager>,
    sharding: Sharding,
}

impl crate::service::Gateway for ShardProbe {
    fn shards(
        &self,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Vec<ShardState>> + Send + '_>> {
        Box::pin(async move {
            let runners = self.manager.runners.lock().await;
            // A shard of a configured range that is not running (still queued, or given up) is
            // there as not connected; with autosharding the manager knows which it runs.
            let mut ids: Vec<u32> = match self.sharding {
                Sharding::Range { first, last, .. } => (first..=last).collect(),
                Sharding::Auto => runners.keys().map(|id| id.0).collect(),
            };
            ids.sort_unstable();
            ids.into_iter()
                .map(|id| {
                    let runner = runners.get(&serenity::ShardId(id));
                    let connected =
                        runner.is_some_and(|r| r.stage == serenity::ConnectionStage::Connected);
                    let latency = runner.and_then(|r| r.latency);
                    crate::service::metrics::shard(id, connected, latency);
                    ShardState {
                        id,
                        connected,
                        latency_ms: latency.map(|l| l.as_millis().try_into().unwrap_or(u64::MAX)),
                    }
                })
                .collect()
        })
    }
}

/// Builds the renderer off the async threads (it draws every board and piece once, about 0.2
/// s). Without it the bot still runs, showing boards as text.
async fn start_renderer() -> Option<Arc<Renderer>> {
    match tokio::task::spawn_blocking(Renderer::new).await {
        Ok(Ok(renderer)) => Some(Arc::new(renderer)),
        Ok(Err(e)) => {
            tracing::warn!("board pictures are off: {e}");
            None
        }
        Err(e) => {
            tracing::warn!("board pictures are off: the renderer's start panicked: {e}");
            None
        }
    }
}

/// Notices no command caused (the clock's, the computer's), ready to post: each in its own
/// language, English for one that names none kibitz speaks.
fn unprompted(renderer: Option<&Renderer>, notices: Vec<Notice>) -> Vec<ReadyNotice> {
    respond::ready_notices(renderer, notices, Lang::En)
}

/// Every `interval`: reminders, losses on time and expired challenges, posted as each player
/// prefers. Stops when told to (after finishing the tick in progress).
async fn tick_loop(
    http: Arc<serenity::Http>,
    service: Arc<Service>,
    renderer: Option<Arc<Renderer>>,
    interval: Duration,
    mut stop: watch::Receiver<bool>,
) {
    let mut timer = tokio::time::interval(interval);
    timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = timer.tick() => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
        let (ticking, renderer) = (service.clone(), renderer.clone());
        let tick = move || {
            ticking
                .tick()
                .map(|notices| unprompted(renderer.as_deref(), notices))
        };
        match tokio::task::spawn_blocking(tick).await {
            Ok(Ok(notices)) => {
                if !notices.is_empty() {
                    tracing::info!(count = notices.len(), "posting deadline notices");
                }
                post_unprompted(&http, &service, &notices).await;
            }
            Ok(Err(e)) => tracing::error!("deadline check failed: {e}"),
            Err(e) => tracing::error!("deadline check panicked: {e}"),
        }
    }
}

/// Posts notices no command caused.
async fn post_unprompted(http: &serenity::Http, service: &Arc<Service>, notices: &[ReadyNotice]) {
    respond::post_notices(http, Some(service), notices, &ReplySent::default()).await;
}

/// The computer's moves, posted as they are found: waits for finished searches on a blocking
/// thread (a second at a time, so that a stop is noticed) and posts their notices. Stops when
/// told to.
async fn computer_loop(
    http: Arc<serenity::Http>,
    service: Arc<Service>,
    renderer: Option<Arc<Renderer>>,
    stop: watch::Receiver<bool>,
) {
    const WAIT: Duration = Duration::from_secs(1);
    loop {
        if *stop.borrow() {
            return;
        }
        let (searching, renderer) = (service.clone(), renderer.clone());
        let moves = move || {
            searching
                .computer_moves(WAIT)
                .map(|notices| unprompted(renderer.as_deref(), notices))
        };
        match tokio::task::spawn_blocking(moves).await {
            Ok(Ok(notices)) => {
                post_unprompted(&http, &service, &notices).await;
            }
            Ok(Err(e)) => {
                tracing::error!("the computer's moves: {e}");
                tokio::time::sleep(WAIT).await;
            }
            Err(e) => {
                tracing::error!("the computer's moves panicked: {e}");
                tokio::time::sleep(WAIT).await;
            }
        }
    }
}

/// Events other than commands: button presses.
async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), BotError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(component),
    } = event
    {
        if let Err(error) = respond::button(ctx, data, component).await {
            // Only Discord itself failing gets here (the service's errors were answered).
            let lang = Lang::from_tag(&component.locale).unwrap_or_default();
            let invocation = Invocation {
                user: component.user.id.get(),
                what: component.data.custom_id.clone(),
                game: None,
            };
            let out = error::answer_for(&error, &invocation, lang);
            let _ = component.create_followup(&ctx.http, out.followup()).await;
        }
    }
    Ok(())
}

/// Resolves when the process is asked to stop (Ctrl-C, SIGTERM).
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_is_refused_once_closing_and_close_waits_for_the_rest() {
        let work = Arc::new(Work::default());
        let guard = work.start().expect("open");
        assert_eq!(work.running(), 1);
        let closer = {
            let work = work.clone();
            tokio::spawn(async move { work.close(Duration::from_secs(5)).await })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(work.start().is_none(), "no new work while closing");
        assert!(!closer.is_finished(), "waits for the command in flight");
        drop(guard);
        assert!(closer.await.unwrap());
        assert_eq!(work.running(), 0);
    }

    #[tokio::test]
    async fn close_gives_up_after_its_limit() {
        let work = Arc::new(Work::default());
        let _guard = work.start().expect("open");
        assert!(!work.close(Duration::from_millis(30)).await);
    }

    #[test]
    fn the_proxy_turns_the_rate_limiter_off() {
        let mut config = Config::parse("token = \"t\"", std::path::Path::new("c"), None).unwrap();
        let http = http_client(&config).unwrap();
        assert!(http.ratelimiter.is_some() && http.proxy.is_none());
        config.api_proxy = Some("http://127.0.0.1:9".into());
        let http = http_client(&config).unwrap();
        assert!(http.ratelimiter.is_none());
        assert_eq!(http.proxy.as_deref(), Some("http://127.0.0.1:9"));
        config.token = None;
        assert!(http_client(&config)
            .unwrap_err()
            .to_string()
            .contains("DISCORD_TOKEN"));
    }
}
