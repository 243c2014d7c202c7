//! What a move chases, by the Asian (AXF) rules as `docs/rules/xiangqi.md` reads them.
//!
//! The set of enemy pieces that a move newly threatens to win: the moved piece's new attacks, the
//! attacks it discovers, the protection it takes away by a new pin, and what a discovered check
//! wins. Where the AXF text leaves room this follows Fairy-Stockfish's judgement (the project's
//! reference, read for its rules and written here anew): the repetition verdicts are compared
//! against it ply for ply by the oracle tests.
//!
//! Squares are bits of a `u128` (bit `rank * 9 + file`), so that sets of pieces can be mapped back
//! through moves and intersected cheaply.

use super::movegen::{NONE, TABLES};
use super::{Move, Position, Role};
use crate::games::Side;

/// A set of points.
pub(crate) type Bits = u128;

#[inline]
pub(crate) const fn bit(sq: usize) -> Bits {
    1u128 << sq
}

const GENERAL: u8 = Role::General as u8;
const ADVISOR: u8 = Role::Advisor as u8;
const ELEPHANT: u8 = Role::Elephant as u8;
const HORSE: u8 = Role::Horse as u8;
const CHARIOT: u8 = Role::Chariot as u8;
const CANNON: u8 = Role::Cannon as u8;
const SOLDIER: u8 = Role::Soldier as u8;

/// The side bit of a board code (0 for Red, 8 for Black).
#[inline]
const fn side_bits(side: Side) -> u8 {
    (side as u8) << 3
}

/// Whether a point is across the river for `side` (its soldiers there move sideways too).
#[inline]
fn crossed(side: Side, sq: usize) -> bool {
    match side {
        Side::First => sq / 9 >= 5,
        Side::Second => sq / 9 <= 4,
    }
}

/// Whether a piece of `side` and `role` may stand on `sq` at all (palace, own half).
#[inline]
fn region(side: Side, role: u8, sq: usize) -> bool {
    let (file, rank) = (sq % 9, sq / 9);
    match role {
        GENERAL | ADVISOR => {
            (3..=5).contains(&file)
                && match side {
                    Side::First => rank <= 2,
                    Side::Second => rank >= 7,
                }
        }
        ELEPHANT => !crossed(side, sq),
        _ => true,
    }
}

/// The board seen as sets of points.
pub(crate) struct Sets<'a> {
    cells: &'a [u8; 90],
    /// Every occupied point.
    pub occupied: Bits,
}

