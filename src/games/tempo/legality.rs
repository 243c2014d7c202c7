//! Why a move is illegal: the movement rules checked one by one for a single stone, so that a
//! refused move comes with the rule it breaks and what would work instead.
//!
//! This is a second, independent reading of the rules (per stone, from the geometry tables),
//! and the tests hold it against the fast generator on many positions.

use super::movegen::{for_each_move, play_unchecked};
use super::position::Position;
use super::square::Square;
use super::square::{corner_at, free_directions, Axis, PAIRS};
use super::square::{squares, Direction};
use super::Move;
use crate::games::reason::legal_from;
use crate::games::{Arg, GameKind, MoveWords, Msg, Reason, Side};
use thiserror::Error;

/// The rule a move breaks.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalMove {
    /// The from-cell is empty.
    #[error("there is no stone on {0}")]
    NoStone(Square),
    /// The stone belongs to the player who is not on move.
    #[error(
        "the stone on {square} is {}'s, and it is {}'s turn",
        side_title(*owner),
        side_title(owner.opponent())
    )]
    NotYourStone { square: Square, owner: Side },
    /// From and to are the same cell.
    #[error("a move must go somewhere: {0} to {0} stays put")]
    SameCell(Square),
    /// The to-cell is not along a row, column or diagonal from the from-cell.
    #[error(
        "{from} to {to} is not a straight line (stones move along a row, a column or a diagonal)"
    )]
    NotStraight { from: Square, to: Square },
    /// Rule (a): the stone is not the middle of any line of three.
    #[error(
        "the stone on {0} is not between two stones: a stone moves only when both cells on \
         opposite sides of it (in a row, column or diagonal) are occupied"
    )]
    NotBetweenTwoStones(Square),
    /// Corner rule: a cell orthogonally next to the corner is empty.
    #[error(
        "the corner stone on {corner} may move only when both cells next to the corner \
         ({}) are occupied",
        cell_names(.neighbours)
    )]
    CornerNeedsBothNeighbours {
        corner: Square,
        neighbours: Vec<Square>,
    },
    /// Corner rule: a corner stone moves only along the inward diagonal.
    #[error("the corner stone on {corner} moves only along the diagonal into the board, towards {towards}")]
    CornerMovesDiagonally { corner: Square, towards: Square },
    /// Rule (b): the direction is not perpendicular to a line the stone is the middle of.
    #[error(
        "{from} to {to} is not perpendicular to a line the stone stands in the middle of \
         ({}); it may move {}",
        line_names(.lines),
        direction_names(.allowed)
    )]
    NotPerpendicular {
        from: Square,
        to: Square,
        lines: Vec<(Axis, Square, Square)>,
        allowed: Vec<Direction>,
    },
    /// A slide passes only over empty cells.
    #[error("the way from {from} to {to} is blocked by the stone on {blocker}")]
    PathBlocked {
        from: Square,
        to: Square,
        blocker: Square,
    },
    /// Only a directly adjacent enemy stone can be taken.
    #[error("{from} cannot take the stone on {to}: only a stone directly next to it can be taken")]
    CaptureNotAdjacent { from: Square, to: Square },
    /// The to-cell holds one of the mover's own stones.
    #[error("{to} holds your own stone, and you cannot take your own stones")]
    CannotCaptureOwnStone { to: Square },
}

impl IllegalMove {
    /// The name of the rule, as in the variant's name (`"PathBlocked"`): for logs and tests.
    pub fn rule(&self) -> &'static str {
        match self {
            IllegalMove::NoStone(_) => "NoStone",
            IllegalMove::NotYourStone { .. } => "NotYourStone",
            IllegalMove::SameCell(_) => "SameCell",
            IllegalMove::NotStraight { .. } => "NotStraight",
            IllegalMove::NotBetweenTwoStones(_) => "NotBetweenTwoStones",
            IllegalMove::CornerNeedsBothNeighbours { .. } => "CornerNeedsBothNeighbours",
            IllegalMove::CornerMovesDiagonally { .. } => "CornerMovesDiagonally",
            IllegalMove::NotPerpendicular { .. } => "NotPerpendicular",
            IllegalMove::PathBlocked { .. } => "PathBlocked",
            IllegalMove::CaptureNotAdjacent { .. } => "CaptureNotAdjacent",
            IllegalMove::CannotCaptureOwnStone { .. } => "CannotCaptureOwnStone",
        }
    }
}

