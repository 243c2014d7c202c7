//! Perft tables for the three games: one file format and one runner, generic over [`Rules`].
//!
//! Every table (`tests/data/{topo,xiangqi,tempo}_perft.txt`) holds one position a line:
//!
//! ```text
//! <position string> ;D<depth> <nodes> ;D<depth> <nodes> ...
//! ```
//!
//! with `#` comment lines and blank lines ignored. The position string is the game's own
//! (`docs/rules/<game>.md`); perft counts the leaf nodes of the legal-move tree by the movement
//! rules alone (`docs/rules/topo.md` and `docs/rules/tempo.md`, "Perft").
//!
//! The normal run checks every count up to a limit that keeps a debug build quick; the deep
//! counts (up to billions of leaves) run in release with
//! `cargo test --release --test rules perft -- --ignored`.

use kibitz::games::tempo::Tempo;
use kibitz::games::topo::Topo;
use kibitz::games::xiangqi::Xiangqi;
use kibitz::games::{new_game, GameKind, Rules};
use std::path::Path;

/// The Topo table.
const TOPO: &str = "tests/data/topo_perft.txt";
/// The Xiangqi table.
const XIANGQI: &str = "tests/data/xiangqi_perft.txt";
/// The Tempo table.
const TEMPO: &str = "tests/data/tempo_perft.txt";

/// One line of a perft table: a position string and its counts, `(depth, nodes)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerftEntry {
    /// The line's number in the file (1-based), for messages.
    pub line: usize,
    /// The position string, as written.
    pub position: String,
    /// `(depth, leaf nodes)`, in the order written.
    pub counts: Vec<(u32, u64)>,
}

