//! One game's pre-rendered art, and the per-request composition: copy the background, paint
//! the few tiles that hold a piece or a mark, map them to the palette.

use super::canvas::{Align, Paint, Rgb, Rgba, Sprite, Text};
use super::palette::Palette;
use super::style;
use super::{Caption, RenderError};
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
    /// The colours of the two sides' markers in the caption: fill and rim.
    pub side_colours: [(Rgba, Rgba); 2],
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

    /// The caption strip as palette indices (`width × CAPTION_HEIGHT`).
    pub fn caption(&self, text: &Text, caption: &Caption) -> Vec<u8> {
        let strip = caption_strip(text, caption, self.kind, self.width, self.side_colours);
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

/// Replaces characters the font cannot draw (emoji in a player's name) with '?'.
fn drawable(text: &Text, s: &str) -> String {
    s.chars()
        .map(|c| if text.has(c) || c == ' ' { c } else { '?' })
        .collect()
}
/// Learns a game's palette from everything its pictures can show (both backgrounds, a sample
/// caption strip, and the sprites over each square colour in `samples`), keeping the board's
/// `board_colours` and the caption's colours exact, then indexes the backgrounds with it.
pub fn learn_palette(
    fonts: &super::Fonts,
    kind: GameKind,
    width: u32,
    sides: [(Rgba, Rgba); 2],
    board_colours: &[Rgba],
    backgrounds_rgb: [Vec<u8>; 2],
    samples: &[Vec<u8>],
) -> (Palette, BySide<Background>) {
    let caption = caption_strip(&fonts.latin, &super::sample_caption(), kind, width, sides).px;
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

/// Draws the caption: "● first (white)  vs  ○ second (black)" over the status line. The side's
/// colour is written out as well as shown, because a black marker on the dark strip can read
/// as an empty ring.
pub fn caption_strip(
    text: &Text,
    caption: &Caption,
    kind: GameKind,
    width: u32,
    sides: [(Rgba, Rgba); 2],
) -> Rgb {
    let mut layer = Rgb::filled(width, style::CAPTION_HEIGHT, style::CAPTION_BACKGROUND);
    let (name_size, label_size, status_size) = (22.0, 15.0, 17.0);
    let half = width as f32 / 2.0;
    let (disc, gap) = (9.0, 8.0);
    let baseline = 30.0;
    let centre_y = baseline - 7.5;
    let vs = "vs";
    let w_vs = text.width(name_size - 4.0, vs);
    let labels = [Side::First, Side::Second].map(|side| kind.side_name(side).to_string());
    let names = [&caption.first_player, &caption.second_player];
    // Each block (marker, name, colour) must fit in its half beside the "vs".
    let room = half - w_vs / 2.0 - 14.0 - 12.0;
    let blocks: Vec<(String, f32, f32)> = (0..2)
        .map(|i| {
            let w_label = text.width(label_size, &labels[i]);
            let max_name = room - 2.0 * disc - gap - 6.0 - w_label;
            let name = text.fit(name_size, &drawable(text, names[i].trim()), max_name);
            let w_name = text.width(name_size, &name);
            (name, w_name, w_label)
        })
        .collect();
    let block_width = |b: &(String, f32, f32)| 2.0 * disc + gap + b.1 + 6.0 + b.2;
    let starts = [
        half - w_vs / 2.0 - 14.0 - block_width(&blocks[0]),
        half + w_vs / 2.0 + 14.0,
    ];
    for (i, (name, w_name, _)) in blocks.iter().enumerate() {
        let x = starts[i];
        let (fill, rim) = sides[i];
        layer.disc(x + disc, centre_y, disc, rim);
        layer.disc(x + disc, centre_y, disc - 2.0, fill);
        let name_x = x + 2.0 * disc + gap;
        text.draw(
            &mut layer,
            (name_x, baseline),
            name_size,
            Align::Left,
            name,
            style::CAPTION_TEXT,
        );
        text.draw(
            &mut layer,
            (name_x + w_name + 6.0, baseline),
            label_size,
            Align::Left,
            &labels[i],
            style::CAPTION_STATUS,
        );
    }
    text.draw(
        &mut layer,
        (half, baseline - 1.0),
        name_size - 4.0,
        Align::Centre,
        vs,
        style::CAPTION_STATUS,
    );
    let status = text.fit(
        status_size,
        &drawable(text, caption.status.trim()),
        width as f32 - 24.0,
    );
    text.draw(
        &mut layer,
        (half, 58.0),
        status_size,
        Align::Centre,
        &status,
        style::CAPTION_STATUS,
    );
    layer
}