impl<'a> Sets<'a> {
    pub(crate) fn new(position: &'a Position) -> Sets<'a> {
        let mut occupied = 0;
        for (i, &c) in position.cells.iter().enumerate() {
            if c != 0 {
                occupied |= bit(i);
            }
        }
        Sets {
            cells: &position.cells,
            occupied,
        }
    }

    /// The points holding a piece of `side` (of `role`, or of any role when `role` is 0).
    fn pieces(&self, side: Side, role: u8) -> Bits {
        let mut out = 0;
        let want = side_bits(side);
        for (i, &c) in self.cells.iter().enumerate() {
            if c != 0 && c & 8 == want && (role == 0 || c & 7 == role) {
                out |= bit(i);
            }
        }
        out
    }

    #[inline]
    fn role_at(&self, sq: usize) -> u8 {
        self.cells[sq] & 7
    }

    #[inline]
    fn side_at(&self, sq: usize) -> Side {
        if self.cells[sq] & 8 == 0 {
            Side::First
        } else {
            Side::Second
        }
    }
}

/// The points a piece of `side` and `role` on `sq` attacks with `occupied` as the board's
/// occupancy, by its movement pattern alone (no palace or river bound; a soldier also sideways).
fn raw_attacks(side: Side, role: u8, sq: usize, occupied: Bits) -> Bits {
    let mut out = 0;
    match role {
        GENERAL => {
            let (file, rank) = (sq % 9, sq / 9);
            if file > 0 {
                out |= bit(sq - 1);
            }
            if file < 8 {
                out |= bit(sq + 1);
            }
            if rank > 0 {
                out |= bit(sq - 9);
            }
            if rank < 9 {
                out |= bit(sq + 9);
            }
        }
        ADVISOR => {
            let (file, rank) = (sq % 9, sq / 9);
            for (df, dr) in [(1i32, 1i32), (1, -1), (-1, 1), (-1, -1)] {
                let (f, r) = (file as i32 + df, rank as i32 + dr);
                if (0..9).contains(&f) && (0..10).contains(&r) {
                    out |= bit((r * 9 + f) as usize);
                }
            }
        }
        ELEPHANT => {
            let (file, rank) = (sq % 9, sq / 9);
            for (df, dr) in [(1i32, 1i32), (1, -1), (-1, 1), (-1, -1)] {
                let (f, r) = (file as i32 + 2 * df, rank as i32 + 2 * dr);
                if (0..9).contains(&f) && (0..10).contains(&r) {
                    let eye = ((rank as i32 + dr) * 9 + file as i32 + df) as usize;
                    if occupied & bit(eye) == 0 {
                        out |= bit((r * 9 + f) as usize);
                    }
                }
            }
        }
        HORSE => {
            for &(to, leg) in &TABLES.horse[sq] {
                if to == NONE {
                    break;
                }
                if occupied & bit(leg as usize) == 0 {
                    out |= bit(to as usize);
                }
            }
        }
        CHARIOT => {
            for d in 0..4 {
                for &to in &TABLES.rays[sq][d][..TABLES.ray_len[sq][d] as usize] {
                    out |= bit(to as usize);
                    if occupied & bit(to as usize) != 0 {
                        break;
                    }
                }
            }
        }
        CANNON => {
            for d in 0..4 {
                let mut screen = false;
                for &to in &TABLES.rays[sq][d][..TABLES.ray_len[sq][d] as usize] {
                    let full = occupied & bit(to as usize) != 0;
                    if screen {
                        out |= bit(to as usize);
                        if full {
                            break;
                        }
                    } else if full {
                        screen = true;
                    }
                }
            }
        }
        _ => {
            let (file, rank) = (sq % 9, sq / 9);
            match side {
                Side::First if rank < 9 => out |= bit(sq + 9),
                Side::Second if rank > 0 => out |= bit(sq - 9),
                _ => {}
            }
            if file > 0 {
                out |= bit(sq - 1);
            }
            if file < 8 {
                out |= bit(sq + 1);
            }
        }
    }
    out
}

/// The points a piece attacks as it really moves: inside its palace or half, a soldier sideways
/// only once across the river.
fn attacks_from(side: Side, role: u8, sq: usize, occupied: Bits) -> Bits {
    let mut out = raw_attacks(side, role, sq, occupied);
    if role == SOLDIER && !crossed(side, sq) {
        out &= !(sq.checked_sub(1).map_or(0, bit) | if sq + 1 < 90 { bit(sq + 1) } else { 0 });
    }
    if matches!(role, GENERAL | ADVISOR | ELEPHANT) {
        let mut kept = 0;
        let mut rest = out;
        while rest != 0 {
            let s = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if region(side, role, s) {
                kept |= bit(s);
            }
        }
        out = kept;
    }
    out
}

/// The pieces of `side` that could capture on `target` with `occupied` as the occupancy (no
/// flying general; whether the capture would expose their general is not asked).
fn attackers_to(sets: &Sets, target: usize, occupied: Bits, side: Side) -> Bits {
    let mut out = 0;
    let want = side_bits(side);
    for (i, &c) in sets.cells.iter().enumerate() {
        if c == 0 || c & 8 != want {
            continue;
        }
        let role = c & 7;
        if !region(side, role, target) {
            continue;
        }
        if attacks_from(side, role, i, occupied) & bit(target) != 0 {
            out |= bit(i);
        }
    }
    out
}

/// The points strictly between two points of one line (empty if they share none).
fn between(a: usize, b: usize) -> Bits {
    let (fa, ra, fb, rb) = (a % 9, a / 9, b % 9, b / 9);
    let mut out = 0;
    if fa == fb {
        for r in ra.min(rb) + 1..ra.max(rb) {
            out |= bit(r * 9 + fa);
        }
    } else if ra == rb {
        for f in fa.min(fb) + 1..fa.max(fb) {
            out |= bit(ra * 9 + f);
        }
    }
    out
}

/// Every point of the rank and the file through `sq` (but `sq`).
fn lines(sq: usize) -> Bits {
    let mut out = 0;
    for d in 0..4 {
        for &to in &TABLES.rays[sq][d][..TABLES.ray_len[sq][d] as usize] {
            out |= bit(to as usize);
        }
    }
    out
}

/// The whole line (rank or file) through two points, both included; empty if they share none.
fn line_through(a: usize, b: usize) -> Bits {
    if a % 9 == b % 9 {
        (0..10).fold(0, |acc, r| acc | bit(r * 9 + a % 9))
    } else if a / 9 == b / 9 {
        (0..9).fold(0, |acc, f| acc | bit((a / 9) * 9 + f))
    } else {
        0
    }
}

/// The pieces of either side that stand between `side`'s general and an enemy chariot, horse or
/// cannon so that removing them would expose the general: pinned pieces (of `side`) and pieces
/// that could give a discovered check (of the enemy). A cannon's two screens both count.
pub(crate) fn blockers_for_general(position: &Position, sets: &Sets, side: Side) -> Bits {
    let king = position.kings[side] as usize;
    let enemy = side.opponent();
    let occupied = sets.occupied;
    let mut snipers: Vec<(usize, u8)> = Vec::new();
    let mut sliding = 0;
    let line = lines(king);
    let chariots = sets.pieces(enemy, CHARIOT) & line;
    let attacked_by_rook = raw_attacks(enemy, CHARIOT, king, occupied);
    for s in iter(chariots & !attacked_by_rook) {
        snipers.push((s, CHARIOT));
        sliding |= bit(s);
    }
    // Horses a jump away whose leg is blocked.
    for &(from, leg) in &TABLES.horse_from[king] {
        if from == NONE {
            break;
        }
        let from = from as usize;
        if sets.cells[from] == HORSE | side_bits(enemy) && occupied & bit(leg as usize) != 0 {
            snipers.push((from, HORSE));
            sliding |= bit(from);
        }
    }
    let cannons = sets.pieces(enemy, CANNON) & line;
    let attacked_by_cannon = raw_attacks(enemy, CANNON, king, occupied);
    for s in iter(cannons & !attacked_by_cannon) {
        snipers.push((s, CANNON));
    }
    let occupancy = occupied & !sliding;
    let mut blockers = 0;
    for (s, role) in snipers {
        let b = match role {
            HORSE => horse_leg(s, king) & occupancy,
            CANNON => between(king, s) & (occupied & !bit(s)),
            _ => between(king, s) & occupancy,
        };
        let n = b.count_ones();
        if n == 1 || (role == CANNON && n == 2) {
            blockers |= b;
        }
    }
    blockers
}

/// The leg of a horse's jump from `from` to `to`.
fn horse_leg(from: usize, to: usize) -> Bits {
    for &(t, leg) in &TABLES.horse[from] {
        if t == NONE {
            break;
        }
        if t as usize == to {
            return bit(leg as usize);
        }
    }
    0
}

/// The points of a set, lowest first.
pub(crate) fn iter(mut bits: Bits) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if bits == 0 {
            None
        } else {
            let s = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(s)
        }
    })
}

