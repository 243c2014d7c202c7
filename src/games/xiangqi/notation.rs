//! Reading and writing moves: ICCS coordinates (`h2e2`), WXF (`C2=5`, `R+=9`, `A6+5`) and
//! Chinese notation (炮二平五, 馬８進７).
//!
//! Chinese is written the way Chinese records write it: Red's files and counts in Chinese
//! numerals (一…九), Black's in full-width digits (１…９); 進/进 forward, 退 backward, 平
//! across. Traditional characters give Red 帥仕相傌俥炮兵 and Black 將士象馬車砲卒; simplified
//! give 帅仕相马车炮兵 and 将士象马车炮卒 (马, 车 and 炮 for both sides, as mainland records do).
//! Like pieces on one file are told apart as the Chinese rules and the xqbase computer standard
//! say: two by 前/後 (后), three soldiers by 前/中/後; four or five soldiers on one file, or
//! soldiers on two or more files that each hold several, by 一…五 in place of 前/中/後, counted
//! file by file from the mover's right and front to back within a file (一兵平五, for Black
//! 一卒平５). Advisors and elephants never need 前/後: on one file the front one can only go
//! back and the rear one only forward, so the file and direction tell them apart.
//!
//! Reading is in two steps. [`parse`] turns text into a [`MoveText`] without looking at any
//! position, so "this is not a move" is answered here; [`resolve`](super::resolve) (in
//! `resolve.rs`) then finds the legal move a text means in a position, so "ambiguous" and
//! "illegal" are answered there. Writing ([`write_wxf`], [`write_chinese`]) looks at the
//! position only to name the piece, never at a text.

use super::setup::reachable;
use super::{Move, Position, Role, Square};
use crate::games::{Msg, Reason};
use crate::games::{Script, Side};
use thiserror::Error;

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
    /// The `n`-th (1–5) of the like pieces standing on files that hold two or more of them,
    /// counted file by file from the mover's right, front to back within a file: Chinese 一兵,
    /// 二兵 … (xqbase), WXF `Pa`, `Pb` … With one such file this is simply the `n`-th from its
    /// front.
    Ordinal(u8),
}

/// A WXF or Chinese move, as written: piece, which one, direction, and the number after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Description {
    /// The piece role (`None` in the numbered-soldier form, which means soldiers).
    pub role: Option<Role>,
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

/// Why a text is not a Xiangqi move in any notation, found before any position is looked at;
/// each says how moves are written ([`NOTATION_HINT`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing but spaces.
    #[error("the move is empty; {}", NOTATION_HINT)]
    Empty,
    /// Latin letters and digits that are neither ICCS nor WXF.
    #[error("not ICCS or WXF; {}", NOTATION_HINT)]
    NotIccsOrWxf,
    /// Other characters that do not read as Chinese notation.
    #[error("not readable as Chinese notation; {}", NOTATION_HINT)]
    NotChinese,
}

impl NotationError {
    /// The problem for players (`move-xiangqi-empty`, `move-xiangqi-not-iccs-or-wxf`,
    /// `move-xiangqi-not-chinese`), then `move-xiangqi-how-to-write`, through `move-two-parts`.
    pub fn message(&self) -> Msg {
        let problem = match self {
            NotationError::Empty => "move-xiangqi-empty",
            NotationError::NotIccsOrWxf => "move-xiangqi-not-iccs-or-wxf",
            NotationError::NotChinese => "move-xiangqi-not-chinese",
        };
        Msg::new("move-two-parts")
            .with("first", Msg::new(problem))
            .with("second", Msg::new("move-xiangqi-how-to-write"))
    }
}

impl From<NotationError> for Reason {
    fn from(error: NotationError) -> Reason {
        Reason::new(error.message(), error.to_string())
    }
}

