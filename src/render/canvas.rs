//! Drawing at start-up: an RGBA layer with anti-aliased shapes, text and images.
//!
//! Everything here runs once, in [`super::Renderer::new`], so it favours simple and exact over
//! fast: colours are premultiplied `f32`, and a shape is a function giving the covered fraction
//! of each pixel (a signed distance turned into coverage), which anti-aliases every edge alike.
//! [`Rgb`] is the exception: the pictures drawn per request (the graph, the table) paint on it
//! directly.

use super::RenderError;

/// An sRGB colour with straight (not premultiplied) alpha, as written in style tables.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub f32);

impl Rgba {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Rgba(r, g, b, 1.0)
    }

    /// The same colour with alpha `a`.
    pub const fn alpha(self, a: f32) -> Self {
        Rgba(self.0, self.1, self.2, a)
    }

    /// The opaque RGB bytes.
    pub const fn bytes(self) -> [u8; 3] {
        [self.0, self.1, self.2]
    }

    fn premultiplied(self, coverage: f32) -> [f32; 4] {
        let a = (self.3 * coverage).clamp(0.0, 1.0);
        [
            f32::from(self.0) / 255.0 * a,
            f32::from(self.1) / 255.0 * a,
            f32::from(self.2) / 255.0 * a,
            a,
        ]
    }
}

/// Something shapes and text can be painted on.
pub trait Paint {
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32);

    /// Paints `colour` over the pixel at (`x`, `y`) with the given coverage (ignored outside).
    fn blend(&mut self, x: i64, y: i64, colour: Rgba, coverage: f32);

    /// Fills a shape given by its coverage function over the box `x0..x1`, `y0..y1`. The
    /// function receives the centre of each pixel.
    fn fill(
        &mut self,
        (x0, y0, x1, y1): (f32, f32, f32, f32),
        colour: Rgba,
        coverage: impl Fn(f32, f32) -> f32,
    ) {
        let (width, height) = self.size();
        let (xa, ya) = (x0.floor().max(0.0) as i64, y0.floor().max(0.0) as i64);
        let xb = (x1.ceil() as i64).min(i64::from(width));
        let yb = (y1.ceil() as i64).min(i64::from(height));
        for y in ya..yb {
            for x in xa..xb {
                let c = coverage(x as f32 + 0.5, y as f32 + 0.5).clamp(0.0, 1.0);
                self.blend(x, y, colour, c);
            }
        }
    }

    /// A filled disc.
    fn disc(&mut self, cx: f32, cy: f32, r: f32, colour: Rgba) {
        self.fill(
            (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
            colour,
            |x, y| r - ((x - cx).hypot(y - cy)) + 0.5,
        );
    }

    /// A disc whose colour runs from `inner` at (`lx`, `ly`) to `outer` at the rim: cheap
    /// shading for stones and tokens.
    fn shaded_disc(
        &mut self,
        (cx, cy, r): (f32, f32, f32),
        (lx, ly): (f32, f32),
        inner: Rgba,
        outer: Rgba,
    ) {
        let (xa, ya) = ((cx - r - 1.0).floor() as i64, (cy - r - 1.0).floor() as i64);
        let (xb, yb) = ((cx + r + 1.0).ceil() as i64, (cy + r + 1.0).ceil() as i64);
        for y in ya..yb {
            for x in xa..xb {
                let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                let coverage = (r - (px - cx).hypot(py - cy) + 0.5).clamp(0.0, 1.0);
                if coverage <= 0.0 {
                    continue;
                }
                let t = ((px - lx).hypot(py - ly) / (2.0 * r)).clamp(0.0, 1.0);
                let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t) as u8;
                let colour = Rgba(
                    mix(inner.0, outer.0),
                    mix(inner.1, outer.1),
                    mix(inner.2, outer.2),
                    inner.3,
                );
                self.blend(x, y, colour, coverage);
            }
        }
    }
}

/// An opaque packed-RGB picture, painted on directly: for what is drawn per request (the
/// caption), where an `f32` layer would cost more than the drawing.
#[derive(Debug, Clone)]
pub struct Rgb {
    pub width: u32,
    pub height: u32,
    pub px: Vec<u8>,
}

impl Rgb {
    /// A picture filled with one colour.
    pub fn filled(width: u32, height: u32, colour: Rgba) -> Self {
        let px = colour.bytes().repeat(width as usize * height as usize);
        Rgb { width, height, px }
    }

