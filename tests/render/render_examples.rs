//! Writes the example pictures of the README (`docs/images/`): for each game the start, a
//! middle game and a finished game, played by the rules engines (moves chosen by a fixed
//! pseudo-random sequence).
//!
//! `KIBITZ_EXAMPLES=docs/images cargo test --test render render_examples -- --ignored`

use crate::render_support;

use kibitz::games::{new_game, AnyGame, GameKind, Notation, Side};
use kibitz::render::{Caption, PictureOptions};
use render_support::*;
use std::path::{Path, PathBuf};

const PLAYERS: [(GameKind, &str, &str); 3] = [
    (GameKind::Topo, "Alessandra", "Bruno"),
    (GameKind::Xiangqi, "Wang Lei", "Mei"),
    (GameKind::Tempo, "Ola", "Piotr"),
];

fn caption(kind: GameKind, status: String) -> Option<Caption> {
    let (_, first, second) = PLAYERS.iter().find(|p| p.0 == kind).copied().unwrap();
    Some(Caption {
        side_labels: None,
        first_player: first.into(),
        second_player: second.into(),
        versus: "vs".into(),
        status,
        frame_statuses: Vec::new(),
    })
}

fn options(perspective: Option<Side>, caption: Option<Caption>) -> PictureOptions {
    PictureOptions {
        perspective,
        caption,
    }
}

/// Plays pseudo-random legal moves until `plies` moves or the end of the game.
fn play(game: &mut dyn AnyGame, plies: usize, seed: &mut u64) {
    for _ in 0..plies {
        let moves = game.legal_moves(Notation::Canonical);
        if moves.is_empty() {
            return;
        }
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let mv = &moves[(*seed >> 33) as usize % moves.len()];
        game.play(mv).unwrap();
    }
}

fn status(game: &dyn AnyGame) -> String {
    let kind = game.kind();
    match game.outcome() {
        Some(outcome) => format!(
            "{} · after {} moves",
            outcome.describe(kind),
            game.moves().len()
        ),
        None => format!(
            "{} to move · move {}",
            kind.side_title(game.side_to_move()),
            game.moves().len() / 2 + 1
        ),
    }
}

/// Draws the start, a middle game after `middle` pseudo-random moves, the finished game and a
/// replay of its first 60 moves.
fn from_engine(dir: &Path, kind: GameKind, middle: usize) {
    let mut game = new_game(kind, None).unwrap();
    let r = renderer();
    let name = kind.name();
    let save = |file: String, bytes: Vec<u8>| std::fs::write(dir.join(file), bytes).unwrap();
    save(
        format!("{name}-start.png"),
        r.png(
            &game.board(),
            &options(None, caption(kind, status(game.as_ref()))),
        )
        .unwrap(),
    );
    let mut seed = 7;
    play(game.as_mut(), middle, &mut seed);
    save(
        format!("{name}-middle.png"),
        r.png(
            &game.board(),
            &options(None, caption(kind, status(game.as_ref()))),
        )
        .unwrap(),
    );
    for _ in 0..2000 {
        if game.outcome().is_some() {
            break;
        }
        play(game.as_mut(), 1, &mut seed);
    }
    let loser_view = game.outcome().and_then(|o| o.winner()).map(Side::opponent);
    save(
        format!("{name}-finished.png"),
        r.png(
            &game.board(),
            &options(
                loser_view.or(Some(Side::First)),
                caption(kind, status(game.as_ref())),
            ),
        )
        .unwrap(),
    );
    let replay = game.record();
    let mut short = new_game(kind, None).unwrap();
    for mv in replay.moves.iter().take(60) {
        short.play(mv).unwrap();
    }
    save(
        format!("{name}-replay.gif"),
        r.gif(short.as_ref(), &options(Some(Side::First), None))
            .unwrap(),
    );
}

