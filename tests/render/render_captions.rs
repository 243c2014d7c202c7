//! The caption strip in every language and script: the status is never cut (it takes a second
//! line and the strip grows), the word between the players is the reader's, right-to-left
//! names are shaped and ordered, and Black's marker reads as a filled disc.

use crate::render_support::{decode, renderer, tempo_start, topo_start, xiangqi_start};
use image::RgbaImage;
use kibitz::games::{msg, Arg, BoardView, GameKind, Msg, Side};
use kibitz::i18n::{say, Lang};
use kibitz::render::{
    style, Caption, CaptionLayout, CaptionLine, PictureOptions, PixelRect, CAPTION_STATUS_LINES,
};
use std::time::Duration;

/// Long names as Discord allows them (32 characters), in wide letters.
const LONG_NAMES: [&str; 2] = [
    "Grzegorz Brzęczyszczykiewicz III",
    "Wojciech Władysław Wiśniewski-Wu",
];

/// 29 September 2026, 20:26 UTC: a two-digit day, and the longest month's name in most
/// languages.
const DEADLINE: i64 = 1_790_713_560;

/// Every reason a game can end for, as the results' messages name them.
const REASONS: [&str; 21] = [
    "outcome-no-moves",
    "outcome-xiangqi-checkmate",
    "outcome-xiangqi-stalemate",
    "outcome-xiangqi-no-moves",
    "outcome-tempo-no-moves",
    "outcome-perpetual-check",
    "outcome-repetition",
    "outcome-tempo-repetition-win",
    "outcome-tempo-repetition-draw",
    "outcome-lepri-captured",
    "outcome-no-lepri",
    "outcome-no-lepre-vs-no-topo",
    "outcome-no-topi",
    "outcome-sixty-half-moves",
    "outcome-no-gattini",
    "outcome-bare-topo-lepre",
    "outcome-six-cavalli",
    "outcome-central-square",
    "outcome-resignation",
    "outcome-time",
    "outcome-agreement",
];

fn board(kind: GameKind) -> BoardView {
    match kind {
        GameKind::Topo => topo_start(),
        GameKind::Xiangqi => xiangqi_start(),
        GameKind::Tempo => tempo_start(),
    }
}

/// Every status line the bot writes in `lang` (`views-status-*`) for `kind`, with a long
/// name, a three-digit move number and the longest deadline.
fn statuses(lang: Lang, kind: GameKind) -> Vec<String> {
    let mut out = Vec::new();
    for side in [Side::First, Side::Second] {
        for player in LONG_NAMES
            .iter()
            .map(|n| Msg::verbatim(n.to_string()))
            .chain([msg!("views-computer-player", level = 8)])
        {
            let base = |id: &'static str| {
                msg!(
                    id,
                    side = (kind, side),
                    player = player.clone(),
                    number = 124
                )
            };
            out.push(say(lang, &base("views-status-to-move")));
            let deadline = base("views-status-to-move-deadline")
                .with("left", Duration::from_secs(6 * 86_400 + 23 * 3600))
                .with("deadline", Arg::Time(DEADLINE));
            out.push(say(lang, &deadline));
        }
    }
    for reason in REASONS {
        let results = [
            msg!(
                "outcome-win",
                winner = (kind, Side::First),
                reason = Msg::new(reason)
            ),
            msg!(
                "outcome-win",
                winner = (kind, Side::Second),
                reason = Msg::new(reason)
            ),
            msg!("outcome-draw", reason = Msg::new(reason)),
        ];
        for result in results {
            out.push(say(
                lang,
                &msg!("views-status-over", result = result, moves = 248),
            ));
        }
    }
    out
}

fn caption(lang: Lang, kind: GameKind, status: &str) -> Caption {
    Caption {
        first_player: LONG_NAMES[0].into(),
        second_player: LONG_NAMES[1].into(),
        versus: say(lang, &Msg::new("views-caption-versus")),
        status: status.into(),
        frame_statuses: Vec::new(),
        side_labels: Some(
            [Side::First, Side::Second]
                .map(|side| say(lang, &msg!("verbatim", text = (kind, side)))),
        ),
    }
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

/// Every visible character of a line has ink in its box.
fn assert_inked(img: &RgbaImage, line: &CaptionLine, what: &str) {
    for &(c, rect) in &line.glyphs {
        if c.is_whitespace() || rect.width == 0 {
            continue;
        }
        assert!(ink(img, rect) >= 3, "{what}: {c:?} at {rect:?} has no ink");
    }
}

/// The status's lines hold the whole status, each inside the picture and the strip.
fn assert_status_whole(layout: &CaptionLayout, status: &str, width: u32, what: &str) {
    let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let lines: Vec<&str> = layout.status.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        squeeze(&lines.concat()),
        squeeze(&renderer().caption_text(status)),
        "{what}: {lines:?}"
    );
    assert!(
        lines.iter().all(|l| !l.contains('…')),
        "{what}: cut: {lines:?}"
    );
    let strip = layout.strip;
    for line in &layout.status {
        let r = line.rect;
        assert!(
            r.x + r.width <= width,
            "{what}: {:?} overflows: {r:?}",
            line.text
        );
        assert!(
            r.y >= strip.y && r.y + r.height <= strip.y + strip.height,
            "{what}: {r:?}"
        );
    }
    // Lines follow each other down the strip.
    for pair in layout.status.windows(2) {
        assert!(pair[0].rect.y < pair[1].rect.y, "{what}");
    }
}

