//! Tempo, Sid Sackson's blocking game (1970) on a 6×5 board that starts full.
//!
//! A stone may move only when it is the middle of three in a straight line, and then only
//! perpendicular to that line; the side left without a move loses. The rules are in
//! `docs/rules/tempo.md`.
//!
//! The parts, in the same files as the other games:
//! - [`Square`] and the 30-bit square sets ([`Bitboard`]) and line tables (`square.rs`);
//!   [`Piece`] and [`Role`] (`piece.rs`, one role: the stone); [`Move`] (`moves.rs`);
//! - [`Setup`] (`setup.rs`): the position string, unchecked; [`Position`] (`position.rs`): a
//!   checked position, read and written through `FromStr`/`Display`;
//! - the move generator (whole-board shifts of 30-bit sets, `movegen.rs`): [`legal_moves`],
//!   [`perft`];
//! - [`check_move`] (`legality.rs`): the same rules per stone, naming the rule an illegal move
//!   breaks;
//! - [`parse`] and [`write_human`] (`notation.rs`): the notation (`b3c4`, `b3-c4`, `b3xc4`),
//!   read and written; [`resolve`] (`resolve.rs`): the legal move a text names in a position;
//! - [`outcome`] (`end.rs`): the end of the game (no moves, repetition).
//!
//! ```
//! use kibitz::games::{new_game, GameKind, Notation};
//! let mut game = new_game(GameKind::Tempo, None).unwrap();
//! assert_eq!(game.legal_moves(Notation::Canonical).len(), 33);
//! let played = game.play("B3-B4").unwrap();
//! assert_eq!((played.mv.canonical.as_str(), played.mv.words.usual.as_str()), ("b3b4", "b3xb4"));
//! ```

mod end;
mod legality;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod resolve;
mod setup;
mod square;

pub use end::{outcome, REPETITIONS};
pub use legality::{check_move, hint, IllegalMove};
pub use movegen::{count_moves, for_each_move, legal_moves, perft, play_unchecked};
pub use moves::Move;
pub use notation::{parse, write_human, MoveText, NotationError};
pub use piece::{Piece, Role};
pub use position::{Position, START, STONES_PER_SIDE};
pub use resolve::resolve;
pub use setup::{Setup, SetupError};
pub use square::{Axis, Bitboard, Direction, Square, CELLS, FILES, RANKS};

