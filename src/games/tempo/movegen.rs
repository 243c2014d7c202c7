//! The fast move generator: whole-board shifts of 30-bit sets, no per-stone loops until the
//! moves are written out, no allocation.
//!
//! For each of the eight directions it first finds, for all stones at once, which stones may
//! move that way (the middle of a row may move north or south, and so on; corners by their own
//! rule), then slides those stones one step at a time through empty cells, and finally lets
//! them take an enemy stone standing right next to them.

use super::position::Position;
use super::square::CORNERS;
use super::square::{Bitboard, Direction, BOARD};
use super::{Move, Square};

/// For each direction (in [`Direction::ALL`] order), the stones — of either side — that the
/// stones around them allow to move that way.
#[inline]
pub fn free_stones(occupied: Bitboard) -> [Bitboard; 8] {
    use Direction::*;
    // A stone is the middle of a row when the cells west and east of it are occupied: shifting
    // the occupied cells east marks every cell whose west neighbour is occupied, and so on.
    let row = East.shift(occupied) & West.shift(occupied);
    let column = North.shift(occupied) & South.shift(occupied);
    let diagonal = NorthEast.shift(occupied) & SouthWest.shift(occupied);
    let anti = NorthWest.shift(occupied) & SouthEast.shift(occupied);
    // Index order: N, NE, E, SE, S, SW, W, NW.
    let mut free = [row, anti, column, diagonal, row, anti, column, diagonal];
    for corner in CORNERS {
        if occupied & corner.neighbours == corner.neighbours {
            free[corner.inward as usize] |= corner.square.bit();
        }
    }
    for set in &mut free {
        *set &= occupied;
    }
    free
}

/// Calls `each` with every legal move in `position`, by direction, captures before slides.
#[inline]
pub fn for_each_move(position: &Position, mut each: impl FnMut(Move)) {
    let side = position.turn();
    let own = position.stones(side);
    let enemy = position.stones(side.opponent());
    let empty = BOARD & !(own | enemy);
    let free = free_stones(own | enemy);
    for dir in Direction::ALL {
        let movers = own & free[dir as usize];
        if movers == 0 {
            continue;
        }
        let step = i32::from(dir.index_step());
        let first = dir.shift(movers);
        emit(first & enemy, step, &mut each);
        let mut reached = first & empty;
        let mut distance = step;
        while reached != 0 {
            emit(reached, distance, &mut each);
            reached = dir.shift(reached) & empty;
            distance += step;
        }
    }
}

/// Writes one move per cell of `targets`, each coming from `distance` index steps back.
#[inline(always)]
fn emit(mut targets: Bitboard, distance: i32, each: &mut impl FnMut(Move)) {
    while targets != 0 {
        let to = targets.trailing_zeros() as i32;
        targets &= targets - 1;
        let from = to - distance;
        // Both cells are on the board by construction; the check costs nothing and keeps a
        // table bug from becoming a panic.
        if let (Some(from), Some(to)) = (
            u8::try_from(from).ok().and_then(Square::from_index),
            u8::try_from(to).ok().and_then(Square::from_index),
        ) {
            each(Move::new(from, to));
        }
    }
}

/// Every legal move in `position`.
pub fn legal_moves(position: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    for_each_move(position, |mv| moves.push(mv));
    moves
}

/// How many legal moves `position` has, without listing them.
#[inline]
pub fn count_moves(position: &Position) -> u32 {
    let side = position.turn();
    let own = position.stones(side);
    let enemy = position.stones(side.opponent());
    let empty = BOARD & !(own | enemy);
    let free = free_stones(own | enemy);
    let mut count = 0;
    for dir in Direction::ALL {
        let movers = own & free[dir as usize];
        if movers == 0 {
            continue;
        }
        let first = dir.shift(movers);
        count += (first & enemy).count_ones();
        let mut reached = first & empty;
        while reached != 0 {
            count += reached.count_ones();
            reached = dir.shift(reached) & empty;
        }
    }
    count
}

/// Whether the side to move has any legal move.
pub fn has_moves(position: &Position) -> bool {
    let side = position.turn();
    let own = position.stones(side);
    let enemy = position.stones(side.opponent());
    let free = free_stones(own | enemy);
    Direction::ALL.into_iter().any(|dir| {
        // Any first step onto an empty or enemy cell is a move.
        dir.shift(own & free[dir as usize]) & !own != 0
    })
}

/// Plays a move produced by the generator, without checking it (for search: use
/// [`super::check_move`] or `Tempo::play` on anything else). Even a wrong move cannot put two
/// stones on one cell: the mover's stone leaves `from` and stands on `to`, and whatever stood
/// on `to` is gone.
#[inline(always)]
pub fn play_unchecked(position: &Position, mv: Move) -> Position {
    let side = position.turn();
    let (from, to) = (mv.from.bit(), mv.to.bit());
    let own = (position.stones(side) & !from) | to;
    let enemy = position.stones(side.opponent()) & !to;
    let (black, white) = match side {
        crate::games::Side::First => (own, enemy),
        crate::games::Side::Second => (enemy, own),
    };
    Position::from_parts(black, white, side.opponent())
}

/// Leaf nodes of the legal-move tree of depth `depth` (the last level is counted, not played).
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => u64::from(count_moves(position)),
        _ => {
            let mut nodes = 0;
            for_each_move(position, |mv| {
                nodes += perft(&play_unchecked(position, mv), depth - 1);
            });
            nodes
        }
    }
}

impl Position {
    /// Every legal move, in the generator's order.
    pub fn legal_moves(&self) -> Vec<Move> {
        legal_moves(self)
    }

    /// Leaf nodes of the legal-move tree of depth `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Side;

    #[test]
    fn black_has_33_moves_at_the_start() {
        let start = Position::start();
        assert_eq!(legal_moves(&start).len(), 33);
        assert_eq!(count_moves(&start), 33);
        // Every first move is a capture: the board is full.
        assert!(legal_moves(&start).iter().all(|m| m.is_capture(&start)));
    }

    #[test]
    fn play_moves_the_stone_and_takes() {
        let start = Position::start();
        let mv = Move::new(Square::parse("b3").unwrap(), Square::parse("b4").unwrap());
        assert!(legal_moves(&start).contains(&mv));
        let next = play_unchecked(&start, mv);
        assert_eq!(next.stone_at(mv.from), None);
        assert_eq!(next.stone_at(mv.to), Some(Side::First));
        assert_eq!(next.count(Side::Second), 14);
        assert_eq!(next.count(Side::First), 15);
        assert_eq!(next.turn(), Side::Second);
    }
}
