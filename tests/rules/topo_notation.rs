//! Topo move notation: canonical and short algebraic, read back and forth.

use kibitz::games::topo::{legal_moves, MoveKind, Position, Topo};
use kibitz::games::topo::{parse, resolve, write_human, write_italian, NotationError};
use kibitz::games::{MoveError, Notation, Rules};
use proptest::prelude::*;

fn pos(fen: &str) -> Position {
    Topo::read_position(fen).expect("position reads")
}

fn after(moves: &str) -> Position {
    let mut p = Position::start();
    for m in moves.split_whitespace() {
        let mv = resolve(&p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        p = Topo::play(&p, mv).expect("legal");
    }
    p
}

fn canonical(p: &Position, text: &str) -> Result<String, MoveError> {
    resolve(p, text).map(|m| m.canonical())
}

/// Plays `choices` (indices into the sorted legal moves) from the start, stopping when the game
/// ends, and returns the positions reached.
fn playout(choices: &[usize]) -> Vec<Position> {
    let mut history = vec![Position::start()];
    for &c in choices {
        if Topo::outcome(&history).is_some() {
            break;
        }
        let Some(p) = history.last() else { break };
        let moves = legal_moves(p);
        if moves.is_empty() {
            break;
        }
        let next = Topo::play(p, moves[c % moves.len()]).expect("generated moves are legal");
        history.push(next);
    }
    history
}

#[test]
fn canonical_forms() {
    let p = Position::start();
    assert_eq!(canonical(&p, "e2e4").unwrap(), "e2e4");
    assert_eq!(canonical(&p, "E2-E4").unwrap(), "e2e4");
    assert_eq!(canonical(&p, "e2xe4").unwrap(), "e2e4");
    assert_eq!(canonical(&p, " b1-c3 ").unwrap(), "b1c3");
    assert_eq!(canonical(&p, "d1a1").unwrap(), "d1a1");
}

#[test]
fn short_algebraic_with_chess_and_italian_letters() {
    let p = Position::start();
    for (text, expected) in [
        ("Nc3", "b1c3"),
        ("Cc3", "b1c3"),
        ("nc3", "b1c3"),
        ("e4", "e2e4"),
        ("E4", "e2e4"),
        ("a5", "a2a5"),
        ("Nf3+", "g1f3"),
        ("Qa1", "d1a1"),
        ("Lh1", "d1h1"),
    ] {
        assert_eq!(canonical(&p, text).unwrap(), expected, "{text}");
    }
    let p = after("e2e4 d7d5");
    assert_eq!(canonical(&p, "exd5").unwrap(), "e4d5");
    assert_eq!(canonical(&p, "ed5").unwrap(), "e4d5");
    assert_eq!(canonical(&p, "EXD5").unwrap(), "e4d5");
    assert_eq!(canonical(&p, "Ke2").unwrap(), "e1e2");
    assert_eq!(canonical(&p, "Te2").unwrap(), "e1e2");
}

#[test]
fn castling_forms() {
    let p = pos("r3k2r/pppppppp/3q4/8/8/3Q4/PPPPPPPP/R3K2R w TLtl AHah - 0 10");
    for (text, expected) in [
        ("O-O", "e1g1"),
        ("0-0", "e1g1"),
        ("o-o-o", "e1c1"),
        ("e1g1", "e1g1"),
        ("Kg1", "e1g1"),
        ("Kc1", "e1c1"),
    ] {
        assert_eq!(canonical(&p, text).unwrap(), expected, "{text}");
    }
    assert_eq!(write_human(&p, resolve(&p, "e1g1").unwrap()), "O-O");
    assert_eq!(write_human(&p, resolve(&p, "e1c1").unwrap()), "O-O-O");
    // The Lepre castling is marked as a castling, with the Lepre's letter: `O-O` towards the
    // h-side Cane, `O-O-O` towards the a-side one, as for the Topo.
    let p = Position::start();
    assert_eq!(write_human(&p, resolve(&p, "d1h1").unwrap()), "Q-O-O");
    assert_eq!(write_human(&p, resolve(&p, "d1a1").unwrap()), "Q-O-O-O");
    assert_eq!(write_italian(&p, resolve(&p, "d1h1").unwrap()), "L-O-O");
    assert_eq!(write_italian(&p, resolve(&p, "d1a1").unwrap()), "L-O-O-O");
    for (text, expected) in [
        ("L-O-O", "d1h1"),
        ("L-O-O-O", "d1a1"),
        ("Q-O-O", "d1h1"),
        ("Q-O-O-O", "d1a1"),
        ("l-o-o", "d1h1"),
        ("L-0-0-0", "d1a1"),
        ("LOOO", "d1a1"),
        ("L O-O", "d1h1"),
        ("d1a1", "d1a1"),
        ("Qa1", "d1a1"),
        ("Lh1", "d1h1"),
    ] {
        assert_eq!(canonical(&p, text).unwrap(), expected, "{text}");
    }
    let black = after("e2e4");
    assert_eq!(canonical(&black, "L-O-O-O").unwrap(), "d8a8");
    assert_eq!(
        write_italian(&black, resolve(&black, "d8h8").unwrap()),
        "L-O-O"
    );
    let e = resolve(&Position::start(), "O-O").unwrap_err();
    assert!(e.to_string().contains("f1 is not"), "{e}");
    // A Lepre castling that is not allowed names the rule, as the Topo's does.
    let castled = after("d1a1 d8a8");
    let e = resolve(&castled, "L-O-O").unwrap_err();
    assert!(matches!(e, MoveError::Illegal { .. }), "{e:?}");
    assert!(
        e.to_string() != "castling is not possible here",
        "the rule is named: {e}"
    );
}

#[test]
fn italian_readers_get_the_italian_initials_where_they_read_back() {
    let p = Position::start();
    let italian = |p: &Position, t: &str| write_italian(p, resolve(p, t).unwrap());
    assert_eq!(italian(&p, "g1f3"), "Cf3");
    assert_eq!(italian(&p, "e2e4"), "e4");
    assert_eq!(
        Topo::write_move(&p, resolve(&p, "b1c3").unwrap(), Notation::Italian),
        "Cc3"
    );
    let p = after("e2e4 d7d5");
    assert_eq!(italian(&p, "e1e2"), "Te2");
    assert_eq!(italian(&p, "d1g4"), "Lg4");
    assert_eq!(write_human(&p, resolve(&p, "d1g4").unwrap()), "Qg4");
    assert_eq!(italian(&p, "e4d5"), "exd5");
    // The Cane has no Italian letter the reader takes (C is the Cavallo): it keeps R.
    let p = pos("4k2q/8/8/R7/8/8/7P/R3K2Q w - - - 0 10");
    assert_eq!(italian(&p, "a5a3"), "R5a3");
    assert_eq!(canonical(&p, "R5a3").unwrap(), "a5a3");
    // The Pesce is P, and two Cavalli are told apart as in English.
    let p = pos("4k2q/p7/8/8/2p5/1P6/B7/4K2Q w - - TL 0 10");
    assert_eq!(italian(&p, "a2b1"), "Pb1");
    let p = pos("4k2q/p7/8/8/8/5N2/P7/1N2K1RQ w - - - 0 10");
    assert_eq!(italian(&p, "b1d2"), "Cbd2");
    assert_eq!(italian(&p, "f3d2"), "Cfd2");
    // The last rank: =T, =L, =C; sent back is ↩ for everyone.
    let p = pos("r2k3q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10");
    assert_eq!(italian(&p, "e7e8t"), "e8=T");
    assert_eq!(italian(&p, "e7e8l"), "e8=L");
    assert_eq!(italian(&p, "e7e8c"), "e8=C");
    assert_eq!(italian(&p, "e7d8l"), "exd8=L");
    assert_eq!(italian(&p, "e7e8"), "e8");
    assert_eq!(italian(&p, "e7e8r"), "e8↩");
}

#[test]
fn last_rank_forms() {
    let p = pos("r2k3q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10");
    for (text, expected) in [
        ("e8=L", "e7e8l"),
        ("e8L", "e7e8l"),
        ("e8=Q", "e7e8l"),
        ("e8=T", "e7e8t"),
        ("e8=K", "e7e8t"),
        ("e8=C", "e7e8c"),
        ("e8=N", "e7e8c"),
        ("e8", "e7e8"),
        ("e8r", "e7e8r"),
        ("e7e8R", "e7e8r"),
        ("e8↩", "e7e8r"),
        ("e7e8C", "e7e8c"),
        ("exd8=N", "e7d8c"),
        ("exd8", "e7d8"),
    ] {
        assert_eq!(canonical(&p, text).unwrap(), expected, "{text}");
    }
    let human = |t: &str| write_human(&p, resolve(&p, t).unwrap());
    assert_eq!(human("e7e8t"), "e8=K");
    assert_eq!(human("e7e8l"), "e8=Q");
    assert_eq!(human("e7e8c"), "e8=N");
    assert_eq!(human("e7e8"), "e8");
    assert_eq!(human("e7e8r"), "e8↩");
    assert_eq!(human("e7d8l"), "exd8=Q");
    // `=R` would be a rook, a Cane, to a chess player: refused before any position is read,
    // naming the spellings that send this Gattino back.
    for (text, short, canonical) in [
        ("e8=R", "e8↩", "e7e8r"),
        ("e8 = r", "e8↩", "e7e8r"),
        ("exd8=R", "exd8↩", "e7d8r"),
        ("e7-e8=R", "e8↩", "e7e8r"),
        ("h1=R", "h1↩", "h2h1r"),
        ("e5=R", "e8↩", "e7e8r"),
    ] {
        assert_eq!(
            parse(text),
            Err(NotationError::NoCaneOnLastRank {
                short: short.to_string(),
                canonical: canonical.to_string()
            }),
            "{text}"
        );
    }
    let e = resolve(&p, "e8=R").unwrap_err().to_string();
    assert!(
        e.contains("cannot become a Cane (R is a rook, a Cane)"),
        "{e}"
    );
}

#[test]
fn disambiguation_and_ambiguity() {
    // Cavalli on b1 and f3 can both reach d2.
    let p = pos("4k2q/p7/8/8/8/5N2/P7/1N2K1RQ w - - - 0 10");
    match resolve(&p, "Nd2") {
        Err(MoveError::Ambiguous { candidates, .. }) => assert_eq!(candidates, ["b1d2", "f3d2"]),
        other => panic!("{other:?}"),
    }
    let e = resolve(&p, "Cd2").unwrap_err().to_string();
    assert_eq!(
        e,
        "'Cd2' is ambiguous: two Cavalli can go to d2: b1d2 or f3d2?"
    );
    assert_eq!(canonical(&p, "Nbd2").unwrap(), "b1d2");
    assert_eq!(canonical(&p, "Nfd2").unwrap(), "f3d2");
    assert_eq!(canonical(&p, "N3d2").unwrap(), "f3d2");
    assert_eq!(canonical(&p, "Nf3d2").unwrap(), "f3d2");
    assert_eq!(canonical(&p, "NBD2").unwrap(), "b1d2");
    assert_eq!(write_human(&p, resolve(&p, "b1d2").unwrap()), "Nbd2");
    // Cani on a1 and a5: by rank.
    let p = pos("4k2q/8/8/R7/8/8/7P/R3K2Q w - - - 0 10");
    assert_eq!(canonical(&p, "R1a3").unwrap(), "a1a3");
    assert_eq!(canonical(&p, "R5a3").unwrap(), "a5a3");
    assert_eq!(write_human(&p, resolve(&p, "a5a3").unwrap()), "R5a3");
    assert!(matches!(
        resolve(&p, "Ra3"),
        Err(MoveError::Ambiguous { .. })
    ));
}

#[test]
fn b_and_c_clashes() {
    let p = pos("4k2q/p7/8/8/2p5/1P6/B7/4K2Q w - - TL 0 10");
    // lower-case b is the file: the Gattino b3 takes c4
    assert_eq!(canonical(&p, "bxc4").unwrap(), "b3c4");
    assert_eq!(canonical(&p, "bc4").unwrap(), "b3c4");
    // upper-case B is the Pesce: a2 to c4 is blocked by b3, so it is refused with a reason
    let e = resolve(&p, "Bc4").unwrap_err().to_string();
    assert!(e.contains("b3 is in the way"), "{e}");
    assert_eq!(canonical(&p, "Bb1").unwrap(), "a2b1");
    // "bb4": same file — not a Gattino move, and the hint says how to write the Pesce
    let e = resolve(&p, "bb4").unwrap_err().to_string();
    assert!(e.contains("for a Pesce write B"), "{e}");
    let e = resolve(&Position::start(), "bc3").unwrap_err().to_string();
    assert!(e.contains("lower-case b is the b-file"), "{e}");
    let e = resolve(&Position::start(), "cc3").unwrap_err().to_string();
    assert!(e.contains("for a Cavallo write C or N"), "{e}");
}

#[test]
fn clear_answers_for_bad_input() {
    let p = Position::start();
    for text in ["", "hello", "e9", "z1z2", "Nz3", "e2e4e5", "Kx"] {
        assert!(
            matches!(resolve(&p, text), Err(MoveError::Unreadable { .. })),
            "{text}: {:?}",
            resolve(&p, text)
        );
    }
    let e = resolve(&p, "e2e5").unwrap_err().to_string();
    assert!(e.contains("legal moves from e2: e3, e4"), "{e}");
    let e = resolve(&p, "Pe4").unwrap_err().to_string();
    assert!(e.contains("P is the Pesce"), "{e}");
    assert!(e.contains("no Pesce of yours can go to e4"), "{e}");
    let e = resolve(&p, "Bc4").unwrap_err().to_string();
    assert!(e.contains("the Pesce on f1 cannot move"), "{e}");
    let e = resolve(&p, "f1f3").unwrap_err().to_string();
    assert!(e.contains("moves along diagonals"), "{e}");
    let e = resolve(&p, "Bc4").unwrap_err().to_string();
    assert!(e.contains("cannot move until your Lepre has moved"), "{e}");
    let e = resolve(&p, "Nd4").unwrap_err().to_string();
    assert!(e.contains("no Cavallo of yours can go to d4"), "{e}");
    assert!(e.contains("Na3, Nc3, Nf3, Nh3"), "{e}");
    let e = resolve(&p, "e3e4").unwrap_err().to_string();
    assert!(e.contains("no White piece on e3"), "{e}");
}

#[test]
fn parse_is_separate_from_resolve() {
    assert!(parse("Nbd2").is_ok());
    assert!(parse("e7e8r").is_ok());
    assert!(parse("e8=B").is_err());
    assert!(parse("nonsense").is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every legal move, written canonically (in several spellings) and in short algebraic,
    /// reads back as the same move.
    #[test]
    fn every_legal_move_reads_back(choices in proptest::collection::vec(0usize..1000, 0..80)) {
        let history = playout(&choices);
        for p in history.iter().rev().take(3) {
            for mv in legal_moves(p) {
                let c = Topo::write_move(p, mv, Notation::Canonical);
                prop_assert_eq!(resolve(p, &c), Ok(mv));
                prop_assert_eq!(resolve(p, &c.to_uppercase()), Ok(mv));
                let dashed = format!("{}-{}", &c[..2], &c[2..]);
                prop_assert_eq!(resolve(p, &dashed), Ok(mv));
                let h = Topo::write_move(p, mv, Notation::Human);
                prop_assert_eq!(resolve(p, &h), Ok(mv), "human {} for {}", h, c);
            }
        }
    }

    /// Every legal move written in the Italian letters reads back as the same move, and uses
    /// the Italian initials: no English piece letter (K, Q, N, B) is left, neither at the start
    /// nor after `=`, and both castlings are marked.
    #[test]
    fn every_legal_move_reads_back_in_italian_letters(
        choices in proptest::collection::vec(0usize..1000, 0..80)
    ) {
        let history = playout(&choices);
        for p in history.iter().rev().take(3) {
            for mv in legal_moves(p) {
                let c = mv.canonical();
                let i = Topo::write_move(p, mv, Notation::Italian);
                prop_assert_eq!(resolve(p, &i), Ok(mv), "italian {} for {}", &i, &c);
                prop_assert!(
                    !i.starts_with(['K', 'Q', 'N', 'B']) && !i.contains(['K', 'Q', 'N']),
                    "italian {} for {} keeps an English letter", i, c
                );
                prop_assert_ne!(&i, &c, "a short form for {}", c);
                match mv.kind {
                    MoveKind::TopoCastling => prop_assert!(i.starts_with("O-O"), "{}", i),
                    MoveKind::LepreCastling => prop_assert!(i.starts_with("L-O-O"), "{}", i),
                    _ => prop_assert!(!i.contains("O-O"), "{}", i),
                }
            }
        }
    }

    /// Reading never panics, whatever the text.
    #[test]
    fn reading_never_panics(text in "\\PC{0,12}") {
        let _ = resolve(&Position::start(), &text);
    }

    /// Reading text made of move-like characters never panics either.
    #[test]
    fn move_like_text_never_panics(text in "[a-hA-H1-9KQNRBTLCPxX=O0+#↩-]{0,8}") {
        let _ = resolve(&after("e2e4 d7d5"), &text);
    }
}
