//! Scripts that need shaping and ordering: Arabic joins its letters and runs right to left,
//! Hebrew runs right to left, Devanagari forms conjuncts, Thai stacks its marks, and mixed
//! names put each script in its reading order. The glyphs drawn are checked against
//! rustybuzz shaping the same text with the same font, and the pictures decoded.

use crate::render_support::{decode, renderer, topo_start, xiangqi_start};
use image::RgbaImage;
use kibitz::games::BoardView;
use kibitz::render::{Caption, CaptionLine, PictureOptions, PixelRect};

static ARABIC: &[u8] = include_bytes!("../../assets/fonts/NotoSansArabic-Bold-subset.ttf");
static HEBREW: &[u8] = include_bytes!("../../assets/fonts/NotoSansHebrew-Bold-subset.ttf");
static DEVANAGARI: &[u8] = include_bytes!("../../assets/fonts/NotoSansDevanagari-Bold-subset.ttf");
static THAI: &[u8] = include_bytes!("../../assets/fonts/NotoSansThai-Bold-subset.ttf");

/// rustybuzz's glyphs for `text` in `font`, in display order (its own direction and script).
fn shaped(font: &[u8], text: &str) -> Vec<u16> {
    let face = rustybuzz::Face::from_slice(font, 0).expect("the font loads");
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.guess_segment_properties();
    rustybuzz::shape(&face, &[], buffer)
        .glyph_infos()
        .iter()
        .map(|g| g.glyph_id as u16)
        .collect()
}

fn caption(first: &str, second: &str) -> Caption {
    Caption {
        first_player: first.into(),
        second_player: second.into(),
        versus: "vs".into(),
        status: "White to move · move 1".into(),
        frame_statuses: Vec::new(),
        side_labels: None,
    }
}

/// The first player's name line, and the picture.
fn draw(view: &BoardView, name: &str) -> (RgbaImage, CaptionLine) {
    let caption = caption(name, "Anna");
    let options = PictureOptions {
        perspective: None,
        caption: Some(caption.clone()),
    };
    let img = decode(&renderer().png(view, &options).expect("a picture"));
    let [line, _] = renderer().caption_layout(view.kind, &caption).names;
    (img, line)
}

/// The glyph ids drawn, all from `font`.
fn ids(line: &CaptionLine, font: &str) -> Vec<u16> {
    line.glyph_ids
        .iter()
        .map(|&(f, id)| {
            assert_eq!(f, font, "{:?}", line.text);
            id
        })
        .collect()
}

/// The left edge of each character's box, in typed order, with the character.
fn lefts(line: &CaptionLine) -> Lefts {
    line.glyphs
        .iter()
        .filter(|(c, r)| !c.is_whitespace() && r.width > 0)
        .map(|&(c, r)| (c, r.x))
        .collect()
}

/// Characters with the left edges of their boxes.
type Lefts = Vec<(char, u32)>;

/// The characters' left edges split into Latin and the rest.
fn by_script(lefts: &[(char, u32)]) -> (Lefts, Lefts) {
    lefts.iter().partition(|(c, _)| c.is_ascii())
}

fn pixels(img: &RgbaImage, r: PixelRect) -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for y in r.y..r.y + r.height {
        for x in r.x..r.x + r.width {
            out.push(img.get_pixel(x, y).0);
        }
    }
    out
}

fn ink(img: &RgbaImage, r: PixelRect) -> usize {
    let bg = kibitz::render::style::CAPTION_BACKGROUND.bytes();
    pixels(img, r)
        .into_iter()
        .filter(|p| {
            (0..3)
                .map(|c| (i32::from(p[c]) - i32::from(bg[c])).abs())
                .sum::<i32>()
                > 90
        })
        .count()
}

#[test]
fn an_arabic_name_is_joined_and_drawn_right_to_left() {
    let name = "محمد صلاح";
    let (img, line) = draw(&topo_start(), name);
    assert_eq!(line.text, name);
    // The shaper's glyphs for the whole name, as rustybuzz gives them with the same font.
    let drawn = ids(&line, "Noto Sans Arabic Bold");
    assert_eq!(drawn, shaped(ARABIC, name));
    // Joined: most letters are not their isolated forms (each letter shaped alone), which a
    // renderer without shaping would draw.
    let isolated: Vec<u16> = name
        .chars()
        .map(|c| shaped(ARABIC, &c.to_string())[0])
        .collect();
    let joined = drawn.iter().filter(|id| !isolated.contains(id)).count();
    assert!(
        joined >= 5,
        "{joined} of {} glyphs are joined forms",
        drawn.len()
    );
    // Right to left: each letter lies left of the one typed before it.
    let lefts = lefts(&line);
    for pair in lefts.windows(2) {
        assert!(pair[1].1 < pair[0].1, "{pair:?} in {lefts:?}");
    }
    for &(c, rect) in &line.glyphs {
        if !c.is_whitespace() && rect.width > 0 {
            assert!(ink(&img, rect) >= 3, "{c:?} has no ink");
        }
    }
}

