//! Property tests for Tempo: the position string round-trips, the readers never panic, and the
//! fast move generator agrees with the per-stone rule checker on arbitrary positions.

use kibitz::games::tempo::{check_move, count_moves, legal_moves, parse, Position, Square, Tempo};
use kibitz::games::{MoveError, Notation, Rules, Side};
use proptest::prelude::*;
use std::collections::HashSet;

const BOARD: u32 = (1 << 30) - 1;

/// Keeps at most 15 cells of `set` (the rules never allow more stones per side).
fn at_most_15(mut set: u32) -> u32 {
    while set.count_ones() > 15 {
        set &= set - 1;
    }
    set
}

/// Arbitrary legal-looking positions: any stones, at most 15 a side, dense or sparse.
fn positions() -> impl Strategy<Value = Position> {
    (
        any::<u32>(),
        any::<u32>(),
        any::<u32>(),
        0u8..3,
        any::<bool>(),
    )
        .prop_map(|(a, b, thin, density, black_to_move)| {
            // density 0: about half the cells; 1: a quarter; 2: nearly full.
            let occupied = match density {
                0 => a | b,
                1 => a & (b | thin),
                _ => !(a & b & thin),
            } & BOARD;
            let black = at_most_15(occupied & a);
            let white = at_most_15(occupied & !black);
            let side = if black_to_move {
                Side::First
            } else {
                Side::Second
            };
            Position::from_stones(black, white, side).expect("disjoint, at most 15 each")
        })
}

/// A position transformed cell by cell, optionally with the colours (and the mover) swapped.
fn transform(p: &Position, map: fn(Square) -> Square, swap: bool) -> Position {
    let moved = |set: u32| {
        Square::all()
            .filter(|sq| set & sq.bit() != 0)
            .fold(0u32, |acc, sq| acc | map(sq).bit())
    };
    let (black, white) = (moved(p.stones(Side::First)), moved(p.stones(Side::Second)));
    let (black, white, side) = if swap {
        (white, black, p.turn().opponent())
    } else {
        (black, white, p.turn())
    };
    Position::from_stones(black, white, side).expect("a transformed position is valid")
}

fn mirror(sq: Square) -> Square {
    Square::new(5 - sq.file(), sq.rank()).expect("on the board")
}

fn flip(sq: Square) -> Square {
    Square::new(sq.file(), 4 - sq.rank()).expect("on the board")
}

fn move_set(p: &Position, map: fn(Square) -> Square) -> HashSet<(Square, Square)> {
    legal_moves(p)
        .into_iter()
        .map(|m| (map(m.from), map(m.to)))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn position_string_round_trips(p in positions()) {
        let text = p.to_string();
        let back = text.parse::<Position>().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(back, p);
        prop_assert_eq!(back.to_string(), text.clone());
        // Upper case and dots for every empty cell read the same.
        let dotted: String = text
            .chars()
            .map(|c| match c.to_digit(10) {
                Some(n) if c != ' ' => ".".repeat(n as usize),
                _ => c.to_ascii_uppercase().to_string(),
            })
            .collect();
        prop_assert_eq!(dotted.parse::<Position>(), Ok(p));
    }

    #[test]
    fn position_reader_never_panics(text in "\\PC{0,60}") {
        if let Ok(p) = text.parse::<Position>() {
            prop_assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        }
    }

    #[test]
    fn position_reader_handles_near_misses(text in "[bwBW.1-7/ ]{0,45}") {
        if let Ok(p) = text.parse::<Position>() {
            prop_assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        }
    }

    #[test]
    fn move_reader_never_panics(text in "\\PC{0,12}") {
        let _ = parse(&text);
        let _ = Tempo::resolve(&Position::start(), &text);
    }

    #[test]
    fn generator_agrees_with_the_rule_checker(p in positions()) {
        let generated = legal_moves(&p);
        let unique: HashSet<_> = generated.iter().copied().collect();
        prop_assert_eq!(unique.len(), generated.len(), "duplicate moves");
        prop_assert_eq!(count_moves(&p) as usize, generated.len());
        for from in Square::all() {
            for to in Square::all() {
                let checked = check_move(&p, from, to).is_ok();
                let listed = unique.iter().any(|m| m.from == from && m.to == to);
                prop_assert_eq!(checked, listed, "{}{} in {}", from, to, p.to_string());
            }
        }
        // The end-of-game test agrees with the list.
        let over = kibitz::games::tempo::outcome(&[p]).is_some();
        prop_assert_eq!(over, generated.is_empty());
    }

    #[test]
    fn every_legal_move_reads_back_in_every_spelling(p in positions()) {
        for mv in legal_moves(&p) {
            let canonical = Tempo::write_move(&p, mv, Notation::Canonical);
            let human = Tempo::write_move(&p, mv, Notation::Human);
            prop_assert_eq!(Tempo::resolve(&p, &canonical), Ok(mv));
            prop_assert_eq!(Tempo::resolve(&p, &human), Ok(mv));
            prop_assert_eq!(Tempo::resolve(&p, &human.to_ascii_uppercase()), Ok(mv));
            let next = Tempo::play(&p, mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(next.turn(), p.turn().opponent());
            let taken = p.count(p.turn().opponent()) - next.count(next.turn());
            prop_assert_eq!(taken == 1, mv.is_capture(&p));
            prop_assert_eq!(human.contains('x'), mv.is_capture(&p));
        }
    }

    #[test]
    fn illegal_moves_are_refused_with_a_hint(p in positions(), from in 0u8..30, to in 0u8..30) {
        let (from, to) = (Square::from_index(from).unwrap(), Square::from_index(to).unwrap());
        let text = format!("{from}{to}");
        if check_move(&p, from, to).is_err() {
            match Tempo::resolve(&p, &text) {
                Err(MoveError::Illegal { reason, .. }) => {
                    let reason = reason.to_string();
                    prop_assert!(
                        reason.contains("legal moves from")
                            || reason.contains("can move")
                            || reason.contains("no legal move"),
                        "{}", reason
                    );
                }
                other => prop_assert!(false, "{:?}", other),
            }
        }
    }

    /// The rules know no left or right, up or down, black or white: mirroring the board,
    /// flipping it, or swapping the colours maps the legal moves onto each other. (A wrong edge
    /// mask in a shift would break this.)
    #[test]
    fn rules_are_symmetric(p in positions()) {
        let same = |sq: Square| sq;
        for (map, swap) in [
            (mirror as fn(Square) -> Square, false),
            (flip, false),
            (same, true),
            (mirror, true),
        ] {
            let q = transform(&p, map, swap);
            prop_assert_eq!(move_set(&p, map), move_set(&q, same), "{} vs {}", p.to_string(), q.to_string());
        }
    }
}
