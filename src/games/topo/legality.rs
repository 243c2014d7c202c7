//! Why a move is illegal: the rules a move can break ([`IllegalMove`], each with a message
//! that says what would work instead). The rules themselves are applied in `movegen.rs`, by
//! the generator and by [`check_move`](super::check_move), which finds the rule a
//! from-square/to-square move breaks; this file only names them, so it needs neither.

use super::piece::side_title;
use super::{Role, Square};
use crate::games::{GameKind, Msg, Reason, Side};
use thiserror::Error;

/// Why a move is not legal: the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalMove {
    /// There is no piece of the side to move on the from-square.
    #[error("there is no {} piece on {square}", side_title(*side))]
    NoPieceOfYours { side: Side, square: Square },
    /// The piece does not move that way (wrong shape of move).
    #[error("the {} on {from} cannot go to {to}: {}", role.name(), how_it_moves(*role))]
    NotHowItMoves {
        role: Role,
        from: Square,
        to: Square,
    },
    /// A piece stands in the way of a sliding piece.
    #[error("the {} on {from} cannot jump: {blocker} is in the way", role.name())]
    PathBlocked {
        role: Role,
        from: Square,
        blocker: Square,
    },
    /// The target square holds a piece of the same side.
    #[error("{to} holds one of your own pieces")]
    OwnPieceOnTarget { to: Square },
    /// A Gattino steps straight only onto empty squares.
    #[error(
        "the Gattino on {from} cannot advance: {blocker} is occupied \
                 (Gattini capture only diagonally forward)"
    )]
    GattinoBlocked { from: Square, blocker: Square },
    /// A Gattino moves diagonally only to capture; there is no en passant.
    #[error(
        "the Gattino on {from} moves diagonally only to capture, and {to} is empty \
                 (there is no en passant)"
    )]
    GattinoDiagonalNeedsCapture { from: Square, to: Square },
    /// Only a Gattino on its own second rank may step two (or three) squares.
    #[error(
        "the Gattino on {from} may step only one square: the long step is only from \
                 its own second rank"
    )]
    GattinoLongStepOnlyFromSecondRank { from: Square },
    /// Only a Gattino on file a or h may step three squares.
    #[error(
        "the Gattino on {from} may step at most two squares: only Gattini on the a and h \
                 files step three"
    )]
    GattinoTripleStepOnlyOnEdgeFiles { from: Square },
    /// Rule 1: a Topo never captures a Topo.
    #[error("the Topo on {from} cannot capture the Topo on {to}: a Topo never captures a Topo")]
    TopoCannotCaptureTopo { from: Square, to: Square },
    /// Rule 2: Cani capture Cani only after a Gattino has moved.
    #[error(
        "the Cane on {from} cannot capture the Cane on {to} yet: Cani may capture Cani only \
                 after a Gattino has moved"
    )]
    CaneCannotCaptureCaneYet { from: Square, to: Square },
    /// Rule 3: a Pesce never captures a Gattino.
    #[error(
        "the Pesce on {from} cannot capture the Gattino on {to}: a Pesce never captures a \
                 Gattino"
    )]
    PesceCannotCaptureGattino { from: Square, to: Square },
    /// Rule 4: Pesci capture only after their side has moved a Topo.
    #[error("the Pesce on {from} cannot capture until your Topo has moved")]
    PesceCannotCaptureBeforeTopoMoved { from: Square },
    /// Rule 5: Pesci move only after their side has moved a Lepre.
    #[error("the Pesce on {from} cannot move until your Lepre has moved")]
    PesceBeforeLepreMoved { from: Square },
    /// A last-rank letter (`t`, `l`, `c`, `r`) on a move that does not bring a Gattino there.
    #[error(
        "a last-rank choice (t, l, c, r) only goes with a Gattino reaching its last rank, \
                 and this move to {to} does not; leave the letter out"
    )]
    ChoiceOnlyOnLastRank { to: Square },
    /// The Gattino cannot be sent back: its second-rank square is occupied.
    #[error(
        "the Gattino cannot be sent back: {square} is occupied (promote it with t, l or \
                 c, or leave it on the last rank)"
    )]
    SendBackSquareOccupied { square: Square },
    /// This side has already castled with a Topo.
    #[error("you have already castled with a Topo (once per game)")]
    TopoCastlingAlreadyUsed,
    /// This side has already castled with a Lepre.
    #[error("you have already castled with a Lepre (once per game)")]
    LepreCastlingAlreadyUsed,
    /// Topo castling needs a Topo of this side on e1 / e8.
    #[error("Topo castling needs one of your Topi on {square}")]
    CastlingNeedsTopo { square: Square },
    /// Topo castling needs this side's Cane on the corner.
    #[error("Topo castling on this side needs your Cane on {corner}")]
    CastlingNeedsCane { corner: Square },
    /// Topo castling needs every square between Topo and Cane empty.
    #[error("Topo castling needs every square between Topo and Cane empty, and {square} is not")]
    CastlingPathBlocked { square: Square },
    /// No castling while an enemy Topo stands on the central square.
    #[error("no castling while the enemy Topo stands on the central square ({square})")]
    EnemyTopoOnCentralSquare { square: Square },
    /// No Lepre castling while a Cavallo stands on the central square.
    #[error("no Lepre castling while a Cavallo stands on the central square ({square})")]
    CavalloOnCentralSquare { square: Square },
    /// Lepre castling needs the original Lepre, never moved.
    #[error("Lepre castling needs the original Lepre, never moved, on {square}")]
    LepreHasMoved { square: Square },
    /// The move passes every rule above but the move generator does not list it: the game is
    /// already decided, or the move's last-rank letter does not fit it.
    #[error("{canonical} is not a legal move here")]
    NotListed { canonical: String },
    /// Lepre castling needs the original Cane on that corner, never moved.
    #[error("Lepre castling needs the original Cane, never moved, on {corner}")]
    CaneHasMoved { corner: Square },
}

