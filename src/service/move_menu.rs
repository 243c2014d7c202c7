//! The menus of the board's Move button, as pure functions of a position's legal moves: first
//! the pieces that can move (each named with its square: "cannon h2 (4 moves)"), then that
//! piece's moves. Discord holds 25 options a menu, so where there are more every step is split
//! again, and no legal move is ever left out: more than 25 pieces are chosen by their file
//! first, more than 25 moves of one piece are shown 24 at a time with a "more moves" option.
//!
//! Each option's value says the next step (`f:a` a file, `s:h2` a square, `m:h2:24` the moves
//! of `h2` from the 25th), or is a move in canonical notation, which never holds a `:`; so the
//! menus need nothing kept between taps.

use super::SelectOption;
use crate::games::{msg, Arg, BoardView, Cell, GameKind, MoveChoice, Msg};

/// How many options Discord allows a menu.
pub(crate) const MAX_MENU: usize = 25;

/// A step of the menus: what was chosen before the menu to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Step {
    /// Nothing yet: the pieces (or their files).
    Start,
    /// A file: its pieces.
    File(String),
    /// A piece, by its square: its moves, from the `usize`th on.
    Square(String, usize),
}

impl Step {
    /// Reads an option's value; `None` for a move (or anything else).
    pub(crate) fn read(value: &str) -> Option<Step> {
        let (kind, rest) = value.split_once(':')?;
        match kind {
            "f" => Some(Step::File(rest.to_string())),
            "s" => Some(Step::Square(rest.to_string(), 0)),
            "m" => {
                let (square, from) = rest.split_once(':')?;
                Some(Step::Square(square.to_string(), from.parse().ok()?))
            }
            _ => None,
        }
    }
}

/// A menu to show: its placeholder, its options, and whether choosing one plays a move (the
/// options are then moves, and perhaps a "more moves" option) or opens the next menu.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Menu {
    pub placeholder: Msg,
    pub options: Vec<SelectOption>,
    pub moves: bool,
}

/// The square a move in canonical notation starts from (`h2` of `h2e2`, `a10` of `a10a9`).
pub(crate) fn origin(canonical: &str) -> &str {
    let letters = canonical
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(canonical.len());
    let digits = canonical[letters..]
        .find(|c: char| !c.is_ascii_digit())
        .map_or(canonical.len(), |n| letters + n);
    &canonical[..digits]
}

/// A square's file (`h` of `h2`).
fn file_of(square: &str) -> &str {
    square.trim_end_matches(|c: char| c.is_ascii_digit())
}

/// The squares moves start from, in the order of `choices`, with how many moves each.
fn squares(choices: &[MoveChoice]) -> Vec<(&str, usize)> {
    let mut squares: Vec<(&str, usize)> = Vec::new();
    for choice in choices {
        let square = origin(&choice.canonical);
        match squares.iter_mut().find(|(s, _)| *s == square) {
            Some((_, n)) => *n += 1,
            None => squares.push((square, 1)),
        }
    }
    squares
}

/// The option for the piece on `square` with `count` moves, named by the piece on it.
fn piece_option(kind: GameKind, board: &BoardView, square: &str, count: usize) -> SelectOption {
    let piece = Cell::named(kind, square)
        .and_then(|cell| board.at(cell))
        .and_then(|piece| piece.name(kind));
    SelectOption {
        label: msg!(
            "board-pick-piece-option",
            piece = piece.map_or_else(|| Arg::Text(String::new()), Arg::from),
            square = square,
            count = count
        ),
        value: format!("s:{square}"),
    }
}

