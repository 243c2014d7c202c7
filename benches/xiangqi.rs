//! Xiangqi engine speed: perft (nodes per second) and playing a move.
//!
//! Run with `cargo bench --bench xiangqi`.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use kibitz::games::xiangqi::{resolve, Position};
use kibitz::games::{new_game, GameKind};

const MIDDLEGAME: &str = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("xiangqi_perft");
    group.sample_size(10);
    let cases = [
        ("start", Position::start(), 3u32, 79_666u64),
        ("start", Position::start(), 4, 3_290_240),
        (
            "middlegame",
            MIDDLEGAME.parse::<Position>().unwrap(),
            3,
            43_929,
        ),
        (
            "middlegame",
            MIDDLEGAME.parse::<Position>().unwrap(),
            4,
            1_339_047,
        ),
    ];
    for (name, position, depth, nodes) in cases {
        // Throughput in elements = leaf nodes, so criterion reports nodes per second.
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new(name, depth), &depth, |b, &depth| {
            b.iter(|| {
                let n = position.perft(black_box(depth));
                assert_eq!(n, nodes);
                n
            })
        });
    }
    group.finish();
}

fn play(c: &mut Criterion) {
    let mut group = c.benchmark_group("xiangqi_play");
    let start = Position::start();
    let middle = MIDDLEGAME.parse::<Position>().unwrap();
    group.bench_function("native_resolve_and_play_iccs", |b| {
        b.iter(|| {
            let mv = resolve(&start, black_box("h2e2")).unwrap();
            start.play(mv).unwrap()
        })
    });
    group.bench_function("native_resolve_and_play_wxf", |b| {
        b.iter(|| {
            let mv = resolve(&middle, black_box("R4+1")).unwrap();
            middle.play(mv).unwrap()
        })
    });
    group.bench_function("legal_moves_middlegame", |b| {
        b.iter(|| black_box(&middle).legal_moves())
    });
    let game = new_game(GameKind::Xiangqi, None).unwrap();
    group.bench_function("anygame_play_iccs", |b| {
        b.iter_batched(
            || game.clone(),
            |mut g| g.play(black_box("h2e2")).unwrap(),
            criterion::BatchSize::SmallInput,
        )
    });
    let mut long = new_game(GameKind::Xiangqi, None).unwrap();
    for m in "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 h7i7 b2c2 b7b3 b0a2 g6g5".split(' ') {
        long.play(m).unwrap();
    }
    group.bench_function("anygame_play_wxf_after_12_plies", |b| {
        b.iter_batched(
            || long.clone(),
            |mut g| g.play(black_box("R9=8")).unwrap(),
            criterion::BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, perft, play);
criterion_main!(benches);
