//! The Topo position string: documented fields, round trips, drawings.

use kibitz::games::topo::{Position, Topo, START};
use kibitz::games::{Cell, Rules, Side};
use proptest::prelude::*;

/// A random board in position-string form: each square empty or one of the 12 pieces, with no
/// Gattino on its own first rank.
fn board_strategy() -> impl Strategy<Value = Vec<Option<char>>> {
    proptest::collection::vec(
        prop_oneof![
            4 => Just(None),
            1 => proptest::sample::select(vec!['K', 'Q', 'N', 'R', 'B', 'P', 'k', 'q', 'n', 'r', 'b', 'p'])
                .prop_map(Some),
        ],
        64,
    )
}

fn board_string(cells: &[Option<char>]) -> String {
    let mut rows = Vec::new();
    for rank in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..8 {
            match cells[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    rows.join("/")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any valid position string reads and writes back to the same text, and the position read
    /// from the written text is the same position.
    #[test]
    fn position_strings_round_trip(
        mut cells in board_strategy(),
        black in any::<bool>(),
        castling in proptest::sample::subsequence(vec!['T', 'L', 't', 'l'], 0..=4),
        moved in proptest::sample::subsequence(vec!['T', 'L', 't', 'l', 'G'], 0..=5),
        unmoved in proptest::sample::subsequence(vec![('A', 0usize, 'R'), ('D', 3, 'Q'), ('H', 7, 'R'), ('a', 56, 'r'), ('d', 59, 'q'), ('h', 63, 'r')], 0..=6),
        quiet in 0u32..200,
        number in 1u32..500,
    ) {
        // No Gattino on its own first rank.
        for file in 0..8 {
            if cells[file] == Some('P') { cells[file] = None; }
            if cells[56 + file] == Some('p') { cells[56 + file] = None; }
        }
        // An "unmoved" letter needs its piece on its square.
        for &(_, square, piece) in &unmoved {
            cells[square] = Some(piece);
        }
        let dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
        let text = format!(
            "{} {} {} {} {} {quiet} {number}",
            board_string(&cells),
            if black { 'b' } else { 'w' },
            dash(castling.iter().collect()),
            dash(unmoved.iter().map(|u| u.0).collect()),
            dash(moved.iter().collect()),
        );
        let position = Topo::read_position(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(Topo::write_position(&position), text.clone());
        prop_assert_eq!(Topo::read_position(&Topo::write_position(&position)), Ok(position.clone()));
        prop_assert_eq!(Topo::side_to_move(&position), if black { Side::Second } else { Side::First });
    }

    /// Reading arbitrary text never panics.
    #[test]
    fn reading_never_panics(text in "\\PC{0,80}") {
        let _ = Topo::read_position(&text);
    }
}

#[test]
fn start_string_is_documented() {
    assert_eq!(
        Topo::write_position(&Position::start()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w TLtl ADHadh - 0 1"
    );
    assert_eq!(START, Topo::write_position(&Topo::start()));
}

#[test]
fn board_text_and_view() {
    let start = Position::start();
    let text = Topo::board_text(&start);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "8 r n b q k b n r");
    assert_eq!(lines[6], "2 P P P P P P P P");
    assert_eq!(lines[8], "  a b c d e f g h");
    let view = Topo::board(&start, None);
    assert_eq!((view.files, view.ranks), (8, 8));
    let e1 = view.at(Cell::new(4, 0)).expect("a piece on e1");
    assert_eq!((e1.side, e1.letter), (Side::First, 'K'));
    let d8 = view.at(Cell::new(3, 7)).expect("a piece on d8");
    assert_eq!((d8.side, d8.letter), (Side::Second, 'Q'));
    assert_eq!(view.cells.iter().flatten().count(), 32);
    let mv = Topo::resolve(&start, "e2e4").expect("legal");
    let next = Topo::play(&start, mv).expect("legal");
    let view = Topo::board(&next, Some((&start, mv)));
    let marks = view.last_move.expect("marked");
    assert_eq!((marks.from, marks.to), (Cell::new(4, 1), Cell::new(4, 3)));
    assert_eq!(view.to_move, Side::Second);
}

#[test]
fn play_refuses_a_bad_move_value_and_names_the_rule() {
    let start = Position::start();
    let pesce = kibitz::games::topo::Move {
        from: kibitz::games::topo::Square::parse("f1").expect("square"),
        to: kibitz::games::topo::Square::parse("d3").expect("square"),
        kind: kibitz::games::topo::MoveKind::Plain,
    };
    let error = Topo::play(&start, pesce).expect_err("Pesce before Lepre");
    assert!(
        error
            .to_string()
            .contains("cannot move until your Lepre has moved"),
        "{error}"
    );
}
