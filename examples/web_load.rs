//! A load test of the web pages: `rate` requests a second (default 1,000) from a loopback
//! load generator for `seconds` (default 60), mixed over a 100-move game's page at random
//! moves, its board picture, the server's page and the operations endpoints; and meanwhile, as
//! the bot would, commands answered by the same service and tasks scheduled on the same
//! runtime, timed before and during the load.
//!
//! ```text
//! cargo run --release --example web_load -- [seconds] [rate]
//! ```
//!
//! Prints the latency percentiles of each; the README's "Running it for years" quotes a run.

use kibitz::config::WebConfig;
use kibitz::games::{new_game, GameKind, Notation};
use kibitz::service::*;
use kibitz::web::{WebServer, WebState};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One answered request: its page, how long it took, its status.
type Timed = (&'static str, Duration, u16);

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

fn summary(name: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{name:<28} n={:>7}  p50={:>8.2?}  p99={:>8.2?}  max={:>8.2?}",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times.last().copied().unwrap_or_default()
    );
}

/// A line of `plies` random moves that does not end the game.
fn line(plies: usize) -> Vec<String> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    loop {
        let mut game = new_game(GameKind::Xiangqi, None).expect("the start");
        let mut moves = Vec::new();
        while moves.len() < plies {
            let legal = game.legal_moves(Notation::Canonical);
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mv = legal[state as usize % legal.len()].clone();
            if game.play(&mv).is_err() || game.outcome().is_some() {
                break;
            }
            moves.push(mv);
        }
        if moves.len() == plies {
            return moves;
        }
    }
}

