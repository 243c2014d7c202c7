//! The HTTP front end: the operations endpoints (`/healthz`, `/readyz`, `/metrics`) and, when
//! `[web]` is configured, a page per game and per server for the servers that publish them.
//!
//! Like the other front ends it only translates: what a page shows comes from the service,
//! its words from i18n, its pictures from render. One server per process, started by the
//! command line next to the Discord bot (`kibitz run`).
//!
//! - [`ops`]: health, readiness and the Prometheus measurements;
//! - [`address`]: reading a page's address (only a few shapes exist);
//! - [`pages`] and [`html`]: the pages and their pictures;
//! - [`lang`]: the reader's language (`?lang=`, `Accept-Language`);
//! - [`serve`]: binding, the router, and a clean stop.

pub mod address;
pub mod html;
pub mod lang;
pub mod ops;
pub mod pages;
pub mod serve;

pub use ops::{metrics_recorder, Readiness};
pub use serve::{WebServer, WebState};
