//! Board pictures: position in, PNG or GIF bytes out. Pure: depends on `games` only.
//!
//! A [`Renderer`] is built once at start-up: it draws every game's board (both ways up) and
//! every piece once, at the final size, and learns one 255-colour palette per game. Each request
//! then only copies the background, paints the tiles that hold a piece or a mark, maps those
//! pixels through the palette's lookup table and encodes an indexed PNG (or GIF frames that
//! carry only what changed since the previous frame).
//!
//! ```no_run
//! use kibitz::games::{new_game, GameKind};
//! use kibitz::render::{PictureOptions, Renderer};
//! let renderer = Renderer::new().unwrap();
//! let mut game = new_game(GameKind::Xiangqi, None).unwrap();
//! game.play("h2e2").unwrap();
//! let png = renderer.png(&game.board(), &PictureOptions::default()).unwrap();
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

mod art;
mod canvas;
mod graph;
mod palette;
mod request;
pub mod style;
mod table;
mod tempo;
mod text;
mod topo;
mod xiangqi;

pub use canvas::Rgba;
pub use graph::{Graph, GraphLayout, GraphMark};
pub use request::{CaptionRequest, GraphRequest, Picture, Positions, TableRequest};
pub use table::{Column, ColumnAlign, Table, TableRow, MAX_TABLE_ROWS};

use crate::games::{AnyGame, BoardView, Cell, GameKind, Side};
use art::Art;
use std::fmt;
use text::Text;
use thiserror::Error;

/// What the caption draws once in place of each run of characters that no font has (emoji
/// newer than Unicode 10, private-use characters, scripts the fonts leave out): a white
/// diamond, ◇. [`Renderer::can_draw`] tells a front end beforehand, so that it can write the
/// account's username instead.
pub const CAPTION_PLACEHOLDER: char = text::PLACEHOLDER;

/// The most lines a caption's status takes (only absurd input reaches it: see
/// [`Caption::status`]).
pub const CAPTION_STATUS_LINES: usize = art::MAX_STATUS_LINES;

/// The Latin, Greek and Cyrillic font (DejaVu Sans Bold, subset; licence in assets/fonts/): the
/// boards' labels, and the first font of the caption's chain.
static LATIN_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold-subset.ttf");
/// The Chinese characters of the Xiangqi pieces and river (Noto Serif CJK TC Bold, subset; OFL).
static CJK_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSerifCJKtc-Bold-subset.otf");
/// Chinese (simplified and traditional), Japanese kana and kanji, and Korean Hangul in
/// captions: the second font of the caption's chain (Noto Sans CJK SC Bold, subset; OFL).
static CAPTION_CJK_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJKsc-Bold-subset.otf");
/// The scripts that need shaping, in captions (Noto Sans Bold of each, subset; OFL): Arabic
/// (with Persian and Urdu letters), Hebrew, Devanagari, Thai.
static CAPTION_ARABIC_FONT: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansArabic-Bold-subset.ttf");
static CAPTION_HEBREW_FONT: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansHebrew-Bold-subset.ttf");
static CAPTION_DEVANAGARI_FONT: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansDevanagari-Bold-subset.ttf");
static CAPTION_THAI_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansThai-Bold-subset.ttf");
/// Emoji in one colour (Symbola's emoji blocks of Unicode 10, subset; free for any use).
static CAPTION_EMOJI_FONT: &[u8] = include_bytes!("../../assets/fonts/Symbola-emoji-subset.ttf");

/// The caption's fonts, tried in this order for each character.
const CAPTION_FONTS: [(&str, &[u8]); 7] = [
    ("DejaVu Sans Bold", LATIN_FONT),
    ("Noto Sans CJK SC Bold", CAPTION_CJK_FONT),
    ("Noto Sans Arabic Bold", CAPTION_ARABIC_FONT),
    ("Noto Sans Hebrew Bold", CAPTION_HEBREW_FONT),
    ("Noto Sans Devanagari Bold", CAPTION_DEVANAGARI_FONT),
    ("Noto Sans Thai Bold", CAPTION_THAI_FONT),
    ("Symbola", CAPTION_EMOJI_FONT),
];

