//! The Discord bot: slash commands, buttons and notifications, translated to service calls.

pub mod config;

use clap::Args;
use std::path::PathBuf;

pub use config::{Config, ConfigError, Sharding, Token};

#[derive(Debug, Args)]
pub struct RunArgs {
    /// The configuration file (see config.example.toml). Without it, ./config.toml is read if
    /// it exists.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Runs the bot; without a token, runs the local console on the same data directory instead.
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
    anyhow::bail!("the Discord bot is not available yet")
}
