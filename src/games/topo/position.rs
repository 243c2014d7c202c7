//! A Topo position: the board plus the history facts the rules need, and how a move changes it
//! (its legal moves and [`Position::play`] are in `movegen.rs`, [`Position::perft`] in
//! `perft.rs`); checked from a [`Setup`] here, so that `setup.rs` needs no position.

use super::setup::{check_unmoved, Setup, SetupError};
use super::square::{central_squares, home, second_rank, CORNER_FILES, LEPRE_FILE};
use super::{Choice, Move, MoveKind, Piece, Role, Square};
use crate::games::{BoardView, BySide, Cell, GameKind, MoveMarks, PieceView, Side};

/// Everything the rules need to know about a game at one moment, except the earlier positions
/// (only draw rule 8 looks back, one position).
///
/// Read and written with the position string described in `setup.rs`, through `FromStr` and
/// `Display`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: [Option<Piece>; 64],
    pub(crate) turn: Side,
    /// Per side: the Topo castling has been made.
    pub(crate) topo_castled: BySide<bool>,
    /// Per side: the Lepre castling has been made.
    pub(crate) lepre_castled: BySide<bool>,
    /// Per side: the original Lepre still stands, never moved, on d1 / d8.
    pub(crate) lepre_unmoved: BySide<bool>,
    /// Per side: the original Cane on a1 / a8 (index 0) and h1 / h8 (index 1) never moved.
    pub(crate) cane_unmoved: BySide<[bool; 2]>,
    /// Per side: a Topo of this side has moved (castling included). Pesci capture only after.
    pub(crate) moved_topo: BySide<bool>,
    /// Per side: a Lepre of this side has moved (castling included). Pesci move only after.
    pub(crate) moved_lepre: BySide<bool>,
    /// A Gattino of either colour has moved. Cani capture Cani only after.
    pub(crate) gattino_moved: bool,
    /// Half-moves in a row without a capture or a Gattino move (draw rule 3).
    pub(crate) quiet_plies: u32,
    /// The move number, starting at 1 and increasing after Black's move.
    pub(crate) move_number: u32,
}

