//! Tempo — the engine is not written yet; this placeholder refuses to start a game.

use super::{AnyGame, GameKind, PositionError};

/// Starts a game of Tempo (not available yet).
pub fn new_game(position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
    Err(PositionError::new(
        GameKind::Tempo,
        position.unwrap_or("start"),
        "this game is not available yet",
    ))
}
