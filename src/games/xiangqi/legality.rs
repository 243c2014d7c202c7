//! Why a move is illegal: each rule of `docs/rules/xiangqi.md` is one variant of [`IllegalMove`].
//!
//! The move generator answers "which moves are legal"; this module answers "why not this one",
//! checking the rules one by one in the order a player would think of them. A unit test keeps
//! the two in agreement over every pair of points of many positions.

use super::piece::side_name;
use super::position::generals_facing;
use super::{in_palace, own_half, Move, Piece, Position, Role, Square};
use crate::games::{GameKind, Msg, Reason, Side};
use thiserror::Error;

/// The rule a move breaks.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalMove {
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the {} on {square} is {}'s, and it is {}'s turn", role.name(), side_name(*owner), side_name(owner.opponent()))]
    NotYourPiece {
        square: Square,
        role: Role,
        owner: Side,
    },
    #[error("a move must leave its point")]
    NullMove,
    #[error("{square} holds your own {}", role.name())]
    OwnPiece { square: Square, role: Role },
    #[error("palace: the {} may not leave the palace", .0.name())]
    OutsidePalace(Role),
    #[error("general: the general moves one point along a file or a rank")]
    GeneralStep,
    #[error("advisor: the advisor moves one point diagonally")]
    AdvisorStep,
    #[error("river: the elephant may not cross the river")]
    ElephantCrossesRiver,
    #[error("elephant: the elephant moves exactly two points diagonally")]
    ElephantStep,
    #[error("elephant eye: {eye} is occupied, so the elephant cannot pass")]
    ElephantEyeBlocked { eye: Square },
    #[error("horse: the horse moves one point straight, then one diagonally outward")]
    HorseStep,
    #[error("hobbled horse: the horse's leg point {leg} is occupied")]
    HorseLegHobbled { leg: Square },
    #[error("the {} moves along a file or a rank", .0.name())]
    NotStraight(Role),
    #[error("the way is blocked at {at}")]
    PathBlocked { at: Square },
    #[error("cannon screen: a cannon captures by jumping exactly one piece, and there {}", screens_text(*screens))]
    CannonNeedsScreen { screens: usize },
    #[error("soldier: a soldier never moves backward")]
    SoldierBackward,
    #[error("soldier: a soldier may move sideways only after crossing the river")]
    SoldierSidewaysBeforeRiver,
    #[error("soldier: a soldier moves one point forward (or sideways once across the river)")]
    SoldierStep,
    #[error("check: your general would be attacked by the {} on {at}", role.name())]
    LeavesGeneralInCheck { role: Role, at: Square },
    #[error("flying general: the two generals would face each other on an open file")]
    FlyingGeneral,
}

impl IllegalMove {
    /// The rule for players: `move-xiangqi-<rule>`, points as text and pieces as their names'
    /// messages. `mover` is the side to move in the position the move was tried in (it names
    /// the pieces that belong to the mover: "your general", "your own horse").
    pub fn message(&self, mover: Side) -> Msg {
        let sq = |s: &Square| s.to_string();
        let enemy = mover.opponent();
        match self {
            IllegalMove::NoPiece(square) => {
                Msg::new("move-xiangqi-no-piece").with("square", sq(square))
            }
            IllegalMove::NotYourPiece {
                square,
                role,
                owner,
            } => Msg::new("move-xiangqi-not-your-piece")
                .with("piece", role.message(*owner))
                .with("square", sq(square))
                .with("owner", (GameKind::Xiangqi, *owner))
                .with("mover", (GameKind::Xiangqi, owner.opponent())),
            IllegalMove::NullMove => Msg::new("move-xiangqi-null-move"),
            IllegalMove::OwnPiece { square, role } => Msg::new("move-xiangqi-own-piece")
                .with("square", sq(square))
                .with("piece", role.message(mover)),
            IllegalMove::OutsidePalace(role) => {
                Msg::new("move-xiangqi-outside-palace").with("piece", role.message(mover))
            }
            IllegalMove::GeneralStep => Msg::new("move-xiangqi-general-step"),
            IllegalMove::AdvisorStep => Msg::new("move-xiangqi-advisor-step"),
            IllegalMove::ElephantCrossesRiver => Msg::new("move-xiangqi-elephant-crosses-river"),
            IllegalMove::ElephantStep => Msg::new("move-xiangqi-elephant-step"),
            IllegalMove::ElephantEyeBlocked { eye } => {
                Msg::new("move-xiangqi-elephant-eye-blocked").with("eye", sq(eye))
            }
            IllegalMove::HorseStep => Msg::new("move-xiangqi-horse-step"),
            IllegalMove::HorseLegHobbled { leg } => {
                Msg::new("move-xiangqi-horse-leg-hobbled").with("leg", sq(leg))
            }
            IllegalMove::NotStraight(role) => {
                Msg::new("move-xiangqi-not-straight").with("piece", role.message(mover))
            }
            IllegalMove::PathBlocked { at } => {
                Msg::new("move-xiangqi-path-blocked").with("square", sq(at))
            }
            IllegalMove::CannonNeedsScreen { screens } => {
                Msg::new("move-xiangqi-cannon-needs-screen").with("count", *screens)
            }
            IllegalMove::SoldierBackward => Msg::new("move-xiangqi-soldier-backward"),
            IllegalMove::SoldierSidewaysBeforeRiver => {
                Msg::new("move-xiangqi-soldier-sideways-before-river")
            }
            IllegalMove::SoldierStep => Msg::new("move-xiangqi-soldier-step"),
            IllegalMove::LeavesGeneralInCheck { role, at } => {
                Msg::new("move-xiangqi-leaves-general-in-check")
                    .with("general", Role::General.message(mover))
                    .with("piece", role.message(enemy))
                    .with("square", sq(at))
            }
            IllegalMove::FlyingGeneral => Msg::new("move-xiangqi-flying-general"),
        }
    }

