//! Writes the example pictures of the README (`docs/images/`): for each game the start, a
//! middle game and a finished game, from the real engine when it is there (moves chosen by a
//! fixed pseudo-random sequence) and from hand-built views otherwise.
//!
//! `KIBITZ_EXAMPLES=docs/images cargo test --test render render_examples -- --ignored`

use crate::render_support;

use kibitz::games::{new_game, AnyGame, BoardView, GameKind, Notation, Side};
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
        first_player: first.into(),
        second_player: second.into(),
        status,
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
            capitalise(kind.side_name(game.side_to_move())),
            game.moves().len() / 2 + 1
        ),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

fn from_engine(dir: &Path, kind: GameKind, middle: usize) -> bool {
    let Ok(mut game) = new_game(kind, None) else {
        return false;
    };
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
    true
}

fn hand_built(dir: &Path, kind: GameKind, views: [BoardView; 3], flip: Side, result: &str) {
    let [start, middle, finished] = views;
    let r = renderer();
    let name = kind.name();
    let save = |file: String, bytes: Vec<u8>| std::fs::write(dir.join(file), bytes).unwrap();
    save(
        format!("{name}-start.png"),
        r.png(
            &start,
            &options(None, caption(kind, "hand-built view".into())),
        )
        .unwrap(),
    );
    save(
        format!("{name}-middle.png"),
        r.png(&middle, &options(Some(flip), None)).unwrap(),
    );
    let finished_options = options(Some(Side::First), caption(kind, result.into()));
    save(
        format!("{name}-finished.png"),
        r.png(&finished, &finished_options).unwrap(),
    );
}

#[test]
#[ignore = "writes files; run by hand to refresh docs/images"]
fn write_examples() {
    let dir = PathBuf::from(
        std::env::var("KIBITZ_EXAMPLES").unwrap_or_else(|_| "/tmp/kibitz-examples".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    if !from_engine(&dir, GameKind::Topo, 24) {
        let middle = moved(topo_start(), "e2", "e4");
        let finished = moved(
            view(
                GameKind::Topo,
                &[
                    "....k...", "..p..p..", ".N......", "...Q....", "..b.....", "........",
                    ".P...PP.", "....K...",
                ],
                Side::First,
            ),
            "d5",
            "d7",
        );
        hand_built(
            &dir,
            GameKind::Topo,
            [topo_start(), middle, finished],
            Side::Second,
            "White wins: Black has no Lepre left (hand-built view)",
        );
    }
    if !from_engine(&dir, GameKind::Xiangqi, 30) {
        let middle = moved(xiangqi_start(), "h2", "e2");
        let finished = moved(
            view(
                GameKind::Xiangqi,
                &[
                    "...k.....",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    "....R....",
                    ".........",
                    ".........",
                    ".........",
                    "....K....",
                ],
                Side::Second,
            ),
            "e4",
            "e8",
        );
        let result = "Red wins: Black has no legal move (hand-built view)";
        hand_built(
            &dir,
            GameKind::Xiangqi,
            [xiangqi_start(), middle, finished],
            Side::Second,
            result,
        );
    }
    if !from_engine(&dir, GameKind::Tempo, 16) {
        let middle = moved(tempo_start(), "c3", "d4");
        let finished = view(
            GameKind::Tempo,
            &["B....W", "......", "..BW..", "......", "W....B"],
            Side::First,
        );
        hand_built(
            &dir,
            GameKind::Tempo,
            [tempo_start(), middle, finished],
            Side::First,
            "White wins (hand-built view)",
        );
    }
}
