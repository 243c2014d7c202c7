//! `kibitz local`: the bot's service driven from the terminal, no Discord needed.

use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct LocalArgs {
    /// Where the games are stored.
    #[arg(long, default_value = "data")]
    pub data: PathBuf,
}

/// Runs the console.
pub fn run(_args: &LocalArgs) -> anyhow::Result<()> {
    anyhow::bail!("the console mode is not available yet")
}
