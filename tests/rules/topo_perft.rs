//! Perft of Topo positions from `tests/data/topo_perft.txt`.
//!
//! Each line: `<position string> ;D1 <n> ;D2 <n> …`. Depths whose count exceeds
//! `MAX_NODES` are skipped here (they are checked in release by `cargo bench --bench topo` and
//! the CLI); the start position's depth-2 count, 570, is also derived by hand in the docs.

use kibitz::games::topo::{perft, Topo};
use kibitz::games::Rules;

const MAX_NODES: u64 = 1_000_000;

#[test]
fn perft_table() {
    let table = include_str!("../data/topo_perft.txt");
    let mut checked = 0;
    for line in table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or_default().trim();
        let position = Topo::read_position(fen).unwrap_or_else(|e| panic!("{e}"));
        for part in parts {
            let mut words = part.split_whitespace();
            let depth: u32 = words.next().unwrap_or("D0")[1..].parse().expect("depth");
            let nodes: u64 = words.next().unwrap_or("0").parse().expect("count");
            if nodes > MAX_NODES {
                continue;
            }
            assert_eq!(perft(&position, depth), nodes, "{fen} depth {depth}");
            checked += 1;
        }
    }
    assert!(checked >= 8, "the table has entries");
}

#[test]
fn a_finished_position_has_no_moves_in_perft() {
    // Black has no Lepre and White has a Topo: White has already won.
    let won = Topo::read_position("4k3/p7/8/8/8/8/P7/4K2Q w - - - 0 10").unwrap();
    assert_eq!(perft(&won, 0), 1);
    assert_eq!(perft(&won, 1), 0);
    assert!(
        !Topo::legal_moves(&won).is_empty(),
        "the pieces could still move"
    );
}
