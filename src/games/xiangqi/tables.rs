//! Move tables computed at compile time, so move generation only looks things up.
//!
//! Squares are indices `rank * 9 + file`; `NONE` ends a short list.

/// End of a table row.
pub(crate) const NONE: u8 = 0xFF;

/// The four line directions as (file step, rank step): north, south, east, west.
const DIRS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// Everything the move generator looks up.
pub(crate) struct Tables {
    /// `rays[sq][dir]`: the points from `sq` outward in a direction, nearest first.
    pub rays: [[[u8; 9]; 4]; 90],
    /// `ray_len[sq][dir]`: how many points `rays[sq][dir]` holds.
    pub ray_len: [[u8; 4]; 90],
    /// General steps that stay in the palace holding `sq`.
    pub general: [[u8; 4]; 90],
    /// Advisor steps that stay in the palace holding `sq`.
    pub advisor: [[u8; 4]; 90],
    /// Elephant moves as (target, eye) that stay on the same side of the river.
    pub elephant: [[(u8, u8); 4]; 90],
    /// Horse moves as (target, leg).
    pub horse: [[(u8, u8); 8]; 90],
    /// For a target point: the (origin, leg) pairs of the horse moves that reach it.
    pub horse_from: [[(u8, u8); 8]; 90],
}

const fn at(file: i8, rank: i8) -> u8 {
    if file < 0 || file > 8 || rank < 0 || rank > 9 {
        NONE
    } else {
        (rank * 9 + file) as u8
    }
}

const fn palace_of(file: i8, rank: i8) -> u8 {
    // 1 = Red's palace, 2 = Black's, 0 = outside.
    if file < 3 || file > 5 || rank < 0 || rank > 9 {
        0
    } else if rank <= 2 {
        1
    } else if rank >= 7 {
        2
    } else {
        0
    }
}

const fn build() -> Tables {
    let mut t = Tables {
        rays: [[[NONE; 9]; 4]; 90],
        ray_len: [[0; 4]; 90],
        general: [[NONE; 4]; 90],
        advisor: [[NONE; 4]; 90],
        elephant: [[(NONE, NONE); 4]; 90],
        horse: [[(NONE, NONE); 8]; 90],
        horse_from: [[(NONE, NONE); 8]; 90],
    };
    let mut horse_from_len = [0usize; 90];
    let mut sq = 0;
    while sq < 90 {
        let file = (sq % 9) as i8;
        let rank = (sq / 9) as i8;
        // Lines.
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIRS[d];
            let (mut f, mut r) = (file + df, rank + dr);
            let mut n = 0;
            while at(f, r) != NONE {
                t.rays[sq][d][n] = at(f, r);
                n += 1;
                f += df;
                r += dr;
            }
            t.ray_len[sq][d] = n as u8;
            d += 1;
        }
        // General and advisor: steps inside the palace the point belongs to.
        let palace = palace_of(file, rank);
        if palace != 0 {
            let mut n = 0;
            let mut d = 0;
            while d < 4 {
                let (df, dr) = DIRS[d];
                if palace_of(file + df, rank + dr) == palace {
                    t.general[sq][n] = at(file + df, rank + dr);
                    n += 1;
                }
                d += 1;
            }
            let diag = [(1i8, 1i8), (1, -1), (-1, 1), (-1, -1)];
            let mut n = 0;
            let mut d = 0;
            while d < 4 {
                let (df, dr) = diag[d];
                if palace_of(file + df, rank + dr) == palace {
                    t.advisor[sq][n] = at(file + df, rank + dr);
                    n += 1;
                }
                d += 1;
            }
        }
        // Elephant: two points diagonally, never across the river.
        let diag = [(1i8, 1i8), (1, -1), (-1, 1), (-1, -1)];
        let mut n = 0;
        let mut d = 0;
        while d < 4 {
            let (df, dr) = diag[d];
            let to = at(file + 2 * df, rank + 2 * dr);
            if to != NONE && (rank <= 4) == (rank + 2 * dr <= 4) {
                t.elephant[sq][n] = (to, at(file + df, rank + dr));
                n += 1;
            }
            d += 1;
        }
        // Horse: one point straight (the leg), then one diagonally outward.
        let jumps = [
            (1i8, 2i8, 0i8, 1i8),
            (-1, 2, 0, 1),
            (1, -2, 0, -1),
            (-1, -2, 0, -1),
            (2, 1, 1, 0),
            (2, -1, 1, 0),
            (-2, 1, -1, 0),
            (-2, -1, -1, 0),
        ];
        let mut n = 0;
        let mut j = 0;
        while j < 8 {
            let (df, dr, lf, lr) = jumps[j];
            let to = at(file + df, rank + dr);
            if to != NONE {
                let leg = at(file + lf, rank + lr);
                t.horse[sq][n] = (to, leg);
                n += 1;
                let k = horse_from_len[to as usize];
                t.horse_from[to as usize][k] = (sq as u8, leg);
                horse_from_len[to as usize] = k + 1;
            }
            j += 1;
        }
        sq += 1;
    }
    t
}

/// The tables, built by the compiler.
pub(crate) static TABLES: Tables = build();

#[cfg(test)]
mod tests {
    use super::*;

    fn count<T: PartialEq + Copy>(row: &[T], none: T) -> usize {
        row.iter().take_while(|&&x| x != none).count()
    }

    #[test]
    fn table_sizes() {
        // e0 (the red general's start): d0, f0? no, e1 and d0/f0 are orthogonal: 3 steps.
        assert_eq!(count(&TABLES.general[4], NONE), 3);
        // e1, the palace centre: 4 steps and 4 advisor diagonals.
        assert_eq!(count(&TABLES.general[13], NONE), 4);
        assert_eq!(count(&TABLES.advisor[13], NONE), 4);
        // c0 elephant: a2 and e2 only.
        assert_eq!(count(&TABLES.elephant[2], (NONE, NONE)), 2);
        // c4 elephant must not cross to rank 6.
        assert_eq!(count(&TABLES.elephant[4 * 9 + 2], (NONE, NONE)), 2);
        // a centre horse has 8 jumps, a corner horse 2.
        assert_eq!(count(&TABLES.horse[4 * 9 + 4], (NONE, NONE)), 8);
        assert_eq!(count(&TABLES.horse[0], (NONE, NONE)), 2);
        assert_eq!(TABLES.ray_len[0], [9, 0, 8, 0]);
    }
}
