//! What a board picture must show: its size, the pieces where the view has them and nowhere
//! else, the last move's highlight, the chosen side at the bottom, the caption.

use crate::render_support;

use kibitz::games::{BoardView, Cell, GameKind, MoveMarks, Side};
use kibitz::render::{style, Caption, PictureOptions, RenderError};
use render_support::*;

fn png(view: &BoardView, perspective: Option<Side>) -> image::RgbaImage {
    let options = PictureOptions {
        perspective,
        caption: None,
    };
    decode(&renderer().png(view, &options).expect("renders"))
}

fn all_cells(view: &BoardView) -> Vec<Cell> {
    (0..view.ranks)
        .flat_map(|rank| (0..view.files).map(move |file| Cell::new(file, rank)))
        .collect()
}

/// Each occupied cell's tile differs from the empty board's; each empty one is identical.
fn assert_pieces_where_the_view_has_them(view: &BoardView) {
    let empty = BoardView::empty(view.kind, view.files, view.ranks, view.to_move);
    for bottom in [Side::First, Side::Second] {
        let full = png(view, Some(bottom));
        let bare = png(&empty, Some(bottom));
        for cell in all_cells(view) {
            let rect = renderer().cell_rect(view.kind, cell, bottom).unwrap();
            let (a, b) = (pixels(&full, rect), pixels(&bare, rect));
            let changed = a.iter().zip(&b).filter(|(x, y)| x != y).count();
            if view.at(cell).is_some() {
                assert!(
                    changed > a.len() / 4,
                    "{:?} {cell:?}: a piece should cover its tile ({changed} of {} pixels)",
                    view.kind,
                    a.len()
                );
            } else {
                assert_eq!(changed, 0, "{:?} {cell:?} is empty but drawn on", view.kind);
            }
        }
    }
}

#[test]
fn pictures_have_the_documented_sizes() {
    for (view, (w, h)) in [
        (topo_start(), (640, 640)),
        (xiangqi_start(), (640, 700)),
        (tempo_start(), (640, 544)),
    ] {
        let img = png(&view, None);
        assert_eq!(img.dimensions(), (w, h), "{:?}", view.kind);
        assert_eq!(renderer().size(view.kind, None), (w, h));
        let with_caption = PictureOptions {
            perspective: None,
            caption: Some(Caption {
                side_labels: None,
                first_player: "Ann".into(),
                second_player: "Bob".into(),
                versus: "vs".into(),
                status: "Ann to move".into(),
                frame_statuses: Vec::new(),
            }),
        };
        let img = decode(&renderer().png(&view, &with_caption).unwrap());
        assert_eq!(img.dimensions(), (w, h + style::CAPTION_HEIGHT));
    }
}

#[test]
fn topo_pieces_are_drawn_exactly_where_the_view_has_them() {
    assert_pieces_where_the_view_has_them(&topo_start());
    let middle = view(
        GameKind::Topo,
        &[
            "r..qk..r", "pp..bppp", "..n.....", "...Np...", "....P...", "..B.....", "PPP..PPP",
            "R..QK..R",
        ],
        Side::Second,
    );
    assert_pieces_where_the_view_has_them(&middle);
}

#[test]
fn xiangqi_pieces_are_drawn_exactly_where_the_view_has_them() {
    assert_pieces_where_the_view_has_them(&xiangqi_start());
}

#[test]
fn tempo_stones_are_drawn_exactly_where_the_view_has_them() {
    assert_pieces_where_the_view_has_them(&tempo_start());
    let sparse = view(
        GameKind::Tempo,
        &["B....W", "......", "..BW..", "......", "W....B"],
        Side::Second,
    );
    assert_pieces_where_the_view_has_them(&sparse);
}

#[test]
fn the_two_sides_look_different() {
    // The same piece of each side, on the same square colour, must not be the same picture.
    for (kind, rows_first, rows_second) in [
        (
            GameKind::Topo,
            ["K.......", "........"],
            ["k.......", "........"],
        ),
        (GameKind::Tempo, ["B.....", "......"], ["W.....", "......"]),
    ] {
        let pad = |rows: [&str; 2], n: usize| {
            let blank = ".".repeat(rows[0].len());
            let mut all: Vec<String> = rows.iter().map(|s| s.to_string()).collect();
            all.resize(n, blank);
            all
        };
        let n = if kind == GameKind::Topo { 8 } else { 5 };
        let a: Vec<String> = pad(rows_first, n);
        let b: Vec<String> = pad(rows_second, n);
        let a = view(
            kind,
            &a.iter().map(String::as_str).collect::<Vec<_>>(),
            Side::First,
        );
        let b = view(
            kind,
            &b.iter().map(String::as_str).collect::<Vec<_>>(),
            Side::First,
        );
        let rect = renderer()
            .cell_rect(kind, Cell::new(0, n as u8 - 1), Side::First)
            .unwrap();
        let (pa, pb) = (pixels(&png(&a, None), rect), pixels(&png(&b, None), rect));
        let differing = pa.iter().zip(&pb).filter(|(x, y)| x != y).count();
        assert!(
            differing > pa.len() / 4,
            "{kind:?}: only {differing} pixels differ"
        );
    }
}

