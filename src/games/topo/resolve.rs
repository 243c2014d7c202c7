//! Resolving a move's text against a position: the one legal move it describes, or a precise
//! answer why there is none ("ambiguous", or "illegal" with the rule and what would work).
//! "Not a move at all" is answered before, by [`parse`], without a position.
//!
//! The three steps stay apart, as in shakmaty's `San`: `notation.rs` parses a text into a
//! [`MoveText`], says which moves it describes ([`MoveText::matches`]) and writes moves;
//! this file picks the move and explains a refusal.

use super::movegen::{self, check_move, legal_moves};
use super::notation::{names_piece_on, parse, write_human, write_italian, MoveText};
use super::{Choice, IllegalMove, Move, Position, Role, Square};
use crate::games::reason::{fits_several, legal_from, pieces_that_can_move};
use crate::games::{count_word, Arg, MoveError, MoveWords, Msg, Reason};

/// Reads `text` and resolves it against `position`: the only legal move it describes, or
/// why there is none (the rule a move breaks, and what could be played instead).
///
/// ```
/// use kibitz::games::topo::{resolve, Position};
/// let start = Position::start();
/// assert_eq!(resolve(&start, "Nf3").unwrap().canonical(), "g1f3");
/// assert!(resolve(&start, "e5").is_err());
/// ```
pub fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
    let written = parse(text).map_err(|error| MoveError::Unreadable {
        text: text.to_string(),
        reason: error.into(),
    })?;
    let legal = legal_moves(position);
    let found: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| written.matches(position, m))
        .collect();
    match found.as_slice() {
        [mv] => return Ok(*mv),
        [] => {}
        many => return Err(ambiguous(position, text, many)),
    }
    let reason = match written {
        MoveText::Castle { long } => match movegen::topo_castling(position, long) {
            Ok(_) => Reason::new(
                Msg::new("move-topo-no-castling"),
                "castling is not possible here",
            ),
            Err(violation) => violation.into(),
        },
        MoveText::LepreCastle { long } => {
            // Corner 0 is the a-side Cane (the long castling), 1 the h-side one.
            match movegen::lepre_castling(position, usize::from(!long)) {
                Ok(_) => Reason::new(
                    Msg::new("move-topo-no-castling"),
                    "castling is not possible here",
                ),
                Err(violation) => violation.into(),
            }
        }
        MoveText::Coordinate { from, to, choice } => explain(position, &legal, from, to, choice),
        MoveText::Short {
            role,
            letter,
            file,
            rank,
            to,
            choice,
        } => {
            let fits = |from: Square| names_piece_on(position, role, file, rank, from);
            let reason = explain_short(position, &legal, role, letter, &fits, to, choice);
            // A lower-case b or c was read as a file; say so in case a piece was meant.
            let note = match (letter, file) {
                (None, Some(1)) => Some(Reason::new(
                    Msg::new("move-topo-note-b-file"),
                    "a lower-case b is the b-file; for a Pesce write B, upper case",
                )),
                (None, Some(2)) => Some(Reason::new(
                    Msg::new("move-topo-note-c-file"),
                    "a lower-case c is the c-file; for a Cavallo write C or N, upper case",
                )),
                _ => None,
            };
            match note {
                Some(note) => reason.noted(note),
                None => reason,
            }
        }
    };
    Err(MoveError::Illegal {
        text: text.to_string(),
        reason,
    })
}

fn ambiguous(position: &Position, text: &str, moves: &[Move]) -> MoveError {
    let mut candidates: Vec<String> = moves.iter().map(|m| m.canonical()).collect();
    candidates.sort();
    let roles: Vec<Option<Role>> = moves
        .iter()
        .map(|m| position.piece_at(m.from).map(|p| p.role))
        .collect();
    let what = match (moves.first(), roles.first()) {
        (Some(first), Some(Some(role)))
            if moves.iter().all(|m| m.to == first.to)
                && moves.iter().skip(1).all(|m| m.from != first.from)
                && roles.iter().all(|r| *r == Some(*role)) =>
        {
            Reason::new(
                Msg::new("move-topo-ambiguous-pieces")
                    .with("count", moves.len())
                    .with("pieces", role.plural_message())
                    .with("square", first.to.to_string()),
                format!(
                    "{} {} can go to {}",
                    count_word(moves.len()),
                    role.plural(),
                    first.to
                ),
            )
        }
        _ => fits_several(moves.len()),
    };
    MoveError::Ambiguous {
        text: text.to_string(),
        what,
        candidates,
    }
}