async fn request(address: SocketAddr, path: &str) -> Result<u16, std::io::Error> {
    let mut stream = tokio::net::TcpStream::connect(address).await?;
    let head = format!("GET {path} HTTP/1.1\r\nHost: load\r\nConnection: close\r\n\r\n");
    stream.write_all(head.as_bytes()).await?;
    let mut answer = Vec::with_capacity(64 * 1024);
    stream.read_to_end(&mut answer).await?;
    let status = answer
        .get(9..12)
        .and_then(|s| std::str::from_utf8(s).ok())
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    Ok(status)
}

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let seconds: u64 = args.next().map(|a| a.parse()).transpose()?.unwrap_or(60);
    let rate: u64 = args.next().map(|a| a.parse()).transpose()?.unwrap_or(1000);
    let runtime = tokio::runtime::Runtime::new()?;
    let dir = tempfile::tempdir()?;
    let config = ServiceConfig {
        public_url: Some("https://kibitz.example.org".into()),
        command_rate: None,
        ..ServiceConfig::default()
    };
    let service = Arc::new(Service::open(dir.path(), Arc::new(SystemClock), config)?);
    let here = Place::new(Some(ServerId(1)), ChannelId(1));
    let (alice, bob) = (Actor::new(UserId(1), "alice"), Actor::new(UserId(2), "bob"));
    let challenge = service.challenge(
        &alice,
        &here,
        ChallengeRequest {
            game: GameKind::Xiangqi,
            opponent: Some(bob.clone()),
            side: SideChoice::First,
            time_per_move: None,
        },
    )?;
    let accept = challenge.reply.buttons[0].custom_id();
    let game = service
        .press(&bob, &here, &accept)?
        .started
        .map(|s| s.game)
        .ok_or_else(|| anyhow::anyhow!("the game did not start"))?;
    for (i, mv) in line(100).iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        service.play(who, &here, Some(game.as_str()), mv)?;
    }
    service.set_web_pages(&here, true)?;
    let secret = service
        .store()
        .server_settings(ServerId(1))?
        .web_token
        .unwrap_or_default();
    let key = format!("1-{secret}");
    runtime.block_on(async move {
        let state = WebState::new(
            service.clone(),
            Some(Arc::new(kibitz::render::Renderer::new()?)),
            None,
            Some(WebConfig {
                listen: "127.0.0.1:0".parse()?,
                public_url: "https://kibitz.example.org".into(),
            }),
        );
        let web = WebServer::start("127.0.0.1:0".parse()?, state).await?;
        let address = web.address();
        let paths: Vec<(&'static str, String)> = (0..=100)
            .map(|ply| ("game page", format!("/{key}/{game}?ply={ply}")))
            .chain((0..10).map(|_| ("board picture", format!("/{key}/{game}/board.png"))))
            .chain((0..5).map(|_| ("server page", format!("/{key}/"))))
            .chain((0..3).map(|_| ("readyz", "/readyz".to_string())))
            .chain((0..2).map(|_| ("metrics", "/metrics".to_string())))
            .collect();
        // Warm the pictures' cache and the pages once.
        for (_, path) in &paths {
            request(address, path).await?;
        }

        // The bot's side, timed: a command's service call (a board, without its picture), and
        // how late a task scheduled every 10 ms runs (what an acknowledgement waits for).
        let commands = Arc::new(Mutex::new((Vec::new(), Vec::new())));
        let lateness = Arc::new(Mutex::new((Vec::new(), Vec::new())));
        let loaded = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let bot = {
            let (commands, lateness, loaded) = (commands.clone(), lateness.clone(), loaded.clone());
            let (service, here, game) = (service.clone(), here, game.clone());
            tokio::spawn(async move {
                let mut timer = tokio::time::interval(Duration::from_millis(10));
                loop {
                    let scheduled = timer.tick().await;
                    let late = scheduled.elapsed();
                    let started = Instant::now();
                    let (service, here, game, alice) = (
                        service.clone(),
                        here,
                        game.clone(),
                        Actor::new(UserId(1), "alice"),
                    );
                    let _ = tokio::task::spawn_blocking(move || {
                        service.board(&alice, &here, Some(game.as_str()), None)
                    })
                    .await;
                    let took = started.elapsed();
                    let during = loaded.load(std::sync::atomic::Ordering::SeqCst);
                    if let (Ok(mut c), Ok(mut l)) = (commands.lock(), lateness.lock()) {
                        if during {
                            c.1.push(took);
                            l.1.push(late);
                        } else {
                            c.0.push(took);
                            l.0.push(late);
                        }
                    }
                }
            })
        };
        tokio::time::sleep(Duration::from_secs(5)).await;
        loaded.store(true, std::sync::atomic::Ordering::SeqCst);

        let results: Arc<Mutex<Vec<Timed>>> = Arc::default();
        let failures = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let started = Instant::now();
        let total = seconds * rate;
        let mut timer = tokio::time::interval(Duration::from_nanos(1_000_000_000 / rate.max(1)));
        timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
        let mut tasks = Vec::with_capacity(total as usize);
        for i in 0..total {
            timer.tick().await;
            let (name, path) = paths[(i as usize * 7919) % paths.len()].clone();
            let (results, failures) = (results.clone(), failures.clone());
            tasks.push(tokio::spawn(async move {
                let sent = Instant::now();
                match request(address, &path).await {
                    Ok(status) => {
                        if let Ok(mut r) = results.lock() {
                            r.push((name, sent.elapsed(), status));
                        }
                    }
                    Err(_) => {
                        failures.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    }
                }
            }));
        }
        for task in tasks {
            let _ = task.await;
        }
        let elapsed = started.elapsed();
        bot.abort();
        let results = results.lock().map(|r| r.clone()).unwrap_or_default();
        let bad = results.iter().filter(|r| r.2 != 200).count();
        println!(
            "{} requests in {:.1?} ({:.0}/s), {} connection failures, {} answers other than 200",
            results.len(),
            elapsed,
            results.len() as f64 / elapsed.as_secs_f64(),
            failures.load(std::sync::atomic::Ordering::SeqCst),
            bad
        );
        summary("all pages", results.iter().map(|r| r.1).collect());
        for name in [
            "game page",
            "board picture",
            "server page",
            "readyz",
            "metrics",
        ] {
            summary(
                name,
                results
                    .iter()
                    .filter(|r| r.0 == name)
                    .map(|r| r.1)
                    .collect(),
            );
        }
        let (quiet, busy) = commands.lock().map(|c| c.clone()).unwrap_or_default();
        summary("command (board), before", quiet);
        summary("command (board), during", busy);
        let (quiet, busy) = lateness.lock().map(|c| c.clone()).unwrap_or_default();
        summary("task lateness, before", quiet);
        summary("task lateness, during", busy);
        web.shutdown().await;
        anyhow::Ok(())
    })
}
