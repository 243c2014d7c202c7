//! A table as a picture: a tournament's standings (rank, player, points, tie-breaks, the
//! result of each round), as an opaque PNG in the style of the evaluation graph, so that it
//! reads the same in Discord's light and dark themes.
//!
//! The words come said already (in the reader's language): this part knows nothing of
//! tournaments or messages. Drawn per request straight into an RGB buffer with the caption's
//! font chain, so a player's name in any script kibitz covers draws.

use super::canvas::Rgb;
use super::style::table as style;
use super::text::{Align, GlyphCache, Shaped, Text};
use super::{RenderError, Renderer};

/// The most rows a table draws; rows beyond it are left out. The caller says so in the
/// footer ("and 12 more players"), since only it knows what the rows are.
pub const MAX_TABLE_ROWS: usize = 64;

/// A table with its words said in the reader's language.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// The heading: "Spring Open · standings after round 6".
    pub title: String,
    /// A line under the heading, dimmer: "Xiangqi · 6 rounds · 40 players".
    pub subtitle: Option<String>,
    /// The columns, left to right, each with its header.
    pub columns: Vec<Column>,
    /// The rows, top to bottom: at most [`MAX_TABLE_ROWS`] are drawn.
    pub rows: Vec<TableRow>,
    /// A line under the table, dimmer: what the tie-breaks are, "and 12 more".
    pub footer: Option<String>,
}

/// A column: its header and how its cells sit in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub header: String,
    pub align: ColumnAlign,
}

/// Where a column's header and cells sit (names at the left, numbers at the right).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnAlign {
    Left,
    Centre,
    Right,
}

/// A row of cells, one per column: a missing cell draws empty, cells beyond the columns are
/// left out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TableRow {
    pub cells: Vec<String>,
    /// Drawn on an accent background (the winner's row, the reader's own).
    pub highlight: bool,
}

const BORDER: u32 = 2;
/// Between the card's edge and the table, and the words above and below it.
const MARGIN: u32 = 16;
/// Between a cell's text and its column's edges.
const PAD: u32 = 10;
const TITLE_SIZE: f32 = 18.0;
const TITLE_BASELINE: f32 = 30.0;
const SUBTITLE_SIZE: f32 = 14.0;
const SUBTITLE_BASELINE: f32 = 52.0;
/// Where the header row starts, without and with a subtitle.
const TOP: u32 = 44;
const TOP_WITH_SUBTITLE: u32 = 66;
const HEADER_SIZE: f32 = 13.0;
const HEADER_HEIGHT: u32 = 30;
const CELL_SIZE: f32 = 14.0;
const ROW_HEIGHT: u32 = 26;
const FOOTER_SIZE: f32 = 13.0;
/// The footer's baseline under the last row, and the card's bottom under that baseline.
const FOOTER_BASELINE: u32 = 24;
const FOOTER_BOTTOM: u32 = 12;
/// No cell text is measured beyond this many characters: none fits the widest table (about
/// 1,370 pixels of 14-pixel text), and absurd input stays cheap.
const MEASURE_CHARS: usize = 160;

/// A line of text measured at its natural width, and whether it was shortened to measure.
#[derive(Clone)]
struct Measured {
    line: Shaped,
    /// The whole text (printable), for cutting it to its column's width.
    text: String,
    cut: bool,
}

/// Shapes `text` (its undrawable characters as the placeholder) at `size`, at most
/// [`MEASURE_CHARS`] characters of it.
fn measure(font: &Text, size: f32, text: &str) -> Measured {
    let text = font.printable(text);
    let end = text
        .char_indices()
        .nth(MEASURE_CHARS)
        .map_or(text.len(), |(at, _)| at);
    Measured {
        line: font.shape(size, &text[..end], None),
        cut: end < text.len(),
        text,
    }
}

impl Measured {
    /// The line cut with "…" to `room` pixels, when it is wider (or was shortened).
    fn fitted(self, font: &Text, room: f32) -> Shaped {
        if !self.cut && self.line.width <= room {
            self.line
        } else {
            font.fit(self.line.size, &self.text, room.max(0.0))
        }
    }
}