impl IllegalMove {
    /// The rule for players: `move-tempo-<rule>`, cells as text, sides, lines and directions
    /// as messages.
    pub fn message(&self) -> Msg {
        let sq = |s: &Square| s.to_string();
        match self {
            IllegalMove::NoStone(square) => {
                Msg::new("move-tempo-no-stone").with("square", sq(square))
            }
            IllegalMove::NotYourStone { square, owner } => Msg::new("move-tempo-not-your-stone")
                .with("square", sq(square))
                .with("owner", (GameKind::Tempo, *owner))
                .with("mover", (GameKind::Tempo, owner.opponent())),
            IllegalMove::SameCell(square) => {
                Msg::new("move-tempo-same-cell").with("square", sq(square))
            }
            IllegalMove::NotStraight { from, to } => Msg::new("move-tempo-not-straight")
                .with("from", sq(from))
                .with("to", sq(to)),
            IllegalMove::NotBetweenTwoStones(square) => {
                Msg::new("move-tempo-not-between-two-stones").with("square", sq(square))
            }
            IllegalMove::CornerNeedsBothNeighbours { corner, neighbours } => {
                Msg::new("move-tempo-corner-needs-both-neighbours")
                    .with("corner", sq(corner))
                    .with(
                        "neighbours",
                        Arg::List(neighbours.iter().map(|n| Arg::Text(sq(n))).collect()),
                    )
            }
            IllegalMove::CornerMovesDiagonally { corner, towards } => {
                Msg::new("move-tempo-corner-moves-diagonally")
                    .with("corner", sq(corner))
                    .with("towards", sq(towards))
            }
            IllegalMove::NotPerpendicular {
                from,
                to,
                lines,
                allowed,
            } => Msg::new("move-tempo-not-perpendicular")
                .with("from", sq(from))
                .with("to", sq(to))
                .with(
                    "lines",
                    Arg::List(
                        lines
                            .iter()
                            .map(|(axis, a, b)| {
                                Arg::from(
                                    Msg::new(axis_id(*axis))
                                        .with("from", sq(a))
                                        .with("to", sq(b)),
                                )
                            })
                            .collect(),
                    ),
                )
                .with(
                    "directions",
                    crate::games::reason::either(
                        allowed
                            .iter()
                            .map(|&d| Arg::from(Msg::new(direction_id(d))))
                            .collect(),
                    ),
                ),
            IllegalMove::PathBlocked { from, to, blocker } => Msg::new("move-tempo-path-blocked")
                .with("from", sq(from))
                .with("to", sq(to))
                .with("blocker", sq(blocker)),
            IllegalMove::CaptureNotAdjacent { from, to } => {
                Msg::new("move-tempo-capture-not-adjacent")
                    .with("from", sq(from))
                    .with("to", sq(to))
            }
            IllegalMove::CannotCaptureOwnStone { to } => {
                Msg::new("move-tempo-cannot-capture-own-stone").with("to", sq(to))
            }
        }
    }
}

impl From<IllegalMove> for Reason {
    fn from(rule: IllegalMove) -> Reason {
        Reason::new(rule.message(), rule.to_string())
    }
}

/// A line a stone stands in the middle of, for players: "the row a3–c3" (`$from`, `$to`).
fn axis_id(axis: Axis) -> &'static str {
    match axis {
        Axis::Row => "move-tempo-line-row",
        Axis::Column => "move-tempo-line-column",
        Axis::Diagonal | Axis::AntiDiagonal => "move-tempo-line-diagonal",
    }
}

/// A compass direction, for players.
fn direction_id(dir: Direction) -> &'static str {
    match dir {
        Direction::North => "move-tempo-north",
        Direction::NorthEast => "move-tempo-north-east",
        Direction::East => "move-tempo-east",
        Direction::SouthEast => "move-tempo-south-east",
        Direction::South => "move-tempo-south",
        Direction::SouthWest => "move-tempo-south-west",
        Direction::West => "move-tempo-west",
        Direction::NorthWest => "move-tempo-north-west",
    }
}

/// "Black" or "White".
fn side_title(side: Side) -> &'static str {
    match side {
        Side::First => "Black",
        Side::Second => "White",
    }
}

fn cell_names(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(Square::to_string).collect();
    names.join(" and ")
}

fn line_names(lines: &[(Axis, Square, Square)]) -> String {
    let names: Vec<String> = lines
        .iter()
        .map(|(axis, a, b)| format!("the {} {a}–{b}", axis.name()))
        .collect();
    names.join(", ")
}

fn direction_name(dir: Direction) -> &'static str {
    match dir {
        Direction::North => "north",
        Direction::NorthEast => "north-east",
        Direction::East => "east",
        Direction::SouthEast => "south-east",
        Direction::South => "south",
        Direction::SouthWest => "south-west",
        Direction::West => "west",
        Direction::NorthWest => "north-west",
    }
}

fn direction_names(dirs: &[Direction]) -> String {
    let names: Vec<&str> = dirs.iter().map(|&d| direction_name(d)).collect();
    names.join(" or ")
}

