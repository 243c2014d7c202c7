//! The table picture (a tournament's standings): decoded and checked pixel by pixel.
//!
//! `KIBITZ_EXAMPLES=/tmp/tables cargo test --test render render_table -- --ignored` writes an
//! example table (a Chinese winner highlighted) to look at.

use crate::render_support::renderer;
use image::RgbImage;
use kibitz::games::{Arg, Msg};
use kibitz::render::{
    style, Column, ColumnAlign, Picture, Positions, Table, TableRequest, TableRow, MAX_TABLE_ROWS,
};

/// Standings columns: rank, name, points, two tie-breaks, three rounds.
fn columns() -> Vec<Column> {
    let column = |header: &str, align| Column {
        header: header.into(),
        align,
    };
    vec![
        column("#", ColumnAlign::Right),
        column("Player", ColumnAlign::Left),
        column("Pts", ColumnAlign::Right),
        column("Buchholz", ColumnAlign::Right),
        column("SB", ColumnAlign::Right),
        column("R1", ColumnAlign::Centre),
        column("R2", ColumnAlign::Centre),
        column("R3", ColumnAlign::Centre),
    ]
}

fn row(rank: usize, name: &str) -> TableRow {
    TableRow {
        cells: vec![
            rank.to_string(),
            name.into(),
            "2½".into(),
            "7.5".into(),
            "4.25".into(),
            "1".into(),
            "½".into(),
            "1".into(),
        ],
        highlight: false,
    }
}

fn table(rows: usize) -> Table {
    Table {
        title: "Spring Open · standings after round 3".into(),
        subtitle: Some("Xiangqi · 3 rounds".into()),
        columns: columns(),
        rows: (1..=rows).map(|i| row(i, &format!("Player {i}"))).collect(),
        footer: Some("Buchholz, Sonneborn-Berger".into()),
    }
}

fn decode(png: &[u8]) -> RgbImage {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap();
    assert!(!img.color().has_alpha(), "an opaque picture");
    img.to_rgb8()
}

fn draw(table: &Table) -> RgbImage {
    decode(&renderer().table_png(table).unwrap())
}

#[test]
fn the_table_decodes_and_grows_with_its_rows() {
    let heights: Vec<u32> = [0, 1, 2, 10, 40]
        .into_iter()
        .map(|n| draw(&table(n)).height())
        .collect();
    for pair in heights.windows(2) {
        assert!(pair[0] < pair[1], "heights {heights:?}");
    }
    // Every row adds the same height.
    let row = heights[2] - heights[1];
    assert!(row > 0);
    assert_eq!(heights[3] - heights[2], 8 * row);
    let img = draw(&table(10));
    assert!(img.width() >= style::table::MIN_WIDTH && img.width() <= style::table::MAX_WIDTH);
}

#[test]
fn sixty_four_rows_are_drawn_and_the_sixty_fifth_is_not() {
    let fewer = draw(&table(MAX_TABLE_ROWS - 1));
    let full = draw(&table(MAX_TABLE_ROWS));
    let more = draw(&table(MAX_TABLE_ROWS + 1));
    assert!(fewer.height() < full.height(), "the 64th row is drawn");
    assert_eq!(full.dimensions(), more.dimensions());
    assert_eq!(full, more, "the 65th row draws nothing");
}

#[test]
fn a_highlighted_row_has_another_background() {
    let plain = table(4);
    let mut marked = plain.clone();
    marked.rows[2].highlight = true;
    let (a, b) = (draw(&plain), draw(&marked));
    assert_eq!(a.dimensions(), b.dimensions());
    let row_height = a.height() - draw(&table(3)).height();
    // The empty table's height is the header's bottom plus the footer's space: the rows of a
    // table start at that height minus the footer's space, i.e. the same place for all.
    let body = draw(&table(0)).height() - FOOTER_SPACE;
    let y = body + 2 * row_height + row_height / 2;
    // Inside the table, left of the right-aligned rank.
    let x = 17;
    assert_ne!(a.get_pixel(x, y), b.get_pixel(x, y));
    assert_eq!(b.get_pixel(x, y).0, style::table::HIGHLIGHT.bytes());
    // An ordinary row keeps its ground (rows 0 and 1: plain and striped).
    let y0 = body + row_height / 2;
    let y1 = body + row_height + row_height / 2;
    assert_eq!(b.get_pixel(x, y0).0, style::table::BACKGROUND.bytes());
    assert_eq!(b.get_pixel(x, y1).0, style::table::STRIPE.bytes());
    assert_eq!(a.get_pixel(x, y).0, style::table::BACKGROUND.bytes());
}

/// The footer's baseline and bottom margin (24 + 12 pixels) under the last row.
const FOOTER_SPACE: u32 = 36;