impl Position {
    /// The standard start position.
    pub fn start() -> Position {
        let mut board = [None; 64];
        let back = [
            Role::Cane,
            Role::Cavallo,
            Role::Pesce,
            Role::Lepre,
            Role::Topo,
            Role::Pesce,
            Role::Cavallo,
            Role::Cane,
        ];
        for side in Side::ALL {
            for (file, role) in back.into_iter().enumerate() {
                let file = file as u8;
                board[home(side, file).index()] = Some(Piece::new(side, role));
                if let Some(sq) = Square::new(file, second_rank(side)) {
                    board[sq.index()] = Some(Piece::new(side, Role::Gattino));
                }
            }
        }
        Position {
            board,
            turn: Side::First,
            topo_castled: BySide::splat(false),
            lepre_castled: BySide::splat(false),
            lepre_unmoved: BySide::splat(true),
            cane_unmoved: BySide::splat([true; 2]),
            moved_topo: BySide::splat(false),
            moved_lepre: BySide::splat(false),
            gattino_moved: false,
            quiet_plies: 0,
            move_number: 1,
        }
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Half-moves in a row without a capture or a Gattino move (draw rule 3 ends the game at 60).
    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    /// The move number (1 at the start, increasing after each Black move).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Every piece with its square.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// How many pieces of `side` and `role` stand on the board.
    pub fn count(&self, side: Side, role: Role) -> usize {
        self.board
            .iter()
            .flatten()
            .filter(|p| p.side == side && p.role == role)
            .count()
    }

    /// The first square (a1 first) holding a piece of `side` and `role` on the central square.
    pub fn on_central(&self, side: Side, role: Role) -> Option<Square> {
        central_squares()
            .into_iter()
            .find(|&sq| self.piece_at(sq) == Some(Piece::new(side, role)))
    }

    /// Plays `mv`, assumed legal (see [`super::movegen::legal_moves`]), and returns the new
    /// position.
    pub(crate) fn after(&self, mv: Move) -> Position {
        let mut next = self.clone();
        let us = self.turn;
        let moving = self.board[mv.from.index()];
        let captured = match mv.kind {
            MoveKind::TopoCastling | MoveKind::LepreCastling => None,
            _ => self.board[mv.to.index()],
        };
        match mv.kind {
            MoveKind::TopoCastling => {
                // The Cane comes from the corner on the Topo's side and lands beside it.
                let long = mv.to.file() < mv.from.file();
                let (corner, landing) = if long { (0, 3) } else { (7, 5) };
                let corner = home(us, corner);
                next.board[mv.to.index()] = moving;
                next.board[mv.from.index()] = None;
                next.board[home(us, landing).index()] = next.board[corner.index()];
                next.board[corner.index()] = None;
                next.topo_castled[us] = true;
                next.moved_topo[us] = true;
            }
            MoveKind::LepreCastling => {
                next.board[mv.to.index()] = moving;
                next.board[mv.from.index()] = self.board[mv.to.index()];
                next.lepre_castled[us] = true;
                next.moved_lepre[us] = true;
            }
            MoveKind::Plain | MoveKind::LastRank(_) => {
                next.board[mv.from.index()] = None;
                next.board[mv.to.index()] = moving;
                match moving.map(|p| p.role) {
                    Some(Role::Topo) => next.moved_topo[us] = true,
                    Some(Role::Lepre) => next.moved_lepre[us] = true,
                    _ => {}
                }
                if let MoveKind::LastRank(choice) = mv.kind {
                    let role = match choice {
                        Choice::Topo => Some(Role::Topo),
                        Choice::Lepre => Some(Role::Lepre),
                        Choice::Cavallo => Some(Role::Cavallo),
                        Choice::Stay | Choice::SendBack => None,
                    };
                    if let Some(role) = role {
                        next.board[mv.to.index()] = Some(Piece::new(us, role));
                    }
                    if choice == Choice::SendBack {
                        next.board[mv.to.index()] = None;
                        if let Some(start) = Square::new(mv.to.file(), second_rank(us)) {
                            next.board[start.index()] = moving;
                        }
                    }
                }
            }
        }
        let gattino_move = moving.map(|p| p.role) == Some(Role::Gattino);
        if gattino_move {
            next.gattino_moved = true;
        }
        next.quiet_plies = if gattino_move || captured.is_some() {
            0
        } else {
            self.quiet_plies.saturating_add(1)
        };
        // A square that a move leaves or lands on no longer holds an unmoved original piece.
        for touched in [mv.from, mv.to] {
            for side in Side::ALL {
                if touched == home(side, LEPRE_FILE) {
                    next.lepre_unmoved[side] = false;
                }
                for (i, file) in CORNER_FILES.into_iter().enumerate() {
                    if touched == home(side, file) {
                        next.cane_unmoved[side][i] = false;
                    }
                }
            }
        }
        if mv.kind == MoveKind::TopoCastling {
            let corner = usize::from(mv.to.file() > mv.from.file());
            next.cane_unmoved[us][corner] = false;
        }
        next.turn = us.opponent();
        if us == Side::Second {
            next.move_number = self.move_number.saturating_add(1);
        }
        next
    }

    /// The position as text: rank 8 at the top, White's pieces in upper case, `.` for empty.
    pub fn board_text(&self) -> String {
        let mut text = String::new();
        for rank in (0..8).rev() {
            text.push(char::from(b'1' + rank));
            for file in 0..8 {
                text.push(' ');
                let piece = Square::new(file, rank).and_then(|sq| self.piece_at(sq));
                text.push(piece.map_or('.', Piece::fen_char));
            }
            text.push('\n');
        }
        text.push_str("  a b c d e f g h\n");
        text
    }

    /// A neutral drawing of the position for the renderer; `last` marks the move that led here.
    pub fn board_view(&self, last: Option<Move>) -> BoardView {
        let mut view = BoardView::empty(GameKind::Topo, 8, 8, self.turn);
        for (sq, piece) in self.pieces() {
            view.set(
                Cell::new(sq.file(), sq.rank()),
                Some(PieceView {
                    side: piece.side,
                    letter: piece.role.letter(),
                }),
            );
        }
        view.last_move = last.map(|mv| MoveMarks {
            from: Cell::new(mv.from.file(), mv.from.rank()),
            to: Cell::new(mv.to.file(), mv.to.rank()),
            captured: None,
        });
        view
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({self})")
    }
}

impl std::fmt::Display for Position {
    /// The position string (see `setup.rs`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl std::str::FromStr for Position {
    type Err = SetupError;

