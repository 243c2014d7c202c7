//! The built-in engine: a computer opponent for Topo, Xiangqi and Tempo.
//!
//! One search for the three games ([`Search`], iterative-deepening alpha-beta over the
//! [`Rules`](crate::games::Rules) of a game, with a bounded transposition table, move ordering
//! and a quiescence search where captures matter) and one evaluation per game ([`Evaluate`],
//! in `eval.rs`, written from `docs/rules/*.md`). The rest of the bot holds games as
//! `Box<dyn AnyGame>`, so [`Engine`] is the object-safe face: [`BuiltIn`] takes the typed game
//! behind it and searches it.
//!
//! The engine decides nothing about the rules: every move it returns is one of
//! `Rules::legal_moves`, and the end of the game (repetition included) is `Rules::outcome`'s.
//!
//! ```
//! use kibitz::engine::{BuiltIn, Engine, Level, Limits};
//! use kibitz::games::{new_game, GameKind};
//! use std::time::Duration;
//! let game = new_game(GameKind::Tempo, None).unwrap();
//! let limits = Limits::new(Level::new(3).unwrap(), Duration::from_millis(50)).with_seed(7);
//! let found = BuiltIn.best_move(game.as_ref(), &limits, &mut |_| {}).unwrap();
//! assert!(game.legal_moves(kibitz::games::Notation::Canonical).contains(&found.best));
//! ```

pub mod analysis;
mod eval;
mod factory;
mod search;
mod tt;
pub mod uci;

pub use eval::Evaluate;
pub use factory::{built_in_engines, engines_with, EngineFactory};
pub use search::{Info, Search, SearchResult, MATE};
pub use uci::{uci_level, UciEngine, UciError, UciLevel, UciSettings, UciStats, UciStrength};

use crate::games::tempo::Tempo;
use crate::games::topo::Topo;
use crate::games::xiangqi::Xiangqi;
use crate::games::{AnyGame, GameKind, GameOf, Notation};
use std::time::Duration;

/// A strength level, 1 (a beginner can beat it) to 8 (full strength within its time).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);

    /// The level `n`, if `n` is 1 to 8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// The level's number, 1 to 8.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The deepest iteration this level searches (quiescence comes on top where the game has
    /// it). Lower levels see less far ahead, the way people expect a weaker player to. This is
    /// the shared table; a game may keep its own ([`Evaluate::max_depth`]).
    pub fn max_depth(self) -> u32 {
        [1, 1, 2, 3, 3, 4, 6, 64][usize::from(self.0 - 1)]
    }

    /// The longest this level thinks, whatever time it is given.
    pub fn time_cap(self) -> Duration {
        let ms = [20, 40, 80, 150, 250, 400, 700, u64::MAX][usize::from(self.0 - 1)];
        Duration::from_millis(ms)
    }

    /// How far (in evaluation units; a Xiangqi soldier is 100) below the best a root move may
    /// score and still be picked, and the chance of picking among such near-best moves rather
    /// than the best one. Level 8 always plays its best move; the margins stay small, so a
    /// lower level plays a slightly worse move, never a random blunder. This is the shared
    /// table; a game may keep its own ([`Evaluate::choice`]).
    pub fn choice(self) -> (i32, f64) {
        [
            (120, 0.9),
            (90, 0.75),
            (70, 0.6),
            (50, 0.45),
            (35, 0.3),
            (20, 0.2),
            (10, 0.1),
            (0, 0.0),
        ][usize::from(self.0 - 1)]
    }
}

impl Default for Level {
    fn default() -> Self {
        Level::MAX
    }
}

/// What a search may spend, and how it chooses.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// The strength level.
    pub level: Level,
    /// A hard upper bound on the thinking time (the level may think for less).
    pub movetime: Duration,
    /// A bound on the iterations, on top of the level's own ([`Evaluate::max_depth`]).
    pub max_depth: Option<u32>,
    /// A bound on the nodes searched (makes a search reproducible where time would not).
    pub max_nodes: Option<u64>,
    /// The seed of the choice among near-best moves; `None` seeds from the system.
    pub seed: Option<u64>,
}

