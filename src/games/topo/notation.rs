//! Reading and writing moves.
//!
//! Reading is two steps, as the design asks: [`parse`] turns text into a [`MoveText`]
//! without looking at the board ("is this a move at all?"), and [`resolve`](super::resolve)
//! (`resolve.rs`) matches it against the legal moves of a position ("which move, and is it
//! legal?"). Writing ([`write_human`]) looks at the legal moves only to leave out what no
//! other move shares.
//!
//! Accepted forms (case-insensitive where that is unambiguous; `-`, `x`, `:`, `=`, spaces and a
//! trailing `+`, `#`, `!`, `?` are ignored):
//! - canonical: `e2e4`, `b1c3`, `e7e8t` / `e7e8l` / `e7e8c` / `e7e8r` / `e7e8` (stays),
//!   `e1g1` (Topo castling), `d1a1` (Lepre castling);
//! - `O-O`, `O-O-O` (also with zeros) for the Topo castling, towards the h-side and the a-side;
//! - `L-O-O`, `L-O-O-O` (or `Q-O-O`, `Q-O-O-O`; also with zeros) for the Lepre castling with
//!   the h-side and the a-side Cane;
//! - short algebraic: a piece letter, then optionally the from-file, from-rank or both, then the
//!   destination: `Nc3`, `Nbd2`, `R1a3`, `Rxa7`; Gattino moves have no letter: `e4`, `exd5`,
//!   `e8=L`, `dxe8=C`; `e8=R` is refused (a rook, i.e. a Cane, to a chess player).
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
//! (`e8↩`), and the Lepre castling marked with the Lepre's letter (`Q-O-O-O`). [`write_italian`]
//! ([`Notation::Italian`](crate::games::Notation)) writes the same with the Italian initials the
//! reader accepts: `T` Topo, `L` Lepre, `C` Cavallo, `P` Pesce (`Lc7`, `e8=T`, `L-O-O-O`); the
//! Cane has no Italian letter of its own (`C` is the Cavallo) and keeps `R`.

use super::movegen::legal_moves;
use super::square::{file_index, rank_index};
use super::{Choice, Move, MoveKind, Position, Role, Square};
use crate::games::{Msg, Reason};
use thiserror::Error;

/// A move as written, before it is matched against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveText {
    /// From-square and to-square, with an optional last-rank letter (`None` = none written).
    Coordinate {
        from: Square,
        to: Square,
        choice: Option<Choice>,
    },
    /// `O-O` (`long` false) or `O-O-O`: the Topo castling.
    Castle { long: bool },
    /// `L-O-O` (`long` false: with the h-side Cane) or `L-O-O-O` (the a-side Cane), also with
    /// `Q`: the Lepre castling.
    LepreCastle { long: bool },
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

/// Why a text is not a Topo move at all, found before any position is looked at. Most say
/// how moves are written after the problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing was typed (or only check and comment marks).
    #[error("the move is empty; {}", HOW_TO_WRITE)]
    Empty,
    /// Only separators were typed.
    #[error("nothing left to read; {}", HOW_TO_WRITE)]
    NothingLeft,
    /// No file letter followed by a rank digit.
    #[error("no destination square found; {}", HOW_TO_WRITE)]
    NoDestination,
    /// More than one letter after the destination.
    #[error("unexpected text after {to}; {}", HOW_TO_WRITE)]
    UnexpectedAfter { to: Square },
    /// The character between the piece letter and the destination is neither a file nor a rank.
    #[error("'{}' is neither a file nor a rank; {}", .0, HOW_TO_WRITE)]
    NotFileOrRank(char),
    /// Two characters before the destination that are not a square.
    #[error("cannot read the start square; {}", HOW_TO_WRITE)]
    BadStart,
    /// Too much before the destination.
    #[error("cannot read the move; {}", HOW_TO_WRITE)]
    Unreadable,
    /// A Gattino move that names a rank before its destination.
    #[error("a Gattino move names at most its file (exd5); {}", HOW_TO_WRITE)]
    GattinoNamesRank,
    /// `b` or `p` as a last-rank choice: a Gattino never becomes a Pesce.
    #[error(
        "a Gattino cannot become a Pesce: on the last rank choose t (Topo), \
         l (Lepre), c (Cavallo), r (send back) or no letter (stay)"
    )]
    NoPesceOnLastRank,
    /// `=R` after the destination: to a chess player a rook, i.e. a Cane, which a Gattino never
    /// becomes. (`r` without `=`, as in the canonical `e7e8r`, sends the Gattino back.) Carries
    /// the unambiguous spellings of sending this Gattino back: `e8↩` and `e7e8r`.
    #[error(
        "a Gattino cannot become a Cane (R is a rook, a Cane): to send the Gattino back to its \
         start, type {short} or {canonical}"
    )]
    NoCaneOnLastRank { short: String, canonical: String },
    /// A letter after the destination that is no last-rank choice.
    #[error(
        "'{0}' is not a last-rank choice: use t (Topo), l (Lepre), c (Cavallo), \
         r (send back) or no letter (stay)"
    )]
    NotAChoice(char),
    /// A letter after the destination of a piece that is not a Gattino.
    #[error("only a Gattino reaching its last rank takes a letter after the destination ({0})")]
    LetterAfterDestination(String),
    /// A Gattino move with a from-file equal to its destination's (`ee4`, `bb3`).
    #[error(
        "a Gattino changes file only when it captures, so '{text}' with the same file is \
         not a move{}",
        same_file_hint(*file)
    )]
    GattinoSameFile { text: String, file: u8 },
    /// A Gattino capture from a file that is not next to the destination's.
    #[error(
        "a Gattino captures onto a neighbouring file only, not from the {}-file to {to}",
        char::from(b'a' + *file)
    )]
    GattinoFarFile { file: u8, to: Square },
}