/// Column widths that fit `room` pixels: each column as wide as it needs when they all fit;
/// else the columns narrower than an equal share of what is left keep their width and the
/// wider ones share the rest equally (the name column gives way, the numbers stay whole).
fn share(natural: &[u32], room: u32) -> Vec<u32> {
    if natural.iter().sum::<u32>() <= room {
        return natural.to_vec();
    }
    let mut widths = natural.to_vec();
    let mut wide: Vec<usize> = (0..natural.len()).collect();
    let mut left = room;
    while !wide.is_empty() {
        let equal = left / wide.len() as u32;
        let (narrow, rest): (Vec<usize>, Vec<usize>) =
            wide.iter().partition(|&&i| natural[i] <= equal);
        if narrow.is_empty() {
            for &i in &rest {
                widths[i] = equal;
            }
            break;
        }
        left -= narrow.iter().map(|&i| natural[i]).sum::<u32>();
        wide = rest;
    }
    widths
}

/// Where `line` starts in a column at `x`, `width` wide.
fn cell_x(align: ColumnAlign, x: u32, width: u32, line: &Shaped) -> f32 {
    let (x, width) = (x as f32, width as f32);
    match align {
        ColumnAlign::Left => x + PAD as f32,
        ColumnAlign::Centre => x + ((width - line.width) / 2.0).max(PAD as f32),
        ColumnAlign::Right => (x + width - PAD as f32 - line.width).max(x + PAD as f32),
    }
}

/// The baseline of `size`-pixel text in a row from `top`, `height` pixels high: the letters'
/// capitals in the middle.
fn baseline(top: u32, height: u32, size: f32) -> f32 {
    top as f32 + (height as f32 + 0.72 * size) / 2.0
}

impl Renderer {
    /// The table as an RGB PNG (opaque): as wide as its columns need, up to
    /// [`style::table::MAX_WIDTH`](super::style::table::MAX_WIDTH) pixels (wider cells are
    /// cut with "…"), and as high as its rows (at most [`MAX_TABLE_ROWS`]).
    pub fn table_png(&self, table: &Table) -> Result<Vec<u8>, RenderError> {
        self.table_rgb(table).encode_png_fast()
    }