    /// The rule as a [`Reason`]: [`IllegalMove::message`] and the CLI's English.
    pub fn reason(&self, mover: Side) -> Reason {
        Reason::new(self.message(mover), self.to_string())
    }
}

fn screens_text(n: usize) -> String {
    match n {
        0 => "is none between".to_string(),
        1 => "is one between".to_string(),
        n => format!("are {n} between"),
    }
}

/// Checks `mv` against every rule; `Ok` exactly when it is one of `position.legal_moves()`.
pub fn check_move(position: &Position, mv: Move) -> Result<(), IllegalMove> {
    let (from, to) = (mv.from, mv.to);
    let piece = position.piece_at(from).ok_or(IllegalMove::NoPiece(from))?;
    let us = position.turn();
    if piece.side != us {
        return Err(IllegalMove::NotYourPiece {
            square: from,
            role: piece.role,
            owner: piece.side,
        });
    }
    if from == to {
        return Err(IllegalMove::NullMove);
    }
    let target = position.piece_at(to);
    if let Some(Piece { side, role }) = target {
        if side == us {
            return Err(IllegalMove::OwnPiece { square: to, role });
        }
    }
    let df = i16::from(to.file()) - i16::from(from.file());
    let dr = i16::from(to.rank()) - i16::from(from.rank());
    let at = |file: i16, rank: i16| Square::new(file as u8, rank as u8);
    let mid = |a: i16, b: i16| (a + b) / 2;
    match piece.role {
        Role::General => {
            if df.abs() + dr.abs() != 1 {
                return Err(IllegalMove::GeneralStep);
            }
            if !in_palace(to, us) {
                return Err(IllegalMove::OutsidePalace(Role::General));
            }
        }
        Role::Advisor => {
            if df.abs() != 1 || dr.abs() != 1 {
                return Err(IllegalMove::AdvisorStep);
            }
            if !in_palace(to, us) {
                return Err(IllegalMove::OutsidePalace(Role::Advisor));
            }
        }
        Role::Elephant => {
            if df.abs() != 2 || dr.abs() != 2 {
                return Err(IllegalMove::ElephantStep);
            }
            if !own_half(to, us) {
                return Err(IllegalMove::ElephantCrossesRiver);
            }
            let eye = at(
                mid(from.file().into(), to.file().into()),
                mid(from.rank().into(), to.rank().into()),
            );
            if let Some(eye) = eye.filter(|&eye| position.piece_at(eye).is_some()) {
                return Err(IllegalMove::ElephantEyeBlocked { eye });
            }
        }
        Role::Horse => {
            let (ax, ay) = (df.abs(), dr.abs());
            if !((ax == 1 && ay == 2) || (ax == 2 && ay == 1)) {
                return Err(IllegalMove::HorseStep);
            }
            let leg = if ax == 2 {
                at(i16::from(from.file()) + df / 2, from.rank().into())
            } else {
                at(from.file().into(), i16::from(from.rank()) + dr / 2)
            };
            if let Some(leg) = leg.filter(|&leg| position.piece_at(leg).is_some()) {
                return Err(IllegalMove::HorseLegHobbled { leg });
            }
        }
        Role::Chariot | Role::Cannon => {
            if df != 0 && dr != 0 {
                return Err(IllegalMove::NotStraight(piece.role));
            }
            let between = points_between(from, to);
            let occupied: Vec<Square> = between
                .into_iter()
                .filter(|&sq| position.piece_at(sq).is_some())
                .collect();
            if piece.role == Role::Chariot || target.is_none() {
                if let Some(&at) = occupied.first() {
                    return Err(IllegalMove::PathBlocked { at });
                }
            } else if occupied.len() != 1 {
                return Err(IllegalMove::CannonNeedsScreen {
                    screens: occupied.len(),
                });
            }
        }
        Role::Soldier => {
            let forward = match us {
                Side::First => 1,
                Side::Second => -1,
            };
            if dr == -forward && df == 0 {
                return Err(IllegalMove::SoldierBackward);
            }
            if dr == 0 && df.abs() == 1 {
                if own_half(from, us) {
                    return Err(IllegalMove::SoldierSidewaysBeforeRiver);
                }
            } else if !(dr == forward && df == 0) {
                return Err(IllegalMove::SoldierStep);
            }
        }
    }
    let mut after = position.clone();
    after.make(mv);
    if generals_facing(&after) {
        return Err(IllegalMove::FlyingGeneral);
    }
    if after.general_attacked(us) {
        let (role, at) = attacker(&after, us);
        return Err(IllegalMove::LeavesGeneralInCheck { role, at });
    }
    Ok(())
}