/// What a lower-case `b` or `c` before a same-file destination may have meant.
fn same_file_hint(file: u8) -> &'static str {
    match file {
        1 => " (for a Pesce write B, upper case)",
        2 => " (for a Cavallo write C or N, upper case)",
        _ => "",
    }
}

impl NotationError {
    /// The problem for players: `move-topo-<problem>`, followed where the CLI's English is by
    /// `move-topo-how-to-write` (through `move-two-parts`) or a note (`move-with-note`).
    pub fn message(&self) -> Msg {
        let how = |problem: Msg| {
            Msg::new("move-two-parts")
                .with("first", problem)
                .with("second", Msg::new("move-topo-how-to-write"))
        };
        match self {
            NotationError::Empty => how(Msg::new("move-topo-empty")),
            NotationError::NothingLeft => how(Msg::new("move-topo-nothing-left")),
            NotationError::NoDestination => how(Msg::new("move-topo-no-destination")),
            NotationError::UnexpectedAfter { to } => {
                how(Msg::new("move-topo-unexpected-after").with("square", to.to_string()))
            }
            NotationError::NotFileOrRank(c) => {
                how(Msg::new("move-topo-not-file-or-rank").with("char", c.to_string()))
            }
            NotationError::BadStart => how(Msg::new("move-topo-bad-start")),
            NotationError::Unreadable => how(Msg::new("move-topo-cannot-read")),
            NotationError::GattinoNamesRank => how(Msg::new("move-topo-gattino-names-rank")),
            NotationError::NoPesceOnLastRank => Msg::new("move-topo-no-pesce-on-last-rank"),
            NotationError::NoCaneOnLastRank { short, canonical } => {
                Msg::new("move-topo-no-cane-on-last-rank")
                    .with("short", short.as_str())
                    .with("canonical", canonical.as_str())
            }
            NotationError::NotAChoice(c) => {
                Msg::new("move-topo-not-a-choice").with("char", c.to_string())
            }
            NotationError::LetterAfterDestination(text) => {
                Msg::new("move-topo-letter-after-destination").with("text", text.as_str())
            }
            NotationError::GattinoSameFile { text, file } => {
                let sentence = Msg::new("move-topo-gattino-same-file").with("text", text.as_str());
                let note = match file {
                    1 => Some("move-topo-note-write-pesce"),
                    2 => Some("move-topo-note-write-cavallo"),
                    _ => None,
                };
                match note {
                    Some(note) => Msg::new("move-with-note")
                        .with("text", sentence)
                        .with("note", Msg::new(note)),
                    None => sentence,
                }
            }
            NotationError::GattinoFarFile { file, to } => Msg::new("move-topo-gattino-far-file")
                .with("file", char::from(b'a' + *file).to_string())
                .with("to", to.to_string()),
        }
    }
}

