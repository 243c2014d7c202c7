//! The operations endpoints: `/healthz`, `/readyz` (shards and store) and `/metrics`.

use crate::service_support::*;
use crate::web_client::{get, sample};
use crate::web_support::*;
use kibitz::service::*;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

/// A gateway whose shards the test sets.
#[derive(Default)]
struct Shards(Mutex<Vec<ShardState>>);

impl Gateway for Shards {
    fn shards(
        &self,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Vec<ShardState>> + Send + '_>> {
        let shards = self.0.lock().unwrap().clone();
        Box::pin(async move { shards })
    }
}

fn shard(id: u32, connected: bool) -> ShardState {
    ShardState {
        id,
        connected,
        latency_ms: connected.then_some(40),
    }
}

async fn fetch(address: SocketAddr, path: &'static str) -> crate::web_client::Answer {
    tokio::task::spawn_blocking(move || get(address, path, &[]))
        .await
        .unwrap()
}

#[tokio::test]
async fn readiness_follows_the_shards_and_health_only_the_process() {
    let shards = Arc::new(Shards::default());
    let site = Site::with_gateway(Some(shards.clone())).await;
    let address = site.address();
    assert_eq!(fetch(address, "/healthz").await.status, 200);
    // No shard has started yet: not ready.
    let answer = fetch(address, "/readyz").await;
    assert_eq!(answer.status, 503);
    *shards.0.lock().unwrap() = vec![shard(0, true), shard(1, false)];
    let answer = fetch(address, "/readyz").await;
    assert_eq!(answer.status, 503);
    let body: serde_json::Value = serde_json::from_slice(&answer.body).unwrap();
    assert_eq!(body["ready"], false);
    assert_eq!(body["store"], "ok");
    assert_eq!(body["shards"][1]["id"], 1);
    assert_eq!(
        body["shards"][1]["connected"], false,
        "says which shard is down"
    );
    *shards.0.lock().unwrap() = vec![shard(0, true), shard(1, true)];
    let answer = fetch(address, "/readyz").await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert_eq!(answer.header("content-type"), Some("application/json"));
    assert_eq!(fetch(address, "/healthz").await.status, 200);
}

pub async fn scrape(address: SocketAddr) -> prometheus_parse::Scrape {
    let answer = fetch(address, "/metrics").await;
    assert_eq!(answer.status, 200);
    assert!(answer
        .header("content-type")
        .unwrap()
        .starts_with("text/plain"));
    crate::web_client::scrape_of(&answer)
}

#[tokio::test]
async fn the_measurements_parse_and_move_with_the_work() {
    let site = Site::start().await;
    let address = site.address();
    let key = publish(&site.service, &here());
    let id = game_with(&site.service, &here(), &["h2e2"]);
    let before = scrape(address).await;
    let path = format!("/{key}/{id}");
    for _ in 0..5 {
        let path = path.clone();
        tokio::task::spawn_blocking(move || get(address, &path, &[]))
            .await
            .unwrap();
    }
    site.service.tick().unwrap();
    let after = scrape(address).await;
    let pages = |s: &prometheus_parse::Scrape| {
        sample(
            s,
            "kibitz_web_requests_total",
            &[("page", "game"), ("status", "200")],
        )
    };
    assert!(
        pages(&after) - pages(&before) >= 5.0,
        "five game pages counted"
    );
    let reads = |s: &prometheus_parse::Scrape| {
        sample(
            s,
            "kibitz_store_operations_total",
            &[("op", "game"), ("outcome", "ok")],
        )
    };
    assert!(
        reads(&after) > reads(&before),
        "the store's reads are counted"
    );
    assert!(
        sample(&after, "kibitz_tick_seconds", &[]) >= 1.0,
        "the tick is timed"
    );
    // Every measurement has its help line.
    for (name, _) in kibitz::service::metrics::ALL {
        if after.samples.iter().any(|s| s.metric.starts_with(name)) {
            assert!(after.docs.contains_key(*name), "{name} has no # HELP line");
        }
    }
}

#[tokio::test]
async fn readiness_turns_down_while_postgresql_is_away_and_up_when_it_is_back() {
    let name = "readiness_turns_down_while_postgresql_is_away";
    // The test database is made and dropped by a blocking client: off the async threads.
    let Some(database) = tokio::task::spawn_blocking(move || crate::backends::database(name))
        .await
        .unwrap()
    else {
        return;
    };
    let url = database.url.clone();
    let service = tokio::task::spawn_blocking(move || {
        Service::open_at(
            &Location::Url(url),
            Arc::new(TestClock::new(START)),
            site_config(),
        )
    })
    .await
    .unwrap()
    .expect("the service opens on PostgreSQL");
    let web = serve(Arc::new(service), None).await;
    let address = web.address();
    assert_eq!(fetch(address, "/readyz").await.status, 200);
    // PostgreSQL goes away: connections cut, new ones refused (as while it restarts).
    let db = Arc::new(database);
    {
        let db = db.clone();
        tokio::task::spawn_blocking(move || {
            db.allow_connections(false);
            db.cut_connections();
        })
        .await
        .unwrap();
    }
    let answer = fetch(address, "/readyz").await;
    assert_eq!(answer.status, 503, "{}", answer.text());
    let body: serde_json::Value = serde_json::from_slice(&answer.body).unwrap();
    assert_ne!(body["store"], "ok", "says the store is down: {body}");
    assert_eq!(
        fetch(address, "/healthz").await.status,
        200,
        "alive all the same"
    );
    // Back: ready again once the pool reconnects.
    {
        let db = db.clone();
        tokio::task::spawn_blocking(move || db.allow_connections(true))
            .await
            .unwrap();
    }
    let mut last = 0;
    for _ in 0..60 {
        last = fetch(address, "/readyz").await.status;
        if last == 200 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
    assert_eq!(last, 200, "ready again after PostgreSQL came back");
    web.shutdown().await;
    tokio::task::spawn_blocking(move || drop(db)).await.unwrap();
}
