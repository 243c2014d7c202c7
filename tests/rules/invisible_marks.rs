//! Invisible marks (direction marks, zero-width spaces, the byte-order mark) that phone
//! keyboards put around text are no part of a move or an id: every legal move of every game,
//! in every notation, reads the same with marks inserted anywhere.

use kibitz::games::{new_game, AnyGame, GameKind, MoveError};
use kibitz::service::GameId;
use proptest::prelude::*;

/// The marks the parsers must skip.
const MARKS: &[char] = &[
    '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{200B}',
    '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}',
];

/// A game after `plies` pseudo-random legal moves (fewer if it ends).
fn playout(kind: GameKind, seed: u64, plies: usize) -> Box<dyn AnyGame> {
    let mut game = new_game(kind, None).expect("the start position");
    let mut state = seed | 1;
    for _ in 0..plies {
        let moves = game.move_choices();
        if moves.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = moves[(state >> 33) as usize % moves.len()]
            .canonical
            .clone();
        game.play(&mv).expect("a listed move is legal");
    }
    game
}

/// `text` with marks from `picks` inserted before characters, also at both ends.
fn with_marks(text: &str, picks: &[(usize, usize)]) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    for i in 0..=chars.len() {
        for &(at, mark) in picks {
            if at % (chars.len() + 1) == i {
                out.push(MARKS[mark % MARKS.len()]);
            }
        }
        if let Some(c) = chars.get(i) {
            out.push(*c);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn moves_read_the_same_with_invisible_marks(
        game in 0usize..3,
        seed in any::<u64>(),
        plies in 0usize..40,
        picks in proptest::collection::vec((0usize..64, 0usize..64), 1..5),
    ) {
        let kind = [GameKind::Topo, GameKind::Xiangqi, GameKind::Tempo][game];
        let game = playout(kind, seed, plies);
        for choice in game.move_choices() {
            let words = &choice.words;
            let spellings = [Some(&choice.canonical), Some(&words.usual), words.simplified.as_ref(), words.traditional.as_ref(), words.italian.as_ref()];
            for text in spellings.into_iter().flatten() {
                let marked = with_marks(text, &picks);
                let mut copy = game.clone();
                let played = copy.play(&marked);
                prop_assert_eq!(
                    played.map(|p| p.mv.canonical),
                    Ok(choice.canonical.clone()),
                    "{:?} in {:?}", marked, kind
                );
            }
        }
    }

    #[test]
    fn game_ids_read_the_same_with_invisible_marks(
        picks in proptest::collection::vec((0usize..64, 0usize..64), 1..5),
    ) {
        let marked = with_marks("K7Q2", &picks);
        prop_assert_eq!(GameId::parse(&marked), GameId::parse("K7Q2"));
    }
}

#[test]
fn a_refused_move_is_echoed_as_typed_and_an_emoji_is_not_called_chinese() {
    let mut game = new_game(GameKind::Xiangqi, None).unwrap();
    match game.play("\u{200E}🐭") {
        Err(MoveError::Unreadable { text, reason }) => {
            assert_eq!(text, "\u{200E}🐭", "the echo keeps what was typed");
            assert!(
                reason.to_string().starts_with("not ICCS or WXF"),
                "{reason}"
            );
        }
        other => panic!("{other:?}"),
    }
    match game.play("é2e2") {
        Err(MoveError::Unreadable { reason, .. }) => {
            assert!(
                reason.to_string().starts_with("not ICCS or WXF"),
                "{reason}"
            )
        }
        other => panic!("{other:?}"),
    }
    match game.play("马九") {
        Err(MoveError::Unreadable { reason, .. }) => {
            assert!(
                reason.to_string().starts_with("not readable as Chinese"),
                "{reason}"
            )
        }
        other => panic!("{other:?}"),
    }
}
