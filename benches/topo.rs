//! Topo: move generation and perft.
//!
//! `cargo bench --bench topo`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use kibitz::games::topo::{legal_moves, perft, Position, Topo};
use kibitz::games::Rules;

/// A middlegame with every kind of piece free to move.
const MIDDLEGAME: &str =
    "r1b1k2r/pp1n1ppp/2p1pn2/q7/2BP4/2N1PN2/PPQ2PPP/R3K2R w TLtl AHah TLtlG 3 12";

fn benches(c: &mut Criterion) {
    let start = Position::start();
    let middle = Topo::read_position(MIDDLEGAME).expect("bench position reads");
    c.bench_function("topo legal_moves start", |b| {
        b.iter(|| legal_moves(black_box(&start)))
    });
    c.bench_function("topo legal_moves middlegame", |b| {
        b.iter(|| legal_moves(black_box(&middle)))
    });
    c.bench_function("topo perft 3 start", |b| {
        b.iter(|| perft(black_box(&start), 3))
    });
    let mut group = c.benchmark_group("topo deep");
    group.sample_size(10);
    group.bench_function("perft 4 start", |b| b.iter(|| perft(black_box(&start), 4)));
    group.bench_function("perft 3 middlegame", |b| {
        b.iter(|| perft(black_box(&middle), 3))
    });
    group.finish();
}

criterion_group!(topo, benches);
criterion_main!(topo);
