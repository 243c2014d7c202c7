//! One fixed palette of 255 colours per game (plus a transparent entry for GIF frames), and a
//! lookup table from RGB to palette index.
//!
//! Every picture of a game uses the same palette, so the PNG is indexed (a third of the bytes
//! of RGB before compression) and GIF frames need no per-frame quantising: the colour of each
//! composed pixel goes through a 64 K-entry table.

use color_quant::NeuQuant;
use std::collections::HashMap;

/// The palette entry GIF frames use for "unchanged since the last frame".
pub const TRANSPARENT: u8 = 255;

/// A game's palette and the table mapping colours onto it.
#[derive(Debug, Clone)]
pub struct Palette {
    /// 256 RGB entries; the last is [`TRANSPARENT`] and never chosen for a colour.
    colours: Vec<[u8; 3]>,
    /// Index by `rrrrrggggggbbbbb` (5-6-5 bits of the colour).
    lut: Vec<u8>,
}

fn bucket(c: [u8; 3]) -> usize {
    (usize::from(c[0] >> 3) << 11) | (usize::from(c[1] >> 2) << 5) | usize::from(c[2] >> 3)
}

fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    // Weighted for the eye (green counts most), cheap enough to run 64 K times at start-up.
    let d = |i: usize, w: i32| {
        let x = i32::from(a[i]) - i32::from(b[i]);
        (w * x * x) as u32
    };
    d(0, 3) + d(1, 4) + d(2, 2)
}

impl Palette {
    /// Learns a palette from sample pictures (packed RGB) and pins the `keys` colours exactly:
    /// the flat colours of squares, highlights and text map to themselves, so they stay crisp
    /// and tests can look for them.
    pub fn learn(samples: &[&[u8]], keys: &[[u8; 3]]) -> Self {
        // Flat squares and backgrounds repeat a few colours hundreds of thousands of times;
        // learning from each distinct colour (weighted a little by how common it is) gives the
        // same palette in a fraction of the time.
        let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
        for sample in samples {
            for p in sample.chunks_exact(3) {
                *counts.entry([p[0], p[1], p[2]]).or_default() += 1;
            }
        }
        let mut distinct: Vec<([u8; 3], u32)> = counts.into_iter().collect();
        distinct.sort_unstable();
        let mut rgba = Vec::new();
        for (c, n) in distinct {
            for _ in 0..n.min(4) {
                rgba.extend_from_slice(&[c[0], c[1], c[2], 255]);
            }
        }
        let learned = 255usize.saturating_sub(keys.len()).max(16);
        let quant = NeuQuant::new(3, learned, &rgba);
        let mut colours: Vec<[u8; 3]> = keys.to_vec();
        for c in quant.color_map_rgb().chunks_exact(3) {
            if colours.len() < 255 {
                colours.push([c[0], c[1], c[2]]);
            }
        }
        let fill = colours.first().copied().unwrap_or([0, 0, 0]);
        colours.resize(256, fill);
        // Nearest entry for the centre of each 5-6-5 bucket: NeuQuant's own search finds the
        // nearest learned colour quickly; the few pinned colours are compared directly.
        let offset = keys.len();
        let lut = (0..1usize << 16)
            .map(|b| {
                let centre = [
                    ((b >> 11) << 3 | 4) as u8,
                    (((b >> 5) & 63) << 2 | 2) as u8,
                    ((b & 31) << 3 | 4) as u8,
                ];
                let learned = offset + quant.index_of(&[centre[0], centre[1], centre[2], 255]);
                let learned = learned.min(254);
                let mut best = (distance(centre, colours[learned]), learned as u8);
                for (i, &c) in colours[..offset.min(255)].iter().enumerate() {
                    let d = distance(centre, c);
                    if d < best.0 {
                        best = (d, i as u8);
                    }
                }
                best.1
            })
            .collect::<Vec<u8>>();
        let mut palette = Palette { colours, lut };
        for (i, &key) in keys.iter().enumerate().take(255) {
            palette.lut[bucket(key)] = i as u8;
        }
        palette
    }

    /// The palette index for a colour.
    #[inline]
    pub fn index(&self, r: u8, g: u8, b: u8) -> u8 {
        self.lut[bucket([r, g, b])]
    }

    /// Maps packed RGB pixels to indices, writing into `out` (same pixel count).
    pub fn map_into(&self, rgb: &[u8], out: &mut [u8]) {
        for (p, o) in rgb.chunks_exact(3).zip(out.iter_mut()) {
            *o = self.index(p[0], p[1], p[2]);
        }
    }

    /// The 256 entries as packed RGB bytes, for the PNG `PLTE` chunk and the GIF colour table.
    pub fn rgb_bytes(&self) -> Vec<u8> {
        self.colours.iter().flatten().copied().collect()
    }

    /// The colour of an index.
    #[cfg(test)]
    pub fn colour(&self, index: u8) -> [u8; 3] {
        self.colours[usize::from(index)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_colours_map_to_themselves_and_others_to_a_near_entry() {
        let keys = [[10, 200, 30], [240, 240, 240], [0, 0, 0]];
        let gradient: Vec<u8> = (0..=255u8).flat_map(|v| [v, 255 - v, v / 2]).collect();
        let sample = gradient.repeat(50);
        let palette = Palette::learn(&[&sample], &keys);
        for key in keys {
            let i = palette.index(key[0], key[1], key[2]);
            assert_eq!(palette.colour(i), key);
        }
        for p in gradient.chunks_exact(3) {
            let c = palette.colour(palette.index(p[0], p[1], p[2]));
            let err: i32 = (0..3)
                .map(|i| (i32::from(c[i]) - i32::from(p[i])).abs())
                .sum();
            assert!(err < 40, "{p:?} mapped to {c:?}");
        }
        assert_eq!(palette.rgb_bytes().len(), 768);
    }
}
