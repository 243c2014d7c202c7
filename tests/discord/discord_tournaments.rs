//! Tournaments through Discord, end to end: the real client against the fake Discord. A Swiss
//! with byes and a withdrawal and a double round robin played to the end with slash commands
//! and the Join button, what the channel is told (pairings, turns, results, final standings,
//! no pings in the announcements), and the refusals a member gets.

use crate::discord_e2e::config;
use crate::discord_fake::*;
use kibitz::config::Config;
use kibitz::discord::Bot;
use kibitz::games::{replay, Notation, Side};
use kibitz::model::{ByeDocKind, TournamentDoc, TournamentState};
use kibitz::service::{GameId, SystemClock, TournamentId};
use serde_json::{json, Value};
use std::sync::Arc;

/// The index of Xiangqi in the `game` choice (Topo, Xiangqi, Tempo).
const XIANGQI: i64 = 1;
/// The indexes of the `format` choice.
const SWISS: i64 = 0;
const DOUBLE_ROUND_ROBIN: i64 = 2;

/// The bot on the fake, without the flood limit (the tests send many commands a second, as no
/// person would).
async fn start(fake: &FakeDiscord, dir: &std::path::Path) -> Bot {
    let config = Config {
        command_rate: None,
        ..config(fake, dir)
    };
    let bot = Bot::start(&config, Arc::new(SystemClock))
        .await
        .expect("the bot starts");
    fake.wait_until_ready(1).await;
    bot
}

fn person(user: u64) -> Person {
    PERSONS
        .iter()
        .copied()
        .find(|p| p.id == user)
        .unwrap_or_else(|| panic!("nobody has the id {user}"))
}

/// `/tournament <sub> …` by `who`: its final answer.
async fn tournament(fake: &FakeDiscord, who: Person, sub: &str, options: Value) -> Call {
    let sent = fake.slash(who, "tournament", json!([subcommand(sub, options)]));
    fake.final_answer(&sent.token).await
}

/// `/tournament create` by Alice; returns the announcement's message id, its Join button and
/// the tournament's id.
async fn create(fake: &FakeDiscord, options: Value) -> (u64, String, TournamentId) {
    let sent = fake.slash(ALICE, "tournament", json!([subcommand("create", options)]));
    let answer = fake.final_answer(&sent.token).await;
    assert!(
        !answer.ephemeral(),
        "the announcement is public: {answer:?}"
    );
    assert!(
        answer.content().contains("Press **Join** to enter"),
        "{}",
        answer.content()
    );
    let ids = answer.custom_ids();
    let join = ids
        .iter()
        .find(|id| id.starts_with("kz1:tournament-join:"))
        .unwrap_or_else(|| panic!("a Join button: {ids:?}"))
        .clone();
    assert!(
        ids.iter().any(|id| id.contains("tournament-standings")),
        "a Standings button: {ids:?}"
    );
    let id = TournamentId::parse(join.trim_start_matches("kz1:tournament-join:")).unwrap();
    let message = *fake
        .messages_with_custom_id(&join)
        .first()
        .expect("the announcement among the bot's messages");
    assert_eq!(Some(message), fake.original_message_id(&sent.token));
    (message, join, id)
}

/// Everyone in `who` presses Join under the announcement.
async fn join_all(fake: &FakeDiscord, message: u64, join: &str, who: &[Person]) {
    for (n, p) in who.iter().enumerate() {
        let pressed = fake.press(*p, message, join);
        let answer = fake.final_answer(&pressed.token).await;
        let text = answer.content();
        assert!(
            text.contains(&format!("{} entered", p.name)) && text.contains(&format!("{}", n + 1)),
            "{text}"
        );
    }
}

fn doc(bot: &Bot, id: &TournamentId) -> TournamentDoc {
    bot.service().store().tournament(id).unwrap().unwrap()
}

/// The messages posted in the test channel after call `after`.
fn channel_posts(fake: &FakeDiscord, after: u64) -> Vec<Call> {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    fake.calls()
        .into_iter()
        .filter(|c| c.seq > after && c.method == "POST" && c.path == path)
        .collect()
}

/// Waits for a message posted in the test channel, after call `after`, whose text contains
/// every one of `needles`.
async fn wait_for_post(fake: &FakeDiscord, after: u64, needles: &[&str]) -> Call {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    fake.wait_for_call(after, &format!("a post with {needles:?}"), |c| {
        c.method == "POST" && c.path == path && needles.iter().all(|n| c.content().contains(n))
    })
    .await
}

