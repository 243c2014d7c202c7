//! Reading and writing moves.
//!
//! Reading is two steps, as the design asks: [`parse`] turns text into a [`Written`] move
//! without looking at the board ("is this a move at all?"), and [`resolve`] matches it against
//! the legal moves of a position ("which move, and is it legal?").
//!
//! Accepted forms (case-insensitive where that is unambiguous; `-`, `x`, `:`, `=`, spaces and a
//! trailing `+`, `#`, `!`, `?` are ignored):
//! - canonical: `e2e4`, `b1c3`, `e7e8t` / `e7e8l` / `e7e8c` / `e7e8r` / `e7e8` (stays),
//!   `e1g1` (Topo castling), `d1a1` (Lepre castling);
//! - `O-O`, `O-O-O` (also with zeros) for the Topo castling;
//! - short algebraic: a piece letter, then optionally the from-file, from-rank or both, then the
//!   destination: `Nc3`, `Nbd2`, `R1a3`, `Rxa7`; Gattino moves have no letter: `e4`, `exd5`,
//!   `e8=L`, `dxe8=C`.
//!
//! Piece letters: chess letters `K` (Topo), `Q` (Lepre), `N` (Cavallo), `R` (Cane), `B` (Pesce)
//! and the Italian initials `T` (Topo), `L` (Lepre), `C` (Cavallo), `P` (Pesce).
//!
//! Clashes and how they are resolved:
//! - `b` and `c` are also files. An **upper-case** `B` or `C` at the start is always a piece
//!   (Pesce, Cavallo); a **lower-case** `b` or `c` is always a file (`bxc3`, `c4`). The other
//!   piece letters are not files, so they are read in either case (`nf3` = `Nf3`).
//! - `P` is the Italian Pesce, not the chess pawn: Gattino moves are written without a letter.
//! - After the destination, a letter is a last-rank choice: `t`/`k` Topo, `l`/`q` Lepre,
//!   `c`/`n` Cavallo, `r` sent back ("ritorno") — never Cane, which a Gattino cannot become —
//!   and no letter for staying a Gattino. `b`/`p` (Pesce) are refused.
//!
//! Writing: canonical as above; [`Notation::Human`](crate::games::Notation) is short algebraic
//! with the English chess letters (`Nf3`, `exd5`, `e8=Q`, `O-O`), `↩` after a Gattino sent back
//! (`e8↩`), and the Lepre castling written as the Lepre's move onto its Cane (`Qa1`).

use super::legality::check_move;
use super::movegen::{self, legal_moves};
use super::square::{file_index, rank_index};
use super::{Choice, IllegalMove, Move, MoveKind, Position, Role, Square};
use crate::games::{count_word, MoveError};

/// A move as written, before it is matched against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// From-square and to-square, with an optional last-rank letter (`None` = none written).
    Coordinate {
        from: Square,
        to: Square,
        choice: Option<Choice>,
    },
    /// `O-O` (`long` false) or `O-O-O`.
    Castle { long: bool },
    /// Short algebraic: the piece (Gattino when no letter), optional from-file and from-rank,
    /// the destination and an optional last-rank letter.
    Short {
        role: Role,
        letter: Option<char>,
        file: Option<u8>,
        rank: Option<u8>,
        to: Square,
        choice: Option<Choice>,
    },
}

const HOW_TO_WRITE: &str = "write from-square and to-square (e2e4, e7e8t) or short algebraic \
                            (e4, Nc3, exd5, e8=L, O-O)";

/// The piece a leading letter names, if it is a piece letter (see the module docs for case).
fn piece_letter(c: char) -> Option<Role> {
    match c {
        'K' | 'T' | 'k' | 't' => Some(Role::Topo),
        'Q' | 'L' | 'q' | 'l' => Some(Role::Lepre),
        'N' | 'C' | 'n' => Some(Role::Cavallo),
        'R' | 'r' => Some(Role::Cane),
        'B' | 'P' | 'p' => Some(Role::Pesce),
        _ => None,
    }
}

