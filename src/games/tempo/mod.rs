//! Tempo, Sid Sackson's blocking game (1970) on a 6×5 board that starts full.
//!
//! A stone may move only when it is the middle of three in a straight line, and then only
//! perpendicular to that line; the side left without a move loses. The binding rules are in
//! `shared/rules/tempo.md`; the players' version is `docs/rules/tempo.md`.
//!
//! The parts:
//! - [`Square`] and [`Position`]: the board, the stones and the position string;
//! - the move generator (whole-board shifts of 30-bit sets): [`legal_moves`], [`perft`];
//! - [`check_move`]: the same rules per stone, naming the rule an illegal move breaks;
//! - [`parse_move`]: the notation (`b3c4`, `b3-c4`, `b3xc4`);
//! - [`outcome`]: the end of the game (no moves, repetition).
//!
//! ```
//! use kibitz::games::{new_game, GameKind, Notation};
//! let mut game = new_game(GameKind::Tempo, None).unwrap();
//! assert_eq!(game.legal_moves(Notation::Canonical).len(), 33);
//! let played = game.play("B3-B4").unwrap();
//! assert_eq!((played.canonical.as_str(), played.human.as_str()), ("b3b4", "b3xb4"));
//! ```

mod bitboard;
mod check;
mod end;
mod geometry;
mod movegen;
mod notation;
mod position;
mod square;

pub use bitboard::{Bitboard, Direction};
pub use check::{check_move, hint, IllegalMove};
pub use end::{outcome, REPETITIONS};
pub use geometry::Axis;
pub use movegen::{count_moves, for_each_move, legal_moves, perft, play_unchecked, Move};
pub use notation::{parse_move, MoveText, NotationError};
pub use position::{Position, PositionStringError, START, STONES_PER_SIDE};
pub use square::{Square, CELLS, FILES, RANKS};

use super::{
    AnyGame, BoardView, Cell, GameKind, GameOf, MoveError, MoveMarks, Notation, PieceView,
    PositionError, Rules, Side,
};

/// The rules of Tempo, for [`GameOf`]. Black is [`Side::First`] and moves first.
pub struct Tempo;

/// Starts a game of Tempo from the standard start (`None`) or a position string.
pub fn new_game(position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
    Ok(Box::new(GameOf::<Tempo>::new(position)?))
}

fn cell(sq: Square) -> Cell {
    Cell::new(sq.file(), sq.rank())
}

impl Rules for Tempo {
    const KIND: GameKind = GameKind::Tempo;
    type Position = Position;
    type Move = Move;

    fn start() -> Position {
        Position::start()
    }

    fn read_position(text: &str) -> Result<Position, PositionError> {
        Position::read(text).map_err(|e| PositionError::new(GameKind::Tempo, text, e.to_string()))
    }

    fn write_position(position: &Position) -> String {
        position.write()
    }

    fn side_to_move(position: &Position) -> Side {
        position.to_move()
    }

    fn legal_moves(position: &Position) -> Vec<Move> {
        legal_moves(position)
    }

    fn play(position: &Position, mv: Move) -> Result<Position, MoveError> {
        check_move(position, mv.from, mv.to).map_err(|e| MoveError::Illegal {
            text: mv.to_string(),
            reason: format!("{e}; {}", hint(position, mv.from)),
        })?;
        Ok(play_unchecked(position, mv))
    }

    fn write_move(position: &Position, mv: Move, notation: Notation) -> String {
        match notation {
            Notation::Canonical => mv.to_string(),
            Notation::Human => notation::human(position, mv),
        }
    }

    fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
        let typed = parse_move(text).map_err(|e| MoveError::Unreadable {
            text: text.trim().to_string(),
            reason: e.to_string(),
        })?;
        check_move(position, typed.from, typed.to).map_err(|e| MoveError::Illegal {
            text: text.trim().to_string(),
            reason: format!("{e}; {}", hint(position, typed.from)),
        })
    }

    fn outcome(history: &[Position]) -> Option<super::Outcome> {
        outcome(history)
    }

    fn perft(position: &Position, depth: u32) -> u64 {
        perft(position, depth)
    }

    fn board(position: &Position, last: Option<(&Position, Move)>) -> BoardView {
        let mut view = BoardView::empty(GameKind::Tempo, FILES, RANKS, position.to_move());
        for side in [Side::First, Side::Second] {
            for sq in position.squares_of(side) {
                view.set(cell(sq), Some(PieceView { side, letter: 'S' }));
            }
        }
        view.last_move = last.map(|(before, mv)| MoveMarks {
            from: cell(mv.from),
            to: cell(mv.to),
            captured: mv.is_capture(before).then(|| cell(mv.to)),
        });
        view
    }

    fn board_text(position: &Position) -> String {
        position.board_text()
    }
}
