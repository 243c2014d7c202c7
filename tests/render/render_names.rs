//! Player names in any script: the caption draws every character of the scripts its fonts
//! cover with a real glyph (never "?" nor a font's empty box), emoji too, and turns each run of
//! anything else (newer emoji, private-use characters, uncovered scripts) into one placeholder.
//!
//! The names are in `data/names.tsv`; each is drawn in a real caption, the PNG decoded, and
//! every character's box checked for ink.

use crate::render_support::{decode, renderer, tempo_start, topo_start, xiangqi_start};
use image::RgbaImage;
use kibitz::games::BoardView;
use kibitz::render::{style, Caption, CaptionLine, PictureOptions, PixelRect, CAPTION_PLACEHOLDER};
use proptest::prelude::*;

/// The scripts whose every character the caption fonts draw, as written.
const COVERED: [&str; 13] = [
    "latin",
    "vietnamese",
    "greek",
    "cyrillic",
    "chinese-simplified",
    "chinese-traditional",
    "japanese",
    "korean",
    "arabic",
    "hebrew",
    "thai",
    "devanagari",
    "mixed",
];

/// The scripts the fonts do not have (each run drawn as one placeholder).
const UNCOVERED: [&str; 5] = ["tamil", "bengali", "georgian", "armenian", "new-emoji"];

