//! Resolving a move's text against a position: the legal move it means, or precisely why
//! there is none ("ambiguous" and "illegal" are answered here; "not a move" by [`parse`]
//! before any position is looked at).
//!
//! The three steps stay apart, as in shakmaty's `San`: `notation.rs` parses a text into a
//! [`MoveText`] and writes moves; this file matches a parsed text against the legal moves.

use super::legality::check_move;
use super::notation::{
    crowded_pieces, describe, file_group, file_number, parse, write_chinese, write_wxf,
    Description, Direction, MoveText, Origin,
};
use super::piece::side_name;
use super::{Move, Position, Role, Square};
use crate::games::reason::{fits_several, legal_from, pieces_that_can_move};
use crate::games::{count_word, Arg, GameKind, MoveError, MoveWords, Msg, Reason};
use crate::games::{Script, Side};

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
    let parsed = parse(text).map_err(|error| MoveError::Unreadable {
        text: text.to_string(),
        reason: error.into(),
    })?;
    match parsed {
        MoveText::Coordinates(mv) => match check_move(position, mv) {
            Ok(()) => Ok(mv),
            Err(rule) => Err(MoveError::Illegal {
                text: text.to_string(),
                reason: rule.reason(position.turn()).then(alternatives(
                    position,
                    mv.from,
                    Style::Iccs,
                )),
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
fn alternatives(position: &Position, from: Square, style: Style) -> Reason {
    let own = position
        .piece_at(from)
        .filter(|p| p.side == position.turn());
    let Some(piece) = own else {
        return all_moves_hint(position);
    };
    let moves = position.legal_moves_from(from);
    if moves.is_empty() {
        return Reason::new(
            Msg::new("move-xiangqi-no-legal-move-from")
                .with("piece", piece.role.message(piece.side))
                .with("square", from.to_string()),
            format!("the {} on {from} has no legal move", piece.role.name()),
        )
        .then(all_moves_hint(position));
    }
    let (args, english): (Vec<Arg>, Vec<String>) = moves
        .iter()
        .map(|&mv| match style {
            // The player wrote ICCS and reads ICCS back; Chinese readers read their own
            // notation first, with the ICCS they typed after it.
            Style::Iccs => {
                let both = |script| format!("{}（{mv}）", write_chinese(position, mv, script));
                let words = MoveWords {
                    usual: mv.to_string(),
                    simplified: Some(both(Script::Simplified)),
                    traditional: Some(both(Script::Traditional)),
                    italian: None,
                };
                (Arg::Move(words), mv.to_string())
            }
            Style::Wxf => {
                let words = MoveWords {
                    usual: write_wxf(position, mv),
                    simplified: Some(write_chinese(position, mv, Script::Simplified)),
                    traditional: Some(write_chinese(position, mv, Script::Traditional)),
                    italian: None,
                };
                let english = format!("{} ({mv})", words.usual);
                let message = Msg::new("move-xiangqi-move-and-point")
                    .with("move", words)
                    .with("iccs", mv.to_string());
                (Arg::from(message), english)
            }
        })
        .unzip();
    legal_from(from.to_string(), args, english)
}

/// A short reminder of which pieces can move at all.
fn all_moves_hint(position: &Position) -> Reason {
    let mut froms: Vec<Square> = position.legal_moves().iter().map(|mv| mv.from).collect();
    froms.sort();
    froms.dedup();
    let names: Vec<String> = froms.iter().map(Square::to_string).collect();
    if names.is_empty() {
        Reason::new(
            Msg::new("move-xiangqi-no-legal-move"),
            "there is no legal move",
        )
    } else {
        pieces_that_can_move(names)
    }
}

/// Whether the legal move `mv` is what `d` describes (leniently: a file number is accepted
/// even where WXF would write `+`/`-`, as long as the result is unambiguous).
fn matches(position: &Position, mv: Move, d: &Description) -> bool {
    let written = describe(position, mv);
    let us = position.turn();
    let Some(role) = position.piece_at(mv.from).map(|p| p.role) else {
        return false;
    };
    if d.direction != written.direction || d.number != written.number {
        return false;
    }
    if d.role.unwrap_or(Role::Soldier) != role {
        return false;
    }
    origin_matches(position, us, role, mv.from, d.origin)
}

/// Whether the piece on `from` is the one `origin` names.
fn origin_matches(position: &Position, us: Side, role: Role, from: Square, origin: Origin) -> bool {
    let group = file_group(position, us, role, from.file());
    let place = group.iter().position(|&sq| sq == from);
    match origin {
        Origin::File(file) => file_number(from, us) == file,
        Origin::Front => group.len() >= 2 && place == Some(0),
        Origin::Rear => group.len() >= 2 && place == Some(group.len() - 1),
        Origin::Middle => group.len() == 3 && place == Some(1),
        Origin::Nth { index, file } => {
            file_number(from, us) == file && place == Some(usize::from(index) - 1)
        }
        Origin::Ordinal(n) => {
            let crowded = crowded_pieces(position, us, role);
            usize::from(n)
                .checked_sub(1)
                .and_then(|i| crowded.get(i))
                .is_some_and(|&sq| sq == from)
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
            let roles: Vec<Option<Role>> = many
                .iter()
                .map(|mv| position.piece_at(mv.from).map(|p| p.role))
                .collect();
            let what = match roles.first() {
                Some(Some(role)) if roles.iter().all(|k| *k == Some(*role)) => Reason::new(
                    Msg::new("move-xiangqi-ambiguous-pieces")
                        .with("count", many.len())
                        .with("pieces", role.plural_message()),
                    format!(
                        "{} {}s can make that move",
                        count_word(many.len()),
                        role.name()
                    ),
                ),
                _ => fits_several(many.len()),
            };
            return Err(MoveError::Ambiguous {
                text: text.to_string(),
                what,
                candidates,
            });
        }
    }
    let us = position.turn();
    let role = d.role.unwrap_or(Role::Soldier);
    let pieces: Vec<Square> = position
        .squares_of(us, role)
        .filter(|&sq| origin_matches(position, us, role, sq, d.origin))
        .collect();
    let illegal = |reason: Reason| MoveError::Illegal {
        text: text.to_string(),
        reason,
    };
    let Some(&from) = pieces.first() else {
        return Err(illegal(no_such_piece(position, us, role, d.origin)));
    };
    let reason = match target(from, role, us, d) {
        Some(to) => match check_move(position, Move::new(from, to)) {
            Err(rule) => rule.reason(us),
            // Legal but not matched: cannot happen, since matching reads the same geometry.
            Ok(()) => Reason::new(
                Msg::new("move-xiangqi-does-not-describe")
                    .with("text", text.trim())
                    .with("move", format!("{from}{to}")),
                format!("{} does not describe {from}{to}", text.trim()),
            ),
        },
        None => {
            let (id, way) = match d.direction {
                Direction::Forward => ("move-xiangqi-cannot-go-forward", "that way forward"),
                Direction::Backward => ("move-xiangqi-cannot-go-backward", "that way backward"),
                Direction::Across => ("move-xiangqi-cannot-go-across", "across like that"),
            };
            Reason::new(
                Msg::new(id)
                    .with("piece", role.message(us))
                    .with("square", from.to_string()),
                format!("the {} on {from} cannot move {way}", role.name()),
            )
        }
    };
    Err(illegal(reason.then(alternatives(
        position,
        from,
        Style::Wxf,
    ))))
}

/// Says that the piece a description names is not there, and where such pieces are.
fn no_such_piece(position: &Position, us: Side, role: Role, origin: Origin) -> Reason {
    let files: Vec<String> = position
        .squares_of(us, role)
        .map(|sq| file_number(sq, us).to_string())
        .collect();
    let (which, which_english) = match origin {
        Origin::File(file) => (
            Msg::new("move-xiangqi-which-on-file").with("file", file),
            format!("on file {file}"),
        ),
        Origin::Front | Origin::Rear => (
            Msg::new("move-xiangqi-which-two-on-a-file"),
            "two on one file".to_string(),
        ),
        Origin::Middle => (
            Msg::new("move-xiangqi-which-three-on-a-file"),
            "three on one file".to_string(),
        ),
        Origin::Nth { index, file } => (
            Msg::new("move-xiangqi-which-nth-on-file")
                .with("index", index)
                .with("file", file),
            format!("number {index} on file {file}"),
        ),
        Origin::Ordinal(n) => (
            Msg::new("move-xiangqi-which-ordinal").with("index", n),
            format!("number {n} of those sharing a file"),
        ),
    };
    let name = role.name();
    let side = Arg::Side(GameKind::Xiangqi, us);
    if files.is_empty() {
        Reason::new(
            Msg::new("move-xiangqi-none-left")
                .with("side", side)
                .with("piece", role.message(us)),
            format!("{} has no {name} left", side_name(us)),
        )
    } else {
        // Each file once (two such pieces may share one), in the CLI's order.
        let mut distinct: Vec<String> = Vec::new();
        for file in &files {
            if !distinct.contains(file) {
                distinct.push(file.clone());
            }
        }
        Reason::new(
            Msg::new("move-xiangqi-none-there")
                .with("side", side)
                .with("piece", role.message(us))
                .with("which", which)
                .with("pieces", role.plural_message())
                .with("count", distinct.len())
                .with(
                    "files",
                    Arg::List(distinct.into_iter().map(Arg::Text).collect()),
                ),
            format!(
                "{} has no {name} {which_english} ({name}s on files {})",
                side_name(us),
                files.join(", ")
            ),
        )
    }
}

/// The point a description sends the piece on `from` to, by geometry alone.
fn target(from: Square, role: Role, us: Side, d: &Description) -> Option<Square> {
    let sign: i16 = match us {
        Side::First => 1,
        Side::Second => -1,
    };
    // File index (0 = a) of a file number counted from the mover's right.
    let file_of = |n: u8| -> i16 {
        match us {
            Side::First => 9 - i16::from(n),
            Side::Second => i16::from(n) - 1,
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
            match role {
                Role::General | Role::Chariot | Role::Cannon | Role::Soldier => (f0, r0 + way * n),
                Role::Advisor => (file_of(d.number), r0 + way),
                Role::Elephant => (file_of(d.number), r0 + 2 * way),
                Role::Horse => {
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
