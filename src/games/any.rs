//! "A game of any kind": the [`Rules`] each game implements, the generic game record
//! [`GameOf`] built on them, and the object-safe [`AnyGame`] the rest of the bot holds.

use super::{
    BoardView, Ended, GameKind, GameRecord, MoveError, MoveWords, Msg, Outcome, PositionError,
    Reason, Side,
};
use super::{Notation, Script};
use std::fmt;

/// The rules of one game. Implemented by a marker type per game (`xiangqi::Xiangqi`, …); the
/// position and move types are the game's own.
///
/// Implementations are pure: no I/O, no clocks, no randomness.
pub trait Rules: Send + Sync + 'static {
    /// Which game these are the rules of.
    const KIND: GameKind;
    /// A position: everything the rules need to know, except the history of earlier positions.
    type Position: Clone + Send + Sync + fmt::Debug + 'static;
    /// A move, as resolved against a position.
    type Move: Copy + Eq + Send + Sync + fmt::Debug + 'static;

    /// The standard start position.
    fn start() -> Self::Position;
    /// Reads a position string (FEN for Xiangqi; the documented formats for the others).
    fn read_position(text: &str) -> Result<Self::Position, PositionError>;
    /// Writes a position string that [`Rules::read_position`] reads back to the same position.
    fn write_position(position: &Self::Position) -> String;
    /// Whose turn it is.
    fn side_to_move(position: &Self::Position) -> Side;
    /// Every legal move in `position`, by the movement rules alone (an outcome decided by the
    /// history, such as repetition, is [`Rules::outcome`]'s business).
    fn legal_moves(position: &Self::Position) -> Vec<Self::Move>;
    /// Plays `mv`, giving the new position, or an error naming the rule that forbids it (the
    /// old position is untouched either way).
    fn play(position: &Self::Position, mv: Self::Move) -> Result<Self::Position, MoveError>;
    /// Writes a move of `position` in a notation.
    fn write_move(position: &Self::Position, mv: Self::Move, notation: Notation) -> String;
    /// Reads a move typed in any notation the game accepts and resolves it against `position`:
    /// unreadable, ambiguous and illegal are different errors.
    fn resolve(position: &Self::Position, text: &str) -> Result<Self::Move, MoveError>;
    /// The outcome of a game whose positions so far are `history` (the last one is the current
    /// position; the first is where the game started), or `None` while it goes on.
    fn outcome(history: &[Self::Position]) -> Option<Outcome>;
    /// Number of leaf nodes of the legal-move tree of depth `depth` from `position`.
    fn perft(position: &Self::Position, depth: u32) -> u64;
    /// A drawing of `position`; `last` is the position before and the move that led here.
    fn board(position: &Self::Position, last: Option<(&Self::Position, Self::Move)>) -> BoardView;
    /// The position as text, for terminals: one line per rank, the first side at the bottom.
    fn board_text(position: &Self::Position) -> String;
    /// What a move did that its notation does not say to every reader (Topo: a Gattino sent
    /// back to its start), for the reply to the mover; `None` for most moves.
    fn move_note(_position: &Self::Position, _mv: Self::Move) -> Option<Msg> {
        None
    }
    /// Whether the players may agree a draw now (Topo's rule 9 limits it); `Err` says why not.
    fn draw_offer_allowed(_history: &[Self::Position]) -> Result<(), Reason> {
        Ok(())
    }
    /// Whether the side to move is in check (only Xiangqi has check).
    fn side_to_move_in_check(_position: &Self::Position) -> bool {
        false
    }
    /// Whether playing `mv` would complete a repetition that loses for the side playing it
    /// (Xiangqi's perpetual check or chase); `Some` says why, for a server that refuses such
    /// moves instead of ending the game.
    fn losing_repetition(_history: &[Self::Position], _mv: Self::Move) -> Option<Reason> {
        None
    }
    /// A warning for both players when the current position has occurred for the second time
    /// and one more repetition would decide the game (Xiangqi).
    fn repetition_warning(_history: &[Self::Position]) -> Option<super::Msg> {
        None
    }
}

/// A move in every notation a reader may want: canonical, as stored and as menus send it back,
/// and its words for messages (as players write it, and for Xiangqi in Chinese notation too).
/// The one shape of a written move: menus and autocomplete list these, and [`PlayedMove`]
/// holds one.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveChoice {
    /// The move in canonical notation.
    pub canonical: String,
    /// The move for messages and menus, in the reader's spelling ([`MoveWords::spelled`]).
    pub words: MoveWords,
}

/// What [`AnyGame::play`] did.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayedMove {
    /// The move played, in every notation.
    pub mv: MoveChoice,
    /// The outcome, if this move ended the game.
    pub outcome: Option<Outcome>,
    /// What the move did that its words may not say ([`Rules::move_note`]).
    pub note: Option<Msg>,
}

