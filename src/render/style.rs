//! The colours and sizes of the pictures, in one place.
//!
//! The flat colours below are pinned in each game's palette, so a picture shows them exactly
//! (tests look for them, e.g. the highlight on the last move's squares).

use super::canvas::Rgba;

/// Width of every picture, in pixels: fits a phone screen in Discord without scaling much.
pub const WIDTH: u32 = 640;
/// Height of the caption strip under the board, when there is one and its status takes one
/// line; each further line of status adds 22 pixels (at most three more).
pub const CAPTION_HEIGHT: u32 = 72;

/// The caption strip: a dark slate that reads the same in Discord's light and dark themes.
pub const CAPTION_BACKGROUND: Rgba = Rgba::rgb(0x26, 0x28, 0x2D);
/// Player names in the caption.
pub const CAPTION_TEXT: Rgba = Rgba::rgb(0xF2, 0xF3, 0xF5);
/// The status line of the caption.
pub const CAPTION_STATUS: Rgba = Rgba::rgb(0xB5, 0xBA, 0xC1);
/// The dark side's marker in the caption (Black in every game): a disc lit from the top left,
/// from the first colour to the second at its edge, inside an outline of the light colour.
/// Its middle is a dark grey clearly lighter than the strip, so it reads as a filled disc.
pub const CAPTION_DARK_MARKER: (Rgba, Rgba) =
    (Rgba::rgb(0x7A, 0x7A, 0x82), Rgba::rgb(0x1C, 0x1C, 0x20));
pub const CAPTION_MARKER_RIM: Rgba = Rgba::rgb(0xC8, 0xCA, 0xD0);

/// Topo: an 8×8 board of 72-pixel squares inside a 32-pixel frame for the coordinates.
pub mod topo {
    use super::Rgba;
    pub const SQUARE: u32 = 72;
    pub const MARGIN: u32 = 32;
    pub const FRAME: Rgba = Rgba::rgb(0x3A, 0x2E, 0x25);
    pub const COORDINATES: Rgba = Rgba::rgb(0xEC, 0xDF, 0xC8);
    pub const LIGHT: Rgba = Rgba::rgb(0xF0, 0xD9, 0xB5);
    pub const DARK: Rgba = Rgba::rgb(0xB5, 0x88, 0x63);
    /// The coloured central square (d4 e4 d5 e5): a green the eye finds at once.
    pub const CENTRE_LIGHT: Rgba = Rgba::rgb(0xA9, 0xD4, 0xB0);
    pub const CENTRE_DARK: Rgba = Rgba::rgb(0x6E, 0xA8, 0x80);
    /// Last move, on a light square and on a dark square.
    pub const HIGHLIGHT_LIGHT: Rgba = Rgba::rgb(0xF6, 0xEA, 0x6E);
    pub const HIGHLIGHT_DARK: Rgba = Rgba::rgb(0xD9, 0xC2, 0x3A);
    /// The tokens under the animals.
    pub const WHITE_TOKEN: (Rgba, Rgba) =
        (Rgba::rgb(0xFF, 0xFF, 0xFF), Rgba::rgb(0xD9, 0xD3, 0xC7));
    pub const WHITE_RIM: Rgba = Rgba::rgb(0x4A, 0x40, 0x36);
    pub const BLACK_TOKEN: (Rgba, Rgba) =
        (Rgba::rgb(0x55, 0x55, 0x5E), Rgba::rgb(0x1A, 0x1A, 0x1E));
    pub const BLACK_RIM: Rgba = Rgba::rgb(0x0B, 0x0B, 0x0D);
}

/// Xiangqi: 9×10 points 60 pixels apart, 80 pixels from the edges for pieces and coordinates.
pub mod xiangqi {
    use super::Rgba;
    pub const PITCH: u32 = 60;
    pub const MARGIN: u32 = 80;
    pub const WOOD: Rgba = Rgba::rgb(0xEA, 0xC7, 0x8E);
    pub const LINES: Rgba = Rgba::rgb(0x5B, 0x3A, 0x1E);
    pub const LABELS: Rgba = Rgba::rgb(0x5B, 0x3A, 0x1E);
    pub const RED: Rgba = Rgba::rgb(0xB7, 0x1C, 0x1C);
    pub const BLACK: Rgba = Rgba::rgb(0x1B, 0x1B, 0x1B);
    pub const FACE: (Rgba, Rgba) = (Rgba::rgb(0xFF, 0xF6, 0xDF), Rgba::rgb(0xE9, 0xCB, 0x92));
    pub const EDGE: Rgba = Rgba::rgb(0x7A, 0x55, 0x2A);
    /// The corner brackets around the last move's two points.
    pub const HIGHLIGHT: Rgba = Rgba::rgb(0x15, 0x6F, 0xD8);
    /// The ring and glow under a general in check.
    pub const CHECK: Rgba = Rgba::rgb(0xE5, 0x1C, 0x23);
    /// Radius of a piece.
    pub const PIECE_RADIUS: f32 = 27.0;
}

