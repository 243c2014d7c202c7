//! bbpPairings' own Dutch test cases (inputs and expected outputs copied
//! from its `test/tests`): the output must be identical byte for byte.

use kibitz::pairing::{format_pairings, pair_trf};

fn check(name: &str, input: &str, expected: &str) {
    let pairs = pair_trf(input).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(format_pairings(&pairs), expected, "{name}");
}

#[test]
fn dutch_2025_c5_minimise_downfloaters_with_an_absent_player() {
    check(
        "dutch_2025_C5",
        include_str!("../data/bbppairings/dutch_2025_C5.trf"),
        include_str!("../data/bbppairings/dutch_2025_C5.expected"),
    );
}

#[test]
fn dutch_2025_c9_minimise_unplayed_games_of_the_bye_receiver() {
    check(
        "dutch_2025_C9",
        include_str!("../data/bbppairings/dutch_2025_C9.trf"),
        include_str!("../data/bbppairings/dutch_2025_C9.expected"),
    );
}

#[test]
fn issue_7_sixty_players_round_15_with_carriage_return_lines() {
    check(
        "issue_7",
        include_str!("../data/bbppairings/issue_7.trf"),
        include_str!("../data/bbppairings/issue_7.expected"),
    );
}
