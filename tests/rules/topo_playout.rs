//! Random games (seeded, so failures repeat): every game reaches an outcome by the rules, no
//! move generated is refused, and every position string reads back to the same position.

use kibitz::games::topo::{legal_moves, Topo};
use kibitz::games::{new_game, GameKind, Notation, Rules};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;

const GAMES: u64 = 200;
const MAX_PLIES: usize = 3000;

#[test]
fn random_games_reach_an_outcome() {
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for seed in 0..GAMES {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = new_game(GameKind::Topo, None).expect("start");
        let mut plies = 0;
        while game.outcome().is_none() {
            assert!(
                plies < MAX_PLIES,
                "seed {seed}: no outcome after {MAX_PLIES} plies"
            );
            let choices = game.move_choices();
            assert!(!choices.is_empty(), "seed {seed}: no moves but no outcome");
            let choice = &choices[rng.gen_range(0..choices.len())];
            // Alternate between the two notations, as players and the store would.
            let text = if plies % 2 == 0 {
                &choice.canonical
            } else {
                &choice.words.usual
            };
            let played = game
                .play(text)
                .unwrap_or_else(|e| panic!("seed {seed}: {text} refused: {e}"));
            assert_eq!(played.mv.canonical, choice.canonical);
            let fen = game.position();
            let position = Topo::read_position(&fen).expect("position string reads");
            assert_eq!(Topo::write_position(&position), fen);
            plies += 1;
        }
        assert!(game.legal_moves(Notation::Canonical).is_empty());
        let outcome = game.outcome().map(|o| o.status(GameKind::Topo));
        *reasons.entry(outcome.unwrap_or_default()).or_default() += 1;
        // The record replays to the same final position.
        let replayed = kibitz::games::replay(&game.record()).expect("record replays");
        assert_eq!(replayed.position(), game.position());
        assert_eq!(replayed.outcome(), game.outcome());
    }
    let total: usize = reasons.values().sum();
    assert_eq!(total as u64, GAMES);
    println!("outcomes of {GAMES} random games: {reasons:?}");
    assert!(
        reasons.len() >= 3,
        "random games end in several ways: {reasons:?}"
    );
}

#[test]
fn generated_moves_are_all_playable_by_the_rules() {
    let mut rng = StdRng::seed_from_u64(7);
    let mut position = Topo::start();
    for _ in 0..300 {
        let moves = legal_moves(&position);
        if moves.is_empty() {
            break;
        }
        for &mv in &moves {
            assert!(Topo::play(&position, mv).is_ok(), "{mv:?} in {position:?}");
        }
        position = Topo::play(&position, moves[rng.gen_range(0..moves.len())]).expect("legal");
    }
}
