//! Picture speed: one PNG per game (start and a busy middle position, with the last move and a
//! caption, and Xiangqi with captions in Chinese, Arabic, Hebrew, Thai, Devanagari, mixed
//! scripts, and a two-line status), a 150-move replay GIF (with and without a status per
//! frame), and what `Renderer::new()` costs (time, heap).
//!
//! `cargo bench --bench render`

use criterion::{criterion_group, criterion_main, Criterion};
use kibitz::games::{BoardView, Cell, GameKind, MoveMarks, PieceView, Side};
use kibitz::render::{Caption, PictureOptions, Renderer};
use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Counts the heap in use (and its peak), so the bench can say what a [`Renderer`] holds.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; the counters only observe.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size >= layout.size() {
            let live = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed)
                + (new_size - layout.size());
            PEAK.fetch_max(live, Ordering::Relaxed);
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        // SAFETY: the caller's contract is passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// What building one renderer costs: wall time, the heap it keeps, and the heap's peak while
/// it draws (the embedded fonts are in the binary, not on the heap).
fn start_up_report() {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let start = Instant::now();
    let renderer = Renderer::new().expect("assets load");
    let took = start.elapsed();
    let held = LIVE.load(Ordering::Relaxed) - before;
    let peak = PEAK.load(Ordering::Relaxed) - before;
    eprintln!(
        "Renderer::new(): {:.0} ms, holds {:.1} MB of heap (peak {:.1} MB while drawing)",
        took.as_secs_f64() * 1e3,
        held as f64 / 1e6,
        peak as f64 / 1e6
    );
    drop(renderer);
}

fn view(kind: GameKind, rows: &[&str]) -> BoardView {
    let ranks = rows.len() as u8;
    let files = rows[0].len() as u8;
    let mut view = BoardView::empty(kind, files, ranks, Side::First);
    for (i, row) in rows.iter().enumerate() {
        for (file, c) in row.chars().enumerate() {
            let piece = match (kind, c) {
                (_, '.') => None,
                (GameKind::Tempo, 'B') => Some(PieceView {
                    side: Side::First,
                    letter: 'S',
                }),
                (GameKind::Tempo, _) => Some(PieceView {
                    side: Side::Second,
                    letter: 'S',
                }),
                (_, c) if c.is_ascii_uppercase() => Some(PieceView {
                    side: Side::First,
                    letter: c,
                }),
                (_, c) => Some(PieceView {
                    side: Side::Second,
                    letter: c.to_ascii_uppercase(),
                }),
            };
            view.set(Cell::new(file as u8, ranks - 1 - i as u8), piece);
        }
    }
    view.last_move = Some(MoveMarks {
        from: Cell::new(1, 1),
        to: Cell::new(2, 2),
        captured: None,
    });
    view
}

fn views() -> Vec<(&'static str, BoardView)> {
    vec![
        (
            "topo",
            view(
                GameKind::Topo,
                &[
                    "rnbqkbnr", "pppppppp", "........", "........", "....P...", "........",
                    "PPPP.PPP", "RNBQKBNR",
                ],
            ),
        ),
        (
            "xiangqi",
            view(
                GameKind::Xiangqi,
                &[
                    "rnbakabnr",
                    ".........",
                    ".c.....c.",
                    "p.p.p.p.p",
                    ".........",
                    ".........",
                    "P.P.P.P.P",
                    ".C..C....",
                    ".........",
                    "RNBAKABNR",
                ],
            ),
        ),
        (
            "tempo",
            view(
                GameKind::Tempo,
                &["BWBWBW", "BWBWBW", "WB.BWB", "BWBWBW", "BWBWBW"],
            ),
        ),
    ]
}

/// A picture with a caption of these players and status.
fn captioned(first: &str, second: &str, status: &str) -> PictureOptions {
    PictureOptions {
        perspective: None,
        caption: Some(Caption {
            side_labels: None,
            first_player: first.into(),
            second_player: second.into(),
            versus: "vs".into(),
            status: status.into(),
            frame_statuses: Vec::new(),
        }),
    }
}

fn options() -> PictureOptions {
    captioned("Alessandra", "Wang Lei", "Black to move · move 24")
}

/// CPU time this thread has used, in milliseconds (from /proc; 10 ms ticks). The machine that
/// runs the benchmarks is shared, so wall-clock medians overstate the work; averaging the CPU
/// time over many runs shows what one picture costs.
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let after = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks * 10.0)
}

fn cpu_per_run(runs: u32, mut f: impl FnMut()) -> Option<f64> {
    let start = cpu_ms()?;
    for _ in 0..runs {
        f();
    }
    Some((cpu_ms()? - start) / f64::from(runs))
}