    fn table_rgb(&self, table: &Table) -> Rgb {
        let font = &self.fonts.caption;
        let rows = &table.rows[..table.rows.len().min(MAX_TABLE_ROWS)];
        let columns = &table.columns;
        let headers: Vec<Measured> = columns
            .iter()
            .map(|c| measure(font, HEADER_SIZE, &c.header))
            .collect();
        // A table repeats its cells ("1", "½", the same points): each text is shaped once, and
        // each glyph drawn once (`glyphs`), then copied.
        let mut shaped: std::collections::HashMap<&str, Measured> =
            std::collections::HashMap::new();
        let cells: Vec<Vec<Measured>> = rows
            .iter()
            .map(|row| {
                row.cells
                    .iter()
                    .take(columns.len())
                    .map(|cell| {
                        shaped
                            .entry(cell.as_str())
                            .or_insert_with(|| measure(font, CELL_SIZE, cell))
                            .clone()
                    })
                    .collect()
            })
            .collect();
        let mut glyphs = GlyphCache::default();
        let mut natural: Vec<u32> = headers
            .iter()
            .map(|h| h.line.width.ceil() as u32 + 2 * PAD)
            .collect();
        for row in &cells {
            for (width, cell) in natural.iter_mut().zip(row) {
                *width = (*width).max(cell.line.width.ceil() as u32 + 2 * PAD);
            }
        }
        let room = style::MAX_WIDTH - 2 * MARGIN;
        let mut widths = share(&natural, room);
        let title = measure(font, TITLE_SIZE, &table.title);
        let subtitle = table
            .subtitle
            .as_deref()
            .map(|s| measure(font, SUBTITLE_SIZE, s));
        let footer = table
            .footer
            .as_deref()
            .map(|s| measure(font, FOOTER_SIZE, s));
        let words = [Some(&title), subtitle.as_ref(), footer.as_ref()]
            .into_iter()
            .flatten()
            .map(|m| m.line.width.ceil() as u32)
            .max()
            .unwrap_or(0)
            .min(room);
        let inner: u32 = widths.iter().sum();
        let width = (inner.max(words) + 2 * MARGIN).clamp(style::MIN_WIDTH, style::MAX_WIDTH);
        // Room to spare (a long title, a narrow table) goes to the first left-aligned column
        // (the player's name), so the stripes run under the whole heading.
        let spare = (width - 2 * MARGIN).saturating_sub(inner);
        let wider = columns
            .iter()
            .position(|c| c.align == ColumnAlign::Left)
            .or(columns.len().checked_sub(1));
        if let Some(i) = wider {
            widths[i] += spare;
        }
        let top = if subtitle.is_some() {
            TOP_WITH_SUBTITLE
        } else {
            TOP
        };
        let body = top + HEADER_HEIGHT;
        let bottom = body + ROW_HEIGHT * rows.len() as u32;
        let height = bottom
            + if footer.is_some() {
                FOOTER_BASELINE + FOOTER_BOTTOM
            } else {
                MARGIN
            };

        let mut rgb = Rgb::filled(width, height, style::BORDER);
        rgb.rect(
            (BORDER, BORDER, width - 2 * BORDER, height - 2 * BORDER),
            style::BACKGROUND,
        );
        let line_room = (width - 2 * MARGIN) as f32;
        let left = MARGIN as f32;
        let title = title.fitted(font, line_room);
        font.draw_shaped(
            &mut rgb,
            (left, TITLE_BASELINE),
            Align::Left,
            &title,
            style::TEXT,
        );
        if let Some(subtitle) = subtitle {
            let line = subtitle.fitted(font, line_room);
            let at = (left, SUBTITLE_BASELINE);
            font.draw_shaped_cached(
                &mut rgb,
                at,
                Align::Left,
                &line,
                style::TEXT_DIM,
                &mut glyphs,
            );
        }
        let span = width - 2 * MARGIN;
        rgb.rect((MARGIN, top, span, HEADER_HEIGHT), style::HEADER);
        rgb.rect((MARGIN, body - 1, span, 1), style::RULE);
        for (i, row) in rows.iter().enumerate() {
            let y = body + ROW_HEIGHT * i as u32;
            let ground = if row.highlight {
                Some(style::HIGHLIGHT)
            } else if i % 2 == 1 {
                Some(style::STRIPE)
            } else {
                None
            };
            if let Some(colour) = ground {
                rgb.rect((MARGIN, y, span, ROW_HEIGHT), colour);
            }
        }
        let mut x = MARGIN;
        for (c, (column, header)) in columns.iter().zip(headers).enumerate() {
            let w = widths[c];
            let room = w.saturating_sub(2 * PAD) as f32;
            let line = header.fitted(font, room);
            let at = (
                cell_x(column.align, x, w, &line),
                baseline(top, HEADER_HEIGHT - 1, HEADER_SIZE),
            );
            font.draw_shaped_cached(
                &mut rgb,
                at,
                Align::Left,
                &line,
                style::TEXT_DIM,
                &mut glyphs,
            );
            x += w;
        }
        for (i, row) in cells.into_iter().enumerate() {
            let y = body + ROW_HEIGHT * i as u32;
            let mut x = MARGIN;
            for ((column, &w), cell) in columns.iter().zip(&widths).zip(row) {
                let room = w.saturating_sub(2 * PAD) as f32;
                let line = cell.fitted(font, room);
                let at = (
                    cell_x(column.align, x, w, &line),
                    baseline(y, ROW_HEIGHT, CELL_SIZE),
                );
                font.draw_shaped_cached(&mut rgb, at, Align::Left, &line, style::TEXT, &mut glyphs);
                x += w;
            }
        }
        if let Some(footer) = footer {
            let line = footer.fitted(font, line_room);
            let at = (left, (bottom + FOOTER_BASELINE) as f32);
            font.draw_shaped_cached(
                &mut rgb,
                at,
                Align::Left,
                &line,
                style::TEXT_DIM,
                &mut glyphs,
            );
        }
        rgb
    }
}

#[cfg(test)]
mod tests {
    use super::share;

    #[test]
    fn narrow_columns_keep_their_width_and_wide_ones_share_the_rest() {
        assert_eq!(share(&[40, 200, 60], 400), vec![40, 200, 60]);
        assert_eq!(share(&[40, 2000, 60], 400), vec![40, 300, 60]);
        assert_eq!(share(&[40, 2000, 900], 400), vec![40, 180, 180]);
        assert_eq!(share(&[], 400), Vec::<u32>::new());
        let many = share(&[100; 500], 1368);
        assert!(many.iter().sum::<u32>() <= 1368);
    }
}
