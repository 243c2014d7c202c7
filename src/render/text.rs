//! Text in the pictures: a chain of fonts in which each character is drawn by the first font
//! that has a glyph for it, shaped and ordered as its script needs, so a caption can mix
//! Latin, Greek, Cyrillic, Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari, Thai and emoji
//! in one line.
//!
//! A line is first put in display order by the Unicode bidirectional algorithm (the
//! `unicode-bidi` crate: Arabic and Hebrew run right to left, digits and Latin inside them left
//! to right), then cut into runs of one font and one direction, and each run is shaped by
//! rustybuzz (a Rust port of HarfBuzz): Arabic letters take their joined forms, Devanagari
//! forms its conjuncts and places its vowel signs, Thai and Hebrew stack their marks, Latin
//! kerns. ab_glyph then draws each shaped glyph's outline.
//!
//! Characters that no font of the chain has (emoji newer than the emoji font, private-use
//! characters, scripts the embedded fonts leave out) are never drawn as "?" or as the fonts'
//! empty boxes: [`Text::printable`] turns each run of them into one [`PLACEHOLDER`] before the
//! text is measured and drawn.

use super::canvas::{Paint, Rgba};
use super::RenderError;
use ab_glyph::{point, Font, FontRef, GlyphId, OutlinedGlyph};
use rustybuzz::{Direction, UnicodeBuffer};
use std::fmt;
use unicode_bidi::{bidi_class, BidiClass, BidiInfo, Level};

/// What a run of characters that no font can draw becomes, once per run: a white diamond,
/// which no name uses, reads as "something here" and cannot be taken for a cut ("…") or for
/// the "?" that older pictures showed.
pub const PLACEHOLDER: char = '\u{25C7}';

/// The zero-width non-joiner and joiner: they choose letter forms in Arabic and Indic text
/// (Persian's half-spaces, Devanagari's half forms), so they are kept between two letters of
/// one font that has them, and dropped elsewhere (between emoji they only glue a sequence the
/// emoji font does not have).
const JOINERS: [char; 2] = ['\u{200C}', '\u{200D}'];

/// One font of a chain.
#[derive(Clone)]
struct Face {
    /// What the font is called in error messages and in [`Text::font_of`].
    name: &'static str,
    /// The outlines (ab_glyph draws them).
    font: FontRef<'static>,
    /// The same font for the shaper.
    shaper: rustybuzz::Face<'static>,
    /// The factor that gives this font the same em size as the first font of the chain at one
    /// pixel size (fonts divide their height between ascent and descent differently, and
    /// ab_glyph's pixel scale is that height).
    scale: f32,
    /// Pixels per font unit at a size of one pixel: the shaper's positions are in font units.
    unit: f32,
}

impl fmt::Debug for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Face")
            .field("name", &self.name)
            .field("scale", &self.scale)
            .finish_non_exhaustive()
    }
}

