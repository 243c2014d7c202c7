//! kibitz: a Discord bot for correspondence board games (Topo, Xiangqi, Tempo).
//!
//! The parts and the direction of their dependencies (checked by a test, see `architecture.rs`):
//! `cli` → `discord`/`console` → (`config`, `i18n`, `render`) and `service` → (`render`,
//! `engine`, `store` → `model`) → `games`.
//!
//! - [`games`]: the rules of the three games; pure values, no I/O.
//! - [`model`]: ids, timestamps, languages and the persisted records: the on-disk schema.
//! - [`render`]: board pictures (PNG, GIF) from a [`games::BoardView`].
//! - [`pairing`]: the FIDE Dutch Swiss pairing (bbpPairings' results) and the TRF-16 reader;
//!   pure, like `games`.
//! - [`tournament`]: round robins (Berger tables), tie-breaks and standings; pure.
//! - [`engine`]: the built-in computer opponent (search and evaluations); uses `games` only.
//! - [`store`]: the records, in sled (embedded) or PostgreSQL (shared).
//! - [`service`]: challenges, games, moves, clocks, leaderboards: the bot's behaviour. Its
//!   answers are messages and picture requests, never finished words or pixels.
//! - [`i18n`]: the message files; says a message in one language.
//! - [`config`]: the process's configuration, read by both front ends.
//! - [`discord`], [`console`], [`web`]: front ends that say and draw the service's answers
//!   (`web` also serves the operations endpoints: health, readiness, measurements).
//! - [`cli`]: the `kibitz` command line (`rules`, `engine`, `render`, `local`, `run`, `store`).

pub mod cli;
pub mod config;
pub mod console;
pub mod discord;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod model;
pub mod pairing;
pub mod render;
pub mod service;
pub mod store;
pub mod tournament;
pub mod web;

#[cfg(test)]
mod architecture;