use super::{
    AnyGame, BoardView, Cell, GameKind, GameOf, MoveError, MoveMarks, Notation, PieceView,
    PositionError, Reason, Rules, Side,
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
        text.parse::<Position>()
            .map_err(|e| PositionError::new(GameKind::Tempo, text, e.to_string()))
    }

    fn write_position(position: &Position) -> String {
        position.to_string()
    }

    fn side_to_move(position: &Position) -> Side {
        position.turn()
    }

    fn legal_moves(position: &Position) -> Vec<Move> {
        legal_moves(position)
    }

    fn play(position: &Position, mv: Move) -> Result<Position, MoveError> {
        check_move(position, mv.from, mv.to).map_err(|e| MoveError::Illegal {
            text: mv.to_string(),
            reason: Reason::from(e).then(hint(position, mv.from)),
        })?;
        Ok(play_unchecked(position, mv))
    }

    fn write_move(position: &Position, mv: Move, notation: Notation) -> String {
        match notation {
            Notation::Canonical => mv.to_string(),
            // Tempo has no Chinese notation: Chinese readers get `b3-c4` too.
            Notation::Human | Notation::Chinese(_) | Notation::Italian => write_human(position, mv),
        }
    }

    fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
        resolve::resolve(position, text)
    }

    fn outcome(history: &[Position]) -> Option<super::Outcome> {
        outcome(history)
    }

    fn perft(position: &Position, depth: u32) -> u64 {
        perft(position, depth)
    }

    fn board(position: &Position, last: Option<(&Position, Move)>) -> BoardView {
        let mut view = BoardView::empty(GameKind::Tempo, FILES, RANKS, position.turn());
        for side in Side::ALL {
            for sq in position.squares_of(side) {
                view.set(
                    cell(sq),
                    Some(PieceView {
                        side,
                        letter: Role::Stone.letter(),
                    }),
                );
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

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn board_view_shows_every_stone_and_the_last_move() {
        let start = Position::start();
        let view = Tempo::board(&start, None);
        assert_eq!((view.files, view.ranks), (6, 5));
        assert_eq!(view.to_move, Side::First);
        assert_eq!(view.last_move, None);
        assert!(view
            .cells
            .iter()
            .all(|c| c.is_some_and(|p| p.letter == 'S')));
        let black = PieceView {
            side: Side::First,
            letter: 'S',
        };
        assert_eq!(view.at(Cell::new(0, 0)), Some(black)); // a1
        assert_eq!(view.at(Cell::new(1, 2)), Some(black)); // b3
        assert_eq!(view.at(Cell::new(0, 2)).map(|p| p.side), Some(Side::Second)); // a3

        // A capture marks the taken stone's cell, which is where the mover lands.
        let take = Move::new(sq("b3"), sq("b4"));
        let after = Tempo::play(&start, take).unwrap();
        let view = Tempo::board(&after, Some((&start, take)));
        let marks = view.last_move.unwrap();
        assert_eq!(marks.from, Cell::new(1, 2));
        assert_eq!(marks.to, Cell::new(1, 3));
        assert_eq!(marks.captured, Some(Cell::new(1, 3)));
        assert_eq!(view.at(Cell::new(1, 2)), None);
        assert_eq!(view.to_move, Side::Second);

        // A slide marks nothing as captured.
        let slide = Move::new(sq("a3"), sq("b3"));
        let after2 = Tempo::play(&after, slide).unwrap();
        let marks = Tempo::board(&after2, Some((&after, slide)))
            .last_move
            .unwrap();
        assert_eq!(marks.captured, None);
    }

    #[test]
    fn games_record_both_notations() {
        let mut game = new_game(None).unwrap();
        assert_eq!(game.kind(), GameKind::Tempo);
        game.play("b3xb4").unwrap();
        game.play("A3-B3").unwrap();
        assert_eq!(game.moves(), ["b3b4", "a3b3"]);
        assert_eq!(game.moves_in(Notation::Human), ["b3xb4", "a3-b3"]);
        assert_eq!(game.position(), "bwbwbw/bbbwbw/1wwbwb/bwbwbw/bwbwbw b");
        let choices = game.move_choices();
        assert_eq!(choices.len(), game.legal_moves(Notation::Canonical).len());
        assert!(choices
            .iter()
            .all(|c| c.words.usual.replace(['-', 'x'], "") == c.canonical));
    }

    #[test]
    fn refusals_separate_unreadable_from_illegal() {
        let start = Position::start();
        assert!(matches!(
            Tempo::resolve(&start, "hello"),
            Err(MoveError::Unreadable { .. })
        ));
        match Tempo::resolve(&start, "b3-c4") {
            Err(MoveError::Illegal { text, reason }) => {
                let reason = reason.to_string();
                assert_eq!(text, "b3-c4");
                assert!(reason.contains("your own stone"), "{reason}");
                assert!(
                    reason.ends_with("legal moves from b3: b3a3, b3b2, b3b4, b3c3"),
                    "{reason}"
                );
            }
            other => panic!("{other:?}"),
        }
        // Playing an illegal move directly is refused too, and says why.
        let bad = Move::new(sq("a3"), sq("a4"));
        assert!(matches!(
            Tempo::play(&start, bad),
            Err(MoveError::Illegal { .. })
        ));
    }

    #[test]
    fn bad_position_strings_become_position_errors() {
        let error = new_game(Some("bwb/ b")).unwrap_err();
        assert_eq!(error.game, GameKind::Tempo);
        assert!(error.reason.contains("5 rows"), "{}", error.reason);
    }
}
