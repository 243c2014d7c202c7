//! Iterative-deepening alpha-beta (negamax) over any game's [`Rules`], with a transposition
//! table, move ordering (table move, captures by MVV-LVA, killers, history) and a quiescence
//! search over captures for the games that have them.

use super::tt::{Bound, Entry, Table, DEFAULT_BITS};
use super::{Evaluate, Limits};
use crate::games::{Notation, Outcome, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// The score of a won position at the root; a win found `n` plies ahead scores `MATE - n`, so
/// the search prefers faster wins and slower losses. Evaluations stay far below it.
pub const MATE: i32 = 1_000_000;
/// Scores above this are wins found by the search, not evaluations.
const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
/// How many captures deep the quiescence search goes past the last iteration's depth.
const QUIESCENCE_DEPTH: u32 = 8;
/// How many nodes pass between two looks at the clock.
const CLOCK_EVERY: u64 = 128;
const MAX_PLY: usize = 128;

/// What one finished iteration found, for `info` lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// The iteration's depth in plies.
    pub depth: u32,
    /// The best move's score for the side to move.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The best move so far, in canonical notation.
    pub best: String,
}

/// The result of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move chosen.
    pub best: M,
    /// Its score for the side to move.
    pub score: i32,
    /// The last iteration finished (0 when time ran out before the first).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// One search over the positions of a game under rules `R`.
pub struct Search<R: Evaluate> {
    /// The game's positions, the current one last; the search pushes and pops its own line.
    path: Vec<R::Position>,
    root_ply: usize,
    table: Table<R::Move>,
    killers: Vec<[Option<R::Move>; 2]>,
    history: Vec<i32>,
    nodes: u64,
    max_nodes: u64,
    deadline: Instant,
    stopped: bool,
    /// The root moves and their scores from the last finished iteration (for the levels).
    root: Vec<(R::Move, i32)>,
    margin: i32,
}

