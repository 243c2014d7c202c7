//! One game's pre-rendered art, and the per-request composition: copy the background, paint
//! the few tiles that hold a piece or a mark, map them to the palette.

use super::canvas::{Paint, Rgb, Rgba, Sprite};
use super::palette::Palette;
use super::style;
use super::text::{Align, Shaped, Text};
use super::{Caption, CaptionLayout, CaptionLine, PixelRect, RenderError};
use crate::games::{BoardView, BySide, Cell, GameKind, Side};
use std::collections::HashMap;

/// A pre-rendered picture, both as RGB (to paint over) and as palette indices (to copy).
#[derive(Debug, Clone)]
pub struct Background {
    pub rgb: Vec<u8>,
    pub idx: Vec<u8>,
}

/// Work buffers for painting one tile.
#[derive(Debug)]
pub struct Scratch {
    rgb: Vec<u8>,
    out: Vec<u8>,
}

impl Scratch {
    pub fn new(tile: u32) -> Self {
        let n = tile as usize * tile as usize;
        Scratch {
            rgb: vec![0; n * 3],
            out: vec![0; n],
        }
    }
}

/// Width of the capture-coloured frame around a cell where the mover captured.
const CAPTURE_FRAME: usize = 6;

/// How the last move is marked.
#[derive(Debug, Clone)]
pub enum Marks {
    /// The whole cell is filled (inset by `inset` pixels, to keep grid lines): by square colour
    /// (`[light, dark]`, chosen by the parity of file + rank) and for a captured stone.
    Fill {
        last: [[u8; 3]; 2],
        captured: [u8; 3],
        inset: usize,
    },
    /// A sprite is painted over the tile, under the piece (Xiangqi's corner brackets).
    Overlay { last: Sprite, captured: Sprite },
}

/// A mark on one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Last,
    Captured,
    /// The mover landed where it captured (Tempo's captures by replacement).
    LastAndCaptured,
}

/// Where the cells are: the tile of cell (column 0, row 0) from the top-left, and the step.
#[derive(Debug, Clone, Copy)]
pub struct Geometry {
    pub files: u8,
    pub ranks: u8,
    pub origin: (u32, u32),
    pub pitch: u32,
    pub tile: u32,
}

impl Geometry {
    /// The top-left pixel of `cell`'s tile with `bottom`'s home row at the bottom.
    pub fn tile_origin(&self, cell: Cell, bottom: Side) -> (u32, u32) {
        let (col, row) = match bottom {
            Side::First => (u32::from(cell.file), u32::from(self.ranks - 1 - cell.rank)),
            Side::Second => (u32::from(self.files - 1 - cell.file), u32::from(cell.rank)),
        };
        (
            self.origin.0 + col * self.pitch,
            self.origin.1 + row * self.pitch,
        )
    }
}

/// Everything pre-rendered for one game.
#[derive(Debug)]
pub struct Art {
    pub kind: GameKind,
    pub geometry: Geometry,
    pub width: u32,
    /// Height of the board picture, without the caption.
    pub height: u32,
    /// By the side at the bottom of the picture.
    pub backgrounds: BySide<Background>,
    pub pieces: HashMap<(Side, char), Sprite>,
    /// Drawn for a letter the game does not know (never expected from an engine).
    pub unknown: BySide<Sprite>,
    pub marks: Marks,
    /// Painted under a piece in check (Xiangqi's general); `None` for games without check.
    pub check: Option<Sprite>,
    pub palette: Palette,
    /// The two sides' markers in the caption.
    pub markers: [Marker; 2],
}

impl Art {
    /// Turns RGB backgrounds into [`Background`]s with this art's palette.
    pub fn index_backgrounds(palette: &Palette, rgb: [Vec<u8>; 2]) -> BySide<Background> {
        BySide::from(rgb).map(|rgb| {
            let mut idx = vec![0; rgb.len() / 3];
            palette.map_into(&rgb, &mut idx);
            Background { rgb, idx }
        })
    }

    /// Checks that a view fits this game's board.
    pub fn check(&self, view: &BoardView) -> Result<(), RenderError> {
        let g = &self.geometry;
        let cells = usize::from(view.files) * usize::from(view.ranks);
        if view.kind != self.kind
            || view.files != g.files
            || view.ranks != g.ranks
            || view.cells.len() != cells
        {
            return Err(RenderError::BoardShape {
                kind: self.kind,
                files: view.files,
                ranks: view.ranks,
                cells: view.cells.len(),
            });
        }
        Ok(())
    }

