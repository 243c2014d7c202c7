//! Standings of a 1,000-player, 9-round tournament (issue target: under 20 ms).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use kibitz::tournament::results::{Board, Bye, ByeKind, GameResult, Round, Tournament};
use kibitz::tournament::standings::{standings, StandingsConfig};
use kibitz::tournament::tiebreak::Tiebreak;

/// Random pairings each round (an odd player out takes a bye), results by a fixed generator,
/// a few forfeits; enough ties on points for every tie-break to be used.
fn tournament(players: u32, rounds: usize) -> Tournament {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut all = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let mut ps: Vec<u32> = (1..=players).collect();
        for i in (1..ps.len()).rev() {
            ps.swap(i, next(i as u64 + 1) as usize);
        }
        let mut round = Round::default();
        for pair in ps.chunks(2) {
            match *pair {
                [a, b] => {
                    let result = match next(20) {
                        0..=7 => GameResult::WhiteWins,
                        8..=12 => GameResult::Draw,
                        13..=18 => GameResult::BlackWins,
                        _ => GameResult::WhiteForfeitWin,
                    };
                    round.games.push(Board::finished(a, b, result));
                }
                [a] => round.byes.push(Bye {
                    player: a,
                    kind: ByeKind::PairingAllocated,
                }),
                _ => {}
            }
        }
        all.push(round);
    }
    let ratings = (0..players).map(|i| Some(2800 - i)).collect();
    match Tournament::new(players, all).and_then(|t| t.with_ratings(ratings)) {
        Ok(t) => t,
        Err(e) => panic!("bench tournament is invalid: {e}"),
    }
}

fn bench(c: &mut Criterion) {
    let t = tournament(1_000, 9);
    let config = StandingsConfig::new(vec![
        Tiebreak::BuchholzCut1,
        Tiebreak::Buchholz,
        Tiebreak::SonnebornBerger,
        Tiebreak::MedianBuchholz,
        Tiebreak::Wins,
        Tiebreak::DirectEncounter,
        Tiebreak::AverageRatingOfOpponents,
    ]);
    c.bench_function("standings 1000 players 9 rounds", |b| {
        b.iter(|| standings(black_box(&t), black_box(&config)))
    });
    let rounds = t.rounds().to_vec();
    c.bench_function("rounds to standings 1000 players 9 rounds", |b| {
        b.iter(|| {
            let t = Tournament::new(1_000, black_box(rounds.clone()));
            t.map(|t| standings(&t, &config).rows.len())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
