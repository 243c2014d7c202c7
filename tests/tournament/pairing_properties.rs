//! Properties of the TRF reader and of the pairings: malformed input gives an
//! error naming the line (never a panic); every pairing respects the absolute
//! criteria (no repeated game, at most one pairing-allocated bye per player,
//! absolute colour preferences) on self-played random tournaments.

use std::collections::HashSet;

use crate::pairing_support::selfplay::{Rng, SelfPlay};
use kibitz::pairing::tournament::Color;
use kibitz::pairing::{pair_trf, read_trf, PairError, TrfError};

const SMALL: &str = include_str!("../data/bbppairings/dutch_2025_C5.trf");

#[test]
fn malformed_lines_are_reported_with_their_line_number() {
    let player2 = "001    2      Test0002 Player0002               2701                             1.0    3     5 b 1     1 w 0";
    let cases: &[(&str, &str, usize, &str)] = &[
        ("short 001 line", "001    2      Test", 3, "at least 84"),
        (
            "bad starting number",
            &player2.replacen("   2 ", "  x2 ", 1),
            3,
            "starting number",
        ),
        (
            "bad colour",
            &player2.replacen("5 b 1", "5 q 1", 1),
            3,
            "colour `q`",
        ),
        (
            "bad result",
            &player2.replacen("5 b 1", "5 b 7", 1),
            3,
            "result `7`",
        ),
        ("bad score", &player2.replacen("1.0", "1.x", 1), 3, "score"),
        (
            "self pairing",
            &player2.replacen("    5 b 1", "    2 b 1", 1),
            3,
            "themselves",
        ),
        (
            "trailing junk",
            &format!("{player2}  x"),
            3,
            "unexpected characters",
        ),
        ("acceleration", "XXA    1  1.0", 3, "accelerated"),
    ];
    for (name, line, number, reason) in cases {
        let mut text: Vec<&str> = SMALL.lines().collect();
        text[2] = line;
        let text = text.join("\n");
        match read_trf(&text) {
            Err(TrfError::Line {
                line, reason: why, ..
            }) => {
                assert_eq!(line, *number, "{name}");
                assert!(
                    why.contains(reason),
                    "{name}: reason `{why}` lacks `{reason}`"
                );
            }
            other => panic!("{name}: expected a line error, got {other:?}"),
        }
    }
}

#[test]
fn inconsistent_files_are_reported() {
    let cases: &[(&str, String, &str)] = &[
        ("no XXR", SMALL.replace("XXR 3", ""), "XXR"),
        ("no players", "XXR 3\n".to_string(), "no 001"),
        (
            "wrong score",
            SMALL.replacen("2.0    1", "2.5    1", 1),
            "score of player 1",
        ),
        (
            "rounds all played",
            SMALL.replace("XXR 3", "XXR 2"),
            "no round to pair",
        ),
        (
            "opponent disagrees",
            SMALL.replacen("     4 w 1     2 b 1", "     4 w 1     3 b 1", 1),
            "contradicts",
        ),
    ];
    for (name, text, needle) in cases {
        match pair_trf(text) {
            Err(e) => assert!(
                e.to_string().contains(needle),
                "{name}: `{e}` lacks `{needle}`"
            ),
            Ok(p) => panic!("{name}: expected an error, got {p:?}"),
        }
    }
}

#[test]
fn mutated_files_never_panic_and_line_errors_point_at_a_line() {
    let mut base = SelfPlay::new(13, 5, "white1");
    let mut rng = Rng(42);
    for _ in 0..3 {
        base.play_round(&mut rng, 50).expect("pairable");
    }
    let original = base.trf();
    let alphabet: Vec<char> = " 0123456789.wb-=+UHFZDLW\tx\r\né".chars().collect();
    let mut errors = 0;
    for case in 0..3000 {
        let mut chars: Vec<char> = original.chars().collect();
        for _ in 0..1 + rng.below(4) {
            if chars.is_empty() {
                break;
            }
            let at = rng.below(chars.len() as u64) as usize;
            match rng.below(4) {
                0 => chars[at] = alphabet[rng.below(alphabet.len() as u64) as usize],
                1 => {
                    chars.remove(at);
                }
                2 => chars.insert(at, alphabet[rng.below(alphabet.len() as u64) as usize]),
                _ => chars.truncate(at),
            }
        }
        let text: String = chars.into_iter().collect();
        let lines = text.lines().count();
        let outcome = std::panic::catch_unwind(|| pair_trf(&text));
        match outcome {
            Err(_) => panic!("case {case}: panicked on\n{text}"),
            Ok(Err(PairError::Trf(TrfError::Line { line, reason, .. }))) => {
                errors += 1;
                assert!(
                    line >= 1 && line <= lines,
                    "case {case}: line {line} of {lines}"
                );
                assert!(!reason.is_empty());
            }
            Ok(Err(e)) => {
                errors += 1;
                assert!(!e.to_string().is_empty());
            }
            Ok(Ok(_)) => {}
        }
    }
    assert!(
        errors > 1000,
        "mutations should mostly be rejected ({errors})"
    );
}

