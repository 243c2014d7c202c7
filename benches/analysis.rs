//! Analysis speed: every position of a 100-move game (201 positions; Tempo's random games
//! end sooner: the longest found is used, and its length printed) searched on one thread as
//! the analysis does (full strength, the budget per position, then judged), and the
//! evaluation graph of a 200-ply game drawn.
//!
//! An analysis is time-bound: each position takes its budget (0.25 s by default), so the
//! bench runs a 10 ms budget and the README extrapolates (201 × 0.25 s plus the overhead
//! measured here). `KIBITZ_BENCH_FULL_ANALYSIS=1` also times one full analysis per game at the
//! default budget, once (about a minute each), and prints it.
//!
//! `cargo bench --bench analysis`

use criterion::{criterion_group, criterion_main, Criterion};
use kibitz::engine::analysis::{evaluate_position, judge, PositionEval};
use kibitz::engine::BuiltIn;
use kibitz::games::{new_game, GameKind, GameRecord, Notation};
use kibitz::render::{Graph, GraphMark, Renderer};
use kibitz::service::AnalysisBudget;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The longest random game of `kind` up to `plies` plies among a few seeds (a line that does
/// not end the game, so every position is searched).
fn long_game(kind: GameKind, plies: usize) -> Vec<String> {
    let mut best: Vec<String> = Vec::new();
    for seed in 1..=64u64 {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut game = new_game(kind, None).unwrap();
        let mut moves = Vec::new();
        while moves.len() < plies {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = game.legal_moves(Notation::Canonical);
            if legal.is_empty() {
                break;
            }
            let mv = legal[state as usize % legal.len()].clone();
            let mut next = game.clone_box();
            next.play(&mv).unwrap();
            if next.outcome().is_some() {
                break;
            }
            game = next;
            moves.push(mv);
        }
        if moves.len() > best.len() {
            best = moves;
        }
        if best.len() == plies {
            break;
        }
    }
    best
}

/// One analysis as the service runs it, on this thread: every position searched, then judged.
fn analyse(kind: GameKind, moves: &[String], budget: &AnalysisBudget) -> usize {
    let record = GameRecord {
        kind,
        start: None,
        moves: moves.to_vec(),
    };
    let limits = budget.limits();
    let evals: Vec<PositionEval> = (0..=moves.len())
        .map(|ply| evaluate_position(&record, ply, &mut BuiltIn, &limits).unwrap())
        .collect();
    let starts = new_game(kind, None).unwrap().side_to_move();
    judge(kind, starts, &evals, moves).marks.len()
}

fn bench(c: &mut Criterion) {
    let short = AnalysisBudget {
        movetime: Duration::from_millis(10),
        ..AnalysisBudget::default()
    };
    let mut group = c.benchmark_group("analysis");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for kind in GameKind::ALL {
        let moves = long_game(kind, 200);
        eprintln!("{kind}: a game of {} plies", moves.len());
        group.bench_function(
            format!("{kind}/{}-ply game, 10 ms a position", moves.len()),
            |b| b.iter(|| black_box(analyse(kind, &moves, &short))),
        );
        if std::env::var_os("KIBITZ_BENCH_FULL_ANALYSIS").is_some() {
            let t = Instant::now();
            analyse(kind, &moves, &AnalysisBudget::default());
            eprintln!(
                "{kind}: one analysis of {} positions at the default budget: {:.1} s",
                moves.len() + 1,
                t.elapsed().as_secs_f64()
            );
        }
    }
    group.finish();

    let renderer = Renderer::new().unwrap();
    let graph = Graph {
        win_percents: (0..=200)
            .map(|i| 50.0 + 40.0 * (f64::from(i) / 13.0).sin())
            .collect(),
        marks: (1..12).map(|i| (i * 17, GraphMark::ALL[i % 3])).collect(),
        title: "Analysis of K7Q2 · Xiangqi".into(),
        result: "Red won (checkmate) after 100 moves".into(),
        chances: "Winning chances of red (alice)".into(),
        moves: "move".into(),
        legend: [
            "?! inaccuracy".into(),
            "? mistake".into(),
            "?? blunder".into(),
        ],
    };
    c.bench_function("analysis/graph picture, 200 plies", |b| {
        b.iter(|| black_box(renderer.graph_png(&graph).unwrap()))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