    /// The board of `view` as palette indices (`width × height`), `bottom` at the bottom.
    pub fn compose(&self, view: &BoardView, bottom: Side) -> Vec<u8> {
        let background = &self.backgrounds[bottom];
        // Room for a caption strip too, so appending it does not copy the picture again.
        let mut idx = Vec::with_capacity(
            background.idx.len() + (self.width * style::CAPTION_HEIGHT) as usize,
        );
        idx.extend_from_slice(&background.idx);
        let mut scratch = Scratch::new(self.geometry.tile);
        for rank in 0..self.geometry.ranks {
            for file in 0..self.geometry.files {
                let cell = Cell::new(file, rank);
                if view.at(cell).is_some()
                    || mark_of(view, cell).is_some()
                    || view.check == Some(cell)
                {
                    self.paint_tile(view, cell, bottom, &mut idx, &mut scratch);
                }
            }
        }
        idx
    }

    /// The cells whose tile differs between two views of this board (a piece or a mark
    /// came or went).
    pub fn changed_cells(&self, before: &BoardView, after: &BoardView) -> Vec<Cell> {
        let mut cells = Vec::new();
        for rank in 0..self.geometry.ranks {
            for file in 0..self.geometry.files {
                let cell = Cell::new(file, rank);
                if before.at(cell) != after.at(cell)
                    || mark_of(before, cell) != mark_of(after, cell)
                    || (before.check == Some(cell)) != (after.check == Some(cell))
                {
                    cells.push(cell);
                }
            }
        }
        cells
    }

    /// Draws `cell`'s tile as `view` has it (background, mark, check, piece) into `idx`, a picture
    /// `width` pixels wide.
    pub fn paint_tile(
        &self,
        view: &BoardView,
        cell: Cell,
        bottom: Side,
        idx: &mut [u8],
        scratch: &mut Scratch,
    ) {
        let background = &self.backgrounds[bottom];
        let tile = self.geometry.tile as usize;
        let stride = self.width as usize;
        let (x, y) = self.geometry.tile_origin(cell, bottom);
        let (x, y) = (x as usize, y as usize);
        let Scratch { rgb, out } = scratch;
        for row in 0..tile {
            let from = ((y + row) * stride + x) * 3;
            rgb[row * tile * 3..(row + 1) * tile * 3]
                .copy_from_slice(&background.rgb[from..from + tile * 3]);
        }
        if let Some(mark) = mark_of(view, cell) {
            self.paint_mark(rgb, tile, cell, mark);
        }
        if view.check == Some(cell) {
            if let Some(check) = &self.check {
                check.blit(rgb, tile, 0, 0);
            }
        }
        if let Some(piece) = view.at(cell) {
            let sprite = self
                .pieces
                .get(&(piece.side, piece.letter.to_ascii_uppercase()))
                .unwrap_or(&self.unknown[piece.side]);
            sprite.blit(rgb, tile, 0, 0);
        }
        self.palette.map_into(rgb, out);
        for row in 0..tile {
            let to = (y + row) * stride + x;
            idx[to..to + tile].copy_from_slice(&out[row * tile..(row + 1) * tile]);
        }
    }

    fn paint_mark(&self, rgb: &mut [u8], tile: usize, cell: Cell, mark: Mark) {
        match &self.marks {
            Marks::Fill {
                last,
                captured,
                inset,
            } => {
                let last = last[usize::from((cell.file + cell.rank) % 2 == 0)];
                // A capture on the landing cell: the move's colour inside a frame of the
                // capture colour, so both facts show.
                let (inner, frame) = match mark {
                    Mark::Last => (last, last),
                    Mark::Captured => (*captured, *captured),
                    Mark::LastAndCaptured => (last, *captured),
                };
                let border = inset + CAPTURE_FRAME;
                for row in *inset..tile - inset {
                    for col in *inset..tile - inset {
                        let edge = row < border
                            || col < border
                            || row >= tile - border
                            || col >= tile - border;
                        let i = (row * tile + col) * 3;
                        rgb[i..i + 3].copy_from_slice(if edge { &frame } else { &inner });
                    }
                }
            }
            Marks::Overlay { last, captured } => {
                if mark != Mark::Captured {
                    last.blit(rgb, tile, 0, 0);
                }
                if mark != Mark::Last {
                    captured.blit(rgb, tile, 0, 0);
                }
            }
        }
    }

