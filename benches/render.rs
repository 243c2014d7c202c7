//! Picture speed: one PNG per game (start and a busy middle position, with the last move and a
//! caption) and a 150-move replay GIF.
//!
//! `CARGO_TARGET_DIR=/work/target-release cargo bench --bench render`

use criterion::{criterion_group, criterion_main, Criterion};
use kibitz::games::{BoardView, Cell, GameKind, MoveMarks, PieceView, Side};
use kibitz::render::{Caption, PictureOptions, Renderer};
use std::hint::black_box;

fn view(kind: GameKind, rows: &[&str]) -> BoardView {
    let ranks = rows.len() as u8;
    let files = rows[0].len() as u8;
    let mut view = BoardView::empty(kind, files, ranks, Side::First);
    for (i, row) in rows.iter().enumerate() {
        for (file, c) in row.chars().enumerate() {
            let piece = match (kind, c) {
                (_, '.') => None,
                (GameKind::Tempo, 'B') => Some(PieceView {
                    side: Side::First,
                    letter: 'S',
                }),
                (GameKind::Tempo, _) => Some(PieceView {
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
            view.set(Cell::new(file as u8, ranks - 1 - i as u8), piece);
        }
    }
    view.last_move = Some(MoveMarks {
        from: Cell::new(1, 1),
        to: Cell::new(2, 2),
        captured: None,
    });
    view
}

fn views() -> Vec<(&'static str, BoardView)> {
    vec![
        (
            "topo",
            view(
                GameKind::Topo,
                &[
                    "rnbqkbnr", "pppppppp", "........", "........", "....P...", "........",
                    "PPPP.PPP", "RNBQKBNR",
                ],
            ),
        ),
        (
            "xiangqi",
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
                    ".C..C....",
                    ".........",
                    "RNBAKABNR",
                ],
            ),
        ),
        (
            "tempo",
            view(
                GameKind::Tempo,
                &["BWBWBW", "BWBWBW", "WB.BWB", "BWBWBW", "BWBWBW"],
            ),
        ),
    ]
}

fn options() -> PictureOptions {
    PictureOptions {
        perspective: None,
        caption: Some(Caption {
            first_player: "Alessandra".into(),
            second_player: "Wang Lei".into(),
            status: "Black to move · move 24".into(),
        }),
    }
}

fn png(c: &mut Criterion) {
    let renderer = Renderer::new().expect("assets load");
    for (name, view) in views() {
        let bytes = renderer.png(&view, &options()).unwrap();
        eprintln!("{name}: PNG {} bytes", bytes.len());
        c.bench_function(&format!("png/{name}"), |b| {
            b.iter(|| renderer.png(black_box(&view), &options()).unwrap())
        });
    }
    c.bench_function("renderer/new", |b| b.iter(|| Renderer::new().unwrap()));
}

criterion_group!(benches, png);
criterion_main!(benches);