/// How long GIF frames stay, in hundredths of a second.
const GIF_START_DELAY: u16 = 100;
const GIF_MOVE_DELAY: u16 = 70;
const GIF_LAST_DELAY: u16 = 400;

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum RenderError {
    /// A font or picture embedded in the binary could not be read (a build problem).
    #[error("a built-in picture asset is broken: {0}")]
    Asset(String),
    /// The view's board does not have the game's shape.
    #[error("a {kind} board has the wrong shape: {files}×{ranks} with {cells} cells")]
    BoardShape {
        kind: GameKind,
        files: u8,
        ranks: u8,
        cells: usize,
    },
    /// The game could not show the position after this many moves.
    #[error("the game has no position after {ply} moves")]
    MissingPosition { ply: usize },
    /// The image encoder failed.
    #[error("could not encode the picture: {0}")]
    Encode(String),
    /// A replay's caption has a status for each frame, but not as many as the replay has
    /// positions.
    #[error("a replay of {frames} positions has {statuses} frame statuses: give one per position, or none")]
    FrameStatuses { frames: usize, statuses: usize },
}

/// What to draw around the board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PictureOptions {
    /// Whose point of view (the side at the bottom); `None` means the side to move (for a GIF
    /// replay, which has many sides to move, the first side).
    pub perspective: Option<Side>,
    /// An optional strip of text under the board.
    pub caption: Option<Caption>,
}

/// The caption strip: the players and the state of the game, in the reader's language.
///
/// A name wider than its half of the strip is cut with "…" (the only text ever cut); the
/// status is never cut: it takes a second line (and more, up to [`CAPTION_STATUS_LINES`]) when
/// it is wider than the picture, and the strip grows to hold it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Caption {
    /// The player of the first side (White in Topo, Red in Xiangqi, Black in Tempo).
    pub first_player: String,
    /// The player of the second side.
    pub second_player: String,
    /// The word between the two players, in the reader's language (`views-caption-versus`:
    /// "vs", "contro", "对"); empty draws none.
    pub versus: String,
    /// The state: "Red to move · move 12", or the result once the game is over.
    pub status: String,
    /// A replay's state on each of its frames, one per position (the result only on the
    /// last): a GIF redraws the status when it changes. Empty: [`Caption::status`] on every
    /// frame. A PNG draws [`Caption::status`], but its strip is as tall as the tallest of
    /// these too, so a replay's frames and the PNGs of the same caption are the same size.
    pub frame_statuses: Vec<String>,
    /// The sides' names beside the players' names, in the reader's language (`红方`, `Bianco`);
    /// `None` writes the game's own English side names (`red`, `white`).
    pub side_labels: Option<[String; 2]>,
}

/// A rectangle of pixels in a picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PixelRect {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

/// The fonts every game's art uses.
#[derive(Debug)]
struct Fonts {
    /// The boards' coordinates.
    latin: Text,
    /// The Xiangqi pieces and river.
    cjk: Text,
    /// Names and status in the caption strip: a fallback chain for any script it covers.
    caption: Text,
}

/// A line of text in a picture's caption strip: what was drawn (after undrawable characters
/// became [`CAPTION_PLACEHOLDER`], a long name was cut or a long status broken) and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptionLine {
    /// The text in logical (typed) order.
    pub text: String,
    /// In picture coordinates; the box of the line's advance, from a full em above the
    /// baseline to its descenders.
    pub rect: PixelRect,
    /// Each character in logical order with the box of its cluster's advance (a letter with
    /// its marks, a ligature, a conjunct: the cluster's first character carries the box, the
    /// others are zero wide at its start). Right-to-left text has its boxes right to left.
    pub glyphs: Vec<(char, PixelRect)>,
    /// The glyphs as drawn, left to right: the font that drew each and its glyph id in that
    /// font, as the shaper chose it (Arabic's joined forms, Devanagari's conjuncts).
    pub glyph_ids: Vec<(&'static str, u16)>,
}

