//! What the search needs to know about each game beyond its rules: an evaluation written from
//! the game's rules (`docs/rules/*.md`), which moves are captures, and a fast way to play a move
//! the generator produced.

use super::Level;
use crate::games::tempo::{self, Tempo};
use crate::games::topo::{self, MoveKind, Topo};
use crate::games::xiangqi::{self, Xiangqi};
use crate::games::{Rules, Side};
use std::hash::{Hash, Hasher};

/// A game the engine can play: its [`Rules`] plus an evaluation.
pub trait Evaluate: Rules {
    /// Whether the search goes on through captures past its depth (Topo and Xiangqi, where a
    /// capture changes the evaluation most).
    const QUIESCENCE: bool;
    /// The size of the history table ([`Evaluate::move_index`] is taken modulo it).
    const MOVE_INDEXES: usize;
    /// How much less than nothing a draw is worth to the side the engine plays, in evaluation
    /// units. In a game with many ways to draw (Topo), a little contempt makes the engine play
    /// on for a win rather than settle, which is what separates a stronger level from a weaker
    /// one; 0 where draws are rare.
    const CONTEMPT: i32 = 0;

    /// The deepest iteration `level` searches in this game (quiescence comes on top where the
    /// game has it): [`Level::max_depth`] unless the game needs its own table.
    fn max_depth(level: Level) -> u32 {
        level.max_depth()
    }

    /// How far below the best a root move may score and still be picked at `level`, and the
    /// chance of picking among such near-best moves: [`Level::choice`] unless the game needs
    /// its own table (its evaluation units may be coarser than Xiangqi's).
    fn choice(level: Level) -> (i32, f64) {
        level.choice()
    }

    /// The position's value for the side to move, in units where a Xiangqi soldier is 100;
    /// only finished games are scored by the search itself, from `Rules::outcome`.
    fn evaluate(position: &Self::Position) -> i32;

    /// Plays a move from [`Rules::legal_moves`] without checking it again.
    fn play_unchecked(position: &Self::Position, mv: Self::Move) -> Self::Position;

    /// For a capture, how good it looks before searching it (most valuable victim, least
    /// valuable attacker); `None` for a quiet move.
    fn capture(position: &Self::Position, mv: Self::Move) -> Option<i32>;

    /// A small number per move (its from and to squares) for the history heuristic.
    fn move_index(mv: Self::Move) -> usize;

    /// Whether the side to move is in check (Xiangqi only): the quiescence search then looks
    /// at every move instead of standing pat.
    fn in_check(_position: &Self::Position) -> bool {
        false
    }

    /// The position's key in the transposition table.
    fn key(position: &Self::Position) -> u64;
}

/// The key of anything hashable (the games' positions derive `Hash`).
fn fx_key(value: &impl Hash) -> u64 {
    let mut hasher = FxHasher(0);
    value.hash(&mut hasher);
    hasher.finish()
}

/// The multiply-rotate hash of rustc (FxHash): much faster than SipHash on the many small
/// writes a derived `Hash` makes, and good enough for table slots (the full key is compared).
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        // Mix the high bits down: the table uses the low ones.
        let x = self.0;
        (x ^ (x >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9) ^ (x >> 32)
    }
}

/// `value` from White's / Red's / Black's (the first side's) view turned to `side`'s.
fn for_side(value: i32, side: Side) -> i32 {
    match side {
        Side::First => value,
        Side::Second => -value,
    }
}

// ---------------------------------------------------------------------------------------------
// Topo (`docs/rules/topo.md`): the game is won by capturing every enemy Lepre while keeping a
// Topo, so the Lepri are worth far more than their queen-like moves, the last one most of all,
// and a side without a Topo cannot win at all.

/// Material of a Topo piece. The Pesce is worth less than a chess bishop: it never captures a
/// Gattino and captures nothing until its side has moved a Topo.
fn topo_value(role: topo::Role) -> i32 {
    match role {
        topo::Role::Topo => 350,
        topo::Role::Lepre => 2000,
        topo::Role::Cavallo => 300,
        topo::Role::Cane => 480,
        topo::Role::Pesce => 260,
        topo::Role::Gattino => 100,
    }
}

/// Topo's depth caps per level. Its positions are sharper than Xiangqi's (a Lepre is lost in
/// one ply), so one ply more separates two levels more than it does in Xiangqi; level 7 stops
/// a ply earlier than Xiangqi's to keep it clearly below level 8. Measured with
/// `examples/ladder.rs` (README, "Playing the computer").
const TOPO_DEPTH: [u32; 8] = [1, 1, 2, 3, 3, 4, 5, 64];