#[test]
fn chinese_text_in_a_cell_draws() {
    assert!(renderer().can_draw("冠军"));
    let mut with = table(3);
    with.rows[0].cells[1] = "冠军".into();
    let mut empty = table(3);
    empty.rows[0].cells[1] = String::new();
    let mut placeholder = table(3);
    placeholder.rows[0].cells[1] = kibitz::render::CAPTION_PLACEHOLDER.to_string();
    let (with, empty, placeholder) = (draw(&with), draw(&empty), draw(&placeholder));
    assert_ne!(with, empty, "the characters draw");
    assert_ne!(with, placeholder, "not as the placeholder");
    // Ink in the name cell of the first row: light pixels where the empty cell has none.
    let lit = |img: &RgbImage| {
        img.enumerate_pixels()
            .filter(|(_, _, p)| p.0.iter().all(|&c| c > 0xD0))
            .count()
    };
    assert!(lit(&with) > lit(&empty));
}

#[test]
fn a_very_long_name_is_cut_to_the_widest_picture() {
    let long: String = "Wolfeschlegelsteinhausenbergerdorff ".repeat(6);
    assert!(long.chars().count() >= 200);
    let mut t = table(5);
    t.rows[1].cells[1] = long.clone();
    let img = draw(&t);
    assert_eq!(img.width(), style::table::MAX_WIDTH);
    // A long title and footer do not widen it either.
    t.title = long.clone();
    t.footer = Some(long);
    assert_eq!(draw(&t).width(), style::table::MAX_WIDTH);
    // A narrow table stays narrow.
    assert!(draw(&table(5)).width() < style::table::MAX_WIDTH / 2);
}

#[test]
fn missing_and_extra_cells_and_odd_tables_do_not_panic() {
    let mut t = table(4);
    t.rows[0].cells.truncate(1);
    t.rows[1].cells.clear();
    t.rows[2]
        .cells
        .extend((0..40).map(|i| format!("extra {i}")));
    let img = draw(&t);
    // The extra cells draw nothing: the picture is as wide as with the row's own cells.
    let mut plain = table(4);
    plain.rows[0].cells.truncate(1);
    plain.rows[1].cells.clear();
    assert_eq!(img, draw(&plain));
    // No columns, no rows, empty words, many columns, unprintable text.
    for odd in [
        Table::default(),
        Table {
            columns: Vec::new(),
            rows: vec![row(1, "x")],
            ..Table::default()
        },
        Table {
            title: "\u{E000}\u{200B}".into(),
            columns: (0..300)
                .map(|i| Column {
                    header: format!("C{i}"),
                    align: ColumnAlign::Centre,
                })
                .collect(),
            rows: vec![row(1, "\u{1FAE0}"), TableRow::default()],
            subtitle: Some(String::new()),
            footer: Some(String::new()),
        },
    ] {
        let img = draw(&odd);
        assert!(img.width() <= style::table::MAX_WIDTH);
    }
}

#[test]
fn a_table_request_is_said_and_drawn() {
    let text = |s: &str| Msg::verbatim(s);
    let request = TableRequest {
        title: text("Spring Open"),
        subtitle: None,
        columns: vec![
            (text("#"), ColumnAlign::Right),
            (text("Player"), ColumnAlign::Left),
        ],
        rows: vec![
            (vec![text("1"), text("alice")], true),
            (vec![text("2"), text("bob")], false),
        ],
        footer: Some(text("and 3 more")),
    };
    let picture = Picture {
        positions: Positions::Table(Box::new(request)),
        perspective: None,
        caption: None,
        filename: "standings.png".into(),
    };
    assert!(!picture.is_animated());
    // A front end's `say`, reduced to the verbatim text these messages carry.
    let said = |m: &Msg| match m.arg("text") {
        Some(Arg::Text(s)) => s.clone(),
        _ => String::new(),
    };
    let png = renderer().draw(&picture, said).unwrap();
    let img = decode(&png);
    let direct = draw(&Table {
        title: "Spring Open".into(),
        subtitle: None,
        columns: vec![
            Column {
                header: "#".into(),
                align: ColumnAlign::Right,
            },
            Column {
                header: "Player".into(),
                align: ColumnAlign::Left,
            },
        ],
        rows: vec![
            TableRow {
                cells: vec!["1".into(), "alice".into()],
                highlight: true,
            },
            TableRow {
                cells: vec!["2".into(), "bob".into()],
                highlight: false,
            },
        ],
        footer: Some("and 3 more".into()),
    });
    assert_eq!(img, direct, "the request draws the table its words say");
}

#[test]
#[ignore = "writes an example picture to look at"]
fn write_an_example_table() {
    let dir = std::path::PathBuf::from(
        std::env::var("KIBITZ_EXAMPLES").unwrap_or_else(|_| "/tmp/kibitz-tables".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    let mut t = table(12);
    t.rows[0].cells[1] = "冠军 王磊".into();
    t.rows[0].highlight = true;
    t.rows[3].cells[1] = "محمد رضایی".into();
    std::fs::write(dir.join("table.png"), renderer().table_png(&t).unwrap()).unwrap();
}