/// Tempo: a 6×5 board of 96-pixel cells inside a 32-pixel frame.
pub mod tempo {
    use super::Rgba;
    pub const CELL: u32 = 96;
    pub const MARGIN: u32 = 32;
    pub const FRAME: Rgba = Rgba::rgb(0x2F, 0x3A, 0x34);
    pub const COORDINATES: Rgba = Rgba::rgb(0xE4, 0xE0, 0xD2);
    pub const BOARD: Rgba = Rgba::rgb(0xD8, 0xB2, 0x68);
    pub const GRID: Rgba = Rgba::rgb(0x8A, 0x66, 0x2C);
    /// Last move's cells.
    pub const HIGHLIGHT: Rgba = Rgba::rgb(0xA8, 0xD0, 0x7A);
    /// A cell where a stone was captured (when that is not where the mover landed).
    pub const CAPTURED: Rgba = Rgba::rgb(0xE8, 0x8E, 0x7C);
    pub const BLACK_STONE: (Rgba, Rgba) =
        (Rgba::rgb(0x62, 0x62, 0x66), Rgba::rgb(0x0E, 0x0E, 0x10));
    pub const WHITE_STONE: (Rgba, Rgba) =
        (Rgba::rgb(0xFF, 0xFF, 0xFF), Rgba::rgb(0xC4, 0xC4, 0xC0));
    pub const STONE_RADIUS: f32 = 38.0;
}

/// The evaluation graph of an analysis: an opaque dark card (as the caption strip), so that
/// neither Discord theme shows through, inside a mid-grey border that stands out on both (at
/// least 3:1 against Discord's light `#FFFFFF` and dark `#313338` backgrounds).
pub mod graph {
    use super::Rgba;
    pub const WIDTH: u32 = super::WIDTH;
    pub const HEIGHT: u32 = 320;
    pub const BORDER: Rgba = Rgba::rgb(0x80, 0x84, 0x8E);
    pub const BACKGROUND: Rgba = super::CAPTION_BACKGROUND;
    /// The plot: the second side's share of the winning chances is this dark ground…
    pub const PLOT: Rgba = Rgba::rgb(0x1A, 0x1B, 0x1E);
    /// …and the first side's share, from the bottom up to the curve, this light grey.
    pub const AREA: Rgba = Rgba::rgb(0x6D, 0x71, 0x7A);
    pub const CURVE: Rgba = Rgba::rgb(0xF2, 0xF3, 0xF5);
    /// The 50 % line and the ticks.
    pub const GRID: Rgba = Rgba::rgb(0xA0, 0xA4, 0xAC);
    pub const TEXT: Rgba = super::CAPTION_TEXT;
    pub const TEXT_DIM: Rgba = super::CAPTION_STATUS;
    /// The marked moves' dots (Okabe–Ito's colour-blind-safe sky blue and orange, and a
    /// light red), each inside a dark rim that separates it from the light area.
    pub const INACCURACY: Rgba = Rgba::rgb(0x56, 0xB4, 0xE9);
    pub const MISTAKE: Rgba = Rgba::rgb(0xE6, 0x9F, 0x00);
    pub const BLUNDER: Rgba = Rgba::rgb(0xFF, 0x5C, 0x5C);
    pub const DOT_RIM: Rgba = Rgba::rgb(0x0B, 0x0B, 0x0D);
    pub const DOT_RADIUS: f32 = 5.0;
}

/// A tournament's standings table: the graph's dark card and border, rows in zebra stripes,
/// the winner's row (or any the caller marks) in a dark amber that the light text still reads
/// on (about 8:1).
pub mod table {
    use super::Rgba;
    /// The widest a table gets (cells are cut with "…" to fit): wide enough for 12 columns of
    /// standings, narrow enough for Discord to show without a scroll.
    pub const MAX_WIDTH: u32 = 1400;
    /// The narrowest (a table of two narrow columns still has room for its title).
    pub const MIN_WIDTH: u32 = 320;
    pub const BORDER: Rgba = super::graph::BORDER;
    pub const BACKGROUND: Rgba = super::CAPTION_BACKGROUND;
    /// Every other row.
    pub const STRIPE: Rgba = Rgba::rgb(0x31, 0x33, 0x39);
    /// The header row.
    pub const HEADER: Rgba = super::graph::PLOT;
    /// The line under the header row.
    pub const RULE: Rgba = super::graph::GRID;
    /// A highlighted row's background.
    pub const HIGHLIGHT: Rgba = Rgba::rgb(0x5A, 0x4A, 0x1E);
    pub const TEXT: Rgba = super::CAPTION_TEXT;
    pub const TEXT_DIM: Rgba = super::CAPTION_STATUS;
}
