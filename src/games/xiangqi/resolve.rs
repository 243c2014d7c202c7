//! Finding the legal move a text means in a position, or saying precisely why there is none.

use super::legality::check_move;
use super::movegen::Move;
use super::notation::{
    describe, file_group, file_number, parse, write_wxf, Description, Direction, MoveText, Origin,
};
use super::piece::{Color, Kind, Square};
use super::position::Position;
use crate::games::{count_word, MoveError};

/// Reads `text` in any accepted notation and finds the legal move it means.
///
/// ```
/// use kibitz::games::xiangqi::{resolve, Position};
/// let start = Position::start();
/// let mv = resolve(&start, "炮二平五").unwrap();
/// assert_eq!(mv.to_string(), "h2e2");
/// assert!(resolve(&start, "R1+5").is_err()); // the chariot's way is blocked on i3
/// ```
pub fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
    let parsed = parse(text).map_err(|reason| MoveError::Unreadable {
        text: text.to_string(),
        reason,
    })?;
    match parsed {
        MoveText::Coordinates(mv) => match check_move(position, mv) {
            Ok(()) => Ok(mv),
            Err(rule) => Err(MoveError::Illegal {
                text: text.to_string(),
                reason: format!("{rule}; {}", alternatives(position, mv.from, Style::Iccs)),
            }),
        },
        MoveText::Descriptive(description) => resolve_description(position, text, &description),
    }
}

/// Which notation to suggest alternatives in.
#[derive(Clone, Copy)]
enum Style {
    Iccs,
    Wxf,
}

/// "legal moves from h2: h2e2, …", or a sentence saying that piece cannot move.
fn alternatives(position: &Position, from: Square, style: Style) -> String {
    let own = position
        .piece_at(from)
        .filter(|p| p.color == position.turn());
    let Some(piece) = own else {
        return all_moves_hint(position);
    };
    let moves = position.legal_moves_from(from);
    if moves.is_empty() {
        return format!(
            "the {} on {from} has no legal move; {}",
            piece.kind.name(),
            all_moves_hint(position)
        );
    }
    let list: Vec<String> = moves
        .iter()
        .map(|&mv| match style {
            Style::Iccs => mv.to_string(),
            Style::Wxf => format!("{} ({mv})", write_wxf(position, mv)),
        })
        .collect();
    format!("legal moves from {from}: {}", list.join(", "))
}

/// A short reminder of which pieces can move at all.
fn all_moves_hint(position: &Position) -> String {
    let mut froms: Vec<Square> = position.legal_moves().iter().map(|mv| mv.from).collect();
    froms.sort();
    froms.dedup();
    let names: Vec<String> = froms.iter().map(Square::to_string).collect();
    if names.is_empty() {
        "there is no legal move".to_string()
    } else {
        format!("pieces that can move: {}", names.join(", "))
    }
}

/// Whether the legal move `mv` is what `d` describes (leniently: a file number is accepted
/// even where WXF would write `+`/`-`, as long as the result is unambiguous).
fn matches(position: &Position, mv: Move, d: &Description) -> bool {
    let written = describe(position, mv);
    let us = position.turn();
    let Some(kind) = position.piece_at(mv.from).map(|p| p.kind) else {
        return false;
    };
    if d.direction != written.direction || d.number != written.number {
        return false;
    }
    if d.kind.unwrap_or(Kind::Soldier) != kind {
        return false;
    }
    origin_matches(position, us, kind, mv.from, d.origin)
}

/// Whether the piece on `from` is the one `origin` names.
fn origin_matches(
    position: &Position,
    us: Color,
    kind: Kind,
    from: Square,
    origin: Origin,
) -> bool {
    let group = file_group(position, us, kind, from.file());
    let place = group.iter().position(|&sq| sq == from);
    match origin {
        Origin::File(file) => file_number(from, us) == file,
        Origin::Front => group.len() >= 2 && place == Some(0),
        Origin::Rear => group.len() >= 2 && place == Some(group.len() - 1),
        Origin::Middle => group.len() == 3 && place == Some(1),
        Origin::Nth { index, file } => {
            file_number(from, us) == file && place == Some(usize::from(index) - 1)
        }
    }
}

