//! Every rule of Topo, each with a hand-built position or move sequence that fails if the rule
//! is broken. Positions use the documented position string (see `docs/rules/topo.md`).

use kibitz::games::{new_game, AnyGame, GameKind, MoveError, Notation};

/// A game from `fen` (or the start) after the canonical `moves`; panics with the reason if a
/// move is refused (these sequences are meant to be legal).
fn game(fen: Option<&str>, moves: &str) -> Box<dyn AnyGame> {
    let mut g = new_game(GameKind::Topo, fen).expect("position reads");
    for m in moves.split_whitespace() {
        if let Err(e) = g.play(m) {
            panic!("{m} refused: {e}");
        }
    }
    g
}

fn legal(g: &dyn AnyGame) -> Vec<String> {
    g.legal_moves(Notation::Canonical)
}

fn has(g: &dyn AnyGame, mv: &str) -> bool {
    legal(g).iter().any(|m| m == mv)
}

/// The reason `mv` is refused; panics if it is played.
fn refused(g: &dyn AnyGame, mv: &str) -> String {
    let mut copy = g.clone_box();
    match copy.play(mv) {
        Ok(_) => panic!("{mv} was accepted in {}", g.position()),
        Err(e) => e.to_string(),
    }
}

fn status(g: &dyn AnyGame) -> String {
    kibitz::games::status_string(GameKind::Topo, g.outcome())
}

// ---------------------------------------------------------------- set-up and moves

#[test]
fn start_position_moves() {
    let g = game(None, "");
    let expected = "a2a3 a2a4 a2a5 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d1a1 d1h1 d2d3 d2d4 e2e3 e2e4 \
                    f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4 h2h5";
    assert_eq!(legal(g.as_ref()).join(" "), expected);
    assert_eq!(g.perft(1), 24);
}

#[test]
fn white_moves_first_and_turns_alternate() {
    let g = game(None, "");
    assert!(refused(g.as_ref(), "e7e5").contains("no White piece on e7"));
    let g = game(None, "e2e4");
    assert!(refused(g.as_ref(), "d2d4").contains("no Black piece on d2"));
}

#[test]
fn pieces_move_like_chess_pieces() {
    // Lepre d4 (queen), Cane a1 (rook), Cavallo b1 (knight), Topo e1 (king).
    let g = game(Some("4k2q/p7/8/8/3Q4/8/P7/RN2K3 w - - - 0 10"), "");
    let from = |sq: &str| -> Vec<String> {
        legal(g.as_ref())
            .into_iter()
            .filter(|m| m.starts_with(sq))
            .collect()
    };
    assert_eq!(from("d4").len(), 26);
    assert_eq!(from("a1").join(" "), "");
    assert_eq!(from("b1").join(" "), "b1a3 b1c3 b1d2");
    assert_eq!(from("e1").join(" "), "e1d1 e1d2 e1e2 e1f1 e1f2");
    assert!(refused(g.as_ref(), "b1b3").contains("jumps like a chess knight"));
    assert!(refused(g.as_ref(), "a1a4").contains("a2 is in the way"));
}

// ---------------------------------------------------------------- no check, Topo capture

#[test]
fn there_is_no_check() {
    // The White Topo may step next to the Black Topo and onto squares the Black Lepre attacks.
    let g = game(Some("7q/p7/8/3k4/8/3K4/P7/Q7 w - - - 0 10"), "");
    for mv in ["d3d4", "d3c4", "d3e4", "d3e3"] {
        assert!(has(g.as_ref(), mv), "{mv}");
    }
}

#[test]
fn topo_never_captures_topo() {
    let g = game(Some("7q/p7/8/8/3k4/3K4/P7/Q7 w - - - 0 10"), "");
    assert!(!has(g.as_ref(), "d3d4"));
    assert!(refused(g.as_ref(), "d3d4").contains("a Topo never captures a Topo"));
    // A Topo does capture other pieces.
    let g = game(Some("7q/p7/8/8/3n4/3K4/P7/Q3k3 w - - - 0 10"), "");
    assert!(has(g.as_ref(), "d3d4"));
}