/// The enemy pieces that `mv`, played from `before` to reach `after`, chases (points of
/// `after`). `before` is `None` when `after` is where the game was set up (no earlier position:
/// then pins and discovered checks are not judged).
pub(crate) fn chased(before: Option<&Position>, after: &Position, mv: Move) -> Bits {
    let us = after.turn; // the side whose pieces may be chased
    let them = us.opponent(); // the side that moved
    let sets = Sets::new(after);
    let occupied = sets.occupied;
    let mine = sets.pieces(us, 0);
    let mut pins = blockers_for_general(after, &sets, us);
    // Flying general: our only piece on the file of their general, with our general there too,
    // is held there.
    let their_king = after.kings[them] as usize;
    let file: Bits = (0..10).fold(0, |acc, r| acc | bit(r * 9 + their_king % 9));
    let on_file = file & mine;
    let our_king = bit(after.kings[us] as usize);
    if on_file & our_king != 0 && (on_file & !our_king).count_ones() <= 1 {
        pins |= on_file & !our_king;
    }
    let exempt = sets.pieces(us, GENERAL)
        | (sets.pieces(us, SOLDIER)
            & !iter(sets.pieces(us, SOLDIER)).fold(0, |acc, s| {
                if crossed(us, s) {
                    acc | bit(s)
                } else {
                    acc
                }
            }));
    let mut out: Bits = 0;
    let add = |attacker: usize, role: u8, mut attacks: Bits, out: &mut Bits| {
        if attacks & !*out == 0 {
            return;
        }
        attacks &= !exempt;
        if role == HORSE || role == CANNON {
            *out |= attacks & sets.pieces(us, CHARIOT);
        }
        if role == ELEPHANT || role == ADVISOR {
            *out |= attacks
                & (sets.pieces(us, CHARIOT) | sets.pieces(us, CANNON) | sets.pieces(us, HORSE));
        }
        if role == HORSE && raw_attacks(us, ADVISOR, attacker, 0) & occupied != 0 {
            // A horse attacked by a horse is not chased if it can take back (its leg is free).
            for s in iter(attacks & sets.pieces(us, HORSE)) {
                if raw_attacks(us, HORSE, s, occupied) & bit(attacker) != 0 {
                    attacks &= !bit(s);
                }
            }
        } else {
            attacks &= !sets.pieces(us, role) | pins;
        }
        for s in iter(attacks) {
            let without = occupied & !bit(attacker);
            let roots = attackers_to(&sets, s, without, us) & !pins;
            let king_only_exposed =
                roots == our_king && raw_attacks(them, CHARIOT, their_king, without) & bit(s) != 0;
            if roots == 0 || king_only_exposed {
                *out |= bit(s);
            }
        }
    };

    let (from, to) = (mv.from.index(), mv.to.index());
    let moved = sets.role_at(to);
    if moved != GENERAL && moved != SOLDIER {
        let mut direct = attacks_from(them, moved, to, occupied) & mine;
        if moved == CHARIOT || moved == CANNON {
            direct &= !line_through(from, to);
        }
        add(to, moved, direct, &mut out);
    }

    // Discovered attacks: pieces whose leg, eye, line or screen the move changed.
    let captured = before.is_some_and(|b| b.cells[to] != 0);
    let theirs = |role: u8| sets.pieces(them, role);
    let candidates = (raw_attacks(them, GENERAL, from, 0) & theirs(HORSE))
        | (raw_attacks(them, ADVISOR, from, 0) & theirs(ELEPHANT))
        | (lines(from) & (theirs(CANNON) | theirs(CHARIOT)))
        | (lines(to) & theirs(CANNON));
    let previous_occupancy = (if captured {
        occupied
    } else {
        occupied & !bit(to)
    }) ^ bit(from);
    for s in iter(candidates) {
        let role = sets.role_at(s);
        let discovered = mine
            & raw_attacks(them, role, s, occupied)
            & !raw_attacks(them, role, s, previous_occupancy);
        add(s, role, discovered, &mut out);
    }

    if let Some(before) = before {
        let before_sets = Sets::new(before);
        let now = blockers_for_general(after, &sets, us);
        let earlier = blockers_for_general(before, &before_sets, us);
        // A new pin takes away the pinned piece's protection.
        for s in iter(now & !earlier & mine) {
            let role = sets.role_at(s);
            let fake_rooted = mine & !exempt & raw_attacks(us, role, s, occupied);
            let their_free = !blockers_for_general(after, &sets, them);
            for s2 in iter(fake_rooted) {
                if attackers_to(&sets, s2, occupied, them) & their_free != 0 {
                    out |= bit(s2);
                }
            }
        }
        // A new discovered-check threat wins what the discovering piece attacks.
        let our_king_sq = after.kings[us] as usize;
        let king_reach = attacks_from(us, GENERAL, our_king_sq, occupied);
        for s in iter(now & !earlier & sets.pieces(them, 0)) {
            let role = sets.role_at(s);
            debug_assert_eq!(sets.side_at(s), them);
            let attacks = attacks_from(them, role, s, occupied) & mine;
            out |= attacks & !king_reach;
            for s2 in iter(attacks & king_reach) {
                let occ = occupied & !bit(s) & !bit(our_king_sq);
                if attackers_to(&sets, s2, occ, them) & !bit(s) != 0 {
                    out |= bit(s2);
                }
            }
        }
    }
    out
}