#[test]
fn no_status_is_ever_cut_in_any_language() {
    let mut most_lines = 0;
    for lang in Lang::ALL {
        for kind in GameKind::ALL {
            let (width, board_height) = renderer().size(kind, None);
            let all = statuses(lang, kind);
            for status in &all {
                let caption = caption(lang, kind, status);
                let layout = renderer().caption_layout(kind, &caption);
                let what = format!("{lang:?} {kind:?} {status:?}");
                assert_status_whole(&layout, status, width, &what);
                // Two lines at most: the strip grows by one line, and nothing real reaches the
                // cap at which absurd input is cut.
                assert!(layout.status.len() <= 2, "{what}: {:?}", layout.status);
                assert!(layout.status.len() < CAPTION_STATUS_LINES);
                most_lines = most_lines.max(layout.status.len());
                // The strip grows with the status, under the board.
                assert_eq!(layout.strip.y, board_height, "{what}");
                assert_eq!(
                    renderer().size(kind, Some(&caption)),
                    (width, board_height + layout.strip.height)
                );
            }
            // The longest one drawn: the picture has the strip's size, every glyph has ink.
            let longest = all.iter().max_by_key(|s| s.chars().count()).unwrap();
            let caption = caption(lang, kind, longest);
            let options = PictureOptions {
                perspective: None,
                caption: Some(caption.clone()),
            };
            let img = decode(&renderer().png(&board(kind), &options).unwrap());
            assert_eq!(img.dimensions(), renderer().size(kind, Some(&caption)));
            let layout = renderer().caption_layout(kind, &caption);
            for line in &layout.status {
                assert_inked(&img, line, &format!("{lang:?} {longest:?}"));
            }
        }
    }
    // The deadline wraps: somewhere a status takes a second line.
    assert!(most_lines >= 2, "{most_lines}");
}

#[test]
fn the_english_deadline_takes_a_second_line_instead_of_being_cut() {
    let status = say(
        Lang::En,
        &msg!(
            "views-status-to-move-deadline",
            side = (GameKind::Tempo, Side::First),
            player = Msg::verbatim(LONG_NAMES[0].to_string()),
            number = 12,
        )
        .with("left", Duration::from_secs(86_400))
        .with("deadline", Arg::Time(DEADLINE)),
    );
    assert!(
        status.ends_with("(deadline 29 Sep 2026, 20:26 UTC)"),
        "{status}"
    );
    let caption = caption(Lang::En, GameKind::Tempo, &status);
    let layout = renderer().caption_layout(GameKind::Tempo, &caption);
    assert_eq!(layout.status.len(), 2, "{:?}", layout.status);
    assert!(
        layout.status[1].text.ends_with("20:26 UTC)"),
        "{:?}",
        layout.status
    );
    // Broken at a space: the first line ends a word ("·" stays at the end of its line).
    let first = &layout.status[0].text;
    assert!(status.starts_with(first.as_str()), "{first:?}");
    assert_eq!(status.as_bytes().get(first.len()), Some(&b' '), "{first:?}");
    assert_status_whole(&layout, &status, 640, "en");
    // And the strip is a line taller than a one-line caption's.
    let short = caption_with_status(&caption, "Black to move · move 12");
    let (_, short_height) = renderer().size(GameKind::Tempo, Some(&short));
    let (_, tall_height) = renderer().size(GameKind::Tempo, Some(&caption));
    assert!(
        tall_height > short_height + 15,
        "{tall_height} vs {short_height}"
    );
}

fn caption_with_status(caption: &Caption, status: &str) -> Caption {
    Caption {
        status: status.into(),
        ..caption.clone()
    }
}

#[test]
fn a_chinese_status_breaks_between_characters() {
    // No space in it: the line can only break between two ideographs.
    let status = "轮到黑方（许银川）走 · 第124回合 · 剩余6天23小时（截止 2026年9月29日 20:26 UTC）"
        .repeat(2);
    let caption = caption(Lang::ZhCn, GameKind::Xiangqi, &status);
    let layout = renderer().caption_layout(GameKind::Xiangqi, &caption);
    assert!(layout.status.len() >= 2, "{:?}", layout.status);
    assert_status_whole(&layout, &status, 640, "zh-CN");
    // No line starts with closing punctuation.
    for line in &layout.status[1..] {
        let first = line.text.chars().next().unwrap();
        assert!(!"）·，。".contains(first), "{:?}", line.text);
    }
}

