//! The evaluation graph of an analysis: decoded and checked pixel by pixel.
//!
//! `KIBITZ_EXAMPLES=/tmp/graphs cargo test --test render render_graph -- --ignored` writes the
//! example graphs (English and Chinese) to look at.

use crate::render_support::renderer;
use image::RgbImage;
use kibitz::render::{Graph, GraphMark, Rgba};

/// A game of `plies` moves whose chances swing, with a mark of each kind.
fn graph(plies: usize) -> Graph {
    let win_percents = (0..=plies)
        .map(|i| 50.0 + 45.0 * (i as f64 / 9.0).sin() * (i as f64 / plies as f64))
        .collect();
    Graph {
        win_percents,
        marks: vec![
            (plies / 4, GraphMark::Inaccuracy),
            (plies / 2, GraphMark::Mistake),
            (3 * plies / 4, GraphMark::Blunder),
        ],
        title: "Analysis of K7Q2 · Xiangqi".into(),
        result: "Red won (checkmate) after 31 moves".into(),
        chances: "Winning chances of red (alice)".into(),
        moves: "move".into(),
        legend: [
            "?! inaccuracy".into(),
            "? mistake".into(),
            "?? blunder".into(),
        ],
    }
}

fn decode(png: &[u8]) -> RgbImage {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap();
    assert!(
        !img.color().has_alpha(),
        "an opaque picture: no theme shows through"
    );
    img.to_rgb8()
}

