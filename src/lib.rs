//! kibitz: a Discord bot for correspondence board games (Topo, Xiangqi, Tempo).
//!
//! The parts and the direction of their dependencies:
//! `discord`/`console` → `service` → (`render`, `store`) → `games`.

pub mod cli;
pub mod console;
pub mod discord;
pub mod games;
pub mod render;
pub mod service;
pub mod store;
