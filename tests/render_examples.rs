//! Writes example pictures for the README (`docs/images/`) from hand-built views.
//! Run with `KIBITZ_EXAMPLES=docs/images cargo test --test render_examples -- --ignored`.

mod render_support;

use kibitz::games::{GameKind, Side};
use kibitz::render::{Caption, PictureOptions};
use render_support::*;
use std::path::PathBuf;

fn caption(first: &str, second: &str, status: &str) -> Option<Caption> {
    Some(Caption {
        first_player: first.into(),
        second_player: second.into(),
        status: status.into(),
    })
}

#[test]
#[ignore = "writes files; run by hand to refresh docs/images"]
fn write_examples() {
    let dir = PathBuf::from(
        std::env::var("KIBITZ_EXAMPLES").unwrap_or_else(|_| "/tmp/kibitz-examples".into()),
    );
    std::fs::create_dir_all(&dir).unwrap();
    let r = renderer();
    let save = |name: &str, bytes: Vec<u8>| std::fs::write(dir.join(name), bytes).unwrap();
    let topo_mid = moved(
        view(
            GameKind::Topo,
            &[
                "r..qk..r", "pp..bppp", "..n.....", "...Np...", "....P...", "..B.....", "PPP..PPP",
                "R..QK..R",
            ],
            Side::First,
        ),
        "f3",
        "d5",
    );
    save(
        "topo-start.png",
        r.png(
            &topo_start(),
            &PictureOptions {
                perspective: None,
                caption: caption("Alessandra", "Bruno", "White to move · move 1"),
            },
        )
        .unwrap(),
    );
    save(
        "topo-middle.png",
        r.png(
            &topo_mid,
            &PictureOptions {
                perspective: Some(Side::Second),
                caption: None,
            },
        )
        .unwrap(),
    );
    let xq = moved(xiangqi_start(), "h2", "e2");
    save(
        "xiangqi-start.png",
        r.png(&xiangqi_start(), &PictureOptions::default()).unwrap(),
    );
    save(
        "xiangqi-middle.png",
        r.png(
            &xq,
            &PictureOptions {
                perspective: Some(Side::First),
                caption: caption("Wang Lei", "Mei", "Black to move · move 1"),
            },
        )
        .unwrap(),
    );
    save(
        "xiangqi-flipped.png",
        r.png(
            &xq,
            &PictureOptions {
                perspective: Some(Side::Second),
                caption: None,
            },
        )
        .unwrap(),
    );
    let tempo = moved(tempo_start(), "c3", "d4");
    save(
        "tempo-start.png",
        r.png(&tempo_start(), &PictureOptions::default()).unwrap(),
    );
    save(
        "tempo-middle.png",
        r.png(
            &tempo,
            &PictureOptions {
                perspective: Some(Side::First),
                caption: caption("Ola", "Piotr", "White to move · move 1"),
            },
        )
        .unwrap(),
    );
}
