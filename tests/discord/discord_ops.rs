//! The operations endpoints of a running bot: `/readyz` follows the gateway (down when the
//! fake Discord closes it, up when the bot is back), and `/metrics` counts the commands and
//! their acknowledgements and shows each shard.

use crate::discord_e2e::config;
use crate::discord_fake::*;
use crate::web_client::{get, sample, scrape_of};
use kibitz::discord::Bot;
use kibitz::service::SystemClock;
use kibitz::web::{WebServer, WebState};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

async fn fetch(address: SocketAddr, path: &'static str) -> crate::web_client::Answer {
    tokio::task::spawn_blocking(move || get(address, path, &[]))
        .await
        .unwrap()
}

/// Polls `/readyz` until it answers `status` (or `within` runs out); returns the last answer.
async fn ready_becomes(
    address: SocketAddr,
    status: u16,
    within: Duration,
) -> crate::web_client::Answer {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let answer = fetch(address, "/readyz").await;
        if answer.status == status || tokio::time::Instant::now() > deadline {
            return answer;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn readiness_follows_the_gateway_and_the_metrics_count_commands() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&config(&fake, dir.path()), Arc::new(SystemClock))
        .await
        .expect("the bot starts");
    fake.wait_until_ready(1).await;
    let state = WebState::new(
        bot.service().clone(),
        bot.renderer().cloned(),
        Some(bot.gateway()),
        None,
    );
    let web = WebServer::start("127.0.0.1:0".parse().unwrap(), state)
        .await
        .expect("the endpoints start");
    let address = web.address();
    let ready = ready_becomes(address, 200, Duration::from_secs(20)).await;
    assert_eq!(ready.status, 200, "{}", ready.text());
    let body: serde_json::Value = serde_json::from_slice(&ready.body).unwrap();
    assert_eq!(body["shards"][0]["connected"], true);

    // A command: counted by name and outcome, its acknowledgement timed.
    let sent = fake.slash(ALICE, "help", serde_json::json!([]));
    fake.final_answer(&sent.token).await;
    let scrape = fetch(address, "/metrics").await;
    let scrape = scrape_of(&scrape);
    assert!(
        sample(
            &scrape,
            "kibitz_commands_total",
            &[("command", "help"), ("outcome", "ok")]
        ) >= 1.0
    );
    assert!(
        sample(
            &scrape,
            "kibitz_interaction_ack_seconds",
            &[("kind", "command")]
        ) >= 1.0,
        "the acknowledgement is timed"
    );
    assert_eq!(
        sample(&scrape, "kibitz_shard_connected", &[("shard", "0")]),
        1.0
    );

    // The gateway goes down: not ready, saying which shard; back up: ready again.
    fake.gateway_down();
    let down = ready_becomes(address, 503, Duration::from_secs(20)).await;
    assert_eq!(down.status, 503, "{}", down.text());
    let body: serde_json::Value = serde_json::from_slice(&down.body).unwrap();
    assert_eq!(body["shards"][0]["connected"], false, "{body}");
    assert_eq!(body["store"], "ok");
    assert_eq!(fetch(address, "/healthz").await.status, 200);
    fake.gateway_up();
    let up = ready_becomes(address, 200, Duration::from_secs(90)).await;
    assert_eq!(
        up.status,
        200,
        "ready again once the bot reconnects: {}",
        up.text()
    );
    web.shutdown().await;
    bot.shutdown().await.unwrap();
}
