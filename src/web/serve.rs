//! The HTTP server: one listener, the routes, and a stop that lets requests in flight finish.

use super::ops::{self, Readiness};
use crate::config::WebConfig;
use crate::render::Renderer;
use crate::service::{metrics, Gateway, Service};
use axum::extract::State;
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::PrometheusHandle;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// Everything a request can reach.
#[derive(Clone)]
pub struct WebState {
    pub service: Arc<Service>,
    /// Draws the pages' pictures (`None`: pages show no pictures).
    pub renderer: Option<Arc<Renderer>>,
    pub readiness: Readiness,
    pub metrics: Option<PrometheusHandle>,
    /// The pages' settings; `None`: only the operations endpoints are served.
    pub pages: Option<WebConfig>,
    /// The pages' pictures, drawn once.
    pub pictures: Arc<super::pages::PictureCache>,
}

impl WebState {
    /// The state for a process: the measurements are recorded from now on.
    pub fn new(
        service: Arc<Service>,
        renderer: Option<Arc<Renderer>>,
        gateway: Option<Arc<dyn Gateway>>,
        pages: Option<WebConfig>,
    ) -> WebState {
        WebState {
            readiness: Readiness {
                service: service.clone(),
                gateway,
            },
            service,
            renderer,
            metrics: ops::metrics_recorder(),
            pages,
            pictures: Arc::default(),
        }
    }
}

/// The routes.
pub fn router(state: WebState) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics_page))
        .fallback(super::pages::page)
        .with_state(state)
}

async fn healthz() -> Response {
    measured("health", async { ops::healthz().await }).await
}

async fn readyz(State(state): State<WebState>) -> Response {
    measured("ready", async move { ops::readyz(&state.readiness).await }).await
}

async fn metrics_page(State(state): State<WebState>) -> Response {
    measured("metrics", async move {
        ops::metrics_page(state.metrics.as_ref(), &state.service).await
    })
    .await
}

/// Runs `answer` and records the request under `page` with its status and time.
pub(super) async fn measured(
    page: &'static str,
    answer: impl std::future::Future<Output = Response>,
) -> Response {
    let started = Instant::now();
    let response = answer.await;
    metrics::web_request(page, response.status().as_u16(), started.elapsed());
    response
}

/// A running HTTP server. Dropping it without [`WebServer::shutdown`] stops it too.
pub struct WebServer {
    address: SocketAddr,
    stop: watch::Sender<bool>,
    task: Option<tokio::task::JoinHandle<()>>,
    upkeep: tokio::task::JoinHandle<()>,
}

impl WebServer {
    /// Listens on `listen` (port 0: a free port, see [`WebServer::address`]) and serves.
    pub async fn start(listen: SocketAddr, state: WebState) -> anyhow::Result<WebServer> {
        use anyhow::Context as _;
        let listener = tokio::net::TcpListener::bind(listen)
            .await
            .with_context(|| format!("cannot listen on {listen} for the web endpoints"))?;
        let address = listener.local_addr()?;
        let (stop, mut stopped) = watch::channel(false);
        // Histograms are drained into their buckets by the upkeep; without it a scrape would be
        // the only one to do it.
        let upkeep = {
            let handle = state.metrics.clone();
            tokio::spawn(async move {
                let mut timer = tokio::time::interval(Duration::from_secs(5));
                loop {
                    timer.tick().await;
                    if let Some(handle) = &handle {
                        handle.run_upkeep();
                    }
                }
            })
        };
        let app = router(state);
        let task = tokio::spawn(async move {
            let served = axum::serve(listener, app)
                .with_graceful_shutdown(async move {
                    let _ = stopped.wait_for(|stop| *stop).await;
                })
                .await;
            if let Err(e) = served {
                tracing::error!("the web server stopped: {e}");
            }
        });
        tracing::info!(%address, "web endpoints listening");
        Ok(WebServer {
            address,
            stop,
            task: Some(task),
            upkeep,
        })
    }

    /// Where it listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Stops taking connections and waits (a few seconds at most) for requests in flight.
    pub async fn shutdown(mut self) {
        let _ = self.stop.send(true);
        self.upkeep.abort();
        if let Some(task) = self.task.take() {
            let _ = tokio::time::timeout(Duration::from_secs(5), task).await;
        }
    }
}

impl Drop for WebServer {
    fn drop(&mut self) {
        self.upkeep.abort();
        let _ = self.stop.send(true);
    }
}