/// A game of any kind, with its history. This is what the service, the store and the CLI hold.
pub trait AnyGame: Send + Sync + fmt::Debug {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The start position string, or `None` for the standard start.
    fn start_position(&self) -> Option<&str>;
    /// The current position string.
    fn position(&self) -> String;
    /// Whose turn it is.
    fn side_to_move(&self) -> Side;
    /// The moves played so far, in canonical notation.
    fn moves(&self) -> &[String];
    /// The moves played so far, written in `notation`.
    fn moves_in(&self, notation: Notation) -> Vec<String>;
    /// The outcome, once the game has ended by its rules.
    fn outcome(&self) -> Option<&Outcome>;
    /// Every legal move now, in `notation`, sorted as plain strings (empty once the game is over).
    fn legal_moves(&self, notation: Notation) -> Vec<String>;
    /// Every legal move now, in every notation (empty once the game is over).
    fn move_choices(&self) -> Vec<MoveChoice>;
    /// The moves played from ply `from` on (0 = all), each in every notation a reader may be
    /// shown: what take-back notices and the computer's moves name.
    fn moves_words(&self, from: usize) -> Vec<MoveWords>;
    /// The last move played in every notation a reader may be shown; `None` before any move.
    fn last_move_words(&self) -> Option<MoveWords> {
        self.moves_words(self.moves().len().saturating_sub(1)).pop()
    }
    /// Reads `text` in any accepted notation and plays it. On error the game is unchanged.
    fn play(&mut self, text: &str) -> Result<PlayedMove, MoveError>;
    /// Whether the move `text` (if it reads as a legal move) would complete a repetition that
    /// loses for its player ([`Rules::losing_repetition`]): why, for a server that refuses it.
    fn losing_repetition(&self, text: &str) -> Option<Reason>;
    /// What one more repetition would decide, when the current position has just occurred for
    /// the second time ([`Rules::repetition_warning`]).
    fn repetition_warning(&self) -> Option<super::Msg>;
    /// Perft from the current position (by the movement rules; history is not consulted).
    fn perft(&self, depth: u32) -> u64;
    /// A drawing of the current position, with the last move marked.
    fn board(&self) -> BoardView;
    /// A drawing of the position after `ply` moves (0 = the start), if the game got that far.
    fn board_at(&self, ply: usize) -> Option<BoardView>;
    /// The current position as text for terminals.
    fn board_text(&self) -> String;
    /// Whether a draw may be agreed now; `Err` says why not, for players (its
    /// [`Reason::message`]) and in English (its `Display`).
    fn draw_offer_allowed(&self) -> Result<(), Reason>;
    /// How the game ended, once it has (with Xiangqi's checkmate told from stalemate); its
    /// [`Ended::message`] is the result for players.
    fn ended(&self) -> Option<Ended>;
    /// Whether the side to move is in check now (only Xiangqi has check), also once the game
    /// has ended (a checkmate); whoever says "check" after a move asks whether the game is on.
    fn in_check(&self) -> bool;
    /// The saved form of this game.
    fn record(&self) -> GameRecord;
    /// A copy of this game.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// The game as its concrete type ([`GameOf`]), for code that works on one game's typed
    /// positions (the engine's search) without replaying the record.
    fn as_any(&self) -> &dyn std::any::Any;
}

impl Clone for Box<dyn AnyGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A game played under rules `R`: its start, every position since and the moves between them.
pub struct GameOf<R: Rules> {
    start: Option<String>,
    positions: Vec<R::Position>,
    moves: Vec<R::Move>,
    canonical: Vec<String>,
    outcome: Option<Outcome>,
}

impl<R: Rules> Clone for GameOf<R> {
    fn clone(&self) -> Self {
        GameOf {
            start: self.start.clone(),
            positions: self.positions.clone(),
            moves: self.moves.clone(),
            canonical: self.canonical.clone(),
            outcome: self.outcome.clone(),
        }
    }
}

impl<R: Rules> fmt::Debug for GameOf<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameOf")
            .field("kind", &R::KIND)
            .field("start", &self.start)
            .field("moves", &self.canonical)
            .field("outcome", &self.outcome)
            .finish()
    }
}

impl<R: Rules> GameOf<R> {
    /// A new game from the standard start (`None`) or a position string.
    pub fn new(position: Option<&str>) -> Result<Self, PositionError> {
        let start = match position {
            Some(text) => R::read_position(text)?,
            None => R::start(),
        };
        let positions = vec![start];
        let outcome = R::outcome(&positions);
        Ok(GameOf {
            start: position.map(|text| text.trim().to_string()),
            positions,
            moves: Vec::new(),
            canonical: Vec::new(),
            outcome,
        })
    }