/// Reads a perft table; `path` is relative to the crate root. Panics, naming the line, on
/// anything that is not the format above (a table that does not read is a broken test).
pub fn read_perft_file(path: &str) -> Vec<PerftEntry> {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let text = std::fs::read_to_string(&full)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", full.display()));
    parse_perft_table(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Parses the text of a perft table (the format above).
fn parse_perft_table(text: &str) -> Result<Vec<PerftEntry>, String> {
    let mut entries = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let mut fields = trimmed.split(';');
        let position = fields.next().unwrap_or_default().trim().to_string();
        if position.is_empty() {
            return Err(format!(
                "line {line}: no position string before the first ';'"
            ));
        }
        let mut counts: Vec<(u32, u64)> = Vec::new();
        for field in fields {
            let field = field.trim();
            let bad = || format!("line {line}: '{field}' is not 'D<depth> <nodes>'");
            let (depth, nodes) = field.split_once(' ').ok_or_else(bad)?;
            let depth: u32 = depth
                .strip_prefix('D')
                .and_then(|d| d.parse().ok())
                .ok_or_else(bad)?;
            let nodes: u64 = nodes.trim().parse().map_err(|_| bad())?;
            if counts.last().is_some_and(|&(before, _)| before >= depth) {
                return Err(format!("line {line}: depth {depth} is out of order"));
            }
            counts.push((depth, nodes));
        }
        if counts.is_empty() {
            return Err(format!("line {line}: a position without counts"));
        }
        entries.push(PerftEntry {
            line,
            position,
            counts,
        });
    }
    Ok(entries)
}

/// Checks every count of the table at `path` that is at most `max_nodes` against `R::perft`;
/// returns how many it checked. Also checks that each position string reads and is written
/// back unchanged, so the table always holds positions as the game writes them.
pub fn run_perft_file<R: Rules>(path: &str, max_nodes: u64) -> usize {
    let mut checked = 0;
    for entry in read_perft_file(path) {
        let position = R::read_position(&entry.position)
            .unwrap_or_else(|e| panic!("{path} line {}: {e}", entry.line));
        assert_eq!(
            R::write_position(&position),
            entry.position,
            "{path} line {}: the position string is not as {:?} writes it",
            entry.line,
            R::KIND
        );
        for &(depth, nodes) in &entry.counts {
            if nodes <= max_nodes {
                assert_eq!(
                    R::perft(&position, depth),
                    nodes,
                    "{path} line {}: {} depth {depth}",
                    entry.line,
                    entry.position
                );
                checked += 1;
            }
        }
    }
    checked
}

/// How many counts the table at `path` holds.
fn entries(path: &str) -> usize {
    read_perft_file(path).iter().map(|e| e.counts.len()).sum()
}

// The limits keep each game's normal run to a few seconds in a debug build. The minimum counts
// are what the three former per-game runners checked (30, 36 and 19 entries): the normal run
// must never check fewer.

#[test]
fn topo_perft_table() {
    assert!(run_perft_file::<Topo>(TOPO, 1_000_000) >= 30);
}

#[test]
#[ignore = "deep perft: run in release with --ignored"]
fn topo_perft_deep() {
    assert_eq!(run_perft_file::<Topo>(TOPO, u64::MAX), entries(TOPO));
}

#[test]
fn xiangqi_perft_table() {
    assert!(run_perft_file::<Xiangqi>(XIANGQI, 100_000) >= 36);
}

#[test]
#[ignore = "deep perft: run in release with --ignored"]
fn xiangqi_perft_deep() {
    assert_eq!(
        run_perft_file::<Xiangqi>(XIANGQI, u64::MAX),
        entries(XIANGQI)
    );
}

#[test]
fn tempo_perft_table() {
    // Figures over 20 million nodes take seconds in a debug build; the deep test checks them.
    assert!(run_perft_file::<Tempo>(TEMPO, 20_000_000) >= 19);
}

#[test]
#[ignore = "deep perft: run in release with --ignored"]
fn tempo_perft_deep() {
    assert_eq!(run_perft_file::<Tempo>(TEMPO, u64::MAX), entries(TEMPO));
}

/// Each table starts at its game's standard start, recorded to depth 4 or more.
fn starts_at_the_start<R: Rules>(path: &str) {
    let table = read_perft_file(path);
    let first = table.first().unwrap_or_else(|| panic!("{path} is empty"));
    assert_eq!(first.position, R::write_position(&R::start()), "{path}");
    assert!(first.counts.iter().any(|&(d, _)| d >= 4), "{path}");
}

#[test]
fn every_table_starts_at_the_standard_start() {
    starts_at_the_start::<Topo>(TOPO);
    starts_at_the_start::<Xiangqi>(XIANGQI);
    starts_at_the_start::<Tempo>(TEMPO);
}

#[test]
fn the_table_format_is_checked() {
    let good = "# a comment\n\nstart w ;D1 20 ;D2 400\n";
    assert_eq!(
        parse_perft_table(good),
        Ok(vec![PerftEntry {
            line: 3,
            position: "start w".to_string(),
            counts: vec![(1, 20), (2, 400)],
        }])
    );
    for bad in [
        "start w",
        "start w ; 1:20",
        "start w ;D1 x",
        ";D1 20",
        "start w ;D2 400 ;D1 20",
    ] {
        assert!(parse_perft_table(bad).is_err(), "{bad}");
    }
}

// Formerly tests/rules/topo_perft.rs.
#[test]
fn a_finished_topo_position_has_no_moves_in_perft() {
    // Black has no Lepre and White has a Topo: White has already won.
    let won = Topo::read_position("4k3/p7/8/8/8/8/P7/4K2Q w - - - 0 10").unwrap();
    assert_eq!(Topo::perft(&won, 0), 1);
    assert_eq!(Topo::perft(&won, 1), 0);
    assert!(
        !Topo::legal_moves(&won).is_empty(),
        "the pieces could still move"
    );
}

// Formerly tests/rules/xiangqi_perft.rs.
#[test]
fn xiangqi_start_position_depth_three_through_the_game_api() {
    let game = new_game(GameKind::Xiangqi, None).unwrap();
    assert_eq!(game.perft(3), 79_666);
}