#[test]
fn losing_a_topo_does_not_end_the_game() {
    let mut g = game(Some("4k3/p7/8/8/8/8/P3Q3/4K2q w - - - 0 10"), "");
    let played = g.play("e2e8").unwrap();
    assert_eq!(played.outcome, None);
    assert_eq!(status(g.as_ref()), "ongoing");
}

// ---------------------------------------------------------------- Cane rule

#[test]
fn cane_takes_cane_only_after_a_gattino_moved() {
    let fen = "1r2k2q/p7/8/8/8/8/P7/1R2K2Q w - - - 0 10";
    let g = game(Some(fen), "");
    assert!(!has(g.as_ref(), "b1b8"));
    assert!(refused(g.as_ref(), "b1b8").contains("only after a Gattino has moved"));
    // Cani capture other pieces meanwhile.
    let g2 = game(Some("1n2k2q/p7/8/8/8/8/P7/1R2K2Q w - - - 0 10"), "");
    assert!(has(g2.as_ref(), "b1b8"));
    // A Gattino of either colour moving lifts the ban.
    let g = game(Some(fen), "e1e2 a7a6");
    assert!(has(g.as_ref(), "b1b8"));
    let g = game(Some(fen), "a2a3 e8e7");
    assert!(has(g.as_ref(), "b1b8"));
    // So does the flag in the position string.
    let g = game(Some("1r2k2q/p7/8/8/8/8/P7/1R2K2Q w - - G 0 10"), "");
    assert!(has(g.as_ref(), "b1b8"));
}

// ---------------------------------------------------------------- Pesce rules

#[test]
fn pesce_never_captures_a_gattino() {
    let g = game(Some("4k2q/p7/8/8/8/2p5/8/B3K2Q w - - TL 0 10"), "");
    assert!(has(g.as_ref(), "a1b2"));
    assert!(!has(g.as_ref(), "a1c3"));
    assert!(refused(g.as_ref(), "a1c3").contains("a Pesce never captures a Gattino"));
    let g = game(Some("4k2q/p7/8/8/8/2n5/8/B3K2Q w - - TL 0 10"), "");
    assert!(has(g.as_ref(), "a1c3"));
}

#[test]
fn pesce_captures_only_after_its_topo_moved() {
    let fen = "4k2q/p7/8/8/8/2n5/P7/B3K2Q w - - L 0 10";
    let g = game(Some(fen), "");
    assert!(has(g.as_ref(), "a1b2"));
    assert!(refused(g.as_ref(), "a1c3").contains("cannot capture until your Topo has moved"));
    // The enemy Topo moving does not help; our Topo moving does.
    let g = game(Some(fen), "h1h2 e8e7");
    assert!(!has(g.as_ref(), "a1c3"));
    let g = game(Some(fen), "e1e2 e8e7");
    assert!(has(g.as_ref(), "a1c3"));
}

#[test]
fn topo_castling_counts_as_moving_the_topo() {
    let fen = "4k2q/p7/8/8/8/2n4Q/P7/B3K2R w TL H L 0 10";
    let g = game(Some(fen), "e1g1 e8e7");
    assert!(has(g.as_ref(), "a1c3"));
}

#[test]
fn pesce_moves_only_after_its_lepre_moved() {
    let g = game(None, "e2e3 a7a6");
    assert!(!has(g.as_ref(), "f1e2"));
    let reason = refused(g.as_ref(), "f1e2");
    assert!(
        reason.contains("the Pesce on f1 cannot move until your Lepre has moved"),
        "{reason}"
    );
    let g = game(None, "e2e3 a7a6 d1h5 a6a5");
    assert!(has(g.as_ref(), "f1e2"));
    // Lepre castling counts as moving the Lepre.
    let g = game(None, "e2e3 a7a6 d1a1 a6a5");
    assert!(has(g.as_ref(), "f1e2"));
}

#[test]
fn promotion_is_not_a_move_of_the_lepre() {
    let fen = "4k3/1P5q/8/8/8/8/P7/3QKB2 w - - T 0 10";
    let g = game(Some(fen), "b7b8l h7h6");
    assert!(
        !has(g.as_ref(), "f1e2"),
        "a promoted Lepre has not moved yet"
    );
    let g = game(Some(fen), "b7b8l h7h6 b8b6 h6h5");
    assert!(has(g.as_ref(), "f1e2"), "moving the promoted Lepre counts");
}

// ---------------------------------------------------------------- Gattini