    /// The current position.
    pub fn current(&self) -> &R::Position {
        // `positions` always holds at least the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// Every position so far, the start first.
    pub fn history(&self) -> &[R::Position] {
        &self.positions
    }

    /// A move of `position` in every notation: the one place a game's moves get their words.
    /// The Chinese forms only where the game has a Chinese notation of its own (Xiangqi; the
    /// others write their usual one there), the Italian one only where it has Italian letters
    /// (Topo).
    fn written(position: &R::Position, mv: R::Move) -> MoveChoice {
        let usual = R::write_move(position, mv, Notation::Human);
        let chinese = |script| {
            Some(R::write_move(position, mv, Notation::Chinese(script))).filter(|c| *c != usual)
        };
        MoveChoice {
            canonical: R::write_move(position, mv, Notation::Canonical),
            words: MoveWords {
                simplified: chinese(Script::Simplified),
                traditional: chinese(Script::Traditional),
                italian: Some(R::write_move(position, mv, Notation::Italian))
                    .filter(|i| *i != usual),
                usual,
            },
        }
    }

    fn legal(&self) -> Vec<R::Move> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            R::legal_moves(self.current())
        }
    }
}

impl<R: Rules> AnyGame for GameOf<R> {
    fn kind(&self) -> GameKind {
        R::KIND
    }

    fn start_position(&self) -> Option<&str> {
        self.start.as_deref()
    }

    fn position(&self) -> String {
        R::write_position(self.current())
    }

    fn side_to_move(&self) -> Side {
        R::side_to_move(self.current())
    }

    fn moves(&self) -> &[String] {
        &self.canonical
    }

    fn moves_in(&self, notation: Notation) -> Vec<String> {
        self.positions
            .iter()
            .zip(&self.moves)
            .map(|(position, &mv)| R::write_move(position, mv, notation))
            .collect()
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn legal_moves(&self, notation: Notation) -> Vec<String> {
        let position = self.current();
        let mut moves: Vec<String> = self
            .legal()
            .into_iter()
            .map(|mv| R::write_move(position, mv, notation))
            .collect();
        moves.sort();
        moves
    }

    fn move_choices(&self) -> Vec<MoveChoice> {
        let position = self.current();
        self.legal()
            .into_iter()
            .map(|mv| Self::written(position, mv))
            .collect()
    }

    fn moves_words(&self, from: usize) -> Vec<MoveWords> {
        self.positions
            .iter()
            .zip(&self.moves)
            .skip(from)
            .map(|(position, &mv)| Self::written(position, mv).words)
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<PlayedMove, MoveError> {
        if let Some(ended) = self.ended() {
            return Err(MoveError::GameOver(ended));
        }
        let position = self.current();
        let mv = R::resolve(position, text)?;
        let next = R::play(position, mv)?;
        let written = Self::written(position, mv);
        let note = R::move_note(position, mv);
        self.positions.push(next);
        self.moves.push(mv);
        self.canonical.push(written.canonical.clone());
        self.outcome = R::outcome(&self.positions);
        Ok(PlayedMove {
            mv: written,
            outcome: self.outcome.clone(),
            note,
        })
    }

    fn losing_repetition(&self, text: &str) -> Option<Reason> {
        if self.outcome.is_some() {
            return None;
        }
        let mv = R::resolve(self.current(), text).ok()?;
        R::losing_repetition(&self.positions, mv)
    }

    fn repetition_warning(&self) -> Option<super::Msg> {
        if self.outcome.is_some() {
            return None;
        }
        R::repetition_warning(&self.positions)
    }

    fn perft(&self, depth: u32) -> u64 {
        R::perft(self.current(), depth)
    }

    fn board(&self) -> BoardView {
        self.board_at(self.moves.len())
            .unwrap_or_else(|| R::board(self.current(), None))
    }

    fn board_at(&self, ply: usize) -> Option<BoardView> {
        let position = self.positions.get(ply)?;
        let last = ply
            .checked_sub(1)
            .map(|before| (&self.positions[before], self.moves[before]));
        Some(R::board(position, last))
    }

    fn board_text(&self) -> String {
        R::board_text(self.current())
    }

    fn draw_offer_allowed(&self) -> Result<(), Reason> {
        R::draw_offer_allowed(&self.positions)
    }

    fn ended(&self) -> Option<Ended> {
        self.outcome.as_ref().map(|outcome| Ended {
            kind: R::KIND,
            outcome: outcome.clone(),
            in_check: self.in_check(),
        })
    }

    fn in_check(&self) -> bool {
        R::side_to_move_in_check(self.current())
    }

    fn record(&self) -> GameRecord {
        GameRecord {
            kind: R::KIND,
            start: self.start.clone(),
            moves: self.canonical.clone(),
        }
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
