//! The evaluation graph of a game's analysis: the first side's winning chances after every
//! move, the marked moves as coloured dots, the result, as an opaque PNG that reads the same in
//! Discord's light and dark themes.
//!
//! Drawn per request straight into an RGB buffer (a few milliseconds: a plot is mostly flat
//! runs), with the caption's font chain, so that its words are in any of kibitz's languages.
//! The words come said already: this part knows nothing of messages or analyses.

use super::canvas::{Paint, Rgb, Rgba};
use super::style::graph as style;
use super::text::Align;
use super::{PixelRect, RenderError, Renderer};

/// How bad a marked move was: the colour of its dot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GraphMark {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl GraphMark {
    /// All three, the mildest first (the legend's order).
    pub const ALL: [GraphMark; 3] = [
        GraphMark::Inaccuracy,
        GraphMark::Mistake,
        GraphMark::Blunder,
    ];

    /// The colour of its dot.
    pub fn colour(self) -> Rgba {
        match self {
            GraphMark::Inaccuracy => style::INACCURACY,
            GraphMark::Mistake => style::MISTAKE,
            GraphMark::Blunder => style::BLUNDER,
        }
    }
}

/// An evaluation graph with its words said in the reader's language.
#[derive(Debug, Clone, PartialEq)]
pub struct Graph {
    /// The first side's win percent (0–100) at the start and after each move: one point per
    /// ply (at least one).
    pub win_percents: Vec<f64>,
    /// The marked moves: the ply (from 1; its point is `win_percents[ply]`) and the mark.
    pub marks: Vec<(usize, GraphMark)>,
    /// The heading: "Analysis of K7Q2 · Xiangqi".
    pub title: String,
    /// The game's result, drawn at the right of the heading.
    pub result: String,
    /// What the height is: "Winning chances: Red".
    pub chances: String,
    /// The word under the move numbers: "move".
    pub moves: String,
    /// The legend of the three marks ("?! inaccuracy", "? mistake", "?? blunder").
    pub legend: [String; 3],
}

/// Where a graph draws its points.
#[derive(Debug, Clone, PartialEq)]
pub struct GraphLayout {
    pub width: u32,
    pub height: u32,
    /// The plot's rectangle: 100 % at its top, 0 % at its bottom.
    pub plot: PixelRect,
    /// The centre of each ply's point, in `win_percents` order.
    pub points: Vec<(f32, f32)>,
}

const MARGIN: f32 = 16.0;
const BORDER: u32 = 2;
const TITLE_SIZE: f32 = 18.0;
const TITLE_BASELINE: f32 = 28.0;
const RESULT_SIZE: f32 = 15.0;
const LABEL_SIZE: f32 = 14.0;
const LABEL_BASELINE: f32 = 50.0;
const TICK_SIZE: f32 = 12.0;
const PLOT: PixelRect = PixelRect {
    x: 52,
    y: 62,
    width: style::WIDTH - 52 - 16,
    height: 200,
};
const BOTTOM_BASELINE: f32 = 306.0;

impl Renderer {
    /// Where `graph` puts its plot and points.
    pub fn graph_layout(&self, graph: &Graph) -> GraphLayout {
        GraphLayout {
            width: style::WIDTH,
            height: style::HEIGHT,
            plot: PLOT,
            points: points(&graph.win_percents),
        }
    }

    /// The graph as an RGB PNG (opaque).
    pub fn graph_png(&self, graph: &Graph) -> Result<Vec<u8>, RenderError> {
        if graph.win_percents.is_empty() {
            return Err(RenderError::MissingPosition { ply: 0 });
        }
        let (w, h) = (style::WIDTH, style::HEIGHT);
        let mut rgb = Rgb::filled(w, h, style::BORDER);
        rgb.rect(
            (BORDER, BORDER, w - 2 * BORDER, h - 2 * BORDER),
            style::BACKGROUND,
        );
        self.graph_words(&mut rgb, graph);
        let points = points(&graph.win_percents);
        plot(&mut rgb, &points);
        for &(ply, mark) in &graph.marks {
            if let Some(&(x, y)) = points.get(ply) {
                rgb.disc(x, y, style::DOT_RADIUS + 1.5, style::DOT_RIM);
                rgb.disc(x, y, style::DOT_RADIUS, mark.colour());
            }
        }
        rgb.encode_png()
    }