#[test]
fn topo_highlights_both_squares_of_the_last_move() {
    let view = moved(topo_start(), "e2", "e4");
    let img = png(&view, Some(Side::First));
    for (name, colour) in [
        ("e2", style::topo::HIGHLIGHT_LIGHT),
        ("e4", style::topo::HIGHLIGHT_LIGHT),
    ] {
        let rect = renderer()
            .cell_rect(GameKind::Topo, cell(GameKind::Topo, name), Side::First)
            .unwrap();
        // Corners of the square are outside the round token.
        for (dx, dy) in [(2, 2), (rect.width - 3, rect.height - 3)] {
            assert_eq!(
                rgb(&img, rect.x + dx, rect.y + dy),
                colour.bytes(),
                "{name}"
            );
        }
    }
    // Squares the move did not touch keep their own colour (e3 and d4 are dark, d5 light).
    let e3 = renderer()
        .cell_rect(GameKind::Topo, cell(GameKind::Topo, "e3"), Side::First)
        .unwrap();
    assert_eq!(rgb(&img, e3.x + 2, e3.y + 2), style::topo::DARK.bytes());
    let d4 = renderer()
        .cell_rect(GameKind::Topo, cell(GameKind::Topo, "d4"), Side::First)
        .unwrap();
    assert_eq!(
        rgb(&img, d4.x + 2, d4.y + 2),
        style::topo::CENTRE_DARK.bytes(),
        "central square"
    );
    let d5 = renderer()
        .cell_rect(GameKind::Topo, cell(GameKind::Topo, "d5"), Side::First)
        .unwrap();
    assert_eq!(
        rgb(&img, d5.x + 2, d5.y + 2),
        style::topo::CENTRE_LIGHT.bytes(),
        "central square"
    );
    let b1 = moved(topo_start(), "b1", "c3");
    let img = png(&b1, Some(Side::First));
    let c3 = renderer()
        .cell_rect(GameKind::Topo, cell(GameKind::Topo, "c3"), Side::First)
        .unwrap();
    assert_eq!(
        rgb(&img, c3.x + 2, c3.y + 2),
        style::topo::HIGHLIGHT_DARK.bytes()
    );
}

#[test]
fn xiangqi_marks_both_points_of_the_last_move() {
    let view = moved(xiangqi_start(), "h2", "e2");
    for bottom in [Side::First, Side::Second] {
        let img = png(&view, Some(bottom));
        for name in ["h2", "e2"] {
            let rect = renderer()
                .cell_rect(GameKind::Xiangqi, cell(GameKind::Xiangqi, name), bottom)
                .unwrap();
            assert_eq!(
                rgb(&img, rect.x + 2, rect.y + 8),
                style::xiangqi::HIGHLIGHT.bytes(),
                "{name}"
            );
            assert_eq!(
                rgb(&img, rect.x + rect.width - 3, rect.y + rect.height - 9),
                style::xiangqi::HIGHLIGHT.bytes(),
                "{name}"
            );
        }
        let other = renderer()
            .cell_rect(GameKind::Xiangqi, cell(GameKind::Xiangqi, "b2"), bottom)
            .unwrap();
        assert_ne!(
            rgb(&img, other.x + 2, other.y + 8),
            style::xiangqi::HIGHLIGHT.bytes()
        );
    }
}

