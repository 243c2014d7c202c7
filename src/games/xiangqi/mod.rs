//! Xiangqi (Chinese chess), by the rules in `docs/rules/xiangqi.md`.
//!
//! The same layout as the other games (shakmaty's vocabulary):
//! - [`Square`] (`square.rs`) and [`Piece`] / [`Role`] (`piece.rs`), [`Move`] (`moves.rs`);
//! - [`Setup`] (`setup.rs`) is any arrangement read from FEN; [`Position`] (`position.rs`) is a
//!   checked one the rules can play from, and reads and writes FEN through `FromStr`/`Display`;
//! - [`Position::legal_moves`] and [`Position::perft`] come from table-driven move generation
//!   with a make/unmake check test (`movegen.rs`); [`Position::play`] names the rule a move
//!   breaks ([`IllegalMove`], [`check_move`] in `legality.rs`);
//! - `notation.rs` reads ICCS (`h2e2`), WXF (`C2=5`) and Chinese (炮二平五) into a
//!   [`MoveText`] ([`parse`]) and writes all three (Chinese in simplified or traditional
//!   characters); `resolve.rs` [`resolve`]s a text against a position;
//! - [`outcome`] (`end.rs`) decides how a game ends; `repetition.rs` judges repeated cycles and
//!   the 60-move rule by the Asian rules, with what each move chases from `chase.rs`.
//!
//! ```
//! use kibitz::games::xiangqi::{resolve, Position};
//! let start = Position::start();
//! let mv = resolve(&start, "C2=5").unwrap();
//! let next = start.play(mv).unwrap();
//! assert_eq!(next.to_string(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
//! ```

mod chase;
mod end;
mod legality;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod repetition;
mod resolve;
mod setup;
mod square;

pub use end::outcome;
pub use legality::{check_move, IllegalMove};
pub use moves::Move;
pub use notation::{
    file_number, parse, write_chinese, write_description, write_wxf, Description, Direction,
    MoveText, NotationError, Origin, NOTATION_HINT,
};
pub use piece::{Piece, Role};
pub use position::{Position, START};
pub use repetition::{
    losing_repetition, no_progress, repetition, repetition_warning, LosingRepetition,
    RepetitionWarning, Verdict, NO_PROGRESS_PLIES,
};
pub use resolve::resolve;
pub use setup::{reachable, Setup, SetupError};
pub use square::{in_palace, own_half, Square};

use super::{
    AnyGame, BoardView, Cell, GameKind, GameOf, MoveError, MoveMarks, Msg, Notation, Outcome,
    PieceView, PositionError, Reason, Rules, Side,
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
        text.trim()
            .parse::<Position>()
            .map_err(|e| PositionError::new(GameKind::Xiangqi, text.trim(), e.to_string()))
    }

    fn write_position(position: &Position) -> String {
        position.to_string()
    }

    fn side_to_move(position: &Position) -> Side {
        position.turn()
    }

    fn legal_moves(position: &Position) -> Vec<Move> {
        position.legal_moves()
    }

    fn play(position: &Position, mv: Move) -> Result<Position, MoveError> {
        position.play(mv).map_err(|rule| MoveError::Illegal {
            text: mv.to_string(),
            reason: rule.reason(position.turn()),
        })
    }

    fn write_move(position: &Position, mv: Move, notation: Notation) -> String {
        match notation {
            Notation::Canonical => mv.to_string(),
            Notation::Human | Notation::Italian => notation::write_wxf(position, mv),
            Notation::Chinese(script) => notation::write_chinese(position, mv, script),
        }
    }

    fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
        resolve::resolve(position, text)
    }

    fn outcome(history: &[Position]) -> Option<Outcome> {
        end::outcome(history)
    }

    fn perft(position: &Position, depth: u32) -> u64 {
        position.perft(depth)
    }

    fn board(position: &Position, last: Option<(&Position, Move)>) -> BoardView {
        let mut view = BoardView::empty(GameKind::Xiangqi, 9, 10, position.turn());
        for index in 0..90u8 {
            let sq = Square::from_index(index);
            let piece = position.piece_at(sq).map(|p| PieceView {
                side: p.side,
                letter: p.role.fen_letter(),
            });
            view.set(cell(sq), piece);
        }
        view.last_move = last.map(|(_, mv)| MoveMarks {
            from: cell(mv.from),
            to: cell(mv.to),
            captured: None,
        });
        view.check = position
            .in_check()
            .then(|| cell(position.general(position.turn())));
        view
    }

    fn board_text(position: &Position) -> String {
        position.board_text()
    }

    fn side_to_move_in_check(position: &Position) -> bool {
        position.in_check()
    }

    fn losing_repetition(history: &[Position], mv: Move) -> Option<Reason> {
        let losing = repetition::losing_repetition(history, mv)?;
        let mover = history.last()?.turn();
        Some(Reason::new(losing.message(mover), losing.describe()))
    }

    fn repetition_warning(history: &[Position]) -> Option<Msg> {
        let warning = repetition::repetition_warning(history)?;
        // Once per repetition: not again while the cycle goes on being repeated.
        let before = history.len().checked_sub(1).map(|n| &history[..n]);
        if before.is_some_and(|b| repetition::repetition_warning(b).is_some()) {
            return None;
        }
        Some(warning.message())
    }
}