/// The names of the data file: (script, name).
fn names() -> Vec<(&'static str, &'static str)> {
    include_str!("data/names.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_once('\t').expect("script<TAB>name on every line"))
        .collect()
}

fn covered(script: &str) -> bool {
    COVERED.contains(&script)
}

/// Pixels of `r` that carry text: far enough from the strip's background colour.
fn ink(img: &RgbaImage, r: PixelRect) -> usize {
    let bg = style::CAPTION_BACKGROUND.bytes();
    let mut n = 0;
    for y in r.y..(r.y + r.height).min(img.height()) {
        for x in r.x..(r.x + r.width).min(img.width()) {
            let p = img.get_pixel(x, y).0;
            let distance: i32 = (0..3)
                .map(|c| (i32::from(p[c]) - i32::from(bg[c])).abs())
                .sum();
            if distance > 90 {
                n += 1;
            }
        }
    }
    n
}

/// A picture of `view` with these two players, decoded, and where their names went.
fn draw(
    view: &BoardView,
    first: &str,
    second: &str,
    status: &str,
) -> (RgbaImage, [CaptionLine; 3]) {
    let caption = Caption {
        side_labels: None,
        first_player: first.into(),
        second_player: second.into(),
        versus: "vs".into(),
        status: status.into(),
        frame_statuses: Vec::new(),
    };
    let options = PictureOptions {
        perspective: None,
        caption: Some(caption.clone()),
    };
    let img = decode(&renderer().png(view, &options).expect("a picture"));
    let layout = renderer().caption_layout(view.kind, &caption);
    let [a, b] = layout.names;
    assert_eq!(layout.status.len(), 1, "a short status takes one line");
    let status = layout.status.into_iter().next().expect("a status line");
    (img, [a, b, status])
}

/// Every visible character of a drawn line has ink in its own box, and the line has no "?"
/// that its source did not have.
fn assert_line_inked(img: &RgbaImage, line: &CaptionLine, source: &str) {
    assert!(
        !line.text.contains('?') || source.contains('?'),
        "{source:?} drawn as {:?}",
        line.text
    );
    assert!(ink(img, line.rect) > 0, "{source:?}: no ink at all");
    for &(c, rect) in &line.glyphs {
        if c.is_whitespace() || rect.width == 0 {
            continue;
        }
        assert!(
            ink(img, rect) >= 3,
            "{source:?}: the glyph of {c:?} (U+{:04X}) at {rect:?} is empty",
            u32::from(c)
        );
    }
}

#[test]
fn the_name_list_is_long_and_varied() {
    let names = names();
    assert!(names.len() >= 100, "{} names", names.len());
    for script in COVERED.iter().chain(&UNCOVERED).chain(&["emoji"]) {
        assert!(
            names.iter().any(|(s, _)| s == script),
            "no {script} name in the list"
        );
    }
}

#[test]
fn every_character_of_a_covered_script_has_a_real_glyph() {
    for (script, name) in names().into_iter().filter(|(s, _)| covered(s)) {
        for c in name.chars().filter(|c| !c.is_whitespace()) {
            assert!(
                renderer().caption_font(c).is_some(),
                "{script} name {name:?}: no font has {c:?} (U+{:04X})",
                u32::from(c)
            );
        }
        // Drawn as written: nothing replaced, nothing dropped.
        assert_eq!(renderer().caption_text(name), name, "{script}");
        assert!(renderer().can_draw(name), "{script} {name:?}");
    }
}

#[test]
fn names_in_covered_scripts_are_drawn_glyph_by_glyph() {
    let names: Vec<&str> = names()
        .into_iter()
        .filter(|(s, _)| covered(s))
        .map(|(_, n)| n)
        .collect();
    let boards = [topo_start(), xiangqi_start(), tempo_start()];
    for (i, pair) in names.chunks(2).enumerate() {
        let (first, second) = (pair[0], *pair.get(1).unwrap_or(&"Anna"));
        let view = &boards[i % boards.len()];
        let (img, [a, b, _]) = draw(view, first, second, "Red to move · move 12");
        for (line, source) in [(&a, first), (&b, second)] {
            // A long name may be cut with "…", never changed otherwise.
            let kept = line.text.trim_end_matches('…');
            assert!(
                source.starts_with(kept),
                "{source:?} drawn as {:?}",
                line.text
            );
            assert!(
                kept.chars().count() >= 2,
                "{source:?} cut to {:?}",
                line.text
            );
            assert!(!line.text.contains(CAPTION_PLACEHOLDER), "{source:?}");
            assert_line_inked(&img, line, source);
        }
    }
}

#[test]
fn emoji_are_drawn_without_their_invisible_joiners_and_skin_tones() {
    let expected = [
        ("🐉🔥", "🐉🔥"),
        ("Anna 🌸", "Anna 🌸"),
        ("👨\u{200D}👩\u{200D}👧 Family", "👨👩👧 Family"),
        ("👍🏽", "👍"),
        ("♟\u{FE0F} Magnus", "♟ Magnus"),
    ];
    for (name, drawn) in expected {
        assert_eq!(renderer().caption_text(name), drawn, "{name:?}");
    }
    for (_, name) in names().into_iter().filter(|(s, _)| *s == "emoji") {
        let (img, [a, _, _]) = draw(&topo_start(), name, "Anna", "Black to move");
        assert!(
            !a.text.contains(CAPTION_PLACEHOLDER),
            "{name:?} drawn as {:?}",
            a.text
        );
        assert!(renderer().can_draw(name), "{name:?}");
        assert_line_inked(&img, &a, name);
    }
}

#[test]
fn names_in_uncovered_scripts_draw_one_placeholder_per_run() {
    let p = CAPTION_PLACEHOLDER;
    let expected = [
        ("விஸ்வநாதன் ஆனந்த்", p.to_string()),
        ("Լևոն Արոնյան", p.to_string()),
        ("\u{1FAE0} Mel", format!("{p} Mel")),
        ("\u{1FAE0}\u{1FAE0}", p.to_string()),
        ("Anna \u{1FAE0}", format!("Anna {p}")),
    ];
    for (name, drawn) in &expected {
        assert_eq!(&renderer().caption_text(name), drawn, "{name:?}");
    }
    for (script, name) in names().into_iter().filter(|(s, _)| UNCOVERED.contains(s)) {
        assert!(!renderer().can_draw(name), "{script} {name:?}");
        let (img, [a, _, _]) = draw(&topo_start(), name, "Anna", "Black to move");
        assert_eq!(a.text, renderer().caption_text(name), "{script} {name:?}");
        // A placeholder for each run, never two in a row (a hyphen may part two runs).
        let squeezed: String = a.text.chars().filter(|&c| c != ' ').collect();
        assert!(
            squeezed.contains(p) && !squeezed.contains(&format!("{p}{p}")),
            "{script} {name:?} drawn as {:?}",
            a.text
        );
        assert_line_inked(&img, &a, name);
    }
}

#[test]
fn a_chinese_caption_draws() {
    let status = "红方走棋 · 第24步 — 黑方將死";
    assert_eq!(renderer().caption_text(status), status);
    let (img, [a, b, line]) = draw(&xiangqi_start(), "许银川", "吕钦", status);
    assert_eq!(line.text, status);
    assert_line_inked(&img, &line, status);
    assert_line_inked(&img, &a, "许银川");
    assert_line_inked(&img, &b, "吕钦");
}

/// Characters for the property test: covered letters, spaces, and things no font has.
fn piece_of_name() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            'a', 'Ł', 'ñ', 'ő', 'Ж', 'λ', '王', '學', 'か', 'ナ', '한'
        ])
        .prop_map(String::from),
        Just(" ".to_string()),
        (0x1F300u32..0x1F3FB).prop_map(|c| char::from_u32(c).map(String::from).unwrap_or_default()),
        (0x1F400u32..0x1F650).prop_map(|c| char::from_u32(c).map(String::from).unwrap_or_default()),
        (0xE000u32..0xF900).prop_map(|c| char::from_u32(c).map(String::from).unwrap_or_default()),
        (0xF0000u32..0xF0100).prop_map(|c| char::from_u32(c).map(String::from).unwrap_or_default()),
        Just("\u{200D}".to_string()),
        Just("\u{FE0F}".to_string()),
        Just("\u{1F3FD}".to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn uncovered_characters_degrade_to_one_placeholder_per_run(
        pieces in prop::collection::vec(piece_of_name(), 0..24)
    ) {
        let name: String = pieces.concat();
        let drawn = renderer().caption_text(&name);
        // Everything drawn has a glyph.
        for c in drawn.chars().filter(|c| *c != ' ') {
            prop_assert!(renderer().caption_font(c).is_some(), "{c:?} in {drawn:?}");
        }
        // The covered letters all stay, in order (the invisible joiners and selectors go).
        let letters = |s: &str| -> String {
            s.chars()
                .filter(|&c| !matches!(c, ' ' | CAPTION_PLACEHOLDER | '\u{200D}' | '\u{FE0F}' | '\u{1F3FD}'))
                .filter(|&c| renderer().caption_font(c).is_some())
                .collect()
        };
        prop_assert_eq!(letters(&drawn), letters(&name));
        // No two placeholders with only spaces between them, no "?", no space at either end.
        let squeezed: String = drawn.chars().filter(|&c| c != ' ').collect();
        let twice: String = [CAPTION_PLACEHOLDER, CAPTION_PLACEHOLDER].iter().collect();
        prop_assert!(!squeezed.contains(&twice), "{drawn:?}");
        prop_assert!(!drawn.contains('?'));
        prop_assert_eq!(drawn.trim(), drawn.as_str());
        // A name with something undrawable and visible shows it once.
        let undrawable = name.chars().any(|c| {
            !c.is_whitespace()
                && renderer().caption_font(c).is_none()
                && !matches!(c, '\u{200D}' | '\u{FE0F}' | '\u{1F3FD}')
        });
        // So does one of nothing but invisible characters (it is not blank, so say so).
        let only_invisible = !name.trim().is_empty() && letters(&name).is_empty();
        prop_assert_eq!(
            drawn.contains(CAPTION_PLACEHOLDER),
            undrawable || only_invisible,
            "{:?} -> {:?}",
            name,
            drawn
        );
        // And it draws.
        let options = PictureOptions {
            perspective: None,
            caption: Some(Caption { side_labels: None, first_player: name.clone(), second_player: name, versus: "vs".into(), status: String::new(), frame_statuses: Vec::new() }),
        };
        prop_assert!(renderer().png(&topo_start(), &options).is_ok());
    }
}