/// The points strictly between two points of one line (empty if they are not on one line).
fn points_between(from: Square, to: Square) -> Vec<Square> {
    let (f0, r0, f1, r1) = (from.file(), from.rank(), to.file(), to.rank());
    if f0 == f1 {
        (r0.min(r1) + 1..r0.max(r1))
            .filter_map(|r| Square::new(f0, r))
            .collect()
    } else if r0 == r1 {
        (f0.min(f1) + 1..f0.max(f1))
            .filter_map(|f| Square::new(f, r0))
            .collect()
    } else {
        Vec::new()
    }
}

/// A piece that attacks `side`'s general in `position` (the first one found).
fn attacker(position: &Position, side: Side) -> (Role, Square) {
    let general = position.general(side);
    let mut enemy = position.clone();
    enemy.turn = side.opponent();
    let mut list = super::movegen::MoveList::new();
    enemy.pseudo_moves(&mut list);
    list.as_slice()
        .iter()
        .find(|mv| mv.to == general)
        .and_then(|mv| position.piece_at(mv.from).map(|p| (p.role, mv.from)))
        // Only the facing generals are left, which the caller reports before asking.
        .unwrap_or((Role::General, position.general(side.opponent())))
}

impl Position {
    /// Plays `mv` if it is legal, giving the new position; otherwise names the rule it breaks.
    ///
    /// ```
    /// use kibitz::games::xiangqi::{IllegalMove, Move, Position, Square};
    /// let start = Position::start();
    /// let sq = |s| Square::parse(s).unwrap();
    /// assert!(start.play(Move::new(sq("h2"), sq("e2"))).is_ok());
    /// // A horse does not move two points straight.
    /// assert_eq!(start.play(Move::new(sq("b0"), sq("b1"))), Err(IllegalMove::HorseStep));
    /// ```
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        check_move(self, mv)?;
        Ok(self.after(mv))
    }

    /// The legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        let mut moves: Vec<Move> = self
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.from == from)
            .collect();
        moves.sort();
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    /// `check_move` and the generator agree on every pair of points of positions met along
    /// a few pseudo-random games.
    #[test]
    fn explanations_agree_with_generator() {
        let mut position = Position::start();
        let mut seed = 12345u64;
        for _ply in 0..120 {
            let legal = position.legal_moves();
            for from in 0..90u8 {
                for to in 0..90u8 {
                    let mv = Move::new(Square::from_index(from), Square::from_index(to));
                    assert_eq!(
                        check_move(&position, mv).is_ok(),
                        legal.contains(&mv),
                        "{} in {}",
                        mv,
                        position
                    );
                }
            }
            if legal.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = legal[(seed >> 33) as usize % legal.len()];
            position = position.after(pick);
        }
    }

    #[test]
    fn reasons_name_the_rule() {
        let start = Position::start();
        let cases = [
            ("e5e6", IllegalMove::NoPiece(sq("e5"))),
            (
                "e6e5",
                IllegalMove::NotYourPiece {
                    square: sq("e6"),
                    role: Role::Soldier,
                    owner: Side::Second,
                },
            ),
            (
                "a0a3",
                IllegalMove::OwnPiece {
                    square: sq("a3"),
                    role: Role::Soldier,
                },
            ),
            ("b0d1", IllegalMove::HorseLegHobbled { leg: sq("c0") }),
            ("h2h8", IllegalMove::PathBlocked { at: sq("h7") }),
            ("e3f3", IllegalMove::SoldierSidewaysBeforeRiver),
            ("a0a5", IllegalMove::PathBlocked { at: sq("a3") }),
        ];
        for (text, want) in cases {
            let mv = Move::new(sq(&text[..2]), sq(&text[2..]));
            assert_eq!(check_move(&start, mv), Err(want), "{text}");
        }
    }
}
