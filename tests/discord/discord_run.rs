//! `kibitz run` as a process: configuration errors are one clear line, and SIGTERM stops the
//! bot cleanly (it connects to the fake Discord first).

use crate::backends;
use crate::discord_fake;

use discord_fake::FakeDiscord;
use kibitz::service::{Clock, SystemClock, Timestamp};
use kibitz::store::{SledStore, Store};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

fn kibitz() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kibitz"));
    command
        .env_remove("DISCORD_TOKEN")
        .env("NO_PROXY", "127.0.0.1");
    command
}

#[test]
fn a_missing_or_bad_configuration_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope.toml");
    let output = kibitz()
        .args(["run", "--config"])
        .arg(&missing)
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("nope.toml") && stderr.contains("cannot read"),
        "{stderr}"
    );

    let bad = dir.path().join("bad.toml");
    std::fs::write(
        &bad,
        "token = \"secret-token-value\"\ndefault_time_per_move = \"forever\"\n",
    )
    .unwrap();
    let output = kibitz()
        .args(["run", "--config"])
        .arg(&bad)
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("default_time_per_move") && stderr.contains("forever"),
        "{stderr}"
    );
    assert!(!stderr.contains("secret-token-value"));
}

/// `kibitz run` with `config` and `token`, its stdin closed; its exit status and stderr.
async fn run_once(config: &std::path::Path, token: &str) -> (std::process::ExitStatus, String) {
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["run", "--config"])
        .arg(config)
        .env("DISCORD_TOKEN", token)
        .env("NO_PROXY", "127.0.0.1")
        .stdin(Stdio::null())
        .output()
        .await
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status, stderr)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_and_an_unreachable_discord_are_told_apart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, proxy: &str| {
        let path = dir.path().join(name);
        std::fs::write(
            &path,
            format!(
                "data_dir = \"{}\"\napi_proxy = \"{proxy}\"\n",
                dir.path().join(name).with_extension("data").display()
            ),
        )
        .unwrap();
        path
    };
    let refused = write("refused.toml", &fake.url());
    let (status, stderr) = run_once(&refused, discord_fake::REFUSED_TOKEN).await;
    assert!(!status.success());
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("Discord refused the token") && stderr.contains("DISCORD_TOKEN"),
        "{stderr}"
    );
    // Nothing listens on port 1 of loopback: the request never reaches anyone.
    let unreachable = write("unreachable.toml", "http://127.0.0.1:1");
    let (status, stderr) = run_once(&unreachable, "some-token").await;
    assert!(!status.success());
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("cannot reach Discord"), "{stderr}");
    assert!(stderr.contains("the token was not checked"), "{stderr}");
    assert!(!stderr.contains("refused the token"), "{stderr}");
}

#[test]
fn without_a_token_and_without_a_terminal_run_stops_naming_the_token() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!("data_dir = \"{}\"\n", dir.path().join("data").display()),
    )
    .unwrap();
    let output = kibitz()
        .args(["run", "--config"])
        .arg(&config)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    // Not a clean stop: a service manager sees the missing secret.
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("DISCORD_TOKEN") && stderr.contains("terminal"),
        "{stderr}"
    );
    assert!(String::from_utf8_lossy(&output.stdout).is_empty());
}

/// How a `kibitz run` process ended after SIGTERM.
#[cfg(unix)]
struct Stopped {
    status: std::process::ExitStatus,
    /// Its stdout and stderr.
    logs: String,
    /// When SIGTERM was sent, by the wall clock.
    sent_at: Timestamp,
}