/// Reads a move in ICCS, WXF or Chinese notation.
///
/// ```
/// use kibitz::games::xiangqi::{parse, Description, Direction, MoveText, Origin};
/// use kibitz::games::xiangqi::Role;
/// let wxf = parse("C2=5").unwrap();
/// assert_eq!(parse("炮二平五").unwrap(), wxf);
/// assert!(matches!(parse("h2e2"), Ok(MoveText::Coordinates(_))));
/// assert!(parse("hello").is_err());
/// ```
pub fn parse(text: &str) -> Result<MoveText, NotationError> {
    let compact: String = text
        .chars()
        .filter(|&c| !c.is_whitespace() && !crate::games::is_invisible(c))
        .collect();
    if compact.is_empty() {
        return Err(NotationError::Empty);
    }
    // Only a text with a Chinese character (or a full-width form) was meant as Chinese
    // notation; other non-ASCII text (an emoji, `é2`) is answered as not ICCS or WXF.
    if !compact.is_ascii() && !compact.chars().any(is_cjk) {
        return Err(NotationError::NotIccsOrWxf);
    }
    if compact.is_ascii() {
        if let Some(mv) = parse_iccs(&compact) {
            return Ok(MoveText::Coordinates(mv));
        }
        return parse_wxf(&compact)
            .map(MoveText::Descriptive)
            .ok_or(NotationError::NotIccsOrWxf);
    }
    parse_chinese(&compact)
        .map(MoveText::Descriptive)
        .ok_or(NotationError::NotChinese)
}

/// Whether `c` is a CJK ideograph, CJK punctuation or a full-width form: the characters of
/// Chinese notation.
fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303F}' | '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
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

/// The xqbase letters `a`–`e` for [`Origin::Ordinal`] 1–5 (either case).
fn ordinal_letter(c: char) -> Option<Origin> {
    match c.to_ascii_lowercase() {
        l @ 'a'..='e' => Some(Origin::Ordinal(l as u8 - b'a' + 1)),
        _ => None,
    }
}

/// WXF: `C2=5`, `R+=9`, `+R=9`, `C+-1`, the numbered-soldier form `19+1` and xqbase's `Pa=5`.
fn parse_wxf(text: &str) -> Option<Description> {
    let c: Vec<char> = text.chars().collect();
    if c.len() != 4 {
        return None;
    }
    let direction = direction(c[2])?;
    let number = digit(c[3])?;
    let (role, origin) = if let Some(role) = Role::from_letter(c[0]) {
        let origin = digit(c[1])
            .map(Origin::File)
            .or_else(|| front_rear(c[1]))
            .or_else(|| ordinal_letter(c[1]))?;
        (Some(role), origin)
    } else if let Some(role) = Role::from_letter(c[1]) {
        (Some(role), front_rear(c[0])?)
    } else {
        let index = digit(c[0]).filter(|&i| i <= 5)?;
        let file = digit(c[1])?;
        (None, Origin::Nth { index, file })
    };
    Some(Description {
        role,
        origin,
        direction,
        number,
    })
}

fn chinese_kind(c: char) -> Option<Role> {
    Some(match c {
        '帥' | '帅' | '將' | '将' => Role::General,
        '仕' | '士' => Role::Advisor,
        '相' | '象' => Role::Elephant,
        '傌' | '馬' | '马' => Role::Horse,
        '俥' | '車' | '车' => Role::Chariot,
        '炮' | '砲' | '包' => Role::Cannon,
        '兵' | '卒' => Role::Soldier,
        _ => return None,
    })
}

/// Red's numerals, 1–9.
const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
/// Black's full-width digits, 1–9.
const FULL_WIDTH: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

