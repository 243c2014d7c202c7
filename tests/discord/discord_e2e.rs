//! End-to-end tests of the Discord bot: the real serenity/poise client, in process, against the
//! fake Discord of `discord_fake` (REST and gateway on loopback).

use crate::discord_fake;

use discord_fake::*;
use kibitz::config::{Config, Sharding, Token};
use kibitz::discord::Bot;
use kibitz::service::{Clock, CommandRate, SystemClock, TestClock, Timestamp};
use serde_json::{json, Value};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

pub(crate) fn config(fake: &FakeDiscord, dir: &Path) -> Config {
    Config {
        token: Some(Token::new("fake-token")),
        data_dir: dir.to_path_buf(),
        database_url: None,
        default_time_per_move: Duration::from_secs(3 * 86_400),
        guild_id: Some(GUILD_ID),
        api_proxy: Some(fake.url()),
        rules_url: None,
        sharding: Sharding::Auto,
        tick_interval: Duration::from_millis(200),
        register_commands: true,
        max_open_challenges: 10,
        max_active_games: 50,
        command_rate: Some(CommandRate::default()),
        search_threads: 1,
        engines: Default::default(),
        vacation_days_per_year: 30,
        // The clock's tests expect losses on time; the vacation test turns this on.
        automatic_vacation: false,
        web: None,
        metrics_listen: None,
    }
}

async fn start(fake: &FakeDiscord, dir: &Path, clock: Arc<dyn Clock>, connection: u64) -> Bot {
    let bot = Bot::start(&config(fake, dir), clock)
        .await
        .expect("the bot starts");
    fake.wait_until_ready(connection).await;
    bot
}

/// The index of Xiangqi in the `game` choice (Topo, Xiangqi, Tempo): the game these tests play.
const XIANGQI: i64 = 1;

/// Alice challenges Bob (Alice moves first); returns the message with the buttons.
async fn challenge(fake: &FakeDiscord, game_index: i64, time: Option<&str>) -> (u64, Vec<String>) {
    let mut options = vec![
        integer_option("game", game_index),
        user_option("opponent", BOB),
        integer_option("side", 0),
    ];
    if let Some(time) = time {
        options.push(string_option("time_per_move", time));
    }
    let sent = fake.slash(ALICE, "challenge", Value::Array(options));
    let answer = fake.final_answer(&sent.token).await;
    assert_eq!(
        answer.method, "PATCH",
        "the deferred response is edited: {answer:?}"
    );
    assert!(!answer.ephemeral());
    assert!(
        answer.content().contains(&format!("<@{}>", BOB.id)),
        "Bob is mentioned: {}",
        answer.content()
    );
    let mentions = &answer.payload()["allowed_mentions"];
    assert_eq!(
        mentions["users"],
        json!([BOB.id.to_string()]),
        "only Bob may be pinged"
    );
    let ids = answer.custom_ids();
    assert!(
        ids.iter().any(|id| id.contains("challenge-accept")),
        "{ids:?}"
    );
    assert!(
        ids.iter().any(|id| id.contains("challenge-decline")),
        "{ids:?}"
    );
    let message = fake
        .original_message_id(&sent.token)
        .expect("the challenge message");
    (message, ids)
}

fn button<'a>(ids: &'a [String], verb: &str) -> &'a str {
    ids.iter()
        .find(|id| id.contains(verb))
        .map(String::as_str)
        .expect("button present")
}

/// Asks for move suggestions as `who` types `typed`; returns (name, value) pairs.
async fn suggestions(fake: &FakeDiscord, who: Person, typed: &str) -> Vec<(String, String)> {
    choices(fake, who, "move", json!([focused("move", typed)])).await
}