    /// The caption strip laid out by `plan` as palette indices (`width × height`).
    pub fn caption(&self, text: &Text, plan: &Plan, height: u32) -> Vec<u8> {
        let strip = caption_strip(text, plan, self.width, height, self.markers);
        let mut idx = vec![0; strip.px.len() / 3];
        self.palette.map_into(&strip.px, &mut idx);
        idx
    }
}

/// Which mark, if any, `cell` carries in `view`.
fn mark_of(view: &BoardView, cell: Cell) -> Option<Mark> {
    let marks = view.last_move?;
    if marks.captured == Some(cell) {
        Some(if marks.to == cell {
            Mark::LastAndCaptured
        } else {
            Mark::Captured
        })
    } else if marks.from == cell || marks.to == cell {
        Some(Mark::Last)
    } else {
        None
    }
}

/// Learns a game's palette from everything its pictures can show (both backgrounds, a sample
/// caption strip, and the sprites over each square colour in `samples`), keeping the board's
/// `board_colours` and the caption's colours exact, then indexes the backgrounds with it.
pub fn learn_palette(
    fonts: &super::Fonts,
    kind: GameKind,
    width: u32,
    markers: [Marker; 2],
    board_colours: &[Rgba],
    backgrounds_rgb: [Vec<u8>; 2],
    samples: &[Vec<u8>],
) -> (Palette, BySide<Background>) {
    let sample = super::sample_caption();
    let plan = plan(&fonts.caption, &sample, &sample.status, kind, width);
    let caption = caption_strip(&fonts.caption, &plan, width, strip_height(1), markers).px;
    let keys: Vec<[u8; 3]> = board_colours
        .iter()
        .chain(&[
            style::CAPTION_BACKGROUND,
            style::CAPTION_TEXT,
            style::CAPTION_STATUS,
        ])
        .map(|c| c.bytes())
        .collect();
    let mut all: Vec<&[u8]> = vec![&backgrounds_rgb[0], &caption];
    all.extend(samples.iter().map(Vec::as_slice));
    let palette = Palette::learn(&all, &keys);
    let backgrounds = Art::index_backgrounds(&palette, backgrounds_rgb);
    (palette, backgrounds)
}

/// Text sizes and baselines of the caption strip, in pixels.
const NAME_SIZE: f32 = 22.0;
const LABEL_SIZE: f32 = 15.0;
const STATUS_SIZE: f32 = 17.0;
const VS_SIZE: f32 = NAME_SIZE - 4.0;
const NAME_BASELINE: f32 = 30.0;
const STATUS_BASELINE: f32 = 58.0;
/// From one status line's baseline to the next's.
const STATUS_STEP: f32 = 22.0;
/// A status never takes more lines than this; the longest real ones take two (in every
/// language, with long names and a deadline: `tests/render/render_captions.rs`), so only
/// absurd input is ever cut, on the last.
pub const MAX_STATUS_LINES: usize = 4;
/// The room kept free on each side of a status line.
const STATUS_MARGIN: f32 = 12.0;
/// The side marker's radius and the gap between it and the name.
const DISC: f32 = 9.0;
const DISC_GAP: f32 = 8.0;
/// The width of the marker's outline, and the height of its centre.
const RIM: f32 = 1.5;
const MARKER_CENTRE: f32 = NAME_BASELINE - 7.5;
/// Room on each side of the "vs", and between a name and its side's colour.
const VS_ROOM: f32 = 14.0;
const LABEL_GAP: f32 = 6.0;

/// A side's marker in the caption: a disc of `fill` shaded towards `shade` at its edge (lit
/// from the top left, as the board's pieces are) inside an outline of `rim`.
#[derive(Debug, Clone, Copy)]
pub struct Marker {
    pub fill: Rgba,
    pub shade: Rgba,
    pub rim: Rgba,
}

impl Marker {
    /// A disc of one colour.
    pub const fn flat(fill: Rgba, rim: Rgba) -> Self {
        Marker {
            fill,
            shade: fill,
            rim,
        }
    }

