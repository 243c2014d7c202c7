//! Reading and writing moves: ICCS coordinates (`h2e2`), WXF (`C2=5`, `R+=9`) and Chinese
//! notation (炮二平五, 馬８進７).
//!
//! Reading is in two steps. [`parse`] turns text into a [`MoveText`] without looking at any
//! position, so "this is not a move" is answered here; [`resolve`](super::resolve) then finds the
//! legal move a text means in a position, so "ambiguous" and "illegal" are answered there.

use super::movegen::Move;
use super::piece::{Color, Kind, Square};
use super::position::Position;

/// Which way a descriptive (WXF or Chinese) move goes, seen from the mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// `+`, 進: towards the enemy.
    Forward,
    /// `-`, 退: towards one's own side.
    Backward,
    /// `=` (or `.`), 平: along the rank.
    Across,
}

impl Direction {
    fn symbol(self) -> char {
        match self {
            Direction::Forward => '+',
            Direction::Backward => '-',
            Direction::Across => '=',
        }
    }
}

/// Which piece a descriptive move means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The piece on this file, numbered 1–9 from the mover's right.
    File(u8),
    /// The front one of two (or three) like pieces on one file (`+`, 前).
    Front,
    /// The middle one of three soldiers on one file (中).
    Middle,
    /// The rear one of two (or three) like pieces on one file (`-`, 後).
    Rear,
    /// The `index`-th soldier from the front on file `file` (`19+1`: the front soldier of file 9).
    Nth { index: u8, file: u8 },
}

/// A WXF or Chinese move, as written: piece, which one, direction, and the number after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Description {
    /// The piece kind (`None` in the numbered-soldier form, which means soldiers).
    pub kind: Option<Kind>,
    pub origin: Origin,
    pub direction: Direction,
    /// The destination file, or for a straight forward/backward move of a general, chariot,
    /// cannon or soldier, the number of points moved.
    pub number: u8,
}

/// A move's text, read but not yet matched against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveText {
    /// ICCS coordinates: from-point and to-point.
    Coordinates(Move),
    /// WXF or Chinese: a description relative to the mover.
    Descriptive(Description),
}

/// What a text needs to look like, said when it cannot be read.
pub const NOTATION_HINT: &str =
    "write ICCS like h2e2, WXF like C2=5 or R+=9, or Chinese like 炮二平五";

/// Reads a move in ICCS, WXF or Chinese notation.
///
/// ```
/// use kibitz::games::xiangqi::notation::{parse, Description, Direction, MoveText, Origin};
/// use kibitz::games::xiangqi::Kind;
/// let wxf = parse("C2=5").unwrap();
/// assert_eq!(parse("炮二平五").unwrap(), wxf);
/// assert!(matches!(parse("h2e2"), Ok(MoveText::Coordinates(_))));
/// assert!(parse("hello").is_err());
/// ```
pub fn parse(text: &str) -> Result<MoveText, String> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.is_empty() {
        return Err(format!("the move is empty; {NOTATION_HINT}"));
    }
    if compact.is_ascii() {
        if let Some(mv) = parse_iccs(&compact) {
            return Ok(MoveText::Coordinates(mv));
        }
        return parse_wxf(&compact)
            .map(MoveText::Descriptive)
            .ok_or_else(|| format!("not ICCS or WXF; {NOTATION_HINT}"));
    }
    parse_chinese(&compact)
        .map(MoveText::Descriptive)
        .ok_or_else(|| format!("not readable as Chinese notation; {NOTATION_HINT}"))
}

/// `h2e2`, `H2E2` or `h2-e2`.
fn parse_iccs(text: &str) -> Option<Move> {
    let text = text.replace('-', "");
    if text.len() != 4 {
        return None;
    }
    let from = Square::parse(&text[..2])?;
    let to = Square::parse(&text[2..])?;
    Some(Move::new(from, to))
}

fn digit(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        _ => None,
    }
}

fn direction(c: char) -> Option<Direction> {
    match c {
        '+' => Some(Direction::Forward),
        '-' => Some(Direction::Backward),
        '=' | '.' => Some(Direction::Across),
        _ => None,
    }
}

fn front_rear(c: char) -> Option<Origin> {
    match c {
        '+' => Some(Origin::Front),
        '-' => Some(Origin::Rear),
        _ => None,
    }
}

