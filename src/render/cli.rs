//! `kibitz render <game> [--fen] [--moves] [--flip] --out FILE`.

use crate::games::GameKind;
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct RenderArgs {
    /// topo, xiangqi or tempo.
    pub game: GameKind,
    /// Start from this position string.
    #[arg(long)]
    pub fen: Option<String>,
    /// Moves in canonical notation, separated by spaces.
    #[arg(long)]
    pub moves: Option<String>,
    /// Draw the board from the second side's point of view.
    #[arg(long)]
    pub flip: bool,
    /// Write an animated GIF of the whole game instead of a PNG of the last position.
    #[arg(long)]
    pub gif: bool,
    /// Where to write the picture.
    #[arg(long)]
    pub out: PathBuf,
}

/// Renders as the arguments say.
pub fn run(_args: &RenderArgs) -> anyhow::Result<()> {
    anyhow::bail!("rendering is not available yet")
}