/// Maps a set of points of the position after `mv` back to the position before it: the piece
/// that `mv` brought to its target stood on its origin.
pub(crate) fn undo(bits: Bits, mv: Move) -> Bits {
    let (from, to) = (mv.from.index(), mv.to.index());
    if bits & bit(to) != 0 {
        (bits & !bit(to)) | bit(from)
    } else {
        bits
    }
}

/// Maps a set of points forward through `mv` (the inverse of [`undo`]).
pub(crate) fn redo(bits: Bits, mv: Move) -> Bits {
    let (from, to) = (mv.from.index(), mv.to.index());
    if bits & bit(from) != 0 {
        (bits & !bit(from)) | bit(to)
    } else {
        bits
    }
}

/// The move that leads from one position to the next, read from the two boards (the point that
/// emptied and the point the same piece now holds).
pub(crate) fn move_between(before: &Position, after: &Position) -> Option<Move> {
    let mut from = None;
    let mut to = None;
    for i in 0..90 {
        let (a, b) = (before.cells[i], after.cells[i]);
        if a == b {
            continue;
        }
        if b == 0 {
            from = Some(i);
        } else {
            to = Some(i);
        }
    }
    let (from, to) = (from?, to?);
    Some(Move::new(
        super::Square::from_index(from as u8),
        super::Square::from_index(to as u8),
    ))
}

/// The pieces of `side` that could capture on `sq` (pseudo-legally).
pub(crate) fn attackers_of(position: &Position, sq: usize, side: Side) -> Bits {
    let sets = Sets::new(position);
    attackers_to(&sets, sq, sets.occupied, side)
}
