//! The Discord bot: slash commands, buttons and notifications, translated to service calls.
//!
//! Nothing about the rules or the storage lives here: every command turns its options into a
//! service call ([`commands`]), and the service's reply into a Discord message ([`translate`],
//! [`respond`]). Buttons carry their action in their custom id and are handled from the event
//! handler, so they keep working after a restart.

pub mod bot;
pub mod commands;
pub mod config;
pub mod error;
pub mod respond;
pub mod translate;

use clap::Args;
use std::path::PathBuf;
use std::sync::Arc;

pub use bot::{Bot, Data};
pub use config::{Config, ConfigError, Sharding, Token};
pub use error::BotError;

/// The context of a command.
pub type Context<'a> = poise::Context<'a, Data, BotError>;

#[derive(Debug, Args)]
pub struct RunArgs {
    /// The configuration file (see config.example.toml). Without it, ./config.toml is read if
    /// it exists.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Runs the bot until Ctrl-C or SIGTERM; without a token, runs the local console on the same
/// data directory instead.
pub fn run(args: &RunArgs) -> anyhow::Result<()> {
    let env_token = std::env::var(config::TOKEN_VARIABLE).ok();
    let config = Config::load(args.config.as_deref(), env_token)?;
    if config.token.is_none() {
        eprintln!(
            "no Discord token (set {} or `token` in the configuration file): starting the local console instead",
            config::TOKEN_VARIABLE
        );
        return crate::console::run_interactive(&config.data_dir);
    }
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn,poise=warn".into()),
        )
        .try_init();
    tracing::info!(?config, "starting");
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let mut bot = Bot::start(&config, Arc::new(crate::service::SystemClock)).await?;
        let ended = tokio::select! {
            _ = bot::shutdown_signal() => None,
            ended = bot.stopped() => Some(ended),
        };
        match ended {
            None => bot.shutdown().await,
            Some(result) => {
                bot.shutdown().await?;
                result
            }
        }
    })
}
