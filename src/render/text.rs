//! Text in the pictures: a chain of fonts in which each character is drawn by the first font
//! that has a glyph for it, so a caption can mix Latin, Greek, Cyrillic, Chinese, Japanese and
//! Korean in one line.
//!
//! Characters that no font of the chain has (emoji, private-use characters, scripts the
//! embedded fonts leave out) are never drawn as "?" or as the fonts' empty boxes:
//! [`Text::printable`] turns each run of them into one [`PLACEHOLDER`] before the text is
//! measured and drawn.

use super::canvas::{Paint, Rgba};
use super::RenderError;
use ab_glyph::{point, Font, FontRef, GlyphId, OutlinedGlyph, PxScale, ScaleFont};

/// What a run of characters that no font can draw becomes, once per run: a white diamond,
/// which no name uses, reads as "something here" and cannot be taken for a cut ("…") or for
/// the "?" that older pictures showed.
pub const PLACEHOLDER: char = '\u{25C7}';

/// One font of a chain.
#[derive(Debug, Clone)]
struct Face {
    /// What the font is called in error messages and in [`Text::font_of`].
    name: &'static str,
    font: FontRef<'static>,
    /// The factor that gives this font the same em size as the first font of the chain at one
    /// pixel size (fonts divide their height between ascent and descent differently, and
    /// ab_glyph's pixel scale is that height).
    scale: f32,
}

/// A chain of fonts with the few text operations the pictures need.
#[derive(Debug, Clone)]
pub struct Text {
    faces: Vec<Face>,
}

/// Where a line of text is anchored horizontally.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
}

/// One glyph of a laid-out line: which font, which glyph, where its origin is on the line.
#[derive(Debug, Clone, Copy)]
struct Placed {
    face: usize,
    id: GlyphId,
    x: f32,
}

/// The em size of a font as a fraction of its height (ascent minus descent).
fn em_per_height(font: &FontRef<'static>) -> f32 {
    let upm = font.units_per_em().unwrap_or(1000.0);
    let height = font.height_unscaled();
    if height > 0.0 {
        upm / height
    } else {
        1.0
    }
}

/// Characters that draw nothing and take no room: format controls (zero-width joiners and
/// spaces, bidirectional marks), variation selectors, emoji skin-tone modifiers and tags, the
/// soft hyphen and the byte-order mark. They are dropped, so an emoji sequence joined by them
/// is one run of undrawable characters, and so one placeholder.
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{1F3FB}'..='\u{1F3FF}'
                | '\u{E0000}'..='\u{E007F}'
                | '\u{E0100}'..='\u{E01EF}'
        )
}

impl Text {
    /// A chain of embedded fonts, tried in this order for every character.
    pub fn chain(fonts: &[(&'static str, &'static [u8])]) -> Result<Self, RenderError> {
        let mut faces: Vec<Face> = Vec::with_capacity(fonts.len());
        for &(name, bytes) in fonts {
            let font = FontRef::try_from_slice(bytes)
                .map_err(|e| RenderError::Asset(format!("the {name} font: {e}")))?;
            let scale = match faces.first() {
                Some(first) => em_per_height(&first.font) / em_per_height(&font),
                None => 1.0,
            };
            faces.push(Face { name, font, scale });
        }
        if faces.is_empty() {
            return Err(RenderError::Asset("a font chain without fonts".into()));
        }
        Ok(Text { faces })
    }

    /// One embedded font.
    pub fn new(name: &'static str, bytes: &'static [u8]) -> Result<Self, RenderError> {
        Self::chain(&[(name, bytes)])
    }

    /// The first font of the chain with a glyph for `c`.
    fn face_of(&self, c: char) -> Option<usize> {
        self.faces.iter().position(|f| f.font.glyph_id(c).0 != 0)
    }

    /// Whether some font of the chain has a glyph for `c` (subset fonts lack most).
    pub fn has(&self, c: char) -> bool {
        self.face_of(c).is_some()
    }