impl IllegalMove {
    /// The rule for players: `move-topo-<rule>`, with the squares as text and the pieces as
    /// their names' messages (`$piece`).
    pub fn message(&self) -> Msg {
        let sq = |s: &Square| s.to_string();
        match self {
            IllegalMove::NoPieceOfYours { side, square } => Msg::new("move-topo-no-piece-of-yours")
                .with("side", (GameKind::Topo, *side))
                .with("square", sq(square)),
            IllegalMove::NotHowItMoves { role, from, to } => Msg::new("move-topo-not-how-it-moves")
                .with("piece", role.message())
                .with("from", sq(from))
                .with("to", sq(to))
                .with("how", how_it_moves_message(*role)),
            IllegalMove::PathBlocked {
                role,
                from,
                blocker,
            } => Msg::new("move-topo-path-blocked")
                .with("piece", role.message())
                .with("from", sq(from))
                .with("blocker", sq(blocker)),
            IllegalMove::OwnPieceOnTarget { to } => {
                Msg::new("move-topo-own-piece-on-target").with("to", sq(to))
            }
            IllegalMove::GattinoBlocked { from, blocker } => Msg::new("move-topo-gattino-blocked")
                .with("from", sq(from))
                .with("blocker", sq(blocker)),
            IllegalMove::GattinoDiagonalNeedsCapture { from, to } => {
                Msg::new("move-topo-gattino-diagonal-needs-capture")
                    .with("from", sq(from))
                    .with("to", sq(to))
            }
            IllegalMove::GattinoLongStepOnlyFromSecondRank { from } => {
                Msg::new("move-topo-gattino-long-step-only-from-second-rank").with("from", sq(from))
            }
            IllegalMove::GattinoTripleStepOnlyOnEdgeFiles { from } => {
                Msg::new("move-topo-gattino-triple-step-only-on-edge-files").with("from", sq(from))
            }
            IllegalMove::TopoCannotCaptureTopo { from, to } => {
                Msg::new("move-topo-topo-cannot-capture-topo")
                    .with("from", sq(from))
                    .with("to", sq(to))
            }
            IllegalMove::CaneCannotCaptureCaneYet { from, to } => {
                Msg::new("move-topo-cane-cannot-capture-cane-yet")
                    .with("from", sq(from))
                    .with("to", sq(to))
            }
            IllegalMove::PesceCannotCaptureGattino { from, to } => {
                Msg::new("move-topo-pesce-cannot-capture-gattino")
                    .with("from", sq(from))
                    .with("to", sq(to))
            }
            IllegalMove::PesceCannotCaptureBeforeTopoMoved { from } => {
                Msg::new("move-topo-pesce-cannot-capture-before-topo-moved").with("from", sq(from))
            }
            IllegalMove::PesceBeforeLepreMoved { from } => {
                Msg::new("move-topo-pesce-before-lepre-moved").with("from", sq(from))
            }
            IllegalMove::ChoiceOnlyOnLastRank { to } => {
                Msg::new("move-topo-choice-only-on-last-rank").with("to", sq(to))
            }
            IllegalMove::SendBackSquareOccupied { square } => {
                Msg::new("move-topo-send-back-square-occupied").with("square", sq(square))
            }
            IllegalMove::TopoCastlingAlreadyUsed => {
                Msg::new("move-topo-topo-castling-already-used")
            }
            IllegalMove::LepreCastlingAlreadyUsed => {
                Msg::new("move-topo-lepre-castling-already-used")
            }
            IllegalMove::CastlingNeedsTopo { square } => {
                Msg::new("move-topo-castling-needs-topo").with("square", sq(square))
            }
            IllegalMove::CastlingNeedsCane { corner } => {
                Msg::new("move-topo-castling-needs-cane").with("corner", sq(corner))
            }
            IllegalMove::CastlingPathBlocked { square } => {
                Msg::new("move-topo-castling-path-blocked").with("square", sq(square))
            }
            IllegalMove::EnemyTopoOnCentralSquare { square } => {
                Msg::new("move-topo-enemy-topo-on-central-square").with("square", sq(square))
            }
            IllegalMove::CavalloOnCentralSquare { square } => {
                Msg::new("move-topo-cavallo-on-central-square").with("square", sq(square))
            }
            IllegalMove::LepreHasMoved { square } => {
                Msg::new("move-topo-lepre-has-moved").with("square", sq(square))
            }
            IllegalMove::NotListed { canonical } => {
                Msg::new("move-topo-not-listed").with("move", canonical.as_str())
            }
            IllegalMove::CaneHasMoved { corner } => {
                Msg::new("move-topo-cane-has-moved").with("corner", sq(corner))
            }
        }
    }
}

impl From<IllegalMove> for Reason {
    fn from(rule: IllegalMove) -> Reason {
        Reason::new(rule.message(), rule.to_string())
    }
}

/// How a piece moves, for players: `move-topo-how-<piece>`.
fn how_it_moves_message(role: Role) -> Msg {
    Msg::new(match role {
        Role::Topo => "move-topo-how-topo",
        Role::Lepre => "move-topo-how-lepre",
        Role::Cavallo => "move-topo-how-cavallo",
        Role::Cane => "move-topo-how-cane",
        Role::Pesce => "move-topo-how-pesce",
        Role::Gattino => "move-topo-how-gattino",
    })
}

fn how_it_moves(role: Role) -> &'static str {
    match role {
        Role::Topo => "a Topo moves one square in any direction, like a chess king",
        Role::Lepre => "a Lepre moves along lines and diagonals, like a chess queen",
        Role::Cavallo => "a Cavallo jumps like a chess knight",
        Role::Cane => "a Cane moves along ranks and files, like a chess rook",
        Role::Pesce => "a Pesce moves along diagonals, like a chess bishop",
        Role::Gattino => "a Gattino moves straight forward and captures diagonally forward",
    }
}
