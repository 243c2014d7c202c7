//! Topo — the Italian animal chess.
//!
//! Six animals move like chess pieces — Topo (K), Lepre (Q), Cavallo (N), Cane (R), Pesce (B),
//! Gattino (P) — with no check, restrictions on who may capture whom, a Gattino triple step on
//! the a and h files, five choices on the last rank, two kinds of castling, and a win by
//! capturing every enemy Lepre. The binding rules are `shared/rules/topo.md`; the player
//! documentation is `docs/rules/topo.md`.
//!
//! The parts:
//! - [`square`], [`piece`]: the board's squares and the animals;
//! - [`position`], [`fen`]: a position, how a move changes it, and its position string;
//! - [`movegen`]: the moves of each animal; [`capture`]: the restrictions on capturing and on
//!   the Pesci; [`castling`]: both castlings; [`last_rank`]: the Gattino's five choices;
//! - [`end`]: the win and the draw rules; [`explain`], [`violation`]: why a move is illegal;
//! - [`notation`]: reading and writing moves.
//!
//! ```
//! use kibitz::games::{new_game, GameKind};
//! let mut game = new_game(GameKind::Topo, None).unwrap();
//! game.play("e4").unwrap();
//! game.play("Cc6").unwrap();
//! assert_eq!(game.moves(), ["e2e4", "b8c6"]);
//! ```

pub mod capture;
pub mod castling;
pub mod end;
pub mod explain;
pub mod fen;
pub mod last_rank;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod piece;
pub mod position;
pub mod square;
pub mod violation;

pub use movegen::{legal_moves, perft};
pub use moves::{Choice, Move, MoveKind};
pub use piece::{Piece, Role};
pub use position::Position;
pub use square::Square;
pub use violation::Violation;

use super::{AnyGame, BoardView, GameKind, GameOf, MoveError, Notation, Outcome, PositionError};
use super::{Rules, Side};

/// The rules of Topo, for [`GameOf`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Topo;

impl Rules for Topo {
    const KIND: GameKind = GameKind::Topo;
    type Position = Position;
    type Move = Move;

    fn start() -> Position {
        Position::start()
    }

    fn read_position(text: &str) -> Result<Position, PositionError> {
        fen::read(text)
    }

    fn write_position(position: &Position) -> String {
        fen::write(position)
    }

    fn side_to_move(position: &Position) -> Side {
        position.turn()
    }

    fn legal_moves(position: &Position) -> Vec<Move> {
        movegen::legal_moves(position)
    }

    fn play(position: &Position, mv: Move) -> Result<Position, MoveError> {
        if movegen::legal_moves(position).contains(&mv) {
            return Ok(position.after(mv));
        }
        let choice = match mv.kind {
            MoveKind::LastRank(Choice::Stay) => None,
            MoveKind::LastRank(choice) => Some(choice),
            _ => None,
        };
        let reason = explain::why_illegal(position, mv.from, mv.to, choice).map_or_else(
            || format!("{} is not a legal move here", mv.canonical()),
            |v| v.to_string(),
        );
        Err(MoveError::Illegal {
            text: mv.canonical(),
            reason,
        })
    }

    fn write_move(position: &Position, mv: Move, notation: Notation) -> String {
        match notation {
            Notation::Canonical => mv.canonical(),
            Notation::Human => notation::write_human(position, mv),
        }
    }

    fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
        notation::resolve(position, text)
    }

    fn outcome(history: &[Position]) -> Option<Outcome> {
        end::outcome(history)
    }

    fn perft(position: &Position, depth: u32) -> u64 {
        movegen::perft(position, depth)
    }

    fn board(position: &Position, last: Option<(&Position, Move)>) -> BoardView {
        position.board_view(last.map(|(_, mv)| mv))
    }

    fn board_text(position: &Position) -> String {
        position.board_text()
    }

    fn draw_offer_allowed(history: &[Position]) -> Result<(), String> {
        end::draw_offer_allowed(history)
    }
}

/// Starts a game of Topo from the standard start (`None`) or a position string.
pub fn new_game(position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
    Ok(Box::new(GameOf::<Topo>::new(position)?))
}
