//! Replays: an animated GIF has one frame per position, pauses on the last, and its frames
//! composite to exactly the PNG pictures of the same positions.

use crate::render_support;

use image::codecs::gif::GifDecoder;
use image::{AnimationDecoder, RgbaImage};
use kibitz::games::{new_game, AnyGame, BoardView, GameKind, Notation, Side};
use kibitz::render::{Caption, PictureOptions, RenderError};
use render_support::*;
use std::io::Cursor;

fn frames(gif: &[u8]) -> Vec<(RgbaImage, u32)> {
    let decoder = GifDecoder::new(Cursor::new(gif)).expect("a valid GIF");
    decoder
        .into_frames()
        .collect_frames()
        .expect("frames decode")
        .into_iter()
        .map(|f| {
            let (num, den) = f.delay().numer_denom_ms();
            (f.into_buffer(), num / den.max(1))
        })
        .collect()
}

fn topo_game() -> Vec<BoardView> {
    let mut views = vec![topo_start()];
    for (from, to) in [
        ("e2", "e4"),
        ("e7", "e5"),
        ("g1", "f3"),
        ("b8", "c6"),
        ("f1", "c4"),
    ] {
        let next = moved(views.last().unwrap().clone(), from, to);
        views.push(next);
    }
    views
}

#[test]
fn a_replay_has_one_frame_per_position_and_ends_on_the_last_picture() {
    let views = topo_game();
    let options = PictureOptions {
        perspective: Some(Side::First),
        caption: None,
    };
    let gif = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap();
    let frames = frames(&gif);
    assert_eq!(frames.len(), views.len());
    for (i, (frame, _)) in frames.iter().enumerate() {
        let png = decode(&renderer().png(&views[i], &options).unwrap());
        assert!(
            frame.as_raw() == png.as_raw(),
            "frame {i} differs from the PNG of that position"
        );
    }
    let last_delay = frames.last().unwrap().1;
    assert!(
        frames[1..frames.len() - 1]
            .iter()
            .all(|(_, d)| *d < last_delay),
        "a pause on the last frame"
    );
}

#[test]
fn later_frames_carry_only_what_changed() {
    let views = topo_game();
    let options = PictureOptions::default();
    let whole = renderer()
        .gif_of_views(GameKind::Topo, &views[..1], &options)
        .unwrap();
    let all = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap();
    let per_move = (all.len() - whole.len()) / (views.len() - 1);
    assert!(
        per_move * 8 < whole.len(),
        "a move costs {per_move} bytes, the first frame {}",
        whole.len()
    );
}

#[test]
fn a_replay_with_a_caption_keeps_it_on_every_frame() {
    let views = topo_game();
    let options = PictureOptions {
        perspective: Some(Side::Second),
        caption: Some(Caption {
            side_labels: None,
            first_player: "A".into(),
            second_player: "B".into(),
            versus: "vs".into(),
            status: "replay".into(),
            frame_statuses: Vec::new(),
        }),
    };
    let gif = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap();
    let frames = frames(&gif);
    let (w, h) = renderer().size(GameKind::Topo, options.caption.as_ref());
    assert!(frames.iter().all(|(f, _)| f.dimensions() == (w, h)));
    let last = decode(&renderer().png(views.last().unwrap(), &options).unwrap());
    assert!(frames.last().unwrap().0.as_raw() == last.as_raw());
}

#[test]
fn an_empty_or_mixed_replay_is_refused() {
    assert!(renderer()
        .gif_of_views(GameKind::Topo, &[], &PictureOptions::default())
        .is_err());
    let mixed = vec![topo_start(), tempo_start()];
    assert!(renderer()
        .gif_of_views(GameKind::Topo, &mixed, &PictureOptions::default())
        .is_err());
}

/// Plays the first legal move (in sorted order) until `plies` moves or the end.
fn play_out(game: &mut dyn AnyGame, plies: usize) {
    for _ in 0..plies {
        let Some(mv) = game.legal_moves(Notation::Canonical).into_iter().next() else {
            break;
        };
        game.play(&mv).unwrap();
    }
}

#[test]
fn a_real_tempo_game_replays_frame_by_frame() {
    let mut game = new_game(GameKind::Tempo, None).unwrap();
    play_out(game.as_mut(), 40);
    let plies = game.moves().len();
    assert!(plies > 5, "the game should last a few moves");
    let options = PictureOptions {
        perspective: Some(Side::First),
        caption: None,
    };
    let gif = renderer().gif(game.as_ref(), &options).unwrap();
    let frames = frames(&gif);
    assert_eq!(frames.len(), plies + 1);
    let last = decode(&renderer().png(&game.board(), &options).unwrap());
    assert!(frames.last().unwrap().0.as_raw() == last.as_raw());
    assert!(gif.len() < 2 * 1024 * 1024);
}