#[test]
fn gattino_steps() {
    let g = game(None, "");
    for mv in ["a2a5", "h2h5", "e2e4", "e2e3"] {
        assert!(has(g.as_ref(), mv), "{mv}");
    }
    assert!(refused(g.as_ref(), "e2e5").contains("only Gattini on the a and h files step three"));
    let g = game(None, "e2e4 a7a4");
    assert!(refused(g.as_ref(), "e4e6").contains("only from its own second rank"));
    assert!(has(g.as_ref(), "e4e5"));
    let g = game(None, "b1c3 a7a6");
    assert!(!has(g.as_ref(), "c2c4"), "blocked by the Cavallo on c3");
    assert!(refused(g.as_ref(), "c2c4").contains("c3 is occupied"));
    let g = game(None, "a2a4 a7a5");
    assert!(!has(g.as_ref(), "a4a5"), "no straight capture");
    let g = game(None, "a2a3 a7a5 e2e3 a5a4");
    assert!(
        !legal(g.as_ref()).iter().any(|m| m.starts_with("a3")),
        "a3 is blocked"
    );
    // The a-file triple step needs a2, a3, a4, a5 empty except the start.
    let g = game(Some("4k2q/p7/8/8/p7/8/P7/4K2Q w - - - 0 10"), "");
    assert!(has(g.as_ref(), "a2a3"));
    assert!(!has(g.as_ref(), "a2a5"));
}

#[test]
fn gattini_capture_diagonally_and_there_is_no_en_passant() {
    let g = game(None, "e2e4 d7d5");
    assert!(has(g.as_ref(), "e4d5"));
    let g = game(None, "e2e4 a7a6 e4e5 d7d5");
    assert!(!has(g.as_ref(), "e5d6"));
    assert!(refused(g.as_ref(), "e5d6").contains("there is no en passant"));
}

// ---------------------------------------------------------------- last rank

const LAST_RANK: &str = "r2k3q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10";

#[test]
fn last_rank_offers_five_choices() {
    let g = game(Some("r2nk2q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10"), "");
    let from_e7: Vec<String> = legal(g.as_ref())
        .into_iter()
        .filter(|m| m.starts_with("e7"))
        .collect();
    assert_eq!(from_e7.join(" "), "e7d8 e7d8c e7d8l e7d8r e7d8t");
    let g = game(Some("k6q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10"), "");
    let from_e7: Vec<String> = legal(g.as_ref())
        .into_iter()
        .filter(|m| m.starts_with("e7"))
        .collect();
    assert_eq!(from_e7.join(" "), "e7e8 e7e8c e7e8l e7e8r e7e8t");
}

#[test]
fn each_last_rank_choice_does_what_it_says() {
    let fen = "k6q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10";
    let cases = [
        ("e7e8t", "k3K2q/8/8/8/8/8/P7/4K2Q b"),
        ("e7e8l", "k3Q2q/8/8/8/8/8/P7/4K2Q b"),
        ("e7e8c", "k3N2q/8/8/8/8/8/P7/4K2Q b"),
        ("e7e8", "k3P2q/8/8/8/8/8/P7/4K2Q b"),
        ("e7e8r", "k6q/8/8/8/8/8/P3P3/4K2Q b"),
    ];
    for (mv, expected) in cases {
        let g = game(Some(fen), mv);
        assert!(g.position().starts_with(expected), "{mv}: {}", g.position());
    }
}

#[test]
fn a_gattino_left_on_the_last_rank_has_no_moves() {
    let g = game(Some("k6q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10"), "e7e8 a8b8");
    assert!(!legal(g.as_ref()).iter().any(|m| m.starts_with("e8")));
}

#[test]
fn sending_back_needs_an_empty_square_and_keeps_the_capture() {
    // Capturing on d8 and sending back to d2: the captured Cavallo stays captured.
    let g = game(Some("3nk2q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10"), "e7d8r");
    assert!(
        g.position().starts_with("4k2q/8/8/8/8/8/P2P4/4K2Q b"),
        "{}",
        g.position()
    );
    // e2 is occupied: no sending back, the other choices remain.
    let g = game(Some("3k3q/4P3/8/8/8/8/P3N3/4K2Q w - - - 0 10"), "");
    assert!(!has(g.as_ref(), "e7e8r"));
    assert!(has(g.as_ref(), "e7e8t"));
    assert!(refused(g.as_ref(), "e7e8r").contains("e2 is occupied"));
}