/// The rule a coordinate move breaks, and what the piece could do instead.
fn explain(
    position: &Position,
    legal: &[Move],
    from: Square,
    to: Square,
    choice: Option<Choice>,
) -> Reason {
    let rule = match check_move(position, from, to, choice) {
        Err(violation) => Reason::from(violation),
        Ok(()) => Reason::new(Msg::new("move-topo-unexplained"), "that move is not legal"),
    };
    rule.then(alternatives(position, legal, from))
}

/// "legal moves from e2: e3, e4", or who can move when `from` holds nothing of ours.
fn alternatives(position: &Position, legal: &[Move], from: Square) -> Reason {
    let own = position.piece_at(from).filter(|p| p.side == position.turn);
    match own {
        Some(piece) => {
            let moves = human_moves(position, legal.iter().filter(|m| m.from == from));
            if moves.is_empty() {
                Reason::new(
                    Msg::new("move-topo-no-legal-move-from")
                        .with("piece", piece.role.message())
                        .with("square", from.to_string()),
                    format!("the {} on {from} has no legal move now", piece.role.name()),
                )
            } else {
                let english = moves.iter().map(|m| m.usual.clone()).collect();
                legal_from(from.to_string(), move_args(&moves), english)
            }
        }
        None => {
            let mut squares: Vec<String> = legal.iter().map(|m| m.from.to_string()).collect();
            squares.sort();
            squares.dedup();
            pieces_that_can_move(squares)
        }
    }
}

/// Moves as players write them (with the English letters, and the Italian ones for Italian
/// readers), sorted by the English.
fn human_moves<'a>(position: &Position, moves: impl Iterator<Item = &'a Move>) -> Vec<MoveWords> {
    let mut written: Vec<MoveWords> = moves
        .map(|&m| {
            let usual = write_human(position, m);
            let italian = Some(write_italian(position, m)).filter(|i| *i != usual);
            MoveWords {
                italian,
                ..MoveWords::usual(usual)
            }
        })
        .collect();
    written.sort_by(|a, b| a.usual.cmp(&b.usual));
    written
}

/// Moves as message arguments.
fn move_args(moves: &[MoveWords]) -> Vec<Arg> {
    moves.iter().map(|m| Arg::Move(m.clone())).collect()
}

fn explain_short(
    position: &Position,
    legal: &[Move],
    role: Role,
    letter: Option<char>,
    fits: &dyn Fn(Square) -> bool,
    to: Square,
    choice: Option<Choice>,
) -> Reason {
    let us = position.turn;
    // A piece of that kind that could get there by its shape (or by castling): say which rule
    // stops it.
    let reason = position
        .pieces()
        .filter(|&(sq, p)| p.side == us && fits(sq))
        .find_map(|(sq, _)| match check_move(position, sq, to, choice).err() {
            Some(IllegalMove::NotHowItMoves { .. }) | None => None,
            Some(v) => Some(Reason::from(v).then(alternatives(position, legal, sq))),
        });
    let reason = reason.unwrap_or_else(|| {
        let none = Reason::new(
            Msg::new("move-topo-none-can-go")
                .with("piece", role.message())
                .with("square", to.to_string()),
            format!("no {} of yours can go to {to}", role.name()),
        );
        let options = human_moves(
            position,
            legal
                .iter()
                .filter(|m| position.piece_at(m.from).map(|p| p.role) == Some(role)),
        );
        let instead = if options.is_empty() {
            Reason::new(
                Msg::new("move-topo-yours-have-no-move").with("pieces", role.plural_message()),
                format!("your {} have no legal move now", role.plural()),
            )
        } else {
            Reason::new(
                Msg::new("move-topo-yours-can-play")
                    .with("pieces", role.plural_message())
                    .with("moves", Arg::List(move_args(&options))),
                format!(
                    "your {} can play: {}",
                    role.plural(),
                    options
                        .iter()
                        .map(|m| m.usual.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )
        };
        none.then(instead)
    });
    if matches!(letter, Some('P' | 'p'))
        && legal
            .iter()
            .any(|m| m.to == to && position.piece_at(m.from).map(|p| p.role) == Some(Role::Gattino))
    {
        reason.noted(Reason::new(
            Msg::new("move-topo-note-p-is-pesce").with("square", to.to_string()),
            format!("P is the Pesce; write a Gattino move without a letter: {to}"),
        ))
    } else {
        reason
    }
}