/// WXF: `C2=5`, `R+=9`, `+R=9`, `C+-1` and the numbered-soldier form `19+1`.
fn parse_wxf(text: &str) -> Option<Description> {
    let c: Vec<char> = text.chars().collect();
    if c.len() != 4 {
        return None;
    }
    let direction = direction(c[2])?;
    let number = digit(c[3])?;
    let (kind, origin) = if let Some(kind) = Kind::from_letter(c[0]) {
        let origin = digit(c[1]).map(Origin::File).or_else(|| front_rear(c[1]))?;
        (Some(kind), origin)
    } else if let Some(kind) = Kind::from_letter(c[1]) {
        (Some(kind), front_rear(c[0])?)
    } else {
        let index = digit(c[0]).filter(|&i| i <= 5)?;
        let file = digit(c[1])?;
        (None, Origin::Nth { index, file })
    };
    Some(Description {
        kind,
        origin,
        direction,
        number,
    })
}

fn chinese_kind(c: char) -> Option<Kind> {
    Some(match c {
        '帥' | '帅' | '將' | '将' => Kind::General,
        '仕' | '士' => Kind::Advisor,
        '相' | '象' => Kind::Elephant,
        '傌' | '馬' | '马' => Kind::Horse,
        '俥' | '車' | '车' => Kind::Chariot,
        '炮' | '砲' | '包' => Kind::Cannon,
        '兵' | '卒' => Kind::Soldier,
        _ => return None,
    })
}

fn chinese_number(c: char) -> Option<u8> {
    const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    if let Some(i) = NUMERALS.iter().position(|&n| n == c) {
        return Some(i as u8 + 1);
    }
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        // Full-width digits １–９.
        '\u{FF11}'..='\u{FF19}' => Some((c as u32 - 0xFF10) as u8),
        _ => None,
    }
}

fn chinese_direction(c: char) -> Option<Direction> {
    match c {
        '進' | '进' => Some(Direction::Forward),
        '退' => Some(Direction::Backward),
        '平' => Some(Direction::Across),
        _ => None,
    }
}

/// Chinese: `炮二平五`, `馬８進７`, `前炮平五`, `後車退一`, `中兵平四`.
fn parse_chinese(text: &str) -> Option<Description> {
    let c: Vec<char> = text.chars().collect();
    if c.len() != 4 {
        return None;
    }
    let direction = chinese_direction(c[2])?;
    let number = chinese_number(c[3])?;
    let (kind, origin) = match c[0] {
        '前' => (chinese_kind(c[1])?, Origin::Front),
        '中' => (chinese_kind(c[1])?, Origin::Middle),
        '後' | '后' => (chinese_kind(c[1])?, Origin::Rear),
        first => (chinese_kind(first)?, Origin::File(chinese_number(c[1])?)),
    };
    Some(Description {
        kind: Some(kind),
        origin,
        direction,
        number,
    })
}

/// A file numbered 1–9 from `color`'s right.
pub fn file_number(sq: Square, color: Color) -> u8 {
    match color {
        Color::Red => 9 - sq.file(),
        Color::Black => sq.file() + 1,
    }
}

/// The pieces of `color` and `kind` on `file`, front (nearest the enemy) first.
pub(crate) fn file_group(position: &Position, color: Color, kind: Kind, file: u8) -> Vec<Square> {
    let mut group: Vec<Square> = (0..10u8)
        .filter_map(|rank| Square::new(file, rank))
        .filter(|&sq| {
            position
                .piece_at(sq)
                .is_some_and(|p| p.color == color && p.kind == kind)
        })
        .collect();
    if color == Color::Red {
        group.reverse();
    }
    group
}

/// How many files hold two or more soldiers of `color`.
fn doubled_soldier_files(position: &Position, color: Color) -> usize {
    (0..9u8)
        .filter(|&file| file_group(position, color, Kind::Soldier, file).len() >= 2)
        .count()
}