    /// A filled rectangle on whole pixels (the part inside the picture).
    pub fn rect(&mut self, (x, y, w, h): (u32, u32, u32, u32), colour: Rgba) {
        let x0 = x.min(self.width) as usize;
        let x1 = x.saturating_add(w).min(self.width) as usize;
        if x1 <= x0 {
            return;
        }
        // One row's bytes, copied into each row: a table's stripes are a few million pixels.
        let run = colour.bytes().repeat(x1 - x0);
        let stride = self.width as usize * 3;
        for row in y..y.saturating_add(h).min(self.height) {
            let at = row as usize * stride + x0 * 3;
            self.px[at..at + run.len()].copy_from_slice(&run);
        }
    }

    /// The picture as an RGB PNG: the Sub filter suits flat horizontal runs (plots, table
    /// rows), zlib level 1 keeps it to about a millisecond.
    pub fn encode_png(&self) -> Result<Vec<u8>, RenderError> {
        self.encode_png_with(png::DeflateCompression::Level(1))
    }

    /// Like [`Rgb::encode_png`], with fdeflate's fastest compression: for large flat pictures
    /// (a standings table), where encoding would otherwise cost more than drawing.
    pub fn encode_png_fast(&self) -> Result<Vec<u8>, RenderError> {
        self.encode_png_with(png::DeflateCompression::FdeflateUltraFast)
    }

    fn encode_png_with(
        &self,
        compression: png::DeflateCompression,
    ) -> Result<Vec<u8>, RenderError> {
        let encode = |e: png::EncodingError| RenderError::Encode(e.to_string());
        let mut out = Vec::with_capacity(32 * 1024);
        let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_deflate_compression(compression);
        encoder.set_filter(png::Filter::Sub);
        let mut writer = encoder.write_header().map_err(encode)?;
        writer.write_image_data(&self.px).map_err(encode)?;
        writer.finish().map_err(encode)?;
        Ok(out)
    }
}

impl Paint for Rgb {
    fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    fn blend(&mut self, x: i64, y: i64, colour: Rgba, coverage: f32) {
        if x < 0 || y < 0 || x >= i64::from(self.width) || y >= i64::from(self.height) {
            return;
        }
        let a = (colour.3 * coverage).clamp(0.0, 1.0);
        if a <= 0.0 {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 3;
        for (c, src) in [colour.0, colour.1, colour.2].into_iter().enumerate() {
            let dst = f32::from(self.px[i + c]);
            self.px[i + c] = (dst + (f32::from(src) - dst) * a + 0.5) as u8;
        }
    }
}

/// A picture being drawn: premultiplied RGBA, `f32` per channel.
#[derive(Debug, Clone)]
pub struct Layer {
    pub width: u32,
    pub height: u32,
    px: Vec<[f32; 4]>,
}

impl Layer {
    /// A transparent layer.
    pub fn new(width: u32, height: u32) -> Self {
        Layer {
            width,
            height,
            px: vec![[0.0; 4]; width as usize * height as usize],
        }
    }

    /// A layer filled with one colour.
    pub fn filled(width: u32, height: u32, colour: Rgba) -> Self {
        Layer {
            width,
            height,
            px: vec![colour.premultiplied(1.0); width as usize * height as usize],
        }
    }

    fn over(&mut self, x: u32, y: u32, src: [f32; 4]) {
        let i = y as usize * self.width as usize + x as usize;
        let dst = &mut self.px[i];
        let keep = 1.0 - src[3];
        for c in 0..4 {
            dst[c] = src[c] + dst[c] * keep;
        }
    }

    /// An axis-aligned rectangle with exact (pixel-aligned when the arguments are) edges.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Rgba) {
        self.fill((x, y, x + w, y + h), colour, |px, py| {
            let cx = (px + 0.5).min(x + w) - (px - 0.5).max(x);
            let cy = (py + 0.5).min(y + h) - (py - 0.5).max(y);
            cx.max(0.0) * cy.max(0.0)
        });
    }