    /// The name of the font that draws `c`, or `None` when no font of the chain has it.
    pub fn font_of(&self, c: char) -> Option<&'static str> {
        self.face_of(c).map(|i| self.faces[i].name)
    }

    /// `s` as the chain can draw it: whitespace runs become one space, invisible characters
    /// go, each run of characters without a glyph (with the spaces inside it) becomes one
    /// [`PLACEHOLDER`], and the ends are trimmed. Text that had something to show but nothing
    /// drawable (a name of zero-width characters) becomes the placeholder alone.
    pub fn printable(&self, s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        for c in s.chars() {
            if c.is_whitespace() {
                if !out.is_empty() && !out.ends_with(' ') {
                    out.push(' ');
                }
            } else if invisible(c) {
                continue;
            } else if self.has(c) {
                out.push(c);
            } else {
                let kept = out.trim_end_matches(' ').len();
                if out[..kept].ends_with(PLACEHOLDER) {
                    out.truncate(kept);
                } else {
                    out.push(PLACEHOLDER);
                }
            }
        }
        let trimmed = out.trim();
        if trimmed.is_empty() && !s.trim().is_empty() {
            PLACEHOLDER.to_string()
        } else {
            trimmed.to_string()
        }
    }

    /// The glyphs of `text` at `size` pixels with their origins on the line, and the line's
    /// advance width. Kerning applies between neighbours drawn by the same font.
    fn layout(&self, size: f32, text: &str) -> (Vec<Placed>, f32) {
        let mut placed = Vec::with_capacity(text.len());
        let mut caret = 0.0;
        let mut previous: Option<(usize, GlyphId)> = None;
        for c in text.chars() {
            // A character no font has gets the first font's "missing" glyph: only text that
            // did not go through `printable` (the boards' own labels) can reach this.
            let face = self.face_of(c).unwrap_or(0);
            let f = &self.faces[face];
            let scaled = f.font.as_scaled(PxScale::from(size * f.scale));
            let id = scaled.glyph_id(c);
            if let Some((prev_face, prev_id)) = previous {
                if prev_face == face {
                    caret += scaled.kern(prev_id, id);
                }
            }
            placed.push(Placed { face, id, x: caret });
            caret += scaled.h_advance(id);
            previous = Some((face, id));
        }
        (placed, caret)
    }

    /// The outline of a placed glyph with its line origin at (`x`, `y`).
    fn outline(&self, p: &Placed, size: f32, (x, y): (f32, f32)) -> Option<OutlinedGlyph> {
        let f = &self.faces[p.face];
        let glyph =
            p.id.with_scale_and_position(size * f.scale, point(x + p.x, y));
        f.font.outline_glyph(glyph)
    }

    /// The advance width of `text` at `size` pixels.
    pub fn width(&self, size: f32, text: &str) -> f32 {
        self.layout(size, text).1
    }

    /// Each character of `text` at `size` pixels with where its advance starts on the line and
    /// how wide it is (zero for a combining mark).
    pub fn advances(&self, size: f32, text: &str) -> Vec<(char, f32, f32)> {
        let (placed, width) = self.layout(size, text);
        let ends = placed.iter().skip(1).map(|p| p.x).chain([width]);
        text.chars()
            .zip(&placed)
            .zip(ends)
            .map(|((c, p), end)| (c, p.x, (end - p.x).max(0.0)))
            .collect()
    }

    /// Cuts `text` to fit `max` pixels at `size`, ending it with "…" when cut.
    pub fn fit(&self, size: f32, text: &str, max: f32) -> String {
        // Nothing longer than this fits a 640-pixel line; capping keeps absurd input cheap.
        let mut chars: Vec<char> = text.chars().take(160).collect();
        if chars.len() < 160 && self.width(size, text) <= max {
            return text.to_string();
        }
        while !chars.is_empty() {
            chars.pop();
            let candidate: String = chars.iter().collect::<String>() + "…";
            if self.width(size, &candidate) <= max {
                return candidate;
            }
        }
        String::new()
    }

    /// Draws one line of text with its baseline at `y`, anchored at `x` as `align` says.
    pub fn draw(
        &self,
        layer: &mut impl Paint,
        (x, y): (f32, f32),
        size: f32,
        align: Align,
        text: &str,
        colour: Rgba,
    ) {
        let (placed, width) = self.layout(size, text);
        let start = match align {
            Align::Left => x,
            Align::Centre => x - width / 2.0,
        };
        for p in &placed {
            if let Some(outlined) = self.outline(p, size, (start, y)) {
                let bounds = outlined.px_bounds();
                outlined.draw(|gx, gy, coverage| {
                    layer.blend(
                        bounds.min.x as i64 + i64::from(gx),
                        bounds.min.y as i64 + i64::from(gy),
                        colour,
                        coverage,
                    );
                });
            }
        }
    }

    /// Draws text centred on (`cx`, `cy`) both ways, using the ink's own bounds (for the
    /// characters on Xiangqi pieces, which must sit in the middle of the disc).
    pub fn draw_centred(
        &self,
        layer: &mut impl Paint,
        (cx, cy): (f32, f32),
        size: f32,
        text: &str,
        colour: Rgba,
    ) {
        let (placed, _) = self.layout(size, text);
        let outlines: Vec<OutlinedGlyph> = placed
            .iter()
            .filter_map(|p| self.outline(p, size, (0.0, 0.0)))
            .collect();
        let Some(first) = outlines.first() else {
            return;
        };
        let mut bounds = first.px_bounds();
        for o in &outlines {
            let b = o.px_bounds();
            bounds.min.x = bounds.min.x.min(b.min.x);
            bounds.min.y = bounds.min.y.min(b.min.y);
            bounds.max.x = bounds.max.x.max(b.max.x);
            bounds.max.y = bounds.max.y.max(b.max.y);
        }
        let dx = (cx - (bounds.min.x + bounds.max.x) / 2.0).round();
        let dy = (cy - (bounds.min.y + bounds.max.y) / 2.0).round();
        for o in &outlines {
            let b = o.px_bounds();
            o.draw(|gx, gy, coverage| {
                layer.blend(
                    (b.min.x + dx) as i64 + i64::from(gx),
                    (b.min.y + dy) as i64 + i64::from(gy),
                    colour,
                    coverage,
                );
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain() -> Text {
        Text::chain(&[
            ("DejaVu Sans Bold", super::super::LATIN_FONT),
            ("Noto Sans CJK SC Bold", super::super::CAPTION_CJK_FONT),
        ])
        .expect("the embedded fonts load")
    }

    #[test]
    fn each_character_goes_to_the_first_font_that_has_it() {
        let text = chain();
        assert_eq!(text.font_of('ł'), Some("DejaVu Sans Bold"));
        assert_eq!(text.font_of('Ж'), Some("DejaVu Sans Bold"));
        assert_eq!(text.font_of('王'), Some("Noto Sans CJK SC Bold"));
        assert_eq!(text.font_of('한'), Some("Noto Sans CJK SC Bold"));
        assert_eq!(text.font_of('😀'), None);
        assert_eq!(text.font_of('\u{E000}'), None);
    }

    #[test]
    fn runs_without_glyphs_become_one_placeholder() {
        let text = chain();
        let p = PLACEHOLDER;
        for (input, expected) in [
            ("Anna", "Anna".to_string()),
            ("  Anna \t Maria ", "Anna Maria".to_string()),
            ("Anna 🌸", format!("Anna {p}")),
            ("🌸🌸 🌸 Anna", format!("{p} Anna")),
            ("👨\u{200D}👩\u{200D}👧 Li 李", format!("{p} Li 李")),
            ("👍🏽", p.to_string()),
            ("\u{E000}\u{F8FF}x\u{E001}", format!("{p}x{p}")),
            ("\u{200B}", p.to_string()),
            ("   ", String::new()),
            ("e\u{0301}", "e\u{0301}".to_string()),
        ] {
            assert_eq!(text.printable(input), expected, "for {input:?}");
        }
    }

    #[test]
    fn a_chinese_glyph_has_the_latin_em_size() {
        let text = chain();
        // A CJK ideograph is one em wide; DejaVu's em is its pixel scale × 2048 / 2384.
        let em = 22.0 * 2048.0 / 2384.0;
        assert!((text.width(22.0, "王") - em).abs() < 0.5);
    }
}