/// Topo's choice margins and chances per level. Topo's material is coarser (a Lepre is 2000,
/// a Gattino 100), so the margins are wider than the shared table's; the chances fall from
/// 95% to 40% so that each level picks its best move clearly more often than the one below.
const TOPO_CHOICE: [(i32, f64); 8] = [
    (250, 0.95),
    (200, 0.9),
    (160, 0.8),
    (130, 0.7),
    (100, 0.6),
    (90, 0.55),
    (60, 0.4),
    (0, 0.0),
];

/// The most a side without a Topo, against a side that keeps one, may score: it can no longer
/// win, so however much material it has, its position is worth well below a draw. A cap rather
/// than a flat penalty keeps a side that lost its Topo from trading into a hopeless ending
/// while still valuing what it has left.
const NO_TOPO_CAP: i32 = -600;

impl Evaluate for Topo {
    const QUIESCENCE: bool = true;
    const MOVE_INDEXES: usize = 64 * 64;
    // Topo has many draw rules (no captures for 30 moves each, repetitions, bare material):
    // without contempt most games between neighbouring levels ended drawn. Worth a Gattino
    // and a half.
    const CONTEMPT: i32 = 150;

    fn max_depth(level: Level) -> u32 {
        TOPO_DEPTH[usize::from(level.get() - 1)]
    }

    fn choice(level: Level) -> (i32, f64) {
        TOPO_CHOICE[usize::from(level.get() - 1)]
    }

    fn evaluate(position: &topo::Position) -> i32 {
        let mut score = 0;
        let mut lepri = [0i32; 2];
        let mut topi = [0i32; 2];
        for (sq, piece) in position.pieces() {
            let side = piece.side;
            let mut value = topo_value(piece.role);
            let (file, rank) = (i32::from(sq.file()), i32::from(sq.rank()));
            // Distance from the centre, 0 (d4–e5) to 3 (the edge), per axis.
            let off_centre = (2 * file - 7).abs() / 2 + (2 * rank - 7).abs() / 2;
            match piece.role {
                topo::Role::Gattino => {
                    let advanced = match side {
                        Side::First => rank - 1,
                        Side::Second => 6 - rank,
                    };
                    value += 8 * advanced;
                }
                topo::Role::Cavallo | topo::Role::Pesce => value += 12 - 4 * off_centre,
                topo::Role::Lepre => {
                    lepri[side as usize] += 1;
                    // A Lepre in the open is exposed: slightly prefer it near home.
                    value -= 3 * off_centre.min(2);
                }
                topo::Role::Topo => topi[side as usize] += 1,
                topo::Role::Cane => {}
            }
            score += for_side(value, side);
        }
        for side in Side::ALL {
            // The last Lepre: one capture from losing.
            if lepri[side as usize] == 1 {
                score += for_side(-1200, side);
            }
        }
        // The cap comes after every other term, so that nothing added later lifts it.
        for side in Side::ALL {
            // Without a Topo a side can no longer win (when both have lost theirs, neither can,
            // and material alone decides nothing either way).
            if topi[side as usize] == 0 && topi[side.opponent() as usize] > 0 {
                score = for_side(for_side(score, side).min(NO_TOPO_CAP), side);
            }
        }
        for_side(score, position.turn())
    }

    fn key(position: &topo::Position) -> u64 {
        fx_key(position)
    }

    fn play_unchecked(position: &topo::Position, mv: topo::Move) -> topo::Position {
        position.after(mv)
    }

    fn capture(position: &topo::Position, mv: topo::Move) -> Option<i32> {
        if matches!(mv.kind, MoveKind::TopoCastling | MoveKind::LepreCastling) {
            return None;
        }
        let victim = position.piece_at(mv.to)?;
        let attacker = position.piece_at(mv.from)?;
        (victim.side != attacker.side)
            .then(|| 10 * topo_value(victim.role) - topo_value(attacker.role) / 10)
    }

    fn move_index(mv: topo::Move) -> usize {
        mv.from.index() * 64 + mv.to.index()
    }
}

// ---------------------------------------------------------------------------------------------
// Xiangqi (`docs/rules/xiangqi.md`): material, soldiers gaining value across the river and
// near the palace, horses better in the centre than on the edge.

