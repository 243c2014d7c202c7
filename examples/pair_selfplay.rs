//! Writes a self-played tournament:
//! `selfplay PLAYERS PLAYED_ROUNDS SEED [ABSENT_PER_MILLE]`.
#[allow(dead_code)]
#[path = "../tests/tournament/pairing_support/selfplay.rs"]
mod selfplay;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let (players, rounds, seed, absent) = match args[..] {
        [p, r, s] => (p, r, s as u64, 0),
        [p, r, s, a] => (p, r, s as u64, a as u64),
        _ => {
            eprintln!("usage: selfplay PLAYERS PLAYED_ROUNDS SEED [ABSENT_PER_MILLE]");
            std::process::exit(2);
        }
    };
    let mut sp = selfplay::SelfPlay::new(players, 9, "white1");
    sp.dump = std::env::var_os("SELFPLAY_DUMP").map(std::path::PathBuf::from);
    let mut rng = selfplay::Rng(seed);
    for r in 0..rounds {
        let t = std::time::Instant::now();
        if let Err(e) = sp.play_round(&mut rng, absent) {
            eprintln!("round {}: {e}", r + 1);
            std::process::exit(1);
        }
        eprintln!("round {} paired in {:?}", r + 1, t.elapsed());
    }
    print!("{}", sp.trf());
}
