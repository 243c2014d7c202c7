//! Xiangqi's art: the traditional board of lines on wood (river, palaces, position marks) and
//! round ivory pieces with red or black characters.

use super::art::{Art, Geometry, Marker, Marks};
use super::canvas::{Layer, Paint, Rgba, Sprite};
use super::style::xiangqi::*;
use super::text::Align;
use super::{Fonts, RenderError};
use crate::games::{GameKind, Side};
use std::collections::HashMap;

/// The characters by FEN letter: Red's, then Black's.
const CHARACTERS: [(char, char, char); 7] = [
    ('K', '帥', '將'),
    ('A', '仕', '士'),
    ('B', '相', '象'),
    ('N', '傌', '馬'),
    ('R', '俥', '車'),
    ('C', '炮', '砲'),
    ('P', '兵', '卒'),
];

/// Brackets marking where a piece was captured (a move's mark in red; unused by the engine's
/// views today, which mark captures on the destination).
const CAPTURED: Rgba = Rgba::rgb(0xD3, 0x2F, 0x2F);

const FILES: u32 = 9;
const RANKS: u32 = 10;

fn size() -> (u32, u32) {
    (
        2 * MARGIN + (FILES - 1) * PITCH,
        2 * MARGIN + (RANKS - 1) * PITCH,
    )
}

fn geometry() -> Geometry {
    let half = PITCH / 2;
    Geometry {
        files: FILES as u8,
        ranks: RANKS as u8,
        origin: (MARGIN - half, MARGIN - half),
        pitch: PITCH,
        tile: PITCH,
    }
}

fn point(col: u32, row: u32) -> (f32, f32) {
    ((MARGIN + col * PITCH) as f32, (MARGIN + row * PITCH) as f32)
}

fn background(fonts: &Fonts, bottom: Side) -> Layer {
    let (width, height) = size();
    let mut layer = Layer::filled(width, height, WOOD);
    let (left, top) = point(0, 0);
    let (right, foot) = point(FILES - 1, RANKS - 1);
    // The outer frame, a little outside the outermost lines.
    let o = 7.0;
    for (a, b) in [
        ((left - o, top - o), (right + o, top - o)),
        ((right + o, top - o), (right + o, foot + o)),
        ((right + o, foot + o), (left - o, foot + o)),
        ((left - o, foot + o), (left - o, top - o)),
    ] {
        layer.line(a, b, 3.0, LINES);
    }
    for row in 0..RANKS {
        layer.line(point(0, row), point(FILES - 1, row), 2.0, LINES);
    }
    for col in 0..FILES {
        if col == 0 || col == FILES - 1 {
            layer.line(point(col, 0), point(col, RANKS - 1), 2.0, LINES);
        } else {
            // The river cuts the inner files.
            layer.line(point(col, 0), point(col, 4), 2.0, LINES);
            layer.line(point(col, 5), point(col, RANKS - 1), 2.0, LINES);
        }
    }
    for (r0, r1) in [(0, 2), (7, 9)] {
        layer.line(point(3, r0), point(5, r1), 2.0, LINES);
        layer.line(point(5, r0), point(3, r1), 2.0, LINES);
    }
    // Position marks at the cannons' and soldiers' start points.
    let marks = [(1, 2), (7, 2), (1, 7), (7, 7)]
        .into_iter()
        .chain([0, 2, 4, 6, 8].into_iter().flat_map(|c| [(c, 3), (c, 6)]));
    for (col, row) in marks {
        let (x, y) = point(col, row);
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            if (col == 0 && sx < 0.0) || (col == FILES - 1 && sx > 0.0) {
                continue;
            }
            let corner = (x + sx * 5.0, y + sy * 5.0);
            layer.line(corner, (x + sx * 14.0, y + sy * 5.0), 2.0, LINES);
            layer.line(corner, (x + sx * 5.0, y + sy * 14.0), 2.0, LINES);
        }
    }
    let river_y = (point(0, 4).1 + point(0, 5).1) / 2.0;
    let ink = Rgba(LINES.0, LINES.1, LINES.2, 0.85);
    for (col, character) in [(1.5, "楚"), (2.5, "河"), (5.5, "漢"), (6.5, "界")] {
        let x = MARGIN as f32 + col * PITCH as f32;
        fonts
            .cjk
            .draw_centred(&mut layer, (x, river_y), 36.0, character, ink);
    }

    let (colour_bottom, colour_top) = match bottom {
        Side::First => (RED, BLACK),
        Side::Second => (BLACK, RED),
    };
    let text = &fonts.latin;
    let m = MARGIN as f32;
    for col in 0..FILES {
        let x = point(col, 0).0;
        let file = match bottom {
            Side::First => col,
            Side::Second => FILES - 1 - col,
        };
        let letter = char::from(b'a' + file as u8).to_string();
        text.draw(
            &mut layer,
            (x, height as f32 - 30.0),
            18.0,
            Align::Centre,
            &letter,
            LABELS,
        );
        // WXF numbers count from each player's right: the bottom player's run 9…1 from the
        // left, the top player's 1…9.
        let below = (FILES - col).to_string();
        let above = (col + 1).to_string();
        text.draw(
            &mut layer,
            (x, height as f32 - 8.0),
            15.0,
            Align::Centre,
            &below,
            colour_bottom,
        );
        text.draw(
            &mut layer,
            (x, 34.0),
            15.0,
            Align::Centre,
            &above,
            colour_top,
        );
    }
    for row in 0..RANKS {
        let y = point(0, row).1 + 6.5;
        let rank = match bottom {
            Side::First => RANKS - 1 - row,
            Side::Second => row,
        };
        let label = rank.to_string();
        text.draw(
            &mut layer,
            (m / 2.0 - 4.0, y),
            18.0,
            Align::Centre,
            &label,
            LABELS,
        );
        text.draw(
            &mut layer,
            (width as f32 - m / 2.0 + 4.0, y),
            18.0,
            Align::Centre,
            &label,
            LABELS,
        );
    }
    layer
}

