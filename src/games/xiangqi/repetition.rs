//! Repetition and no progress by the Asian (AXF) rules (`docs/rules/xiangqi.md`).
//!
//! At the third occurrence of a position the cycle is judged: perpetual check first (both sides:
//! a draw), then perpetual chase of the same piece (both sides: a draw), else a draw. A side's
//! moves "chase the same piece" when the sets of pieces each of them chases ([`chased`]), mapped
//! back through the moves between them, still share a piece. The walk back over the history is
//! the one Fairy-Stockfish makes (the reference where the text leaves room), so the verdicts agree
//! with it ply for ply, including its reading that the move by which the side completing the
//! cycle first reached the repeated position must chase too.
//!
//! The 60-move rule: 120 plies without a capture draw, where checks beyond the first 10 by the
//! side that checked most in that stretch do not count.

use super::chase::{self, chased, iter, move_between, redo, undo, Bits};
use super::{Move, Position, Role, Square};
use crate::games::{EndDetail, EndReason, Msg, Outcome, Side};

/// Plies without a capture that draw (60 moves by each side).
pub const NO_PROGRESS_PLIES: u32 = 120;
/// Checks per side that count towards the no-progress plies.
const FREE_CHECKS: usize = 10;

/// What a repeated cycle comes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// `loser` gave check with every move of the cycle (and the other side did not).
    PerpetualCheck { loser: Side },
    /// `loser` chased `piece` (of the other side; it now stands on `square`) with every move,
    /// with its `by`; `unprotected` if nothing of the other side defends it now.
    PerpetualChase {
        loser: Side,
        by: Role,
        piece: Role,
        square: Square,
        unprotected: bool,
    },
    /// Neither or both: a draw.
    Draw,
}

impl Verdict {
    /// The game's outcome for this verdict.
    pub fn outcome(&self) -> Outcome {
        match *self {
            Verdict::PerpetualCheck { loser } => {
                Outcome::win(loser.opponent(), EndReason::PerpetualCheck)
            }
            Verdict::PerpetualChase {
                loser,
                by,
                piece,
                square,
                unprotected,
            } => Outcome::win_with(
                loser.opponent(),
                EndReason::PerpetualChase,
                EndDetail::XiangqiChase {
                    by: by.name().to_string(),
                    piece: piece.name().to_string(),
                    square: square.to_string(),
                    unprotected,
                },
            ),
            Verdict::Draw => Outcome::draw(EndReason::Repetition),
        }
    }

    /// The side that loses, if one does.
    pub fn loser(&self) -> Option<Side> {
        match *self {
            Verdict::PerpetualCheck { loser } | Verdict::PerpetualChase { loser, .. } => {
                Some(loser)
            }
            Verdict::Draw => None,
        }
    }

    /// What the losing side did on every move, for players: "your chariot has chased the
    /// unprotected horse on b7" / "you have given check" (`repetition-why-*`).
    fn why(&self) -> Msg {
        match *self {
            Verdict::PerpetualCheck { .. } => Msg::new("repetition-why-check"),
            Verdict::PerpetualChase {
                loser,
                by,
                piece,
                square,
                unprotected,
            } => Msg::new("repetition-why-chase")
                .with("by", by.message(loser))
                .with("piece", piece.message(loser.opponent()))
                .with("square", square.to_string())
                .with("unprotected", if unprotected { "yes" } else { "no" }),
            Verdict::Draw => Msg::new("repetition-why-draw"),
        }
    }
}

/// A move that would complete a losing repetition (see [`losing_repetition`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LosingRepetition {
    /// The verdict the move would bring.
    pub verdict: Verdict,
}

impl LosingRepetition {
    /// Why the move is refused, for the player who would make it (`mover`): "this move repeats
    /// the position a third time while your chariot has chased …; under the Asian rules that
    /// loses: play another move".
    pub fn message(&self, mover: Side) -> Msg {
        debug_assert_eq!(self.verdict.loser(), Some(mover));
        Msg::new("repetition-refused").with("why", self.verdict.why())
    }

    /// The same in English, for the rules CLI and logs.
    pub fn describe(&self) -> String {
        match &self.verdict {
            Verdict::PerpetualCheck { .. } => {
                "this move repeats the position a third time while you have given check on every move; under the Asian rules that loses: play another move".to_string()
            }
            Verdict::PerpetualChase {
                by,
                piece,
                square,
                unprotected,
                ..
            } => format!(
                "this move repeats the position a third time while your {} has chased the {}{} on {} on every move; under the Asian rules that loses: play another move",
                by.name(),
                if *unprotected { "unprotected " } else { "" },
                piece.name(),
                square
            ),
            Verdict::Draw => "this move repeats the position a third time".to_string(),
        }
    }
}