#[test]
fn xiangqi_rings_a_general_in_check() {
    let plain = xiangqi_start();
    let mut view = plain.clone();
    let general = cell(GameKind::Xiangqi, "e0");
    view.check = Some(general);
    for bottom in [Side::First, Side::Second] {
        let (img, before) = (png(&view, Some(bottom)), png(&plain, Some(bottom)));
        let rect = renderer()
            .cell_rect(GameKind::Xiangqi, general, bottom)
            .unwrap();
        // The red ring shows just outside the piece, above and left of its point (below and
        // right, the piece's shadow falls on it).
        let (mid, near) = (rect.width / 2, 1);
        for (x, y) in [(mid, near), (near, mid)] {
            let (x, y) = (rect.x + x, rect.y + y);
            assert_eq!(rgb(&img, x, y), style::xiangqi::CHECK.bytes(), "{bottom:?}");
            assert_ne!(
                rgb(&before, x, y),
                style::xiangqi::CHECK.bytes(),
                "{bottom:?}"
            );
        }
        // Only that point changes.
        for other in all_cells(&view).into_iter().filter(|&c| c != general) {
            let r = renderer()
                .cell_rect(GameKind::Xiangqi, other, bottom)
                .unwrap();
            assert_eq!(pixels(&img, r), pixels(&before, r), "{other:?}");
        }
    }
    let bytes = renderer().png(&view, &PictureOptions::default()).unwrap();
    assert!(bytes.len() < 150 * 1024, "{} bytes", bytes.len());
}

#[test]
fn tempo_highlights_the_move_and_the_captured_cell() {
    let mut view = moved(tempo_start(), "c3", "d4");
    let captured = cell(GameKind::Tempo, "f1");
    view.set(captured, None);
    view.last_move = Some(MoveMarks {
        captured: Some(captured),
        ..view.last_move.unwrap()
    });
    let img = png(&view, Some(Side::First));
    let at = |name: &str| {
        let r = renderer()
            .cell_rect(GameKind::Tempo, cell(GameKind::Tempo, name), Side::First)
            .unwrap();
        rgb(&img, r.x + 4, r.y + 4)
    };
    assert_eq!(at("c3"), style::tempo::HIGHLIGHT.bytes());
    assert_eq!(at("d4"), style::tempo::HIGHLIGHT.bytes());
    assert_eq!(at("f1"), style::tempo::CAPTURED.bytes());
    assert_eq!(at("a1"), style::tempo::BOARD.bytes());
}

#[test]
fn tempo_frames_a_capture_on_the_landing_cell() {
    // The engine reports a capture by replacement as captured == to.
    let mut view = moved(tempo_start(), "c3", "d4");
    let d4 = cell(GameKind::Tempo, "d4");
    view.last_move = Some(MoveMarks {
        captured: Some(d4),
        ..view.last_move.unwrap()
    });
    let img = png(&view, Some(Side::First));
    let r = renderer()
        .cell_rect(GameKind::Tempo, d4, Side::First)
        .unwrap();
    assert_eq!(
        rgb(&img, r.x + 3, r.y + 3),
        style::tempo::CAPTURED.bytes(),
        "frame"
    );
    assert_eq!(
        rgb(&img, r.x + 10, r.y + 10),
        style::tempo::HIGHLIGHT.bytes(),
        "inside"
    );
    let c3 = renderer()
        .cell_rect(GameKind::Tempo, cell(GameKind::Tempo, "c3"), Side::First)
        .unwrap();
    assert_eq!(
        rgb(&img, c3.x + 3, c3.y + 3),
        style::tempo::HIGHLIGHT.bytes(),
        "from"
    );
}

#[test]
fn flipping_rotates_the_board_half_a_turn() {
    // With no coordinates involved, the board area of one view is the other rotated by 180°.
    for view in [
        moved(topo_start(), "e2", "e4"),
        moved(tempo_start(), "c3", "d4"),
    ] {
        let a = png(&view, Some(Side::First));
        let b = png(&view, Some(Side::Second));
        assert_ne!(a, b);
        for c in all_cells(&view) {
            let ra = renderer().cell_rect(view.kind, c, Side::First).unwrap();
            let rb = renderer().cell_rect(view.kind, c, Side::Second).unwrap();
            // The same cell is drawn at the mirrored place, with the same content.
            assert_eq!(ra.x + rb.x + ra.width, a.width(), "{c:?}");
            assert_eq!(pixels(&a, ra), pixels(&b, rb), "{:?} {c:?}", view.kind);
        }
    }
    // By default the side to move is at the bottom.
    let view = moved(topo_start(), "e2", "e4");
    assert_eq!(view.to_move, Side::Second);
    assert_eq!(png(&view, None), png(&view, Some(Side::Second)));
}

