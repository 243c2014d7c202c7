//! Helpers shared by the pairing tests: TRF surgery on generated tournaments.
#![allow(dead_code)]

pub mod selfplay;

use std::collections::BTreeSet;

/// One player's round entry, as written in the TRF.
#[derive(Debug, Clone)]
pub struct Entry {
    /// Opponent's starting number (0 for none).
    pub opponent: usize,
    /// `w`, `b` or `-`.
    pub color: char,
    /// The result character.
    pub result: char,
}

/// A `001` line split into its fixed part and its round entries.
#[derive(Debug, Clone)]
pub struct PlayerLine {
    pub number: usize,
    pub head: String,
    pub rounds: Vec<Entry>,
}

/// Splits the `001` lines of a TRF.
pub fn player_lines(text: &str) -> Vec<PlayerLine> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("001")) {
        let chars: Vec<char> = line.chars().collect();
        let field = |a: usize, b: usize| -> String {
            chars[a.min(chars.len())..b.min(chars.len())]
                .iter()
                .collect()
        };
        let number = field(4, 8).trim().parse().unwrap_or(0);
        let mut rounds = Vec::new();
        let mut k = 91;
        while k + 8 <= chars.len() {
            let opp = field(k, k + 4);
            rounds.push(Entry {
                opponent: opp.trim().parse().unwrap_or(0),
                color: chars[k + 5],
                result: chars[k + 7],
            });
            k += 10;
        }
        out.push(PlayerLine {
            number,
            head: field(0, 91),
            rounds,
        });
    }
    out
}

fn points(result: char) -> u32 {
    match result.to_ascii_uppercase() {
        '1' | '+' | 'W' | 'F' | 'U' => 10,
        '=' | 'D' | 'H' => 5,
        _ => 0,
    }
}

/// The colour of the top seed in round 1, as the oracle's checker infers it.
pub fn initial_color(players: &[PlayerLine]) -> &'static str {
    match players
        .iter()
        .find(|p| p.number == 1)
        .and_then(|p| p.rounds.first())
    {
        Some(e) if e.color == 'b' => "black1",
        _ => "white1",
    }
}

/// The TRF cut to the rounds before `round` (1-based), scores recomputed, with
/// an `XXC` line; other lines kept.
pub fn cut(text: &str, round: usize, xxc: &str) -> String {
    let players = player_lines(text);
    let mut out = String::new();
    let mut index = 0;
    for line in text.lines() {
        if line.starts_with("001") {
            let p = &players[index];
            index += 1;
            let keep = &p.rounds[..(round - 1).min(p.rounds.len())];
            let score: u32 = keep.iter().map(|e| points(e.result)).sum();
            let head: String = p.head.chars().take(80).collect();
            let rest: String = p.head.chars().skip(84).collect();
            let mut s = format!(
                "{head}{:>4}{rest}",
                format!("{}.{}", score / 10, score % 10)
            );
            for e in keep {
                let opp = if e.opponent == 0 {
                    "0000".to_string()
                } else {
                    format!("{:>4}", e.opponent)
                };
                s.push_str(&format!("{opp} {} {}  ", e.color, e.result));
            }
            out.push_str(s.trim_end());
            out.push('\n');
        } else if !line.starts_with("XXC") {
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(&format!("XXC {xxc}\n"));
    out
}

/// Round `round`'s pairings in the file: `(white, black)`, the bye as `(n, 0)`.
pub fn round_pairs(players: &[PlayerLine], round: usize) -> BTreeSet<(usize, usize)> {
    let mut out = BTreeSet::new();
    for p in players {
        let Some(e) = p.rounds.get(round - 1) else {
            continue;
        };
        if e.result.eq_ignore_ascii_case(&'U') {
            out.insert((p.number, 0));
        } else if e.opponent != 0 && e.color == 'w' {
            out.insert((p.number, e.opponent));
        }
    }
    out
}

/// Whether round `round` of the file breaks an absolute criterion: a repeated
/// pairing, more than one bye, or a second bye for a player.
pub fn round_breaks_absolute_criteria(players: &[PlayerLine], round: usize) -> bool {
    let pairs = round_pairs(players, round);
    let byes = pairs.iter().filter(|p| p.1 == 0).count();
    if byes > 1 {
        return true;
    }
    for &(a, b) in &pairs {
        let Some(pa) = players.iter().find(|p| p.number == a) else {
            continue;
        };
        let earlier = &pa.rounds[..round - 1];
        if b == 0 {
            if earlier
                .iter()
                .any(|e| e.opponent == 0 && matches!(e.result, 'U' | '+' | 'F' | '1'))
            {
                return true;
            }
        } else if earlier
            .iter()
            .any(|e| e.opponent == b && matches!(e.result, '1' | '0' | '=' | 'D' | 'W' | 'L'))
        {
            return true;
        }
    }
    false
}

/// Pairings as a set in the same shape as [`round_pairs`].
pub fn as_set(pairs: &[kibitz::pairing::Pairing]) -> BTreeSet<(usize, usize)> {
    pairs
        .iter()
        .map(|p| {
            if p.is_bye() {
                (p.white + 1, 0)
            } else {
                (p.white + 1, p.black + 1)
            }
        })
        .collect()
}
