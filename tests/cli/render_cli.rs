//! `kibitz render`: writes a PNG or a GIF, and answers bad input with one line and status 1.

use std::process::Command;

fn kibitz(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .output()
        .expect("kibitz runs")
}

#[test]
fn renders_a_png_and_a_flipped_one() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.png"), dir.path().join("b.png"));
    let out = kibitz(&["render", "tempo", "--out", a.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = kibitz(&["render", "tempo", "--flip", "--out", b.to_str().unwrap()]);
    assert!(out.status.success());
    let (a, b) = (std::fs::read(a).unwrap(), std::fs::read(b).unwrap());
    let img = image::load_from_memory(&a).unwrap();
    assert_eq!((img.width(), img.height()), (640, 544));
    assert_ne!(a, b, "--flip draws the other way up");
}

#[test]
fn renders_a_gif_of_the_moves() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.gif");
    let mut game = kibitz::games::new_game(kibitz::games::GameKind::Tempo, None).unwrap();
    let mut moves = Vec::new();
    for _ in 0..4 {
        let mv = game
            .legal_moves(kibitz::games::Notation::Canonical)
            .remove(0);
        game.play(&mv).unwrap();
        moves.push(mv);
    }
    let out = kibitz(&[
        "render",
        "tempo",
        "--moves",
        &moves.join(" "),
        "--gif",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&path).unwrap().starts_with(b"GIF89a"));
}

#[test]
fn a_bad_move_or_path_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.png");
    let out = kibitz(&[
        "render",
        "tempo",
        "--moves",
        "zz99",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("'zz99'") && err.contains("ply 1"), "{err}");
    assert!(!path.exists());
    let out = kibitz(&["render", "tempo", "--out", "/nonexistent-dir/x.png"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write"));
}

#[test]
fn the_file_name_decides_gif_or_png() {
    let dir = tempfile::tempdir().unwrap();
    let gif = dir.path().join("x.gif");
    let out = kibitz(&["render", "tempo", "--out", gif.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        std::fs::read(&gif).unwrap().starts_with(b"GIF89a"),
        "a file named .gif holds a GIF"
    );
    let png = dir.path().join("x.png");
    let out = kibitz(&["render", "tempo", "--gif", "--out", png.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--gif") && err.contains(".png"), "{err}");
    assert!(!png.exists());
}