/// The autocomplete choices offered while `who` types `/command` with `options` (one of them
/// focused); returns (name, value) pairs, checked against Discord's limits.
async fn choices(
    fake: &FakeDiscord,
    who: Person,
    command: &str,
    options: Value,
) -> Vec<(String, String)> {
    let sent = fake.autocomplete(who, command, options);
    let answer = fake.final_answer(&sent.token).await;
    assert_eq!(answer.callback_type(), Some(8), "an autocomplete result");
    let choices = answer.json.as_ref().unwrap()["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(choices.len() <= 25);
    choices
        .iter()
        .map(|c| {
            let name = c["name"].as_str().unwrap().to_string();
            assert!(!name.is_empty() && name.chars().count() <= 100);
            let value = c["value"].as_str().unwrap().to_string();
            assert!(!value.is_empty() && value.chars().count() <= 100);
            (name, value)
        })
        .collect()
}

/// `who` plays the first suggested move; returns the answer (the edited response).
async fn play_suggested(fake: &FakeDiscord, who: Person, opponent: Person) -> Call {
    let choices = suggestions(fake, who, "").await;
    assert!(
        !choices.is_empty(),
        "{} has legal moves to choose from",
        who.name
    );
    let (_, mv) = &choices[0];
    let sent = fake.slash(who, "move", json!([string_option("move", mv)]));
    let answer = fake.final_answer(&sent.token).await;
    assert_eq!(answer.method, "PATCH", "{answer:?}");
    assert!(!answer.ephemeral(), "{}", answer.content());
    assert_eq!(answer.pngs().len(), 1, "the new board is attached as a PNG");
    // The opponent is told in the posted board, with a ping limited to them.
    assert!(
        answer.content().contains(&format!("<@{}>", opponent.id)),
        "{}",
        answer.content()
    );
    assert_eq!(
        answer.payload()["allowed_mentions"]["users"],
        json!([opponent.id.to_string()])
    );

    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_discord() {
    let index = XIANGQI;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;

    // The commands were registered in the test server, /move with autocomplete.
    let commands = fake.registered_commands();
    let mv = commands
        .iter()
        .find(|c| c["name"] == "move")
        .expect("/move registered");
    assert_eq!(mv["options"][0]["autocomplete"], true);
    assert!(fake
        .calls()
        .iter()
        .any(|c| c.method == "PUT" && c.path.contains(&format!("/guilds/{GUILD_ID}/commands"))));

    let (message, ids) = challenge(&fake, index, None).await;

    // Carol is not the challenged player: her press is refused privately.
    let mark = fake.mark();
    let pressed = fake.press(CAROL, message, button(&ids, "challenge-accept"));
    let refusal = fake.final_answer(&pressed.token).await;
    assert!(refusal.ephemeral(), "the refusal is private: {refusal:?}");
    assert_eq!(refusal.method, "POST");
    assert!(
        fake.calls()
            .iter()
            .filter(|c| c.seq > mark)
            .all(|c| c.method != "PATCH"),
        "the challenge message is untouched"
    );

    // Bob accepts: the challenge message becomes the game, with the board.
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    let started = fake.final_answer(&pressed.token).await;
    assert_eq!(
        fake.answers(&pressed.token)[0].callback_type(),
        Some(6),
        "deferred update first"
    );
    assert_eq!(started.method, "PATCH", "{started:?}");
    assert!(
        !started
            .custom_ids()
            .iter()
            .any(|id| id.contains("challenge-accept")),
        "the buttons are gone"
    );
    assert_eq!(started.pngs().len(), 1, "the start position is attached");

    // Moves with autocomplete.
    play_suggested(&fake, ALICE, BOB).await;
    play_suggested(&fake, BOB, ALICE).await;

    // Bob prefers direct messages: Alice's next move reaches him by DM, without a ping here.
    let sent = fake.slash(BOB, "notify", json!([integer_option("how", 1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.content().contains("direct message"),
        "{}",
        answer.content()
    );
    assert!(
        fake.answers(&sent.token)[0].ephemeral(),
        "settings are answered privately"
    );
    let mark = fake.mark();
    let choices = suggestions(&fake, ALICE, "").await;
    let sent = fake.slash(ALICE, "move", json!([string_option("move", &choices[0].1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        !answer.content().contains(&format!("<@{}>", BOB.id)),
        "{}",
        answer.content()
    );
    let dm = fake
        .wait_for_call(mark, "the DM to Bob", |c| {
            c.method == "POST"
                && c.path
                    == format!(
                        "/api/v10/channels/{}/messages",
                        dm_channel_id(&BOB.id.to_string())
                    )
        })
        .await;
    assert!(dm.content().contains("Your move"), "{}", dm.content());
    assert_eq!(dm.pngs().len(), 1, "the DM carries the board");
    play_suggested(&fake, BOB, ALICE).await;

    // Typing filters the suggestions: every choice contains what was typed.
    let all = suggestions(&fake, ALICE, "").await;
    let typed: String = all[0].1.chars().take(2).collect();
    let filtered = suggestions(&fake, ALICE, &typed).await;
    assert!(!filtered.is_empty());
    assert_eq!(
        filtered[0].1.get(..2),
        Some(typed.as_str()),
        "moves from the typed square first"
    );

    // Not Bob's turn: refused privately, and an unreadable move too.
    let sent = fake.slash(BOB, "move", json!([string_option("move", &all[0].1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(answer.ephemeral(), "{answer:?}");
    assert!(
        answer.content().to_lowercase().contains("turn"),
        "{}",
        answer.content()
    );
    // Bob's autocomplete says whose turn it is instead of staying empty; picking that choice
    // gets the same not-your-turn answer, not "not a move".
    let waiting = suggestions(&fake, BOB, "").await;
    assert_eq!(waiting.len(), 1, "{waiting:?}");
    assert!(
        waiting[0]
            .0
            .starts_with("Not your turn: alice (Red) is to move in "),
        "{waiting:?}"
    );
    let sent = fake.slash(BOB, "move", json!([string_option("move", &waiting[0].1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(answer.ephemeral(), "{answer:?}");
    assert!(
        answer.content().contains("not your turn") && !answer.content().contains("not a move"),
        "{}",
        answer.content()
    );
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "zz99")]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.ephemeral(),
        "an illegal move is answered privately: {answer:?}"
    );
    assert!(answer.content().contains("zz99"), "{}", answer.content());
    assert!(
        fake.answers(&sent.token)
            .iter()
            .any(|c| c.method == "DELETE"),
        "the public placeholder is removed"
    );

    // Bob resigns; the game is over and the leaderboard shows the result.
    let sent = fake.slash(BOB, "resign", json!([]));
    let answer = fake.final_answer(&sent.token).await;
    assert_eq!(answer.method, "PATCH");
    assert!(!answer.ephemeral());
    let sent = fake.slash(ALICE, "leaderboard", json!([integer_option("game", index)]));
    let board = fake.final_answer(&sent.token).await;
    let text = board.content();
    let alice_at = text.find("alice").expect("alice on the leaderboard");
    let bob_at = text.find("bob").expect("bob on the leaderboard");
    assert!(alice_at < bob_at, "the winner ranks first: {text}");

    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_survives_a_restart() {
    let index = XIANGQI;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let (message, ids) = challenge(&fake, index, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    play_suggested(&fake, ALICE, BOB).await;
    bot.shutdown().await.unwrap();

    // Same data directory, new process state: Bob's turn goes on.
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 2).await;
    let answer = play_suggested(&fake, BOB, ALICE).await;
    assert!(answer.content().contains("bob"), "{}", answer.content());
    // The old challenge's buttons still answer (the challenge is gone, so privately).
    let pressed = fake.press(CAROL, message, button(&ids, "challenge-accept"));
    let refusal = fake.final_answer(&pressed.token).await;
    assert!(refusal.ephemeral());
    // A new challenge answered by slash command instead of a button.
    challenge(&fake, index, None).await;
    let sent = fake.slash(BOB, "decline", json!([]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    assert!(
        answer.content().to_lowercase().contains("declin"),
        "{}",
        answer.content()
    );
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_and_time_losses_are_posted_by_the_clock() {
    let index = XIANGQI;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock.clone()), 1).await;
    let (message, ids) = challenge(&fake, index, Some("1h")).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;

    // 50 minutes later Alice (to move) is reminded, with a ping for her only.
    let mark = fake.mark();
    clock.advance(Duration::from_secs(50 * 60));
    let reminder = fake
        .wait_for_call(mark, "a reminder", |c| {
            c.method == "POST"
                && c.path.contains("/messages")
                && c.content().contains(&format!("<@{}>", ALICE.id))
        })
        .await;
    assert_eq!(
        reminder.json.as_ref().unwrap()["allowed_mentions"]["users"],
        json!([ALICE.id.to_string()])
    );

    // Past the deadline she loses on time; both players are told.
    let mark = fake.mark();
    clock.advance(Duration::from_secs(20 * 60));
    fake.wait_for_call(mark, "the time loss for Bob", |c| {
        c.method == "POST" && c.content().contains(&format!("<@{}>", BOB.id))
    })
    .await;
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connects_registers_commands_and_answers() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let names: Vec<String> = fake
        .registered_commands()
        .iter()
        .map(|c| c["name"].as_str().unwrap_or_default().to_string())
        .collect();
    for name in [
        "challenge",
        "accept",
        "decline",
        "cancel",
        "move",
        "board",
        "games",
        "resign",
        "draw",
        "takeback",
        "export",
        "leaderboard",
        "stats",
        "rules",
        "notify",
        "language",
        "settings",
        "help",
    ] {
        assert!(
            names.iter().any(|n| n == name),
            "/{name} registered: {names:?}"
        );
    }
    // Every command was registered with its words in the six languages (the fake refuses a
    // registration Discord would refuse, so these passed Discord's rules too).
    let commands = fake.registered_commands();
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    for (locale, name) in [
        ("it", "sfida"),
        ("es-ES", "desafiar"),
        ("es-419", "desafiar"),
        ("pl", "wyzwanie"),
        ("zh-CN", "挑战"),
        ("zh-TW", "挑戰"),
    ] {
        assert_eq!(challenge["name_localizations"][locale], name, "{locale}");
    }
    assert_eq!(
        challenge["description_localizations"]["pl"],
        "Wyzwij kogoś, kogokolwiek albo komputer na partię."
    );
    let game = &challenge["options"][0];
    assert_eq!(game["name_localizations"]["zh-TW"], "遊戲");
    assert_eq!(game["choices"][1]["name"], "Xiangqi (Chinese chess)");
    assert_eq!(
        game["choices"][1]["name_localizations"]["zh-CN"],
        "象棋（中国象棋）"
    );
    for command in &commands {
        assert_eq!(
            command["name_localizations"].as_object().map(|m| m.len()),
            Some(6),
            "/{} is localised",
            command["name"]
        );
    }
    // /help: deferred privately, then the original response is edited.
    let sent = fake.slash(ALICE, "help", json!([]));
    let answer = fake.final_answer(&sent.token).await;
    let calls = fake.answers(&sent.token);
    assert_eq!(
        calls[0].callback_type(),
        Some(5),
        "deferred first: {calls:?}"
    );
    assert!(calls[0].ephemeral());
    assert_eq!(answer.method, "PATCH");
    assert!(
        answer.content().contains("/move")
            && answer.content().contains("`/language language`")
            && answer.content().contains("`/settings threads on|off`"),
        "{}",
        answer.content()
    );
    // No game: one choice that says so, and /move (with it or anything else) says what to do.
    let none = suggestions(&fake, ALICE, "e2").await;
    assert_eq!(none.len(), 1, "{none:?}");
    assert!(none[0].0.starts_with("You have no game"), "{none:?}");
    let sent = fake.slash(ALICE, "move", json!([string_option("move", &none[0].1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.ephemeral() && answer.content().contains("/challenge"),
        "{}",
        answer.content()
    );
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "e2e4")]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(answer.ephemeral());
    assert!(
        answer.content().contains("/challenge"),
        "{}",
        answer.content()
    );
    // A bad time per move is the user's mistake, answered privately before anything else.
    let sent = fake.slash(
        ALICE,
        "challenge",
        json!([
            integer_option("game", 1),
            string_option("time_per_move", "soon")
        ]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert_eq!(answer.callback_type(), Some(4));
    assert!(
        answer.ephemeral() && answer.content().contains("soon"),
        "{}",
        answer.content()
    );
    // Settings need Manage Server; the fake's members have every permission, so it works.
    let sent = fake.slash(
        ALICE,
        "settings",
        json!([subcommand("threads", json!([integer_option("enabled", 0)]))]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.content().to_lowercase().contains("thread"),
        "{}",
        answer.content()
    );
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_can_play_each_game_in_its_own_thread() {
    let index = XIANGQI;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let sent = fake.slash(
        ALICE,
        "settings",
        json!([subcommand("threads", json!([integer_option("enabled", 0)]))]),
    );
    fake.final_answer(&sent.token).await;

    let (message, ids) = challenge(&fake, index, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    let started = fake.final_answer(&pressed.token).await;
    let thread_call = fake
        .wait_for_call(0, "a thread for the game", |c| {
            c.method == "POST"
                && c.path == format!("/api/v10/channels/{CHANNEL_ID}/messages/{message}/threads")
        })
        .await;
    let title = thread_call.json.as_ref().unwrap()["name"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let game = started
        .content()
        .split("**")
        .nth(1)
        .expect("the game id in bold")
        .to_string();
    assert!(
        title.contains(&game),
        "the thread is named after the game: {title}"
    );
    // The service now posts the game's news in the thread.
    let doc = bot
        .service()
        .game_doc(&kibitz::service::GameId::parse(&game).unwrap())
        .unwrap();
    assert_ne!(doc.channel.0, CHANNEL_ID, "the game moved to its thread");
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_agreed_with_the_button_under_the_offer() {
    let index = XIANGQI;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let (message, ids) = challenge(&fake, index, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    play_suggested(&fake, ALICE, BOB).await;
    play_suggested(&fake, BOB, ALICE).await;

    let sent = fake.slash(ALICE, "draw", json!([subcommand("offer", json!([]))]));
    let offer = fake.final_answer(&sent.token).await;
    // Xiangqi allows a draw offer at any move (Topo's rule 9 would refuse one this early).
    assert!(!offer.ephemeral(), "{}", offer.content());
    let ids = offer.custom_ids();
    let accept = ids
        .iter()
        .find(|id| id.contains("draw-accept"))
        .expect("an Accept button")
        .clone();
    let offer_message = fake.original_message_id(&sent.token).unwrap();

    // Alice cannot accept her own offer: privately refused, message untouched.
    let pressed = fake.press(ALICE, offer_message, &accept);
    assert!(fake.final_answer(&pressed.token).await.ephemeral());

    let pressed = fake.press(BOB, offer_message, &accept);
    let answer = fake.final_answer(&pressed.token).await;
    assert_eq!(fake.answers(&pressed.token)[0].callback_type(), Some(6));
    assert_eq!(
        answer.method, "PATCH",
        "the offer's message is edited: {answer:?}"
    );
    assert!(
        answer.content().to_lowercase().contains("draw"),
        "{}",
        answer.content()
    );
    assert!(
        answer
            .custom_ids()
            .iter()
            .all(|id| !id.contains("draw-accept")),
        "no more Accept"
    );
    if answer.pngs().is_empty() {
        // Without a new picture, the edit keeps none of the old ones either.
        assert_eq!(answer.payload()["attachments"], json!([]));
    }
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_challenge_and_side_options_are_autocompleted() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;

    // Registered for Discord: autocompleted string options, without fixed choices.
    let commands = fake.registered_commands();
    let option = |command: &str, sub: Option<&str>, name: &str| -> Value {
        let c = commands
            .iter()
            .find(|c| c["name"] == command)
            .unwrap_or_else(|| panic!("/{command}"));
        let options = match sub {
            Some(sub) => c["options"]
                .as_array()
                .and_then(|o| o.iter().find(|o| o["name"] == sub))
                .map(|o| o["options"].clone())
                .unwrap_or_default(),
            None => c["options"].clone(),
        };
        options
            .as_array()
            .and_then(|o| o.iter().find(|o| o["name"] == name))
            .cloned()
            .unwrap_or_else(|| panic!("/{command} {name}"))
    };
    for (command, sub, name) in [
        ("accept", None, "challenge"),
        ("decline", None, "challenge"),
        ("cancel", None, "challenge"),
        ("move", None, "game"),
        ("board", None, "game"),
        ("board", None, "as"),
        ("resign", None, "game"),
        ("draw", Some("offer"), "game"),
        ("takeback", Some("decline"), "game"),
        ("export", None, "game"),
    ] {
        let o = option(command, sub, name);
        assert_eq!(o["type"], 3, "/{command} {name} is a string: {o}");
        assert_eq!(o["autocomplete"], true, "/{command} {name}: {o}");
        assert!(
            o.get("choices")
                .map_or(true, |c| c.as_array().map_or(true, Vec::is_empty)),
            "{o}"
        );
    }

    // Alice challenges Bob: Bob may accept or decline it, Alice cancel it, Carol nothing.
    challenge(&fake, XIANGQI, None).await;
    let for_bob = choices(&fake, BOB, "accept", json!([focused("challenge", "")])).await;
    assert_eq!(for_bob.len(), 1, "{for_bob:?}");
    let id = for_bob[0].1.clone();
    // (The time left is not compared: a second may pass between the two calls.)
    assert!(
        for_bob[0].0.starts_with(&format!(
            "{id} · Xiangqi from alice · 3 days per move · expires in "
        )),
        "{for_bob:?}"
    );
    let declinable = choices(&fake, BOB, "decline", json!([focused("challenge", "")])).await;
    // The same challenge; its label's time left may have ticked over a minute meanwhile.
    assert_eq!(declinable.len(), 1, "{declinable:?}");
    assert_eq!(declinable[0].1, id);
    let stem = |label: &str| label.split(" · expires in ").next().map(str::to_string);
    assert_eq!(stem(&declinable[0].0), stem(&for_bob[0].0));
    let cancellable = choices(&fake, ALICE, "cancel", json!([focused("challenge", "")])).await;
    assert_eq!(cancellable[0].1, id);
    assert!(
        cancellable[0].0.contains("Xiangqi to bob"),
        "{cancellable:?}"
    );
    assert!(
        choices(&fake, CAROL, "accept", json!([focused("challenge", "")]))
            .await
            .is_empty()
    );
    assert!(
        choices(&fake, BOB, "accept", json!([focused("challenge", "zz")]))
            .await
            .is_empty()
    );

    // Bob accepts by the chosen id; the game is offered to both, Alice's turn first.
    let sent = fake.slash(BOB, "accept", json!([string_option("challenge", &id)]));
    let started = fake.final_answer(&sent.token).await;
    assert!(!started.ephemeral(), "{}", started.content());
    let games = choices(&fake, ALICE, "resign", json!([focused("game", "")])).await;
    assert_eq!(games.len(), 1, "{games:?}");
    let game = games[0].1.clone();
    assert!(
        games[0]
            .0
            .starts_with(&format!("{game} · Xiangqi vs bob · your turn · ")),
        "{games:?}"
    );
    let for_bob = choices(
        &fake,
        BOB,
        "draw",
        json!([subcommand("offer", json!([focused("game", "")]))]),
    )
    .await;
    assert_eq!(for_bob.len(), 1, "{for_bob:?}");
    assert_eq!(for_bob[0].1, game);
    assert!(
        for_bob[0]
            .0
            .starts_with(&format!("{game} · Xiangqi vs alice · their turn · ")),
        "{for_bob:?}"
    );

    // /board as: the colours of the game named in the game option.
    let sides = choices(
        &fake,
        CAROL,
        "board",
        json!([string_option("game", &game), focused("as", "")]),
    )
    .await;
    let values: Vec<&str> = sides.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(values, ["red", "black"], "{sides:?}");
    // A colour typed in full still works, listed or not.
    let sent = fake.slash(
        CAROL,
        "board",
        json!([string_option("game", &game), string_option("as", "Black")]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_who_floods_is_told_privately_when_to_try_again() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock.clone()), 1).await;
    // The default rate: a burst of 10 commands, then one every 3 seconds.
    for _ in 0..10 {
        let sent = fake.slash(ALICE, "games", json!([]));
        let answer = fake.final_answer(&sent.token).await;
        assert!(!answer.content().contains("too fast"), "{answer:?}");
    }
    let sent = fake.slash(ALICE, "games", json!([]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        fake.answers(&sent.token)[0].ephemeral(),
        "the refusal is private"
    );
    assert_eq!(
        answer.content(),
        "You are sending commands too fast: try again in 3 seconds"
    );
    // Bob is not slowed down by Alice.
    let sent = fake.slash(BOB, "games", json!([]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.content().contains("too fast"), "{answer:?}");
    clock.advance(Duration::from_secs(3));
    let sent = fake.slash(ALICE, "games", json!([]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.content().contains("too fast"), "{answer:?}");
    bot.shutdown().await.unwrap();
}

#[test]
fn the_fake_refuses_what_discord_refuses_in_a_registration() {
    let good = json!([{
        "name": "challenge", "description": "Challenge someone.",
        "name_localizations": { "it": "sfida", "zh-CN": "挑战" },
        "options": [{ "type": 3, "name": "game", "description": "Which game",
            "choices": [{ "name": "Topo", "value": 0, "name_localizations": { "pl": "Topo" } }] }],
    }]);
    assert!(
        command_problems(&good).is_empty(),
        "{:?}",
        command_problems(&good)
    );
    for (what, bad) in [
        (
            "upper case",
            json!([{ "name": "challenge", "description": "x", "name_localizations": { "it": "Sfida" } }]),
        ),
        (
            "a space",
            json!([{ "name": "my games", "description": "x" }]),
        ),
        (
            "too long",
            json!([{ "name": "x".repeat(33), "description": "x" }]),
        ),
        (
            "no description",
            json!([{ "name": "help", "description": "" }]),
        ),
        (
            "an unknown locale",
            json!([{ "name": "help", "description": "x", "name_localizations": { "zh": "帮助" } }]),
        ),
        (
            "a long description",
            json!([{ "name": "help", "description": "x".repeat(101) }]),
        ),
        (
            "a bad option name",
            json!([{ "name": "help", "description": "x",
            "options": [{ "type": 3, "name": "Time Per Move", "description": "x" }] }]),
        ),
        (
            "two options alike",
            json!([{ "name": "help", "description": "x",
            "options": [{ "type": 3, "name": "a", "description": "x" }, { "type": 3, "name": "a", "description": "y" }] }]),
        ),
        (
            "two options alike in Polish",
            json!([{ "name": "help", "description": "x",
            "options": [{ "type": 3, "name": "a", "description": "x", "name_localizations": { "pl": "gra" } },
                        { "type": 3, "name": "b", "description": "y", "name_localizations": { "pl": "gra" } }] }]),
        ),
    ] {
        assert!(!command_problems(&bad).is_empty(), "{what} passed");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_answers_in_the_games_channel_with_the_board() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    // A level and no opponent: the computer.
    let sent = fake.slash(
        ALICE,
        "challenge",
        json!([
            integer_option("game", XIANGQI),
            integer_option("side", 0),
            integer_option("level", 1)
        ]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.content().contains("Computer level 1") && answer.content().contains("started"),
        "the game starts at once: {}",
        answer.content()
    );
    let choices = suggestions(&fake, ALICE, "").await;
    let (_, mv) = &choices[0];
    let mark = fake.mark();
    let sent = fake.slash(ALICE, "move", json!([string_option("move", mv)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.content().contains("thinking"),
        "{}",
        answer.content()
    );
    let posted = fake
        .wait_for_call(mark, "the computer's move", |c| {
            c.method == "POST"
                && c.path.contains("/messages")
                && c.content().contains("Computer level 1 played")
        })
        .await;
    assert!(
        posted.path.contains(&CHANNEL_ID.to_string()),
        "in the game's channel: {}",
        posted.path
    );
    assert!(
        posted.content().contains(&format!("<@{}>", ALICE.id)),
        "alice is pinged: {}",
        posted.content()
    );
    assert_eq!(posted.pngs().len(), 1, "with the board");
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_posted_in_a_channel_are_in_the_servers_language() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    // A Polish user in an Italian server: the channel reads Italian.
    fake.set_locales("pl", "it");
    let sent = fake.slash(ALICE, "rules", json!([integer_option("game", 0)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer
            .content()
            .contains("gli scacchi italiani degli animali"),
        "{}",
        answer.content()
    );
    assert_eq!(answer.pngs().len(), 1, "with the start position");
    // A server whose preferred locale kibitz does not speak gets English; Traditional Chinese
    // gets its own characters.
    fake.set_locales("zh-TW", "fr");
    let sent = fake.slash(ALICE, "rules", json!([integer_option("game", 1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.content().contains("Chinese chess"),
        "{}",
        answer.content()
    );
    fake.set_locales("en-US", "zh-TW");
    let sent = fake.slash(ALICE, "rules", json!([integer_option("game", 1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.content().contains("中國象棋"),
        "{}",
        answer.content()
    );
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_and_choices_are_drawn_and_named_in_the_readers_language() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // A still clock: the caption's time left is the same in every picture.
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock), 1).await;
    let (message, ids) = challenge(&fake, XIANGQI, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    let board = |user_locale: &'static str, guild_locale: &'static str| {
        let fake = &fake;
        async move {
            fake.set_locales(user_locale, guild_locale);
            let sent = fake.slash(ALICE, "board", json!([]));
            let answer = fake.final_answer(&sent.token).await;
            let png = answer.pngs().first().map(|f| f.bytes.clone());
            (answer.content().to_string(), png.expect("a picture"))
        }
    };
    // The board in a channel is said, and its caption drawn, in the server's language.
    let (english, english_png) = board("en-US", "en-US").await;
    assert!(english.contains("Red to move (alice)"), "{english}");
    let (italian, italian_png) = board("pl", "it").await;
    assert!(italian.contains("Muove il Rosso (alice)"), "{italian}");
    assert_ne!(english_png, italian_png, "the caption is Italian");
    let (again, again_png) = board("it", "en-US").await;
    assert!(again.contains("Red to move (alice)"), "{again}");
    assert_eq!(
        english_png, again_png,
        "the same language draws the same picture"
    );
    // Autocomplete is named in the asker's own language.
    fake.set_locales("zh-TW", "en-US");
    let games = choices(&fake, ALICE, "resign", json!([focused("game", "")])).await;
    assert_eq!(games.len(), 1, "{games:?}");
    assert!(games[0].0.contains("象棋 對 bob · 輪到你"), "{games:?}");
    bot.shutdown().await.unwrap();
}

// ---------------------------------------------------------------------------------------------
// Languages: which language, when.
//
// These tests assert the real words of each language (from `locales/`), and that the words of
// the languages that must not be chosen are absent, so a wrong choice fails. The pseudo-language
// (`qps`: message ids in ⟦…⟧ instead of words) is used further down, to check that every
// word the bot sends comes from the message files.

use kibitz::model::PSEUDO_TAG as PSEUDO_LOCALE;

/// The labels of a message's buttons, in order (`payload`: a message or a callback's data).
fn labels(payload: &Value) -> Vec<String> {
    payload["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| b["label"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// The id of the one game `who` plays.
fn only_game(bot: &Bot, who: Person) -> String {
    let ids = bot
        .service()
        .store()
        .game_ids_of(kibitz::service::UserId(who.id))
        .unwrap();
    assert_eq!(ids.len(), 1, "{ids:?}");
    ids[0].to_string()
}

/// `/settings language` (or `/language`) with the choice at `index`: 0 automatic, then en, it,
/// es, pl, zh-CN, zh-TW.
const AUTO: i64 = 0;
const ITALIAN: i64 = 2;
const SPANISH: i64 = 3;

async fn settings_language(fake: &FakeDiscord, who: Person, index: i64) -> Call {
    let sent = fake.slash(
        who,
        "settings",
        json!([subcommand(
            "language",
            json!([integer_option("language", index)])
        )]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        fake.answers(&sent.token)[0].ephemeral(),
        "settings are answered privately"
    );
    answer
}

async fn personal_language(fake: &FakeDiscord, who: Person, index: i64) -> Call {
    let sent = fake.slash(who, "language", json!([integer_option("language", index)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(fake.answers(&sent.token)[0].ephemeral(), "{answer:?}");
    answer
}

/// `/challenge` with a time per move that is no duration: the front end's own refusal.
async fn unreadable_time(fake: &FakeDiscord, who: Person) -> String {
    let sent = fake.slash(
        who,
        "challenge",
        json!([
            integer_option("game", XIANGQI),
            string_option("time_per_move", "domani")
        ]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(answer.ephemeral(), "{answer:?}");
    answer.content()
}

async fn rules_topo(fake: &FakeDiscord, who: Person) -> String {
    let sent = fake.slash(who, "rules", json!([integer_option("game", 0)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.ephemeral());
    answer.content()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_answers_are_in_the_askers_language_and_posts_in_the_servers() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    // A Polish user in an Italian server.
    fake.set_locales("en-US", "it");
    fake.set_person_locale(ALICE, "pl");
    assert_eq!(
        unreadable_time(&fake, ALICE).await,
        "„domani” to nie jest czas na ruch: zapisz go jak 12h, 3d albo 1d 12h"
    );
    assert!(
        rules_topo(&fake, ALICE)
            .await
            .contains("gli scacchi italiani degli animali"),
        "the channel reads Italian"
    );
    // She chooses Italian for herself: the answer is already in it, and so are the next.
    let answer = personal_language(&fake, ALICE, ITALIAN).await;
    assert!(
        answer.content().starts_with("Ora la tua lingua è Italiano"),
        "{}",
        answer.content()
    );
    assert!(
        unreadable_time(&fake, ALICE)
            .await
            .starts_with("'domani' non è un tempo per mossa"),
        "her choice wins over her client"
    );
    // Back to automatic: Polish again.
    let answer = personal_language(&fake, ALICE, AUTO).await;
    assert!(
        answer
            .content()
            .contains("są teraz w języku twojej aplikacji Discord"),
        "{}",
        answer.content()
    );
    assert!(unreadable_time(&fake, ALICE).await.contains("czas na ruch"));
    // The server chooses Spanish: the admin's answer is in her language, the posts in Spanish.
    let answer = settings_language(&fake, ALICE, SPANISH).await;
    assert!(
        answer
            .content()
            .starts_with("To, co kibitz publikuje na kanałach tego serwera")
            && answer.content().contains("Español"),
        "{}",
        answer.content()
    );
    assert!(
        rules_topo(&fake, BOB)
            .await
            .contains("el ajedrez italiano de los animales"),
        "the server's choice wins over its preferred locale"
    );
    // An English user still reads the front end's refusals in English.
    assert!(unreadable_time(&fake, BOB)
        .await
        .contains("is not a time per move"));
    settings_language(&fake, ALICE, AUTO).await;
    assert!(rules_topo(&fake, BOB)
        .await
        .contains("gli scacchi italiani degli animali"));

    // Alice (Polish) challenges Bob (English) here: the challenge is posted in Italian, buttons
    // too, whoever reads it.
    let (message, ids) = challenge(&fake, XIANGQI, None).await;
    let posted = fake.message(message).expect("the challenge message");
    let text = &message_text(&posted);
    assert!(
        text.contains("**alice** sfida **bob** a Xiangqi (alice gioca con il Rosso; 3 giorni per mossa). Sfida `"),
        "{text}"
    );
    assert!(
        !text.contains("challenges") && !text.contains("wyzywa"),
        "{text}"
    );
    assert_eq!(labels(&posted), ["Accetta", "Rifiuta", "Annulla"]);
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    let game = only_game(&bot, ALICE);
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h2e2")]));
    let moved = fake.final_answer(&sent.token).await;
    assert!(
        moved
            .content()
            .contains("alice ha giocato **C2=5** (h2e2)."),
        "{}",
        moved.content()
    );
    // What only Alice sees is Polish: her games, and the refusal of a move out of turn.
    let sent = fake.slash(ALICE, "games", json!([]));
    let games = fake.final_answer(&sent.token).await;
    assert!(fake.answers(&sent.token)[0].ephemeral());
    let text = games.content();
    assert!(
        text.starts_with("Twoje partie (w toku: 1)")
            && text.contains(&format!(
                "`{game}` Xiangqi kontra bob (twoja strona: Czerwone), ruch 1 · ruch: bob — pozostały czas: "
            )),
        "{text}"
    );
    assert!(
        !text.contains("Your games") && !text.contains("Le tue partite"),
        "{text}"
    );
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h9g7")]));
    let refused = fake.final_answer(&sent.token).await;
    assert!(refused.ephemeral(), "{refused:?}");
    assert_eq!(
        refused.content(),
        format!("W partii {game} nie masz teraz ruchu: ruch ma bob")
    );
    // Bob's client is English: his list is English.
    let sent = fake.slash(BOB, "games", json!([]));
    let text = fake.final_answer(&sent.token).await.content();
    assert!(
        text.starts_with("Your games (1 going on)") && !text.contains("Twoje"),
        "{text}"
    );

    // The choices were saved where a restart finds them.
    let store = bot.service().store();
    let alice = store
        .player(kibitz::service::UserId(ALICE.id))
        .unwrap()
        .unwrap();
    assert_eq!(
        (alice.locale.as_deref(), alice.language),
        (Some("pl"), None)
    );
    let server = store
        .server_settings(kibitz::service::ServerId(GUILD_ID))
        .unwrap();
    assert_eq!(
        (server.language, server.locale.as_deref()),
        (None, Some("it"))
    );
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_language_reaches_its_posts_notices_threads_and_the_clocks_news() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock.clone()), 1).await;
    // Everyone's client is Polish; the server's preferred locale is Italian, so everything
    // posted in the channel is Italian and what only one person sees is Polish.
    fake.set_locales("pl", "it");
    let sent = fake.slash(
        ALICE,
        "settings",
        json!([subcommand("threads", json!([integer_option("enabled", 0)]))]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert_eq!(
        answer.content(),
        "Każda nowa partia będzie rozgrywana we własnym wątku.",
        "private: Polish"
    );

    let (message, ids) = challenge(&fake, XIANGQI, Some("10h")).await;
    let posted = fake.message(message).expect("the challenge message");
    let text = &message_text(&posted);
    assert!(
        text.contains(
            "**alice** sfida **bob** a Xiangqi (alice gioca con il Rosso; 10 ore per mossa)"
        ),
        "{text}"
    );
    assert!(
        !text.contains("wyzywa") && !text.contains("per move"),
        "{text}"
    );
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    let started = fake.final_answer(&pressed.token).await;
    let game = only_game(&bot, ALICE);
    assert!(
        started.content().contains(&format!(
            "Partita **{game}** iniziata: alice (Rosso) contro bob (Nero), 10 ore per mossa."
        )),
        "{}",
        started.content()
    );
    let thread_call = fake
        .wait_for_call(0, "a thread for the game", |c| {
            c.method == "POST" && c.path.ends_with(&format!("/messages/{message}/threads"))
        })
        .await;
    let title = thread_call.json.as_ref().unwrap()["name"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(title, format!("{game} · Xiangqi · alice contro bob"));
    // The game moves to its thread once Discord has made it.
    let game_channel = || {
        let service = bot.service();
        service
            .store()
            .game_ids_of(kibitz::service::UserId(ALICE.id))
            .unwrap()
            .iter()
            .map(|id| service.game_doc(id).unwrap().channel.0)
            .next()
            .expect("alice's game")
    };
    let mut thread = game_channel();
    for _ in 0..200 {
        if thread != CHANNEL_ID {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
        thread = game_channel();
    }
    assert_ne!(thread, CHANNEL_ID);

    // Alice moves from the channel: the reply is posted here, and Bob's turn notice in the
    // game's thread, both in the server's language, with the move in WXF.
    let mark = fake.mark();
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h2e2")]));
    let answer = fake.final_answer(&sent.token).await;
    let text = answer.content();
    assert!(
        text.contains("alice ha giocato **C2=5** (h2e2).")
            && text.contains("Muove il Nero (bob) · mossa 1")
            && text.contains("Scadenza\n<t:1800036000:f> (<t:1800036000:R>)"),
        "{text}"
    );
    assert!(!text.contains("played") && !text.contains("ruch"), "{text}");
    let notice = fake
        .wait_for_call(mark, "Bob's turn in the thread", |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{thread}/messages")
        })
        .await;
    assert_eq!(
        notice.message_content(),
        format!(
            "<@{}> Tocca a te nella partita {game} (alice ha giocato C2=5). Scadenza: <t:1800036000:f> (<t:1800036000:R>).",
            BOB.id
        )
    );
    // Under it, the board as an embed, in Italian too.
    assert!(
        notice
            .content()
            .contains("Xiangqi · alice (Rosso) contro bob (Nero)\nUltima mossa: C2=5"),
        "{}",
        notice.content()
    );
    // What only Alice sees is in her language.
    let sent = fake.slash(ALICE, "games", json!([]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(fake.answers(&sent.token)[0].ephemeral());
    assert!(
        answer.content().starts_with("Twoje partie (w toku: 1)"),
        "{}",
        answer.content()
    );
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h9g7")]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(answer.ephemeral(), "not her turn: {answer:?}");
    assert_eq!(
        answer.content(),
        format!("W partii {game} nie masz teraz ruchu: ruch ma bob")
    );

    // The clock's reminder has no interaction to read a locale from: the server's is stored.
    let mark = fake.mark();
    clock.advance(Duration::from_secs(9 * 3600));
    let reminder = fake
        .wait_for_call(mark, "Bob's reminder", |c| {
            c.method == "POST" && c.content().contains(&format!("<@{}>", BOB.id))
        })
        .await;
    assert_eq!(
        reminder.message_content(),
        format!(
            "<@{}> Promemoria: tocca a te nella partita {game}. Tempo rimasto: 1 ora (scadenza <t:1800036000:f> (<t:1800036000:R>)), poi perdi per tempo.",
            BOB.id
        )
    );
    // Under it, the board as an embed, in the server's language.
    assert!(
        reminder
            .content()
            .contains("Xiangqi · alice (Rosso) contro bob (Nero)\nUltima mossa: C2=5"),
        "{}",
        reminder.content()
    );
    assert_eq!(
        labels(&reminder.payload()),
        ["Mostra la scacchiera"],
        "buttons too"
    );

    // The server chooses Spanish: its choice wins over its preferred locale.
    settings_language(&fake, ALICE, SPANISH).await;
    let sent = fake.slash(
        ALICE,
        "challenge",
        json!([
            integer_option("game", XIANGQI),
            user_option("opponent", CAROL),
            integer_option("side", 0)
        ]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer
            .content()
            .contains("**alice** desafía a **carol** a una partida de Xiangqi")
            && !answer.content().contains("sfida"),
        "{}",
        answer.content()
    );
    let message = fake.original_message_id(&sent.token).unwrap();
    let mark = fake.mark();
    let accept = answer
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("challenge-accept"))
        .unwrap();
    let pressed = fake.press(CAROL, message, &accept);
    fake.final_answer(&pressed.token).await;
    let thread_call = fake
        .wait_for_call(mark, "a thread for the second game", |c| {
            c.method == "POST" && c.path.ends_with(&format!("/messages/{message}/threads"))
        })
        .await;
    let title = thread_call.json.as_ref().unwrap()["name"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        title.ends_with(" · Xiangqi · alice contra carol"),
        "a Spanish thread title: {title}"
    );
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_direct_message_is_in_the_recipients_language() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    fake.set_locales("en-US", "it");
    // Bob's client is Polish; he wants direct messages.
    fake.set_person_locale(BOB, "pl");
    let sent = fake.slash(BOB, "notify", json!([integer_option("how", 1)]));
    let answer = fake.final_answer(&sent.token).await;
    assert_eq!(
        answer.content(),
        "Powiadomienia: dostaniesz wiadomość prywatną."
    );
    let dm_path = format!(
        "/api/v10/channels/{}/messages",
        dm_channel_id(&BOB.id.to_string())
    );
    let challenge_bob = |fake: &FakeDiscord| {
        fake.slash(
            ALICE,
            "challenge",
            json!([
                integer_option("game", XIANGQI),
                user_option("opponent", BOB),
                integer_option("side", 0)
            ]),
        )
    };

    // Alice's challenge: posted in Italian here, sent to Bob in the language he was last seen
    // with.
    let mark = fake.mark();
    let sent = challenge_bob(&fake);
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer
            .content()
            .contains("**alice** sfida **bob** a Xiangqi")
            && !answer.content().contains("wyzywa"),
        "{}",
        answer.content()
    );
    let dm = fake
        .wait_for_call(mark, "the DM to Bob", |c| {
            c.method == "POST" && c.path == dm_path
        })
        .await;
    let polish = |text: &str| {
        text.starts_with("alice wyzywa cię na partię Xiangqi (wyzwanie `")
            && !text.contains("sfida")
            && !text.contains("challenges")
    };
    assert!(polish(&dm.content()), "{}", dm.content());

    // Bob chooses Italian: the next DM follows his choice, not his client.
    let answer = personal_language(&fake, BOB, ITALIAN).await;
    assert!(
        answer.content().starts_with("Ora la tua lingua è Italiano"),
        "{}",
        answer.content()
    );
    let mark = fake.mark();
    challenge_bob(&fake);
    let dm = fake
        .wait_for_call(mark, "the second DM to Bob", |c| {
            c.method == "POST" && c.path == dm_path
        })
        .await;
    assert!(
        dm.content()
            .starts_with("alice ti sfida a Xiangqi (sfida `")
            && !dm.content().contains("wyzywa"),
        "{}",
        dm.content()
    );

    // Automatic again: his client's language.
    personal_language(&fake, BOB, AUTO).await;
    let mark = fake.mark();
    challenge_bob(&fake);
    let dm = fake
        .wait_for_call(mark, "the third DM to Bob", |c| {
            c.method == "POST" && c.path == dm_path
        })
        .await;
    assert!(polish(&dm.content()), "{}", dm.content());
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chinese_reader_gets_chinese_answers_and_the_commands_in_chinese() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    fake.set_locales("en-US", "en-US");
    fake.set_person_locale(ALICE, "zh-CN");
    assert_eq!(
        unreadable_time(&fake, ALICE).await,
        "“domani”不是有效的每步时限：请写成 12h、3d 或 1d 12h 这样的格式"
    );
    fake.set_person_locale(ALICE, "zh-TW");
    assert!(unreadable_time(&fake, ALICE)
        .await
        .starts_with("「domani」不是有效的每步時限"));
    // The language commands are registered with their words in every language.
    let commands = fake.registered_commands();
    let language = commands
        .iter()
        .find(|c| c["name"] == "language")
        .expect("/language registered");
    for (locale, name) in [
        ("it", "lingua"),
        ("es-ES", "idioma"),
        ("es-419", "idioma"),
        ("pl", "język"),
        ("zh-CN", "语言"),
        ("zh-TW", "語言"),
    ] {
        assert_eq!(language["name_localizations"][locale], name, "{locale}");
    }
    let choices = &language["options"][0]["choices"];
    assert_eq!(choices[0]["name"], "automatic");
    assert_eq!(choices[0]["name_localizations"]["zh-CN"], "自动");
    assert_eq!(choices[4]["name"], "Polski");
    let settings = commands.iter().find(|c| c["name"] == "settings").unwrap();
    let sub = settings["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "language")
        .expect("/settings language registered");
    assert_eq!(sub["name_localizations"]["es-419"], "idioma");
    assert_eq!(
        sub["options"][0]["description_localizations"]["pl"],
        "Język albo automatycznie, czyli główny język serwera"
    );
    bot.shutdown().await.unwrap();
}

/// The reminder's board button shows the board privately, with the opponent's last move as the
/// reader writes it.
async fn reminders_board(fake: &FakeDiscord, clock: &TestClock, who: Person) -> String {
    let mark = fake.mark();
    clock.advance(Duration::from_secs(9 * 3600));
    let reminder = fake
        .wait_for_call(mark, "the reminder", |c| {
            c.method == "POST"
                && c.content().contains(&format!("<@{}>", who.id))
                && c.custom_ids().iter().any(|id| id.contains("board"))
        })
        .await;
    let board = reminder
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("board"))
        .expect("a board button");
    let message_id = fake
        .messages_with_custom_id(&board)
        .into_iter()
        .next()
        .expect("the newest reminder's message");
    let pressed = fake.press(who, message_id, &board);
    let answer = fake.final_answer(&pressed.token).await;
    assert!(answer.ephemeral());
    answer.content()
}

/// Chinese notation in what only a Chinese reader sees (simplified or traditional, as they read),
/// WXF in what an English server's channel shows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chinese_reader_sees_chinese_notation_in_a_private_board() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock.clone()), 1).await;
    fake.set_locales("en-US", "en-US");
    fake.set_person_locale(BOB, "zh-CN");
    let (message, ids) = challenge(&fake, XIANGQI, Some("10h")).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    // The move's reply in the channel: WXF, as the English server reads.
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h2e2")]));
    let moved = fake.final_answer(&sent.token).await.content();
    assert!(moved.contains("alice played **C2=5** (h2e2)."), "{moved}");
    assert!(!moved.contains("炮"), "{moved}");
    // Bob reads Simplified Chinese: the last move in Chinese notation, no WXF.
    let board = reminders_board(&fake, &clock, BOB).await;
    assert!(board.contains("上一步：炮二平五"), "{board}");
    assert!(
        !board.contains("C2=5") && !board.contains("Last move"),
        "{board}"
    );
    // Bob answers; Alice's horse move is where the two scripts differ (马/傌, 进/進).
    let sent = fake.slash(BOB, "move", json!([string_option("move", "h9g7")]));
    let moved = fake.final_answer(&sent.token).await.content();
    assert!(moved.contains("bob played **H8+7** (h9g7)."), "{moved}");
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h0g2")]));
    let moved = fake.final_answer(&sent.token).await.content();
    assert!(moved.contains("alice played **H2+3** (h0g2)."), "{moved}");
    assert!(!moved.contains("马") && !moved.contains("傌"), "{moved}");
    // Now Bob's client reads Traditional Chinese.
    fake.set_person_locale(BOB, "zh-TW");
    let board = reminders_board(&fake, &clock, BOB).await;
    assert!(board.contains("上一步：傌二進三"), "{board}");
    assert!(
        !board.contains("马二进三") && !board.contains("H2+3"),
        "{board}"
    );
    bot.shutdown().await.unwrap();
}

/// Everything the bot sent to Discord so far, as text to check: message contents and embeds
/// (titles, descriptions, field names and values, footers), button labels, select menus'
/// options, alt texts, thread names and autocomplete choices, one per line.
fn everything_sent(fake: &FakeDiscord) -> String {
    let mut lines = Vec::new();
    for call in fake.calls() {
        if call.method == "GET" || call.method == "DELETE" || call.path.ends_with("/commands") {
            continue;
        }
        let payload = call.payload();
        let content = call.content();
        if !content.is_empty() {
            lines.push(content);
        }
        for row in payload["components"].as_array().into_iter().flatten() {
            for button in row["components"].as_array().into_iter().flatten() {
                if let Some(label) = button["label"].as_str() {
                    lines.push(label.to_string());
                }
                for option in button["options"].as_array().into_iter().flatten() {
                    for key in ["label", "description"] {
                        if let Some(text) = option[key].as_str() {
                            lines.push(text.to_string());
                        }
                    }
                }
                if let Some(placeholder) = button["placeholder"].as_str() {
                    lines.push(placeholder.to_string());
                }
            }
        }
        lines.extend(call.alt_texts());
        for choice in payload["choices"].as_array().into_iter().flatten() {
            if let Some(name) = choice["name"].as_str() {
                lines.push(name.to_string());
            }
        }
        if let Some(name) = payload["name"].as_str() {
            lines.push(name.to_string());
        }
    }
    lines.join("\n")
}

/// A broad session with every reader in the pseudo-language: returns what the bot sent.
/// `who` sends `/name options`; returns the answer.
async fn ask(fake: &FakeDiscord, who: Person, name: &str, options: Value) -> Call {
    let sent = fake.slash(who, name, options);
    fake.final_answer(&sent.token).await
}

async fn pseudo_session() -> String {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    fake.set_locales(PSEUDO_LOCALE, PSEUDO_LOCALE);
    let mark = fake.mark();
    ask(&fake, ALICE, "help", json!([])).await;
    ask(
        &fake,
        ALICE,
        "rules",
        json!([integer_option("game", XIANGQI)]),
    )
    .await;
    ask(
        &fake,
        ALICE,
        "challenge",
        json!([
            integer_option("game", XIANGQI),
            string_option("time_per_move", "domani")
        ]),
    )
    .await;
    let (message, ids) = challenge(&fake, XIANGQI, None).await;
    let pressed = fake.press(CAROL, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    let board = fake.final_answer(&pressed.token).await.custom_ids();
    // The taps under the board: the Move menus (a piece chosen, no move yet), Resign's
    // confirmation (not confirmed), someone else's press.
    let press = fake.press(ALICE, message, id_of(&board, "move"));
    let pieces = fake.final_answer(&press.token).await;
    let menu = id_of(&pieces.custom_ids(), "move-from").to_string();
    let piece = first_option(&pieces.payload(), &menu);
    let at = fake.messages_with_custom_id(&menu)[0];
    let chose = fake.choose(ALICE, at, &menu, &[&piece]);
    fake.final_answer(&chose.token).await;
    let press = fake.press(ALICE, message, id_of(&board, "resign"));
    fake.final_answer(&press.token).await;
    let press = fake.press(CAROL, message, id_of(&board, "draw-offer"));
    fake.final_answer(&press.token).await;
    let first = suggestions(&fake, ALICE, "").await;
    ask(
        &fake,
        BOB,
        "move",
        json!([string_option("move", &first[0].1)]),
    )
    .await;
    suggestions(&fake, BOB, "").await;
    ask(&fake, ALICE, "move", json!([string_option("move", "zz99")])).await;
    ask(
        &fake,
        ALICE,
        "move",
        json!([string_option("move", &first[0].1)]),
    )
    .await;
    ask(&fake, BOB, "draw", json!([subcommand("offer", json!([]))])).await;
    ask(
        &fake,
        ALICE,
        "draw",
        json!([subcommand("decline", json!([]))]),
    )
    .await;
    let second = suggestions(&fake, BOB, "").await;
    ask(
        &fake,
        BOB,
        "move",
        json!([string_option("move", &second[0].1)]),
    )
    .await;
    ask(
        &fake,
        BOB,
        "takeback",
        json!([subcommand("ask", json!([]))]),
    )
    .await;
    ask(
        &fake,
        ALICE,
        "takeback",
        json!([subcommand("accept", json!([]))]),
    )
    .await;
    // Bob is to move: Alice enters a conditional line, picked from its autocomplete, and Bob's
    // move is answered by it.
    let line = |typed: &str| json!([subcommand("add", json!([focused("line", typed)]))]);
    let theirs = choices(&fake, ALICE, "conditional", line("")).await;
    let mine = choices(
        &fake,
        ALICE,
        "conditional",
        line(&format!("{} ", theirs[0].1)),
    )
    .await;
    ask(
        &fake,
        ALICE,
        "conditional",
        json!([subcommand(
            "add",
            json!([string_option("line", &mine[0].1)])
        )]),
    )
    .await;
    ask(
        &fake,
        ALICE,
        "conditional",
        json!([subcommand("add", json!([string_option("line", "zz99")]))]),
    )
    .await;
    ask(
        &fake,
        ALICE,
        "conditional",
        json!([subcommand("list", json!([]))]),
    )
    .await;
    ask(
        &fake,
        BOB,
        "move",
        json!([string_option("move", &theirs[0].1)]),
    )
    .await;
    ask(&fake, ALICE, "games", json!([])).await;
    ask(&fake, ALICE, "board", json!([])).await;
    ask(&fake, ALICE, "export", json!([])).await;
    ask(&fake, ALICE, "stats", json!([])).await;
    ask(
        &fake,
        ALICE,
        "settings",
        json!([subcommand("threads", json!([integer_option("enabled", 1)]))]),
    )
    .await;
    ask(&fake, BOB, "resign", json!([])).await;
    ask(
        &fake,
        ALICE,
        "leaderboard",
        json!([integer_option("game", XIANGQI)]),
    )
    .await;
    ask(&fake, ALICE, "resign", json!([])).await;
    assert!(fake.mark() > mark);
    let sent = everything_sent(&fake);
    bot.shutdown().await.unwrap();
    sent
}

fn pseudo_known() -> crate::pseudo_check::Known {
    crate::pseudo_check::Known::new(&["alice", "bob", "carol", "kibitz", "domani", "zz99"])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bots_own_words_all_come_from_the_message_files() {
    use crate::pseudo_check::{assert_no_english, offences, Mode};
    let sent = pseudo_session().await;
    assert!(
        sent.contains("⟦discord-time-per-move-unreadable⟧⟪domani⟫"),
        "{sent}"
    );
    assert!(sent.contains("⟦thread-title⟧") || sent.contains("⟦rules-summary-xiangqi⟧"));
    // The conditional lines' words were said: their choices, answers, refusal and the reply.
    for id in [
        "⟦conditional-choice-theirs⟧",
        "⟦conditional-added⟧",
        "⟦error-conditional-bad-move⟧",
        "⟦conditional-list-header⟧",
        "⟦conditional-played⟧",
        // Embeds (titles, field names and values, footers), alt texts, buttons, menus.
        "⟦embed-board-title⟧",
        "⟦embed-field-deadline⟧",
        "⟦embed-deadline-value⟧⟪⟦date-time-discord⟧",
        "⟦embed-footer-game⟧",
        "⟦embed-challenge-title⟧",
        "⟦embed-alt-board⟧",
        "⟦board-button-move⟧",
        "⟦board-pick-piece-option⟧",
        "⟦board-pick-move⟧",
        "⟦board-resign-confirm⟧",
        "⟦error-not-a-player⟧",
    ] {
        assert!(sent.contains(id), "{id} in {sent}");
    }
    assert_no_english(&sent, &pseudo_known(), Mode::FrontEndOnly);
    // The check does look: the same session with one English word put back is refused.
    let planted = sent.replacen("⟦thread-title⟧", "Game started ⟦thread-title⟧", 1);
    let planted = if planted == sent {
        sent.replacen(
            "⟦rules-summary-xiangqi⟧",
            "The rules ⟦rules-summary-xiangqi⟧",
            1,
        )
    } else {
        planted
    };
    assert!(!offences(&planted, &pseudo_known(), Mode::Strict).is_empty());
}

/// Everything the bot sends, the service's answers included, through Discord.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_english_reaches_discord_outside_the_message_files() {
    use crate::pseudo_check::{assert_no_english, Mode};
    assert_no_english(&pseudo_session().await, &pseudo_known(), Mode::Strict);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_note_follows_its_authors_board_and_nobody_elses() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let (message, ids) = challenge(&fake, XIANGQI, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    play_suggested(&fake, ALICE, BOB).await;

    // /note is answered privately.
    let sent = fake.slash(
        ALICE,
        "note",
        json!([string_option("text", "bob's cannon wants e7")]),
    );
    let kept = fake.final_answer(&sent.token).await;
    assert!(fake.answers(&sent.token)[0].ephemeral(), "{kept:?}");
    assert!(
        kept.content().contains("Note kept on game"),
        "{}",
        kept.content()
    );

    // Alice's public board, then her note in a follow-up only she sees.
    let sent = fake.slash(ALICE, "board", json!([]));
    let board = fake.final_answer(&sent.token).await;
    assert!(!board.ephemeral());
    assert!(
        !board.content().contains("cannon wants"),
        "{}",
        board.content()
    );
    let needle = format!("/{}", sent.token);
    let aside = fake
        .wait_for_call(board.seq, "alice's private aside", |c| {
            c.method == "POST" && c.path.contains(&needle)
        })
        .await;
    assert!(aside.ephemeral(), "{aside:?}");
    assert!(
        aside.content().contains("bob's cannon wants e7"),
        "{}",
        aside.content()
    );

    // Bob's board comes with no aside.
    let sent = fake.slash(BOB, "board", json!([]));
    let board = fake.final_answer(&sent.token).await;
    // Whatever follows Bob's board, none of it is Alice's note (give a follow-up time to come).
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(fake
        .answers(&sent.token)
        .iter()
        .all(|c| !c.content().contains("cannon wants")));
    assert!(fake
        .answers(&sent.token)
        .iter()
        .all(|c| c.seq <= board.seq || c.method != "POST"));
    bot.shutdown().await.unwrap();
}

/// Xiangqi's Asian repetition rules through Discord: a server that refuses losing repetitions
/// (`/settings xiangqi-repetition refuse`) warns both players at the second occurrence and refuses
/// the red cannon's move that would chase the unprotected black chariot into a third one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_refuses_losing_repetitions_warns_and_makes_the_chaser_vary() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let sent = fake.slash(
        ALICE,
        "settings",
        json!([subcommand(
            "xiangqi-repetition",
            json!([integer_option("rule", 1)])
        )]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        answer.content().contains("is now refused"),
        "{}",
        answer.content()
    );
    let (message, ids) = challenge(&fake, XIANGQI, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    let moves = [
        (ALICE, "h2h4"),
        (BOB, "b9c7"),
        (ALICE, "h4a4"),
        (BOB, "a9b9"),
        (ALICE, "a4b4"),
        (BOB, "b9a9"),
        (ALICE, "b4a4"),
        (BOB, "a9b9"),
        (ALICE, "a4b4"),
        (BOB, "b9a9"),
    ];
    let mut answers = Vec::new();
    for (who, mv) in moves {
        let sent = fake.slash(who, "move", json!([string_option("move", mv)]));
        answers.push(fake.final_answer(&sent.token).await.content().to_string());
    }
    let warning = "one more repetition decides the game: Red would lose: Red chased the unprotected chariot on a9 on every move";
    // The seventh move brings the position after the third back a second time: one warning, not
    // repeated while the cycle goes on.
    assert!(answers[6].contains(warning), "{}", answers[6]);
    assert!(!answers[5].contains(warning), "{}", answers[5]);
    assert!(!answers[7].contains(warning), "{}", answers[7]);
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "b4a4")]));
    let refused = fake.final_answer(&sent.token).await;
    assert!(
        refused.content().contains("this move repeats the position a third time while your cannon has chased the unprotected chariot on a9 on every move"),
        "{}",
        refused.content()
    );
    // Red varies; the game goes on.
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "b2e2")]));
    let played = fake.final_answer(&sent.token).await;
    assert!(played.content().contains("C-=5"), "{}", played.content());
    bot.shutdown().await.unwrap();
}

/// Vacations through Discord: `/vacation start` is answered privately, the opponent is told in
/// the game's channel and sees the stopped clock in `/board` and `/games`, a forgotten deadline
/// starts a vacation by itself, and the vacationer's first move ends it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_stops_the_clock_and_the_opponent_sees_it() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let config = Config {
        automatic_vacation: true,
        ..config(&fake, dir.path())
    };
    let bot = Bot::start(&config, Arc::new(clock.clone()))
        .await
        .expect("the bot starts");
    fake.wait_until_ready(1).await;
    let (message, ids) = challenge(&fake, XIANGQI, Some("1d")).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;

    // Alice (to move) goes away for 3 days: a private answer, and Bob is told in the channel.
    let mark = fake.mark();
    let sent = fake.slash(
        ALICE,
        "vacation",
        json!([subcommand("start", json!([integer_option("days", 3)]))]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(fake.answers(&sent.token)[0].ephemeral(), "{answer:?}");
    assert!(
        answer.content().contains("You are on vacation until")
            && answer.content().contains("The clock of 1 game is stopped"),
        "{}",
        answer.content()
    );
    let told = fake
        .wait_for_call(mark, "bob is told", |c| {
            c.method == "POST" && c.content().contains("alice is on vacation until")
        })
        .await;
    assert!(
        told.content().contains(&format!("<@{}>", BOB.id)),
        "{}",
        told.content()
    );

    // Bob's board and list show the stopped clock; the status is Alice's alone.
    let sent = fake.slash(BOB, "board", json!([]));
    let board = fake.final_answer(&sent.token).await;
    assert!(
        board.content().contains("stopped for a vacation until"),
        "{}",
        board.content()
    );
    let sent = fake.slash(BOB, "games", json!([]));
    let games = fake.final_answer(&sent.token).await;
    assert!(
        games.content().contains("on vacation until"),
        "{}",
        games.content()
    );
    let sent = fake.slash(ALICE, "vacation", json!([subcommand("status", json!([]))]));
    let status = fake.final_answer(&sent.token).await;
    assert!(
        status.content().contains("You are on vacation until"),
        "{}",
        status.content()
    );

    // Four days on, nothing was lost: her vacation ran out and her clock runs again.
    let mark = fake.mark();
    clock.advance(Duration::from_secs(3 * 86_400 + 60));
    fake.wait_for_call(mark, "her clock runs again", |c| {
        c.method == "POST" && c.content().contains("Your vacation is over")
    })
    .await;
    // She forgets the day she had: a vacation starts by itself instead of a loss on time.
    let mark = fake.mark();
    clock.advance(Duration::from_secs(86_400 + 60));
    let automatic = fake
        .wait_for_call(mark, "an automatic vacation", |c| {
            c.method == "POST" && c.content().contains("so you are on vacation instead")
        })
        .await;
    assert!(
        automatic.content().contains("26 days left this year;"),
        "{}",
        automatic.content()
    );
    // Her first move ends it.
    let played = play_suggested(&fake, ALICE, BOB).await;
    assert!(
        played
            .content()
            .contains("That move ended your vacation (1 day used"),
        "{}",
        played.content()
    );
    bot.shutdown().await.unwrap();
}

/// `/conditional add` through Discord: the line's autocomplete offers the opponent's moves and
/// the player's in turn, the line is kept privately, and the opponent's move is answered at
/// once in the opponent's own answer, marked as the line's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conditional_line_answers_the_opponents_move_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let (message, ids) = challenge(&fake, XIANGQI, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;

    // Bob, waiting for Alice, types his line: Alice's moves first, then his answers.
    let line = |typed: &str| json!([subcommand("add", json!([focused("line", typed)]))]);
    let theirs = choices(&fake, BOB, "conditional", line("h2")).await;
    assert!(
        theirs
            .iter()
            .any(|(name, value)| value == "h2e2" && name == "If alice plays C2=5 (h2e2)"),
        "{theirs:?}"
    );
    let mine = choices(&fake, BOB, "conditional", line("h2e2 h9")).await;
    assert!(
        mine.iter()
            .any(|(name, value)| value == "h2e2 h9g7" && name == "h2e2 → you answer H8+7 (h9g7)"),
        "{mine:?}"
    );
    // Alice, to move, is told she simply moves.
    let own = choices(&fake, ALICE, "conditional", line("")).await;
    assert_eq!(own.len(), 1, "{own:?}");
    assert!(own[0].0.starts_with("It is your turn"), "{own:?}");

    let sent = fake.slash(
        BOB,
        "conditional",
        json!([subcommand(
            "add",
            json!([string_option("line", "h2e2 h9g7")])
        )]),
    );
    let kept = fake.final_answer(&sent.token).await;
    assert!(fake.answers(&sent.token)[0].ephemeral(), "{kept:?}");
    assert!(
        kept.content().contains("Conditional line kept on game"),
        "{}",
        kept.content()
    );

    // Alice plays what Bob foresaw: her answer shows his reply, marked, on the board after it.
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h2e2")]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.ephemeral());
    let content = answer.content();
    assert!(
        content.contains("alice played **C2=5** (h2e2)")
            && content.contains("↪ bob's conditional line answered **H8+7** (h9g7)"),
        "{content}"
    );
    assert!(content.contains("Last move: H8+7"), "{content}");
    assert_eq!(answer.pngs().len(), 1, "the board after the reply");
    assert!(!content.contains("lines left"), "{content}");
    // It is Alice's move again: her autocomplete offers her moves.
    assert!(!suggestions(&fake, ALICE, "").await.is_empty());

    // Bob's list is private, and empty now the line is used up.
    let sent = fake.slash(BOB, "conditional", json!([subcommand("list", json!([]))]));
    let listed = fake.final_answer(&sent.token).await;
    assert!(fake.answers(&sent.token)[0].ephemeral());
    assert!(
        listed.content().contains("You have no conditional lines"),
        "{}",
        listed.content()
    );
    bot.shutdown().await.unwrap();
}

/// Every `<t:UNIX:STYLE>` markup in `text`, as (unix, style).
fn timestamps(text: &str) -> Vec<(i64, char)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("<t:") {
        let rest = &text[at + 3..];
        let Some(end) = rest.find('>') else { continue };
        let inner = &rest[..end];
        if let Some((unix, style)) = inner.split_once(':') {
            if let (Ok(unix), Some(style)) = (unix.parse(), style.chars().next()) {
                found.push((unix, style));
            }
        }
    }
    found
}

/// Alice's only game's deadline as stored.
fn stored_deadline(bot: &Bot) -> i64 {
    let game = only_game(bot, ALICE);
    let service = bot.service();
    let doc = service
        .game_doc(&kibitz::service::GameId::parse(&game).unwrap())
        .unwrap();
    doc.deadline.expect("a deadline").0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_deadline_on_discord_is_a_local_timestamp_of_the_stored_moment() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock.clone()), 1).await;
    let (message, ids) = challenge(&fake, XIANGQI, Some("10h")).await;
    // The challenge's expiry is a moment too.
    let expires = bot.service().store().challenges().unwrap()[0].expires.0;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    let mut deadlines = vec![stored_deadline(&bot), expires];
    ask(&fake, ALICE, "board", json!([])).await;
    // An hour later Alice moves: Bob's deadline is another moment.
    clock.advance(Duration::from_secs(3600));
    let moved = ask(&fake, ALICE, "move", json!([string_option("move", "h2e2")])).await;
    deadlines.push(stored_deadline(&bot));
    assert_ne!(deadlines[0], deadlines[2]);
    let shown = timestamps(&moved.content());
    assert!(
        shown.contains(&(deadlines[2], 'f')) && shown.contains(&(deadlines[2], 'R')),
        "Bob's deadline as a moment and a countdown: {}",
        moved.content()
    );
    ask(&fake, BOB, "board", json!([])).await;
    ask(&fake, ALICE, "games", json!([])).await;
    // Bob's reminder, an hour before his deadline.
    let mark = fake.mark();
    clock.advance(Duration::from_secs(9 * 3600));
    fake.wait_for_call(mark, "Bob's reminder", |c| {
        c.method == "POST" && c.content().contains(&format!("<@{}>", BOB.id))
    })
    .await;
    // Bob goes on vacation: its end is a timestamp of the stored end too.
    ask(
        &fake,
        BOB,
        "vacation",
        json!([subcommand("start", json!([integer_option("days", 3)]))]),
    )
    .await;
    let until = bot
        .service()
        .store()
        .vacation(kibitz::service::UserId(BOB.id))
        .unwrap()
        .and_then(|v| v.current)
        .expect("Bob's vacation")
        .until
        .0;
    ask(&fake, ALICE, "games", json!([])).await;

    let everything = everything_sent(&fake);
    let shown = timestamps(&everything);
    let moments: std::collections::BTreeSet<i64> = shown.iter().map(|(t, _)| *t).collect();
    assert!(
        deadlines.iter().all(|d| moments.contains(d)),
        "{everything}"
    );
    assert!(moments.contains(&until), "the vacation's end: {everything}");
    for moment in &moments {
        assert!(
            deadlines.contains(moment) || *moment == until,
            "{moment} is no stored moment: {everything}"
        );
        // Each moment is shown both ways, side by side.
        assert!(shown.contains(&(*moment, 'f')) && shown.contains(&(*moment, 'R')));
    }
    assert!(
        !everything.contains("UTC"),
        "no Discord text writes a time in UTC: {everything}"
    );
    bot.shutdown().await.unwrap();
}

#[test]
fn the_fake_refuses_what_discord_refuses_in_a_message() {
    let png = File {
        filename: "K7Q2-1.png".into(),
        bytes: b"\x89PNG\r\n\x1a\n".to_vec(),
    };
    let good = json!({
        "content": "<@1>",
        "embeds": [{ "title": "t", "description": "d", "fields": [{ "name": "n", "value": "v", "inline": true }],
                     "image": { "url": "attachment://K7Q2-1.png" }, "footer": { "text": "f" } }],
        "components": [{ "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "kz1:a", "label": "A" }] }],
    });
    assert_eq!(
        message_problems(&good, std::slice::from_ref(&png), &[]),
        Vec::<String>::new()
    );
    assert!(
        message_problems(&good, &[], &["K7Q2-1.png".into()]).is_empty(),
        "a kept file counts"
    );
    let refused = |change: &dyn Fn(&mut Value)| {
        let mut body = good.clone();
        change(&mut body);
        let problems = message_problems(&body, std::slice::from_ref(&png), &[]);
        assert!(!problems.is_empty(), "accepted: {body}");
        problems
    };
    refused(&|b| b["embeds"][0]["image"]["url"] = json!("attachment://other.png"));
    refused(&|b| b["embeds"][0]["title"] = json!("t".repeat(257)));
    refused(&|b| b["embeds"][0]["fields"][0]["value"] = json!("v".repeat(1025)));
    refused(&|b| b["embeds"][0]["fields"][0]["value"] = json!(""));
    refused(&|b| b["embeds"][0]["fields"] = json!(vec![json!({ "name": "n", "value": "v" }); 26]));
    refused(&|b| b["embeds"][0]["description"] = json!("d".repeat(4097)));
    refused(&|b| {
        b["embeds"][0]["description"] = json!("d".repeat(4000));
        b["embeds"][0]["fields"] =
            json!(vec![json!({ "name": "n", "value": "v".repeat(1000) }); 3]);
    });
    refused(&|b| b["content"] = json!("c".repeat(2001)));
    let button =
        |i: usize| json!({ "type": 2, "style": 1, "custom_id": format!("kz1:{i}"), "label": "A" });
    refused(&|b| b["components"][0]["components"] = json!((0..6).map(button).collect::<Vec<_>>()));
    refused(&|b| {
        b["components"] = json!((0..6)
            .map(|i| json!({ "type": 1, "components": [button(i)] }))
            .collect::<Vec<_>>())
    });
    refused(&|b| b["components"][0]["components"][0]["custom_id"] = json!("x".repeat(101)));
    refused(&|b| b["components"][0]["components"] = json!([button(1), button(1)]));
    let select = |options: Vec<Value>| json!({ "type": 1, "components": [{ "type": 3, "custom_id": "kz1:s", "options": options }] });
    let option = |v: &str| json!({ "label": v, "value": v });
    assert!(message_problems(
        &json!({ "components": [select(vec![option("a"), option("b")])] }),
        &[],
        &[]
    )
    .is_empty());
    refused(&|b| {
        b["components"] = json!([select((0..26).map(|i| option(&i.to_string())).collect())])
    });
    refused(&|b| b["components"] = json!([select(vec![option("a"), option("a")])]));
    refused(&|b| b["components"] = json!([select(Vec::new())]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_is_an_embed_with_its_picture_inside_and_the_ping_outside() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock.clone()), 1).await;
    let (message, ids) = challenge(&fake, XIANGQI, Some("10h")).await;
    let challenge_embed = &fake.message(message).unwrap()["embeds"][0];
    assert!(
        challenge_embed["title"]
            .as_str()
            .unwrap()
            .starts_with("Challenge "),
        "{challenge_embed}"
    );
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    let game = only_game(&bot, ALICE);
    let moved = ask(&fake, ALICE, "move", json!([string_option("move", "h2e2")])).await;
    let embeds = moved.embeds();
    assert_eq!(embeds.len(), 1, "{embeds:?}");
    let embed = &embeds[0];
    assert_eq!(embed["title"], "Xiangqi · alice (Red) vs bob (Black)");
    assert_eq!(
        embed["color"], 0x202020,
        "Black to move: the embed is black"
    );
    let description = embed["description"].as_str().unwrap();
    assert!(
        description.contains("Last move: C2=5") && description.contains("Black to move (bob)"),
        "{description}"
    );
    let fields: Vec<(String, String)> = embed["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap().to_string(),
                f["value"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let deadline = stored_deadline(&bot);
    assert_eq!(
        fields,
        [
            (
                "Deadline".to_string(),
                format!("<t:{deadline}:f> (<t:{deadline}:R>)")
            ),
            ("Time per move".to_string(), "10 hours".to_string()),
        ]
    );
    assert_eq!(embed["footer"]["text"], format!("Game {game}"));
    // One upload: the picture is the embed's image.
    let pngs = moved.pngs();
    assert_eq!(pngs.len(), 1);
    assert_eq!(
        embed["image"]["url"],
        format!("attachment://{}", pngs[0].filename)
    );
    let alt = moved.alt_texts();
    assert_eq!(alt.len(), 1, "the picture has its alt text");
    assert!(
        alt[0].contains(&format!("Board of the Xiangqi game {game}."))
            && alt[0].contains("Last move: C2=5")
            && alt[0].contains("Black to move (bob)"),
        "{}",
        alt[0]
    );
    // The ping stays in the message's text (a mention inside an embed pings nobody).
    assert!(
        moved.message_content().contains(&format!("<@{}>", BOB.id)),
        "{}",
        moved.message_content()
    );
    assert!(!moved.message_content().contains("Last move"));

    // A list is an embed too.
    let games = ask(&fake, ALICE, "games", json!([])).await;
    assert_eq!(games.embeds().len(), 1);
    assert!(
        games.embeds()[0]["title"]
            .as_str()
            .unwrap()
            .contains("Your games"),
        "{:?}",
        games.embeds()
    );
    assert!(
        games.message_content().is_empty(),
        "{}",
        games.message_content()
    );
    bot.shutdown().await.unwrap();
}

/// The custom id among `ids` that starts with `kz1:VERB:`.
fn id_of<'a>(ids: &'a [String], verb: &str) -> &'a str {
    let prefix = format!("kz1:{verb}:");
    ids.iter()
        .find(|id| id.starts_with(&prefix))
        .map(String::as_str)
        .unwrap_or_else(|| panic!("no {verb} button among {ids:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_buttons_under_a_board_are_for_its_players_and_its_position_only() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let (message, ids) = challenge(&fake, XIANGQI, None).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    let started = fake.final_answer(&pressed.token).await;
    let first_board = started.custom_ids();
    assert_eq!(
        labels(&started.payload()),
        ["Move", "Offer draw", "Resign", "My board"]
    );
    let sent = fake.slash(ALICE, "move", json!([string_option("move", "h2e2")]));
    let moved = fake.final_answer(&sent.token).await;
    let board = fake.original_message_id(&sent.token).unwrap();
    let board_ids = moved.custom_ids();
    let game = only_game(&bot, ALICE);

    // Someone else is told, privately, that this is not their game.
    let press = fake.press(CAROL, board, id_of(&board_ids, "resign"));
    let answer = fake.final_answer(&press.token).await;
    assert!(answer.ephemeral());
    assert_eq!(
        answer.content(),
        format!("You are not playing in game {game}")
    );
    // A button under an older board refuses: the game has moved on.
    let press = fake.press(BOB, message, id_of(&first_board, "draw-offer"));
    let answer = fake.final_answer(&press.token).await;
    assert!(answer.ephemeral());
    assert!(
        answer.content().contains("has moved on"),
        "{}",
        answer.content()
    );

    // "My board": the position from the presser's side, for them alone.
    let press = fake.press(BOB, board, id_of(&board_ids, "board"));
    let answer = fake.final_answer(&press.token).await;
    assert!(answer.ephemeral() && answer.pngs().len() == 1, "{answer:?}");
    // Offer draw: the offer is posted below the board, which stays as it was.
    let before = fake.message(board).unwrap();
    let press = fake.press(BOB, board, id_of(&board_ids, "draw-offer"));
    let offer = fake.final_answer(&press.token).await;
    assert!(!offer.ephemeral());
    assert!(
        offer.content().contains("offers a draw"),
        "{}",
        offer.content()
    );
    assert!(offer
        .custom_ids()
        .iter()
        .any(|id| id.contains("draw-accept")));
    assert_eq!(fake.message(board).unwrap()["embeds"], before["embeds"]);

    // Resign asks first, privately; the confirmation ends the game for everyone to see.
    let press = fake.press(BOB, board, id_of(&board_ids, "resign"));
    let confirm = fake.final_answer(&press.token).await;
    assert!(confirm.ephemeral());
    assert!(confirm.content().contains(&format!("Resign game {game}?")));
    assert_eq!(only_game(&bot, ALICE), game, "nothing happened yet");
    let confirm_id = id_of(&confirm.custom_ids(), "resign-confirm").to_string();
    let confirm_message = *fake
        .messages_with_custom_id(&confirm_id)
        .last()
        .expect("the confirmation message");
    let press = fake.press(BOB, confirm_message, &confirm_id);
    let over = fake.final_answer(&press.token).await;
    assert!(!over.ephemeral(), "the end of the game is public");
    assert!(over.content().contains("resign"), "{}", over.content());
    let doc = bot
        .service()
        .game_doc(&kibitz::service::GameId::parse(&game).unwrap())
        .unwrap();
    assert!(doc.finished.is_some());
    assert!(
        over.custom_ids().iter().all(|id| !id.contains(":resign:")),
        "a finished game's board has no actions: {:?}",
        over.custom_ids()
    );
    bot.shutdown().await.unwrap();
}

/// The first option's value of the select menu `custom_id` in `payload`, checking the menu
/// against Discord's limits.
fn first_option(payload: &Value, custom_id: &str) -> String {
    for row in payload["components"].as_array().into_iter().flatten() {
        for menu in row["components"].as_array().into_iter().flatten() {
            if menu["custom_id"] == custom_id {
                let options = menu["options"].as_array().expect("options");
                assert!(!options.is_empty() && options.len() <= 25, "{menu}");
                return options[0]["value"].as_str().unwrap().to_string();
            }
        }
    }
    panic!("no menu {custom_id} in {payload}")
}

/// `who` moves with the board's Move button and its two private menus (the first piece, its
/// first move); returns the new board, posted in the channel, and its message.
async fn move_by_menus(fake: &FakeDiscord, who: Person, board: u64, ids: &[String]) -> (Call, u64) {
    let press = fake.press(who, board, id_of(ids, "move"));
    let pieces = fake.final_answer(&press.token).await;
    assert!(pieces.ephemeral(), "{pieces:?}");
    let menu = id_of(&pieces.custom_ids(), "move-from").to_string();
    let piece = first_option(&pieces.payload(), &menu);
    let at = fake.messages_with_custom_id(&menu)[0];
    let chose = fake.choose(who, at, &menu, &[&piece]);
    let moves = fake.final_answer(&chose.token).await;
    assert!(moves.ephemeral(), "{moves:?}");
    let menu = id_of(&moves.custom_ids(), "move-to").to_string();
    let mv = first_option(&moves.payload(), &menu);
    let square = piece.strip_prefix("s:").expect("a piece, by its square");
    assert!(mv.starts_with(square), "{mv} moves the piece on {square}");
    let at = fake.messages_with_custom_id(&menu)[0];
    let chose = fake.choose(who, at, &menu, &[&mv]);
    let played = fake.final_answer(&chose.token).await;
    assert!(!played.ephemeral(), "the move is posted: {played:?}");
    assert_eq!(played.pngs().len(), 1);
    let next = played.custom_ids();
    let message = fake.messages_with_custom_id(id_of(&next, "move"))[0];
    (played, message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_of_each_kind_are_played_with_buttons_and_menus_only() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // Three games of taps in a few seconds: more than a person's rate of commands.
    let config = Config {
        command_rate: None,
        ..config(&fake, dir.path())
    };
    let bot = Bot::start(&config, Arc::new(SystemClock))
        .await
        .expect("the bot starts");
    fake.wait_until_ready(1).await;
    for (index, name) in [(0, "Topo"), (1, "Xiangqi"), (2, "Tempo")] {
        let (message, ids) = challenge(&fake, index, None).await;
        let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
        let mut board = fake.final_answer(&pressed.token).await;
        let mut at = message;
        // The game just started: Alice's one still running.
        let game = {
            let service = bot.service();
            service
                .store()
                .game_ids_of(kibitz::service::UserId(ALICE.id))
                .unwrap()
                .into_iter()
                .find(|id| service.game_doc(id).unwrap().finished.is_none())
                .expect("the game just started")
                .to_string()
        };
        for ply in 0..6 {
            let who = if ply % 2 == 0 { ALICE } else { BOB };
            // The opponent cannot open the menus: it is not their turn.
            let other = if ply % 2 == 0 { BOB } else { ALICE };
            let press = fake.press(other, at, id_of(&board.custom_ids(), "move"));
            let refused = fake.final_answer(&press.token).await;
            assert!(refused.ephemeral(), "{name}: {refused:?}");
            let (next, message) = move_by_menus(&fake, who, at, &board.custom_ids()).await;
            let doc = bot
                .service()
                .game_doc(&kibitz::service::GameId::parse(&game).unwrap())
                .unwrap();
            assert_eq!(doc.moves.len(), ply + 1, "{name}: one move played");
            // The menus of the old board refuse now.
            let press = fake.press(who, at, id_of(&board.custom_ids(), "move"));
            let stale = fake.final_answer(&press.token).await;
            assert!(
                stale.content().contains("has moved on"),
                "{}",
                stale.content()
            );
            board = next;
            at = message;
        }
        // Alice ends it with the buttons too: Resign, then the confirmation.
        let press = fake.press(ALICE, at, id_of(&board.custom_ids(), "resign"));
        let confirm = fake.final_answer(&press.token).await;
        let id = id_of(&confirm.custom_ids(), "resign-confirm").to_string();
        let press = fake.press(ALICE, fake.messages_with_custom_id(&id)[0], &id);
        let over = fake.final_answer(&press.token).await;
        assert!(!over.ephemeral());
        let doc = bot
            .service()
            .game_doc(&kibitz::service::GameId::parse(&game).unwrap())
            .unwrap();
        assert!(doc.finished.is_some(), "{name}: the game is over");
        assert_eq!(doc.moves.len(), 6);
    }
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leaderboard_of_200_is_paged_with_previous_and_next_within_discords_limits() {
    use kibitz::model::RatingDoc;
    use kibitz::store::{BoardScope, RatingWrite};
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        command_rate: None,
        ..config(&fake, dir.path())
    };
    let bot = Bot::start(&config, Arc::new(SystemClock))
        .await
        .expect("the bot starts");
    fake.wait_until_ready(1).await;
    let rows: Vec<RatingWrite> = (0..200u64)
        .map(|i| {
            // Names as long as a name shown may be, to fill the pages.
            let mut doc = RatingDoc::new(
                kibitz::service::UserId(1_000 + i),
                &format!("player{i:03}-{}", "x".repeat(40)),
            );
            doc.rating = 2000.0 - i as f64;
            doc.played = 10;
            doc.wins = 10;
            RatingWrite {
                scope: BoardScope::Global,
                kind: kibitz::games::GameKind::Xiangqi,
                doc,
                played_before: 9,
            }
        })
        .collect();
    bot.service().store().put_ratings(&rows).unwrap();
    let first = ask(
        &fake,
        ALICE,
        "leaderboard",
        json!([integer_option("game", XIANGQI), integer_option("scope", 1)]),
    )
    .await;
    let mut seen = Vec::new();
    let mut answer = first;
    let mut pages = 0;
    loop {
        pages += 1;
        let embed = &answer.embeds()[0];
        assert_eq!(
            embed["footer"]["text"],
            format!("Page {pages} of 10"),
            "{embed}"
        );
        let description = embed["description"].as_str().unwrap();
        seen.extend(
            description
                .lines()
                .filter(|l| l.contains("player"))
                .map(str::to_string),
        );
        let ids = answer.custom_ids();
        assert_eq!(
            ids.iter()
                .any(|id| id.ends_with(&format!(":{}", pages - 2))),
            pages > 1,
            "Previous from the second page on: {ids:?}"
        );
        let Some(next) = ids.iter().find(|id| id.ends_with(&format!(":{pages}"))) else {
            break;
        };
        let at = fake.messages_with_custom_id(next)[0];
        let press = fake.press(BOB, at, next);
        answer = fake.final_answer(&press.token).await;
        assert_eq!(answer.method, "PATCH", "the list is edited in place");
    }
    assert_eq!(pages, 10);
    assert_eq!(seen.len(), 200, "every player once");
    assert!(seen[0].contains("player000") && seen[199].contains("player199"));
    bot.shutdown().await.unwrap();
}

/// An embed's fields as (name, value).
fn fields_of(embed: &Value) -> Vec<(String, String)> {
    embed["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| {
            (
                f["name"].as_str().unwrap_or_default().to_string(),
                f["value"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notices_about_a_position_are_board_embeds_and_the_end_shows_rating_changes() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(Timestamp(1_800_000_000));
    let bot = start(&fake, dir.path(), Arc::new(clock.clone()), 1).await;
    let (message, ids) = challenge(&fake, XIANGQI, Some("10h")).await;
    let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
    fake.final_answer(&pressed.token).await;
    let game = only_game(&bot, ALICE);
    // Bob hears of his games by direct message, where he does not see the channel's board.
    let sent = fake.slash(BOB, "notify", json!([integer_option("how", 1)]));
    fake.final_answer(&sent.token).await;
    let dm_path = format!(
        "/api/v10/channels/{}/messages",
        dm_channel_id(&BOB.id.to_string())
    );
    let title = "Xiangqi · alice (Red) vs bob (Black)";
    let board_embed = |call: &Call, what: &str| {
        let embeds = call.embeds();
        assert_eq!(embeds.len(), 1, "{what}: {call:?}");
        let embed = embeds[0].clone();
        assert_eq!(embed["title"], title, "{what}");
        assert_eq!(embed["footer"]["text"], format!("Game {game}"), "{what}");
        let pngs = call.pngs();
        assert_eq!(pngs.len(), 1, "{what}: one upload");
        assert_eq!(
            embed["image"]["url"],
            format!("attachment://{}", pngs[0].filename),
            "{what}: the picture is inside the embed"
        );
        embed
    };

    // The your-turn notice.
    let mark = fake.mark();
    ask(&fake, ALICE, "move", json!([string_option("move", "h2e2")])).await;
    let dm = fake
        .wait_for_call(mark, "the your-turn DM", |c| {
            c.method == "POST" && c.path == dm_path
        })
        .await;
    let embed = board_embed(&dm, "your turn");
    assert!(
        dm.message_content().contains("Your move"),
        "the notice's words stay above the board: {}",
        dm.message_content()
    );
    assert_eq!(embed["color"], 0x202020, "Black to move");

    // The reminder: the board with its deadline.
    let deadline = stored_deadline(&bot);
    let mark = fake.mark();
    clock.advance(Duration::from_secs(9 * 3600));
    let reminder = fake
        .wait_for_call(mark, "the reminder", |c| {
            c.method == "POST" && c.path == dm_path
        })
        .await;
    let embed = board_embed(&reminder, "reminder");
    assert!(
        fields_of(&embed).contains(&(
            "Deadline".to_string(),
            format!("<t:{deadline}:f> (<t:{deadline}:R>)")
        )),
        "{embed}"
    );
    assert!(
        reminder
            .custom_ids()
            .iter()
            .any(|id| id.contains(":board:")),
        "the reminder keeps its board button"
    );

    // Bob answers; Alice resigns the rated game: the end shows both players' rating changes.
    ask(&fake, BOB, "move", json!([string_option("move", "h9g7")])).await;
    let mark = fake.mark();
    let resigned = ask(&fake, ALICE, "resign", json!([])).await;
    let over = resigned.embeds();
    assert_eq!(over.len(), 1, "{resigned:?}");
    assert_eq!(over[0]["title"], title);
    assert_eq!(over[0]["color"], 0x202020, "the winner's colour: Black");
    let fields = fields_of(&over[0]);
    let rating = |who: &str| {
        fields
            .iter()
            .find(|(name, _)| name == &format!("Rating · {who}"))
            .map(|(_, value)| value.clone())
            .unwrap_or_else(|| panic!("no rating field for {who}: {fields:?}"))
    };
    let store = bot.service().store();
    let user = |who: Person| kibitz::service::UserId(who.id);
    for (who, person, sign) in [("alice", ALICE, '-'), ("bob", BOB, '+')] {
        let value = rating(who);
        let global = store
            .rating(
                kibitz::store::BoardScope::Global,
                kibitz::games::GameKind::Xiangqi,
                user(person),
            )
            .unwrap()
            .expect("rated");
        let after = global.rating.round() as i64;
        let delta = after - 1500;
        assert!(
            value.contains(&format!("Global: 1500 → {after} ({sign}{})", delta.abs())),
            "{who}: {value}"
        );
        assert!(value.contains("This server: 1500 → "), "{who}: {value}");
    }
    assert!(
        resigned.content().contains("resigned"),
        "{}",
        resigned.content()
    );
    // Bob hears of the end by DM: the same card.
    let dm = fake
        .wait_for_call(mark, "the game-over DM", |c| {
            c.method == "POST" && c.path == dm_path
        })
        .await;
    let embeds = dm.embeds();
    assert_eq!(embeds.len(), 1, "{dm:?}");
    assert_eq!(fields_of(&embeds[0]), fields);
    bot.shutdown().await.unwrap();
}

/// The values of the menu `custom_id` in `payload`, checked as Discord would: at most 25, each
/// once.
fn option_values(payload: &Value, custom_id: &str) -> Vec<String> {
    for row in payload["components"].as_array().into_iter().flatten() {
        for menu in row["components"].as_array().into_iter().flatten() {
            if menu["custom_id"] == custom_id {
                let values: Vec<String> = menu["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| o["value"].as_str().unwrap_or_default().to_string())
                    .collect();
                let unique: std::collections::HashSet<&String> = values.iter().collect();
                assert!(!values.is_empty() && values.len() <= 25, "{menu}");
                assert_eq!(unique.len(), values.len(), "{menu}");
                return values;
            }
        }
    }
    panic!("no menu {custom_id} in {payload}")
}

/// `who` plays `mv` (in canonical notation) with the Move button under the board `board`
/// (its message and custom ids) and the private menus only: the piece (by its file first when
/// the menu offers files), then the move (through "more moves" when there are many); returns
/// the answer to the last choice: the new board.
async fn play_by_menus(
    fake: &FakeDiscord,
    who: Person,
    board: u64,
    ids: &[String],
    mv: &str,
) -> Call {
    let square: String = {
        let letters: String = mv.chars().take_while(char::is_ascii_alphabetic).collect();
        let digits: String = mv[letters.len()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        letters + &digits
    };
    let file = square
        .trim_end_matches(|c: char| c.is_ascii_digit())
        .to_string();
    let press = fake.press(who, board, id_of(ids, "move"));
    let mut menu = fake.final_answer(&press.token).await;
    for _ in 0..8 {
        assert!(menu.ephemeral(), "the menus are private: {menu:?}");
        let custom_id = menu
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("kz1:move-from:") || id.starts_with("kz1:move-to:"))
            .unwrap_or_else(|| panic!("no menu to play {mv}: {}", menu.content()));
        let values = option_values(&menu.payload(), &custom_id);
        let wanted = [mv.to_string(), format!("s:{square}"), format!("f:{file}")];
        let pick = wanted
            .iter()
            .find(|w| values.contains(w))
            .cloned()
            .or_else(|| {
                values
                    .iter()
                    .find(|v| v.starts_with(&format!("m:{square}:")))
                    .cloned()
            })
            .unwrap_or_else(|| panic!("{mv} cannot be reached from {values:?}"));
        let at = fake.messages_with_custom_id(&custom_id)[0];
        let chose = fake.choose(who, at, &custom_id, &[&pick]);
        let answer = fake.final_answer(&chose.token).await;
        if pick == mv {
            return answer;
        }
        menu = answer;
    }
    panic!("{mv}: the menus do not end")
}

/// Decisive lines found offline with `kibitz engine` (level 8 against level 1) and checked with
/// `kibitz rules … play`: (game index, name, moves, winner, reason as the status says it).
const DECISIVE: [(i64, &str, &str, kibitz::games::Side, &str); 3] = [
    (
        0,
        "Topo",
        "a2a5 h7h4 d2d4 c7c6 b2b4 b7b5 e2e4 d8c7 g2g4 c8a6 b1d2 h4h3 d1f3 g7g5 g1h3 f7f5 e4f5 \
         a6c8 h3g5 h8h2 h1h2 c7h2 c2c4 f8g7 c4b5 h2c7 b5c6 b8a6 c6d7 e8f8 f3a8 c8b7 d7d8l c7c6 \
         d8c8 a6c7 a8b7 c6d6 d2f3 c7a6 g5e6 f8e8 c8c6 d6c6 b7c6",
        kibitz::games::Side::First,
        "lepri-captured",
    ),
    (
        1,
        "Xiangqi",
        "b0c2 b9c7 h0g2 g6g5 h2h6 c6c5 c2e1 h7g7 h6h7 c9e7 i0h0 g9i7 b2b6 c7d5 b6i6 d5e3 i6i9 \
         e3g2 e1g2 c5c4 c3c4 b7c7 h7e7 e9e8 i9f9 c7c9 h0h9 e8e7 h9h7 c9f9 h7g7 f9f7 g7i7 a9a8 \
         g2e3 a8g8 a0b0 f7g7 b0b7 e7e8 b7b8 e8e9 i7i9 g8g9 i9g9",
        kibitz::games::Side::First,
        "no-moves",
    ),
    (
        2,
        "Tempo",
        "f3e3 a3b3 c4b3 b4c5 e4d4 d2d3 c2d3 d1d2 e5e4 f1e2 a1b2 e2e1 d3c3 d2e3 e4e3 b5b4 c3b4",
        // Black, who starts in Tempo.
        kibitz::games::Side::First,
        "no-moves",
    ),
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_each_kind_is_played_to_its_end_with_the_menus_only() {
    use kibitz::discord::embed::side_colour;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // Over a hundred taps in a few seconds: more than a person's rate of commands.
    let config = Config {
        command_rate: None,
        ..config(&fake, dir.path())
    };
    let bot = Bot::start(&config, Arc::new(SystemClock))
        .await
        .expect("the bot starts");
    fake.wait_until_ready(1).await;
    for (index, name, line, winner, reason) in DECISIVE {
        let (message, ids) = challenge(&fake, index, None).await;
        let pressed = fake.press(BOB, message, button(&ids, "challenge-accept"));
        let mut board = fake.final_answer(&pressed.token).await;
        let mut at = message;
        let moves: Vec<&str> = line.split_whitespace().collect();
        for (ply, mv) in moves.iter().enumerate() {
            let who = if ply % 2 == 0 { ALICE } else { BOB };
            let played = play_by_menus(&fake, who, at, &board.custom_ids(), mv).await;
            assert!(!played.ephemeral(), "{name} {mv}: the move is posted");
            if ply + 1 < moves.len() {
                let next = played.custom_ids();
                at = fake.messages_with_custom_id(id_of(&next, "move"))[0];
                board = played;
                continue;
            }
            // The last move ends the game by the rules: the game-over embed.
            let embeds = played.embeds();
            assert_eq!(embeds.len(), 1, "{name}: {played:?}");
            let embed = &embeds[0];
            let kind = [
                kibitz::games::GameKind::Topo,
                kibitz::games::GameKind::Xiangqi,
                kibitz::games::GameKind::Tempo,
            ][index as usize];
            assert_eq!(
                embed["color"],
                side_colour(kind, winner),
                "{name}: the winner's colour"
            );
            let description = embed["description"].as_str().unwrap_or_default();
            assert!(
                description.contains(&format!("after {} moves", moves.len().div_ceil(2))),
                "{name}: {description}"
            );
            assert!(
                !played
                    .custom_ids()
                    .iter()
                    .any(|id| id.starts_with("kz1:move:")),
                "{name}: no Move button under a finished game"
            );
            let fields = fields_of(embed);
            for who in ["alice", "bob"] {
                assert!(
                    fields
                        .iter()
                        .any(|(n, v)| n == &format!("Rating · {who}")
                            && v.contains("Global: 1500 → ")),
                    "{name}: {fields:?}"
                );
            }
        }
        let game = {
            let service = bot.service();
            let ids = service
                .store()
                .game_ids_of(kibitz::service::UserId(ALICE.id))
                .unwrap();
            ids.into_iter()
                .map(|id| service.game_doc(&id).unwrap())
                .find(|doc| doc.kind.name() == name.to_lowercase())
                .expect("the game")
        };
        let finished = game.finished.as_ref().expect("over");
        assert_eq!(finished.outcome.winner(), Some(winner), "{name}");
        assert_eq!(game.moves.len(), moves.len(), "{name}");
        let status = kibitz::games::status_string(game.kind, Some(&finished.outcome));
        assert!(status.contains(reason), "{name}: {status}");
    }
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_has_the_board_buttons_for_its_human() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path(), Arc::new(SystemClock), 1).await;
    let sent = fake.slash(
        ALICE,
        "challenge",
        json!([
            integer_option("game", XIANGQI),
            integer_option("side", 0),
            integer_option("level", 1)
        ]),
    );
    let started = fake.final_answer(&sent.token).await;
    let ids = started.custom_ids();
    for verb in ["move", "draw-offer", "resign", "board"] {
        id_of(&ids, verb);
    }
    let at = fake.messages_with_custom_id(id_of(&ids, "move"))[0];
    // Bob does not play here.
    let press = fake.press(BOB, at, id_of(&ids, "move"));
    let refused = fake.final_answer(&press.token).await;
    assert!(
        refused.ephemeral() && refused.content().contains("not"),
        "{}",
        refused.content()
    );
    // Alice moves with the menus; the computer's answer is a board embed with the buttons.
    let mark = fake.mark();
    let played = play_by_menus(&fake, ALICE, at, &ids, "h2e2").await;
    assert!(
        played.content().contains("thinking"),
        "{}",
        played.content()
    );
    let posted = fake
        .wait_for_call(mark, "the computer's move", |c| {
            c.method == "POST"
                && c.path.contains("/messages")
                && c.content().contains("Computer level 1 played")
        })
        .await;
    assert_eq!(posted.embeds().len(), 1, "{posted:?}");
    assert_eq!(posted.pngs().len(), 1);
    assert_eq!(
        posted.embeds()[0]["image"]["url"],
        format!("attachment://{}", posted.pngs()[0].filename)
    );
    let ids = posted.custom_ids();
    let at = fake.messages_with_custom_id(id_of(&ids, "move"))[0];
    let press = fake.press(ALICE, at, id_of(&ids, "move"));
    let menu = fake.final_answer(&press.token).await;
    assert!(menu.ephemeral());
    assert!(
        menu.custom_ids()
            .iter()
            .any(|id| id.starts_with("kz1:move-from:")),
        "{menu:?}"
    );
    bot.shutdown().await.unwrap();
}
