//! Test binary for one layer. The Discord layer against a fake Discord on loopback, in process and as `kibitz run`.
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

#[path = "../store/backends.rs"]
mod backends;
mod discord_e2e;
mod discord_fake;
mod discord_ops;
mod discord_postgres;
mod discord_run;
mod discord_tournaments;
#[path = "../cli/pseudo_check.rs"]
mod pseudo_check;
#[allow(dead_code)]
#[path = "../web/web_client.rs"]
mod web_client;