#[test]
fn a_caption_strip_is_drawn_under_the_board() {
    let view = xiangqi_start();
    let options = PictureOptions {
        perspective: Some(Side::First),
        caption: Some(Caption {
            side_labels: None,
            first_player: "Li 🐉 with a really very extremely long display name".into(),
            second_player: "Bob".into(),
            versus: "vs".into(),
            status: "Red to move · move 1".into(),
            frame_statuses: Vec::new(),
        }),
    };
    let img = decode(&renderer().png(&view, &options).unwrap());
    let plain = png(&view, Some(Side::First));
    let (w, h) = plain.dimensions();
    for y in 0..h {
        for x in (0..w).step_by(37) {
            assert_eq!(img.get_pixel(x, y), plain.get_pixel(x, y));
        }
    }
    let strip: Vec<[u8; 3]> = (h..img.height())
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .map(|(x, y)| rgb(&img, x, y))
        .collect();
    let background = strip
        .iter()
        .filter(|&&p| p == style::CAPTION_BACKGROUND.bytes())
        .count();
    let text = strip
        .iter()
        .filter(|&&p| p == style::CAPTION_TEXT.bytes())
        .count();
    assert!(
        background > strip.len() / 2,
        "the strip is mostly its background"
    );
    assert!(text > 100, "the names are written ({text} pixels)");
}

#[test]
fn a_view_of_the_wrong_shape_is_refused() {
    let mut view = topo_start();
    view.files = 9;
    let error = renderer()
        .png(&view, &PictureOptions::default())
        .unwrap_err();
    assert!(matches!(error, RenderError::BoardShape { .. }), "{error}");
    let mut view = tempo_start();
    view.cells.pop();
    assert!(renderer().png(&view, &PictureOptions::default()).is_err());
}

#[test]
fn pictures_stay_small() {
    for view in [topo_start(), xiangqi_start(), tempo_start()] {
        let bytes = renderer().png(&view, &PictureOptions::default()).unwrap();
        assert!(
            bytes.len() < 150 * 1024,
            "{:?}: {} bytes",
            view.kind,
            bytes.len()
        );
    }
}

mod any_view {
    use super::*;
    use kibitz::games::PieceView;
    use proptest::prelude::*;

    fn kind() -> impl Strategy<Value = GameKind> {
        prop_oneof![
            Just(GameKind::Topo),
            Just(GameKind::Xiangqi),
            Just(GameKind::Tempo)
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Any contents, any letters (even ones the game does not have), any marks (even off
        /// the board): a picture of the right size, never a panic.
        #[test]
        fn any_board_of_the_right_shape_renders(
            kind in kind(),
            seed in proptest::collection::vec((0u8..4, any::<char>()), 90),
            marks in proptest::option::of((0u8..12, 0u8..12, 0u8..12, 0u8..12, proptest::option::of((0u8..12, 0u8..12)))),
            second in any::<bool>(),
        ) {
            let (files, ranks) = match kind {
                GameKind::Topo => (8, 8),
                GameKind::Xiangqi => (9, 10),
                GameKind::Tempo => (6, 5),
            };
            let mut view = BoardView::empty(kind, files, ranks, if second { Side::Second } else { Side::First });
            for (cell, (what, letter)) in view.cells.iter_mut().zip(&seed) {
                *cell = match what {
                    0 => None,
                    1 => Some(PieceView { side: Side::First, letter: *letter }),
                    _ => Some(PieceView { side: Side::Second, letter: *letter }),
                };
            }
            view.last_move = marks.map(|(a, b, c, d, e)| MoveMarks {
                from: Cell::new(a, b),
                to: Cell::new(c, d),
                captured: e.map(|(x, y)| Cell::new(x, y)),
            });
            let img = png(&view, None);
            prop_assert_eq!(img.dimensions(), renderer().size(kind, None));
            let gif = renderer().gif_of_views(kind, &[view.clone(), view], &PictureOptions::default());
            prop_assert!(gif.is_ok());
        }
    }
}

/// Absurd input (no real name or status comes near) still draws: the names are cut to their
/// halves, the status to the most lines a strip has.
#[test]
fn an_absurdly_long_caption_is_cut_not_a_problem() {
    let options = PictureOptions {
        perspective: None,
        caption: Some(Caption {
            side_labels: None,
            first_player: "x".repeat(100_000),
            second_player: "🙂".repeat(1000),
            versus: "vs".into(),
            status: "status ".repeat(10_000),
            frame_statuses: Vec::new(),
        }),
    };
    let img = decode(&renderer().png(&tempo_start(), &options).unwrap());
    let caption = options.caption.as_ref();
    assert_eq!(img.dimensions(), renderer().size(GameKind::Tempo, caption));
    let layout = renderer().caption_layout(GameKind::Tempo, caption.unwrap());
    assert_eq!(layout.status.len(), kibitz::render::CAPTION_STATUS_LINES);
    assert!(layout.status.last().unwrap().text.ends_with('…'));
    assert!(layout.names.iter().all(|n| n.text.ends_with('…')));
}
