//! Hand-built board views for the picture tests (the views are plain data, so these tests do
//! not depend on the engines).

use image::RgbaImage;
use kibitz::games::{BoardView, Cell, GameKind, MoveMarks, PieceView, Side};
use kibitz::render::{PixelRect, Renderer};
use std::sync::OnceLock;

/// One renderer for all tests of a binary (building it draws every board).
pub fn renderer() -> &'static Renderer {
    static RENDERER: OnceLock<Renderer> = OnceLock::new();
    RENDERER.get_or_init(|| Renderer::new().expect("the built-in assets load"))
}

/// A view from rows of text, the top rank first: `.` is empty; upper case is the first side,
/// lower case the second. Tempo rows use `B` (black, first) and `W` (white, second).
pub fn view(kind: GameKind, rows: &[&str], to_move: Side) -> BoardView {
    let ranks = rows.len() as u8;
    let files = rows[0].chars().count() as u8;
    let mut view = BoardView::empty(kind, files, ranks, to_move);
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i as u8;
        for (file, c) in row.chars().enumerate() {
            let piece = match (kind, c) {
                (_, '.') => None,
                (GameKind::Tempo, 'B') => Some(PieceView {
                    side: Side::First,
                    letter: 'S',
                }),
                (GameKind::Tempo, 'W') => Some(PieceView {
                    side: Side::Second,
                    letter: 'S',
                }),
                (_, c) if c.is_ascii_uppercase() => Some(PieceView {
                    side: Side::First,
                    letter: c,
                }),
                (_, c) => Some(PieceView {
                    side: Side::Second,
                    letter: c.to_ascii_uppercase(),
                }),
            };
            view.set(Cell::new(file as u8, rank), piece);
        }
    }
    view
}

pub fn topo_start() -> BoardView {
    view(
        GameKind::Topo,
        &[
            "rnbqkbnr", "pppppppp", "........", "........", "........", "........", "PPPPPPPP",
            "RNBQKBNR",
        ],
        Side::First,
    )
}

pub fn xiangqi_start() -> BoardView {
    view(
        GameKind::Xiangqi,
        &[
            "rnbakabnr",
            ".........",
            ".c.....c.",
            "p.p.p.p.p",
            ".........",
            ".........",
            "P.P.P.P.P",
            ".C.....C.",
            ".........",
            "RNBAKABNR",
        ],
        Side::First,
    )
}

pub fn tempo_start() -> BoardView {
    view(
        GameKind::Tempo,
        &["BWBWBW", "BWBWBW", "WBWBWB", "BWBWBW", "BWBWBW"],
        Side::First,
    )
}

/// `cell` from its name ("e2", "h0").
pub fn cell(kind: GameKind, name: &str) -> Cell {
    let b = name.as_bytes();
    let file = b[0] - b'a';
    let rank = match kind {
        GameKind::Xiangqi => b[1] - b'0',
        _ => b[1] - b'1',
    };
    Cell::new(file, rank)
}

/// Moves a piece on a view by hand and marks the move.
pub fn moved(mut view: BoardView, from: &str, to: &str) -> BoardView {
    let (from, to) = (cell(view.kind, from), cell(view.kind, to));
    let piece = view.at(from);
    view.set(from, None);
    view.set(to, piece);
    view.to_move = view.to_move.opponent();
    view.last_move = Some(MoveMarks {
        from,
        to,
        captured: None,
    });
    view
}

pub fn decode(png: &[u8]) -> RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a valid PNG")
        .to_rgba8()
}

/// The pixels of a rectangle, as RGB triples.
pub fn pixels(img: &RgbaImage, r: PixelRect) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for y in r.y..r.y + r.height {
        for x in r.x..r.x + r.width {
            let p = img.get_pixel(x, y).0;
            out.push([p[0], p[1], p[2]]);
        }
    }
    out
}

pub fn rgb(img: &RgbaImage, x: u32, y: u32) -> [u8; 3] {
    let p = img.get_pixel(x, y).0;
    [p[0], p[1], p[2]]
}
