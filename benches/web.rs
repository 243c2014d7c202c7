//! The web pages: a 100-move game's page (its pictures cached) and its unfurl picture, served
//! through the router as a request from the network would be (no socket: the HTTP server's
//! own cost is not kibitz's to measure).

mod common;

use axum::body::Body;
use axum::http::Request;
use common::*;
use criterion::{criterion_group, criterion_main, Criterion};
use kibitz::config::WebConfig;
use kibitz::games::GameKind;
use kibitz::service::*;
use kibitz::web::{serve::router, WebState};
use std::sync::Arc;
use tower::ServiceExt;

/// A published server with one Xiangqi game of `plies` moves; returns the page's address.
pub fn published_game(service: &Service, plies: usize) -> String {
    let alice = Actor::new(UserId(1), "alice");
    let bob = Actor::new(UserId(2), "bob");
    let challenge = service
        .challenge(
            &alice,
            &here(),
            ChallengeRequest {
                game: GameKind::Xiangqi,
                opponent: Some(bob.clone()),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
    let accept = challenge.reply.buttons[0].custom_id();
    let id = service
        .press(&bob, &here(), &accept)
        .unwrap()
        .started
        .unwrap()
        .game;
    for (i, mv) in line(GameKind::Xiangqi, plies, 7).iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        service.play(who, &here(), Some(id.as_str()), mv).unwrap();
    }
    service.set_web_pages(&here(), true).unwrap();
    let secret = service
        .store()
        .server_settings(ServerId(1))
        .unwrap()
        .web_token
        .unwrap();
    format!("/1-{secret}/{id}")
}

fn pages(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let config = ServiceConfig {
        public_url: Some("https://kibitz.example.org".into()),
        ..common::config(true)
    };
    let service = Arc::new(Service::open(dir.path(), Arc::new(SystemClock), config).unwrap());
    let page = published_game(&service, 100);
    let state = WebState::new(
        service,
        Some(Arc::new(kibitz::render::Renderer::new().unwrap())),
        None,
        Some(WebConfig {
            listen: "127.0.0.1:0".parse().unwrap(),
            public_url: "https://kibitz.example.org".into(),
        }),
    );
    let app = router(state);
    let get = |uri: String| {
        let app = app.clone();
        async move {
            let response = app
                .oneshot(Request::get(uri).body(Body::empty()).unwrap())
                .await
                .unwrap();
            assert_eq!(response.status(), 200);
            axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap()
        }
    };
    // Draw the pictures once: the figures are for cached pictures.
    runtime.block_on(get(format!("{page}/board.png")));
    let mut group = c.benchmark_group("web");
    group.bench_function("game page, 100 moves", |b| {
        b.iter(|| runtime.block_on(get(format!("{page}?ply=60"))))
    });
    group.bench_function("unfurl picture (cached)", |b| {
        b.iter(|| runtime.block_on(get(format!("{page}/board.png"))))
    });
    group.finish();
}

criterion_group!(benches, pages);
criterion_main!(benches);