/// The last-rank choice a suffix letter names.
fn choice_letter(c: char) -> Result<Choice, String> {
    match c.to_ascii_lowercase() {
        't' | 'k' => Ok(Choice::Topo),
        'l' | 'q' => Ok(Choice::Lepre),
        'c' | 'n' => Ok(Choice::Cavallo),
        'r' => Ok(Choice::SendBack),
        'b' | 'p' => Err(
            "a Gattino cannot become a Pesce: on the last rank choose t (Topo), \
                          l (Lepre), c (Cavallo), r (send back) or no letter (stay)"
                .to_string(),
        ),
        _ => Err(format!(
            "'{c}' is not a last-rank choice: use t (Topo), l (Lepre), c (Cavallo), \
             r (send back) or no letter (stay)"
        )),
    }
}

/// Reads a move's text without looking at any position.
///
/// ```
/// use kibitz::games::topo::{parse, Written};
/// assert!(matches!(parse("O-O-O"), Ok(Written::Castle { long: true })));
/// assert!(matches!(parse("E2-E4"), Ok(Written::Coordinate { .. })));
/// assert!(parse("Zz9").is_err());
/// ```
pub fn parse(text: &str) -> Result<Written, String> {
    let trimmed = text
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .trim_end();
    if trimmed.is_empty() {
        return Err(format!("the move is empty; {HOW_TO_WRITE}"));
    }
    let compact: String = trimmed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .collect::<String>()
        .to_ascii_uppercase();
    match compact.as_str() {
        "OO" | "00" => return Ok(Written::Castle { long: false }),
        "OOO" | "000" => return Ok(Written::Castle { long: true }),
        _ => {}
    }
    let chars: Vec<char> = trimmed
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | '=' | ' '))
        .map(|c| if c == '↩' { 'r' } else { c })
        .collect();
    if chars.is_empty() {
        return Err(format!("nothing left to read; {HOW_TO_WRITE}"));
    }
    let square_at = |i: usize| {
        chars
            .get(i..i + 2)
            .and_then(|c| Square::from_chars(c[0], c[1]))
    };
    if let (4..=5, Some(from), Some(to)) = (chars.len(), square_at(0), square_at(2)) {
        let choice = chars.get(4).map(|&c| choice_letter(c)).transpose()?;
        return Ok(Written::Coordinate { from, to, choice });
    }
    match piece_letter(chars[0]) {
        Some(role) => match short(role, Some(chars[0]), &chars[1..]) {
            Ok(written) => Ok(written),
            // An upper-case B or C that does not read as a piece move may be a square ("B4").
            Err(error) => short(Role::Gattino, None, &chars).map_err(|_| error),
        },
        None => short(Role::Gattino, None, &chars),
    }
}