/// Describes a legal move of `position` the way WXF writes it.
pub(crate) fn describe(position: &Position, mv: Move) -> Description {
    let us = position.turn();
    let kind = position.piece_at(mv.from).map_or(Kind::Soldier, |p| p.kind);
    let group = file_group(position, us, kind, mv.from.file());
    let place = group.iter().position(|&sq| sq == mv.from).unwrap_or(0);
    let file = file_number(mv.from, us);
    let (kind_out, origin) = if group.len() < 2 {
        (Some(kind), Origin::File(file))
    } else if kind == Kind::Soldier && (group.len() > 2 || doubled_soldier_files(position, us) > 1)
    {
        (
            None,
            Origin::Nth {
                index: place as u8 + 1,
                file,
            },
        )
    } else if place == 0 {
        (Some(kind), Origin::Front)
    } else {
        (Some(kind), Origin::Rear)
    };
    let forward = match us {
        Color::Red => i16::from(mv.to.rank()) - i16::from(mv.from.rank()),
        Color::Black => i16::from(mv.from.rank()) - i16::from(mv.to.rank()),
    };
    let direction = match forward {
        0 => Direction::Across,
        f if f > 0 => Direction::Forward,
        _ => Direction::Backward,
    };
    let straight = matches!(
        kind,
        Kind::General | Kind::Chariot | Kind::Cannon | Kind::Soldier
    );
    let number = if direction != Direction::Across && straight {
        forward.unsigned_abs() as u8
    } else {
        file_number(mv.to, us)
    };
    Description {
        kind: kind_out,
        origin,
        direction,
        number,
    }
}

/// Writes a description in WXF: `C2=5`, `R+=9`, `C+-1`, `19+1`.
pub fn write_description(d: &Description) -> String {
    let mut out = String::with_capacity(4);
    match d.origin {
        Origin::File(file) => {
            out.push(d.kind.map_or('P', Kind::wxf_letter));
            out.push((b'0' + file) as char);
        }
        Origin::Front | Origin::Middle | Origin::Rear => {
            out.push(d.kind.map_or('P', Kind::wxf_letter));
            out.push(match d.origin {
                Origin::Front => '+',
                Origin::Rear => '-',
                _ => '=',
            });
        }
        Origin::Nth { index, file } => {
            out.push((b'0' + index) as char);
            out.push((b'0' + file) as char);
        }
    }
    out.push(d.direction.symbol());
    out.push((b'0' + d.number) as char);
    out
}

/// Writes a legal move of `position` in WXF.
///
/// ```
/// use kibitz::games::xiangqi::{notation::write_wxf, Move, Position, Square};
/// let sq = |s| Square::parse(s).unwrap();
/// assert_eq!(write_wxf(&Position::start(), Move::new(sq("h2"), sq("e2"))), "C2=5");
/// assert_eq!(write_wxf(&Position::start(), Move::new(sq("b0"), sq("c2"))), "H8+7");
/// ```
pub fn write_wxf(position: &Position, mv: Move) -> String {
    write_description(&describe(position, mv))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(kind: Option<Kind>, origin: Origin, direction: Direction, number: u8) -> MoveText {
        MoveText::Descriptive(Description {
            kind,
            origin,
            direction,
            number,
        })
    }

    #[test]
    fn reads_every_form() {
        use Direction::*;
        use Kind::*;
        use Origin::*;
        let cases = [
            ("C2=5", d(Some(Cannon), File(2), Across, 5)),
            ("c2.5", d(Some(Cannon), File(2), Across, 5)),
            ("H8+7", d(Some(Horse), File(8), Forward, 7)),
            ("N8+7", d(Some(Horse), File(8), Forward, 7)),
            ("B3+5", d(Some(Elephant), File(3), Forward, 5)),
            ("R-=9", d(Some(Chariot), Rear, Across, 9)),
            ("-R=9", d(Some(Chariot), Rear, Across, 9)),
            ("+R=9", d(Some(Chariot), Front, Across, 9)),
            ("C+-1", d(Some(Cannon), Front, Backward, 1)),
            ("19+1", d(None, Nth { index: 1, file: 9 }, Forward, 1)),
            ("炮二平五", d(Some(Cannon), File(2), Across, 5)),
            ("馬８進７", d(Some(Horse), File(8), Forward, 7)),
            ("马8进7", d(Some(Horse), File(8), Forward, 7)),
            ("前炮退一", d(Some(Cannon), Front, Backward, 1)),
            ("後車平四", d(Some(Chariot), Rear, Across, 4)),
            ("中兵平四", d(Some(Soldier), Middle, Across, 4)),
        ];
        for (text, want) in cases {
            assert_eq!(parse(text), Ok(want), "{text}");
        }
        let sq = |s| Square::parse(s).unwrap();
        assert_eq!(
            parse("h2-e2"),
            Ok(MoveText::Coordinates(Move::new(sq("h2"), sq("e2"))))
        );
    }

    #[test]
    fn refuses_non_moves() {
        for text in [
            "",
            "C2=0",
            "X2=5",
            "C2*5",
            "h2e",
            "j2e2",
            "炮十平五",
            "車二走五",
            "C22=5",
        ] {
            assert!(parse(text).is_err(), "{text}");
        }
    }
}