/// The warning that a cycle has occurred twice: what one more repetition would decide, and the
/// cycle's length in plies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepetitionWarning {
    /// What the third occurrence would bring if the cycle is played again.
    pub outcome: Outcome,
    /// The verdict behind it.
    pub verdict: Verdict,
    /// How many plies the cycle has.
    pub plies: usize,
}

impl RepetitionWarning {
    /// For both players: "the position has occurred twice; one more repetition decides the game:
    /// …" (`repetition-warning`).
    pub fn message(&self) -> Msg {
        let decides = match self.verdict {
            Verdict::Draw => Msg::new("repetition-decides-draw"),
            Verdict::PerpetualCheck { loser } | Verdict::PerpetualChase { loser, .. } => {
                Msg::new("repetition-decides-loss")
                    .with("loser", (crate::games::GameKind::Xiangqi, loser))
                    .with("why", self.verdict.why_third_person())
            }
        };
        Msg::new("repetition-warning").with("decides", decides)
    }
}

impl Verdict {
    /// What the losing side did, said of that side: "Red chased the unprotected horse on b7 on
    /// every move" (`outcome-xiangqi-*-by`).
    fn why_third_person(&self) -> Msg {
        match *self {
            Verdict::PerpetualCheck { loser } => Msg::new("repetition-they-checked")
                .with("side", (crate::games::GameKind::Xiangqi, loser)),
            Verdict::PerpetualChase {
                loser,
                piece,
                square,
                unprotected,
                ..
            } => Msg::new("outcome-xiangqi-chased")
                .with("side", (crate::games::GameKind::Xiangqi, loser))
                .with("piece", piece.message(loser.opponent()))
                .with("square", square.to_string())
                .with("unprotected", if unprotected { "yes" } else { "no" }),
            Verdict::Draw => Msg::new("repetition-why-draw"),
        }
    }
}

/// The moves between the positions of a history (`None` where two positions are not one move
/// apart, which a game played by the rules never has).
fn moves_of(history: &[Position]) -> Vec<Option<Move>> {
    history
        .windows(2)
        .map(|w| move_between(&w[0], &w[1]))
        .collect()
}

/// Judges the position `history.last()` as the `occurrence`-th occurrence (2 or 3) of a position,
/// walking back as the rules say; `None` if it is not.
fn judge(history: &[Position], occurrence: usize) -> Option<(Verdict, usize)> {
    let n = history.len().checked_sub(1)?;
    let current = &history[n];
    // Positions before a capture cannot come back.
    let end = (current.halfmoves as usize).min(n);
    if end < 4 {
        return None;
    }
    // The cheap test first (the search asks at every node): is there an earlier occurrence
    // to judge at all?
    let mut seen = 0;
    let found = (4..=end).step_by(2).any(|i| {
        if history[n - i].same_placement(current) {
            seen += 1;
        }
        seen + 1 >= occurrence
    });
    if !found {
        return None;
    }
    let moves = moves_of(history);
    // m(k) leads to history[k] (k ≥ 1).
    let m = |k: usize| moves.get(k.wrapping_sub(1)).copied().flatten();
    let check = |k: usize| history[k].in_check();
    let chased_by = |k: usize| -> Bits {
        match (k, m(k)) {
            (0, _) | (_, None) => 0,
            (k, Some(mv)) => chased(Some(&history[k - 1]), &history[k], mv),
        }
    };
    let undo_m = |bits: Bits, k: usize| m(k).map_or(bits, |mv| undo(bits, mv));

    let mut perpetual_them = check(n) && check(n - 2);
    let mut perpetual_us = check(n - 1) && check(n - 3);
    let mut chase_them = undo_m(chased_by(n), n - 1) & chased_by(n - 2);
    let mut chase_us = undo_m(chased_by(n - 1), n - 2) & chased_by(n - 3);
    let mut count = 0;
    let mut i = 4;
    while i <= end {
        if i != n {
            chase_them = undo_m(chase_them, n - i + 1) & chased_by(n - i);
        }
        perpetual_them &= check(n - i);
        if history[n - i].same_placement(current) {
            count += 1;
            if count + 1 >= occurrence {
                let them = current.turn.opponent();
                let us = current.turn;
                let verdict = if perpetual_them || perpetual_us {
                    match (perpetual_them, perpetual_us) {
                        (true, false) => Verdict::PerpetualCheck { loser: them },
                        (false, true) => Verdict::PerpetualCheck { loser: us },
                        _ => Verdict::Draw,
                    }
                } else if chase_them != 0 || chase_us != 0 {
                    match (chase_them != 0, chase_us != 0) {
                        (true, false) => {
                            // Mapped back to the first occurrence, unless that is the set-up.
                            let at = if i != n { n - i } else { n - i + 2 };
                            chase_verdict(history, &moves, at, chase_them, them)
                        }
                        (false, true) => chase_verdict(history, &moves, n - i + 1, chase_us, us),
                        _ => Verdict::Draw,
                    }
                } else {
                    Verdict::Draw
                };
                return Some((verdict, i));
            }
        }
        if i < end {
            perpetual_us &= check(n - i - 1);
            chase_us = undo_m(chase_us, n - i) & chased_by(n - i - 1);
        }
        i += 2;
    }
    None
}