#[test]
#[ignore = "writes files; run by hand to refresh docs/images"]
fn write_examples() {
    let dir = PathBuf::from(
        std::env::var("KIBITZ_EXAMPLES").unwrap_or_else(|_| "/tmp/kibitz-examples".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    from_engine(&dir, GameKind::Topo, 24);
    from_engine(&dir, GameKind::Xiangqi, 30);
    from_engine(&dir, GameKind::Tempo, 16);
}

/// The README's pictures in other languages: a Xiangqi middle game captioned in Simplified
/// Chinese (with Chinese players' names) and a Topo middle game captioned in Italian, with the
/// same status message and word between the players the bot says (`views-status-to-move`,
/// `views-caption-versus`).
fn in_languages(dir: &Path) {
    use kibitz::games::msg;
    use kibitz::i18n::{say, Lang};
    let r = renderer();
    for (kind, lang, first, second, middle, file) in [
        (
            GameKind::Xiangqi,
            Lang::ZhCn,
            "王磊",
            "梅",
            30,
            "xiangqi-zh-CN.png",
        ),
        (
            GameKind::Topo,
            Lang::It,
            "Alessandra",
            "Bruno",
            24,
            "topo-it.png",
        ),
    ] {
        let mut game = new_game(kind, None).unwrap();
        play(game.as_mut(), middle, &mut 7);
        let side = game.side_to_move();
        let status = say(
            lang,
            &msg!(
                "views-status-to-move",
                side = (kind, side),
                player = if side == Side::First { first } else { second },
                number = game.moves().len() / 2 + 1,
            ),
        );
        let caption = Caption {
            side_labels: Some(
                [Side::First, Side::Second]
                    .map(|side| say(lang, &msg!("verbatim", text = (kind, side)))),
            ),
            first_player: first.into(),
            second_player: second.into(),
            versus: say(lang, &msg!("views-caption-versus")),
            status,
            frame_statuses: Vec::new(),
        };
        let png = r.png(&game.board(), &options(None, Some(caption))).unwrap();
        std::fs::write(dir.join(file), png).unwrap();
    }
}

#[test]
#[ignore = "writes files; run by hand to refresh docs/images"]
fn write_language_examples() {
    let dir = PathBuf::from(
        std::env::var("KIBITZ_EXAMPLES").unwrap_or_else(|_| "/tmp/kibitz-examples".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    in_languages(&dir);
}

/// Captions in the scripts that need shaping, a two-line status and a reader's "vs": what
/// `write_script_examples` draws (the README shows the first).
fn in_scripts(dir: &Path) {
    let r = renderer();
    let mut seed = 7;
    let mut tempo = new_game(GameKind::Tempo, None).unwrap();
    play(tempo.as_mut(), 16, &mut seed);
    let mut xiangqi = new_game(GameKind::Xiangqi, None).unwrap();
    play(xiangqi.as_mut(), 30, &mut seed);
    let mut topo = new_game(GameKind::Topo, None).unwrap();
    play(topo.as_mut(), 24, &mut seed);
    for (game, first, second, versus, status, file) in [
        (
            &tempo,
            "محمد صلاح",
            "דוד בן-גוריון",
            "vs",
            "Black to move (محمد صلاح) · move 9 · 6 days and 23 hours left (deadline 29 Sep 2026, 20:26 UTC)",
            "tempo-scripts.png",
        ),
        (
            &topo,
            "สมชาย ใจดี",
            "प्रियंका 🌸",
            "contro",
            "Muove il Bianco (สมชาย ใจดี) · mossa 13 · scade tra 6 giorni e 23 ore (29 set 2026, 20:26 UTC)",
            "topo-scripts.png",
        ),
        (
            &xiangqi,
            "Ali علي",
            "王磊 🐉",
            "对",
            "轮到红方（Ali علي）走 · 第16回合 · 剩余6天23小时（截止 2026年9月29日 20:26 UTC）",
            "xiangqi-scripts.png",
        ),
    ] {
        let caption = Caption {
            side_labels: None,
            first_player: first.into(),
            second_player: second.into(),
            versus: versus.into(),
            status: status.into(),
            frame_statuses: Vec::new(),
        };
        let png = r.png(&game.board(), &options(None, Some(caption))).unwrap();
        std::fs::write(dir.join(file), png).unwrap();
    }
}

#[test]
#[ignore = "writes files; run by hand to refresh docs/images"]
fn write_script_examples() {
    let dir = PathBuf::from(
        std::env::var("KIBITZ_EXAMPLES").unwrap_or_else(|_| "/tmp/kibitz-examples".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    in_scripts(&dir);
}
