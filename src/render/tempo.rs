//! Tempo's art: a 6×5 wooden board with black and white stones.

use super::art::{Art, Geometry, Marker, Marks};
use super::canvas::{Layer, Paint, Rgba, Sprite};
use super::style::tempo::*;
use super::text::Align;
use super::{Fonts, RenderError};
use crate::games::{GameKind, Side};
use std::collections::HashMap;

const FILES: u32 = 6;
const RANKS: u32 = 5;

fn geometry() -> Geometry {
    Geometry {
        files: FILES as u8,
        ranks: RANKS as u8,
        origin: (MARGIN, MARGIN),
        pitch: CELL,
        tile: CELL,
    }
}

fn size() -> (u32, u32) {
    (2 * MARGIN + FILES * CELL, 2 * MARGIN + RANKS * CELL)
}

fn background(fonts: &Fonts, bottom: Side) -> Layer {
    let (width, height) = size();
    let mut layer = Layer::filled(width, height, FRAME);
    let m = MARGIN as f32;
    let c = CELL as f32;
    layer.rect(m, m, FILES as f32 * c, RANKS as f32 * c, BOARD);
    // Grid lines sit on the cell boundaries, one pixel into each cell (the marks keep them).
    for i in 0..=FILES {
        let x = m + i as f32 * c;
        layer.rect(x - 1.0, m - 1.0, 2.0, RANKS as f32 * c + 2.0, GRID);
    }
    for i in 0..=RANKS {
        let y = m + i as f32 * c;
        layer.rect(m - 1.0, y - 1.0, FILES as f32 * c + 2.0, 2.0, GRID);
    }
    let text = &fonts.latin;
    for col in 0..FILES {
        let file = match bottom {
            Side::First => col,
            Side::Second => FILES - 1 - col,
        };
        let x = m + c * (col as f32 + 0.5);
        let letter = char::from(b'a' + file as u8).to_string();
        for y in [m / 2.0 + 6.5, height as f32 - m / 2.0 + 6.5] {
            text.draw(
                &mut layer,
                (x, y),
                18.0,
                Align::Centre,
                &letter,
                COORDINATES,
            );
        }
    }
    for row in 0..RANKS {
        let rank = match bottom {
            Side::First => RANKS - row,
            Side::Second => row + 1,
        };
        let y = m + c * (row as f32 + 0.5) + 6.5;
        for x in [m / 2.0, width as f32 - m / 2.0] {
            text.draw(
                &mut layer,
                (x, y),
                18.0,
                Align::Centre,
                &rank.to_string(),
                COORDINATES,
            );
        }
    }
    layer
}

fn stone(side: Side) -> Layer {
    let mut layer = Layer::new(CELL, CELL);
    let c = CELL as f32 / 2.0;
    let r = STONE_RADIUS;
    layer.disc(c + 2.0, c + 3.0, r, Rgba(0, 0, 0, 0.35));
    match side {
        Side::First => {
            layer.shaded_disc(
                (c, c, r),
                (c - 12.0, c - 14.0),
                BLACK_STONE.0,
                BLACK_STONE.1,
            );
        }
        Side::Second => {
            layer.disc(c, c, r, Rgba::rgb(0x8E, 0x8E, 0x8A));
            layer.shaded_disc(
                (c, c, r - 1.2),
                (c - 12.0, c - 14.0),
                WHITE_STONE.0,
                WHITE_STONE.1,
            );
        }
    }
    layer
}

/// Pre-renders Tempo.
pub fn build(fonts: &Fonts) -> Result<Art, RenderError> {
    let (width, height) = size();
    let layers = [
        background(fonts, Side::First),
        background(fonts, Side::Second),
    ];
    let mut pieces = HashMap::new();
    let mut samples: Vec<Vec<u8>> = Vec::new();
    for side in [Side::First, Side::Second] {
        let layer = stone(side);
        for base in [BOARD, HIGHLIGHT, CAPTURED] {
            samples.push(layer.to_rgb(base));
        }
        pieces.insert((side, 'S'), layer.to_sprite());
    }
    let unknown: [Sprite; 2] = [
        stone(Side::First).to_sprite(),
        stone(Side::Second).to_sprite(),
    ];
    let backgrounds_rgb = [layers[0].to_rgb(FRAME), layers[1].to_rgb(FRAME)];
    let sides = [
        Marker::dark(),
        Marker::flat(WHITE_STONE.0, Rgba::rgb(0x8E, 0x8E, 0x8A)),
    ];
    let (palette, backgrounds) = super::art::learn_palette(
        fonts,
        GameKind::Tempo,
        width,
        sides,
        &[FRAME, COORDINATES, BOARD, GRID, HIGHLIGHT, CAPTURED],
        backgrounds_rgb,
        &samples,
    );
    Ok(Art {
        kind: GameKind::Tempo,
        geometry: geometry(),
        width,
        height,
        backgrounds,
        pieces,
        unknown: unknown.into(),
        marks: Marks::Fill {
            last: [HIGHLIGHT.bytes(), HIGHLIGHT.bytes()],
            captured: CAPTURED.bytes(),
            inset: 1,
        },
        check: None,
        palette,
        markers: sides,
    })
}
