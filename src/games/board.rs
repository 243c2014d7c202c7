//! A neutral picture of a board, for drawing: which piece stands where and what just moved.
//! The renderer works from this alone, so it never needs to know a game's position type.

use super::{GameKind, Side};

/// A cell (square, point) of a board: `file` counts from the first side's left (0 = `a`),
/// `rank` from the first side's edge (0 = the first side's home row; in Xiangqi that is rank `0`,
/// in Topo and Tempo rank `1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cell {
    pub file: u8,
    pub rank: u8,
}

impl Cell {
    pub fn new(file: u8, rank: u8) -> Self {
        Cell { file, rank }
    }
}

/// A piece as the renderer sees it: its owner and its letter in the game's position strings
/// (always upper case here: `K`, `Q`, `N`, … for Topo; `K`, `A`, `B`, `N`, `R`, `C`, `P` for
/// Xiangqi; `S` for a Tempo stone).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceView {
    pub side: Side,
    pub letter: char,
}

impl PieceView {
    /// The piece's name for messages (`piece-xiangqi-cannon-red`, `piece-topo-lepre`,
    /// `piece-tempo-stone`); `None` for a letter the game does not have.
    pub fn name(self, kind: GameKind) -> Option<super::Msg> {
        match kind {
            GameKind::Topo => super::topo::Role::from_letter(self.letter).map(|r| r.message()),
            GameKind::Xiangqi => {
                super::xiangqi::Role::from_letter(self.letter).map(|r| r.message(self.side))
            }
            GameKind::Tempo => (self.letter == super::tempo::Role::Stone.letter())
                .then(|| super::Msg::new("piece-tempo-stone")),
        }
    }
}

impl Cell {
    /// The cell a square's name (`h2`, `a10`) names in a game of `kind`: its file letter, its
    /// rank number (from 0 in Xiangqi, from 1 in Topo and Tempo).
    pub fn named(kind: GameKind, square: &str) -> Option<Cell> {
        let mut chars = square.chars();
        let file = chars.next().filter(char::is_ascii_lowercase)?;
        let rank: u8 = chars.as_str().parse().ok()?;
        let first = if kind == GameKind::Xiangqi { 0 } else { 1 };
        Some(Cell::new(file as u8 - b'a', rank.checked_sub(first)?))
    }
}

/// The cells the last move touched, to highlight them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveMarks {
    pub from: Cell,
    pub to: Cell,
    /// Where a stone was captured, when that is not `to` (used by Tempo's pictures; `None`
    /// otherwise).
    pub captured: Option<Cell>,
}

/// Everything needed to draw one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardView {
    pub kind: GameKind,
    pub files: u8,
    pub ranks: u8,
    /// `cells[rank * files + file]`.
    pub cells: Vec<Option<PieceView>>,
    pub to_move: Side,
    pub last_move: Option<MoveMarks>,
    /// The piece in check, to mark it: the general of the side to move in Xiangqi; always
    /// `None` in games without check (Topo, Tempo).
    pub check: Option<Cell>,
}

impl BoardView {
    /// An empty board of the given size.
    pub fn empty(kind: GameKind, files: u8, ranks: u8, to_move: Side) -> Self {
        BoardView {
            kind,
            files,
            ranks,
            cells: vec![None; usize::from(files) * usize::from(ranks)],
            to_move,
            last_move: None,
            check: None,
        }
    }

    /// The piece on `cell`, if any (and `None` off the board).
    pub fn at(&self, cell: Cell) -> Option<PieceView> {
        if cell.file >= self.files || cell.rank >= self.ranks {
            return None;
        }
        self.cells[usize::from(cell.rank) * usize::from(self.files) + usize::from(cell.file)]
    }

    /// Puts `piece` on `cell` (ignored off the board).
    pub fn set(&mut self, cell: Cell, piece: Option<PieceView>) {
        if cell.file < self.files && cell.rank < self.ranks {
            self.cells[usize::from(cell.rank) * usize::from(self.files) + usize::from(cell.file)] =
                piece;
        }
    }
}