#[test]
fn a_gattino_sent_back_may_step_long_again_and_resets_the_count() {
    let g = game(Some("3k3q/P7/8/8/8/8/8/4K2Q w - - - 30 10"), "a7a8r d8d7");
    assert!(g.position().contains(" 1 11"), "{}", g.position());
    assert!(has(g.as_ref(), "a2a5"));
}

#[test]
fn last_rank_choices_only_on_the_last_rank_and_never_cane_or_pesce() {
    let g = game(Some(LAST_RANK), "");
    assert!(refused(g.as_ref(), "a2a3t").contains("leave the letter out"));
    assert!(refused(g.as_ref(), "h1h2l").contains("leave the letter out"));
    let mut copy = g.clone_box();
    assert!(matches!(
        copy.play("e7e8b"),
        Err(MoveError::Unreadable { .. })
    ));
    assert!(copy
        .play("e8=P")
        .unwrap_err()
        .to_string()
        .contains("cannot become a Pesce"));
    // `r` after the destination (without `=`) means sending back, never a Cane; `=R` is refused.
    assert!(refused(g.as_ref(), "e8=R").contains("cannot become a Cane"));
    let g = game(Some(LAST_RANK), "e8r");
    assert!(
        g.position().starts_with("r2k3q/8/8/8/8/8/P3P3/4K2Q b"),
        "{}",
        g.position()
    );
    assert_eq!(g.moves(), ["e7e8r"]);
}

#[test]
fn black_reaches_rank_one() {
    let g = game(Some("4k2q/p7/8/8/8/8/3p4/Q3K3 b - - - 0 10"), "d2d1c");
    assert!(
        g.position().starts_with("4k2q/p7/8/8/8/8/8/Q2nK3 w"),
        "{}",
        g.position()
    );
    let g = game(Some("4k2q/p7/8/8/8/8/3p4/Q3K3 b - - - 0 10"), "d2d1r");
    assert!(
        g.position().starts_with("4k2q/p2p4/8/8/8/8/8/Q3K3 w"),
        "{}",
        g.position()
    );
}

// ---------------------------------------------------------------- Topo castling

const CASTLE: &str = "r3k2r/pppppppp/3q4/8/8/3Q4/PPPPPPPP/R3K2R w TLtl AHah - 0 10";

#[test]
fn topo_castling_both_ways() {
    let g = game(Some(CASTLE), "e1g1");
    let p = g.position();
    assert!(
        p.starts_with("r3k2r/pppppppp/3q4/8/8/3Q4/PPPPPPPP/R4RK1 b Ltl Aah T "),
        "{p}"
    );
    let g = game(Some(CASTLE), "O-O-O");
    let p = g.position();
    assert!(
        p.starts_with("r3k2r/pppppppp/3q4/8/8/3Q4/PPPPPPPP/2KR3R b Ltl Hah T "),
        "{p}"
    );
    let g = game(Some(CASTLE), "e1g1 e8c8");
    let p = g.position();
    assert!(
        p.starts_with("2kr3r/pppppppp/3q4/8/8/3Q4/PPPPPPPP/R4RK1 w Ll Ah Tt "),
        "{p}"
    );
}