fn png(c: &mut Criterion) {
    start_up_report();
    let renderer = Renderer::new().expect("assets load");
    for (name, view) in views() {
        let bytes = renderer.png(&view, &options()).unwrap();
        let cpu = cpu_per_run(300, || {
            black_box(renderer.png(&view, &options()).unwrap());
        });
        eprintln!(
            "{name}: PNG {} bytes, CPU {cpu:?} ms per picture",
            bytes.len()
        );
        c.bench_function(&format!("png/{name}"), |b| {
            b.iter(|| renderer.png(black_box(&view), &options()).unwrap())
        });
    }
    // A caption in Chinese: every glyph comes from the CJK font of the chain.
    let chinese = captioned("许银川", "呂欽 (Lü Qin)", "黑方走棋 · 第24步");
    let (_, xiangqi) = &views()[1];
    let cpu = cpu_per_run(300, || {
        black_box(renderer.png(xiangqi, &chinese).unwrap());
    });
    eprintln!("xiangqi, Chinese caption: CPU {cpu:?} ms per picture");
    c.bench_function("png-chinese-caption/xiangqi", |b| {
        b.iter(|| renderer.png(black_box(xiangqi), &chinese).unwrap())
    });
    // Captions in the scripts that need shaping and right-to-left ordering: each name and
    // status goes through the bidi algorithm and rustybuzz.
    for (script, first, second, status) in [
        (
            "arabic",
            "محمد صلاح",
            "فاطمة الزهراء",
            "دور الأسود (محمد صلاح) · النقلة 24",
        ),
        (
            "hebrew",
            "דוד בן-גוריון",
            "שרה כהן",
            "תור השחור (שרה כהן) · מהלך 24",
        ),
        (
            "thai",
            "สมชาย ใจดี",
            "ประยุทธ์ จันทร์โอชา",
            "ตาของฝ่ายดำ (สมชาย) · ตาที่ 24",
        ),
        (
            "devanagari",
            "विश्वनाथन आनंद",
            "प्रियंका",
            "काले की चाल (प्रियंका) · चाल 24",
        ),
        (
            "mixed",
            "Ali علي 🌸",
            "Dana דנה",
            "Black to move (Ali علي) · move 24",
        ),
    ] {
        let options = captioned(first, second, status);
        let cpu = cpu_per_run(300, || {
            black_box(renderer.png(xiangqi, &options).unwrap());
        });
        eprintln!("xiangqi, {script} caption: CPU {cpu:?} ms per picture");
        c.bench_function(&format!("png-{script}-caption/xiangqi"), |b| {
            b.iter(|| renderer.png(black_box(xiangqi), &options).unwrap())
        });
    }
    // A status too long for one line (English, a long name and the deadline): two lines.
    let two_lines = captioned(
        "Grzegorz Brzęczyszczykiewicz",
        "Wang Lei",
        "Black to move (Grzegorz Brzęczyszczykiewicz) · move 24 · 6 days and 23 hours left \
         (deadline 29 Sep 2026, 20:26 UTC)",
    );
    let cpu = cpu_per_run(300, || {
        black_box(renderer.png(xiangqi, &two_lines).unwrap());
    });
    eprintln!("xiangqi, a two-line status: CPU {cpu:?} ms per picture");
    c.bench_function("png-two-line-status/xiangqi", |b| {
        b.iter(|| renderer.png(black_box(xiangqi), &two_lines).unwrap())
    });
    let plain = PictureOptions::default();
    let (_, topo) = &views()[0];
    c.bench_function("png-no-caption/topo", |b| {
        b.iter(|| renderer.png(black_box(topo), &plain).unwrap())
    });
    let mut group = c.benchmark_group("start-up");
    group.sample_size(10);
    group.bench_function("renderer/new", |b| b.iter(|| Renderer::new().unwrap()));
    group.finish();
}

/// 150 plies of a Topo-sized game: each ply moves one piece of the side to move to an empty
/// square (a stand-in for a real game until every engine has landed; the picture work is the
/// same: two marked squares and one moved piece per frame).
fn long_game() -> Vec<BoardView> {
    let mut view = view(
        GameKind::Topo,
        &[
            "rnbqkbnr", "pppppppp", "........", "........", "........", "........", "PPPPPPPP",
            "RNBQKBNR",
        ],
    );
    view.last_move = None;
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % n
    };
    let mut views = vec![view.clone()];
    for _ in 0..150 {
        let side = view.to_move;
        let own: Vec<usize> = (0..64)
            .filter(|&i| view.cells[i].is_some_and(|p| p.side == side))
            .collect();
        let free: Vec<usize> = (0..64)
            .filter(|&i| !view.cells[i].is_some_and(|p| p.side == side))
            .collect();
        let (from, to) = (own[next(own.len())], free[next(free.len())]);
        view.cells[to] = view.cells[from].take();
        let cell = |i: usize| Cell::new((i % 8) as u8, (i / 8) as u8);
        view.last_move = Some(MoveMarks {
            from: cell(from),
            to: cell(to),
            captured: None,
        });
        view.to_move = side.opponent();
        views.push(view.clone());
    }
    views
}

fn gif(c: &mut Criterion) {
    let renderer = Renderer::new().expect("assets load");
    let views = long_game();
    let options = PictureOptions::default();
    // The same replay with a caption whose status changes on every frame.
    let mut with_statuses = captioned("Alessandra", "Wang Lei", "");
    if let Some(caption) = &mut with_statuses.caption {
        caption.frame_statuses = (0..views.len())
            .map(|i| format!("{} to move · move {}", ["White", "Black"][i % 2], i / 2 + 1))
            .collect();
    }
    for (what, options) in [("", &options), (", a status per frame", &with_statuses)] {
        let bytes = renderer
            .gif_of_views(GameKind::Topo, &views, options)
            .unwrap();
        let cpu = cpu_per_run(10, || {
            black_box(
                renderer
                    .gif_of_views(GameKind::Topo, &views, options)
                    .unwrap(),
            );
        });
        eprintln!(
            "150-move GIF{what}: {} bytes, CPU {cpu:?} ms per replay",
            bytes.len()
        );
    }
    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    group.bench_function("topo-150-moves", |b| {
        b.iter(|| {
            renderer
                .gif_of_views(GameKind::Topo, black_box(&views), &options)
                .unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, png, gif);
criterion_main!(benches);
