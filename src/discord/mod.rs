//! The Discord bot: slash commands, buttons and notifications, translated to service calls.
//!
//! Nothing about the rules or the storage lives here: every command turns its options
//! ([`options`]) into a service call ([`commands`]), and the service's reply into a Discord
//! message ([`outgoing`], [`delivery`]), sent by [`respond`]. Buttons carry their action in
//! their custom id and are handled from the event handler, so they keep working after a
//! restart.
//!
//! - [`asker`]: who asked and where, as the service sees them;
//! - [`autocomplete`]: the service's suggestions as Discord's choices;
//! - [`error`] and [`on_error`]: errors, and the one place they become answers;
//! - [`localise`]: the commands' words in every language;
//! - [`embed`]: the service's cards as embeds, within Discord's limits;
//! - [`bot`]: start-up, the clock's loops, shutdown.

pub mod asker;
pub mod autocomplete;
pub mod bot;
pub mod commands;
pub mod delivery;
pub mod embed;
pub mod error;
pub mod localise;
pub mod on_error;
pub mod options;
pub mod outgoing;
pub mod respond;

use std::io::IsTerminal;
use std::sync::Arc;

pub use bot::{Bot, Data};
pub use error::BotError;

/// The context of a command.
pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// Runs the bot with `config` until Ctrl-C or SIGTERM. What to do without a token is the
/// command line's decision (`kibitz run` starts the console instead); here a missing token is
/// refused by [`Bot::start`].
pub fn run(config: &crate::config::Config) -> anyhow::Result<()> {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn,poise=warn".into()),
        )
        // Colour codes only for a person at a terminal: in a log file they are noise.
        .with_ansi(std::io::stdout().is_terminal())
        .try_init();
    tracing::info!(?config, "starting");
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let mut bot = Bot::start(config, Arc::new(crate::service::SystemClock)).await?;
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