#[test]
fn topo_castling_conditions() {
    // Pieces between Topo and Cane.
    let g = game(
        Some("r3k2r/pppppppp/3q4/8/8/8/PPPPPPPP/R2QK1NR w TLtl - - 0 10"),
        "",
    );
    assert!(refused(g.as_ref(), "e1g1").contains("g1 is not"));
    assert!(refused(g.as_ref(), "e1c1").contains("d1 is not"));
    // No Cane on the corner.
    let g = game(
        Some("r3k2r/pppppppp/3q4/8/8/8/PPPPPPPP/3QK2N w TLtl - - 0 10"),
        "",
    );
    assert!(refused(g.as_ref(), "e1g1").contains("needs your Cane on h1"));
    assert!(refused(g.as_ref(), "O-O-O").contains("needs your Cane on a1"));
    // Enemy Topo on the central square.
    let g = game(
        Some("r6r/pppppppp/3q4/8/4k3/3Q4/PPPPPPPP/R3K2R w TLtl - - 0 10"),
        "",
    );
    assert!(refused(g.as_ref(), "e1g1").contains("enemy Topo stands on the central square (e4)"));
    // White's Topo on the central square stops Black, not White.
    let g = game(
        Some("r3k2r/pppppppp/3q4/8/3K4/3Q4/PPPPPPPP/R3K2R b TLtl - - 0 10"),
        "",
    );
    assert!(!has(g.as_ref(), "e8g8"), "White's Topo on d4 stops Black");
    let g = game(
        Some("r3k2r/pppppppp/3q4/8/3K4/3Q4/PPPPPPPP/R3K2R w TLtl - - 0 10"),
        "",
    );
    assert!(
        has(g.as_ref(), "e1g1"),
        "White's own Topo on d4 does not stop White"
    );
    // Already used.
    let g = game(
        Some("r3k2r/pppppppp/3q4/8/8/3Q4/PPPPPPPP/R3K2R w Ltl - - 0 10"),
        "",
    );
    assert!(refused(g.as_ref(), "e1g1").contains("already castled with a Topo"));
    // No Topo on e1.
    let g = game(
        Some("r3k2r/pppppppp/3q4/8/8/3Q4/PPPPPPPP/R2K3R w TLtl - - 0 10"),
        "",
    );
    assert!(refused(g.as_ref(), "O-O").contains("Topi on e1"));
}

#[test]
fn topo_and_cane_may_have_moved_and_come_back() {
    let g = game(Some(CASTLE), "e1f1 e8f8 f1e1 f8e8 h1g1 a8b8 g1h1 b8a8");
    assert!(has(g.as_ref(), "e1g1"));
    assert!(has(g.as_ref(), "e1c1"));
}

#[test]
fn topo_castling_only_once() {
    // Castle, walk back to e1 with the Cane back on h1: no second castling.
    let g = game(
        Some("4k2q/p7/8/8/8/8/P7/Q3K2R w TL - - 0 10"),
        "e1g1 e8e7 f1f2 e7e8 g1f1 e8e7 f1e1 e7e8 f2h2 e8e7 h2h1 e7e8",
    );
    assert!(!has(g.as_ref(), "e1g1"));
    assert!(refused(g.as_ref(), "e1g1").contains("already castled with a Topo"));
}

#[test]
fn a_promoted_topo_on_e1_may_castle() {
    let fen = "4k2q/p7/8/8/8/8/P7/Q3K2R w TL - T 0 10";
    assert!(has(game(Some(fen), "").as_ref(), "e1g1"));
    // A Black Gattino promoted to Topo on e1 belongs to Black: White cannot castle with it.
    let g = game(Some("4k2q/p7/8/8/8/8/P7/Q3k2R w TL - - 0 10"), "");
    assert!(!has(g.as_ref(), "e1g1"));
}

// ---------------------------------------------------------------- Lepre castling

#[test]
fn lepre_castling_swaps_and_needs_nothing_empty() {
    let g = game(None, "d1a1");
    let p = g.position();
    assert!(
        p.starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/QNBRKBNR b Ttl Hadh L "),
        "{p}"
    );
    let g = game(None, "d1h1");
    let p = g.position();
    assert!(
        p.starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBRKBNQ b Ttl Aadh L "),
        "{p}"
    );
    let g = game(None, "e2e4 d8h8");
    assert!(g.position().starts_with("rnbrkbnq/"), "{}", g.position());
}

