//! Moves as resolved against a position.

use super::square::Square;

/// What a Gattino reaching its last rank becomes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Choice {
    /// Promoted to a Topo (suffix `t`).
    Topo,
    /// Promoted to a Lepre (suffix `l`).
    Lepre,
    /// Promoted to a Cavallo (suffix `c`).
    Cavallo,
    /// Stays a Gattino on the last rank (no suffix); it has no moves there.
    Stay,
    /// Sent back to its second rank on the file it arrived on (suffix `r`, "ritorno").
    SendBack,
}

impl Choice {
    /// Every choice, in the order moves are listed.
    pub const ALL: [Choice; 5] = [
        Choice::Topo,
        Choice::Lepre,
        Choice::Cavallo,
        Choice::Stay,
        Choice::SendBack,
    ];

    /// The canonical suffix: `t`, `l`, `c`, nothing, `r`.
    pub fn suffix(self) -> &'static str {
        match self {
            Choice::Topo => "t",
            Choice::Lepre => "l",
            Choice::Cavallo => "c",
            Choice::Stay => "",
            Choice::SendBack => "r",
        }
    }
}

/// The kind of a move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// An ordinary move or capture.
    Plain,
    /// A Gattino arriving on its last rank (by a step or a capture), and what it becomes.
    LastRank(Choice),
    /// The Topo's two-square move from e1/e8 with the corner Cane jumping beside it.
    TopoCastling,
    /// The original Lepre and an original Cane swapping squares (`to` is the Cane's square).
    LepreCastling,
}

/// A move: from a square to a square, and what kind of move it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub kind: MoveKind,
}

impl Move {
    /// The move in canonical notation: `e2e4`, `e7e8t`, `e1g1`, `d1a1`.
    pub fn canonical(self) -> String {
        let suffix = match self.kind {
            MoveKind::LastRank(choice) => choice.suffix(),
            _ => "",
        };
        format!("{}{}{}", self.from, self.to, suffix)
    }
}

impl std::fmt::Display for Move {
    /// The canonical notation, as in the other games (see [`Move::canonical`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.canonical())
    }
}
