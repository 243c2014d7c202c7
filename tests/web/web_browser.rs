//! The game page in a real browser: Debian's Chromium, headless, driven over WebDriver by its
//! chromedriver. Stepping with the keys and the links changes the board and the move marked;
//! the languages show; screenshots are saved in `target/web-screenshots/` to look at.
//!
//! Skipped (with a line saying so) where Chromium or chromedriver is missing, unless
//! `KIBITZ_REQUIRE_BROWSER=1` (CI installs both and sets it).

use crate::service_support::*;
use crate::web_support::*;
use fantoccini::{Client, ClientBuilder, Locator};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// chromedriver, stopped when dropped.
struct Driver {
    child: Child,
    port: u16,
    _profile: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn browser_available() -> bool {
    let present = Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists();
    if !present {
        assert!(
            std::env::var("KIBITZ_REQUIRE_BROWSER").as_deref() != Ok("1"),
            "KIBITZ_REQUIRE_BROWSER=1 but {CHROMIUM} or {CHROMEDRIVER} is missing \
             (apt-get install chromium chromium-driver)"
        );
        eprintln!("skipped: no Chromium/chromedriver (apt-get install chromium chromium-driver)");
    }
    present
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

async fn start_driver() -> Driver {
    let port = free_port();
    let child = Command::new(CHROMEDRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver {
        child,
        port,
        _profile: tempfile::tempdir().unwrap(),
    };
    for _ in 0..100 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return driver;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("chromedriver did not listen on {port}");
}

async fn browser(driver: &Driver) -> Client {
    let args = [
        "--headless=new".to_string(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--disable-quic".into(),
        "--no-first-run".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--disable-dev-shm-usage".into(),
        "--window-size=1100,900".into(),
        format!("--user-data-dir={}", driver._profile.path().display()),
    ];
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({ "binary": CHROMIUM, "args": args }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .expect("a browser session")
}

fn screenshots() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Waits until the page's URL contains `part`.
async fn wait_for_url(client: &Client, part: &str) {
    for _ in 0..100 {
        if client.current_url().await.unwrap().as_str().contains(part) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "the page did not reach {part}: {}",
        client.current_url().await.unwrap()
    );
}

/// The board image's address and whether the browser drew it (decoded, with a size).
async fn board(client: &Client) -> (String, bool) {
    let image = client.find(Locator::Id("board")).await.unwrap();
    let src = image.attr("src").await.unwrap().unwrap_or_default();
    let drawn = client
        .execute(
            "const i = document.getElementById('board'); \
             return i.complete && i.naturalWidth > 300;",
            vec![],
        )
        .await
        .unwrap();
    (src, drawn.as_bool() == Some(true))
}

/// The text of the element with the id `id`.
async fn text_of(client: &Client, id: &str) -> String {
    client
        .find(Locator::Id(id))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// Presses `key` on the page, as a reader would.
async fn press(client: &Client, key: fantoccini::key::Key) {
    client
        .find(Locator::Css("body"))
        .await
        .unwrap()
        .send_keys(&key.to_string())
        .await
        .unwrap();
}

async fn marked_move(client: &Client) -> String {
    client
        .find(Locator::Css("ol.moves a.here"))
        .await
        .unwrap()
        .attr("data-ply")
        .await
        .unwrap()
        .unwrap_or_default()
}

#[tokio::test]
async fn a_reader_steps_through_a_game_with_the_keys_and_the_links() {
    if !browser_available() {
        return;
    }
    let site = Site::start().await;
    let key = publish(&site.service, &here());
    let id = game_with(&site.service, &here(), &["h2e2", "h9g7", "h0g2", "i9h9"]);
    let driver = start_driver().await;
    let client = browser(&driver).await;
    let page = format!("http://{}/{key}/{id}", site.address());
    client.goto(&page).await.unwrap();
    let (src, drawn) = board(&client).await;
    assert!(drawn, "the board is drawn");
    assert!(src.contains("ply=4"));
    assert_eq!(marked_move(&client).await, "4");
    let shots = screenshots();
    std::fs::write(
        shots.join("game-en-last.png"),
        client.screenshot().await.unwrap(),
    )
    .unwrap();

    // ← twice: two moves back, another board, the mark follows.
    for expected in ["ply=3", "ply=2"] {
        press(&client, fantoccini::key::Key::Left).await;
        wait_for_url(&client, expected).await;
    }
    let (back_src, drawn) = board(&client).await;
    assert!(drawn && back_src.contains("ply=2") && back_src != src);
    assert_eq!(marked_move(&client).await, "2");
    let position = text_of(&client, "position").await;
    assert_eq!(position, "After move 2");
    // → once, then the links: Start, and a move in the list.
    press(&client, fantoccini::key::Key::Right).await;
    wait_for_url(&client, "ply=3").await;
    client
        .find(Locator::Css("a[rel=first]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for_url(&client, "ply=0").await;
    let position = text_of(&client, "position").await;
    assert_eq!(position, "Start position");
    assert!(
        client.find(Locator::Css("a[rel=prev]")).await.is_err(),
        "no move before the start"
    );
    client
        .find(Locator::Css("ol.moves a[data-ply='3']"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for_url(&client, "ply=3").await;
    assert_eq!(marked_move(&client).await, "3");
    std::fs::write(
        shots.join("game-en-move-3.png"),
        client.screenshot().await.unwrap(),
    )
    .unwrap();

    // Another language from the footer's links.
    client
        .find(Locator::Css("footer a[hreflang='zh-CN']"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for_url(&client, "lang=zh-CN").await;
    let heading = client
        .find(Locator::Css("h2"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(heading, "棋手");
    let (src, drawn) = board(&client).await;
    assert!(
        drawn && src.contains("lang=zh-CN"),
        "the board in the reader's language"
    );
    std::fs::write(
        shots.join("game-zh-CN.png"),
        client.screenshot().await.unwrap(),
    )
    .unwrap();
    client.close().await.unwrap();
}