    /// A ring (circle outline) of the given stroke width.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, width: f32, colour: Rgba) {
        let half = width / 2.0;
        let reach = r + half + 1.0;
        self.fill(
            (cx - reach, cy - reach, cx + reach, cy + reach),
            colour,
            |x, y| half - ((x - cx).hypot(y - cy) - r).abs() + 0.5,
        );
    }

    /// A straight line segment with round ends.
    pub fn line(&mut self, (x0, y0): (f32, f32), (x1, y1): (f32, f32), width: f32, colour: Rgba) {
        let half = width / 2.0;
        let bbox = (
            x0.min(x1) - half - 1.0,
            y0.min(y1) - half - 1.0,
            x0.max(x1) + half + 1.0,
            y0.max(y1) + half + 1.0,
        );
        let (dx, dy) = (x1 - x0, y1 - y0);
        let len2 = (dx * dx + dy * dy).max(f32::EPSILON);
        self.fill(bbox, colour, |x, y| {
            let t = (((x - x0) * dx + (y - y0) * dy) / len2).clamp(0.0, 1.0);
            let dist = (x - (x0 + t * dx)).hypot(y - (y0 + t * dy));
            half - dist + 0.5
        });
    }

    /// Paints another layer over this one with its top-left corner at (`x`, `y`).
    pub fn draw_layer(&mut self, other: &Layer, x: i64, y: i64) {
        for oy in 0..other.height {
            for ox in 0..other.width {
                let (tx, ty) = (x + i64::from(ox), y + i64::from(oy));
                if tx < 0 || ty < 0 || tx >= i64::from(self.width) || ty >= i64::from(self.height) {
                    continue;
                }
                let src = other.px[oy as usize * other.width as usize + ox as usize];
                if src[3] > 0.0 {
                    self.over(tx as u32, ty as u32, src);
                }
            }
        }
    }

    /// A layer from straight-alpha RGBA bytes (a decoded PNG).
    pub fn from_rgba(width: u32, height: u32, bytes: &[u8]) -> Self {
        let px = bytes
            .chunks_exact(4)
            .map(|p| {
                let a = f32::from(p[3]) / 255.0;
                [
                    f32::from(p[0]) / 255.0 * a,
                    f32::from(p[1]) / 255.0 * a,
                    f32::from(p[2]) / 255.0 * a,
                    a,
                ]
            })
            .collect();
        Layer { width, height, px }
    }

    /// The layer as premultiplied RGBA bytes, for fast blitting at request time.
    pub fn to_sprite(&self) -> Sprite {
        let px = self
            .px
            .iter()
            .map(|p| p.map(|c| (c * 255.0 + 0.5).clamp(0.0, 255.0) as u8))
            .collect();
        Sprite {
            width: self.width,
            px,
        }
    }

    /// The layer flattened onto `base` as packed RGB bytes.
    pub fn to_rgb(&self, base: Rgba) -> Vec<u8> {
        let b = base.premultiplied(1.0);
        let mut out = Vec::with_capacity(self.px.len() * 3);
        for p in &self.px {
            for c in 0..3 {
                let v = p[c] + b[c] * (1.0 - p[3]);
                out.push((v * 255.0 + 0.5).clamp(0.0, 255.0) as u8);
            }
        }
        out
    }
}

impl Paint for Layer {
    fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    fn blend(&mut self, x: i64, y: i64, colour: Rgba, coverage: f32) {
        if x < 0 || y < 0 || x >= i64::from(self.width) || y >= i64::from(self.height) {
            return;
        }
        if coverage <= 0.0 {
            return;
        }
        let src = colour.premultiplied(coverage);
        self.over(x as u32, y as u32, src);
    }
}

/// A pre-rendered picture to paint over others: premultiplied RGBA bytes.
#[derive(Debug, Clone)]
pub struct Sprite {
    width: u32,
    px: Vec<[u8; 4]>,
}

impl Sprite {
    /// Paints the sprite onto a packed RGB buffer `stride` pixels wide, top-left at (`x`, `y`);
    /// the caller keeps it inside the buffer.
    pub fn blit(&self, rgb: &mut [u8], stride: usize, x: usize, y: usize) {
        let w = self.width as usize;
        for (row, src_row) in self.px.chunks_exact(w).enumerate() {
            let start = ((y + row) * stride + x) * 3;
            let Some(dst_row) = rgb.get_mut(start..start + w * 3) else {
                return;
            };
            for (dst, src) in dst_row.chunks_exact_mut(3).zip(src_row) {
                match src[3] {
                    0 => {}
                    255 => dst.copy_from_slice(&src[..3]),
                    a => {
                        let keep = 255 - u16::from(a);
                        for c in 0..3 {
                            let v = u16::from(src[c]) + (u16::from(dst[c]) * keep + 127) / 255;
                            dst[c] = v.min(255) as u8;
                        }
                    }
                }
            }
        }
    }
}
