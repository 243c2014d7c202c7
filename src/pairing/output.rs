//! Ordering and printing pairings the way bbpPairings does.

use super::dutch::Pairing;
use super::tournament::Tournament;

/// Sorts pairings for publication (bbpPairings' `sortResults`): games before
/// the bye; then by the higher player's score, the lower player's score
/// (both descending), and the higher player's pairing number.
pub fn sort_results(pairs: &mut [Pairing], t: &Tournament) {
    let key = |p: &Pairing| {
        let (w, b) = (&t.players[p.white], &t.players[p.black]);
        let white_lower = (w.score, b.rank_index) < (b.score, w.rank_index);
        let (higher, lower) = if white_lower { (b, w) } else { (w, b) };
        (
            p.is_bye(),
            std::cmp::Reverse(higher.score),
            std::cmp::Reverse(lower.score),
            higher.rank_index,
        )
    };
    pairs.sort_by_key(key);
}

/// bbpPairings' output: the number of pairings, then `WHITE BLACK` per line
/// as one-based starting numbers, the bye as `N 0`.
pub fn format_pairings(pairs: &[Pairing]) -> String {
    let mut out = format!("{}\n", pairs.len());
    for p in pairs {
        let black = if p.is_bye() { 0 } else { p.black + 1 };
        out.push_str(&format!("{} {}\n", p.white + 1, black));
    }
    out
}
