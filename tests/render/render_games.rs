//! Pictures of positions reached by the real engines (each test runs once its engine exists).

use crate::render_support;

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

/// Plays `plies` pseudo-random legal moves, checking the picture of every position.
fn random_game_pictures(kind: GameKind, plies: usize) {
    let mut game = new_game(kind, None).unwrap();
    assert_matches_the_board(&game.board());
    let mut seed: u64 = 99;
    for _ in 0..plies {
        let moves = game.legal_moves(Notation::Canonical);
        if moves.is_empty() {
            break;
        }
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        game.play(&moves[(seed >> 33) as usize % moves.len()])
            .unwrap();
        let view = game.board();
        assert!(view.last_move.is_some(), "the engine marks the last move");
        assert_matches_the_board(&view);
    }
}

#[test]
fn topo_positions_from_the_engine() {
    random_game_pictures(GameKind::Topo, 16);
    // The highlight sits on e2 and e4 after 1. e2e4, whichever side is at the bottom.
    let mut game = new_game(GameKind::Topo, None).unwrap();
    game.play("e2e4").unwrap();
    for bottom in [Side::First, Side::Second] {
        let options = PictureOptions {
            perspective: Some(bottom),
            caption: None,
        };
        let img = decode(&renderer().png(&game.board(), &options).unwrap());
        for (name, colour) in [
            ("e2", style::topo::HIGHLIGHT_LIGHT),
            ("e4", style::topo::HIGHLIGHT_LIGHT),
        ] {
            let r = renderer()
                .cell_rect(GameKind::Topo, cell(GameKind::Topo, name), bottom)
                .unwrap();
            assert_eq!(rgb(&img, r.x + 2, r.y + 2), colour.bytes(), "{name}");
        }
    }
}

#[test]
fn xiangqi_positions_from_the_engine() {
    random_game_pictures(GameKind::Xiangqi, 16);
    // After h2e2 the brackets mark h2 and e2, whichever side is at the bottom.
    let mut game = new_game(GameKind::Xiangqi, None).unwrap();
    game.play("h2e2").unwrap();
    for bottom in [Side::First, Side::Second] {
        let options = PictureOptions {
            perspective: Some(bottom),
            caption: None,
        };
        let img = decode(&renderer().png(&game.board(), &options).unwrap());
        for name in ["h2", "e2"] {
            let r = renderer()
                .cell_rect(GameKind::Xiangqi, cell(GameKind::Xiangqi, name), bottom)
                .unwrap();
            assert_eq!(
                rgb(&img, r.x + 2, r.y + 8),
                style::xiangqi::HIGHLIGHT.bytes(),
                "{name}"
            );
        }
    }
}

#[test]
fn a_real_replay_matches_the_pictures_of_its_positions() {
    for kind in [GameKind::Topo, GameKind::Xiangqi] {
        let mut game = new_game(kind, None).unwrap();
        let mut seed: u64 = 5;
        for _ in 0..20 {
            let moves = game.legal_moves(Notation::Canonical);
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            game.play(&moves[(seed >> 33) as usize % moves.len()])
                .unwrap();
        }
        let options = PictureOptions {
            perspective: Some(Side::Second),
            caption: None,
        };
        let gif = renderer().gif(game.as_ref(), &options).unwrap();
        let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).unwrap();
        let frames = image::AnimationDecoder::into_frames(frames)
            .collect_frames()
            .unwrap();
        assert_eq!(frames.len(), game.moves().len() + 1, "{kind:?}");
        for (ply, frame) in frames.iter().enumerate() {
            let png = decode(
                &renderer()
                    .png(&game.board_at(ply).unwrap(), &options)
                    .unwrap(),
            );
            assert!(
                frame.buffer().as_raw() == png.as_raw(),
                "{kind:?} frame {ply}"
            );
        }
    }
}