/// A status per position: whose turn on each, the result only on the last.
fn frame_statuses(views: &[BoardView]) -> Vec<String> {
    (0..views.len())
        .map(|i| {
            if i + 1 == views.len() {
                format!("White wins (resignation) after {i} moves")
            } else {
                let side = if i % 2 == 0 { "White" } else { "Black" };
                format!("{side} to move · move {}", i / 2 + 1)
            }
        })
        .collect()
}

fn replay_caption(statuses: Vec<String>) -> Caption {
    Caption {
        side_labels: None,
        first_player: "Ann".into(),
        second_player: "Bob".into(),
        versus: "vs".into(),
        status: statuses.last().cloned().unwrap_or_default(),
        frame_statuses: statuses,
    }
}

/// The frames' rectangles as the GIF stores them: (top, height) of each.
fn frame_rects(gif_bytes: &[u8]) -> Vec<(u16, u16)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(Cursor::new(gif_bytes)).expect("a GIF");
    let mut rects = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        rects.push((frame.top, frame.height));
    }
    rects
}

#[test]
fn a_replays_caption_follows_its_frames() {
    let views = topo_game();
    let statuses = frame_statuses(&views);
    let caption = replay_caption(statuses.clone());
    let options = PictureOptions {
        perspective: Some(Side::First),
        caption: Some(caption.clone()),
    };
    let gif = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap();
    let frames = frames(&gif);
    assert_eq!(frames.len(), views.len());
    // Each frame is the PNG of its position with its own status.
    for (i, (frame, _)) in frames.iter().enumerate() {
        let own = Caption {
            status: statuses[i].clone(),
            ..caption.clone()
        };
        let png_options = PictureOptions {
            perspective: Some(Side::First),
            caption: Some(own),
        };
        let png = decode(&renderer().png(&views[i], &png_options).unwrap());
        assert!(frame.as_raw() == png.as_raw(), "frame {i} is not its PNG");
    }
    // So the first frame does not show the result, and the last does.
    let (_, board_height) = renderer().size(GameKind::Topo, None);
    let strip = |img: &RgbaImage| -> Vec<u8> {
        let (w, h) = img.dimensions();
        image::imageops::crop_imm(img, 0, board_height, w, h - board_height)
            .to_image()
            .into_raw()
    };
    let (first, last) = (&frames[0].0, &frames.last().unwrap().0);
    assert_ne!(strip(first), strip(last));
    let layout = renderer().caption_layout(GameKind::Topo, &caption);
    assert!(layout.status[0].text.starts_with("White wins"));
}

#[test]
fn a_frame_carries_the_caption_only_when_its_status_changes() {
    let views = topo_game();
    let (_, board_height) = renderer().size(GameKind::Topo, None);
    let board_height = board_height as u16;
    // The same status on every frame: no frame after the first reaches into the strip.
    let same = replay_caption(vec!["Ann and Bob".into(); views.len()]);
    let options = PictureOptions {
        perspective: Some(Side::First),
        caption: Some(same),
    };
    let steady = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap();
    let rects = frame_rects(&steady);
    assert!(
        rects[1..].iter().all(|&(top, h)| top + h <= board_height),
        "{rects:?}"
    );
    // A status per frame: each later frame reaches into the strip, and is still small.
    let options = PictureOptions {
        perspective: Some(Side::First),
        caption: Some(replay_caption(frame_statuses(&views))),
    };
    let changing = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap();
    let rects = frame_rects(&changing);
    assert!(
        rects[1..].iter().all(|&(top, h)| top + h > board_height),
        "{rects:?}"
    );
    let per_frame = (changing.len() - steady.len()) / (views.len() - 1);
    assert!(
        per_frame < 4 * 1024,
        "a status change costs {per_frame} bytes a frame"
    );
}

#[test]
fn frame_statuses_must_be_one_per_position() {
    let views = topo_game();
    let mut statuses = frame_statuses(&views);
    statuses.pop();
    let options = PictureOptions {
        perspective: None,
        caption: Some(replay_caption(statuses)),
    };
    let error = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap_err();
    assert!(
        matches!(
            error,
            RenderError::FrameStatuses {
                frames: 6,
                statuses: 5
            }
        ),
        "{error}"
    );
}
