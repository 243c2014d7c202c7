//! `kibitz run`: the Discord bot, or the local console when no token is configured.
//!
//! The fallback is decided here, in the command line, so that neither front end depends on the
//! other: `discord` never starts the console and `console` knows nothing of Discord.

use crate::config::{Config, DATABASE_VARIABLE, TOKEN_VARIABLE};
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;

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
    crate::discord::run(&config)
}