fn xiangqi_value(role: xiangqi::Role) -> i32 {
    match role {
        xiangqi::Role::General => 0,
        xiangqi::Role::Advisor => 200,
        xiangqi::Role::Elephant => 200,
        xiangqi::Role::Horse => 400,
        xiangqi::Role::Chariot => 900,
        xiangqi::Role::Cannon => 450,
        xiangqi::Role::Soldier => 100,
    }
}

impl Evaluate for Xiangqi {
    const QUIESCENCE: bool = true;
    const MOVE_INDEXES: usize = 90 * 90;

    fn evaluate(position: &xiangqi::Position) -> i32 {
        let mut score = 0;
        for index in 0..90u8 {
            let sq = xiangqi::Square::from_index(index);
            let Some(piece) = position.piece_at(sq) else {
                continue;
            };
            let (file, rank) = (i32::from(sq.file()), i32::from(sq.rank()));
            // Ranks counted from the piece's own side: 0 is its back rank.
            let forward = match piece.side {
                Side::First => rank,
                Side::Second => 9 - rank,
            };
            let off_centre = (file - 4).abs();
            let mut value = xiangqi_value(piece.role);
            match piece.role {
                xiangqi::Role::Soldier if forward >= 5 => {
                    // Across the river it may also move sideways: worth twice as much, more
                    // near the enemy palace, less on the last rank where it can only go sideways.
                    value += 100;
                    if forward < 9 {
                        value += 10 * (forward - 5) + 20 - 5 * off_centre;
                    }
                }
                xiangqi::Role::Horse => value += 16 - 5 * off_centre.min(4) + 4 * forward.min(6),
                xiangqi::Role::Chariot => value += 3 * forward.min(7),
                xiangqi::Role::Cannon => value += 10 - 2 * off_centre,
                _ => {}
            }
            score += for_side(value, piece.side);
        }
        for_side(score, position.turn())
    }

    fn key(position: &xiangqi::Position) -> u64 {
        fx_key(position)
    }

    fn play_unchecked(position: &xiangqi::Position, mv: xiangqi::Move) -> xiangqi::Position {
        position.after(mv)
    }

    fn capture(position: &xiangqi::Position, mv: xiangqi::Move) -> Option<i32> {
        let victim = position.piece_at(mv.to)?;
        let attacker = position.piece_at(mv.from)?;
        Some(10 * xiangqi_value(victim.role) - xiangqi_value(attacker.role) / 10)
    }

    fn move_index(mv: xiangqi::Move) -> usize {
        mv.from.index() * 90 + mv.to.index()
    }

    fn in_check(position: &xiangqi::Position) -> bool {
        position.in_check()
    }
}

// ---------------------------------------------------------------------------------------------
// Tempo (`docs/rules/tempo.md`): the side left without a move loses, so the evaluation is
// mobility: how many moves each side has, and how many of its stones can move at all (a
// blocked stone is a move lost). Stones themselves count little.

/// Moves, and stones that can move, of the side to move in `position`.
fn tempo_mobility(position: &tempo::Position) -> (i32, i32) {
    let mut moves = 0;
    let mut movers: tempo::Bitboard = 0;
    tempo::for_each_move(position, |mv| {
        moves += 1;
        movers |= mv.from.bit();
    });
    (moves, movers.count_ones() as i32)
}

impl Evaluate for Tempo {
    const QUIESCENCE: bool = false;
    const MOVE_INDEXES: usize = 30 * 30;

    fn evaluate(position: &tempo::Position) -> i32 {
        let side = position.turn();
        let (my_moves, my_movers) = tempo_mobility(position);
        let (their_moves, their_movers) = tempo_mobility(&position.with_turn(side.opponent()));
        let stones = position.count(side) as i32 - position.count(side.opponent()) as i32;
        10 * (my_moves - their_moves) + 30 * (my_movers - their_movers) + 5 * stones
    }

    fn key(position: &tempo::Position) -> u64 {
        fx_key(position)
    }

    fn play_unchecked(position: &tempo::Position, mv: tempo::Move) -> tempo::Position {
        tempo::play_unchecked(position, mv)
    }

    fn capture(position: &tempo::Position, mv: tempo::Move) -> Option<i32> {
        mv.is_capture(position).then_some(100)
    }

    fn move_index(mv: tempo::Move) -> usize {
        usize::from(mv.from.index()) * 30 + usize::from(mv.to.index())
    }
}