fn resolve_description(
    position: &Position,
    text: &str,
    d: &Description,
) -> Result<Move, MoveError> {
    let legal = position.legal_moves();
    let found: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&mv| matches(position, mv, d))
        .collect();
    match found.as_slice() {
        [mv] => return Ok(*mv),
        [] => {}
        many => {
            let mut candidates: Vec<String> = many.iter().map(Move::to_string).collect();
            candidates.sort();
            let kinds: Vec<Option<Kind>> = many
                .iter()
                .map(|mv| position.piece_at(mv.from).map(|p| p.kind))
                .collect();
            let what = match kinds.first() {
                Some(Some(kind)) if kinds.iter().all(|k| *k == Some(*kind)) => format!(
                    "{} {}s can make that move",
                    count_word(many.len()),
                    kind.name()
                ),
                _ => format!("it fits {} moves", count_word(many.len())),
            };
            return Err(MoveError::Ambiguous {
                text: text.to_string(),
                what,
                candidates,
            });
        }
    }
    let us = position.turn();
    let kind = d.kind.unwrap_or(Kind::Soldier);
    let pieces: Vec<Square> = position
        .squares_of(us, kind)
        .filter(|&sq| origin_matches(position, us, kind, sq, d.origin))
        .collect();
    let illegal = |reason: String| MoveError::Illegal {
        text: text.to_string(),
        reason,
    };
    let Some(&from) = pieces.first() else {
        return Err(illegal(no_such_piece(position, us, kind, d.origin)));
    };
    let reason = match target(from, kind, us, d) {
        Some(to) => match check_move(position, Move::new(from, to)) {
            Err(rule) => rule.to_string(),
            // Legal but not matched: cannot happen, since matching reads the same geometry.
            Ok(()) => format!("{} does not describe {from}{to}", text.trim()),
        },
        None => format!(
            "the {} on {from} cannot move {}",
            kind.name(),
            match d.direction {
                Direction::Forward => "that way forward",
                Direction::Backward => "that way backward",
                Direction::Across => "across like that",
            }
        ),
    };
    Err(illegal(format!(
        "{reason}; {}",
        alternatives(position, from, Style::Wxf)
    )))
}

/// Says that the piece a description names is not there, and where such pieces are.
fn no_such_piece(position: &Position, us: Color, kind: Kind, origin: Origin) -> String {
    let files: Vec<String> = position
        .squares_of(us, kind)
        .map(|sq| file_number(sq, us).to_string())
        .collect();
    let which = match origin {
        Origin::File(file) => format!("on file {file}"),
        Origin::Front | Origin::Rear => "two on one file".to_string(),
        Origin::Middle => "three on one file".to_string(),
        Origin::Nth { index, file } => format!("number {index} on file {file}"),
    };
    let name = kind.name();
    if files.is_empty() {
        format!("{} has no {name} left", us.name())
    } else {
        format!(
            "{} has no {name} {which} ({name}s on files {})",
            us.name(),
            files.join(", ")
        )
    }
}

/// The point a description sends the piece on `from` to, by geometry alone.
fn target(from: Square, kind: Kind, us: Color, d: &Description) -> Option<Square> {
    let sign: i16 = match us {
        Color::Red => 1,
        Color::Black => -1,
    };
    // File index (0 = a) of a file number counted from the mover's right.
    let file_of = |n: u8| -> i16 {
        match us {
            Color::Red => 9 - i16::from(n),
            Color::Black => i16::from(n) - 1,
        }
    };
    let (f0, r0) = (i16::from(from.file()), i16::from(from.rank()));
    let n = i16::from(d.number);
    let (file, rank) = match d.direction {
        Direction::Across => (file_of(d.number), r0),
        dir => {
            let way = if dir == Direction::Forward {
                sign
            } else {
                -sign
            };
            match kind {
                Kind::General | Kind::Chariot | Kind::Cannon | Kind::Soldier => (f0, r0 + way * n),
                Kind::Advisor => (file_of(d.number), r0 + way),
                Kind::Elephant => (file_of(d.number), r0 + 2 * way),
                Kind::Horse => {
                    let df = (file_of(d.number) - f0).abs();
                    let dr = if df == 1 { 2 } else { 1 };
                    (file_of(d.number), r0 + way * dr)
                }
            }
        }
    };
    if !(0..9).contains(&file) || !(0..10).contains(&rank) {
        return None;
    }
    Square::new(file as u8, rank as u8).filter(|&to| to != from)
}