#[test]
fn lepre_castling_conditions() {
    // The Lepre moved and came back.
    let g = game(None, "e2e3 e7e6 d1e2 a7a6 e2d1 a6a5");
    assert!(refused(g.as_ref(), "d1a1").contains("original Lepre, never moved"));
    // The Cane moved and came back.
    let g = game(None, "a2a4 a7a6 a1a3 a6a5 a3a1 b7b6");
    assert!(refused(g.as_ref(), "d1a1").contains("original Cane, never moved, on a1"));
    assert!(has(g.as_ref(), "d1h1"));
    // Enemy Topo on the central square.
    let g = game(
        Some("r2q3r/pppppppp/8/3k4/8/8/PPPPPPPP/R2QK2R w TLtl ADH - 0 10"),
        "",
    );
    assert!(refused(g.as_ref(), "d1a1").contains("enemy Topo stands on the central square (d5)"));
    // A Cavallo of either colour on the central square.
    for fen in [
        "r2qk2r/pppppppp/8/8/4N3/8/PPPPPPPP/R2QK2R w TLtl ADH - 0 10",
        "r2qk2r/pppppppp/8/3n4/8/8/PPPPPPPP/R2QK2R w TLtl ADH - 0 10",
    ] {
        let g = game(Some(fen), "");
        assert!(refused(g.as_ref(), "d1h1").contains("a Cavallo stands on the central square"));
    }
    // Already used: a Lepre castling took away the right even if the pieces come home.
    let g = game(
        Some("r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R w Ttl ADH - 0 10"),
        "",
    );
    assert!(refused(g.as_ref(), "d1a1").contains("already castled with a Lepre"));
}

#[test]
fn lepre_castling_needs_the_cane_still_there() {
    // The Black Cavallo takes the Cane on a1 and leaves: no Lepre castling on that side.
    let fen = "r2qk2r/pppppppp/8/8/8/1n6/1PPPPPPP/R2QK2R b TLtl ADHadh - 0 10";
    let g = game(Some(fen), "b3a1 e1f1 a1b3 f1e1 b3c5");
    assert!(has(g.as_ref(), "d1h1"));
    // d1a1 is now only the Lepre's plain move to the empty corner.
    let g = game(Some(fen), "b3a1 e1f1 a1b3 f1e1 b3c5 d1a1");
    assert!(g.position().contains("/Q3K2R b "), "{}", g.position());
    // Another Cane brought to a1 is not the original one.
    let g = game(
        Some("r2qk2r/pppppppp/8/8/8/1n6/RPPPPPPP/R2QK2R b TLtl ADHadh - 0 10"),
        "b3a1 e1f1 a1b3 a2a1 b3c5",
    );
    assert!(refused(g.as_ref(), "d1a1").contains("original Cane, never moved, on a1"));
}

#[test]
fn sending_back_is_a_gattino_move_for_the_cane_rule() {
    let fen = "1r1k3q/4P3/8/8/8/8/8/1R2K2Q w - - - 0 10";
    let g = game(Some(fen), "e1e2 d8c8");
    assert!(!has(g.as_ref(), "b1b8"));
    let g = game(Some(fen), "e7e8r d8c8");
    assert!(has(g.as_ref(), "b1b8"));
}

#[test]
fn both_castlings_with_the_same_cane() {
    let g = game(
        Some("4k2q/p7/8/8/8/8/P7/3QK2R w TL DH - 0 10"),
        "d1h1 e8e7 h1h4 e7e8 d1d2 e8e7 d2h2 e7e8 h2h1 e8e7 e1g1",
    );
    assert!(
        g.position()
            .starts_with("7q/p3k3/8/8/7Q/8/P7/5RK1 b - - TL"),
        "{}",
        g.position()
    );
}

#[test]
fn topo_castling_then_lepre_castling() {
    let g = game(
        Some("r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R w TLtl ADHadh - 0 10"),
        "e1g1 a7a6 d1a1",
    );
    let p = g.position();
    assert!(
        p.starts_with("r2qk2r/1ppppppp/p7/8/8/8/PPPPPPPP/Q2R1RK1 b tl adh TLG "),
        "{p}"
    );
}

// ---------------------------------------------------------------- the win

#[test]
fn capturing_every_lepre_wins() {
    let mut g = game(Some("4k2q/p7/8/8/8/8/P7/4K2Q w - - - 0 10"), "");
    let played = g.play("h1h8").unwrap();
    assert_eq!(status(g.as_ref()), "win:white:lepri-captured");
    assert!(played.outcome.is_some());
    assert!(g.legal_moves(Notation::Canonical).is_empty());
    assert!(matches!(g.play("e1e2"), Err(MoveError::GameOver(_))));
}

#[test]
fn every_lepre_must_go() {
    let g = game(Some("q3k2q/p7/8/8/8/8/P7/4K2Q w - - - 0 10"), "h1h8");
    assert_eq!(status(g.as_ref()), "ongoing");
}