#[test]
fn a_name_is_cut_only_when_wider_than_its_half() {
    let kind = GameKind::Topo;
    let fits = Caption {
        first_player: "Anna Kowalska".into(),
        second_player: "Bo".into(),
        versus: "vs".into(),
        status: "White to move".into(),
        frame_statuses: Vec::new(),
        side_labels: None,
    };
    let layout = renderer().caption_layout(kind, &fits);
    // A name that fits its half beside the marker and the side's colour is drawn whole.
    assert_eq!(layout.names[0].text, "Anna Kowalska");
    // Discord's longest names (32 characters) are wider than a half at the names' size: cut
    // with "…" after as much of the name as fits, inside the first half.
    let too_long = Caption {
        first_player: LONG_NAMES[0].into(),
        ..fits
    };
    let layout = renderer().caption_layout(kind, &too_long);
    let drawn = &layout.names[0].text;
    assert!(drawn.ends_with('…'), "{drawn:?}");
    assert!(LONG_NAMES[0].starts_with(drawn.trim_end_matches('…')));
    assert!(drawn.chars().count() > 12, "{drawn:?}");
    let r = layout.names[0].rect;
    assert!(r.x + r.width <= layout.versus.rect.x, "{r:?}");
}

#[test]
fn the_word_between_the_players_is_the_readers() {
    let versus = say(Lang::ZhCn, &Msg::new("views-caption-versus"));
    assert_eq!(versus, "对");
    assert_eq!(say(Lang::ZhTw, &Msg::new("views-caption-versus")), "對");
    let caption = Caption {
        first_player: "许银川".into(),
        second_player: "吕钦".into(),
        versus: versus.clone(),
        status: "轮到红方（许银川）走 · 第1回合".into(),
        frame_statuses: Vec::new(),
        side_labels: Some(["红方".into(), "黑方".into()]),
    };
    let layout = renderer().caption_layout(GameKind::Xiangqi, &caption);
    assert_eq!(layout.versus.text, "对");
    assert_eq!(layout.versus.glyph_ids.len(), 1);
    assert_eq!(layout.versus.glyph_ids[0].0, "Noto Sans CJK SC Bold");
    // Between the two names, and drawn.
    let [a, b] = &layout.names;
    let v = layout.versus.rect;
    assert!(a.rect.x + a.rect.width < v.x && v.x + v.width < b.rect.x);
    let options = PictureOptions {
        perspective: None,
        caption: Some(caption),
    };
    let img = decode(&renderer().png(&xiangqi_start(), &options).unwrap());
    assert!(ink(&img, v) > 20, "the word has ink");
    // No "vs" anywhere: the English word is not drawn over or beside it.
    assert!(!layout.versus.text.contains("vs"));
}

/// CIE lightness (0 black – 100 white) of an sRGB colour.
fn lightness([r, g, b]: [u8; 3]) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let y = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    if y > 0.008856 {
        116.0 * y.cbrt() - 16.0
    } else {
        903.3 * y
    }
}

#[test]
fn blacks_marker_is_a_filled_dark_disc_with_a_light_outline() {
    for (kind, black) in [
        (GameKind::Tempo, 0),
        (GameKind::Topo, 1),
        (GameKind::Xiangqi, 1),
    ] {
        let caption = caption(Lang::En, kind, "Black to move");
        let options = PictureOptions {
            perspective: None,
            caption: Some(caption.clone()),
        };
        let img = decode(&renderer().png(&board(kind), &options).unwrap());
        let marker = renderer().caption_layout(kind, &caption).markers[black];
        let (cx, cy) = (marker.x + marker.width / 2, marker.y + marker.height / 2);
        let px = |x: u32, y: u32| {
            let p = img.get_pixel(x, y).0;
            [p[0], p[1], p[2]]
        };
        let strip = lightness(style::CAPTION_BACKGROUND.bytes());
        let centre = lightness(px(cx, cy));
        // Dark at its centre...
        assert!(centre < 50.0, "{kind:?}: centre lightness {centre:.0}");
        // ...yet visibly not the strip's own colour, which is what made it read as a ring...
        assert!(
            (centre - strip).abs() > 15.0,
            "{kind:?}: centre {centre:.0} against the strip's {strip:.0}"
        );
        // ...inside a light outline.
        let rim = lightness(px(cx, marker.y + 1));
        assert!(rim > 70.0, "{kind:?}: outline lightness {rim:.0}");
        // The whole inside is filled: no pixel within it is as dark as the strip.
        let r = marker.width / 2;
        for dy in 0..r.saturating_sub(3) {
            for dx in 0..r.saturating_sub(3) {
                if dx * dx + dy * dy < (r - 3) * (r - 3) {
                    let l = lightness(px(cx + dx, cy + dy));
                    assert!(l > strip + 5.0, "{kind:?}: a hole at +{dx},+{dy} ({l:.0})");
                }
            }
        }
    }
}
