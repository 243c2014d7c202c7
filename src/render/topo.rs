//! Topo's art: a brown chessboard with the green central square, and Twemoji animals on
//! white or black tokens.

use super::art::{Art, Geometry, Marker, Marks};
use super::canvas::{Layer, Paint, Rgba, Sprite};
use super::style::topo::*;
use super::text::Align;
use super::{Fonts, RenderError};
use crate::games::{GameKind, Side};
use std::collections::HashMap;

/// The animals (Twemoji, CC-BY 4.0; see assets/twemoji/), by letter.
const ANIMALS: [(char, &[u8]); 6] = [
    ('K', include_bytes!("../../assets/twemoji/mouse.png")),
    ('Q', include_bytes!("../../assets/twemoji/hare.png")),
    ('N', include_bytes!("../../assets/twemoji/horse.png")),
    ('R', include_bytes!("../../assets/twemoji/dog.png")),
    ('B', include_bytes!("../../assets/twemoji/fish.png")),
    ('P', include_bytes!("../../assets/twemoji/kitten.png")),
];

const ANIMAL_SIZE: u32 = 48;
const TOKEN_RADIUS: f32 = 31.0;

fn geometry() -> Geometry {
    Geometry {
        files: 8,
        ranks: 8,
        origin: (MARGIN, MARGIN),
        pitch: SQUARE,
        tile: SQUARE,
    }
}

fn is_centre(file: u8, rank: u8) -> bool {
    (3..=4).contains(&file) && (3..=4).contains(&rank)
}

fn background(fonts: &Fonts, bottom: Side) -> Layer {
    let size = 2 * MARGIN + 8 * SQUARE;
    let mut layer = Layer::filled(size, size, FRAME);
    let g = geometry();
    for rank in 0..8u8 {
        for file in 0..8u8 {
            let (x, y) = g.tile_origin(crate::games::Cell::new(file, rank), bottom);
            let dark = (file + rank) % 2 == 0;
            let colour = match (is_centre(file, rank), dark) {
                (true, true) => CENTRE_DARK,
                (true, false) => CENTRE_LIGHT,
                (false, true) => DARK,
                (false, false) => LIGHT,
            };
            layer.rect(x as f32, y as f32, SQUARE as f32, SQUARE as f32, colour);
        }
    }
    let text = &fonts.latin;
    let m = MARGIN as f32;
    let s = SQUARE as f32;
    for i in 0..8u8 {
        let (file, rank) = match bottom {
            Side::First => (i, 7 - i),
            Side::Second => (7 - i, i),
        };
        let letter = char::from(b'a' + file).to_string();
        let number = (rank + 1).to_string();
        let centre = m + s * (f32::from(i) + 0.5);
        for y in [m / 2.0 + 6.5, size as f32 - m / 2.0 + 6.5] {
            text.draw(
                &mut layer,
                (centre, y),
                18.0,
                Align::Centre,
                &letter,
                COORDINATES,
            );
        }
        for x in [m / 2.0, size as f32 - m / 2.0] {
            text.draw(
                &mut layer,
                (x, centre + 6.5),
                18.0,
                Align::Centre,
                &number,
                COORDINATES,
            );
        }
    }
    layer
}

/// A token of `side` carrying `animal` (or nothing, for the unknown-piece sprite).
fn token(side: Side, animal: Option<&Layer>) -> Layer {
    let mut layer = Layer::new(SQUARE, SQUARE);
    let c = SQUARE as f32 / 2.0;
    layer.disc(c + 1.5, c + 2.5, TOKEN_RADIUS, Rgba(0, 0, 0, 0.35));
    let ((inner, outer), rim) = match side {
        Side::First => (WHITE_TOKEN, WHITE_RIM),
        Side::Second => (BLACK_TOKEN, BLACK_RIM),
    };
    layer.disc(c, c, TOKEN_RADIUS, rim);
    layer.shaded_disc(
        (c, c, TOKEN_RADIUS - 2.0),
        (c - 10.0, c - 12.0),
        inner,
        outer,
    );
    if side == Side::Second {
        layer.ring(c, c, TOKEN_RADIUS - 3.0, 1.2, Rgba(0x9A, 0x9A, 0xA4, 0.8));
    }
    if let Some(animal) = animal {
        let at = i64::from((SQUARE - ANIMAL_SIZE) / 2);
        layer.draw_layer(animal, at, at);
    }
    layer
}

fn animal(png: &[u8]) -> Result<Layer, RenderError> {
    let decoded = image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .map_err(|e| RenderError::Asset(format!("a Topo animal picture: {e}")))?
        .to_rgba8();
    let resized = image::imageops::resize(
        &decoded,
        ANIMAL_SIZE,
        ANIMAL_SIZE,
        image::imageops::FilterType::Lanczos3,
    );
    Ok(Layer::from_rgba(ANIMAL_SIZE, ANIMAL_SIZE, resized.as_raw()))
}

/// Pre-renders Topo.
pub fn build(fonts: &Fonts) -> Result<Art, RenderError> {
    let size = 2 * MARGIN + 8 * SQUARE;
    let layers = [
        background(fonts, Side::First),
        background(fonts, Side::Second),
    ];
    let mut pieces = HashMap::new();
    let mut samples: Vec<Vec<u8>> = Vec::new();
    for (letter, png) in ANIMALS {
        let animal = animal(png)?;
        for side in [Side::First, Side::Second] {
            let layer = token(side, Some(&animal));
            for base in [LIGHT, DARK, HIGHLIGHT_LIGHT, CENTRE_DARK] {
                samples.push(layer.to_rgb(base));
            }
            pieces.insert((side, letter), layer.to_sprite());
        }
    }
    let unknown: [Sprite; 2] = [
        token(Side::First, None).to_sprite(),
        token(Side::Second, None).to_sprite(),
    ];
    let backgrounds_rgb = [layers[0].to_rgb(FRAME), layers[1].to_rgb(FRAME)];
    let sides = [Marker::flat(WHITE_TOKEN.0, WHITE_RIM), Marker::dark()];
    let (palette, backgrounds) = super::art::learn_palette(
        fonts,
        GameKind::Topo,
        size,
        sides,
        &[
            FRAME,
            COORDINATES,
            LIGHT,
            DARK,
            CENTRE_LIGHT,
            CENTRE_DARK,
            HIGHLIGHT_LIGHT,
            HIGHLIGHT_DARK,
        ],
        backgrounds_rgb,
        &samples,
    );
    Ok(Art {
        kind: GameKind::Topo,
        geometry: geometry(),
        width: size,
        height: size,
        backgrounds,
        pieces,
        unknown: unknown.into(),
        marks: Marks::Fill {
            last: [HIGHLIGHT_LIGHT.bytes(), HIGHLIGHT_DARK.bytes()],
            captured: HIGHLIGHT_DARK.bytes(),
            inset: 0,
        },
        check: None,
        palette,
        markers: sides,
    })
}
