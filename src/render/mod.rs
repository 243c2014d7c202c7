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
mod palette;
mod request;
pub mod style;
mod tempo;
mod text;
mod topo;
mod xiangqi;

pub use canvas::Rgba;
pub use request::{CaptionRequest, Picture, Positions};

use crate::games::{AnyGame, BoardView, Cell, GameKind, Side};
use art::Art;
use std::fmt;
use text::Text;
use thiserror::Error;

/// What the caption draws once in place of each run of characters that no font has (emoji,
/// private-use characters, scripts the fonts leave out): a white diamond, ◇.
pub const CAPTION_PLACEHOLDER: char = text::PLACEHOLDER;

/// The Latin, Greek and Cyrillic font (DejaVu Sans Bold, subset; licence in assets/fonts/): the
/// boards' labels, and the first font of the caption's chain.
static LATIN_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold-subset.ttf");
/// The Chinese characters of the Xiangqi pieces and river (Noto Serif CJK TC Bold, subset; OFL).
static CJK_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSerifCJKtc-Bold-subset.otf");
/// Chinese (simplified and traditional), Japanese kana and kanji, and Korean Hangul in
/// captions: the second font of the caption's chain (Noto Sans CJK SC Bold, subset; OFL).
static CAPTION_CJK_FONT: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJKsc-Bold-subset.otf");

/// The caption's fonts, tried in this order for each character.
const CAPTION_FONTS: [(&str, &[u8]); 2] = [
    ("DejaVu Sans Bold", LATIN_FONT),
    ("Noto Sans CJK SC Bold", CAPTION_CJK_FONT),
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

/// The caption strip: the players and the state of the game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Caption {
    /// The player of the first side (White in Topo, Red in Xiangqi, Black in Tempo).
    pub first_player: String,
    /// The player of the second side.
    pub second_player: String,
    /// The state: "Red to move · move 12", or the result once the game is over.
    pub status: String,
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
/// became [`CAPTION_PLACEHOLDER`] and a long line was cut) and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptionLine {
    pub text: String,
    /// In picture coordinates; the box of the line's advance, from a full em above the
    /// baseline to its descenders.
    pub rect: PixelRect,
    /// Each character as drawn with the box of its advance (zero wide for a combining mark).
    pub glyphs: Vec<(char, PixelRect)>,
}

/// Where a caption strip puts its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptionLayout {
    /// The first and the second side's player.
    pub names: [CaptionLine; 2],
    pub status: CaptionLine,
}

/// A caption with typical lengths, drawn at start-up so the palettes learn its colours.
fn sample_caption() -> Caption {
    Caption {
        side_labels: None,
        first_player: "Alessandra".into(),
        second_player: "Wang Lei".into(),
        status: "Black to move · move 24 — Red wins by checkmate".into(),
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

    /// A name or status as the caption draws it, before a long one is cut to fit: see
    /// [`CAPTION_PLACEHOLDER`] for characters no font has.
    pub fn caption_text(&self, text: &str) -> String {
        self.fonts.caption.printable(text)
    }

    /// Where a game's caption strip draws `caption`'s names and status, and what it draws.
    pub fn caption_layout(&self, kind: GameKind, caption: &Caption) -> CaptionLayout {
        let art = self.art(kind);
        let mut layout = art::caption_layout(&self.fonts.caption, caption, kind, art.width);
        for line in layout.names.iter_mut().chain([&mut layout.status]) {
            line.rect.y += art.height;
            for (_, rect) in &mut line.glyphs {
                rect.y += art.height;
            }
        }
        layout
    }

    /// The size of a game's pictures, with or without the caption strip.
    pub fn size(&self, kind: GameKind, caption: bool) -> (u32, u32) {
        let art = self.art(kind);
        let extra = if caption { style::CAPTION_HEIGHT } else { 0 };
        (art.width, art.height + extra)
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
        let caption = options
            .caption
            .as_ref()
            .map(|c| art.caption(&self.fonts.caption, c));
        let idx = self.indexed(view, bottom, caption.as_deref())?;
        let (width, height) = self.size(view.kind, caption.is_some());
        encode_png(width, height, &idx, &art.palette.rgb_bytes())
    }

    /// An animated GIF of a whole game: one frame per position (the start and after each
    /// move), a pause on the last. Each frame after the first holds only the rectangle that
    /// changed, with unchanged pixels transparent, so a long game stays small.
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
        let caption = options
            .caption
            .as_ref()
            .map(|c| art.caption(&self.fonts.caption, c));
        let (width, height) = self.size(kind, caption.is_some());
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
        for pair in views.windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            let cells = art.changed_cells(before, after);
            let mut frame = changed_frame(art, &cells, bottom, after, &mut picture, &mut scratch);
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

/// Redraws `cells` of `picture` as `view` has them and returns the frame that carries the
/// change: the bounding box of those tiles, with pixels that kept their index transparent
/// (long runs of one index compress to almost nothing).
fn changed_frame(
    art: &Art,
    cells: &[Cell],
    bottom: Side,
    view: &BoardView,
    picture: &mut [u8],
    scratch: &mut art::Scratch,
) -> gif::Frame<'static> {
    let tile = art.geometry.tile;
    let origins: Vec<(u32, u32)> = cells
        .iter()
        .map(|&c| art.geometry.tile_origin(c, bottom))
        .collect();
    let (Some(x0), Some(y0)) = (
        origins.iter().map(|o| o.0).min(),
        origins.iter().map(|o| o.1).min(),
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
    let x1 = origins.iter().map(|o| o.0).max().unwrap_or(x0) + tile;
    let y1 = origins.iter().map(|o| o.1).max().unwrap_or(y0) + tile;
    let (w, h) = ((x1 - x0) as usize, (y1 - y0) as usize);
    let stride = art.width as usize;
    let mut buffer = vec![palette::TRANSPARENT; w * h];
    let mut old = vec![0u8; (tile * tile) as usize];
    for (&cell, &(tx, ty)) in cells.iter().zip(&origins) {
        let t = tile as usize;
        for row in 0..t {
            let at = (ty as usize + row) * stride + tx as usize;
            old[row * t..(row + 1) * t].copy_from_slice(&picture[at..at + t]);
        }
        art.paint_tile(view, cell, bottom, picture, scratch);
        for row in 0..t {
            let at = (ty as usize + row) * stride + tx as usize;
            let out = (ty - y0) as usize + row;
            let out = out * w + (tx - x0) as usize;
            for col in 0..t {
                let new = picture[at + col];
                if new != old[row * t + col] {
                    buffer[out + col] = new;
                }
            }
        }
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
