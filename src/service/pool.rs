//! The search pool: a fixed number of worker threads that run the computer's searches, the
//! others queued, so that searching never runs on the async threads nor on the thread that
//! answers a command.
//!
//! A job carries a game's record and the limits to search it with; the worker rebuilds the game,
//! asks the engine (made by the `EngineFactory`, so the caller chooses the engines) for a move
//! and sends the result back over a channel. Applying the result (writing the move, drawing the
//! board) is the service's job, done by whoever pumps [`super::Service::computer_moves`].
//!
//! Memory per search is bounded: the built-in engine's transposition table has a fixed
//! 2^17 slots (about 4 MB), and each worker runs one search at a time, so the searches take at
//! most about `threads` × 4 MB however many games wait.

use crate::engine::analysis::{evaluate_position, PositionEval};
use crate::engine::{EngineFactory, Found, Limits};
use crate::games::{self, GameRecord};
use crate::model::GameId;
use std::collections::{HashSet, VecDeque};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Condvar, Mutex, RwLock};
use std::time::Duration;

/// The default number of search threads: one per core minus one (the rest of the bot keeps a
/// core), at least one.
pub fn default_search_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .saturating_sub(1)
        .max(1)
}

/// Why a game is searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Purpose {
    /// The computer is to move.
    Move,
    /// The human offered a draw: the evaluation decides the answer.
    Draw,
    /// One position of a finished game's analysis (after `ply` moves): queued behind every
    /// computer move, so analyses never hold a move up by more than one position's budget.
    Analyse { ply: usize },
}

/// One search to run.
#[derive(Debug, Clone)]
pub(super) struct Job {
    pub game: GameId,
    /// How many moves the game had: a result for another position is stale.
    pub ply: usize,
    pub purpose: Purpose,
    pub record: GameRecord,
    pub limits: Limits,
}

/// A finished search.
#[derive(Debug, Clone)]
pub(super) struct Searched {
    pub game: GameId,
    pub ply: usize,
    pub purpose: Purpose,
    /// `None` when the engine found no move or failed (logged on the worker).
    pub found: Option<Found>,
    /// For [`Purpose::Analyse`]: the position's evaluation (`None` if it failed, logged).
    pub evaluated: Option<PositionEval>,
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    /// Analysis positions: taken only when no other job waits.
    analyses: VecDeque<Job>,
    closing: bool,
}

/// What the workers share with the pool.
struct Shared {
    queue: Mutex<Queue>,
    ready: Condvar,
    engines: RwLock<EngineFactory>,
    running: AtomicUsize,
    peak: AtomicUsize,
}

/// The pool: worker threads, the queue, the results, and which games have a search queued or
/// running (so that one game is never searched twice at once).
pub(super) struct SearchPool {
    shared: Arc<Shared>,
    results: Mutex<mpsc::Receiver<Searched>>,
    in_flight: Mutex<HashSet<GameId>>,
    threads: usize,
}

impl std::fmt::Debug for SearchPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchPool")
            .field("threads", &self.threads)
            .field("running", &self.shared.running.load(Ordering::SeqCst))
            .finish_non_exhaustive()
    }
}