/// The chase verdict against `loser`, naming the chased piece where it stands now and the
/// chasing piece: `bits` are points of `history[at]`.
fn chase_verdict(
    history: &[Position],
    moves: &[Option<Move>],
    at: usize,
    bits: Bits,
    loser: Side,
) -> Verdict {
    let mut bits = bits;
    for mv in moves.iter().skip(at).flatten() {
        bits = redo(bits, *mv);
    }
    let current = &history[history.len() - 1];
    let Some(sq) = iter(bits).next() else {
        return Verdict::Draw;
    };
    let square = Square::from_index(sq as u8);
    let piece = current.piece_at(square).map_or(Role::Chariot, |p| p.role);
    // The chaser: the piece of the loser that last moved if it attacks the chased piece, else
    // any of its pieces that does, else the last moved one.
    let last_by_loser = moves
        .iter()
        .enumerate()
        .rev()
        .find(|(k, _)| history[*k].turn == loser)
        .and_then(|(_, mv)| *mv);
    let attackers = chase::attackers_of(current, sq, loser);
    let by_square = last_by_loser
        .map(|mv| mv.to.index())
        .filter(|s| attackers & chase::bit(*s) != 0)
        .or_else(|| iter(attackers).next())
        .or_else(|| last_by_loser.map(|mv| mv.to.index()));
    let by = by_square
        .and_then(|s| current.piece_at(Square::from_index(s as u8)))
        .map_or(Role::Chariot, |p| p.role);
    let unprotected = chase::attackers_of(current, sq, loser.opponent()) == 0;
    Verdict::PerpetualChase {
        loser,
        by,
        piece,
        square,
        unprotected,
    }
}

/// The repetition verdict at the current position, if it is the third occurrence of a position.
pub fn repetition(history: &[Position]) -> Option<Verdict> {
    judge(history, 3).map(|(v, _)| v)
}

/// Whether the current position has just occurred for the second time, and if so what a third
/// occurrence (the same cycle once more) would decide.
pub fn repetition_warning(history: &[Position]) -> Option<RepetitionWarning> {
    let (verdict, plies) = judge(history, 2)?;
    Some(RepetitionWarning {
        outcome: verdict.outcome(),
        verdict,
        plies,
    })
}

/// Whether playing `mv` (a legal move) completes a repetition that loses for the side playing it.
pub fn losing_repetition(history: &[Position], mv: Move) -> Option<LosingRepetition> {
    let current = history.last()?;
    let mover = current.turn;
    let next = current.play(mv).ok()?;
    let mut extended = Vec::with_capacity(history.len() + 1);
    extended.extend_from_slice(history);
    extended.push(next);
    let verdict = repetition(&extended)?;
    (verdict.loser() == Some(mover)).then_some(LosingRepetition { verdict })
}

/// Whether the 60-move rule draws the current position (checked after checkmate).
pub fn no_progress(history: &[Position]) -> bool {
    let Some(current) = history.last() else {
        return false;
    };
    let n = history.len() - 1;
    let rule50 = current.halfmoves as usize;
    if rule50 < NO_PROGRESS_PLIES as usize {
        return false;
    }
    let mut offset = 0;
    if n >= 20 {
        let end = rule50.min(n);
        // Count checks after each side's moves over the stretch (the last `end` plies, and one
        // more when `end` is odd, as the reference counts them).
        let (mut them, mut us) = (0usize, 0usize);
        let mut k = 0;
        loop {
            if history[n - k].in_check() {
                them += 1;
            }
            if history[n - k - 1].in_check() {
                us += 1;
            }
            k += 2;
            if k >= end {
                break;
            }
        }
        offset = 2 * them.max(us).saturating_sub(FREE_CHECKS);
    }
    rule50 >= offset + NO_PROGRESS_PLIES as usize
}