/// Checks the move `from`→`to` in `position` rule by rule: the move, or the first rule it
/// breaks.
///
/// ```
/// use kibitz::games::tempo::{check_move, IllegalMove, Position, Square};
/// let start = Position::start();
/// let sq = |s| Square::parse(s).unwrap();
/// assert!(check_move(&start, sq("b3"), sq("b4")).is_ok());
/// assert!(matches!(
///     check_move(&start, sq("b3"), sq("c4")),
///     Err(IllegalMove::CannotCaptureOwnStone { .. })
/// ));
/// ```
pub fn check_move(position: &Position, from: Square, to: Square) -> Result<Move, IllegalMove> {
    let mover = position.turn();
    match position.stone_at(from) {
        None => return Err(IllegalMove::NoStone(from)),
        Some(owner) if owner != mover => {
            return Err(IllegalMove::NotYourStone {
                square: from,
                owner,
            })
        }
        Some(_) => {}
    }
    if from == to {
        return Err(IllegalMove::SameCell(from));
    }
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    if df != 0 && dr != 0 && df.abs() != dr.abs() {
        return Err(IllegalMove::NotStraight { from, to });
    }
    let dir = Direction::from_delta(df.signum(), dr.signum())
        .ok_or(IllegalMove::NotStraight { from, to })?;
    let occupied = position.occupied();

    if let Some(corner) = corner_at(from) {
        if occupied & corner.neighbours != corner.neighbours {
            return Err(IllegalMove::CornerNeedsBothNeighbours {
                corner: from,
                neighbours: squares(corner.neighbours).collect(),
            });
        }
        if dir != corner.inward {
            let towards = corner.inward.step(from).unwrap_or(from);
            return Err(IllegalMove::CornerMovesDiagonally {
                corner: from,
                towards,
            });
        }
    } else {
        let allowed = free_directions(from, occupied);
        if allowed.is_empty() {
            return Err(IllegalMove::NotBetweenTwoStones(from));
        }
        if !allowed.contains(&dir) {
            let lines = Axis::ALL
                .into_iter()
                .enumerate()
                .filter_map(|(a, axis)| {
                    let pair = PAIRS[usize::from(from.index())][a];
                    if pair == 0 || occupied & pair != pair {
                        return None;
                    }
                    let mut ends = squares(pair);
                    Some((axis, ends.next()?, ends.next()?))
                })
                .collect();
            return Err(IllegalMove::NotPerpendicular {
                from,
                to,
                lines,
                allowed,
            });
        }
    }

    // Every cell strictly between `from` and `to` must be empty.
    let mut cell = from;
    while let Some(next) = dir.step(cell) {
        if next == to {
            break;
        }
        if position.stone_at(next).is_some() {
            return Err(IllegalMove::PathBlocked {
                from,
                to,
                blocker: next,
            });
        }
        cell = next;
    }
    match position.stone_at(to) {
        None => Ok(Move::new(from, to)),
        Some(owner) if owner == mover => Err(IllegalMove::CannotCaptureOwnStone { to }),
        Some(_) if df.abs() > 1 || dr.abs() > 1 => {
            Err(IllegalMove::CaptureNotAdjacent { from, to })
        }
        Some(_) => Ok(Move::new(from, to)),
    }
}

/// What would work instead of an illegal move from `from`: the legal moves of that stone, or,
/// if it has none (or is not the mover's), the mover's stones that can move.
pub fn hint(position: &Position, from: Square) -> Reason {
    let mut all = Vec::new();
    for_each_move(position, |mv| all.push(mv));
    let mut here: Vec<String> = all
        .iter()
        .filter(|mv| mv.from == from && position.stone_at(from) == Some(position.turn()))
        .map(Move::to_string)
        .collect();
    here.sort();
    if !here.is_empty() {
        let args = here
            .iter()
            .map(|m| Arg::Move(MoveWords::usual(m.clone())))
            .collect();
        return legal_from(from.to_string(), args, here);
    }
    let mut names: Vec<String> = all.iter().map(|mv| mv.from.to_string()).collect();
    names.sort();
    names.dedup();
    let mover = position.turn();
    let who = side_title(mover);
    let side = Arg::Side(GameKind::Tempo, mover);
    if names.is_empty() {
        return Reason::new(
            Msg::new("move-tempo-no-legal-move").with("side", side),
            format!("{who} has no legal move"),
        );
    }
    let can_move = Reason::new(
        Msg::new("move-tempo-stones-that-can-move")
            .with("side", side)
            .with(
                "squares",
                Arg::List(names.iter().cloned().map(Arg::Text).collect()),
            ),
        format!("{who}'s stones that can move: {}", names.join(", ")),
    );
    if position.stone_at(from) == Some(mover) {
        Reason::new(
            Msg::new("move-tempo-stone-cannot-move").with("square", from.to_string()),
            format!("the stone on {from} cannot move now"),
        )
        .then(can_move)
    } else {
        can_move
    }
}

impl Position {
    /// The position after `mv`, or the rule it breaks; `self` is left as it was.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        check_move(self, mv.from, mv.to).map(|mv| play_unchecked(self, mv))
    }
}
