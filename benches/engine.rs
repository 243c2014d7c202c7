//! The built-in engine's speed: a fixed-depth search from the start of each game (nodes per
//! second follow from the node count the search reports).
//!
//! Run with `cargo bench --bench engine`.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use kibitz::engine::{BuiltIn, Engine, Level, Limits};
use kibitz::games::{new_game, GameKind};
use std::time::Duration;

fn fixed_depth(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine/search");
    group.sample_size(10);
    for (kind, depth) in [
        (GameKind::Topo, 4),
        (GameKind::Xiangqi, 4),
        (GameKind::Tempo, 4),
    ] {
        let game = match new_game(kind, None) {
            Ok(game) => game,
            Err(error) => panic!("{kind}: {error}"),
        };
        let mut limits = Limits::new(Level::MAX, Duration::from_secs(60)).with_seed(1);
        limits.max_depth = Some(depth);
        group.bench_with_input(BenchmarkId::new(kind.name(), depth), &limits, |b, l| {
            b.iter(|| BuiltIn.best_move(black_box(game.as_ref()), l, &mut |_| {}))
        });
    }
    group.finish();
}

criterion_group!(benches, fixed_depth);
criterion_main!(benches);
