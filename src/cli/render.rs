//! `kibitz render <game> [--fen] [--moves] [--flip] [--gif] --out FILE`.

use crate::games::{new_game, GameKind, Side};
use crate::render::{PictureOptions, Renderer};
use anyhow::{anyhow, Context};
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
    /// Write an animated GIF of the whole game instead of a PNG of the last position (implied
    /// by an `--out` file ending in `.gif`).
    #[arg(long)]
    pub gif: bool,
    /// Where to write the picture.
    #[arg(long)]
    pub out: PathBuf,
}

/// Renders as the arguments say: plays the moves, draws the last position (or the whole game
/// with `--gif`) and writes the file. Every failure is one line naming what to fix.
pub fn run(args: &RenderArgs) -> anyhow::Result<()> {
    let gif = wants_gif(args)?;
    let mut game = new_game(args.game, args.fen.as_deref()).map_err(|e| anyhow!("{e}"))?;
    let moves = args.moves.as_deref().unwrap_or("");
    for (i, text) in moves.split_whitespace().enumerate() {
        game.play(text)
            .map_err(|e| anyhow!("illegal move '{text}' at ply {}: {}", i + 1, e.reason()))?;
    }
    let renderer = Renderer::new()?;
    let options = PictureOptions {
        perspective: Some(if args.flip { Side::Second } else { Side::First }),
        caption: None,
    };
    let bytes = if gif {
        renderer.gif(game.as_ref(), &options)?
    } else {
        renderer.png(&game.board(), &options)?
    };
    std::fs::write(&args.out, bytes)
        .with_context(|| format!("cannot write the picture to {}", args.out.display()))?;
    Ok(())
}

/// Whether to write a GIF: `--gif` or a file named `.gif`. The file's extension decides so that
/// a picture never carries a name that lies about its format; `--gif` with `.png` is refused.
fn wants_gif(args: &RenderArgs) -> anyhow::Result<bool> {
    let ext = args
        .out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match (args.gif, ext.as_deref()) {
        (_, Some("gif")) => Ok(true),
        (true, Some("png")) => Err(anyhow!(
            "--gif writes a GIF but {} is named .png: name the file .gif or drop --gif",
            args.out.display()
        )),
        (gif, _) => Ok(gif),
    }
}