    /// The heading, the result, the axes' words and numbers, and the legend.
    fn graph_words(&self, rgb: &mut Rgb, graph: &Graph) {
        let text = &self.fonts.caption;
        let right = style::WIDTH as f32 - MARGIN;
        let result = text.fit(RESULT_SIZE, &graph.result, right - MARGIN);
        text.draw_shaped(
            rgb,
            (right - result.width, TITLE_BASELINE),
            Align::Left,
            &result,
            style::TEXT_DIM,
        );
        let room = (right - result.width - 2.0 * MARGIN - MARGIN).max(MARGIN);
        let title = text.fit(TITLE_SIZE, &graph.title, room);
        text.draw_shaped(
            rgb,
            (MARGIN, TITLE_BASELINE),
            Align::Left,
            &title,
            style::TEXT,
        );
        // The swatch says which colour is the first side's share.
        rgb.rect((16, 39, 12, 12), style::AREA);
        let chances = text.fit(LABEL_SIZE, &graph.chances, right - 34.0);
        text.draw_shaped(
            rgb,
            (34.0, LABEL_BASELINE),
            Align::Left,
            &chances,
            style::TEXT_DIM,
        );
        let x0 = PLOT.x as f32;
        let (y1, h) = ((PLOT.y + PLOT.height) as f32, PLOT.height as f32);
        for (share, label) in [(1.0, "100%"), (0.5, "50%"), (0.0, "0%")] {
            let y = y1 - h * share;
            let wide = text.width(TICK_SIZE, label);
            text.draw(
                rgb,
                (x0 - 6.0 - wide, y + 4.5),
                TICK_SIZE,
                Align::Left,
                label,
                style::TEXT_DIM,
            );
        }
        // Move numbers: about eight of them, at round steps, each under its first ply.
        let plies = graph.win_percents.len().saturating_sub(1);
        let moves = plies.div_ceil(2).max(1);
        let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000]
            .into_iter()
            .find(|s| moves / s <= 8)
            .unwrap_or(1000);
        let points = points(&graph.win_percents);
        let mut number = 1;
        while number <= moves {
            let ply = (2 * number - 1).min(plies);
            if let Some(&(x, _)) = points.get(ply) {
                rgb.rect((x as u32, PLOT.y + PLOT.height, 1, 4), style::GRID);
                text.draw(
                    rgb,
                    (x, y1 + 18.0),
                    TICK_SIZE,
                    Align::Centre,
                    &number.to_string(),
                    style::TEXT_DIM,
                );
            }
            number = if number == 1 && step > 1 {
                step
            } else {
                number + step
            };
        }
        text.draw(
            rgb,
            (x0, BOTTOM_BASELINE),
            LABEL_SIZE,
            Align::Left,
            &graph.moves,
            style::TEXT_DIM,
        );
        // The legend, right-aligned: a dot and its words for each mark.
        let mut x = right;
        for (mark, words) in GraphMark::ALL.iter().zip(&graph.legend).rev() {
            let shaped = text.fit(LABEL_SIZE, words, 160.0);
            x -= shaped.width;
            text.draw_shaped(rgb, (x, BOTTOM_BASELINE), Align::Left, &shaped, style::TEXT);
            x -= 6.0 + style::DOT_RADIUS;
            rgb.disc(x, BOTTOM_BASELINE - 5.0, style::DOT_RADIUS, mark.colour());
            x -= style::DOT_RADIUS + 14.0;
        }
    }
}

/// Each ply's point in the plot: evenly spread over its width, 100 % at the top.
fn points(wins: &[f64]) -> Vec<(f32, f32)> {
    let n = wins.len().saturating_sub(1);
    let (x0, width) = (PLOT.x as f32, PLOT.width as f32);
    let (y1, height) = ((PLOT.y + PLOT.height) as f32, PLOT.height as f32);
    wins.iter()
        .enumerate()
        .map(|(i, &w)| {
            let x = if n == 0 {
                x0 + width / 2.0
            } else {
                x0 + width * i as f32 / n as f32
            };
            let share = if w.is_finite() {
                (w / 100.0).clamp(0.0, 1.0) as f32
            } else {
                0.5
            };
            (x, y1 - height * share)
        })
        .collect()
}

/// The plot: its ground, the first side's area up to the curve, the 50 % line, the curve.
fn plot(rgb: &mut Rgb, points: &[(f32, f32)]) {
    rgb.rect((PLOT.x, PLOT.y, PLOT.width, PLOT.height), style::PLOT);
    let bottom = (PLOT.y + PLOT.height) as f32;
    // The area, a column at a time: the curve's height at the column's centre, the top pixel
    // covered in part.
    let curve_at = |x: f32| -> f32 {
        match points {
            [] => bottom,
            [only] => only.1,
            _ => {
                let i = points
                    .windows(2)
                    .position(|p| x <= p[1].0)
                    .unwrap_or(points.len() - 2);
                let (a, b) = (points[i], points[i + 1]);
                let t = ((x - a.0) / (b.0 - a.0).max(f32::EPSILON)).clamp(0.0, 1.0);
                a.1 + (b.1 - a.1) * t
            }
        }
    };
    let (first, last) = match points {
        [] => return,
        [only] => (only.0 - 1.0, only.0 + 1.0),
        _ => (points[0].0, points[points.len() - 1].0),
    };
    for px in PLOT.x..PLOT.x + PLOT.width {
        let cx = px as f32 + 0.5;
        if cx < first || cx > last + 1.0 {
            continue;
        }
        let top = curve_at(cx);
        let full = top.ceil() as u32;
        rgb.rect(
            (px, full, 1, (bottom as u32).saturating_sub(full)),
            style::AREA,
        );
        let part = full as f32 - top;
        rgb.blend(i64::from(px), i64::from(full) - 1, style::AREA, part);
    }
    let middle = (PLOT.y + PLOT.height / 2) as f32;
    let mut x = PLOT.x as f32;
    while x < (PLOT.x + PLOT.width) as f32 {
        segment(rgb, (x, middle), (x + 4.0, middle), 1.0, style::GRID);
        x += 8.0;
    }
    for pair in points.windows(2) {
        segment(rgb, pair[0], pair[1], 2.0, style::CURVE);
    }
}

/// An anti-aliased line segment with round ends.
fn segment(rgb: &mut Rgb, (x0, y0): (f32, f32), (x1, y1): (f32, f32), width: f32, colour: Rgba) {
    let half = width / 2.0;
    let bbox = (
        x0.min(x1) - half - 1.0,
        y0.min(y1) - half - 1.0,
        x0.max(x1) + half + 1.0,
        y0.max(y1) + half + 1.0,
    );
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len2 = (dx * dx + dy * dy).max(f32::EPSILON);
    rgb.fill(bbox, colour, |x, y| {
        let t = (((x - x0) * dx + (y - y0) * dy) / len2).clamp(0.0, 1.0);
        let dist = (x - (x0 + t * dx)).hypot(y - (y0 + t * dy));
        half - dist + 0.5
    });
}
