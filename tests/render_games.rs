//! Pictures of positions reached by the real engines (each test runs once its engine exists).

mod render_support;

use kibitz::games::{new_game, BoardView, Cell, GameKind, Notation, Side};
use kibitz::render::{style, PictureOptions};
use render_support::*;

/// Every occupied cell is drawn on, every empty one is left as the empty board has it.
fn assert_matches_the_board(view: &BoardView) {
    let empty = BoardView::empty(view.kind, view.files, view.ranks, view.to_move);
    let options = |bottom| PictureOptions {
        perspective: Some(bottom),
        caption: None,
    };
    for bottom in [Side::First, Side::Second] {
        let full = decode(&renderer().png(view, &options(bottom)).unwrap());
        let bare = decode(&renderer().png(&empty, &options(bottom)).unwrap());
        for rank in 0..view.ranks {
            for file in 0..view.files {
                let cell = Cell::new(file, rank);
                let rect = renderer().cell_rect(view.kind, cell, bottom).unwrap();
                let (a, b) = (pixels(&full, rect), pixels(&bare, rect));
                let changed = a.iter().zip(&b).filter(|(x, y)| x != y).count();
                let marked = view
                    .last_move
                    .is_some_and(|m| m.from == cell || m.to == cell || m.captured == Some(cell));
                match (view.at(cell).is_some(), marked) {
                    (true, _) => assert!(changed > a.len() / 4, "{cell:?} holds a piece"),
                    (false, false) => assert_eq!(changed, 0, "{cell:?} is empty"),
                    (false, true) => assert!(changed > 0, "{cell:?} is marked"),
                }
            }
        }
    }
}

#[test]
fn tempo_positions_from_the_engine() {
    let mut game = new_game(GameKind::Tempo, None).unwrap();
    assert_matches_the_board(&game.board());
    for _ in 0..12 {
        let Some(mv) = game.legal_moves(Notation::Canonical).into_iter().next() else {
            break;
        };
        game.play(&mv).unwrap();
        assert_matches_the_board(&game.board());
    }
    // The last move's cells carry the highlight (or the capture frame) at their corner.
    let view = game.board();
    let marks = view.last_move.expect("moves were played");
    let img = decode(
        &renderer()
            .png(
                &view,
                &PictureOptions {
                    perspective: Some(Side::First),
                    caption: None,
                },
            )
            .unwrap(),
    );
    let r = renderer()
        .cell_rect(GameKind::Tempo, marks.from, Side::First)
        .unwrap();
    assert_eq!(rgb(&img, r.x + 3, r.y + 3), style::tempo::HIGHLIGHT.bytes());
    let r = renderer()
        .cell_rect(GameKind::Tempo, marks.to, Side::First)
        .unwrap();
    let expected = if marks.captured == Some(marks.to) {
        style::tempo::CAPTURED
    } else {
        style::tempo::HIGHLIGHT
    };
    assert_eq!(rgb(&img, r.x + 3, r.y + 3), expected.bytes());
}