/// WCAG's relative luminance and contrast ratio.
fn luminance([r, g, b]: [u8; 3]) -> f64 {
    let lin = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

fn near(got: [u8; 3], want: Rgba, tolerance: u8) -> bool {
    got.iter()
        .zip(want.bytes())
        .all(|(&g, w)| g.abs_diff(w) <= tolerance)
}

/// Discord's message backgrounds: the light theme's and the dark theme's.
const DISCORD_LIGHT: [u8; 3] = [0xFF, 0xFF, 0xFF];
const DISCORD_DARK: [u8; 3] = [0x31, 0x33, 0x38];

#[test]
fn the_graph_decodes_with_one_point_per_ply_evenly_spread() {
    for plies in [0, 1, 2, 41, 200, 301] {
        let g = graph(plies.max(1));
        let g = Graph {
            win_percents: g.win_percents[..=plies].to_vec(),
            marks: g.marks.into_iter().filter(|m| m.0 <= plies).collect(),
            ..g
        };
        let img = decode(&renderer().graph_png(&g).unwrap());
        let layout = renderer().graph_layout(&g);
        assert_eq!((img.width(), img.height()), (layout.width, layout.height));
        assert_eq!(img.width(), 640, "as wide as the boards");
        assert_eq!(layout.points.len(), plies + 1, "one point per position");
        // Left to right, the first at the plot's left edge and the last at its right.
        for pair in layout.points.windows(2) {
            assert!(pair[1].0 > pair[0].0, "{plies}: {pair:?}");
        }
        if plies > 0 {
            let (first, last) = (layout.points[0], layout.points[plies]);
            assert_eq!(first.0, layout.plot.x as f32);
            assert_eq!(last.0, (layout.plot.x + layout.plot.width) as f32);
        }
        // Each point's height is its win percent.
        for (&(_, y), &w) in layout.points.iter().zip(&g.win_percents) {
            let want = layout.plot.y as f64 + layout.plot.height as f64 * (1.0 - w / 100.0);
            assert!((f64::from(y) - want).abs() < 0.01, "{y} for {w}%");
        }
    }
}

#[test]
fn the_curve_passes_through_every_unmarked_point_and_marks_are_dotted_in_their_colour() {
    let g = graph(60);
    let img = decode(&renderer().graph_png(&g).unwrap());
    let layout = renderer().graph_layout(&g);
    let curve = kibitz::render::Rgba::rgb(0xF2, 0xF3, 0xF5);
    let at = |(x, y): (f32, f32)| img.get_pixel(x as u32, y as u32).0;
    for (ply, &point) in layout.points.iter().enumerate() {
        if g.marks.iter().any(|m| m.0.abs_diff(ply) <= 1) {
            continue;
        }
        // The curve is 2 pixels wide: the pixel at the point or one of its neighbours is it.
        let (x, y) = point;
        let found = [(0.0, 0.0), (0.0, -1.0), (0.0, 1.0), (-1.0, 0.0)]
            .iter()
            .any(|(dx, dy)| near(at((x + dx, y + dy)), curve, 40));
        assert!(found, "ply {ply}: {:?} at {point:?}", at(point));
    }
    for (ply, mark) in &g.marks {
        let got = at(layout.points[*ply]);
        assert!(
            near(got, mark.colour(), 2),
            "{mark:?} at ply {ply}: {got:?}"
        );
    }
    // The three marks' colours are told apart from each other.
    let colours: Vec<[u8; 3]> = GraphMark::ALL.iter().map(|m| m.colour().bytes()).collect();
    for (i, a) in colours.iter().enumerate() {
        for b in &colours[i + 1..] {
            let distance: u32 = a
                .iter()
                .zip(b)
                .map(|(x, y)| u32::from(x.abs_diff(*y)))
                .sum();
            assert!(distance > 120, "{a:?} and {b:?} are too alike");
        }
    }
}

#[test]
fn the_graph_reads_in_discords_light_and_dark_themes() {
    let g = graph(80);
    let img = decode(&renderer().graph_png(&g).unwrap());
    let layout = renderer().graph_layout(&g);
    // The border stands out from both themes' backgrounds.
    let border = img.get_pixel(0, 0).0;
    for (x, y) in [(0, 0), (639, 0), (0, 319), (639, 319), (320, 1)] {
        assert_eq!(img.get_pixel(x, y).0, border);
    }
    for theme in [DISCORD_LIGHT, DISCORD_DARK] {
        assert!(
            contrast(border, theme) >= 3.0,
            "border {border:?} on {theme:?}: {:.2}",
            contrast(border, theme)
        );
    }
    // Inside, everything is drawn on the card's own opaque ground: the curve and each mark
    // stand out from the plot (graphics: 3:1), the words from the card (text: 4.5:1).
    let card = img.get_pixel(8, 8).0;
    let plot = img.get_pixel(layout.plot.x + 2, layout.plot.y + 2).0;
    let light = [0xF2, 0xF3, 0xF5];
    assert!(contrast(light, plot) >= 7.0);
    for mark in GraphMark::ALL {
        assert!(
            contrast(mark.colour().bytes(), plot) >= 3.0,
            "{mark:?} on the plot"
        );
    }
    // The brightest pixel of the heading is the text colour, well apart from the card.
    let heading = (16..400)
        .flat_map(|x| (10..34).map(move |y| (x, y)))
        .map(|(x, y)| img.get_pixel(x, y).0)
        .max_by(|a, b| luminance(*a).total_cmp(&luminance(*b)))
        .unwrap();
    assert!(contrast(heading, card) >= 4.5, "{heading:?} on {card:?}");
    // The first side's area and the rest of the plot differ (the shading carries the curve).
    let area = img
        .get_pixel(layout.plot.x + 2, layout.plot.y + layout.plot.height - 2)
        .0;
    assert!(contrast(area, plot) >= 2.0, "{area:?} on {plot:?}");
}

#[test]
fn a_graph_of_no_positions_is_an_error_not_a_panic() {
    let g = Graph {
        win_percents: Vec::new(),
        marks: vec![(3, GraphMark::Blunder)],
        ..graph(10)
    };
    assert!(renderer().graph_png(&g).is_err());
    // A mark beyond the game or an odd win percent is drawn around, not a failure.
    let odd = Graph {
        win_percents: vec![50.0, f64::NAN, 140.0, -3.0],
        marks: vec![(9, GraphMark::Blunder)],
        ..graph(10)
    };
    decode(&renderer().graph_png(&odd).unwrap());
}

#[test]
#[ignore = "writes files; run by hand to look at the graphs"]
fn write_graph_examples() {
    let dir = std::path::PathBuf::from(
        std::env::var("KIBITZ_EXAMPLES").unwrap_or_else(|_| "/tmp/kibitz-graphs".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    let english = graph(62);
    std::fs::write(
        dir.join("graph-en.png"),
        renderer().graph_png(&english).unwrap(),
    )
    .unwrap();
    let chinese = Graph {
        title: "对局 K7Q2 的分析 · 象棋".into(),
        result: "红方胜（将死），共 31 回合".into(),
        chances: "红方（王磊）的胜率".into(),
        moves: "回合".into(),
        legend: ["?! 不精确着".into(), "? 错着".into(), "?? 漏着".into()],
        ..graph(180)
    };
    std::fs::write(
        dir.join("graph-zh-CN.png"),
        renderer().graph_png(&chinese).unwrap(),
    )
    .unwrap();
}
