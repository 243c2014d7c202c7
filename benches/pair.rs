//! Pairing one Swiss round: round 7 of a 200-player tournament (target under
//! one second) and of a 1,000-player tournament (reported). The tournaments
//! are self-played with the engine and random results before measuring; the
//! measured call reads the TRF and pairs the round.

use criterion::{criterion_group, criterion_main, Criterion};

#[allow(dead_code)]
#[path = "../tests/tournament/pairing_support/selfplay.rs"]
mod selfplay;

use selfplay::{Rng, SelfPlay};

fn tournament(players: usize, played: usize, seed: u64) -> String {
    let mut sp = SelfPlay::new(players, 9, "white1");
    let mut rng = Rng(seed);
    let start = std::time::Instant::now();
    for _ in 0..played {
        sp.play_round(&mut rng, 0).expect("pairable round");
    }
    eprintln!(
        "generated {players} players x {played} rounds in {:?}",
        start.elapsed()
    );
    sp.trf()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("pair");
    group.sample_size(10);
    for &(players, seed) in &[(200usize, 7u64), (1000, 11)] {
        let trf = tournament(players, 6, seed);
        group.bench_function(format!("round7_{players}_players"), |b| {
            b.iter(|| kibitz::pairing::pair_trf(std::hint::black_box(&trf)).expect("pairs"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