/// An announcement pings nobody: no mention in its text, and Discord is told to ping none.
fn assert_no_ping(call: &Call) {
    let text = call.content();
    assert!(!text.contains("<@"), "an announcement mentions: {text}");
    let mentions = &call.payload()["allowed_mentions"];
    assert!(
        mentions["parse"].as_array().is_some_and(Vec::is_empty),
        "no mention parsed: {mentions} in {text}"
    );
    for key in ["users", "roles"] {
        assert!(
            mentions[key].as_array().into_iter().all(|m| m.is_empty()),
            "nobody pinged: {mentions} in {text}"
        );
    }
}

/// Plays game `game` through Discord: two moves with `/move`, then the player who is not
/// `winner` resigns with `/resign`.
async fn play_out(fake: &FakeDiscord, bot: &Bot, game: &GameId, winner: u64) {
    for _ in 0..2 {
        let doc = bot.service().game_doc(game).unwrap();
        let mover = person(doc.player(doc.to_move).user.0);
        let moves = replay(&doc.record())
            .unwrap()
            .legal_moves(Notation::Canonical);
        let sent = fake.slash(
            mover,
            "move",
            json!([
                string_option("move", &moves[0]),
                string_option("game", game.as_str())
            ]),
        );
        let answer = fake.final_answer(&sent.token).await;
        assert_eq!(answer.method, "PATCH", "{answer:?}");
        assert!(!answer.ephemeral(), "{}", answer.content());
    }
    let doc = bot.service().game_doc(game).unwrap();
    let loser = [Side::First, Side::Second]
        .into_iter()
        .map(|side| doc.player(side).user.0)
        .find(|&u| u != winner)
        .unwrap();
    let sent = fake.slash(
        person(loser),
        "resign",
        json!([string_option("game", game.as_str())]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    assert!(
        !bot.service().game_doc(game).unwrap().is_active(),
        "game {game} is over"
    );
}

/// The player of the board with the lower id (Alice first): they win every game, which makes
/// the standings predictable.
fn favourite(bot: &Bot, game: &GameId) -> u64 {
    let doc = bot.service().game_doc(game).unwrap();
    doc.player(Side::First)
        .user
        .0
        .min(doc.player(Side::Second).user.0)
}

/// Each game of the round told its player to move, with a ping for them and the board.
fn assert_turns_told(fake: &FakeDiscord, bot: &Bot, after: u64, games: &[GameId]) {
    let posts = channel_posts(fake, after);
    for game in games {
        let doc = bot.service().game_doc(game).unwrap();
        let mover = doc.player(Side::First).user.0;
        let told = posts.iter().find(|c| {
            let text = c.content();
            text.contains(&format!("game `{game}` started"))
                && text.contains(&format!("<@{mover}>"))
        });
        let told = told.unwrap_or_else(|| {
            let all: Vec<String> = posts.iter().map(Call::content).collect();
            panic!("no \"your turn\" for {game}: {all:#?}")
        });
        assert_eq!(
            told.payload()["allowed_mentions"]["users"],
            json!([mover.to_string()]),
            "only the player to move is pinged"
        );
        assert_eq!(told.pngs().len(), 1, "the board comes with it: {told:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seven_player_swiss_is_played_to_the_end_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path()).await;
    let (message, join, id) = create(
        &fake,
        json!([
            integer_option("game", XIANGQI),
            integer_option("format", SWISS),
            integer_option("rounds", 3),
            string_option("name", "Winter Cup"),
        ]),
    )
    .await;
    join_all(&fake, message, &join, &PERSONS).await;
    assert_eq!(doc(&bot, &id).entrants.len(), 7);

    let mark = fake.mark();
    let started = tournament(&fake, ALICE, "start", json!([])).await;
    assert!(
        started
            .content()
            .contains("**Winter Cup** has started with 7 players"),
        "{}",
        started.content()
    );
    let begins = wait_for_post(&fake, mark, &["**Winter Cup** begins: 7 players"]).await;
    assert_no_ping(&begins);

    let withdrawn = DAVE;
    let mut byes = Vec::new();
    for r in 1..=3u32 {
        let t = doc(&bot, &id);
        assert_eq!(t.state, TournamentState::Running);
        let round = t.stages[0].groups[0].rounds.last().unwrap().clone();
        assert_eq!(round.number, r);
        let pairing_bye: Vec<u32> = round
            .byes
            .iter()
            .filter(|b| b.kind == ByeDocKind::PairingAllocated)
            .map(|b| b.player)
            .collect();
        // Seven players: three boards and a bye; once Dave is withdrawn (round 2), six: three
        // boards, no bye, and Dave is not paired.
        assert_eq!(round.boards.len(), 3, "{round:?}");
        let odd_out = if r < 3 {
            assert_eq!(pairing_bye.len(), 1, "one bye: {round:?}");
            byes.push(pairing_bye[0]);
            let bye = t.entrant(pairing_bye[0]).unwrap().player.name.clone();
            format!("{bye}: bye (1 point)")
        } else {
            assert!(pairing_bye.is_empty(), "six players, no bye: {round:?}");
            "dave: not paired (0 points)".to_string()
        };
        let games: Vec<GameId> = round.boards.iter().map(|b| b.game.clone()).collect();
        let mut forfeited = None;

        // The pairings, in the channel, without a ping: the round and every board.
        let heading = format!("**Winter Cup** (`{id}`), round {r}:");
        let mut needles = vec![heading.as_str(), odd_out.as_str()];
        let game_ids: Vec<String> = games.iter().map(|g| format!("`{g}`")).collect();
        needles.extend(game_ids.iter().map(String::as_str));
        let pairings = wait_for_post(&fake, mark, &needles).await;
        assert_no_ping(&pairings);
        for board in 1..=3 {
            assert!(
                pairings.content().contains(&format!("Board {board}: ")),
                "{}",
                pairings.content()
            );
        }
        // Each game's first player is told it is their turn, with the board.
        fake.wait_for_call(mark, "the last game's start", |c| {
            c.content()
                .contains(&format!("game `{}` started", games[2]))
        })
        .await;
        assert_turns_told(&fake, &bot, mark, &games);

        if r == 2 {
            // The director withdraws Dave in the middle of round 2: his game is forfeited.
            let n = t.entrant_of(kibitz::service::UserId(withdrawn.id)).unwrap();
            assert!(
                round.boards.iter().any(|b| b.white == n || b.black == n),
                "Dave plays in round 2 (the bye is someone else's): {round:?}"
            );
            let answer = tournament(
                &fake,
                ALICE,
                "withdraw",
                json!([user_option("player", withdrawn)]),
            )
            .await;
            assert!(
                answer
                    .content()
                    .contains("dave withdrew from **Winter Cup**"),
                "{}",
                answer.content()
            );
            let t = doc(&bot, &id);
            assert!(t.entrants[n as usize].withdrawn_after.is_some());
            let board = round
                .boards
                .iter()
                .find(|b| b.white == n || b.black == n)
                .unwrap();
            assert!(
                !bot.service().game_doc(&board.game).unwrap().is_active(),
                "Dave's game ended with the withdrawal"
            );
            forfeited = Some(board.game.clone());
        }
        let mark_round = fake.mark();
        for game in &games {
            if bot.service().game_doc(game).unwrap().is_active() {
                let winner = favourite(&bot, game);
                play_out(&fake, &bot, game, winner).await;
            }
        }
        // Each result is announced in the channel; the forfeit by the withdrawal as the
        // game's end.
        for game in &games {
            let post = if forfeited.as_ref() == Some(game) {
                wait_for_post(
                    &fake,
                    mark,
                    &[&format!("Game {game} (dave vs "), "(forfeit)"],
                )
                .await
            } else {
                let result = wait_for_post(
                    &fake,
                    mark,
                    &[
                        &format!("**Winter Cup**, round {r}: "),
                        &format!("(`{game}`)"),
                    ],
                )
                .await;
                assert_no_ping(&result);
                result
            };
            assert!(!post.content().is_empty());
        }
        if r < 3 {
            let next = format!("(`{id}`), round {}:", r + 1);
            wait_for_post(&fake, mark_round, &[&next]).await;
        }
    }

    // The withdrawn player is not paired again.
    let t = doc(&bot, &id);
    let dave = t.entrant_of(kibitz::service::UserId(withdrawn.id)).unwrap();
    let round3 = &t.stages[0].groups[0].rounds[2];
    assert!(round3
        .boards
        .iter()
        .all(|b| b.white != dave && b.black != dave));
    byes.sort_unstable();
    byes.dedup();
    assert_eq!(byes.len(), 2, "a different bye each round");

    // The final standings, in the channel, without a ping.
    let last = wait_for_post(&fake, 0, &["**Winter Cup**", "final standings", "Winner"]).await;
    assert_no_ping(&last);
    let text = last.content();
    assert!(text.contains("🏆 Winner: alice"), "{text}");
    assert!(text.contains("1. alice: 3"), "{text}");
    assert!(text.contains("(withdrawn)"), "{text}");
    assert!(matches!(
        doc(&bot, &id).state,
        TournamentState::Finished { .. }
    ));

    // /tournament standings answers with the table, a card of one page.
    let answer = tournament(&fake, BOB, "standings", json!([])).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    let embed = &answer.embeds()[0];
    assert!(
        embed["title"].as_str().unwrap().contains("final standings"),
        "{embed}"
    );
    assert!(embed["footer"]["text"].is_null(), "one page: {embed}");
    let table = embed["description"].as_str().unwrap().to_string();
    assert!(table.contains("1. alice: 3"), "{table}");
    for p in PERSONS {
        assert!(table.contains(p.name), "{} in the table: {table}", p.name);
    }
    if !answer.files.is_empty() {
        assert_eq!(answer.pngs().len(), 1, "the table's picture is a PNG");
    }
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_double_round_robin_is_played_to_the_end_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path()).await;
    let (message, join, id) = create(
        &fake,
        json!([
            integer_option("game", XIANGQI),
            integer_option("format", DOUBLE_ROUND_ROBIN),
            string_option("name", "Spring League"),
        ]),
    )
    .await;
    let five = &PERSONS[..5];
    join_all(&fake, message, &join, five).await;
    let mark = fake.mark();
    tournament(&fake, ALICE, "start", json!([])).await;
    let t = doc(&bot, &id);
    let games: Vec<GameId> = t.boards().map(|(_, b)| b.game.clone()).collect();
    assert_eq!(games.len(), 20, "every pair twice, every game at once");
    for game in &games {
        assert!(bot.service().game_doc(game).unwrap().is_active());
    }
    // The first of the ten rounds is announced (the rest are one /tournament pairings away).
    let first = wait_for_post(
        &fake,
        mark,
        &["**Spring League**", "round 1:", "rests this round"],
    )
    .await;
    assert_no_ping(&first);
    fake.wait_for_call(mark, "the last game's start", |c| {
        c.content()
            .contains(&format!("game `{}` started", games[19]))
    })
    .await;
    assert_turns_told(&fake, &bot, mark, &games);

    for game in &games {
        let winner = favourite(&bot, game);
        play_out(&fake, &bot, game, winner).await;
    }
    let last = wait_for_post(
        &fake,
        mark,
        &["**Spring League**", "final standings", "Winner"],
    )
    .await;
    assert_no_ping(&last);
    let text = last.content();
    // Alice beat everyone twice, Bob everyone but Alice, and so on.
    for (rank, (p, points)) in five.iter().zip([8, 6, 4, 2, 0]).enumerate() {
        assert!(
            text.contains(&format!("{}. {}: {points}", rank + 1, p.name)),
            "{text}"
        );
    }
    assert!(text.contains("🏆 Winner: alice"), "{text}");
    assert!(matches!(
        doc(&bot, &id).state,
        TournamentState::Finished { .. }
    ));
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tournament_refusals_are_private_and_clear() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path()).await;

    // No tournament in this server: /tournament join says so.
    let answer = tournament(&fake, BOB, "join", json!([])).await;
    assert!(answer.ephemeral(), "{answer:?}");
    assert!(
        answer
            .content()
            .to_lowercase()
            .contains("no tournament is going on here"),
        "{}",
        answer.content()
    );

    // Carol may not manage the server and has no director role: refused, privately.
    fake.set_member(CAROL, "0", &[]);
    let sent = fake.slash(
        CAROL,
        "tournament",
        json!([subcommand(
            "create",
            json!([
                integer_option("game", XIANGQI),
                integer_option("format", SWISS)
            ])
        )]),
    );
    let answer = fake.final_answer(&sent.token).await;
    assert!(answer.ephemeral(), "{answer:?}");
    assert!(
        answer
            .content()
            .to_lowercase()
            .contains("only a tournament director may do this"),
        "{}",
        answer.content()
    );
    assert!(
        bot.service()
            .store()
            .tournaments_in(kibitz::model::ServerId(GUILD_ID))
            .unwrap()
            .is_empty(),
        "nothing was created"
    );

    // Bob enters with the button; pressing it again is answered privately.
    let (message, join, _id) = create(
        &fake,
        json!([
            integer_option("game", XIANGQI),
            integer_option("format", SWISS)
        ]),
    )
    .await;
    join_all(&fake, message, &join, &[BOB]).await;
    let pressed = fake.press(BOB, message, &join);
    let answer = fake.final_answer(&pressed.token).await;
    assert!(answer.ephemeral(), "{answer:?}");
    assert!(
        answer
            .content()
            .to_lowercase()
            .contains("you are entered in tournament")
            && answer.content().contains("already"),
        "{}",
        answer.content()
    );
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_server_that_plays_in_threads_each_tournament_game_gets_its_thread() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path()).await;
    let sent = fake.slash(
        ALICE,
        "settings",
        json!([subcommand("threads", json!([integer_option("enabled", 0)]))]),
    );
    fake.final_answer(&sent.token).await;
    let (message, join, id) = create(
        &fake,
        json!([
            integer_option("game", XIANGQI),
            integer_option("format", SWISS),
            integer_option("rounds", 1)
        ]),
    )
    .await;
    join_all(&fake, message, &join, &[BOB, CAROL, DAVE, ERIN]).await;
    let mark = fake.mark();
    tournament(&fake, ALICE, "start", json!([])).await;
    let t = doc(&bot, &id);
    let boards = &t.stages[0].groups[0].rounds[0].boards;
    assert_eq!(boards.len(), 2);
    for board in boards {
        // The game's news is posted in the tournament's channel, and its thread opened from it.
        let news = wait_for_post(&fake, mark, &[board.game.as_str(), "started"]).await;
        assert_no_ping(&news);
        let from_message = format!("/api/v10/channels/{CHANNEL_ID}/messages/");
        let thread = fake
            .wait_for_call(news.seq, "the game's thread", |c| {
                c.method == "POST"
                    && c.path.starts_with(&from_message)
                    && c.path.ends_with("/threads")
                    && c.json.as_ref().is_some_and(|j| {
                        j["name"]
                            .as_str()
                            .is_some_and(|name| name.contains(board.game.as_str()))
                    })
            })
            .await;
        assert!(thread.seq > news.seq, "opened from the posted news");
        // The game lives in its thread now, and its player to move was told there.
        let game = bot.service().game_doc(&board.game).unwrap();
        assert_ne!(game.channel.0, CHANNEL_ID, "the game moved to its thread");
        let in_thread = format!("/api/v10/channels/{}/messages", game.channel.0);
        fake.wait_for_call(mark, "the turn told in the thread", |c| {
            c.method == "POST" && c.path == in_thread
        })
        .await;
    }
    bot.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_standings_of_many_players_turn_their_pages_in_place_even_when_private() {
    use kibitz::service::{Actor, ChannelId, Place, ServerId, UserId};
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start(&fake, dir.path()).await;
    let (message, _join, id) = create(
        &fake,
        json!([
            integer_option("game", XIANGQI),
            integer_option("format", SWISS)
        ]),
    )
    .await;
    // 30 entrants, more than one page of 20 (entered through the service: the Join button is
    // checked above).
    let here = Place::new(Some(ServerId(GUILD_ID)), ChannelId(CHANNEL_ID));
    for n in 1..=30u64 {
        let entrant = Actor::new(UserId(9_000 + n), format!("entrant{n:02}"));
        bot.service()
            .tournament_join(&entrant, &here, Some(id.as_str()))
            .expect("entered");
    }
    // The Standings button under the announcement answers Bob alone, page 1 of 2.
    let standings = format!("kz1:tournament-standings:{id}");
    let pressed = fake.press(BOB, message, &standings);
    let first = fake.final_answer(&pressed.token).await;
    assert!(first.ephemeral(), "{first:?}");
    let embed = &first.embeds()[0];
    assert_eq!(embed["footer"]["text"], "Page 1 of 2", "{embed}");
    let description = embed["description"].as_str().unwrap();
    assert!(description.contains("entrant01"), "{description}");
    assert!(!description.contains("entrant30"), "{description}");
    let next = format!("kz1:page:ts-{id}:1");
    assert!(
        first.custom_ids().contains(&next),
        "{:?}",
        first.custom_ids()
    );
    // Next edits that private message: page 2, nothing new in the channel.
    let at = fake.messages_with_custom_id(&next)[0];
    let mark = fake.calls().last().map_or(0, |c| c.seq);
    let turned = fake.press(BOB, at, &next);
    let second = fake.final_answer(&turned.token).await;
    assert_eq!(second.method, "PATCH", "the page is turned in place");
    let embed = &second.embeds()[0];
    assert_eq!(embed["footer"]["text"], "Page 2 of 2", "{embed}");
    let description = embed["description"].as_str().unwrap();
    assert!(description.contains("entrant30"), "{description}");
    assert!(!description.contains("entrant01"), "{description}");
    // No new message for the page: no follow-up on the press, nothing in the channel.
    let followups = fake
        .calls()
        .into_iter()
        .filter(|c| c.seq > mark && c.method == "POST" && c.path.contains("/webhooks/"))
        .count();
    assert_eq!(followups, 0, "the page is not a new message");
    assert!(
        channel_posts(&fake, mark).is_empty(),
        "no public message for a private page"
    );
    bot.shutdown().await.unwrap();
}