/// Starts `kibitz run` against the fake Discord with `store` (the configuration's store line)
/// in `dir`, waits until it is connected, sends SIGTERM a second and a half later (so that a
/// heartbeat written on the way out is later than the one written at start-up) and waits for it
/// to end.
#[cfg(unix)]
async fn run_until_sigterm(fake: &FakeDiscord, dir: &Path, store: &str) -> Stopped {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "{store}\napi_proxy = \"{}\"\nguild_id = {}\n",
            fake.url(),
            discord_fake::GUILD_ID
        ),
    )
    .unwrap();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["run", "--config"])
        .arg(&config)
        .env("DISCORD_TOKEN", "secret-token-value")
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "debug")
        .env("NO_PROXY", "127.0.0.1")
        // Logs go to files: an unread pipe would fill up and block the bot.
        .stdout(Stdio::from(
            std::fs::File::create(dir.join("out.log")).unwrap(),
        ))
        .stderr(Stdio::from(
            std::fs::File::create(dir.join("err.log")).unwrap(),
        ))
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    // Wait for the bot to identify on the gateway (or to die, and then say why).
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while fake.identifies() == 0 {
        if child.try_wait().unwrap().is_some() || tokio::time::Instant::now() > deadline {
            let _ = child.start_kill();
            let _ = child.wait().await;
            panic!(
                "the bot did not connect; calls {:?}; {}",
                fake.calls()
                    .iter()
                    .map(|c| format!("{} {}", c.method, c.path))
                    .collect::<Vec<_>>(),
                std::fs::read_to_string(dir.join("err.log")).unwrap_or_default()
            );
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    fake.wait_until_ready(1).await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let sent_at = SystemClock.now();
    let pid = child.id().expect("running").to_string();
    let status = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    assert!(status.success());
    let status = tokio::time::timeout(Duration::from_secs(30), child.wait())
        .await
        .expect("the bot stops within 30 s")
        .unwrap();
    let logs = format!(
        "{}{}",
        std::fs::read_to_string(dir.join("out.log")).unwrap_or_default(),
        std::fs::read_to_string(dir.join("err.log")).unwrap_or_default()
    );
    Stopped {
        status,
        logs,
        sent_at,
    }
}

impl Stopped {
    /// Exit status 0, no panic, the shutdown logged from start to end, and the store's last
    /// heartbeat written on the way out.
    #[cfg(unix)]
    fn assert_clean(&self, store: &dyn Store) {
        let logs = &self.logs;
        assert_eq!(
            self.status.code(),
            Some(0),
            "clean exit after SIGTERM: {logs}"
        );
        assert!(!logs.contains("panicked"), "{logs}");
        assert!(
            logs.contains("shutting down") && logs.contains("stopped"),
            "{logs}"
        );
        let heartbeat = store.heartbeat().unwrap().expect("a heartbeat");
        assert!(
            heartbeat >= self.sent_at,
            "the last heartbeat ({heartbeat:?}) is from before SIGTERM ({:?}): {logs}",
            self.sent_at
        );
    }
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly_and_the_token_is_never_logged() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let stopped = run_until_sigterm(
        &fake,
        dir.path(),
        &format!("data_dir = \"{}\"", data.display()),
    )
    .await;
    let logs = &stopped.logs;
    assert!(
        !logs.contains('\u{1b}'),
        "colour codes in a log file that is not a terminal: {logs:?}"
    );
    assert!(
        !logs.contains("secret-token-value"),
        "the token leaked into the logs"
    );
    // The store was flushed and closed: it opens again.
    let store = SledStore::open(&data).unwrap();
    stopped.assert_clean(&store);
}

/// The synchronous PostgreSQL client must not be dropped on the async runtime's threads (it
/// runs a runtime of its own to close its connection): the bot used to abort there, with
/// "Cannot start a runtime from within a runtime" and exit status 134, on every shutdown.
// A plain test with its own runtime: the test database is set up, read and dropped with the
// synchronous client, outside it.
#[cfg(unix)]
#[test]
fn sigterm_stops_the_bot_cleanly_on_postgresql() {
    let Some(db) = backends::database("sigterm_stops_the_bot_cleanly_on_postgresql") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let stopped = runtime.block_on(async {
        let fake = FakeDiscord::start().await;
        run_until_sigterm(&fake, dir.path(), &format!("database_url = \"{}\"", db.url)).await
    });
    drop(runtime);
    stopped.assert_clean(&*db.open().unwrap());
}
