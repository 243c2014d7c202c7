//! The end of the game: the win, draw rules 1–8 (checked after every move, wins first) and the
//! conditions of draw rule 9 (agreement).

use super::movegen::legal_moves;
use super::piece::Role;
use super::position::Position;
use crate::games::{Arg, BySide, EndReason, GameKind, Msg, Outcome, Reason, Side};

/// Half-moves without capture or Gattino move that draw the game (rule 3).
pub const QUIET_PLIES_LIMIT: u32 = 60;
/// Moves each side must have played before a draw may be agreed (rule 9).
pub const AGREEMENT_MOVES: u32 = 20;

struct Material {
    topi: BySide<usize>,
    lepri: BySide<usize>,
    gattini: BySide<usize>,
    cavalli: usize,
    total: usize,
}

fn material(position: &Position) -> Material {
    let mut m = Material {
        topi: BySide::splat(0),
        lepri: BySide::splat(0),
        gattini: BySide::splat(0),
        cavalli: 0,
        total: 0,
    };
    for piece in position.board.iter().flatten() {
        let side = piece.side;
        m.total += 1;
        match piece.role {
            Role::Topo => m.topi[side] += 1,
            Role::Lepre => m.lepri[side] += 1,
            Role::Gattino => m.gattini[side] += 1,
            Role::Cavallo => m.cavalli += 1,
            Role::Cane | Role::Pesce => {}
        }
    }
    m
}

/// The outcome decided by the position's material and counters alone: the win, then draw rules
/// 1, 2, 3, 5, 4 and 6 (rule 5 before rule 4, which it implies, so that its own reason shows).
/// Rule 7 (no moves) and rule 8 (history) are not looked at here.
pub fn decided_by_material(position: &Position) -> Option<Outcome> {
    let m = material(position);
    let wins = |side: Side| m.lepri[side.opponent()] == 0 && m.topi[side] > 0;
    match (wins(Side::First), wins(Side::Second)) {
        (true, true) => return Some(Outcome::draw(EndReason::NoLepri)),
        (true, false) => return Some(Outcome::win(Side::First, EndReason::LepriCaptured)),
        (false, true) => return Some(Outcome::win(Side::Second, EndReason::LepriCaptured)),
        (false, false) => {}
    }
    let reason = if (m.lepri[Side::First] == 0 && m.topi[Side::Second] == 0)
        || (m.lepri[Side::Second] == 0 && m.topi[Side::First] == 0)
    {
        EndReason::NoLepreVsNoTopo
    } else if m.topi == BySide::new(0, 0) {
        EndReason::NoTopi
    } else if position.quiet_plies >= QUIET_PLIES_LIMIT {
        EndReason::SixtyHalfMoves
    } else if m.topi == BySide::new(1, 1) && m.lepri == BySide::new(1, 1) && m.total == 4 {
        EndReason::BareTopoLepre
    } else if m.gattini == BySide::new(0, 0) {
        EndReason::NoGattini
    } else if m.cavalli >= 6 {
        EndReason::SixCavalli
    } else {
        return None;
    };
    Some(Outcome::draw(reason))
}

/// The outcome decided by the position alone: [`decided_by_material`], then draw rule 7.
pub fn decided_by_position(position: &Position) -> Option<Outcome> {
    decided_by_material(position).or_else(|| {
        legal_moves(position)
            .is_empty()
            .then(|| Outcome::draw(EndReason::NoMoves))
    })
}

/// Whether draw rule 8's condition holds in `position`: a Topo of each colour, or a Cavallo of
/// each colour, on the central square.
pub fn central_pair(position: &Position) -> bool {
    [Role::Topo, Role::Cavallo].into_iter().any(|role| {
        position.on_central(Side::First, role).is_some()
            && position.on_central(Side::Second, role).is_some()
    })
}

/// The outcome of a game whose positions so far are `history` (the current one last).
pub fn outcome(history: &[Position]) -> Option<Outcome> {
    let (current, earlier) = history.split_last()?;
    decided_by_position(current).or_else(|| {
        let before = earlier.last()?;
        (central_pair(before) && central_pair(current))
            .then(|| Outcome::draw(EndReason::CentralSquare))
    })
}

