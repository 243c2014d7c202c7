//! The rules a move can break, each with a message that says what would work instead.

use super::piece::{side_title, Role};
use super::square::Square;
use crate::games::Side;
use std::fmt;

/// Why a move is not legal: the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// There is no piece of the side to move on the from-square.
    NoPieceOfYours { side: Side, square: Square },
    /// The piece does not move that way (wrong shape of move).
    NotHowItMoves {
        role: Role,
        from: Square,
        to: Square,
    },
    /// A piece stands in the way of a sliding piece.
    PathBlocked {
        role: Role,
        from: Square,
        blocker: Square,
    },
    /// The target square holds a piece of the same side.
    OwnPieceOnTarget { to: Square },
    /// A Gattino steps straight only onto empty squares.
    GattinoBlocked { from: Square, blocker: Square },
    /// A Gattino moves diagonally only to capture; there is no en passant.
    GattinoDiagonalNeedsCapture { from: Square, to: Square },
    /// Only a Gattino on its own second rank may step two (or three) squares.
    GattinoLongStepOnlyFromSecondRank { from: Square },
    /// Only a Gattino on file a or h may step three squares.
    GattinoTripleStepOnlyOnEdgeFiles { from: Square },
    /// Rule 1: a Topo never captures a Topo.
    TopoCannotCaptureTopo { from: Square, to: Square },
    /// Rule 2: Cani capture Cani only after a Gattino has moved.
    CaneCannotCaptureCaneYet { from: Square, to: Square },
    /// Rule 3: a Pesce never captures a Gattino.
    PesceCannotCaptureGattino { from: Square, to: Square },
    /// Rule 4: Pesci capture only after their side has moved a Topo.
    PesceCannotCaptureBeforeTopoMoved { from: Square },
    /// Rule 5: Pesci move only after their side has moved a Lepre.
    PesceBeforeLepreMoved { from: Square },
    /// A last-rank letter (`t`, `l`, `c`, `r`) on a move that does not bring a Gattino there.
    ChoiceOnlyOnLastRank { to: Square },
    /// The Gattino cannot be sent back: its second-rank square is occupied.
    SendBackSquareOccupied { square: Square },
    /// This side has already castled with a Topo.
    TopoCastlingAlreadyUsed,
    /// This side has already castled with a Lepre.
    LepreCastlingAlreadyUsed,
    /// Topo castling needs a Topo of this side on e1 / e8.
    CastlingNeedsTopo { square: Square },
    /// Topo castling needs this side's Cane on the corner.
    CastlingNeedsCane { corner: Square },
    /// Topo castling needs every square between Topo and Cane empty.
    CastlingPathBlocked { square: Square },
    /// No castling while an enemy Topo stands on the central square.
    EnemyTopoOnCentralSquare { square: Square },
    /// No Lepre castling while a Cavallo stands on the central square.
    CavalloOnCentralSquare { square: Square },
    /// Lepre castling needs the original Lepre, never moved.
    LepreHasMoved { square: Square },
    /// Lepre castling needs the original Cane on that corner, never moved.
    CaneHasMoved { corner: Square },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Violation::*;
        match *self {
            NoPieceOfYours { side, square } => {
                write!(f, "there is no {} piece on {square}", side_title(side))
            }
            NotHowItMoves { role, from, to } => write!(
                f,
                "the {} on {from} cannot go to {to}: {}",
                role.name(),
                how_it_moves(role)
            ),
            PathBlocked { role, from, blocker } => write!(
                f,
                "the {} on {from} cannot jump: {blocker} is in the way",
                role.name()
            ),
            OwnPieceOnTarget { to } => write!(f, "{to} holds one of your own pieces"),
            GattinoBlocked { from, blocker } => write!(
                f,
                "the Gattino on {from} cannot advance: {blocker} is occupied \
                 (Gattini capture only diagonally forward)"
            ),
            GattinoDiagonalNeedsCapture { from, to } => write!(
                f,
                "the Gattino on {from} moves diagonally only to capture, and {to} is empty \
                 (there is no en passant)"
            ),
            GattinoLongStepOnlyFromSecondRank { from } => write!(
                f,
                "the Gattino on {from} may step only one square: the long step is only from \
                 its own second rank"
            ),
            GattinoTripleStepOnlyOnEdgeFiles { from } => write!(
                f,
                "the Gattino on {from} may step at most two squares: only Gattini on the a and h \
                 files step three"
            ),
            TopoCannotCaptureTopo { from, to } => write!(
                f,
                "the Topo on {from} cannot capture the Topo on {to}: a Topo never captures a Topo"
            ),
            CaneCannotCaptureCaneYet { from, to } => write!(
                f,
                "the Cane on {from} cannot capture the Cane on {to} yet: Cani may capture Cani only \
                 after a Gattino has moved"
            ),
            PesceCannotCaptureGattino { from, to } => write!(
                f,
                "the Pesce on {from} cannot capture the Gattino on {to}: a Pesce never captures a \
                 Gattino"
            ),
            PesceCannotCaptureBeforeTopoMoved { from } => write!(
                f,
                "the Pesce on {from} cannot capture until your Topo has moved"
            ),
            PesceBeforeLepreMoved { from } => write!(
                f,
                "the Pesce on {from} cannot move until your Lepre has moved"
            ),
            ChoiceOnlyOnLastRank { to } => write!(
                f,
                "a last-rank choice (t, l, c, r) only goes with a Gattino reaching its last rank, \
                 and this move to {to} does not; leave the letter out"
            ),
            SendBackSquareOccupied { square } => write!(
                f,
                "the Gattino cannot be sent back: {square} is occupied (promote it with t, l or \
                 c, or leave it on the last rank)"
            ),
            TopoCastlingAlreadyUsed => {
                f.write_str("you have already castled with a Topo (once per game)")
            }
            LepreCastlingAlreadyUsed => {
                f.write_str("you have already castled with a Lepre (once per game)")
            }
            CastlingNeedsTopo { square } => {
                write!(f, "Topo castling needs one of your Topi on {square}")
            }
            CastlingNeedsCane { corner } => write!(
                f,
                "Topo castling on this side needs your Cane on {corner}"
            ),
            CastlingPathBlocked { square } => write!(
                f,
                "Topo castling needs every square between Topo and Cane empty, and {square} is not"
            ),
            EnemyTopoOnCentralSquare { square } => write!(
                f,
                "no castling while the enemy Topo stands on the central square ({square})"
            ),
            CavalloOnCentralSquare { square } => write!(
                f,
                "no Lepre castling while a Cavallo stands on the central square ({square})"
            ),
            LepreHasMoved { square } => write!(
                f,
                "Lepre castling needs the original Lepre, never moved, on {square}"
            ),
            CaneHasMoved { corner } => write!(
                f,
                "Lepre castling needs the original Cane, never moved, on {corner}"
            ),
        }
    }
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