fn short(role: Role, letter: Option<char>, rest: &[char]) -> Result<Written, String> {
    // The destination is the last file-letter + rank-digit pair.
    let at = (1..rest.len())
        .rev()
        .find(|&i| rank_index(rest[i]).is_some() && file_index(rest[i - 1]).is_some())
        .ok_or_else(|| format!("no destination square found; {HOW_TO_WRITE}"))?;
    let to = Square::from_chars(rest[at - 1], rest[at])
        .ok_or_else(|| format!("no destination square found; {HOW_TO_WRITE}"))?;
    let choice = match &rest[at + 1..] {
        [] => None,
        [c] if role == Role::Gattino => Some(choice_letter(*c)?),
        [_] => {
            return Err(format!(
                "only a Gattino reaching its last rank takes a letter after the destination \
                 ({})",
                rest.iter().collect::<String>()
            ))
        }
        _ => return Err(format!("unexpected text after {to}; {HOW_TO_WRITE}")),
    };
    let (file, rank) = match &rest[..at - 1] {
        [] => (None, None),
        [c] => match (file_index(*c), rank_index(*c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => {
                return Err(format!(
                    "'{c}' is neither a file nor a rank; {HOW_TO_WRITE}"
                ))
            }
        },
        [f, r] => match (file_index(*f), rank_index(*r)) {
            (Some(f), Some(r)) => (Some(f), Some(r)),
            _ => return Err(format!("cannot read the start square; {HOW_TO_WRITE}")),
        },
        _ => return Err(format!("cannot read the move; {HOW_TO_WRITE}")),
    };
    if role == Role::Gattino {
        if rank.is_some() {
            return Err(format!(
                "a Gattino move names at most its file (exd5); {HOW_TO_WRITE}"
            ));
        }
        if let Some(f) = file {
            if f == to.file() {
                let hint = match f {
                    1 => " (for a Pesce write B, upper case)",
                    2 => " (for a Cavallo write C or N, upper case)",
                    _ => "",
                };
                return Err(format!(
                    "a Gattino changes file only when it captures, so '{}' with the same file is \
                     not a move{hint}",
                    rest.iter().collect::<String>()
                ));
            }
            if f.abs_diff(to.file()) != 1 {
                return Err(format!(
                    "a Gattino captures onto a neighbouring file only, not from the {}-file to {to}",
                    char::from(b'a' + f)
                ));
            }
        }
    }
    Ok(Written::Short {
        role,
        letter,
        file,
        rank,
        to,
        choice,
    })
}

/// Whether a legal move matches the last-rank letter written (`None` = none written).
fn choice_matches(kind: MoveKind, choice: Option<Choice>) -> bool {
    match kind {
        MoveKind::LastRank(c) => c == choice.unwrap_or(Choice::Stay),
        _ => choice.is_none(),
    }
}

/// Reads `text` and resolves it against `position`.
pub fn resolve(position: &Position, text: &str) -> Result<Move, MoveError> {
    let written = parse(text).map_err(|reason| MoveError::Unreadable {
        text: text.to_string(),
        reason,
    })?;
    let legal = legal_moves(position);
    let illegal = |reason: String| MoveError::Illegal {
        text: text.to_string(),
        reason,
    };
    match written {
        Written::Castle { long } => match movegen::topo_castling(position, long) {
            Ok(mv) if legal.contains(&mv) => Ok(mv),
            Ok(_) => Err(illegal("castling is not possible here".to_string())),
            Err(violation) => Err(illegal(violation.to_string())),
        },
        Written::Coordinate { from, to, choice } => {
            let found: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| m.from == from && m.to == to && choice_matches(m.kind, choice))
                .collect();
            match found.as_slice() {
                [mv] => Ok(*mv),
                [] => Err(illegal(explain(position, &legal, from, to, choice))),
                many => Err(ambiguous(position, text, many)),
            }
        }
        Written::Short {
            role,
            letter,
            file,
            rank,
            to,
            choice,
        } => {
            let fits = |from: Square| {
                position.piece_at(from).map(|p| p.role) == Some(role)
                    && file.map_or(true, |f| from.file() == f)
                    && rank.map_or(true, |r| from.rank() == r)
            };
            let found: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| m.to == to && fits(m.from) && choice_matches(m.kind, choice))
                .collect();
            match found.as_slice() {
                [mv] => Ok(*mv),
                [] => {
                    let mut reason =
                        explain_short(position, &legal, role, letter, &fits, to, choice);
                    // A lower-case b or c was read as a file; say so in case a piece was meant.
                    match (letter, file) {
                        (None, Some(1)) => reason.push_str(
                            " (a lower-case b is the b-file; for a Pesce write B, upper case)",
                        ),
                        (None, Some(2)) => reason.push_str(
                            " (a lower-case c is the c-file; for a Cavallo write C or N, upper case)",
                        ),
                        _ => {}
                    }
                    Err(illegal(reason))
                }
                many => Err(ambiguous(position, text, many)),
            }
        }
    }
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
            format!(
                "{} {} can go to {}",
                count_word(moves.len()),
                role.plural(),
                first.to
            )
        }
        _ => format!("it fits {} moves", count_word(moves.len())),
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
) -> String {
    let violation = check_move(position, from, to, choice).err();
    let rule = violation
        .as_ref()
        .map_or_else(|| "that move is not legal".to_string(), ToString::to_string);
    format!("{rule}; {}", alternatives(position, legal, from))
}