impl From<NotationError> for Reason {
    fn from(error: NotationError) -> Reason {
        Reason::new(error.message(), error.to_string())
    }
}

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
fn choice_letter(c: char) -> Result<Choice, NotationError> {
    match c.to_ascii_lowercase() {
        't' | 'k' => Ok(Choice::Topo),
        'l' | 'q' => Ok(Choice::Lepre),
        'c' | 'n' => Ok(Choice::Cavallo),
        'r' => Ok(Choice::SendBack),
        'b' | 'p' => Err(NotationError::NoPesceOnLastRank),
        _ => Err(NotationError::NotAChoice(c)),
    }
}

/// Reads a move's text without looking at any position.
///
/// ```
/// use kibitz::games::topo::{parse, MoveText};
/// assert!(matches!(parse("O-O-O"), Ok(MoveText::Castle { long: true })));
/// assert!(matches!(parse("E2-E4"), Ok(MoveText::Coordinate { .. })));
/// assert!(parse("Zz9").is_err());
/// ```
pub fn parse(text: &str) -> Result<MoveText, NotationError> {
    let visible = crate::games::without_invisible(text);
    let trimmed = visible
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .trim_end();
    if trimmed.is_empty() {
        return Err(NotationError::Empty);
    }
    let compact: String = trimmed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .collect::<String>()
        .to_ascii_uppercase();
    match compact.as_str() {
        "OO" | "00" => return Ok(MoveText::Castle { long: false }),
        "OOO" | "000" => return Ok(MoveText::Castle { long: true }),
        "LOO" | "QOO" | "L00" | "Q00" => return Ok(MoveText::LepreCastle { long: false }),
        "LOOO" | "QOOO" | "L000" | "Q000" => return Ok(MoveText::LepreCastle { long: true }),
        _ => {}
    }
    let chars: Vec<char> = trimmed
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | '=' | ' '))
        .map(|c| if c == '↩' { 'r' } else { c })
        .collect();
    if chars.is_empty() {
        return Err(NotationError::NothingLeft);
    }
    let written = read_chars(&chars)?;
    if asks_for_cane(trimmed) {
        return Err(no_cane(&written));
    }
    Ok(written)
}

/// Whether the text has `=R` (or `=r`, spaces allowed after `=`): the chess promotion to a
/// rook. Never canonical (canonical moves have no `=`), so refusing it leaves stored records
/// and the CLI's `e7e8r` alone.
fn asks_for_cane(text: &str) -> bool {
    let mut rest = text;
    while let Some(at) = rest.find('=') {
        rest = &rest[at + 1..];
        if rest.trim_start().starts_with(['R', 'r']) {
            return true;
        }
    }
    false
}

/// The refusal of `=R`, with the spellings that send this Gattino back: `e8↩` and `e7e8r`
/// for a Gattino arriving on e8 (its start is the second rank of the arrival file); those of
/// an example where the destination is not on a last rank.
fn no_cane(written: &MoveText) -> NotationError {
    let (from_file, to) = match *written {
        MoveText::Coordinate { from, to, .. } => (from.file(), Some(to)),
        MoveText::Short { file, to, .. } => (file.unwrap_or(to.file()), Some(to)),
        MoveText::Castle { .. } | MoveText::LepreCastle { .. } => (0, None),
    };
    let on_last_rank = to.filter(|to| to.rank() == 0 || to.rank() == 7);
    let from =
        on_last_rank.and_then(|to| Square::new(from_file, if to.rank() == 0 { 1 } else { 6 }));
    match (from, on_last_rank) {
        (Some(from), Some(to)) => NotationError::NoCaneOnLastRank {
            short: if from.file() == to.file() {
                format!("{to}↩")
            } else {
                format!("{}x{to}↩", from.file_char())
            },
            canonical: format!("{from}{to}r"),
        },
        _ => NotationError::NoCaneOnLastRank {
            short: "e8↩".to_string(),
            canonical: "e7e8r".to_string(),
        },
    }
}

