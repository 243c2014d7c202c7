//! A service with published pages and a web server in front of it, and games to show.

use crate::service_support::*;
use kibitz::config::WebConfig;
use kibitz::games::GameKind;
use kibitz::service::*;
use kibitz::web::{WebServer, WebState};
use std::net::SocketAddr;
use std::sync::Arc;

/// A service on a temporary directory with its web server.
#[allow(dead_code)] // the directory lives as long as the site; the clock is for tests that move it
pub struct Site {
    pub dir: tempfile::TempDir,
    pub clock: TestClock,
    pub service: Arc<Service>,
    pub web: WebServer,
}

impl Site {
    /// Pages on, pictures on, no Discord (readiness looks at the store only).
    pub async fn start() -> Site {
        Site::with_gateway(None).await
    }

    pub async fn with_gateway(gateway: Option<Arc<dyn Gateway>>) -> Site {
        Site::with(site_config(), gateway).await
    }

    pub async fn with(config: ServiceConfig, gateway: Option<Arc<dyn Gateway>>) -> Site {
        let dir = tempfile::tempdir().unwrap();
        let clock = TestClock::new(START);
        let service = Arc::new(Service::open(dir.path(), Arc::new(clock.clone()), config).unwrap());
        let web = serve(service.clone(), gateway).await;
        Site {
            dir,
            clock,
            service,
            web,
        }
    }

    pub fn address(&self) -> SocketAddr {
        self.web.address()
    }
}

/// The public address the pages say they are at (links are root-relative; only the previews
/// use it).
pub const PUBLIC_URL: &str = "https://kibitz.example.org";

/// The configuration of a bot with pages (`public_url` set), pictures on.
pub fn site_config() -> ServiceConfig {
    ServiceConfig {
        pictures: true,
        public_url: Some(PUBLIC_URL.into()),
        ..config()
    }
}

/// Serves `service` (pages and operations) on a free loopback port.
pub async fn serve(service: Arc<Service>, gateway: Option<Arc<dyn Gateway>>) -> WebServer {
    let state = WebState::new(
        service,
        Some(Arc::new(renderer_owned())),
        gateway,
        Some(WebConfig {
            listen: "127.0.0.1:0".parse().unwrap(),
            public_url: PUBLIC_URL.into(),
        }),
    );
    WebServer::start("127.0.0.1:0".parse().unwrap(), state)
        .await
        .expect("the web server starts")
}

/// A renderer of the pages' own (the server owns its renderer).
pub fn renderer_owned() -> kibitz::render::Renderer {
    kibitz::render::Renderer::new().expect("the renderer starts")
}

/// Publishes the pages of `place`'s server; returns the key of its addresses.
pub fn publish(service: &Service, place: &Place) -> String {
    service.set_web_pages(place, true).expect("published");
    key_of(service, place).expect("a secret")
}

/// The current key of `place`'s server, if it publishes.
pub fn key_of(service: &Service, place: &Place) -> Option<String> {
    let server = place.server?;
    let secret = service.store().server_settings(server).ok()?.web_token?;
    Some(format!("{}-{secret}", server.0))
}

/// A Xiangqi game between alice and bob in `place` with `moves` played.
pub fn game_with(service: &Service, place: &Place, moves: &[&str]) -> GameId {
    let id = start_between(service, GameKind::Xiangqi, &alice(), &bob(), place, None);
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        service
            .play(&who, place, Some(id.as_str()), mv)
            .unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    id
}
