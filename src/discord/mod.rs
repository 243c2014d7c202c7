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

pub mod analysis;
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
pub mod tournament;

use std::io::IsTerminal;

pub use bot::{Bot, Data};
pub use error::BotError;

/// The context of a command.
pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// Logs to stdout: `RUST_LOG` chooses what (default: kibitz's info lines, serenity's and poise's
/// warnings), with colours only for a person at a terminal (in a log file they are noise).
pub fn init_logging() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn,poise=warn".into()),
        )
        .with_ansi(std::io::stdout().is_terminal())
        .try_init();
}
