//! Perft from the data file `tests/data/xiangqi_perft.txt`: published node counts.
//!
//! `cargo test` runs every position up to the depths that stay under ~100k leaves; the deep
//! counts (up to 133 million leaves) run in release with
//! `cargo test --release --test rules xiangqi_perft -- --ignored`.

use kibitz::games::xiangqi::Position;

struct Case {
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("../data/xiangqi_perft.txt");
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (fen, counts) = line.split_once(';').expect("a ';' between FEN and counts");
            let counts = counts
                .split_whitespace()
                .map(|pair| {
                    let (depth, nodes) = pair.split_once(':').expect("depth:nodes");
                    (depth.parse().expect("depth"), nodes.parse().expect("nodes"))
                })
                .collect();
            Case {
                fen: fen.trim().to_string(),
                counts,
            }
        })
        .collect()
}

fn check(limit: u64, deep: bool) {
    let cases = cases();
    assert!(
        cases.len() >= 11,
        "the table holds the start and at least ten positions"
    );
    let mut checked = 0;
    for case in &cases {
        let position = case
            .fen
            .parse::<Position>()
            .expect("a valid FEN in the table");
        for &(depth, nodes) in &case.counts {
            if (nodes <= limit) != deep {
                assert_eq!(position.perft(depth), nodes, "{} depth {depth}", case.fen);
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
}

#[test]
fn shallow_counts_match() {
    check(100_000, false);
}

#[test]
#[ignore = "deep counts: run in release with --ignored"]
fn deep_counts_match() {
    check(100_000, true);
}

#[test]
fn start_position_depth_three_through_the_game_api() {
    let game = kibitz::games::new_game(kibitz::games::GameKind::Xiangqi, None).unwrap();
    assert_eq!(game.perft(3), 79_666);
}