#[test]
fn a_hebrew_name_is_drawn_right_to_left() {
    let name = "שרה כהן";
    let (img, line) = draw(&xiangqi_start(), name);
    assert_eq!(ids(&line, "Noto Sans Hebrew Bold"), shaped(HEBREW, name));
    let lefts = lefts(&line);
    assert_eq!(lefts.len(), 6);
    for pair in lefts.windows(2) {
        assert!(pair[1].1 < pair[0].1, "{pair:?}");
    }
    assert!(ink(&img, line.rect) > 50);
    // With a hyphen from the Latin font between two Hebrew words, the whole name still reads
    // right to left (the hyphen takes the direction of the letters around it).
    let (_, line) = draw(&topo_start(), "דוד בן-גוריון");
    let lefts = self::lefts(&line);
    for pair in lefts.windows(2) {
        assert!(pair[1].1 < pair[0].1, "{pair:?} in {lefts:?}");
    }
    // Pointed Hebrew: the vowel points sit on their letters, taking no room of their own.
    let (_, pointed) = draw(&topo_start(), "יִצְחָק");
    let (_, plain) = draw(&topo_start(), "יצחק");
    assert!(pointed.rect.width.abs_diff(plain.rect.width) <= 2);
}

#[test]
fn two_arabic_names_look_different() {
    let (a, line_a) = draw(&topo_start(), "محمد");
    let (b, line_b) = draw(&topo_start(), "أحمد");
    assert_ne!(line_a.glyph_ids, line_b.glyph_ids);
    let r = PixelRect {
        width: line_a.rect.width.max(line_b.rect.width),
        ..line_a.rect
    };
    assert_ne!(pixels(&a, r), pixels(&b, r));
    // And neither is a placeholder.
    assert!(renderer().can_draw("محمد") && renderer().can_draw("أحمد"));
}

#[test]
fn latin_and_arabic_in_one_name_keep_their_own_orders() {
    // Read left to right (its first letter is Latin): "Ali" then the Arabic word, right to left.
    let (_, line) = draw(&topo_start(), "Ali علي");
    let lefts = lefts(&line);
    let (latin, arabic) = by_script(&lefts);
    assert_eq!((latin.len(), arabic.len()), (3, 3));
    assert!(latin.windows(2).all(|p| p[0].1 < p[1].1), "{lefts:?}");
    assert!(arabic.windows(2).all(|p| p[1].1 < p[0].1), "{lefts:?}");
    assert!(
        latin.iter().all(|l| arabic.iter().all(|a| l.1 < a.1)),
        "{lefts:?}"
    );
    // Read right to left (its first letter is Arabic): the Arabic word on the right, "Ali"
    // still left to right on its left.
    let (_, line) = draw(&topo_start(), "علي Ali");
    let lefts = self::lefts(&line);
    let (latin, arabic) = by_script(&lefts);
    assert!(latin.windows(2).all(|p| p[0].1 < p[1].1), "{lefts:?}");
    assert!(arabic.windows(2).all(|p| p[1].1 < p[0].1), "{lefts:?}");
    assert!(
        latin.iter().all(|l| arabic.iter().all(|a| l.1 < a.1)),
        "{lefts:?}"
    );
    // Each part is shaped by its own font.
    let fonts: Vec<&str> = line.glyph_ids.iter().map(|g| g.0).collect();
    assert!(fonts.contains(&"DejaVu Sans Bold") && fonts.contains(&"Noto Sans Arabic Bold"));
}

#[test]
fn devanagari_forms_conjuncts_and_thai_stacks_its_marks() {
    for (name, font, bytes) in [
        ("प्रियंका", "Noto Sans Devanagari Bold", DEVANAGARI),
        ("श्रीनिवास", "Noto Sans Devanagari Bold", DEVANAGARI),
        ("ประยุทธ์", "Noto Sans Thai Bold", THAI),
    ] {
        let (img, line) = draw(&topo_start(), name);
        let drawn = ids(&line, font);
        assert_eq!(drawn, shaped(bytes, name), "{name}");
        assert!(ink(&img, line.rect) > 40, "{name}");
    }
    // प्र (pa, virama, ra) is one cluster: fewer boxes than characters, the virama and ra zero
    // wide at the conjunct's start.
    let (_, line) = draw(&topo_start(), "प्रियंका");
    let wide = line.glyphs.iter().filter(|(_, r)| r.width > 0).count();
    assert!(wide < line.glyphs.len(), "{:?}", line.glyphs);
}

#[test]
fn emoji_are_drawn_and_tell_names_apart() {
    let (a, line_a) = draw(&topo_start(), "Anna 🌸");
    let (b, line_b) = draw(&topo_start(), "Anna 🐉");
    assert!(line_a.glyph_ids.iter().any(|g| g.0 == "Symbola"));
    let r = line_a.rect;
    assert_ne!(pixels(&a, r), pixels(&b, r));
    let flower = line_a.glyphs.iter().find(|g| g.0 == '🌸').unwrap().1;
    assert!(ink(&a, flower) > 10);
    let _ = line_b;
}

#[test]
fn a_front_end_can_ask_whether_a_name_can_be_drawn() {
    for name in [
        "Anna",
        "محمد صلاح",
        "שרה כהן",
        "สมชาย ใจดี",
        "विश्वनाथन आनंद",
        "王磊",
        "Anna 🌸",
        "👨\u{200D}👩\u{200D}👧 Family",
        "👍🏽",
    ] {
        assert!(renderer().can_draw(name), "{name:?}");
    }
    for name in [
        "\u{1FAE0} Mel",    // an emoji of Unicode 14: newer than the emoji font
        "விஸ்வநாதன்",          // Tamil: no font
        "Լևոն Արոնյան",     // Armenian: no font
        "\u{E000}",         // private use
        "\u{200B}\u{200D}", // nothing visible
        "",
    ] {
        assert!(!renderer().can_draw(name), "{name:?}");
    }
}