    /// The dark side's marker in every game: a filled dark disc with a light outline (a black
    /// fill alone is the strip's own colour to the eye, and read as an empty ring).
    pub const fn dark() -> Self {
        Marker {
            fill: style::CAPTION_DARK_MARKER.0,
            shade: style::CAPTION_DARK_MARKER.1,
            rim: style::CAPTION_MARKER_RIM,
        }
    }
}

/// The height of a caption strip whose status takes `lines` lines.
pub fn strip_height(lines: usize) -> u32 {
    let extra = lines.clamp(1, MAX_STATUS_LINES) - 1;
    style::CAPTION_HEIGHT + (extra as f32 * STATUS_STEP) as u32
}

/// Where everything in a caption strip goes (strip coordinates).
pub struct Plan {
    /// Per side: the left edge of its block, the name as drawn and the side's label.
    blocks: [(f32, Shaped, Shaped); 2],
    versus: Shaped,
    /// The status, one shaped line each.
    status: Vec<Shaped>,
}

impl Plan {
    /// How many lines the status takes.
    pub fn status_lines(&self) -> usize {
        self.status.len()
    }
}

/// Lays a caption out with `status` as its state: each side's block (marker, name, side's
/// colour) fits in its half beside the "vs"; a name wider than that is cut with "…" (the only
/// text ever cut); the status is centred below on as many lines as it needs.
pub fn plan(text: &Text, caption: &Caption, status: &str, kind: GameKind, width: u32) -> Plan {
    let half = width as f32 / 2.0;
    let versus = text.shape(VS_SIZE, &text.printable(&caption.versus), None);
    let room = half - versus.width / 2.0 - VS_ROOM - 12.0;
    let names = [&caption.first_player, &caption.second_player];
    let blocks = [0, 1].map(|i| {
        let side = if i == 0 { Side::First } else { Side::Second };
        let label = match &caption.side_labels {
            Some(labels) => text.printable(&labels[i]),
            None => kind.side_name(side).to_string(),
        };
        let label = text.shape(LABEL_SIZE, &label, None);
        let max_name = room - 2.0 * DISC - DISC_GAP - LABEL_GAP - label.width;
        let name = text.fit(NAME_SIZE, &text.printable(names[i]), max_name);
        let block = 2.0 * DISC + DISC_GAP + name.width + LABEL_GAP + label.width;
        let x = if i == 0 {
            half - versus.width / 2.0 - VS_ROOM - block
        } else {
            half + versus.width / 2.0 + VS_ROOM
        };
        (x, name, label)
    });
    let status = status_text(text, status, width);
    Plan {
        blocks,
        versus,
        status,
    }
}

/// How many lines `status` takes in a caption strip `width` pixels wide.
pub fn status_lines(text: &Text, status: &str, width: u32) -> usize {
    status_text(text, status, width).len()
}

/// `status` broken into the caption's lines.
fn status_text(text: &Text, status: &str, width: u32) -> Vec<Shaped> {
    text.wrap(
        STATUS_SIZE,
        &text.printable(status),
        width as f32 - 2.0 * STATUS_MARGIN,
        MAX_STATUS_LINES,
    )
}

/// The box of a line of `size` pixels with its baseline at `baseline`: an em above it (the
/// tallest glyphs, ideographs, reach about that) and a quarter below.
fn line_rect(x: f32, baseline: f32, size: f32, width: f32, height: u32) -> PixelRect {
    let top = (baseline - size).floor().max(0.0);
    let bottom = (baseline + size / 4.0).ceil().min(height as f32);
    let left = x.floor().max(0.0);
    let right = if width > 0.0 {
        (x + width).ceil()
    } else {
        left
    };
    PixelRect {
        x: left as u32,
        y: top as u32,
        width: (right - left).max(0.0) as u32,
        height: (bottom - top).max(0.0) as u32,
    }
}

/// A drawn line of text with its left end at `x`, as a [`CaptionLine`].
fn caption_line(text: &Text, line: &Shaped, x: f32, baseline: f32, height: u32) -> CaptionLine {
    let size = line.size;
    let glyphs = line
        .char_boxes()
        .into_iter()
        .map(|(c, at, advance)| (c, line_rect(x + at, baseline, size, advance, height)))
        .collect();
    CaptionLine {
        rect: line_rect(x, baseline, size, line.width, height),
        glyphs,
        glyph_ids: line
            .glyph_ids()
            .map(|(face, id)| (text.font_name(face), id))
            .collect(),
        text: line.text.clone(),
    }
}

