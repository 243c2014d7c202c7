//! Replays: an animated GIF has one frame per position, pauses on the last, and its frames
//! composite to exactly the PNG pictures of the same positions.

use crate::render_support;

use image::codecs::gif::GifDecoder;
use image::{AnimationDecoder, RgbaImage};
use kibitz::games::{new_game, AnyGame, BoardView, GameKind, Notation, Side};
use kibitz::render::{Caption, PictureOptions};
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
            status: "replay".into(),
        }),
    };
    let gif = renderer()
        .gif_of_views(GameKind::Topo, &views, &options)
        .unwrap();
    let frames = frames(&gif);
    let (w, h) = renderer().size(GameKind::Topo, true);
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