/// Draw rule 9: a draw may be agreed once each side has played 20 moves and at least one piece
/// has been captured.
///
/// Moves are counted by the move number of the current position. A capture counts if the piece
/// count fell at some point in `history`, or if the board holds fewer than the 32 pieces of the
/// start (pieces never appear in Topo, so a set-up position with fewer has seen captures).
///
/// The refusal is one whole sentence (the service shows it as it is): the rule, then what is
/// still missing, e.g. "a draw can be agreed only after 20 moves each and a first capture: White
/// needs 18 more moves, Black 18 more, and no piece has been captured yet".
pub fn draw_offer_allowed(history: &[Position]) -> Result<(), Reason> {
    let Some(current) = history.last() else {
        return Err(Reason::new(
            Msg::new("move-topo-draw-before-start"),
            "a draw cannot be agreed before the game has started",
        ));
    };
    let count = |p: &Position| p.board.iter().flatten().count();
    let captured = count(current) < 32 || history.windows(2).any(|w| count(&w[1]) < count(&w[0]));
    let black_moves = current.move_number.saturating_sub(1);
    let white_moves = black_moves + u32::from(current.turn == Side::Second);
    let white_left = AGREEMENT_MOVES.saturating_sub(white_moves);
    let black_left = AGREEMENT_MOVES.saturating_sub(black_moves);
    if white_left == 0 && black_left == 0 && captured {
        return Ok(());
    }
    let moves = |n: u32| if n == 1 { "move" } else { "moves" };
    // The first side named gets the full "needs N more moves"; a second one only "N more".
    let mut missing: Vec<(Msg, String)> = Vec::new();
    for (side, name, left) in [
        (Side::First, "White", white_left),
        (Side::Second, "Black", black_left),
    ] {
        if left > 0 {
            let side = Arg::Side(GameKind::Topo, side);
            missing.push(if missing.is_empty() {
                (
                    Msg::new("move-topo-draw-side-needs")
                        .with("side", side)
                        .with("count", left),
                    format!("{name} needs {left} more {}", moves(left)),
                )
            } else {
                (
                    Msg::new("move-topo-draw-side-more")
                        .with("side", side)
                        .with("count", left),
                    format!("{name} {left} more"),
                )
            });
        }
    }
    // What is missing, for players: the sides' moves, then the capture, each a clause of its
    // own (Chinese does not join clauses with the 和 of its lists).
    let moves_missing = match missing.as_slice() {
        [(first, _), (second, _)] => Some(Arg::from(
            Msg::new("move-topo-draw-both-sides")
                .with("first", first.clone())
                .with("second", second.clone()),
        )),
        [(one, _)] => Some(Arg::from(one.clone())),
        _ => None,
    };
    let said = match (moves_missing, captured) {
        (Some(moves), true) => moves,
        (None, _) => Arg::from(Msg::new("move-topo-draw-no-capture")),
        (Some(moves), false) => {
            Arg::from(Msg::new("move-topo-draw-moves-and-no-capture").with("moves", moves))
        }
    };
    if !captured {
        missing.push((
            Msg::new("move-topo-draw-no-capture"),
            "no piece has been captured yet".to_string(),
        ));
    }
    let english: Vec<&String> = missing.iter().map(|(_, e)| e).collect();
    let english = match english.as_slice() {
        [one] => one.to_string(),
        [first, second] => format!("{first} and {second}"),
        [init @ .., last] => format!(
            "{}, and {last}",
            init.iter()
                .map(|e| e.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        [] => String::new(),
    };
    let message = Msg::new("move-topo-draw-too-early")
        .with("count", AGREEMENT_MOVES)
        .with("missing", said);
    Err(Reason::new(
        message,
        format!(
            "a draw can be agreed only after {AGREEMENT_MOVES} moves each and a first capture: {english}"
        ),
    ))
}