/// Where a caption strip puts its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptionLayout {
    /// The first and the second side's player.
    pub names: [CaptionLine; 2],
    /// The word between them ([`Caption::versus`]).
    pub versus: CaptionLine,
    /// The status, one entry per line, top to bottom.
    pub status: Vec<CaptionLine>,
    /// The first and the second side's marker (the disc in the side's colour), in picture
    /// coordinates.
    pub markers: [PixelRect; 2],
    /// The whole strip, in picture coordinates.
    pub strip: PixelRect,
}

/// A caption with typical lengths, drawn at start-up so the palettes learn its colours.
fn sample_caption() -> Caption {
    Caption {
        side_labels: None,
        first_player: "Alessandra".into(),
        second_player: "Wang Lei".into(),
        versus: "vs".into(),
        status: "Black to move · move 24 — Red wins by checkmate".into(),
        frame_statuses: Vec::new(),
    }
}

/// Draws boards. Build one at start-up and share it (it is `Send + Sync`).
pub struct Renderer {
    fonts: Fonts,
    /// Topo, Xiangqi, Tempo (in [`GameKind::ALL`] order).
    art: [Art; 3],
}

// The service shares one renderer between threads: keep it `Send + Sync` (a compile error here
// means a field broke that).
const _: fn() = || {
    fn shareable<T: Send + Sync>() {}
    shareable::<Renderer>();
};

impl fmt::Debug for Renderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Renderer").finish_non_exhaustive()
    }
}

impl Renderer {
    /// Prepares the backgrounds and sprites of every game (about 0.2 s: do it once per process).
    pub fn new() -> Result<Self, RenderError> {
        let fonts = Fonts {
            latin: Text::new("DejaVu Sans Bold", LATIN_FONT)?,
            cjk: Text::new("Noto Serif CJK TC Bold", CJK_FONT)?,
            caption: Text::chain(&CAPTION_FONTS)?,
        };
        let art = [
            topo::build(&fonts)?,
            xiangqi::build(&fonts)?,
            tempo::build(&fonts)?,
        ];
        Ok(Renderer { fonts, art })
    }

    fn art(&self, kind: GameKind) -> &Art {
        match kind {
            GameKind::Topo => &self.art[0],
            GameKind::Xiangqi => &self.art[1],
            GameKind::Tempo => &self.art[2],
        }
    }

