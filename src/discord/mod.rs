//! The Discord bot: slash commands, buttons and notifications, translated to service calls.

use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct RunArgs {
    /// The configuration file (see config.example.toml).
    #[arg(long, default_value = "config.toml")]
    pub config: PathBuf,
}

/// Runs the bot.
pub fn run(_args: &RunArgs) -> anyhow::Result<()> {
    anyhow::bail!("the Discord bot is not available yet")
}
