//! Test binary for one layer. The web front end: game and server pages, their pictures and
//! downloads, languages, privacy and hostile addresses, and the operations endpoints.

#[path = "../store/backends.rs"]
mod backends;
#[allow(dead_code)]
#[path = "../service/service_support.rs"]
mod service_support;
mod web_browser;
mod web_client;
mod web_ops;
mod web_pages;
mod web_support;
