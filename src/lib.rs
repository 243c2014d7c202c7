//! kibitz: a Discord bot for correspondence board games (Topo, Xiangqi, Tempo).
//!
//! The parts and the direction of their dependencies (checked by a test, see `architecture.rs`):
//! `cli` → `discord`/`console` → `service` → (`render`, `store` → `model`) → `games`.
//!
//! - [`games`]: the rules of the three games; pure values, no I/O.
//! - [`model`]: ids, timestamps and the persisted records: the on-disk schema.
//! - [`render`]: board pictures (PNG, GIF) from a [`games::BoardView`].
//! - [`store`]: the sled store of the model's records.
//! - [`service`]: challenges, games, moves, clocks, leaderboards: the bot's behaviour.
//! - [`discord`], [`console`]: front ends that translate between people and the service.
//! - [`engine`]: the built-in computer opponent (search and evaluations); uses `games` only.
//! - [`cli`]: the `kibitz` command line (`rules`, `engine`, `render`, `local`, `run`).

pub mod cli;
pub mod console;
pub mod discord;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod model;
pub mod render;
pub mod service;
pub mod store;

#[cfg(test)]
mod architecture;
