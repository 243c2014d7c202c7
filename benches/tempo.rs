//! Tempo move generator speed: listing and counting moves, playing them, perft.
//!
//! Run with `cargo bench --bench tempo`.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use kibitz::games::tempo::{
    count_moves, for_each_move, legal_moves, perft, play_unchecked, Position,
};

/// The start (full board, 33 moves), a middle-game position reached by a fixed line, and a
/// sparse ending.
fn positions() -> Vec<(&'static str, Position)> {
    let start = Position::start();
    // Play the first listed move 20 times: a deterministic, thinned-out middle game.
    let mut middle = start;
    for _ in 0..20 {
        if let Some(&mv) = legal_moves(&middle).first() {
            middle = play_unchecked(&middle, mv);
        }
    }
    let ending = "6/1b1b2/1bbb2/w1w3/www3 b"
        .parse::<Position>()
        .expect("valid position");
    vec![("start", start), ("middle", middle), ("ending", ending)]
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("tempo/movegen");
    for (name, position) in positions() {
        group.bench_with_input(BenchmarkId::new("list", name), &position, |b, p| {
            b.iter(|| legal_moves(black_box(p)))
        });
        group.bench_with_input(BenchmarkId::new("visit", name), &position, |b, p| {
            b.iter(|| {
                let mut n = 0u32;
                for_each_move(black_box(p), |mv| n += u32::from(mv.to.index()));
                n
            })
        });
        group.bench_with_input(BenchmarkId::new("count", name), &position, |b, p| {
            b.iter(|| count_moves(black_box(p)))
        });
    }
    group.finish();
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("tempo/perft");
    group.sample_size(10);
    let start = Position::start();
    for depth in [3u32, 4, 5] {
        let nodes = perft(&start, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new("start", depth), &depth, |b, &d| {
            b.iter(|| perft(black_box(&start), d))
        });
    }
    group.finish();
}

criterion_group!(benches, movegen, perft_bench);
criterion_main!(benches);