/// Reads the characters of a move, separators already dropped.
fn read_chars(chars: &[char]) -> Result<MoveText, NotationError> {
    let square_at = |i: usize| {
        chars
            .get(i..i + 2)
            .and_then(|c| Square::from_chars(c[0], c[1]))
    };
    if let (4..=5, Some(from), Some(to)) = (chars.len(), square_at(0), square_at(2)) {
        let choice = chars.get(4).map(|&c| choice_letter(c)).transpose()?;
        return Ok(MoveText::Coordinate { from, to, choice });
    }
    match piece_letter(chars[0]) {
        Some(role) => match short(role, Some(chars[0]), &chars[1..]) {
            Ok(written) => Ok(written),
            // An upper-case B or C that does not read as a piece move may be a square ("B4").
            Err(error) => short(Role::Gattino, None, chars).map_err(|_| error),
        },
        None => short(Role::Gattino, None, chars),
    }
}

fn short(role: Role, letter: Option<char>, rest: &[char]) -> Result<MoveText, NotationError> {
    // The destination is the last file-letter + rank-digit pair.
    let at = (1..rest.len())
        .rev()
        .find(|&i| rank_index(rest[i]).is_some() && file_index(rest[i - 1]).is_some())
        .ok_or(NotationError::NoDestination)?;
    let to = Square::from_chars(rest[at - 1], rest[at]).ok_or(NotationError::NoDestination)?;
    let choice = match &rest[at + 1..] {
        [] => None,
        [c] if role == Role::Gattino => Some(choice_letter(*c)?),
        [_] => {
            return Err(NotationError::LetterAfterDestination(
                rest.iter().collect::<String>(),
            ))
        }
        _ => return Err(NotationError::UnexpectedAfter { to }),
    };
    let (file, rank) = match &rest[..at - 1] {
        [] => (None, None),
        [c] => match (file_index(*c), rank_index(*c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => return Err(NotationError::NotFileOrRank(*c)),
        },
        [f, r] => match (file_index(*f), rank_index(*r)) {
            (Some(f), Some(r)) => (Some(f), Some(r)),
            _ => return Err(NotationError::BadStart),
        },
        _ => return Err(NotationError::Unreadable),
    };
    if role == Role::Gattino {
        if rank.is_some() {
            return Err(NotationError::GattinoNamesRank);
        }
        if let Some(f) = file {
            if f == to.file() {
                return Err(NotationError::GattinoSameFile {
                    text: rest.iter().collect::<String>(),
                    file: f,
                });
            }
            if f.abs_diff(to.file()) != 1 {
                return Err(NotationError::GattinoFarFile { file: f, to });
            }
        }
    }
    Ok(MoveText::Short {
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

impl MoveText {
    /// Whether the legal move `mv` of `position` is one this text describes (as shakmaty's
    /// `San::matches`): [`resolve`](super::resolve) plays the only such move, and
    /// [`write_human`] writes the shortest form that fits `mv` alone.
    pub fn matches(&self, position: &Position, mv: &Move) -> bool {
        match *self {
            MoveText::Castle { long } => {
                mv.kind == MoveKind::TopoCastling && (mv.to.file() < mv.from.file()) == long
            }
            MoveText::LepreCastle { long } => {
                mv.kind == MoveKind::LepreCastling && (mv.to.file() < mv.from.file()) == long
            }
            MoveText::Coordinate { from, to, choice } => {
                mv.from == from && mv.to == to && choice_matches(mv.kind, choice)
            }
            MoveText::Short {
                role,
                file,
                rank,
                to,
                choice,
                ..
            } => {
                mv.to == to
                    && names_piece_on(position, role, file, rank, mv.from)
                    && choice_matches(mv.kind, choice)
            }
        }
    }
}

/// Whether the piece on `from` is one a short form names: of `role`, on the from-file and
/// from-rank where they are written.
pub(super) fn names_piece_on(
    position: &Position,
    role: Role,
    file: Option<u8>,
    rank: Option<u8>,
    from: Square,
) -> bool {
    position.piece_at(from).map(|p| p.role) == Some(role)
        && file.map_or(true, |f| from.file() == f)
        && rank.map_or(true, |r| from.rank() == r)
}

/// Which piece letters a written move uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Letters {
    /// The English chess letters: `K Q N R B`.
    Chess,
    /// The Italian initials the reader accepts: `T L C P`, and `R` for the Cane, which has
    /// none of its own (`C` is the Cavallo).
    Italian,
}

impl Letters {
    fn piece(self, role: Role) -> char {
        match (self, role) {
            (Letters::Chess, role) => role.letter(),
            (Letters::Italian, Role::Topo) => 'T',
            (Letters::Italian, Role::Lepre) => 'L',
            (Letters::Italian, Role::Cavallo) => 'C',
            (Letters::Italian, Role::Pesce) => 'P',
            (Letters::Italian, role) => role.letter(),
        }
    }

    /// What follows the destination of a Gattino's last-rank move.
    fn suffix(self, kind: MoveKind) -> String {
        match kind {
            MoveKind::LastRank(Choice::Topo) => format!("={}", self.piece(Role::Topo)),
            MoveKind::LastRank(Choice::Lepre) => format!("={}", self.piece(Role::Lepre)),
            MoveKind::LastRank(Choice::Cavallo) => format!("={}", self.piece(Role::Cavallo)),
            MoveKind::LastRank(Choice::SendBack) => "↩".to_string(),
            _ => String::new(),
        }
    }
}

/// The move in short algebraic notation, as players write it, with the English chess letters.
/// Always reads back as `mv`.
pub fn write_human(position: &Position, mv: Move) -> String {
    write_with(position, mv, &[Letters::Chess])
}

/// The move in short algebraic notation with the Italian initials (`Lc7`, `Th4`, `Cf3`, `Pb5`,
/// `e8=L`, `L-O-O-O`); the Cane keeps `R`. Always reads back as `mv`: where an Italian form
/// would not (none found so far), the English one is written.
///
/// ```
/// use kibitz::games::topo::{resolve, write_italian, Position};
/// let start = Position::start();
/// assert_eq!(write_italian(&start, resolve(&start, "g1f3").unwrap()), "Cf3");
/// assert_eq!(write_italian(&start, resolve(&start, "d1a1").unwrap()), "L-O-O-O");
/// ```
pub fn write_italian(position: &Position, mv: Move) -> String {
    write_with(position, mv, &[Letters::Italian, Letters::Chess])
}

/// The first form, in the first of `letters` that has one, that reads back as `mv` alone; the
/// canonical move if none does.
fn write_with(position: &Position, mv: Move, letters: &[Letters]) -> String {
    let role = position.piece_at(mv.from).map_or(Role::Gattino, |p| p.role);
    let mut forms = Vec::new();
    for &letters in letters {
        match mv.kind {
            MoveKind::TopoCastling => {
                forms.push(if mv.to.file() < mv.from.file() {
                    "O-O-O".to_string()
                } else {
                    "O-O".to_string()
                });
            }
            MoveKind::LepreCastling => {
                let lepre = letters.piece(Role::Lepre);
                forms.push(if mv.to.file() < mv.from.file() {
                    format!("{lepre}-O-O-O")
                } else {
                    format!("{lepre}-O-O")
                });
            }
            _ if role == Role::Gattino => {
                let suffix = letters.suffix(mv.kind);
                if mv.from.file() == mv.to.file() {
                    forms.push(format!("{}{suffix}", mv.to));
                } else {
                    forms.push(format!("{}x{}{suffix}", mv.from.file_char(), mv.to));
                }
                forms.push(format!("{}{}{suffix}", mv.from, mv.to));
            }
            _ => {
                let letter = letters.piece(role);
                let capture = mv.kind == MoveKind::Plain && position.piece_at(mv.to).is_some();
                let x = if capture { "x" } else { "" };
                let to = mv.to;
                forms.push(format!("{letter}{x}{to}"));
                forms.push(format!("{letter}{}{x}{to}", mv.from.file_char()));
                forms.push(format!("{letter}{}{x}{to}", mv.from.rank_char()));
                forms.push(format!("{letter}{}{x}{to}", mv.from));
            }
        }
    }
    let legal = legal_moves(position);
    forms
        .into_iter()
        .find(|form| reads_as_only(position, &legal, form, mv))
        .unwrap_or_else(|| mv.canonical())
}

/// Whether `form` reads as `mv` and as no other of the `legal` moves, so that resolving it
/// gives `mv` back.
fn reads_as_only(position: &Position, legal: &[Move], form: &str, mv: Move) -> bool {
    let Ok(written) = parse(form) else {
        return false;
    };
    let mut fits = legal.iter().filter(|m| written.matches(position, m));
    fits.next() == Some(&mv) && fits.next().is_none()
}