/// Checks one round's pairings against the absolute criteria, given the TRF
/// it was paired from.
fn check_round(trf: &str, pairs: &[kibitz::pairing::Pairing], label: &str) {
    let t = read_trf(trf).expect("own TRF reads");
    let present: HashSet<usize> = t
        .players
        .iter()
        .filter(|p| p.is_valid && p.matches.len() <= t.played_rounds)
        .map(|p| p.id)
        .collect();
    let mut seen = HashSet::new();
    let mut byes = 0;
    for p in pairs {
        assert!(
            present.contains(&p.white) && present.contains(&p.black),
            "{label}: absent player paired"
        );
        assert!(
            seen.insert(p.white),
            "{label}: player {} twice",
            p.white + 1
        );
        if p.is_bye() {
            byes += 1;
            let player = &t.players[p.white];
            assert!(
                !player.matches.iter().any(|m| !m.game_was_played
                    && m.participated_in_pairing
                    && m.opponent == player.id),
                "{label}: second pairing-allocated bye for {}",
                p.white + 1
            );
            continue;
        }
        assert!(
            seen.insert(p.black),
            "{label}: player {} twice",
            p.black + 1
        );
        let (w, b) = (&t.players[p.white], &t.players[p.black]);
        assert!(
            !w.matches
                .iter()
                .any(|m| m.game_was_played && m.opponent == b.id),
            "{label}: {} and {} meet again",
            p.white + 1,
            p.black + 1
        );
        // Absolute colour preferences: broken only in the last round, for a
        // top scorer, when both players have the same absolute preference.
        let last_round_topscorer = t.played_rounds + 1 >= t.expected_rounds
            && [w, b]
                .iter()
                .any(|x| u64::from(x.score) * 2 > t.played_rounds as u64 * 10);
        for (player, color, other) in [(w, Color::White, b), (b, Color::Black, w)] {
            if player.absolute_color_preference() && player.color_preference != Some(color) {
                assert!(
                    other.absolute_color_preference()
                        && other.color_preference == player.color_preference
                        && last_round_topscorer,
                    "{label}: absolute colour preference of {} not granted",
                    player.id + 1
                );
            }
        }
    }
    assert_eq!(seen.len(), present.len(), "{label}: someone left unpaired");
    assert!(
        byes <= 1 && (byes == 1) == (present.len() % 2 == 1),
        "{label}: {byes} byes"
    );
}

#[test]
fn self_played_tournaments_respect_the_absolute_criteria() {
    let mut rng = Rng(0x5eed);
    let mut rounds_checked = 0;
    let mut unpairable = 0;
    for case in 0..120 {
        let players = 4 + rng.below(45) as usize;
        let rounds = 3 + rng.below(9) as usize;
        let initial = if rng.below(2) == 0 {
            "white1"
        } else {
            "black1"
        };
        let mut sp = SelfPlay::new(players, rounds, initial);
        let absent = if case % 3 == 0 { 60 } else { 0 };
        for r in 0..rounds {
            let before = sp.trf();
            match sp.play_round(&mut rng, absent) {
                Ok(pairs) => {
                    // Absences were added to the file before pairing.
                    let paired_from = sp_trf_without_last_round(&sp);
                    check_round(
                        &paired_from,
                        &pairs,
                        &format!("case {case} ({players}p) round {}", r + 1),
                    );
                    rounds_checked += 1;
                }
                Err(PairError::NoValidPairing(_)) => {
                    unpairable += 1;
                    break;
                }
                Err(e) => panic!("case {case} round {}: {e}\n{before}", r + 1),
            }
        }
    }
    eprintln!(
        "checked {rounds_checked} rounds; {unpairable} tournaments ran out of legal pairings"
    );
    assert!(rounds_checked > 500);
}

/// The TRF as it was when the last round was paired: the last column of
/// every player removed, except absences (which were known before pairing).
fn sp_trf_without_last_round(sp: &SelfPlay) -> String {
    let mut copy = SelfPlay::new(sp.players, sp.rounds, sp.initial);
    for (i, cells) in sp.history.iter().enumerate() {
        let mut cells = cells.clone();
        if let Some(last) = cells.last() {
            if !matches!(last.2, 'Z' | 'H') {
                cells.pop();
            }
        }
        copy.history[i] = cells;
    }
    copy.trf()
}