impl Limits {
    /// Thinking at `level` for at most `movetime`.
    pub fn new(level: Level, movetime: Duration) -> Limits {
        Limits {
            level,
            movetime,
            max_depth: None,
            max_nodes: None,
            seed: None,
        }
    }

    /// The same limits with a seed for the choice among near-best moves.
    pub fn with_seed(mut self, seed: u64) -> Limits {
        self.seed = Some(seed);
        self
    }

    /// The thinking time this search really gets: the smaller of `movetime` and the level's cap.
    pub fn budget(&self) -> Duration {
        self.movetime.min(self.level.time_cap())
    }

    /// The deepest iteration a search of game `R` gets: the smaller of the level's cap in that
    /// game ([`Evaluate::max_depth`]) and `max_depth`.
    pub fn depth<R: Evaluate>(&self) -> u32 {
        R::max_depth(self.level).min(self.max_depth.unwrap_or(u32::MAX))
    }
}

/// A computer player: given a game, finds a move.
pub trait Engine {
    /// The move to play in `game` (canonical notation), or `None` when the game is over or the
    /// side to move has no move. `info` hears about every finished iteration.
    fn best_move(
        &mut self,
        game: &dyn AnyGame,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Option<Found>;
}

/// The move an [`Engine`] chose, in canonical notation, with what the search knew about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The move, as `kibitz rules … legal` writes it.
    pub best: String,
    /// The score of the best move for the side to move (see [`MATE`]).
    pub score: i32,
    /// The last iteration finished.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// The built-in engine, for every game.
#[derive(Debug, Clone, Copy, Default)]
pub struct BuiltIn;

impl Engine for BuiltIn {
    fn best_move(
        &mut self,
        game: &dyn AnyGame,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Option<Found> {
        match game.kind() {
            GameKind::Topo => think::<Topo>(game, limits, info),
            GameKind::Xiangqi => think::<Xiangqi>(game, limits, info),
            GameKind::Tempo => think::<Tempo>(game, limits, info),
        }
    }
}

/// Searches the current position of `game`, as the typed game of its rules (its positions are
/// the history the rules need for repetition). A game of any other type is rebuilt from its
/// record first.
fn think<R: Evaluate + 'static>(
    game: &dyn AnyGame,
    limits: &Limits,
    info: &mut dyn FnMut(&Info),
) -> Option<Found> {
    if game.outcome().is_some() {
        return None;
    }
    let rebuilt;
    let typed = match game.as_any().downcast_ref::<GameOf<R>>() {
        Some(typed) => typed,
        None => {
            // The record was played by the same rules, so replaying it cannot fail; if it did,
            // there is no position to search and no move to offer.
            let mut replayed = GameOf::<R>::new(game.start_position()).ok()?;
            for mv in game.moves() {
                AnyGame::play(&mut replayed, mv).ok()?;
            }
            rebuilt = replayed;
            &rebuilt
        }
    };
    let mut search = Search::<R>::new(typed.history().to_vec());
    let result = search.run(limits, info)?;
    let position = typed.current();
    Some(Found {
        best: R::write_move(position, result.best, Notation::Canonical),
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
    })
}

/// One engine shared by every search thread: each search locks it in turn. This is how one
/// external program (one long-lived process per bot process) serves every Xiangqi game.
#[derive(Debug)]
pub struct Shared<E>(std::sync::Arc<std::sync::Mutex<E>>);

impl<E> Clone for Shared<E> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

impl<E: Engine> Shared<E> {
    /// Shares `engine`.
    pub fn new(engine: E) -> Shared<E> {
        Shared(std::sync::Arc::new(std::sync::Mutex::new(engine)))
    }
}

impl<E: Engine> Engine for Shared<E> {
    fn best_move(
        &mut self,
        game: &dyn AnyGame,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Option<Found> {
        match self.0.lock() {
            Ok(mut engine) => engine.best_move(game, limits, info),
            // A search that panicked while holding the engine leaves it in an unknown state:
            // the built-in engine plays instead.
            Err(_) => BuiltIn.best_move(game, limits, info),
        }
    }
}