fn piece(fonts: &Fonts, side: Side, character: Option<char>) -> Layer {
    let mut layer = Layer::new(PITCH, PITCH);
    let c = PITCH as f32 / 2.0;
    let r = PIECE_RADIUS;
    let ink = match side {
        Side::First => RED,
        Side::Second => BLACK,
    };
    layer.disc(c + 1.5, c + 2.5, r, Rgba(0, 0, 0, 0.35));
    layer.disc(c, c, r, EDGE);
    layer.shaded_disc((c, c, r - 1.8), (c - 8.0, c - 10.0), FACE.0, FACE.1);
    layer.ring(c, c, r - 5.0, 1.8, ink);
    if let Some(character) = character {
        fonts
            .cjk
            .draw_centred(&mut layer, (c, c), 31.0, &character.to_string(), ink);
    }
    layer
}

fn brackets(colour: Rgba) -> Layer {
    let mut layer = Layer::new(PITCH, PITCH);
    let (t, l, far) = (4.0, 14.0, PITCH as f32 - 1.0);
    for (x, y, w, h) in [
        (1.0, 1.0, l, t),
        (1.0, 1.0, t, l),
        (far - l, 1.0, l, t),
        (far - t, 1.0, t, l),
        (1.0, far - t, l, t),
        (1.0, far - l, t, l),
        (far - l, far - t, l, t),
        (far - t, far - l, t, l),
    ] {
        layer.rect(x, y, w, h, colour);
    }
    layer
}

/// The mark under a general in check: a faint red glow filling its point and a solid red ring
/// just outside the piece, so that it shows as a red rim around the piece.
fn check_mark() -> Layer {
    let mut layer = Layer::new(PITCH, PITCH);
    let c = PITCH as f32 / 2.0;
    layer.disc(c, c, c, Rgba(CHECK.0, CHECK.1, CHECK.2, 0.3));
    layer.ring(c, c, PIECE_RADIUS + 1.5, 3.4, CHECK);
    layer
}

/// Pre-renders Xiangqi.
pub fn build(fonts: &Fonts) -> Result<Art, RenderError> {
    for (_, red, black) in CHARACTERS {
        for c in [red, black] {
            if !fonts.cjk.has(c) {
                return Err(RenderError::Asset(format!(
                    "the CJK font subset lacks '{c}'"
                )));
            }
        }
    }
    let (width, height) = size();
    let layers = [
        background(fonts, Side::First),
        background(fonts, Side::Second),
    ];
    let mut pieces = HashMap::new();
    let mut samples: Vec<Vec<u8>> = Vec::new();
    for (letter, red, black) in CHARACTERS {
        for (side, character) in [(Side::First, red), (Side::Second, black)] {
            let layer = piece(fonts, side, Some(character));
            samples.push(layer.to_rgb(WOOD));
            pieces.insert((side, letter), layer.to_sprite());
        }
    }
    let unknown: [Sprite; 2] = [
        piece(fonts, Side::First, None).to_sprite(),
        piece(fonts, Side::Second, None).to_sprite(),
    ];
    let last = brackets(HIGHLIGHT);
    let captured = brackets(CAPTURED);
    let check = check_mark();
    samples.push(last.to_rgb(WOOD));
    samples.push(captured.to_rgb(WOOD));
    // The check mark with each general on it, as it will be drawn.
    for side in [Side::First, Side::Second] {
        if let Some(general) = pieces.get(&(side, 'K')) {
            let mut under = check.to_rgb(WOOD);
            general.blit(&mut under, PITCH as usize, 0, 0);
            samples.push(under);
        }
    }
    let backgrounds_rgb = [layers[0].to_rgb(WOOD), layers[1].to_rgb(WOOD)];
    let sides = [Marker::flat(RED, RED), Marker::dark()];
    let (palette, backgrounds) = super::art::learn_palette(
        fonts,
        GameKind::Xiangqi,
        width,
        sides,
        &[WOOD, LINES, RED, BLACK, HIGHLIGHT, CAPTURED, CHECK],
        backgrounds_rgb,
        &samples,
    );
    Ok(Art {
        kind: GameKind::Xiangqi,
        geometry: geometry(),
        width,
        height,
        backgrounds,
        pieces,
        unknown: unknown.into(),
        marks: Marks::Overlay {
            last: last.to_sprite(),
            captured: captured.to_sprite(),
        },
        check: Some(check.to_sprite()),
        palette,
        markers: sides,
    })
}
