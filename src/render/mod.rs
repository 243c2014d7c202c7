//! Board pictures: position in, PNG or GIF bytes out. Pure: depends on `games` only.
//!
//! A [`Renderer`] is built once at start-up (it pre-renders boards and piece sprites); each
//! request then only composes and encodes.

pub mod cli;

use crate::games::{AnyGame, BoardView, Side};
use thiserror::Error;

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum RenderError {
    /// The renderer for this part is not written yet.
    #[error("pictures are not available yet")]
    Unavailable,
}

/// What to draw around the board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PictureOptions {
    /// Whose point of view (the side at the bottom); `None` means the side to move.
    pub perspective: Option<Side>,
    /// An optional strip of text under the board.
    pub caption: Option<Caption>,
}

/// The caption strip: the players and the state of the game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Caption {
    /// The player of the first side (White in Topo, Red in Xiangqi, Black in Tempo).
    pub first_player: String,
    /// The player of the second side.
    pub second_player: String,
    /// The state: "Red to move · move 12", or the result once the game is over.
    pub status: String,
}

/// Draws boards. Build one at start-up and share it (it is `Send + Sync`).
#[derive(Debug, Default)]
pub struct Renderer {}

impl Renderer {
    /// Prepares the backgrounds and sprites of every game.
    pub fn new() -> Result<Self, RenderError> {
        Ok(Renderer {})
    }

    /// A PNG of one position.
    pub fn png(
        &self,
        _view: &BoardView,
        _options: &PictureOptions,
    ) -> Result<Vec<u8>, RenderError> {
        Err(RenderError::Unavailable)
    }

    /// An animated GIF of a whole game: one frame per position, a pause on the last.
    pub fn gif(
        &self,
        _game: &dyn AnyGame,
        _options: &PictureOptions,
    ) -> Result<Vec<u8>, RenderError> {
        Err(RenderError::Unavailable)
    }
}
