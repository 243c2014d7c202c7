//! `kibitz run`: the Discord bot, or the local console when no token is configured.
//!
//! The fallback is decided here, in the command line, so that neither front end depends on the
//! other: `discord` never starts the console and `console` knows nothing of Discord.

use crate::config::{Config, DATABASE_VARIABLE, TOKEN_VARIABLE};
use crate::discord::bot::shutdown_signal;
use crate::discord::Bot;
use crate::web::{WebServer, WebState};
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Debug, Args)]
pub struct RunArgs {
    /// The configuration file (see config.example.toml). Without it, ./config.toml is read if
    /// it exists.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Runs the bot until Ctrl-C or SIGTERM; without a token, runs the local console on the same
/// data directory instead, so that `kibitz run` works on a fresh machine — but only for a person
/// at a terminal. Without a terminal (systemd, a container) a missing token is an error: falling
/// back there would read no input and stop at once, and a missing secret would look like a
/// clean stop.
pub fn run(args: &RunArgs) -> anyhow::Result<()> {
    let env_token = std::env::var(TOKEN_VARIABLE).ok();
    let config = Config::load(args.config.as_deref(), env_token)?
        .with_env_database_url(std::env::var(DATABASE_VARIABLE).ok());
    if config.token.is_none() {
        if !std::io::stdin().is_terminal() {
            anyhow::bail!(
                "no Discord token: set {TOKEN_VARIABLE} (or `token` in the configuration file); \
                 without one, `kibitz run` starts the local console only on an interactive terminal"
            );
        }
        eprintln!(
            "no Discord token (set {TOKEN_VARIABLE} or `token` in the configuration file): \
             starting the local console instead"
        );
        return crate::console::run_interactive(&config.store_location());
    }
    run_bot(&config)
}

/// Runs the bot with `config` until Ctrl-C or SIGTERM, with the web endpoints beside it when
/// `[web]` or `metrics_listen` is set. A missing token is refused by [`Bot::start`].
fn run_bot(config: &Config) -> anyhow::Result<()> {
    crate::discord::init_logging();
    tracing::info!(?config, "starting");
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let mut bot = Bot::start(config, Arc::new(crate::service::SystemClock)).await?;
        let web = match config.http_listen() {
            Some(listen) => {
                let gateway: Arc<dyn crate::service::Gateway> = bot.gateway();
                let state = WebState::new(
                    bot.service().clone(),
                    bot.renderer().cloned(),
                    Some(gateway),
                    config.web.clone(),
                );
                match WebServer::start(listen, state).await {
                    Ok(web) => Some(web),
                    Err(e) => {
                        bot.shutdown().await?;
                        return Err(e);
                    }
                }
            }
            None => None,
        };
        let ended = tokio::select! {
            _ = shutdown_signal() => None,
            ended = bot.stopped() => Some(ended),
        };
        // The pages go first: they read the store the bot is about to close.
        if let Some(web) = web {
            web.shutdown().await;
        }
        bot.shutdown().await?;
        ended.unwrap_or(Ok(()))
    })
}