/// "legal moves from e2: e3, e4", or who can move when `from` holds nothing of ours.
fn alternatives(position: &Position, legal: &[Move], from: Square) -> String {
    let own = position.piece_at(from).filter(|p| p.side == position.turn);
    match own {
        Some(piece) => {
            let mut moves: Vec<String> = legal
                .iter()
                .filter(|m| m.from == from)
                .map(|&m| write_human(position, m))
                .collect();
            moves.sort();
            if moves.is_empty() {
                format!("the {} on {from} has no legal move now", piece.role.name())
            } else {
                format!("legal moves from {from}: {}", moves.join(", "))
            }
        }
        None => {
            let mut squares: Vec<String> = legal.iter().map(|m| m.from.to_string()).collect();
            squares.sort();
            squares.dedup();
            format!("pieces that can move: {}", squares.join(", "))
        }
    }
}

fn explain_short(
    position: &Position,
    legal: &[Move],
    role: Role,
    letter: Option<char>,
    fits: &dyn Fn(Square) -> bool,
    to: Square,
    choice: Option<Choice>,
) -> String {
    let us = position.turn;
    // A piece of that kind that could get there by its shape (or by castling): say which rule
    // stops it.
    let reason = position
        .pieces()
        .filter(|&(sq, p)| p.side == us && fits(sq))
        .find_map(|(sq, _)| match check_move(position, sq, to, choice).err() {
            Some(IllegalMove::NotHowItMoves { .. }) | None => None,
            Some(v) => Some(format!("{v}; {}", alternatives(position, legal, sq))),
        });
    let mut text = reason.unwrap_or_else(|| {
        let mut text = format!("no {} of yours can go to {to}", role.name());
        let mut options: Vec<String> = legal
            .iter()
            .filter(|m| position.piece_at(m.from).map(|p| p.role) == Some(role))
            .map(|&m| write_human(position, m))
            .collect();
        options.sort();
        if options.is_empty() {
            text.push_str(&format!("; your {} have no legal move now", role.plural()));
        } else {
            text.push_str(&format!(
                "; your {} can play: {}",
                role.plural(),
                options.join(", ")
            ));
        }
        text
    });
    if matches!(letter, Some('P' | 'p'))
        && legal
            .iter()
            .any(|m| m.to == to && position.piece_at(m.from).map(|p| p.role) == Some(Role::Gattino))
    {
        text.push_str(&format!(
            " (P is the Pesce; write a Gattino move without a letter: {to})"
        ));
    }
    text
}

/// The move in short algebraic notation, as players write it. Always reads back as `mv`.
pub fn write_human(position: &Position, mv: Move) -> String {
    let role = position.piece_at(mv.from).map_or(Role::Gattino, |p| p.role);
    let mut forms = Vec::new();
    match mv.kind {
        MoveKind::TopoCastling => {
            forms.push(if mv.to.file() < mv.from.file() {
                "O-O-O".to_string()
            } else {
                "O-O".to_string()
            });
        }
        _ if role == Role::Gattino => {
            let suffix = match mv.kind {
                MoveKind::LastRank(Choice::Topo) => "=K",
                MoveKind::LastRank(Choice::Lepre) => "=Q",
                MoveKind::LastRank(Choice::Cavallo) => "=N",
                MoveKind::LastRank(Choice::SendBack) => "↩",
                _ => "",
            };
            if mv.from.file() == mv.to.file() {
                forms.push(format!("{}{suffix}", mv.to));
            } else {
                forms.push(format!("{}x{}{suffix}", mv.from.file_char(), mv.to));
            }
            forms.push(format!("{}{}{suffix}", mv.from, mv.to));
        }
        _ => {
            let letter = role.letter();
            let capture = mv.kind == MoveKind::Plain && position.piece_at(mv.to).is_some();
            let x = if capture { "x" } else { "" };
            let to = mv.to;
            forms.push(format!("{letter}{x}{to}"));
            forms.push(format!("{letter}{}{x}{to}", mv.from.file_char()));
            forms.push(format!("{letter}{}{x}{to}", mv.from.rank_char()));
            forms.push(format!("{letter}{}{x}{to}", mv.from));
        }
    }
    forms
        .into_iter()
        .find(|form| resolve(position, form).as_ref() == Ok(&mv))
        .unwrap_or_else(|| mv.canonical())
}