    /// The name of the caption font that draws `c` (the first font of the chain with a glyph
    /// for it), or `None` when no font has it and the caption shows [`CAPTION_PLACEHOLDER`].
    pub fn caption_font(&self, c: char) -> Option<&'static str> {
        self.fonts.caption.font_of(c)
    }

    /// A name or status as the caption draws it, before a long name is cut to fit: see
    /// [`CAPTION_PLACEHOLDER`] for characters no font has.
    pub fn caption_text(&self, text: &str) -> String {
        self.fonts.caption.printable(text)
    }

    /// Whether the caption draws every visible character of `name`, so that no
    /// [`CAPTION_PLACEHOLDER`] stands in for any (and a name of only invisible characters
    /// cannot be drawn). A front end writes the account's username instead of a display
    /// name that cannot be drawn, so that two players stay told apart.
    pub fn can_draw(&self, name: &str) -> bool {
        self.fonts.caption.can_draw(name)
    }

    /// The caption laid out with `status` as its state.
    fn plan(&self, kind: GameKind, caption: &Caption, status: &str) -> art::Plan {
        art::plan(
            &self.fonts.caption,
            caption,
            status,
            kind,
            self.art(kind).width,
        )
    }

    /// The height of `caption`'s strip, whose own status takes `status_lines` lines: as many
    /// lines as the longest of that and its frame statuses takes.
    fn strip_height(&self, kind: GameKind, caption: &Caption, status_lines: usize) -> u32 {
        let width = self.art(kind).width;
        let lines = caption
            .frame_statuses
            .iter()
            .map(|status| art::status_lines(&self.fonts.caption, status, width))
            .fold(status_lines, usize::max);
        art::strip_height(lines)
    }

    /// The height of `caption`'s strip.
    fn caption_height(&self, kind: GameKind, caption: &Caption) -> u32 {
        let width = self.art(kind).width;
        let lines = art::status_lines(&self.fonts.caption, &caption.status, width);
        self.strip_height(kind, caption, lines)
    }

    /// Where a game's caption strip draws `caption`'s names, "vs" and status in a PNG, and
    /// what it draws.
    pub fn caption_layout(&self, kind: GameKind, caption: &Caption) -> CaptionLayout {
        let art = self.art(kind);
        let plan = self.plan(kind, caption, &caption.status);
        let height = self.strip_height(kind, caption, plan.status_lines());
        let mut layout = art::caption_layout(&self.fonts.caption, &plan, art.width, height);
        layout.strip.y += art.height;
        for marker in &mut layout.markers {
            marker.y += art.height;
        }
        let [a, b] = &mut layout.names;
        for line in [a, b, &mut layout.versus]
            .into_iter()
            .chain(&mut layout.status)
        {
            line.rect.y += art.height;
            for (_, rect) in &mut line.glyphs {
                rect.y += art.height;
            }
        }
        layout
    }

    /// The size of a game's pictures, without a caption or with this one (whose strip grows
    /// with its status: see [`Caption`]).
    pub fn size(&self, kind: GameKind, caption: Option<&Caption>) -> (u32, u32) {
        let art = self.art(kind);
        let extra = caption.map_or(0, |c| self.caption_height(kind, c));
        (art.width, art.height + extra)
    }

    /// `caption`'s strip with `status`, as palette indices, `height` pixels high.
    fn strip(&self, kind: GameKind, caption: &Caption, status: &str, height: u32) -> Vec<u8> {
        let plan = self.plan(kind, caption, status);
        self.art(kind).caption(&self.fonts.caption, &plan, height)
    }

    /// Where `cell` is drawn with `bottom`'s side at the bottom: the square (Topo, Tempo) or
    /// the square around the point (Xiangqi) that its piece and marks occupy.
    pub fn cell_rect(&self, kind: GameKind, cell: Cell, bottom: Side) -> Option<PixelRect> {
        let g = self.art(kind).geometry;
        if cell.file >= g.files || cell.rank >= g.ranks {
            return None;
        }
        let (x, y) = g.tile_origin(cell, bottom);
        Some(PixelRect {
            x,
            y,
            width: g.tile,
            height: g.tile,
        })
    }

    /// The picture of `view` as palette indices, with its size and art.
    fn indexed(
        &self,
        view: &BoardView,
        bottom: Side,
        caption: Option<&[u8]>,
    ) -> Result<Vec<u8>, RenderError> {
        let art = self.art(view.kind);
        art.check(view)?;
        let mut idx = art.compose(view, bottom);
        if let Some(caption) = caption {
            idx.extend_from_slice(caption);
        }
        Ok(idx)
    }

    /// A PNG of one position.
    pub fn png(&self, view: &BoardView, options: &PictureOptions) -> Result<Vec<u8>, RenderError> {
        let art = self.art(view.kind);
        let bottom = options.perspective.unwrap_or(view.to_move);
        let caption = options.caption.as_ref().map(|c| {
            let plan = self.plan(view.kind, c, &c.status);
            let height = self.strip_height(view.kind, c, plan.status_lines());
            (art.caption(&self.fonts.caption, &plan, height), height)
        });
        let idx = self.indexed(view, bottom, caption.as_ref().map(|c| c.0.as_slice()))?;
        let height = art.height + caption.map_or(0, |c| c.1);
        encode_png(art.width, height, &idx, &art.palette.rgb_bytes())
    }

    /// An animated GIF of a whole game: one frame per position (the start and after each
    /// move), a pause on the last. Each frame after the first holds only the rectangle that
    /// changed (the tiles of the move, and the caption's status when
    /// [`Caption::frame_statuses`] changes it), with unchanged pixels transparent, so a long
    /// game stays small.
    pub fn gif(
        &self,
        game: &dyn AnyGame,
        options: &PictureOptions,
    ) -> Result<Vec<u8>, RenderError> {
        let views = (0..=game.moves().len())
            .map(|ply| {
                game.board_at(ply)
                    .ok_or(RenderError::MissingPosition { ply })
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.gif_of_views(game.kind(), &views, options)
    }

    /// An animated GIF of a sequence of positions of one game, as [`Renderer::gif`] draws it.
    pub fn gif_of_views(
        &self,
        kind: GameKind,
        views: &[BoardView],
        options: &PictureOptions,
    ) -> Result<Vec<u8>, RenderError> {
        if views.is_empty() {
            return Err(RenderError::MissingPosition { ply: 0 });
        }
        let art = self.art(kind);
        // Every view must be a board of this game (the check also refuses a mixed sequence).
        for view in views {
            if view.kind != kind {
                return Err(RenderError::BoardShape {
                    kind,
                    files: view.files,
                    ranks: view.ranks,
                    cells: view.cells.len(),
                });
            }
            art.check(view)?;
        }
        let bottom = options.perspective.unwrap_or(Side::First);
        // Each frame's status: the caption's own on every frame, or one per position.
        let statuses: Vec<&str> = match &options.caption {
            None => Vec::new(),
            Some(c) if c.frame_statuses.is_empty() => vec![c.status.as_str(); views.len()],
            Some(c) if c.frame_statuses.len() == views.len() => {
                c.frame_statuses.iter().map(String::as_str).collect()
            }
            Some(c) => {
                return Err(RenderError::FrameStatuses {
                    frames: views.len(),
                    statuses: c.frame_statuses.len(),
                })
            }
        };
        let strip_height = options
            .caption
            .as_ref()
            .map(|c| self.caption_height(kind, c));
        let strip = |i: usize| -> Option<Vec<u8>> {
            let (c, height) = (options.caption.as_ref()?, strip_height?);
            Some(self.strip(kind, c, statuses[i], height))
        };
        let caption = strip(0);
        let (width, height) = (art.width, art.height + strip_height.unwrap_or(0));
        let encode = |e: gif::EncodingError| RenderError::Encode(e.to_string());
        let mut encoder = gif::Encoder::new(
            Vec::new(),
            width as u16,
            height as u16,
            &art.palette.rgb_bytes(),
        )
        .map_err(encode)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(encode)?;
        // The first frame is the whole picture; after it only the tiles whose piece or mark
        // changed are redrawn, into a running copy of the picture, and sent as one frame
        // covering their bounding box (unchanged pixels transparent).
        let first = &views[0];
        let mut picture = self.indexed(first, bottom, caption.as_deref())?;
        let mut pending = Some(gif::Frame {
            delay: GIF_START_DELAY,
            ..full_frame(width, height, picture.clone())
        });
        let mut scratch = art::Scratch::new(art.geometry.tile);
        for (i, pair) in views.windows(2).enumerate() {
            let (before, after) = (&pair[0], &pair[1]);
            let cells = art.changed_cells(before, after);
            // The strip is drawn again only when its status changes.
            let new_strip = match statuses.get(i..i + 2) {
                Some([a, b]) if a != b => strip(i + 1),
                _ => None,
            };
            let change = Change {
                cells: &cells,
                strip: new_strip.as_deref(),
            };
            let mut frame = changed_frame(art, change, bottom, after, &mut picture, &mut scratch);
            frame.delay = GIF_MOVE_DELAY;
            if let Some(done) = pending.replace(frame) {
                encoder.write_frame(&done).map_err(encode)?;
            }
        }
        if let Some(mut last) = pending {
            last.delay = GIF_LAST_DELAY;
            encoder.write_frame(&last).map_err(encode)?;
        }
        encoder.into_inner().map_err(encode)
    }
}

/// Encodes palette indices as an indexed PNG. Indexed pictures compress best unfiltered, and
/// zlib level 1 finds the long repeats of flat squares (fdeflate's ultra-fast mode, tuned for
/// filtered RGB, made files ten times larger here) at about a millisecond per board.
fn encode_png(width: u32, height: u32, idx: &[u8], palette: &[u8]) -> Result<Vec<u8>, RenderError> {
    let encode = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::with_capacity(96 * 1024);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header().map_err(encode)?;
    writer.write_image_data(idx).map_err(encode)?;
    writer.finish().map_err(encode)?;
    Ok(out)
}

fn full_frame(width: u32, height: u32, idx: Vec<u8>) -> gif::Frame<'static> {
    gif::Frame {
        width: width as u16,
        height: height as u16,
        buffer: idx.into(),
        transparent: Some(palette::TRANSPARENT),
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    }
}

