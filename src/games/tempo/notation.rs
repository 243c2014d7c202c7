//! Move notation: `b3c4` (canonical), `b3-c4` and `b3xc4` (as players write), upper or lower
//! case. Reading the text and resolving it against a position are separate steps: this module
//! only reads.

use super::position::Position;
use super::square::Square;
use super::Move;
use crate::games::{Msg, Reason};
use thiserror::Error;

/// A move as typed: two cells, not yet checked against any position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveText {
    pub from: Square,
    pub to: Square,
}

/// Why text is not a Tempo move at all.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("write a move as two cells, from and to, like b3c4 (b3-c4 and b3xc4 also work)")]
    Shape,
    #[error("'{0}' is not a cell: files are a–f and ranks 1–5")]
    BadCell(String),
}

impl NotationError {
    /// The problem for players: `move-tempo-shape` or `move-tempo-bad-cell` (`$text`).
    pub fn message(&self) -> Msg {
        match self {
            NotationError::Shape => Msg::new("move-tempo-shape"),
            NotationError::BadCell(text) => {
                Msg::new("move-tempo-bad-cell").with("text", text.as_str())
            }
        }
    }
}

impl From<NotationError> for Reason {
    fn from(error: NotationError) -> Reason {
        Reason::new(error.message(), error.to_string())
    }
}

/// Reads a move: two cell names, optionally separated by `-`, `x` or `:`, ignoring case and
/// spaces (`b3 c4` works too).
///
/// ```
/// use kibitz::games::tempo::parse;
/// let m = parse(" B3-C4 ").unwrap();
/// assert_eq!((m.from.to_string(), m.to.to_string()), ("b3".into(), "c4".into()));
/// assert!(parse("b3xc4").is_ok());
/// assert!(parse("b3").is_err());
/// ```
pub fn parse(text: &str) -> Result<MoveText, NotationError> {
    let chars: Vec<char> = text
        .chars()
        .filter(|&c| !c.is_whitespace() && !crate::games::is_invisible(c))
        .collect();
    let (from, to) = match chars.len() {
        4 => (&chars[0..2], &chars[2..4]),
        5 if matches!(chars[2], '-' | 'x' | 'X' | ':') => (&chars[0..2], &chars[3..5]),
        _ => return Err(NotationError::Shape),
    };
    let cell = |cs: &[char]| {
        let name: String = cs.iter().collect();
        Square::parse(&name).ok_or(NotationError::BadCell(name))
    };
    Ok(MoveText {
        from: cell(from)?,
        to: cell(to)?,
    })
}

/// Writes `mv` as players do: `b3-c4` for a slide, `b3xc4` for a capture in `position`.
pub fn write_human(position: &Position, mv: Move) -> String {
    let sep = if mv.is_capture(position) { 'x' } else { '-' };
    format!("{}{sep}{}", mv.from, mv.to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepted_spellings() {
        for text in [
            "b3c4", "B3C4", "b3-c4", "B3-C4", "b3xc4", "B3XC4", "  b3c4\n", "b3:c4", "b3 c4",
            "b3 - c4",
        ] {
            let m = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(m.from, Square::parse("b3").unwrap(), "{text}");
            assert_eq!(m.to, Square::parse("c4").unwrap(), "{text}");
        }
    }

    #[test]
    fn refusals_say_what_is_wrong() {
        assert_eq!(parse(""), Err(NotationError::Shape));
        assert_eq!(parse("b3c"), Err(NotationError::Shape));
        assert_eq!(parse("b3-c4-d5"), Err(NotationError::Shape));
        assert_eq!(parse("b3+c4"), Err(NotationError::Shape));
        assert_eq!(parse("g3c4"), Err(NotationError::BadCell("g3".into())));
        assert_eq!(parse("b3c6"), Err(NotationError::BadCell("c6".into())));
        assert_eq!(parse("b0-c4"), Err(NotationError::BadCell("b0".into())));
        assert_eq!(parse("ééé"), Err(NotationError::Shape));
    }

    #[test]
    fn human_marks_captures() {
        let start = Position::start();
        let sq = |s| Square::parse(s).unwrap();
        assert_eq!(write_human(&start, Move::new(sq("b3"), sq("b4"))), "b3xb4");
        let empty = "6/6/6/6/6 b".parse::<Position>().unwrap();
        assert_eq!(write_human(&empty, Move::new(sq("b3"), sq("b4"))), "b3-b4");
    }
}