/// The menu for `step` in `game`'s position (`board`, its legal moves `choices`); `None` when
/// the step names nothing that can move (the position is another one now).
pub(crate) fn menu(
    kind: GameKind,
    game: &str,
    board: &BoardView,
    choices: &[MoveChoice],
    step: &Step,
) -> Option<Menu> {
    let squares = squares(choices);
    let menu = match step {
        Step::Start if squares.len() <= MAX_MENU => Menu {
            placeholder: msg!("board-pick-piece", game = game),
            options: squares
                .iter()
                .map(|&(square, count)| piece_option(kind, board, square, count))
                .collect(),
            moves: false,
        },
        Step::Start => {
            // More pieces than a menu holds: their files first (a board has at most 10).
            let mut files: Vec<(&str, usize)> = Vec::new();
            for &(square, count) in &squares {
                let file = file_of(square);
                match files.iter_mut().find(|(f, _)| *f == file) {
                    Some((_, n)) => *n += count,
                    None => files.push((file, count)),
                }
            }
            Menu {
                placeholder: msg!("board-pick-piece", game = game),
                options: files
                    .into_iter()
                    .map(|(file, count)| SelectOption {
                        label: msg!("board-pick-file-option", file = file, count = count),
                        value: format!("f:{file}"),
                    })
                    .collect(),
                moves: false,
            }
        }
        Step::File(file) => Menu {
            placeholder: msg!("board-pick-file", file = file.as_str()),
            options: squares
                .iter()
                .filter(|(square, _)| file_of(square) == file)
                .map(|&(square, count)| piece_option(kind, board, square, count))
                .collect(),
            moves: false,
        },
        Step::Square(square, from) => {
            let moves: Vec<&MoveChoice> = choices
                .iter()
                .filter(|c| origin(&c.canonical) == square)
                .collect();
            let rest = moves.get(*from..).unwrap_or_default();
            // The last page shows up to 25; the others 24 and the way on.
            let shown = if rest.len() <= MAX_MENU {
                rest.len()
            } else {
                MAX_MENU - 1
            };
            let mut options: Vec<SelectOption> = rest[..shown]
                .iter()
                .map(|c| SelectOption {
                    label: msg!("verbatim", text = Arg::Move(c.words.clone())),
                    value: c.canonical.clone(),
                })
                .collect();
            if shown < rest.len() {
                options.push(SelectOption {
                    label: msg!(
                        "board-pick-more",
                        square = square.as_str(),
                        count = rest.len() - shown
                    ),
                    value: format!("m:{square}:{}", from + shown),
                });
            }
            Menu {
                placeholder: msg!("board-pick-move", square = square.as_str()),
                options,
                moves: true,
            }
        }
    };
    (!menu.options.is_empty()).then_some(menu)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{new_game, MoveWords};
    use proptest::prelude::*;
    use std::collections::{BTreeSet, HashSet};

    /// Every move the menus reach from the start, checking each menu on the way: at most 25
    /// options, values unique and within Discord's 100 characters, every label a message.
    fn reachable(kind: GameKind, board: &BoardView, choices: &[MoveChoice]) -> BTreeSet<String> {
        let mut reached = BTreeSet::new();
        let mut steps = vec![Step::Start];
        let mut menus = 0;
        while let Some(step) = steps.pop() {
            menus += 1;
            assert!(menus < 10_000, "the menus do not end");
            let Some(menu) = menu(kind, "K7Q2", board, choices, &step) else {
                assert!(choices.is_empty(), "{step:?} opens no menu");
                continue;
            };
            assert!(menu.options.len() <= MAX_MENU, "{step:?}: {menu:?}");
            let values: HashSet<&str> = menu.options.iter().map(|o| o.value.as_str()).collect();
            assert_eq!(values.len(), menu.options.len(), "unique values: {menu:?}");
            for option in &menu.options {
                assert!(!option.value.is_empty() && option.value.len() <= 100);
                match Step::read(&option.value) {
                    Some(next) => steps.push(next),
                    None => {
                        assert!(menu.moves, "a move in a menu of pieces: {menu:?}");
                        reached.insert(option.value.clone());
                    }
                }
            }
        }
        reached
    }

    fn synthetic(moves: &[String]) -> Vec<MoveChoice> {
        moves
            .iter()
            .map(|m| MoveChoice {
                canonical: m.clone(),
                words: MoveWords::usual(m.clone()),
            })
            .collect()
    }

    #[test]
    fn squares_and_files_are_read_from_moves() {
        assert_eq!(origin("h2e2"), "h2");
        assert_eq!(origin("a10a9"), "a10");
        assert_eq!(origin("e7e8q"), "e7");
        assert_eq!(file_of("a10"), "a");
        assert_eq!(Step::read("f:a"), Some(Step::File("a".into())));
        assert_eq!(Step::read("m:h2:24"), Some(Step::Square("h2".into(), 24)));
        assert_eq!(Step::read("h2e2"), None);
    }

    #[test]
    fn the_first_menu_names_each_piece_with_its_square() {
        let game = new_game(GameKind::Xiangqi, None).unwrap();
        let board = game.board();
        let first = menu(
            GameKind::Xiangqi,
            "K7Q2",
            &board,
            &game.move_choices(),
            &Step::Start,
        )
        .unwrap();
        let cannon = first
            .options
            .iter()
            .find(|o| o.value == "s:h2")
            .expect("the cannon on h2 can move");
        assert_eq!(
            cannon.label,
            msg!(
                "board-pick-piece-option",
                piece = Msg::new("piece-xiangqi-cannon-red"),
                square = "h2",
                count = 12usize
            )
        );
    }

    #[test]
    fn too_many_pieces_go_by_file_and_too_many_moves_by_page() {
        let board = BoardView::empty(GameKind::Tempo, 10, 10, crate::games::Side::First);
        // 30 squares with a move each, and one square with 60 moves: all reachable.
        let mut moves: Vec<String> = (0..30)
            .map(|i| {
                let file = char::from(b'a' + (i % 10) as u8);
                format!("{file}{}{file}{}", i / 10 + 1, i / 10 + 5)
            })
            .collect();
        moves.extend((0..60).map(|i| format!("j9x{i}")));
        let choices = synthetic(&moves);
        let first = menu(GameKind::Tempo, "K7Q2", &board, &choices, &Step::Start).unwrap();
        assert!(first.options.iter().all(|o| o.value.starts_with("f:")));
        let reached = reachable(GameKind::Tempo, &board, &choices);
        assert_eq!(reached, moves.iter().cloned().collect::<BTreeSet<_>>());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn every_legal_move_is_reachable_through_the_menus(
            kind in prop::sample::select(GameKind::ALL.to_vec()),
            picks in prop::collection::vec(any::<prop::sample::Index>(), 0..60),
        ) {
            let mut game = new_game(kind, None).unwrap();
            for pick in picks {
                let legal = game.legal_moves(crate::games::Notation::Canonical);
                if legal.is_empty() || game.outcome().is_some() {
                    break;
                }
                game.play(&legal[pick.index(legal.len())]).unwrap();
            }
            let choices = game.move_choices();
            let all: BTreeSet<String> = choices.iter().map(|c| c.canonical.clone()).collect();
            prop_assert_eq!(reachable(kind, &game.board(), &choices), all);
        }
    }
}
