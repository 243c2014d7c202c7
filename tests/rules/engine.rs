//! The built-in engine (`src/engine/`): legal answers, wins in one found, time respected,
//! levels that differ in strength, reproducible with a seed.

use kibitz::engine::{BuiltIn, Engine, Evaluate, Found, Level, Limits};
use kibitz::games::tempo::Tempo;
use kibitz::games::topo::Topo;
use kibitz::games::xiangqi::Xiangqi;
use kibitz::games::{new_game, AnyGame, EndReason, GameKind, Notation, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

fn limits(level: u8, ms: u64, seed: u64) -> Limits {
    let level = Level::new(level).expect("a level from 1 to 8");
    Limits::new(level, Duration::from_millis(ms)).with_seed(seed)
}

fn think(game: &dyn AnyGame, limits: &Limits) -> Option<Found> {
    BuiltIn.best_move(game, limits, &mut |_| {})
}

/// A game of `kind` after `plies` random legal moves (fewer if it ends first).
fn random_game(kind: GameKind, plies: usize, rng: &mut StdRng) -> Box<dyn AnyGame> {
    let mut game = new_game(kind, None).expect("the start position");
    for _ in 0..plies {
        let moves = game.legal_moves(Notation::Canonical);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.gen_range(0..moves.len())].clone();
        game.play(&mv).expect("a listed move is legal");
    }
    game
}

#[test]
fn the_best_move_is_always_legal() {
    let mut rng = StdRng::seed_from_u64(13);
    for kind in GameKind::ALL {
        for i in 0..12u64 {
            let plies = rng.gen_range(0..60);
            let game = random_game(kind, plies, &mut rng);
            let level = rng.gen_range(1..=8);
            let mut limits = limits(level, 40, i);
            limits.max_depth = Some(3);
            let found = think(game.as_ref(), &limits);
            let legal = game.legal_moves(Notation::Canonical);
            match found {
                Some(found) => assert!(
                    legal.contains(&found.best),
                    "{kind} level {level}: {} is not legal in {}",
                    found.best,
                    game.position()
                ),
                None => assert!(legal.is_empty(), "{kind}: no move in {}", game.position()),
            }
        }
    }
}

/// Plays the engine's move in the position `fen` and returns the outcome.
fn engine_move_ends(kind: GameKind, fen: &str, level: u8) -> Option<(Side, EndReason)> {
    let mut game = new_game(kind, Some(fen)).expect("a valid position");
    let mover = game.side_to_move();
    let found = think(game.as_ref(), &limits(level, 500, 1)).expect("a move");
    let played = game.play(&found.best).expect("a legal move");
    let outcome = played.outcome?;
    assert_eq!(outcome.winner(), Some(mover), "{kind}: {}", found.best);
    Some((mover, outcome.reason()))
}

#[test]
fn xiangqi_mate_in_one_is_found_at_every_level() {
    // Red: chariots a8 and b0, general d0; Black: the general alone on e9. Only b0b9 mates
    // (a8a9 lets the general step down to e8).
    let fen = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";
    for level in [1, 4, 8] {
        assert_eq!(
            engine_move_ends(GameKind::Xiangqi, fen, level),
            Some((Side::First, EndReason::NoMoves))
        );
    }
}

#[test]
fn topo_captures_the_last_lepre() {
    // White's Cane on a1 takes Black's only Lepre on a8 and wins.
    let fen = "q3k3/1p6/8/8/8/8/7P/R2QK3 w - - G 0 1";
    for level in [1, 8] {
        assert_eq!(
            engine_move_ends(GameKind::Topo, fen, level),
            Some((Side::First, EndReason::LepriCaptured))
        );
    }
}

#[test]
fn tempo_leaves_the_opponent_without_moves() {
    // Positions one move from the end, taken from seeded random games that ended with the
    // loser having no move: the engine must find a move that ends the game there too.
    let mut rng = StdRng::seed_from_u64(5);
    let mut found = 0;
    for _ in 0..200 {
        let mut game = new_game(GameKind::Tempo, None).expect("the start");
        let mut before = game.position();
        while game.outcome().is_none() {
            before = game.position();
            let moves = game.legal_moves(Notation::Canonical);
            let mv = moves[rng.gen_range(0..moves.len())].clone();
            game.play(&mv).expect("a listed move is legal");
        }
        if game.outcome().map(|o| o.reason()) != Some(EndReason::NoMoves) {
            continue;
        }
        let (winner, reason) =
            engine_move_ends(GameKind::Tempo, &before, 8).expect("the engine wins at once");
        assert_eq!(reason, EndReason::NoMoves, "{before}");
        assert_eq!(Some(winner), game.outcome().and_then(|o| o.winner()));
        found += 1;
        if found == 5 {
            break;
        }
    }
    assert_eq!(found, 5, "too few finished random games");
}

#[test]
fn a_finished_game_has_no_move() {
    let game = new_game(GameKind::Tempo, Some("b5/6/6/6/6 w")).expect("a valid position");
    assert!(game.outcome().is_some());
    assert_eq!(think(game.as_ref(), &limits(8, 100, 1)), None);
}