    /// Reads and checks a position string (see `setup.rs`).
    fn from_str(text: &str) -> Result<Position, SetupError> {
        text.parse::<Setup>()?.position()
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;

    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        setup.position()
    }
}

impl Position {
    /// The unchecked set-up of this position (what its position string says).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            topo_castled: self.topo_castled,
            lepre_castled: self.lepre_castled,
            lepre_unmoved: self.lepre_unmoved,
            cane_unmoved: self.cane_unmoved,
            moved_topo: self.moved_topo,
            moved_lepre: self.moved_lepre,
            gattino_moved: self.gattino_moved,
            quiet_plies: self.quiet_plies,
            move_number: self.move_number,
        }
    }
}

impl Setup {
    /// Checks the set-up into a position: every original piece the unmoved-pieces field names
    /// stands on its home square.
    pub fn position(self) -> Result<Position, SetupError> {
        check_unmoved(&self)?;
        Ok(Position {
            board: self.board,
            turn: self.turn,
            topo_castled: self.topo_castled,
            lepre_castled: self.lepre_castled,
            lepre_unmoved: self.lepre_unmoved,
            cane_unmoved: self.cane_unmoved,
            moved_topo: self.moved_topo,
            moved_lepre: self.moved_lepre,
            gattino_moved: self.gattino_moved,
            quiet_plies: self.quiet_plies,
            move_number: self.move_number,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::topo::START;

    #[test]
    fn start_round_trips() {
        assert_eq!(Position::start().to_string(), START);
        assert_eq!(START.parse::<Position>(), Ok(Position::start()));
    }

    #[test]
    fn short_form_defaults_counters() {
        let p: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w TLtl ADHadh -"
            .parse()
            .unwrap();
        assert_eq!(p, Position::start());
    }

    #[test]
    fn bad_strings_are_explained() {
        let cases = [
            ("", "expected 7 fields"),
            ("8/8/8/8/8/8/8 w - - - 0 1", "8 ranks"),
            ("8/8/8/8/8/8/8/7X w - - - 0 1", "'X' is not a piece letter"),
            ("8/8/8/8/8/8/8/7 w - - - 0 1", "instead of 8"),
            ("8/8/8/8/8/8/8/44P w - - - 0 1", "more than 8"),
            ("8/8/8/8/8/8/8/P7 w - - - 0 1", "own first rank"),
            ("8/8/8/8/8/8/8/8 x - - - 0 1", "side to move"),
            ("8/8/8/8/8/8/8/8 w Z - - 0 1", "castlings field"),
            ("8/8/8/8/8/8/8/8 w TT - - 0 1", "twice"),
            ("8/8/8/8/8/8/8/8 w - D - 0 1", "no White Lepre on d1"),
            ("8/8/8/8/8/8/8/8 w - h - 0 1", "no Black Cane on h8"),
            ("8/8/8/8/8/8/8/8 w - - - x 1", "half-move"),
            ("8/8/8/8/8/8/8/8 w - - - 0 0", "move number"),
        ];
        for (text, expected) in cases {
            let error = text.parse::<Position>().expect_err(text).to_string();
            assert!(error.contains(expected), "{text}: {error}");
        }
    }
}
