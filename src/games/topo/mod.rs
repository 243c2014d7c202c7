//! Topo — the Italian animal chess.
//!
//! Six animals move like chess pieces — Topo (K), Lepre (Q), Cavallo (N), Cane (R), Pesce (B),
//! Gattino (P) — with no check, restrictions on who may capture whom, a Gattino triple step on
//! the a and h files, five choices on the last rank, two kinds of castling, and a win by
//! capturing every enemy Lepre. The rules are `docs/rules/topo.md`.
//!
//! The parts, in the same files as the other games:
//! - [`Square`] and where each side's pieces stand (`square.rs`), [`Piece`] and [`Role`]
//!   (`piece.rs`), [`Move`] (`moves.rs`);
//! - [`Setup`] (`setup.rs`): the position string, unchecked; [`Position`] (`position.rs`): a
//!   checked position and how a move changes it, read and written through `FromStr`/`Display`;
//! - [`IllegalMove`] (`legality.rs`): the rules a move can break, as players are told them;
//! - `movegen.rs`: the moves of each animal, the restrictions on capturing and on the Pesci,
//!   both castlings and the Gattino's five last-rank choices; [`legal_moves`], [`check_move`]
//!   (the rule one move breaks) and [`Position::play`];
//! - [`outcome`] (`end.rs`): the win and the draw rules; [`perft`] (`perft.rs`), which stops
//!   where the material ends the game;
//! - `notation.rs`: reading a move's text into a [`MoveText`] ([`parse`]) and writing moves
//!   ([`write_human`]); `resolve.rs`: the legal move a text means in a position ([`resolve`]).
//!
//! ```
//! use kibitz::games::{new_game, GameKind};
//! let mut game = new_game(GameKind::Topo, None).unwrap();
//! game.play("e4").unwrap();
//! game.play("Cc6").unwrap();
//! assert_eq!(game.moves(), ["e2e4", "b8c6"]);
//! ```

mod end;
mod legality;
mod movegen;
mod moves;
mod notation;
mod perft;
mod piece;
mod position;
mod resolve;
mod setup;
mod square;

pub use end::{draw_offer_allowed, outcome};
pub use legality::IllegalMove;
pub use movegen::{check_move, legal_moves};
pub use moves::{Choice, Move, MoveKind};
pub use notation::{parse, write_human, write_italian, MoveText, NotationError};
pub use perft::perft;
pub use piece::{Piece, Role};
pub use position::Position;
pub use resolve::resolve;
pub use setup::{Setup, SetupError, START};
pub use square::Square;

use super::{AnyGame, BoardView, GameKind, GameOf, MoveError, Notation, Outcome, PositionError};
use super::{Reason, Rules, Side};

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
        text.parse::<Position>()
            .map_err(|e| PositionError::new(GameKind::Topo, text, e.to_string()))
    }

    fn write_position(position: &Position) -> String {
        position.to_string()
    }

    fn side_to_move(position: &Position) -> Side {
        position.turn()
    }

    fn legal_moves(position: &Position) -> Vec<Move> {
        movegen::legal_moves(position)
    }

    fn play(position: &Position, mv: Move) -> Result<Position, MoveError> {
        position.play(mv).map_err(|rule| MoveError::Illegal {
            text: mv.canonical(),
            reason: rule.into(),
        })
    }

    fn write_move(position: &Position, mv: Move, notation: Notation) -> String {
        match notation {
            Notation::Canonical => mv.canonical(),
            // Topo has no Chinese notation: Chinese readers get the short algebraic too.
            Notation::Human | Notation::Chinese(_) => notation::write_human(position, mv),
            Notation::Italian => notation::write_italian(position, mv),
        }
    }

    fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
        resolve::resolve(position, text)
    }

    fn move_note(position: &Position, mv: Move) -> Option<super::Msg> {
        // `e8↩` is not self-explaining: say where the Gattino went.
        (mv.kind == MoveKind::LastRank(Choice::SendBack)).then(|| {
            let start = movegen::send_back_square(position.turn(), mv.to);
            super::Msg::new("move-topo-sent-back")
                .with("from", mv.to.to_string())
                .with("square", start.to_string())
        })
    }

    fn outcome(history: &[Position]) -> Option<Outcome> {
        end::outcome(history)
    }

    fn perft(position: &Position, depth: u32) -> u64 {
        perft::perft(position, depth)
    }

    fn board(position: &Position, last: Option<(&Position, Move)>) -> BoardView {
        position.board_view(last.map(|(_, mv)| mv))
    }

    fn board_text(position: &Position) -> String {
        position.board_text()
    }

    fn draw_offer_allowed(history: &[Position]) -> Result<(), Reason> {
        end::draw_offer_allowed(history)
    }
}

/// Starts a game of Topo from the standard start (`None`) or a position string.
pub fn new_game(position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
    Ok(Box::new(GameOf::<Topo>::new(position)?))
}