#[test]
fn movetime_is_an_upper_bound() {
    for kind in GameKind::ALL {
        let game = new_game(kind, None).expect("the start");
        let begun = Instant::now();
        let found = think(game.as_ref(), &limits(8, 150, 1)).expect("a move");
        // Generous: the machine is shared; a search that ignored the clock would take far
        // longer at level 8 (it goes on to depth 64).
        assert!(
            begun.elapsed() < Duration::from_secs(2),
            "{kind}: {found:?}"
        );
        assert!(found.depth >= 1, "{kind}: {found:?}");
    }
}

#[test]
fn a_seed_makes_the_choice_reproducible() {
    for kind in GameKind::ALL {
        let game = new_game(kind, None).expect("the start");
        let mut limits = limits(2, 5_000, 42);
        limits.max_depth = Some(2);
        let first = think(game.as_ref(), &limits);
        assert_eq!(think(game.as_ref(), &limits), first, "{kind}");
    }
}

#[test]
fn levels_limit_time_and_depth() {
    assert!(Level::new(0).is_none() && Level::new(9).is_none());
    let weakest = Level::MIN;
    let strongest = Level::MAX;
    assert!(weakest.max_depth() < strongest.max_depth());
    assert!(weakest.time_cap() < strongest.time_cap());
    assert_eq!(strongest.choice(), (0, 0.0));
    let limits = Limits::new(weakest, Duration::from_secs(10));
    assert_eq!(limits.budget(), weakest.time_cap());
}

#[test]
fn topo_keeps_its_own_level_tables_and_the_other_games_share_them() {
    let levels: Vec<Level> = (1..=8).filter_map(Level::new).collect();
    for &level in &levels {
        assert_eq!(Xiangqi::max_depth(level), level.max_depth(), "{level:?}");
        assert_eq!(Tempo::max_depth(level), level.max_depth(), "{level:?}");
        assert_eq!(Xiangqi::choice(level), level.choice(), "{level:?}");
        assert_eq!(Tempo::choice(level), level.choice(), "{level:?}");
    }
    // Topo: each level sees at least as far as the one below and picks a near-best move no
    // more often nor from a wider margin; level 8 always plays its best move.
    for pair in levels.windows(2) {
        let (lower, higher) = (pair[0], pair[1]);
        assert!(Topo::max_depth(lower) <= Topo::max_depth(higher));
        let (low_margin, low_chance) = Topo::choice(lower);
        let (high_margin, high_chance) = Topo::choice(higher);
        assert!(
            high_margin < low_margin && high_chance < low_chance,
            "{higher:?}"
        );
    }
    assert!(Topo::max_depth(Level::MIN) >= 1);
    assert!(Topo::max_depth(Level::MIN) < Topo::max_depth(Level::MAX));
    assert_eq!(Topo::choice(Level::MAX), (0, 0.0));
    // A search takes its game's cap: level 7 stops at Topo's depth 5 where Xiangqi's goes to
    // 6, and a caller's own bound still wins when it is smaller.
    let seven = limits(7, 60_000, 1);
    assert_eq!(seven.depth::<Topo>(), 5);
    assert_eq!(seven.depth::<Xiangqi>(), 6);
    let mut bounded = seven.clone();
    bounded.max_depth = Some(2);
    assert_eq!(bounded.depth::<Topo>(), 2);
    // And the search obeys it (its clock may stop it sooner on a busy machine, never later).
    let game = new_game(GameKind::Topo, None).expect("the start");
    let mut deepest = 0;
    let found = BuiltIn
        .best_move(game.as_ref(), &seven, &mut |info| {
            deepest = deepest.max(info.depth)
        })
        .expect("a move");
    assert!(deepest <= 5 && found.depth <= 5, "{found:?}");
}

#[test]
fn a_topo_side_without_its_topo_scores_below_a_draw_whatever_material_it_keeps() {
    use kibitz::games::topo::Position;
    // White has lost its Topo but has two Cani, two Cavalli and a Lepre against a lone Topo
    // and Lepre: more material, and no way left to win.
    let without: Position = "3qk3/8/8/8/8/8/8/RN1Q2NR w - - - 0 1"
        .parse()
        .expect("a valid Topo position");
    let white_view = Topo::evaluate(&without);
    assert!(white_view <= -600, "{white_view}");
    let black_to_move: Position = "3qk3/8/8/8/8/8/8/RN1Q2NR b - - - 0 1"
        .parse()
        .expect("a valid Topo position");
    let black_view = Topo::evaluate(&black_to_move);
    assert!(black_view >= 600, "{black_view}");
    // The same material with White's Topo back on the board is a clear lead for White.
    let with: Position = "3qk3/8/8/8/8/8/8/RN1QK1NR w - - - 0 1"
        .parse()
        .expect("a valid Topo position");
    assert!(Topo::evaluate(&with) > 600, "{}", Topo::evaluate(&with));
}