impl Face {
    fn has(&self, c: char) -> bool {
        self.font.glyph_id(c).0 != 0
    }
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

/// One shaped glyph of a line, in display order.
#[derive(Debug, Clone, Copy)]
struct Placed {
    face: usize,
    id: GlyphId,
    /// Where the glyph's advance starts on the line, and how wide it is.
    pen: f32,
    advance: f32,
    /// Where the outline sits relative to the pen (y up): marks placed over their base.
    dx: f32,
    dy: f32,
    /// The byte index in the line's text of the first character of the glyph's cluster (the
    /// characters the shaper drew together: a letter with its marks, a ligature, a conjunct).
    cluster: usize,
}

/// The glyphs one picture has rasterised, for [`Text::draw_shaped_cached`]: by font, glyph,
/// size and the quarter-pixel offset of its origin.
#[derive(Default)]
pub struct GlyphCache {
    sprites: std::collections::HashMap<(usize, u16, u32, u8, u8), Option<Sprite>>,
}

/// A glyph's coverage, placed relative to its origin's whole pixel.
struct Sprite {
    left: i64,
    top: i64,
    width: u32,
    coverage: Vec<f32>,
}

/// A line of text shaped at one size: its glyphs in display order, left to right.
#[derive(Debug, Clone)]
pub struct Shaped {
    /// The text, in logical (typed) order.
    pub text: String,
    pub size: f32,
    /// The line's advance width in pixels.
    pub width: f32,
    glyphs: Vec<Placed>,
}

impl Shaped {
    /// Each character of the text in logical order, with where its cluster's advance starts
    /// on the line and how wide it is. The first character of a cluster carries the cluster's
    /// width; the others (a combining mark, the second letter of a ligature) are zero wide at
    /// its start.
    pub fn char_boxes(&self) -> Vec<(char, f32, f32)> {
        // The extent of each cluster, by its first byte (sorted, to find a character's cluster).
        let mut extents: Vec<(usize, f32, f32)> = self
            .glyphs
            .iter()
            .map(|g| (g.cluster, g.pen, g.pen + g.advance))
            .collect();
        extents.sort_by_key(|e| e.0);
        extents.dedup_by(|next, kept| {
            let same = next.0 == kept.0;
            if same {
                kept.1 = kept.1.min(next.1);
                kept.2 = kept.2.max(next.2);
            }
            same
        });
        self.text
            .char_indices()
            .map(|(at, c)| {
                let i = extents.partition_point(|e| e.0 <= at);
                match i.checked_sub(1).map(|i| extents[i]) {
                    Some((start, lo, hi)) if start == at => (c, lo, (hi - lo).max(0.0)),
                    Some((_, lo, _)) => (c, lo, 0.0),
                    None => (c, 0.0, 0.0),
                }
            })
            .collect()
    }

    /// The glyphs as drawn, left to right: the index of their font in the chain and their
    /// glyph id.
    pub fn glyph_ids(&self) -> impl Iterator<Item = (usize, u16)> + '_ {
        self.glyphs.iter().map(|g| (g.face, g.id.0))
    }
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

/// Characters that draw nothing and take no room: format controls (zero-width spaces,
/// bidirectional marks and embeddings, which the bidi algorithm of the caption's own lines
/// replaces), variation selectors, emoji skin-tone modifiers and tags, the soft hyphen and the
/// byte-order mark. They are dropped, so an emoji sequence joined by them is one run of
/// undrawable characters, and so one placeholder. The joiners are dropped too unless they
/// join two letters (see [`JOINERS`]).
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

/// A character that belongs to the run it follows rather than choosing a font of its own: a
/// space (so an Arabic name's words shape as one run) or a non-spacing mark (so an accent
/// stays in its letter's font).
fn follows_its_run(c: char) -> bool {
    c == ' ' || bidi_class(c) == BidiClass::NSM || JOINERS.contains(&c)
}

impl Text {
    /// A chain of embedded fonts, tried in this order for every character.
    pub fn chain(fonts: &[(&'static str, &'static [u8])]) -> Result<Self, RenderError> {
        let mut faces: Vec<Face> = Vec::with_capacity(fonts.len());
        for &(name, bytes) in fonts {
            let broken = |e: &dyn fmt::Display| RenderError::Asset(format!("the {name} font: {e}"));
            let font = FontRef::try_from_slice(bytes).map_err(|e| broken(&e))?;
            let shaper = rustybuzz::Face::from_slice(bytes, 0)
                .ok_or_else(|| broken(&"the shaper cannot read it"))?;
            let scale = match faces.first() {
                Some(first) => em_per_height(&first.font) / em_per_height(&font),
                None => 1.0,
            };
            let height = font.height_unscaled();
            let unit = if height > 0.0 { scale / height } else { 0.0 };
            faces.push(Face {
                name,
                font,
                shaper,
                scale,
                unit,
            });
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
        self.faces.iter().position(|f| f.has(c))
    }

    /// Whether some font of the chain has a glyph for `c` (subset fonts lack most).
    pub fn has(&self, c: char) -> bool {
        self.face_of(c).is_some()
    }

    /// The name of the font that draws `c`, or `None` when no font of the chain has it.
    pub fn font_of(&self, c: char) -> Option<&'static str> {
        self.face_of(c).map(|i| self.faces[i].name)
    }