/// The baseline of the status's line `i`, in a strip made for `lines` status lines: a shorter
/// status (another frame of a replay) is centred in the room.
fn status_baseline(i: usize, of: usize, lines: usize) -> f32 {
    let spare = lines.saturating_sub(of) as f32 * STATUS_STEP / 2.0;
    STATUS_BASELINE + spare + i as f32 * STATUS_STEP
}

/// Where the caption strip puts its names, "vs" and status (strip coordinates), in a strip
/// `height` pixels high.
pub fn caption_layout(text: &Text, plan: &Plan, width: u32, height: u32) -> CaptionLayout {
    let names = [0, 1].map(|i| {
        let (x, name, _) = &plan.blocks[i];
        caption_line(text, name, x + 2.0 * DISC + DISC_GAP, NAME_BASELINE, height)
    });
    let half = width as f32 / 2.0;
    let versus = caption_line(
        text,
        &plan.versus,
        half - plan.versus.width / 2.0,
        NAME_BASELINE - 1.0,
        height,
    );
    let lines = lines_of(height);
    let status = plan
        .status
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let baseline = status_baseline(i, plan.status.len(), lines);
            caption_line(text, line, half - line.width / 2.0, baseline, height)
        })
        .collect();
    let markers = [0, 1].map(|i| {
        let (x, _, _) = &plan.blocks[i];
        let top = MARKER_CENTRE - DISC;
        PixelRect {
            x: x.floor().max(0.0) as u32,
            y: top.floor().max(0.0) as u32,
            width: (2.0 * DISC) as u32,
            height: (2.0 * DISC) as u32,
        }
    });
    CaptionLayout {
        names,
        versus,
        status,
        markers,
        strip: PixelRect {
            x: 0,
            y: 0,
            width,
            height,
        },
    }
}

/// How many status lines a strip of `height` pixels holds.
fn lines_of(height: u32) -> usize {
    let extra = height.saturating_sub(style::CAPTION_HEIGHT) as f32 / STATUS_STEP;
    1 + extra.round() as usize
}

/// Draws the caption: "● first (white)  vs  ● second (black)" over the status lines, in a strip
/// `height` pixels high. The side's colour is written out as well as shown. Names and status
/// go through the font chain, so any script it covers draws.
pub fn caption_strip(
    text: &Text,
    plan: &Plan,
    width: u32,
    height: u32,
    markers: [Marker; 2],
) -> Rgb {
    let mut layer = Rgb::filled(width, height, style::CAPTION_BACKGROUND);
    let half = width as f32 / 2.0;
    let centre_y = MARKER_CENTRE;
    for (i, (x, name, label)) in plan.blocks.iter().enumerate() {
        let Marker { fill, shade, rim } = markers[i];
        let cx = x + DISC;
        layer.disc(cx, centre_y, DISC, rim);
        let r = DISC - RIM;
        layer.shaded_disc(
            (cx, centre_y, r),
            (cx - 0.4 * r, centre_y - 0.5 * r),
            fill,
            shade,
        );
        let name_x = x + 2.0 * DISC + DISC_GAP;
        text.draw_shaped(
            &mut layer,
            (name_x, NAME_BASELINE),
            Align::Left,
            name,
            style::CAPTION_TEXT,
        );
        text.draw_shaped(
            &mut layer,
            (name_x + name.width + LABEL_GAP, NAME_BASELINE),
            Align::Left,
            label,
            style::CAPTION_STATUS,
        );
    }
    text.draw_shaped(
        &mut layer,
        (half, NAME_BASELINE - 1.0),
        Align::Centre,
        &plan.versus,
        style::CAPTION_STATUS,
    );
    let lines = lines_of(height);
    for (i, line) in plan.status.iter().enumerate() {
        text.draw_shaped(
            &mut layer,
            (half, status_baseline(i, plan.status.len(), lines)),
            Align::Centre,
            line,
            style::CAPTION_STATUS,
        );
    }
    layer
}
