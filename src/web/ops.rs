//! `/healthz`, `/readyz` and `/metrics`: what systemd, a load balancer and Prometheus ask.
//!
//! - `/healthz` answers 200 while the process runs (it does not look at anything else: a
//!   process that answers is alive).
//! - `/readyz` answers 200 only when every shard this process owns is connected and the store
//!   answers within [`STORE_PATIENCE`]; otherwise 503. Both carry a JSON body saying what was
//!   seen, so an operator reading it knows which part is down.
//! - `/metrics` is the Prometheus text format of the measurements in
//!   [`crate::service::metrics`].

use crate::service::{metrics, Gateway, Service, ShardState};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use serde::Serialize;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// How long `/readyz` waits for the store before calling it down.
pub const STORE_PATIENCE: Duration = Duration::from_secs(2);

/// The histograms' buckets, in seconds: from a millisecond (a store read) to 10 s (a search).
const BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// The process's Prometheus recorder, installed on first use (the [`metrics`] crate has one
/// global recorder per process). `None` if another recorder was installed first.
pub fn metrics_recorder() -> Option<PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), BUCKETS)
                .ok()?;
            match builder.install_recorder() {
                Ok(handle) => {
                    metrics::describe();
                    Some(handle)
                }
                Err(e) => {
                    tracing::warn!("the measurements are off: {e}");
                    None
                }
            }
        })
        .clone()
}

/// What `/readyz` looks at.
#[derive(Clone)]
pub struct Readiness {
    pub service: Arc<Service>,
    /// This process's shards; `None` in a process without Discord (then only the store counts).
    pub gateway: Option<Arc<dyn Gateway>>,
}

/// `/readyz`'s body.
#[derive(Debug, Serialize)]
pub struct ReadyReport {
    pub ready: bool,
    /// `ok`, or why the store is not answering.
    pub store: String,
    pub shards: Vec<ShardState>,
}

impl Readiness {
    /// Looks at the shards and the store now.
    pub async fn check(&self) -> ReadyReport {
        let shards = match &self.gateway {
            Some(gateway) => gateway.shards().await,
            None => Vec::new(),
        };
        let service = self.service.clone();
        let probe = tokio::task::spawn_blocking(move || service.store().schema_version());
        let store = match tokio::time::timeout(STORE_PATIENCE, probe).await {
            Ok(Ok(Ok(_))) => "ok".to_string(),
            Ok(Ok(Err(e))) => format!("error: {e}"),
            Ok(Err(e)) => format!("error: the check failed: {e}"),
            Err(_) => format!("error: no answer within {} s", STORE_PATIENCE.as_secs()),
        };
        let shards_ok = match &self.gateway {
            Some(_) => !shards.is_empty() && shards.iter().all(|s| s.connected),
            None => true,
        };
        ReadyReport {
            ready: shards_ok && store == "ok",
            store,
            shards,
        }
    }
}

/// `/healthz`.
pub async fn healthz() -> Response {
    json(StatusCode::OK, &serde_json::json!({ "alive": true }))
}

/// `/readyz`.
pub async fn readyz(readiness: &Readiness) -> Response {
    let report = readiness.check().await;
    let status = if report.ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    json(status, &report)
}

/// `/metrics`. The games going on are counted first (off the async threads, at most once a
/// minute).
pub async fn metrics_page(handle: Option<&PrometheusHandle>, service: &Arc<Service>) -> Response {
    let service = service.clone();
    let _ = tokio::task::spawn_blocking(move || metrics::count_active_games(&service)).await;
    match handle {
        Some(handle) => (
            [(
                header::CONTENT_TYPE,
                "text/plain; version=0.0.4; charset=utf-8",
            )],
            handle.render(),
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "measurements are off\n").into_response(),
    }
}

fn json(status: StatusCode, body: &impl Serialize) -> Response {
    let text = serde_json::to_string(body).unwrap_or_else(|_| "{}".into());
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        text,
    )
        .into_response()
}