#[test]
fn the_winner_needs_a_topo() {
    // White takes the last Black Lepre but has no Topo: draw rule 1, not a win.
    let g = game(Some("4k2q/p7/8/8/8/8/P7/7Q w - - - 0 10"), "h1h8");
    assert_eq!(status(g.as_ref()), "draw:no-lepre-vs-no-topo");
}

#[test]
fn wins_are_checked_before_draws() {
    // The capture of the last Lepre also makes the sixth Cavallo.
    let g = game(Some("nn1nk2q/p5P1/8/8/8/8/P7/NN2K2Q w - - - 0 10"), "g7h8c");
    assert_eq!(status(g.as_ref()), "win:white:lepri-captured");
}

#[test]
fn set_up_position_where_both_would_win_is_a_draw() {
    let g = game(Some("4k3/p7/8/8/8/8/P7/4K3 w - - - 0 1"), "");
    assert_eq!(status(g.as_ref()), "draw:no-lepri");
}

// ---------------------------------------------------------------- draws 1–8

#[test]
fn draw_1_no_lepre_against_no_topo() {
    // Set up: White has no Topo, Black no Lepre.
    let g = game(Some("4k3/p7/8/8/8/8/P7/Q7 w - - - 0 1"), "");
    assert_eq!(status(g.as_ref()), "draw:no-lepre-vs-no-topo");
    // After a move: White, without a Topo, takes Black's last Lepre.
    let g = game(Some("4k2q/p7/8/8/8/8/P7/7Q w - - - 0 10"), "h1h8");
    assert_eq!(status(g.as_ref()), "draw:no-lepre-vs-no-topo");
}

#[test]
fn draw_2_no_topi() {
    let g = game(Some("4k3/p7/8/8/8/8/P7/4Q2q w - - - 0 10"), "e1e8");
    assert_eq!(status(g.as_ref()), "draw:no-topi");
}

#[test]
fn draw_3_sixty_half_moves() {
    let fen = "4k2q/p7/8/8/8/8/P7/4K2Q w - - - 59 40";
    assert_eq!(
        status(game(Some(fen), "e1e2").as_ref()),
        "draw:sixty-half-moves"
    );
    // A Gattino move or a capture resets the count instead.
    assert_eq!(status(game(Some(fen), "a2a3").as_ref()), "ongoing");
    let g = game(Some("4k2q/p7/8/8/7n/8/P7/4K2Q w - - - 59 40"), "h1h4");
    assert_eq!(status(g.as_ref()), "ongoing");
    assert!(g.position().ends_with(" 0 40"));
    // Castlings are neither: they count.
    let g = game(Some("4k2q/p7/8/8/8/8/P7/Q3K2R w T - - 59 40"), "e1g1");
    assert_eq!(status(g.as_ref()), "draw:sixty-half-moves");
    // The count runs over both sides' moves.
    let g = game(Some("4k2q/p7/8/8/8/8/P7/4K2Q w - - - 57 40"), "e1e2 e8e7");
    assert_eq!(status(g.as_ref()), "ongoing");
    assert!(g.position().ends_with(" 59 41"));
}

#[test]
fn draw_4_no_gattini() {
    let g = game(Some("4k2q/8/8/8/8/1p6/8/2N1K2Q w - - - 0 10"), "c1b3");
    assert_eq!(status(g.as_ref()), "draw:no-gattini");
}

#[test]
fn draw_5_bare_topo_and_lepre() {
    let g = game(Some("4k3/8/8/8/8/8/4K3/Q5pq w - - - 0 10"), "a1g1");
    assert_eq!(status(g.as_ref()), "draw:bare-topo-lepre");
}

#[test]
fn draw_6_six_cavalli() {
    let g = game(Some("nn2k1nq/p4P2/8/8/8/8/8/NN1QK3 w - - - 0 10"), "f7f8c");
    assert_eq!(status(g.as_ref()), "draw:six-cavalli");
    let g = game(Some("nn2k2q/p4P2/8/8/8/8/8/NN1QK3 w - - - 0 10"), "f7f8c");
    assert_eq!(status(g.as_ref()), "ongoing", "five Cavalli are not enough");
}

