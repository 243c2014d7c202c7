//! `kibitz run`: the Discord bot, or the local console when no token is configured.
//!
//! The fallback is decided here, in the command line, so that neither front end depends on the
//! other: `discord` never starts the console and `console` knows nothing of Discord.

use crate::config::{Config, DATABASE_VARIABLE, TOKEN_VARIABLE};
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct RunArgs {
    /// The configuration file (see config.example.toml). Without it, ./config.toml is read if
    /// it exists.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Runs the bot until Ctrl-C or SIGTERM; without a token, runs the local console on the same
/// data directory instead, so that `kibitz run` works on a fresh machine.
pub fn run(args: &RunArgs) -> anyhow::Result<()> {
    let env_token = std::env::var(TOKEN_VARIABLE).ok();
    let config = Config::load(args.config.as_deref(), env_token)?
        .with_env_database_url(std::env::var(DATABASE_VARIABLE).ok());
    if config.token.is_none() {
        eprintln!(
            "no Discord token (set {TOKEN_VARIABLE} or `token` in the configuration file): \
             starting the local console instead"
        );
        return crate::console::run_interactive(&config.store_location());
    }
    crate::discord::run(&config)
}
