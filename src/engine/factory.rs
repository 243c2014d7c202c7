//! Which engine plays which game: the built-in search for every game, or an external UCI
//! program for Xiangqi when the configuration names one.

use super::{BuiltIn, Engine, Shared, UciEngine, UciSettings};
use crate::games::GameKind;
use std::path::PathBuf;
use std::sync::Arc;

/// Makes the engine that plays a game kind (the built-in one, or an external engine for
/// Xiangqi). Called once per search, on the searching thread.
pub type EngineFactory = Arc<dyn Fn(GameKind) -> Box<dyn Engine + Send> + Send + Sync>;

/// The built-in engine for every game.
pub fn built_in_engines() -> EngineFactory {
    Arc::new(|_| Box::new(BuiltIn))
}

/// The built-in engine for every game, except Xiangqi when `xiangqi` names a UCI program
/// (`[engines] xiangqi` in the configuration): then one long-lived process of that program,
/// shared by the search threads, proposes Xiangqi moves, each checked by the rules, with the
/// built-in engine as its fallback (see [`UciEngine`]).
pub fn engines_with(xiangqi: Option<PathBuf>) -> EngineFactory {
    match xiangqi {
        None => built_in_engines(),
        Some(program) => {
            let uci = Shared::new(UciEngine::new(UciSettings::new(program)));
            Arc::new(move |kind| match kind {
                GameKind::Xiangqi => Box::new(uci.clone()),
                _ => Box::new(BuiltIn),
            })
        }
    }
}
