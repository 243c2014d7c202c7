//! Xiangqi (Chinese chess), by the rules in `shared/rules/xiangqi.md`.
//!
//! - [`Setup`] is any arrangement read from FEN; [`Position`] is a checked one the rules can play
//!   from (as in shakmaty).
//! - [`Position::legal_moves`] and [`Position::perft`] come from table-driven move generation
//!   with a make/unmake check test ([`movegen`]); [`Position::play`] names the rule a move
//!   breaks ([`IllegalMove`]).
//! - [`notation`] reads ICCS (`h2e2`), WXF (`C2=5`) and Chinese (炮二平五) and writes ICCS and
//!   WXF; [`resolve`] matches a text against a position.
//! - [`repetition`] decides how a game ends.
//!
//! ```
//! use kibitz::games::xiangqi::{resolve, Position};
//! let start = Position::start();
//! let mv = resolve(&start, "C2=5").unwrap();
//! let next = start.play(mv).unwrap();
//! assert_eq!(next.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
//! ```

pub mod legality;
pub mod movegen;
pub mod notation;
pub mod piece;
pub mod position;
pub mod repetition;
pub mod resolve;
pub mod setup;
mod tables;

pub use legality::{check_move, IllegalMove};
pub use movegen::Move;
pub use piece::{Color, Kind, Piece, Square};
pub use position::{Position, START_FEN};
pub use resolve::resolve;
pub use setup::{Setup, SetupError};

use super::{
    AnyGame, BoardView, Cell, GameKind, GameOf, MoveError, MoveMarks, Notation, Outcome, PieceView,
    PositionError, Rules, Side,
};

/// The rules of Xiangqi, for [`GameOf`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Xiangqi;

/// Starts a game of Xiangqi from the standard start or a FEN string.
pub fn new_game(position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
    Ok(Box::new(GameOf::<Xiangqi>::new(position)?))
}

fn cell(sq: Square) -> Cell {
    Cell::new(sq.file(), sq.rank())
}

impl Rules for Xiangqi {
    const KIND: GameKind = GameKind::Xiangqi;
    type Position = Position;
    type Move = Move;

    fn start() -> Position {
        Position::start()
    }

    fn read_position(text: &str) -> Result<Position, PositionError> {
        Position::from_fen(text.trim())
            .map_err(|e| PositionError::new(GameKind::Xiangqi, text.trim(), e.to_string()))
    }

    fn write_position(position: &Position) -> String {
        position.fen()
    }

    fn side_to_move(position: &Position) -> Side {
        repetition::side_of(position.turn())
    }

    fn legal_moves(position: &Position) -> Vec<Move> {
        position.legal_moves()
    }

    fn play(position: &Position, mv: Move) -> Result<Position, MoveError> {
        position.play(mv).map_err(|rule| MoveError::Illegal {
            text: mv.to_string(),
            reason: rule.to_string(),
        })
    }

    fn write_move(position: &Position, mv: Move, notation: Notation) -> String {
        match notation {
            Notation::Canonical => mv.to_string(),
            Notation::Human => notation::write_wxf(position, mv),
        }
    }

    fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
        resolve::resolve(position, text)
    }

    fn outcome(history: &[Position]) -> Option<Outcome> {
        repetition::outcome(history)
    }

    fn perft(position: &Position, depth: u32) -> u64 {
        position.perft(depth)
    }

    fn board(position: &Position, last: Option<(&Position, Move)>) -> BoardView {
        let mut view = BoardView::empty(
            GameKind::Xiangqi,
            9,
            10,
            repetition::side_of(position.turn()),
        );
        for index in 0..90u8 {
            let sq = Square::from_index(index);
            let piece = position.piece_at(sq).map(|p| PieceView {
                side: repetition::side_of(p.color),
                letter: p.kind.fen_letter(),
            });
            view.set(cell(sq), piece);
        }
        view.last_move = last.map(|(_, mv)| MoveMarks {
            from: cell(mv.from),
            to: cell(mv.to),
            captured: None,
        });
        view
    }

    fn board_text(position: &Position) -> String {
        position.board_text()
    }
}