impl<R: Evaluate> Search<R> {
    /// A search of the last position of `history` (the earlier ones count for repetition).
    pub fn new(history: Vec<R::Position>) -> Search<R> {
        let root_ply = history.len();
        Search {
            path: history,
            root_ply,
            table: Table::new(DEFAULT_BITS),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; R::MOVE_INDEXES],
            nodes: 0,
            max_nodes: u64::MAX,
            deadline: Instant::now(),
            stopped: false,
            root: Vec::new(),
            margin: 0,
        }
    }

    /// Searches within `limits`, calling `info` after each finished iteration. `None` when the
    /// history is empty or the position has no legal move.
    pub fn run(
        &mut self,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult<R::Move>> {
        let start = Instant::now();
        // Stop a little early: the clock is read only every few nodes and the answer still has
        // to be written out, and `movetime` is a hard bound.
        let budget = limits.budget();
        let slack = (budget / 20).min(Duration::from_millis(20));
        self.deadline = start + budget.saturating_sub(slack);
        self.max_nodes = limits.max_nodes.unwrap_or(u64::MAX);
        let (margin, chance) = R::choice(limits.level);
        self.margin = margin;
        let position = self.path.last()?.clone();
        let mut moves = R::legal_moves(&position);
        if moves.is_empty() {
            return None;
        }
        // Before any iteration finishes, the captures-first order is the best guess there is.
        self.order(&position, &mut moves, None, 0);
        self.root = moves.iter().map(|&mv| (mv, -INFINITY)).collect();
        let mut done = 0;
        for depth in 1..=limits.depth::<R>().max(1) {
            let scored = self.search_root(depth as i32);
            if self.stopped {
                break;
            }
            self.root = scored;
            done = depth;
            let (best, score) = self.root[0];
            info(&Info {
                depth,
                score,
                nodes: self.nodes,
                elapsed: start.elapsed(),
                best: R::write_move(&position, best, Notation::Canonical),
            });
            // A forced win or loss found is not going to change with more depth.
            if score.abs() > MATE_BOUND || self.root.len() == 1 {
                break;
            }
        }
        let (mut best, score) = self.root[0];
        if done > 0 && margin > 0 {
            let mut rng = match limits.seed {
                Some(seed) => StdRng::seed_from_u64(seed),
                None => StdRng::from_entropy(),
            };
            if rng.gen_bool(chance) {
                // Only moves searched with an exact score inside the margin qualify.
                let near: Vec<R::Move> = self
                    .root
                    .iter()
                    .filter(|(_, s)| *s >= score - margin && s.abs() < MATE_BOUND)
                    .map(|&(mv, _)| mv)
                    .collect();
                if !near.is_empty() && score.abs() < MATE_BOUND {
                    best = near[rng.gen_range(0..near.len())];
                }
            }
        }
        Some(SearchResult {
            best,
            score,
            depth: done,
            nodes: self.nodes,
        })
    }

    /// One iteration at the root: every move gets a score, exact when it is within the level's
    /// margin of the best; sorted best first.
    fn search_root(&mut self, depth: i32) -> Vec<(R::Move, i32)> {
        let position = self.path[self.path.len() - 1].clone();
        let mut scored = Vec::with_capacity(self.root.len());
        let mut best = -INFINITY;
        // The previous iteration's order: its best move first.
        let moves: Vec<R::Move> = self.root.iter().map(|&(mv, _)| mv).collect();
        for mv in moves {
            let alpha = if best == -INFINITY {
                -INFINITY
            } else {
                best - self.margin - 1
            };
            self.path.push(R::play_unchecked(&position, mv));
            let score = -self.negamax(depth - 1, -INFINITY, -alpha, 1);
            self.path.pop();
            if self.stopped {
                break;
            }
            best = best.max(score);
            scored.push((mv, score));
        }
        // A stable sort keeps the earlier (better ordered) move first among equals.
        scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        if let Some(&(mv, score)) = scored.first() {
            self.table.store(Entry {
                key: R::key(&position),
                mv: Some(mv),
                score,
                depth,
                bound: Bound::Exact,
            });
        }
        scored
    }

    fn out_of_time(&mut self) -> bool {
        if self.nodes % CLOCK_EVERY == 0
            && (Instant::now() >= self.deadline || self.nodes >= self.max_nodes)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The score of a finished game for the side to move at `ply`. A draw is worth
    /// `-CONTEMPT` to the side the search plays for (the side to move at the root).
    fn terminal(&self, outcome: &Outcome, ply: usize) -> i32 {
        let mover = R::side_to_move(&self.path[self.path.len() - 1]);
        let ply = ply as i32;
        match outcome.winner() {
            Some(winner) if winner == mover => MATE - ply,
            Some(_) => -(MATE - ply),
            None if mover == self.root_side() => -R::CONTEMPT,
            None => R::CONTEMPT,
        }
    }

    /// The side the search plays for.
    fn root_side(&self) -> Side {
        R::side_to_move(&self.path[self.root_ply.saturating_sub(1).min(self.path.len() - 1)])
    }

    fn negamax(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.out_of_time() {
            return 0;
        }
        if let Some(outcome) = R::outcome(&self.path) {
            return self.terminal(&outcome, ply);
        }
        let position = self.path[self.path.len() - 1].clone();
        if depth <= 0 || ply >= MAX_PLY {
            return if R::QUIESCENCE {
                self.quiescence(alpha, beta, ply, 0)
            } else {
                R::evaluate(&position)
            };
        }
        let key = R::key(&position);
        let mut table_move = None;
        if let Some(entry) = self.table.probe(key) {
            table_move = entry.mv;
            // Repetition depends on the path, not only the position: near the game's own
            // history a stored score may be stale, but a draw by repetition needs three
            // occurrences, so a cut from the table is safe enough for play.
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        let mut moves = R::legal_moves(&position);
        self.order(&position, &mut moves, table_move, ply);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for mv in moves {
            self.path.push(R::play_unchecked(&position, mv));
            let score = -self.negamax(depth - 1, -beta, -alpha, ply + 1);
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if R::capture(&position, mv).is_none() {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(mv);
                    }
                    let index = R::move_index(mv) % self.history.len();
                    self.history[index] = self.history[index].saturating_add(depth * depth);
                }
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(Entry {
            key,
            mv: best_move,
            score: to_table(best, ply),
            depth,
            bound,
        });
        best
    }

    /// Captures only, until the position is quiet (or the side to move is in check: then every
    /// move, since standing pat is no option).
    fn quiescence(&mut self, mut alpha: i32, beta: i32, ply: usize, depth: u32) -> i32 {
        if depth > 0 {
            self.nodes += 1;
            if self.out_of_time() {
                return 0;
            }
            if let Some(outcome) = R::outcome(&self.path) {
                return self.terminal(&outcome, ply);
            }
        }
        let position = self.path[self.path.len() - 1].clone();
        let in_check = R::in_check(&position);
        let stand = R::evaluate(&position);
        if !in_check {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        if depth >= QUIESCENCE_DEPTH || ply >= MAX_PLY {
            return stand;
        }
        let mut moves: Vec<(R::Move, i32)> = R::legal_moves(&position)
            .into_iter()
            .filter_map(|mv| match R::capture(&position, mv) {
                Some(value) => Some((mv, value)),
                None => in_check.then_some((mv, 0)),
            })
            .collect();
        moves.sort_by_key(|&(_, value)| std::cmp::Reverse(value));
        let mut best = if in_check { -INFINITY } else { stand };
        for (mv, _) in moves {
            self.path.push(R::play_unchecked(&position, mv));
            let score = -self.quiescence(-beta, -alpha, ply + 1, depth + 1);
            self.path.pop();
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        // In check with no move: the outcome above has already scored the loss; this is only
        // reached at depth 0, where the caller checked the outcome.
        if best == -INFINITY {
            stand
        } else {
            best
        }
    }

    /// Sorts `moves` best first: the table move, captures by most valuable victim and least
    /// valuable attacker, the killers of this ply, then by history.
    fn order(
        &self,
        position: &R::Position,
        moves: &mut [R::Move],
        table_move: Option<R::Move>,
        ply: usize,
    ) {
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        moves.sort_by_cached_key(|&mv| {
            let score = if Some(mv) == table_move {
                1 << 30
            } else if let Some(value) = R::capture(position, mv) {
                (1 << 29) + value
            } else if Some(mv) == killers[0] {
                1 << 28
            } else if Some(mv) == killers[1] {
                (1 << 28) - 1
            } else {
                self.history[R::move_index(mv) % self.history.len()]
            };
            std::cmp::Reverse(score)
        });
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// How many positions of the game came before the search (for tests).
    pub fn game_length(&self) -> usize {
        self.root_ply
    }
}

/// Win scores are stored relative to the node, so that they stay right wherever the position
/// comes up again.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
