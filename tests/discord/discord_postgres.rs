//! Two `kibitz run` processes, each running its own shard range, on one PostgreSQL database
//! (a fresh one, dropped afterwards; skipped when no server answers, see
//! `tests/store/backends.rs`) against one fake Discord: a game started through one process is
//! finished through the other, and the global leaderboard, asked through the first, shows it.

use crate::backends;
use crate::discord_fake::{self, *};
use kibitz::games::GameKind;
use kibitz::store::BoardScope;
use serde_json::{json, Value};
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

/// The index of Xiangqi in the `game` choice (Topo, Xiangqi, Tempo).
const XIANGQI: i64 = 1;

/// Starts `kibitz run` on shard `shard` of two, logging to files in `dir`.
fn bot_process(fake: &FakeDiscord, dir: &Path, url: &str, shard: u32) -> tokio::process::Child {
    let config = dir.join(format!("config-{shard}.toml"));
    std::fs::write(
        &config,
        format!(
            "data_dir = \"{}\"\ndatabase_url = \"{url}\"\napi_proxy = \"{}\"\nguild_id = {}\n\
             [shards]\nfirst = {shard}\nlast = {shard}\ntotal = 2\n",
            dir.join(format!("data-{shard}")).display(),
            fake.url(),
            discord_fake::GUILD_ID
        ),
    )
    .unwrap();
    tokio::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["run", "--config"])
        .arg(&config)
        .env("DISCORD_TOKEN", "fake-token")
        .env_remove("DATABASE_URL")
        .env("NO_PROXY", "127.0.0.1")
        // Logs go to files: an unread pipe would fill up and block the bot.
        .stdout(Stdio::from(
            std::fs::File::create(dir.join(format!("out-{shard}.log"))).unwrap(),
        ))
        .stderr(Stdio::from(
            std::fs::File::create(dir.join(format!("err-{shard}.log"))).unwrap(),
        ))
        .kill_on_drop(true)
        .spawn()
        .unwrap()
}

fn logs(dir: &Path) -> String {
    let mut all = String::new();
    for shard in 0..2 {
        for kind in ["out", "err"] {
            let path = dir.join(format!("{kind}-{shard}.log"));
            all.push_str(&format!(
                "--- {}\n{}",
                path.display(),
                std::fs::read_to_string(&path).unwrap_or_default()
            ));
        }
    }
    all
}

/// `who` plays the first move the bot suggests; returns the answer's text.
async fn play_suggested(fake: &FakeDiscord, who: Person) -> String {
    let sent = fake.autocomplete(who, "move", json!([focused("move", "")]));
    let answer = fake.final_answer(&sent.token).await;
    let choices = answer.json.as_ref().unwrap()["data"]["choices"].clone();
    let mv = choices[0]["value"].as_str().expect("a suggested move");
    let sent = fake.slash(who, "move", json!([string_option("move", mv)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    answer.content()
}

// A plain test that runs its own runtime: the database is set up, checked and dropped with the
// synchronous client, which must not run on an async runtime's threads.
#[test]
fn a_game_started_through_one_bot_process_is_finished_through_another() {
    let name = "a_game_started_through_one_bot_process_is_finished_through_another";
    let Some(db) = backends::database(name) else {
        return;
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(play_across_two_processes(&db.url));

    // The database holds the result once: both players on the global leaderboard, one game each.
    let store = db.open().unwrap();
    let rows = store
        .leaderboard(BoardScope::Global, GameKind::Xiangqi)
        .unwrap();
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert!(rows.iter().all(|r| r.played == 1), "{rows:?}");
}

async fn play_across_two_processes(url: &str) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut processes = [
        bot_process(&fake, dir.path(), url, 0),
        bot_process(&fake, dir.path(), url, 1),
    ];
    // Both shards connect (or a process dies, and the logs say why).
    let deadline = tokio::time::Instant::now() + Duration::from_secs(90);
    loop {
        if processes
            .iter_mut()
            .any(|p| p.try_wait().unwrap().is_some())
            || tokio::time::Instant::now() > deadline
        {
            panic!("a bot process did not connect:\n{}", logs(dir.path()));
        }
        if tokio::time::timeout(
            Duration::from_millis(200),
            fake.wait_until_shards_ready(&[0, 1]),
        )
        .await
        .is_ok()
        {
            break;
        }
    }

    // Through shard 0's process: Alice challenges Bob, Bob accepts, Alice moves.
    fake.route_to_shard(Some(0));
    let sent = fake.slash(
        ALICE,
        "challenge",
        Value::Array(vec![
            integer_option("game", XIANGQI),
            user_option("opponent", BOB),
            integer_option("side", 0),
        ]),
    );
    let answer = fake.final_answer(&sent.token).await;
    let accept = answer
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("challenge-accept"))
        .unwrap_or_else(|| panic!("{answer:?}\n{}", logs(dir.path())));
    let message = fake.original_message_id(&sent.token).unwrap();
    let pressed = fake.press(BOB, message, &accept);
    let started = fake.final_answer(&pressed.token).await;
    assert_eq!(started.method, "PATCH", "{started:?}");
    play_suggested(&fake, ALICE).await;

    // Through shard 1's process, which has never seen this game: Bob moves, then resigns.
    fake.route_to_shard(Some(1));
    let played = play_suggested(&fake, BOB).await;
    assert!(played.contains("bob played"), "{played}");
    let sent = fake.slash(BOB, "resign", json!([]));
    let resigned = fake.final_answer(&sent.token).await;
    assert!(
        resigned.content().contains("resigned"),
        "{}",
        resigned.content()
    );

    // Through shard 0 again: the global leaderboard shows the result.
    fake.route_to_shard(Some(0));
    let sent = fake.slash(
        ALICE,
        "leaderboard",
        json!([integer_option("game", XIANGQI), integer_option("scope", 1)]),
    );
    let board = fake.final_answer(&sent.token).await.content();
    assert!(board.contains("everywhere"), "{board}");
    let alice_at = board.find("alice").expect("alice on the leaderboard");
    let bob_at = board.find("bob").expect("bob on the leaderboard");
    assert!(alice_at < bob_at, "the winner ranks first: {board}");

    for process in &mut processes {
        let _ = process.start_kill();
        let _ = process.wait().await;
    }
}