/// Points level 8 (at `ms` per move) scores against level 1 in `games` games, colours
/// alternating, level 1's seed varying the openings. A game still going after `max_plies` is
/// adjudicated by the evaluation: a clear material lead (300) counts as a win, else a draw.
fn match_score<R: Evaluate>(games: u64, ms: u64, max_plies: usize) -> f64 {
    let mut points = 0.0;
    for g in 0..games {
        let strong_side = if g % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let mut game = new_game(R::KIND, None).expect("the start");
        for ply in 0..max_plies {
            if game.outcome().is_some() {
                break;
            }
            let level = if game.side_to_move() == strong_side {
                8
            } else {
                1
            };
            let seed = g * 1000 + ply as u64;
            let found = think(game.as_ref(), &limits(level, ms, seed)).expect("a move");
            game.play(&found.best).expect("a legal move");
        }
        points += match game.outcome() {
            Some(outcome) => outcome.points(strong_side),
            None => {
                let position = R::read_position(&game.position()).expect("its own position");
                let mut value = R::evaluate(&position);
                if R::side_to_move(&position) != strong_side {
                    value = -value;
                }
                if value > 300 {
                    1.0
                } else if value < -300 {
                    0.0
                } else {
                    0.5
                }
            }
        };
    }
    points
}

#[test]
fn level_8_beats_level_1_at_topo() {
    let points = match_score::<Topo>(4, 40, 80);
    assert!(points > 2.0, "level 8 scored {points} of 4");
}

#[test]
fn level_8_beats_level_1_at_xiangqi() {
    let points = match_score::<Xiangqi>(4, 40, 80);
    assert!(points > 2.0, "level 8 scored {points} of 4");
}

#[test]
fn level_8_beats_level_1_at_tempo() {
    let points = match_score::<Tempo>(4, 40, 80);
    assert!(points > 2.0, "level 8 scored {points} of 4");
}

/// The built-in search knows the Asian repetition rules: from the start, after the red cannon has
/// chased the black chariot (a9/b9, over the screens a6 and b7) round the cycle twice, Red must not
/// play b4a4, which would bring the position back a third time and lose by perpetual chase.
#[test]
fn the_search_does_not_walk_into_a_losing_perpetual_chase() {
    let mut game = new_game(GameKind::Xiangqi, None).expect("the start position");
    for mv in [
        "h2h4", "b9c7", "h4a4", "a9b9", "a4b4", "b9a9", "b4a4", "a9b9", "a4b4", "b9a9",
    ] {
        game.play(mv).expect("a legal move");
    }
    let mut losing = game.clone();
    let played = losing.play("b4a4").expect("legal");
    assert_eq!(
        played.outcome.map(|o| o.reason()),
        Some(EndReason::PerpetualChase),
        "b4a4 would complete the chase"
    );
    for seed in 0..3 {
        let found = think(game.as_ref(), &limits(6, 300, seed)).expect("a move");
        assert_ne!(found.best, "b4a4", "seed {seed}");
    }
}

/// The built-in search knows the Asian repetition rules and uses them: as the chased side, it
/// completes the cycle whose third occurrence makes the chaser lose (a win at once); as the
/// chaser, it never completes the one that makes itself lose.
#[test]
fn the_search_wins_by_the_opponents_perpetual_chase_and_never_completes_its_own() {
    let mut game = new_game(GameKind::Xiangqi, None).unwrap();
    // Red's cannon chases Black's chariot on a9/b9 with every move.
    let chase = [
        "h2h4", "b9c7", "h4a4", "a9b9", "a4b4", "b9a9", "b4a4", "a9b9", "a4b4", "b9a9",
    ];
    for mv in chase {
        game.play(mv).unwrap();
    }
    // Red to move: b4a4 would bring the position a third time, and lose.
    for level in [3, 8] {
        let found = BuiltIn
            .best_move(game.as_ref(), &limits(level, 300, 5), &mut |_| {})
            .expect("a move");
        let outcome = game.clone_box().play(&found.best).unwrap().outcome;
        assert_ne!(
            outcome.as_ref().map(|o| o.reason()),
            Some(EndReason::PerpetualChase),
            "level {level} played {} into its own perpetual chase",
            found.best
        );
    }
    // Started one move earlier in the cycle, the chariot's side moves last: Black to move, and
    // its return to b9 ends the game by Red's perpetual chase, a win it takes.
    let mut game = new_game(GameKind::Xiangqi, None).unwrap();
    for mv in ["h2h4", "b9c7", "h4a4", "a9b9"] {
        game.play(mv).unwrap();
    }
    let start = game.position();
    let mut game = new_game(GameKind::Xiangqi, Some(&start)).unwrap();
    for mv in ["a4b4", "b9a9", "b4a4", "a9b9", "a4b4", "b9a9", "b4a4"] {
        game.play(mv).unwrap();
    }
    let found = BuiltIn
        .best_move(game.as_ref(), &limits(3, 300, 5), &mut |_| {})
        .expect("a move");
    let outcome = game
        .clone_box()
        .play(&found.best)
        .unwrap()
        .outcome
        .unwrap_or_else(|| panic!("{} does not end the game", found.best));
    assert_eq!(outcome.reason(), EndReason::PerpetualChase);
    assert_eq!(outcome.winner(), Some(Side::Second));
}