#[test]
fn draw_7_no_legal_moves() {
    // Black's Topo and Lepre are boxed in by Black Pesci, which cannot move before the Lepre has.
    let g = game(Some("kqb5/bbb5/8/8/8/8/7P/3QK3 w - - - 0 10"), "e1e2");
    assert_eq!(status(g.as_ref()), "draw:no-moves");
    assert!(g.legal_moves(Notation::Canonical).is_empty());
}

#[test]
fn draw_8_two_topi_on_the_central_square_twice() {
    let fen = "7q/p7/8/4k3/3K4/8/P7/Q7 w - - - 0 10";
    // A quiet move elsewhere: both Topi still central in the next position.
    assert_eq!(
        status(game(Some(fen), "a2a3").as_ref()),
        "draw:central-square"
    );
    // Moving off the central square in between: no draw.
    assert_eq!(status(game(Some(fen), "d4c3").as_ref()), "ongoing");
    // Only one position with the pair: no draw yet.
    let g = game(Some("7q/p7/8/4k3/2K5/8/P7/Q7 w - - - 0 10"), "c4d4");
    assert_eq!(status(g.as_ref()), "ongoing");
    let g = game(Some("7q/p7/8/4k3/2K5/8/P7/Q7 w - - - 0 10"), "c4d4 a7a6");
    assert_eq!(status(g.as_ref()), "draw:central-square");
}

#[test]
fn draw_8_cavalli_and_mixed_pairs() {
    let fen = "4k2q/p7/8/4n3/3N4/8/P7/4K2Q w - - - 0 10";
    assert_eq!(
        status(game(Some(fen), "a2a3").as_ref()),
        "draw:central-square"
    );
    // Two White pieces do not make a pair.
    let g = game(Some("4k2q/p7/8/4N3/3N4/8/P7/4K2Q w - - - 0 10"), "a2a3");
    assert_eq!(status(g.as_ref()), "ongoing");
    // A Topo pair followed by a Cavallo pair still makes two consecutive positions: the Black
    // Cavallo takes the White Topo on d4.
    let g = game(Some("7q/p7/8/4kn2/3KN3/8/P7/7Q b - - - 0 10"), "f5d4");
    assert_eq!(status(g.as_ref()), "draw:central-square");
}

// ---------------------------------------------------------------- draw by agreement (rule 9)

#[test]
fn draw_9_agreement_needs_twenty_moves_each_and_a_capture() {
    const RULE: &str = "a draw can be agreed only after 20 moves each and a first capture: ";
    // Both missing, at the start.
    let g = game(None, "");
    assert_eq!(
        g.draw_offer_allowed().unwrap_err().to_string(),
        format!(
            "{RULE}White needs 20 more moves, Black 20 more, and no piece has been captured yet"
        )
    );
    // Both missing, two quiet moves each later.
    let g = game(None, "b1c3 b8c6 c3b1 c6b8");
    assert_eq!(
        g.draw_offer_allowed().unwrap_err().to_string(),
        format!(
            "{RULE}White needs 18 more moves, Black 18 more, and no piece has been captured yet"
        )
    );
    // Only the capture missing: forty quiet half-moves.
    let shuffle = "b1c3 b8c6 c3b1 c6b8 ".repeat(10);
    let g = game(None, &shuffle);
    assert_eq!(
        g.draw_offer_allowed().unwrap_err().to_string(),
        format!("{RULE}no piece has been captured yet")
    );
    // With a capture, after 20 moves each.
    let g = game(
        None,
        &format!("e2e4 d7d5 e4d5 b8c6 {}", "b1c3 c6b8 c3b1 b8c6 ".repeat(9)),
    );
    assert_eq!(g.moves().len(), 40);
    assert_eq!(g.draw_offer_allowed(), Ok(()));
    // Only moves missing, one half-move short: White has played its 20.
    let g = game(
        None,
        &format!(
            "e2e4 d7d5 e4d5 b8c6 {}b1c3 c6b8 c3b1",
            "b1c3 c6b8 c3b1 b8c6 ".repeat(8)
        ),
    );
    assert_eq!(
        g.draw_offer_allowed().unwrap_err().to_string(),
        format!("{RULE}Black needs 1 more move")
    );
    // Only moves missing, both sides short.
    let g = game(None, "e2e4 d7d5 e4d5");
    assert_eq!(
        g.draw_offer_allowed().unwrap_err().to_string(),
        format!("{RULE}White needs 18 more moves and Black 19 more")
    );
}