impl SearchPool {
    /// Starts `threads` workers (at least one) searching with `engines`.
    pub fn start(threads: usize, engines: EngineFactory) -> SearchPool {
        let threads = threads.max(1);
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            ready: Condvar::new(),
            engines: RwLock::new(engines),
            running: AtomicUsize::new(0),
            peak: AtomicUsize::new(0),
        });
        let (send, results) = mpsc::channel();
        for n in 0..threads {
            let shared = shared.clone();
            let send = send.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("kibitz-search-{n}"))
                .spawn(move || work(&shared, &send));
            if let Err(e) = spawned {
                tracing::error!("cannot start search thread {n}: {e}");
            }
        }
        SearchPool {
            shared,
            results: Mutex::new(results),
            in_flight: Mutex::new(HashSet::new()),
            threads,
        }
    }

    /// Replaces the engines for the searches that start from now on.
    pub fn set_engines(&self, engines: EngineFactory) {
        if let Ok(mut slot) = self.shared.engines.write() {
            *slot = engines;
        }
    }

    /// Queues `job` unless its game already has a search queued or running. Returns whether it
    /// was queued.
    pub fn submit(&self, job: Job) -> bool {
        let Ok(mut in_flight) = self.in_flight.lock() else {
            return false;
        };
        if !in_flight.insert(job.game.clone()) {
            return false;
        }
        drop(in_flight);
        match self.shared.queue.lock() {
            Ok(mut queue) => {
                queue.jobs.push_back(job);
                super::metrics::search_queue(queue.jobs.len());
                self.shared.ready.notify_one();
                true
            }
            Err(_) => false,
        }
    }

    /// Queues the analysis of positions `plies` of `record` (game `game`), each position one
    /// job behind every computer move. Analysis jobs are not counted in [`SearchPool::in_flight`]
    /// (the service counts its analyses itself).
    pub fn submit_analysis(
        &self,
        game: &GameId,
        record: &GameRecord,
        plies: &[usize],
        limits: &Limits,
    ) -> bool {
        match self.shared.queue.lock() {
            Ok(mut queue) => {
                for &ply in plies {
                    queue.analyses.push_back(Job {
                        game: game.clone(),
                        ply: record.moves.len(),
                        purpose: Purpose::Analyse { ply },
                        record: record.clone(),
                        limits: limits.clone(),
                    });
                }
                self.shared.ready.notify_all();
                true
            }
            Err(_) => false,
        }
    }

    /// Whether `game` has a search queued or running.
    pub fn is_busy_with(&self, game: &GameId) -> bool {
        self.in_flight.lock().is_ok_and(|s| s.contains(game))
    }

    /// Games with a search queued or running.
    pub fn in_flight(&self) -> usize {
        self.in_flight.lock().map_or(0, |s| s.len())
    }

    /// The finished searches: waits up to `wait` for the first (not at all for zero), then takes
    /// every other one already finished. Another thread already collecting gets the results:
    /// with a zero wait this returns at once rather than waiting for it.
    pub fn collect(&self, wait: Duration) -> Vec<Searched> {
        let receiver = if wait.is_zero() {
            match self.results.try_lock() {
                Ok(r) => r,
                Err(_) => return Vec::new(),
            }
        } else {
            match self.results.lock() {
                Ok(r) => r,
                Err(_) => return Vec::new(),
            }
        };
        let mut done = Vec::new();
        let first = if wait.is_zero() {
            receiver.try_recv().ok()
        } else {
            receiver.recv_timeout(wait).ok()
        };
        if let Some(first) = first {
            done.push(first);
            while let Ok(more) = receiver.try_recv() {
                done.push(more);
            }
        }
        drop(receiver);
        if let Ok(mut in_flight) = self.in_flight.lock() {
            for searched in done
                .iter()
                .filter(|s| !matches!(s.purpose, Purpose::Analyse { .. }))
            {
                in_flight.remove(&searched.game);
            }
        }
        done
    }

    /// The most searches that ever ran at once (for the tests of the bound).
    pub fn peak(&self) -> usize {
        self.shared.peak.load(Ordering::SeqCst)
    }
}

impl Drop for SearchPool {
    fn drop(&mut self) {
        // The workers finish the search in hand and stop; their results go nowhere.
        if let Ok(mut queue) = self.shared.queue.lock() {
            queue.closing = true;
            queue.jobs.clear();
            queue.analyses.clear();
        }
        self.shared.ready.notify_all();
    }
}

/// A worker: takes jobs until the pool closes.
fn work(shared: &Shared, send: &mpsc::Sender<Searched>) {
    loop {
        let job = {
            let Ok(mut queue) = shared.queue.lock() else {
                return;
            };
            loop {
                if queue.closing {
                    return;
                }
                if let Some(job) = queue
                    .jobs
                    .pop_front()
                    .or_else(|| queue.analyses.pop_front())
                {
                    super::metrics::search_queue(queue.jobs.len() + queue.analyses.len());
                    break job;
                }
                queue = match shared.ready.wait(queue) {
                    Ok(q) => q,
                    Err(_) => return,
                };
            }
        };
        let now = shared.running.fetch_add(1, Ordering::SeqCst) + 1;
        shared.peak.fetch_max(now, Ordering::SeqCst);
        let engines = shared.engines.read().map(|e| e.clone()).ok();
        let started = std::time::Instant::now();
        let (found, evaluated) = match engines {
            None => (None, None),
            // A panicking engine loses this one search, not the worker: the game is searched
            // again at the next tick (an analysis, at the next start or lease expiry).
            Some(engines) => catch_unwind(AssertUnwindSafe(|| match job.purpose {
                Purpose::Analyse { ply } => (None, analyse(&job, ply, &engines)),
                _ => (search(&job, &engines), None),
            }))
            .unwrap_or_else(|_| {
                tracing::error!(game = %job.game, "the engine panicked");
                (None, None)
            }),
        };
        shared.running.fetch_sub(1, Ordering::SeqCst);
        super::metrics::search(job.record.kind.name(), started.elapsed());
        let searched = Searched {
            game: job.game,
            ply: job.ply,
            purpose: job.purpose,
            found,
            evaluated,
        };
        if send.send(searched).is_err() {
            return; // the pool is gone
        }
    }
}

fn search(job: &Job, engines: &EngineFactory) -> Option<Found> {
    let game = match games::replay(&job.record) {
        Ok(game) => game,
        Err(e) => {
            tracing::error!(game = %job.game, "cannot replay the game to search it: {e}");
            return None;
        }
    };
    let mut engine = engines(job.record.kind);
    let found = engine.best_move(game.as_ref(), &job.limits, &mut |_| {});
    if found.is_none() {
        tracing::warn!(game = %job.game, "the engine found no move");
    }
    found
}

fn analyse(job: &Job, ply: usize, engines: &EngineFactory) -> Option<PositionEval> {
    let mut engine = engines(job.record.kind);
    match evaluate_position(&job.record, ply, engine.as_mut(), &job.limits) {
        Ok(evaluated) => Some(evaluated),
        Err(e) => {
            tracing::error!(game = %job.game, ply, "cannot replay the game to analyse it: {e}");
            None
        }
    }
}