/// What changes from one frame of a replay to the next: the tiles of these cells, and the
/// caption strip when its status changed (the new strip, as palette indices).
struct Change<'a> {
    cells: &'a [Cell],
    strip: Option<&'a [u8]>,
}

/// Redraws the changed tiles (and strip) of `picture` as `view` has them and returns the frame
/// that carries the change: the bounding box of what changed, with pixels that kept their
/// index transparent (long runs of one index compress to almost nothing).
fn changed_frame(
    art: &Art,
    change: Change<'_>,
    bottom: Side,
    view: &BoardView,
    picture: &mut [u8],
    scratch: &mut art::Scratch,
) -> gif::Frame<'static> {
    let tile = art.geometry.tile as usize;
    let stride = art.width as usize;
    // The old pixels of each changed tile, then the tiles drawn anew.
    let mut boxes: Vec<(usize, usize, usize, usize)> = Vec::new(); // x, y, width, height
    let mut old: Vec<u8> = Vec::with_capacity(change.cells.len() * tile * tile);
    for &cell in change.cells {
        let (tx, ty) = art.geometry.tile_origin(cell, bottom);
        let (tx, ty) = (tx as usize, ty as usize);
        for row in 0..tile {
            let at = (ty + row) * stride + tx;
            old.extend_from_slice(&picture[at..at + tile]);
        }
        art.paint_tile(view, cell, bottom, picture, scratch);
        boxes.push((tx, ty, tile, tile));
    }
    // The strip's rows that changed: the old ones kept, the new ones copied in.
    let strip_top = (art.height as usize) * stride;
    let mut old_strip: Vec<u8> = Vec::new();
    if let Some(strip) = change.strip {
        let end = (strip_top + strip.len()).min(picture.len());
        let current = &picture[strip_top..end];
        let differs = |row: usize| {
            current[row * stride..(row + 1) * stride] != strip[row * stride..(row + 1) * stride]
        };
        let rows = current.len() / stride;
        if let (Some(first), Some(last)) = (
            (0..rows).find(|&r| differs(r)),
            (0..rows).rev().find(|&r| differs(r)),
        ) {
            old_strip = current.to_vec();
            picture[strip_top..end].copy_from_slice(&strip[..end - strip_top]);
            boxes.push((0, art.height as usize + first, stride, last + 1 - first));
        }
    }
    let (Some(x0), Some(y0)) = (
        boxes.iter().map(|b| b.0).min(),
        boxes.iter().map(|b| b.1).min(),
    ) else {
        // Nothing changed: a single transparent pixel keeps the frame (and its delay).
        return gif::Frame {
            width: 1,
            height: 1,
            buffer: vec![palette::TRANSPARENT].into(),
            transparent: Some(palette::TRANSPARENT),
            dispose: gif::DisposalMethod::Keep,
            ..gif::Frame::default()
        };
    };
    let x1 = boxes.iter().map(|b| b.0 + b.2).max().unwrap_or(x0);
    let y1 = boxes.iter().map(|b| b.1 + b.3).max().unwrap_or(y0);
    let (w, h) = (x1 - x0, y1 - y0);
    let mut buffer = vec![palette::TRANSPARENT; w * h];
    // Each changed pixel of a box, from the picture as it is now, where it differs from `was`.
    let mut carry = |(bx, by, bw, bh): (usize, usize, usize, usize),
                     was: &dyn Fn(usize, usize) -> u8| {
        for row in 0..bh {
            let at = (by + row) * stride + bx;
            let out = (by + row - y0) * w + (bx - x0);
            for col in 0..bw {
                let new = picture[at + col];
                if new != was(row, col) {
                    buffer[out + col] = new;
                }
            }
        }
    };
    let tiles = change.cells.len();
    for (i, &b) in boxes.iter().enumerate().take(tiles) {
        let base = i * tile * tile;
        carry(b, &|row, col| old[base + row * tile + col]);
    }
    if let Some(&b) = boxes.get(tiles) {
        let first = b.1 - art.height as usize;
        carry(b, &|row, col| old_strip[(first + row) * stride + col]);
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: w as u16,
        height: h as u16,
        buffer: buffer.into(),
        transparent: Some(palette::TRANSPARENT),
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    }
}