    /// The name of the font at `index` in the chain (as [`Shaped::glyph_ids`] gives it).
    pub fn font_name(&self, index: usize) -> &'static str {
        self.faces.get(index).map_or("", |f| f.name)
    }

    /// Whether every visible character of `s` has a glyph, so that [`Text::printable`] shows it
    /// whole, without a [`PLACEHOLDER`]; a name of nothing visible cannot be drawn either.
    pub fn can_draw(&self, s: &str) -> bool {
        let mut visible = false;
        for c in s.chars() {
            if c.is_whitespace() || invisible(c) {
                continue;
            }
            if !self.has(c) {
                return false;
            }
            visible = true;
        }
        visible
    }

    /// `s` as the chain can draw it: whitespace runs become one space, invisible characters
    /// go, each run of characters without a glyph (with the spaces inside it) becomes one
    /// [`PLACEHOLDER`], and the ends are trimmed. Text that had something to show but nothing
    /// drawable (a name of zero-width characters) becomes the placeholder alone.
    pub fn printable(&self, s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        let mut chars = s.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_whitespace() {
                if !out.is_empty() && !out.ends_with(' ') {
                    out.push(' ');
                }
            } else if JOINERS.contains(&c) {
                // Kept between two letters of one font that has the joiner.
                let before = out.chars().next_back().and_then(|b| self.face_of(b));
                let after = chars.peek().and_then(|&a| self.face_of(a));
                if before.is_some()
                    && before == after
                    && before.is_some_and(|f| self.faces[f].has(c))
                {
                    out.push(c);
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

    /// The direction `text` is read in as a whole: right to left when its first letter is
    /// Arabic or Hebrew (the bidi algorithm's rule for a paragraph). Lines cut from one text
    /// keep its direction.
    pub fn direction(text: &str) -> Level {
        BidiInfo::new(text, None)
            .paragraphs
            .first()
            .map_or(Level::ltr(), |p| p.level)
    }

    /// The font of each character of `text` (by the chain; spaces and marks keep the font of
    /// the character before them when it has them).
    fn faces_of(&self, text: &str) -> Vec<usize> {
        let mut faces = Vec::with_capacity(text.len());
        let mut previous: Option<usize> = None;
        for c in text.chars() {
            let face = match previous {
                Some(p) if follows_its_run(c) && self.faces[p].has(c) => p,
                _ => self.face_of(c).unwrap_or(0),
            };
            faces.push(face);
            previous = Some(face);
        }
        faces
    }

    /// `text` shaped at `size` pixels: put in display order (in the direction `level`, or the
    /// text's own when `None`), cut into runs of one font and one direction, each run shaped.
    pub fn shape(&self, size: f32, text: &str, level: Option<Level>) -> Shaped {
        let mut glyphs = Vec::with_capacity(text.len());
        let mut pen = 0.0;
        if !text.is_empty() {
            // The font of each byte's character.
            let mut face_at = vec![0; text.len()];
            for ((at, c), face) in text.char_indices().zip(self.faces_of(text)) {
                face_at[at..at + c.len_utf8()].fill(face);
            }
            let bidi = BidiInfo::new(text, level);
            for paragraph in &bidi.paragraphs {
                let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
                for run in runs {
                    let rtl = levels[run.start].is_rtl();
                    // The run's stretches of one font, in logical order, then display order.
                    let mut pieces: Vec<(usize, usize)> = Vec::new();
                    let mut start = run.start;
                    for (at, _) in text[run.clone()].char_indices().skip(1) {
                        let at = run.start + at;
                        if face_at[at] != face_at[start] {
                            pieces.push((start, at));
                            start = at;
                        }
                    }
                    pieces.push((start, run.end));
                    if rtl {
                        pieces.reverse();
                    }
                    for (from, to) in pieces {
                        let face = face_at[from];
                        pen = self.shape_piece(text, (from, to), face, rtl, size, pen, &mut glyphs);
                    }
                }
            }
        }
        Shaped {
            text: text.to_string(),
            size,
            width: pen,
            glyphs,
        }
    }

    /// Shapes `text[from..to]` with one font in one direction, appends its glyphs from `pen`
    /// on and returns the pen after them.
    #[allow(clippy::too_many_arguments)]
    fn shape_piece(
        &self,
        text: &str,
        (from, to): (usize, usize),
        face: usize,
        rtl: bool,
        size: f32,
        mut pen: f32,
        glyphs: &mut Vec<Placed>,
    ) -> f32 {
        let f = &self.faces[face];
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(&text[from..to]);
        // The letters around the piece, so that an Arabic letter next to another font's
        // character still takes the right form.
        buffer.set_pre_context(&text[..from]);
        buffer.set_post_context(&text[to..]);
        buffer.set_direction(if rtl {
            Direction::RightToLeft
        } else {
            Direction::LeftToRight
        });
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(&f.shaper, &[], buffer);
        let k = size * f.unit;
        for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
            let advance = pos.x_advance as f32 * k;
            glyphs.push(Placed {
                face,
                id: GlyphId(info.glyph_id as u16),
                pen,
                advance,
                dx: pos.x_offset as f32 * k,
                dy: pos.y_offset as f32 * k,
                cluster: from + info.cluster as usize,
            });
            pen += advance;
        }
        pen
    }

    /// The outline of a placed glyph of a line at `size` with its origin at (`x`, `y`).
    fn outline(&self, p: &Placed, size: f32, (x, y): (f32, f32)) -> Option<OutlinedGlyph> {
        let f = &self.faces[p.face];
        let glyph =
            p.id.with_scale_and_position(size * f.scale, point(x + p.pen + p.dx, y - p.dy));
        f.font.outline_glyph(glyph)
    }

    /// The advance width of `text` at `size` pixels.
    pub fn width(&self, size: f32, text: &str) -> f32 {
        self.shape(size, text, None).width
    }

    /// Cuts `text` to fit `max` pixels at `size`, ending it with "…" when cut (between two
    /// clusters, never inside a letter with its marks).
    pub fn fit(&self, size: f32, text: &str, max: f32) -> Shaped {
        self.fit_in(size, text, max, Self::direction(text))
    }

    /// [`Text::fit`] in the direction `level`.
    fn fit_in(&self, size: f32, text: &str, max: f32, level: Level) -> Shaped {
        // Nothing longer than this fits a 640-pixel line; capping keeps absurd input cheap.
        let end = text
            .char_indices()
            .nth(160)
            .map_or(text.len(), |(at, _)| at);
        let whole = self.shape(size, &text[..end], Some(level));
        if end == text.len() && whole.width <= max {
            return whole;
        }
        let ellipsis = self.width(size, "…");
        // Where a cut may go (before a cluster), and the width of what comes before it.
        let mut cuts: Vec<(usize, f32)> = Vec::new();
        let mut sum = 0.0;
        for ((at, _), (_, _, w)) in text[..end].char_indices().zip(whole.char_boxes()) {
            if w > 0.0 && at > 0 {
                cuts.push((at, sum));
            }
            sum += w;
        }
        cuts.push((end, sum));
        for &(at, before) in cuts.iter().rev() {
            if before + ellipsis > max + 1.0 {
                continue;
            }
            let candidate = format!("{}…", text[..at].trim_end());
            let shaped = self.shape(size, &candidate, Some(level));
            if shaped.width <= max {
                return shaped;
            }
        }
        self.shape(size, "", Some(level))
    }

    /// Breaks `text` into lines of at most `max` pixels at `size`, in as few lines as the
    /// breaks allow: after a space, or between two characters of Chinese, Japanese or Korean
    /// (never before closing punctuation or a "·", nor after opening punctuation); a word
    /// wider than a whole line is broken between two clusters. At most `max_lines` lines: text
    /// beyond them (only absurd input has any) is cut with "…" on the last one.
    ///
    /// Of the ways to break it into the fewest lines, the one that breaks after a "·" is
    /// taken where there is one ("… · move 12 ·" then "1 day left (deadline …)", rather than a
    /// line that ends inside the date).
    pub fn wrap(&self, size: f32, text: &str, max: f32, max_lines: usize) -> Vec<Shaped> {
        let greedy = self.wrap_with(size, text, max, max_lines, false);
        if greedy.len() < 2 || greedy.len() >= max_lines {
            return greedy;
        }
        let parted = self.wrap_with(size, text, max, max_lines, true);
        if parted.len() <= greedy.len() {
            parted
        } else {
            greedy
        }
    }

    /// [`Text::wrap`], each line as long as it can be, or (`at_separators`) ending after the
    /// line's last "·" when that leaves the line at least two fifths full.
    fn wrap_with(
        &self,
        size: f32,
        text: &str,
        max: f32,
        max_lines: usize,
        at_separators: bool,
    ) -> Vec<Shaped> {
        let level = Self::direction(text);
        let full = text.len();
        // Absurd input is capped (a real status fits in two lines of about 80 characters).
        let end = text
            .char_indices()
            .nth(200 * max_lines.max(1))
            .map_or(text.len(), |(at, _)| at);
        let text = &text[..end];
        let whole = self.shape(size, text, Some(level));
        if whole.width <= max && end == full {
            return vec![whole];
        }
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let widths: Vec<f32> = whole.char_boxes().into_iter().map(|(_, _, w)| w).collect();
        let mut lines = Vec::new();
        let mut start = 0; // index into `chars`
        while start < chars.len() && lines.len() < max_lines {
            let byte = |i: usize| chars.get(i).map_or(text.len(), |&(at, _)| at);
            let rest = &text[byte(start)..];
            if lines.len() + 1 == max_lines || self.shape(size, rest, Some(level)).width <= max {
                lines.push(self.fit_in(size, rest, max, level));
                break;
            }
            // The furthest break whose line fits, by the widths of the whole text's shaping
            // (checked by shaping the line itself, which may kern or join differently).
            let mut sum = 0.0;
            let mut breaks: Vec<usize> = Vec::new(); // the next line's first character
            let mut hard: Vec<usize> = Vec::new(); // any cluster start, for a long word
            let mut separators: Vec<usize> = Vec::new(); // breaks just after a "· "
            for i in start..chars.len() {
                if i > start && widths[i] > 0.0 {
                    hard.push(i);
                    if may_break(chars[i - 1].1, chars[i].1) {
                        breaks.push(i);
                        let after_dot = i >= start + 2 && chars[i - 2].1 == '·';
                        if at_separators && after_dot && sum >= 0.4 * max {
                            separators.push(i);
                        }
                    }
                }
                sum += widths[i];
                if sum > max {
                    break;
                }
            }
            let fits = |i: usize| {
                let line = text[byte(start)..byte(i)].trim_end();
                !line.is_empty() && self.shape(size, line, Some(level)).width <= max
            };
            let next = separators
                .iter()
                .rev()
                .chain(breaks.iter().rev())
                .chain(hard.iter().rev())
                .copied()
                .find(|&i| fits(i))
                .unwrap_or(start + 1);
            let line = text[byte(start)..byte(next)].trim_end();
            lines.push(self.shape(size, line, Some(level)));
            start = next;
            while chars.get(start).is_some_and(|&(_, c)| c == ' ') {
                start += 1;
            }
        }
        lines
    }

    /// Like [`Text::draw_shaped`], but each glyph is rasterised once per `cache` (at a quarter
    /// of a pixel's precision) and then only copied: a picture that repeats the same few
    /// letters, such as a table's `1`, `½` and `0`, draws each once.
    pub fn draw_shaped_cached(
        &self,
        layer: &mut impl Paint,
        (x, y): (f32, f32),
        align: Align,
        line: &Shaped,
        colour: Rgba,
        cache: &mut GlyphCache,
    ) {
        let start = match align {
            Align::Left => x,
            Align::Centre => x - line.width / 2.0,
        };
        for p in &line.glyphs {
            // The glyph's origin, in quarters of a pixel: the whole pixels place the sprite,
            // the quarters choose it.
            let qx = ((start + p.pen + p.dx) * 4.0).round() as i64;
            let qy = ((y - p.dy) * 4.0).round() as i64;
            let key = (
                p.face,
                p.id.0,
                line.size.to_bits(),
                qx.rem_euclid(4) as u8,
                qy.rem_euclid(4) as u8,
            );
            let sprite = cache.sprites.entry(key).or_insert_with(|| {
                let origin = (key.3 as f32 / 4.0, key.4 as f32 / 4.0);
                self.outline(p, line.size, (origin.0 - p.pen - p.dx, origin.1 + p.dy))
                    .map(|outlined| {
                        let bounds = outlined.px_bounds();
                        let width = bounds.width().max(0.0) as u32;
                        let height = bounds.height().max(0.0) as u32;
                        let mut coverage = vec![0.0; (width * height) as usize];
                        outlined.draw(|gx, gy, c| {
                            if let Some(cell) = coverage.get_mut((gy * width + gx) as usize) {
                                *cell = c;
                            }
                        });
                        Sprite {
                            left: bounds.min.x as i64,
                            top: bounds.min.y as i64,
                            width,
                            coverage,
                        }
                    })
            });
            let Some(sprite) = sprite else {
                continue;
            };
            let (ox, oy) = (qx.div_euclid(4), qy.div_euclid(4));
            for (i, &c) in sprite.coverage.iter().enumerate() {
                if c > 0.0 {
                    let gx = (i as u32 % sprite.width.max(1)) as i64;
                    let gy = (i as u32 / sprite.width.max(1)) as i64;
                    layer.blend(ox + sprite.left + gx, oy + sprite.top + gy, colour, c);
                }
            }
        }
    }

    /// Draws a shaped line with its baseline at `y`, anchored at `x` as `align` says.
    pub fn draw_shaped(
        &self,
        layer: &mut impl Paint,
        (x, y): (f32, f32),
        align: Align,
        line: &Shaped,
        colour: Rgba,
    ) {
        let start = match align {
            Align::Left => x,
            Align::Centre => x - line.width / 2.0,
        };
        for p in &line.glyphs {
            if let Some(outlined) = self.outline(p, line.size, (start, y)) {
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
        let line = self.shape(size, text, None);
        self.draw_shaped(layer, (x, y), align, &line, colour);
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
        let line = self.shape(size, text, None);
        let outlines: Vec<OutlinedGlyph> = line
            .glyphs
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

/// Chinese, Japanese and Korean characters, between which a line may break anywhere.
fn breaks_anywhere(c: char) -> bool {
    matches!(c,
        '\u{2E80}'..='\u{2FFF}'
            | '\u{3040}'..='\u{30FF}'
            | '\u{3100}'..='\u{31FF}'
            | '\u{3400}'..='\u{4DBF}'
            | '\u{4E00}'..='\u{9FFF}'
            | '\u{AC00}'..='\u{D7A3}'
            | '\u{F900}'..='\u{FAFF}'
            | '\u{FF01}'..='\u{FF60}'
            | '\u{3000}'..='\u{303F}'
    )
}

/// Punctuation that must not begin a line (it closes what is before it), with the caption's
/// "·" separator, which reads as the start of a list item when it begins one.
fn closes(c: char) -> bool {
    matches!(
        c,
        '·' | ')'
            | ']'
            | '}'
            | ','
            | '.'
            | ':'
            | ';'
            | '!'
            | '?'
            | '…'
            | '）'
            | '」'
            | '』'
            | '】'
            | '》'
            | '〉'
            | '，'
            | '。'
            | '、'
            | '：'
            | '；'
            | '！'
            | '？'
            | '～'
    )
}

/// Punctuation that must not end a line (it opens what follows).
fn opens(c: char) -> bool {
    matches!(c, '(' | '[' | '{' | '（' | '「' | '『' | '【' | '《' | '〈')
}

/// Whether a line may break between `before` and `after` (the space at a break is dropped).
fn may_break(before: char, after: char) -> bool {
    if closes(after) || after == ' ' {
        return false;
    }
    if before == ' ' {
        return true;
    }
    !opens(before) && (breaks_anywhere(before) || breaks_anywhere(after))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain() -> Text {
        Text::chain(&super::super::CAPTION_FONTS).expect("the embedded fonts load")
    }

    #[test]
    fn each_character_goes_to_the_first_font_that_has_it() {
        let text = chain();
        assert_eq!(text.font_of('ł'), Some("DejaVu Sans Bold"));
        assert_eq!(text.font_of('Ж'), Some("DejaVu Sans Bold"));
        assert_eq!(text.font_of('王'), Some("Noto Sans CJK SC Bold"));
        assert_eq!(text.font_of('한'), Some("Noto Sans CJK SC Bold"));
        assert_eq!(text.font_of('م'), Some("Noto Sans Arabic Bold"));
        assert_eq!(text.font_of('ש'), Some("Noto Sans Hebrew Bold"));
        assert_eq!(text.font_of('क'), Some("Noto Sans Devanagari Bold"));
        assert_eq!(text.font_of('ก'), Some("Noto Sans Thai Bold"));
        assert_eq!(text.font_of('😀'), Some("Symbola"));
        assert_eq!(text.font_of('\u{1FAE0}'), None);
        assert_eq!(text.font_of('\u{E000}'), None);
    }

    #[test]
    fn runs_without_glyphs_become_one_placeholder() {
        let text = chain();
        let p = PLACEHOLDER;
        for (input, expected) in [
            ("Anna", "Anna".to_string()),
            ("  Anna \t Maria ", "Anna Maria".to_string()),
            ("Anna 🌸", "Anna 🌸".to_string()),
            ("\u{1FAE0}\u{1FAE0} \u{1FAE0} Anna", format!("{p} Anna")),
            ("👨\u{200D}👩\u{200D}👧 Li 李", "👨👩👧 Li 李".to_string()),
            ("👍🏽", "👍".to_string()),
            ("\u{E000}\u{F8FF}x\u{E001}", format!("{p}x{p}")),
            ("\u{200B}", p.to_string()),
            ("   ", String::new()),
            ("e\u{0301}", "e\u{0301}".to_string()),
            // Persian's half-space joiner stays between two Arabic letters.
            ("می\u{200C}خواهم", "می\u{200C}خواهم".to_string()),
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

    #[test]
    fn lines_break_at_spaces_and_between_ideographs_only() {
        for (before, after, may) in [
            (' ', 'a', true),
            ('a', 'b', false),
            ('a', ' ', false),
            (' ', '·', false),
            ('王', '磊', true),
            ('王', '，', false),
            ('（', '王', false),
            ('走', '·', false),
        ] {
            assert_eq!(may_break(before, after), may, "{before:?} {after:?}");
        }
    }
}