fn chinese_number(c: char) -> Option<u8> {
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

/// Chinese: `炮二平五`, `馬８進７`, `前炮平五`, `後車退一`, `中兵平四`, `一兵平五`.
fn parse_chinese(text: &str) -> Option<Description> {
    let c: Vec<char> = text.chars().collect();
    if c.len() != 4 {
        return None;
    }
    let direction = chinese_direction(c[2])?;
    let number = chinese_number(c[3])?;
    let (role, origin) = match c[0] {
        '前' => (chinese_kind(c[1])?, Origin::Front),
        '中' => (chinese_kind(c[1])?, Origin::Middle),
        '後' | '后' => (chinese_kind(c[1])?, Origin::Rear),
        // 一…五 before the piece: the xqbase ordinal of crowded soldiers.
        label @ ('一' | '二' | '三' | '四' | '五') => {
            (chinese_kind(c[1])?, Origin::Ordinal(chinese_number(label)?))
        }
        first => (chinese_kind(first)?, Origin::File(chinese_number(c[1])?)),
    };
    Some(Description {
        role: Some(role),
        origin,
        direction,
        number,
    })
}

/// A file numbered 1–9 from `side`'s right.
pub fn file_number(sq: Square, side: Side) -> u8 {
    match side {
        Side::First => 9 - sq.file(),
        Side::Second => sq.file() + 1,
    }
}

/// The pieces of `side` and `role` on `file`, front (nearest the enemy) first.
pub(crate) fn file_group(position: &Position, side: Side, role: Role, file: u8) -> Vec<Square> {
    let mut group: Vec<Square> = (0..10u8)
        .filter_map(|rank| Square::new(file, rank))
        .filter(|&sq| {
            position
                .piece_at(sq)
                .is_some_and(|p| p.side == side && p.role == role)
        })
        .collect();
    if side == Side::First {
        group.reverse();
    }
    group
}

/// How many files hold two or more soldiers of `side`.
fn doubled_soldier_files(position: &Position, side: Side) -> usize {
    (0..9u8)
        .filter(|&file| file_group(position, side, Role::Soldier, file).len() >= 2)
        .count()
}

/// Whether the other piece of a two-piece `group` (the mover's role on the mover's file) could,
/// by the same step as `mv`, land on a point where such a piece can stand: then the file-number
/// form would fit both, and front/rear must say which. Blocking and pins are not looked at, so
/// the written form depends on the pieces' places only (as in Fairy-Stockfish).
fn twin_could_match(position: &Position, mv: Move, group: &[Square]) -> bool {
    let Some(piece) = position.piece_at(mv.from) else {
        return false;
    };
    let Some(&other) = group.iter().find(|&&sq| sq != mv.from) else {
        return false;
    };
    let shift = |at: u8, from: u8, to: u8| i16::from(at) + i16::from(to) - i16::from(from);
    let file = shift(other.file(), mv.from.file(), mv.to.file());
    let rank = shift(other.rank(), mv.from.rank(), mv.to.rank());
    let (Ok(file), Ok(rank)) = (u8::try_from(file), u8::try_from(rank)) else {
        return false;
    };
    // Soldiers count any point of the board (as Fairy-Stockfish does); the others only the
    // points their role can reach, which is what sets advisors and elephants apart.
    Square::new(file, rank)
        .is_some_and(|to| piece.role == Role::Soldier || reachable(piece.side, piece.role, to))
}

/// Describes a legal move of `position` the way WXF writes it.
pub(crate) fn describe(position: &Position, mv: Move) -> Description {
    let us = position.turn();
    let role = position.piece_at(mv.from).map_or(Role::Soldier, |p| p.role);
    let group = file_group(position, us, role, mv.from.file());
    let place = group.iter().position(|&sq| sq == mv.from).unwrap_or(0);
    let file = file_number(mv.from, us);
    let (kind_out, origin) = if group.len() < 2 {
        (Some(role), Origin::File(file))
    } else if role == Role::Soldier && (group.len() > 2 || doubled_soldier_files(position, us) > 1)
    {
        (
            None,
            Origin::Nth {
                index: place as u8 + 1,
                file,
            },
        )
    } else if !twin_could_match(position, mv, &group) {
        // WXF (and Fairy-Stockfish) mark front/rear only when the file number and direction
        // would not tell the two apart: two advisors or elephants on one file never need it
        // (one can only go forward, the other only backward), others do not at an edge.
        (Some(role), Origin::File(file))
    } else if place == 0 {
        (Some(role), Origin::Front)
    } else {
        (Some(role), Origin::Rear)
    };
    let forward = match us {
        Side::First => i16::from(mv.to.rank()) - i16::from(mv.from.rank()),
        Side::Second => i16::from(mv.from.rank()) - i16::from(mv.to.rank()),
    };
    let direction = match forward {
        0 => Direction::Across,
        f if f > 0 => Direction::Forward,
        _ => Direction::Backward,
    };
    let straight = matches!(
        role,
        Role::General | Role::Chariot | Role::Cannon | Role::Soldier
    );
    let number = if direction != Direction::Across && straight {
        forward.unsigned_abs() as u8
    } else {
        file_number(mv.to, us)
    };
    Description {
        role: kind_out,
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
            out.push(d.role.map_or('P', Role::wxf_letter));
            out.push((b'0' + file) as char);
        }
        Origin::Front | Origin::Middle | Origin::Rear => {
            out.push(d.role.map_or('P', Role::wxf_letter));
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
        Origin::Ordinal(n) => {
            out.push(d.role.map_or('P', Role::wxf_letter));
            out.push(b'a'.saturating_add(n.saturating_sub(1)) as char);
        }
    }
    out.push(d.direction.symbol());
    out.push((b'0' + d.number) as char);
    out
}

/// Writes a legal move of `position` in WXF.
///
/// ```
/// use kibitz::games::xiangqi::{write_wxf, Move, Position, Square};
/// let sq = |s| Square::parse(s).unwrap();
/// assert_eq!(write_wxf(&Position::start(), Move::new(sq("h2"), sq("e2"))), "C2=5");
/// assert_eq!(write_wxf(&Position::start(), Move::new(sq("b0"), sq("c2"))), "H8+7");
/// ```
pub fn write_wxf(position: &Position, mv: Move) -> String {
    write_description(&describe(position, mv))
}

/// The pieces of `side` and `role` standing on files that hold two or more of them, in the
/// order the Chinese ordinals 一…五 count them: file by file from `side`'s right, front to back
/// within a file (the xqbase standard; its worked example numbers Red's file 四 before 六).
pub(super) fn crowded_pieces(position: &Position, side: Side, role: Role) -> Vec<Square> {
    let mut files: Vec<u8> = (0..9u8).collect();
    files.sort_by_key(|&file| match Square::new(file, 0) {
        Some(sq) => file_number(sq, side),
        None => 0,
    });
    files
        .into_iter()
        .map(|file| file_group(position, side, role, file))
        .filter(|group| group.len() >= 2)
        .flatten()
        .collect()
}

/// Describes a legal move of `position` the way Chinese records write it: the direction and
/// number are WXF's; only the way the piece is named differs (see the module documentation).
fn describe_chinese(position: &Position, mv: Move) -> Description {
    let wxf = describe(position, mv);
    let us = position.turn();
    let role = position.piece_at(mv.from).map_or(Role::Soldier, |p| p.role);
    let group = file_group(position, us, role, mv.from.file());
    let place = group.iter().position(|&sq| sq == mv.from).unwrap_or(0);
    let origin = if group.len() < 2 || matches!(role, Role::Advisor | Role::Elephant) {
        Origin::File(file_number(mv.from, us))
    } else {
        let crowded = crowded_pieces(position, us, role);
        let several_files = crowded.len() > group.len();
        if several_files || group.len() > 3 {
            let n = crowded.iter().position(|&sq| sq == mv.from).unwrap_or(0);
            Origin::Ordinal(n as u8 + 1)
        } else {
            match (group.len(), place) {
                (_, 0) => Origin::Front,
                (3, 1) => Origin::Middle,
                _ => Origin::Rear,
            }
        }
    };
    Description {
        role: Some(role),
        origin,
        direction: wxf.direction,
        number: wxf.number,
    }
}

/// A number 1–9 as `side` writes it: Red in Chinese numerals, Black in full-width digits.
fn side_number(n: u8, side: Side) -> char {
    let digits = match side {
        Side::First => &NUMERALS,
        Side::Second => &FULL_WIDTH,
    };
    usize::from(n)
        .checked_sub(1)
        .and_then(|i| digits.get(i))
        .copied()
        .unwrap_or('?')
}

/// The character of a piece in `script`: traditional 帥仕相傌俥炮兵 / 將士象馬車砲卒, simplified
/// 帅仕相马车炮兵 / 将士象马车炮卒.
fn piece_char(role: Role, side: Side, script: Script) -> char {
    let red = side == Side::First;
    let traditional = script == Script::Traditional;
    match role {
        Role::General => match (red, traditional) {
            (true, true) => '帥',
            (true, false) => '帅',
            (false, true) => '將',
            (false, false) => '将',
        },
        Role::Advisor => {
            if red {
                '仕'
            } else {
                '士'
            }
        }
        Role::Elephant => {
            if red {
                '相'
            } else {
                '象'
            }
        }
        Role::Horse => match (red, traditional) {
            (true, true) => '傌',
            (false, true) => '馬',
            (_, false) => '马',
        },
        Role::Chariot => match (red, traditional) {
            (true, true) => '俥',
            (false, true) => '車',
            (_, false) => '车',
        },
        Role::Cannon => {
            if red || !traditional {
                '炮'
            } else {
                '砲'
            }
        }
        Role::Soldier => {
            if red {
                '兵'
            } else {
                '卒'
            }
        }
    }
}

/// Writes a legal move of `position` in Chinese notation, in simplified or traditional
/// characters. [`resolve`](super::resolve) reads everything written here back to the same
/// move.
///
/// ```
/// use kibitz::games::xiangqi::{write_chinese, Move, Position, Square};
/// use kibitz::games::Script;
/// let sq = |s| Square::parse(s).unwrap();
/// let start = Position::start();
/// let cannon = Move::new(sq("h2"), sq("e2"));
/// assert_eq!(write_chinese(&start, cannon, Script::Traditional), "炮二平五");
/// let after = start.play(cannon).unwrap();
/// let horse = Move::new(sq("h9"), sq("g7"));
/// assert_eq!(write_chinese(&after, horse, Script::Traditional), "馬８進７");
/// assert_eq!(write_chinese(&after, horse, Script::Simplified), "马８进７");
/// ```
pub fn write_chinese(position: &Position, mv: Move, script: Script) -> String {
    let d = describe_chinese(position, mv);
    let us = position.turn();
    let role = d.role.unwrap_or(Role::Soldier);
    let piece = piece_char(role, us, script);
    let traditional = script == Script::Traditional;
    let mut out = String::with_capacity(12);
    match d.origin {
        Origin::File(file) | Origin::Nth { file, .. } => {
            out.push(piece);
            out.push(side_number(file, us));
        }
        Origin::Front | Origin::Middle | Origin::Rear => {
            out.push(match d.origin {
                Origin::Front => '前',
                Origin::Middle => '中',
                _ if traditional => '後',
                _ => '后',
            });
            out.push(piece);
        }
        // The ordinal stands in for 前/中/後, so it is a Chinese numeral for both sides.
        Origin::Ordinal(n) => {
            out.push(side_number(n, Side::First));
            out.push(piece);
        }
    }
    out.push(match d.direction {
        Direction::Forward if traditional => '進',
        Direction::Forward => '进',
        Direction::Backward => '退',
        Direction::Across => '平',
    });
    out.push(side_number(d.number, us));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(role: Option<Role>, origin: Origin, direction: Direction, number: u8) -> MoveText {
        MoveText::Descriptive(Description {
            role,
            origin,
            direction,
            number,
        })
    }

    #[test]
    fn reads_every_form() {
        use Direction::*;
        use Origin::*;
        use Role::*;
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
