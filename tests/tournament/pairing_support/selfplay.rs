//! A self-play tournament generator: pairs every round with the engine and
//! draws random results, writing TRF-16 as it goes. Used by the property
//! tests and the benchmark.

use kibitz::pairing::{pair_trf, PairError, Pairing};

/// A tiny deterministic PRNG (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// One round entry: opponent (0 = none), colour char, result char.
#[derive(Clone, Copy, Debug)]
pub struct Cell(pub usize, pub char, pub char);

/// A tournament being generated.
pub struct SelfPlay {
    pub players: usize,
    pub rounds: usize,
    pub history: Vec<Vec<Cell>>,
    pub initial: &'static str,
    /// When set, each round's input TRF is also written there as `rNN.trf`.
    pub dump: Option<std::path::PathBuf>,
}

fn points(c: char) -> u32 {
    match c {
        '1' | '+' | 'U' | 'F' => 10,
        '=' | 'H' => 5,
        _ => 0,
    }
}

impl SelfPlay {
    pub fn new(players: usize, rounds: usize, initial: &'static str) -> Self {
        SelfPlay {
            players,
            rounds,
            history: vec![Vec::new(); players],
            initial,
            dump: None,
        }
    }

    /// The TRF of the rounds so far.
    pub fn trf(&self) -> String {
        let mut out = format!("012 Self-play\nXXR {}\nXXC {}\n", self.rounds, self.initial);
        for (i, cells) in self.history.iter().enumerate() {
            let score: u32 = cells.iter().map(|c| points(c.2)).sum();
            let rating = 2800 - (i as u32 * 1000 / self.players as u32);
            let name = format!("Player {:04}", i + 1);
            let mut line = format!(
                "001 {:>4}      {:<33} {:>4}{:28}{:>4} {:>4}",
                i + 1,
                name,
                rating,
                "",
                format!("{}.{}", score / 10, score % 10),
                i + 1
            );
            for c in cells {
                let opp = if c.0 == 0 {
                    "0000".to_string()
                } else {
                    format!("{:>4}", c.0)
                };
                line.push_str(&format!("  {opp} {} {}", c.1, c.2));
            }
            out.push_str(&line);
            out.push('\n');
        }
        out
    }

    /// Pairs the next round and plays it with random results; some players
    /// may be absent (`absent` per mille) and some games forfeited.
    pub fn play_round(
        &mut self,
        rng: &mut Rng,
        absent_per_mille: u64,
    ) -> Result<Vec<Pairing>, PairError> {
        let round = self.history.first().map_or(0, |h| h.len());
        // Mark absences for the round to pair (a zero-point bye "Z" or a
        // half-point bye "H" in the new column), except in round 1.
        let mut absent = vec![false; self.players];
        if round > 0 && absent_per_mille > 0 {
            for (i, a) in absent.iter_mut().enumerate() {
                if rng.below(1000) < absent_per_mille {
                    *a = true;
                    let kind = if rng.below(2) == 0 { 'Z' } else { 'H' };
                    self.history[i].push(Cell(0, '-', kind));
                }
            }
        }
        if let Some(dir) = &self.dump {
            let _ = std::fs::write(dir.join(format!("r{:02}.trf", round + 1)), self.trf());
        }
        let pairs = match pair_trf(&self.trf()) {
            Ok(p) => p,
            Err(e) => {
                for (i, a) in absent.iter().enumerate() {
                    if *a {
                        self.history[i].pop();
                    }
                }
                return Err(e);
            }
        };
        for p in &pairs {
            if p.is_bye() {
                self.history[p.white].push(Cell(0, '-', 'U'));
                continue;
            }
            let roll = rng.below(100);
            let (w, b) = if roll < 3 {
                ('+', '-')
            } else if roll < 40 {
                ('1', '0')
            } else if roll < 70 {
                ('=', '=')
            } else {
                ('0', '1')
            };
            self.history[p.white].push(Cell(p.black + 1, 'w', w));
            self.history[p.black].push(Cell(p.white + 1, 'b', b));
        }
        Ok(pairs)
    }
}
