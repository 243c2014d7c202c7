//! The standings table's picture: 64 rows × 12 columns (rank, name, points, three tie-breaks,
//! six rounds), names in several scripts, the winner's row highlighted (target: under 20 ms).
//!
//! `cargo bench --bench table`

use criterion::{criterion_group, criterion_main, Criterion};
use kibitz::render::{Column, ColumnAlign, Renderer, Table, TableRow};
use std::hint::black_box;

fn standings() -> Table {
    let column = |header: &str, align| Column {
        header: header.into(),
        align,
    };
    let mut columns = vec![
        column("#", ColumnAlign::Right),
        column("Player", ColumnAlign::Left),
        column("Points", ColumnAlign::Right),
        column("Buchholz", ColumnAlign::Right),
        column("Median", ColumnAlign::Right),
        column("SB", ColumnAlign::Right),
    ];
    columns.extend((1..=6).map(|r| column(&format!("R{r}"), ColumnAlign::Centre)));
    let names = [
        "Alessandra Ferri",
        "王磊",
        "Oleksandr Kovalenko",
        "محمد رضایی",
        "Ngô Thị Hương",
        "田中 さくら",
        "Zoë O'Brien",
        "김민준",
    ];
    let results = ["1", "½", "0", "+", "−"];
    let rows = (0..64)
        .map(|i| {
            let mut cells = vec![
                (i + 1).to_string(),
                format!("{} {}", names[i % names.len()], i / names.len() + 1),
                format!("{}½", 6 - i / 11),
                format!("{}.5", 30 - i / 3),
                format!("{}", 22 - i / 4),
                format!("{}.25", 40 - i / 2),
            ];
            cells.extend(
                (0..6).map(|r| format!("{}{}", results[(i + r) % 5], (i * 7 + r) % 64 + 1)),
            );
            TableRow {
                cells,
                highlight: i == 0,
            }
        })
        .collect();
    Table {
        title: "Spring Open · standings after round 6".into(),
        subtitle: Some("Xiangqi · 6 rounds · 64 players".into()),
        columns,
        rows,
        footer: Some("Tie-breaks: Buchholz, median Buchholz, Sonneborn-Berger".into()),
    }
}

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new().expect("assets load");
    let table = standings();
    let png = renderer.table_png(&table).expect("draws");
    println!("table: 64 × 12, {} bytes of PNG", png.len());
    c.bench_function("table_png 64x12", |b| {
        b.iter(|| renderer.table_png(black_box(&table)).expect("draws"))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
