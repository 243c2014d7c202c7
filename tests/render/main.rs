//! Test binary for one layer. Board pictures and replays, decoded and checked pixel by pixel.
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

mod render_captions;
mod render_examples;
mod render_games;
mod render_graph;
mod render_names;
mod render_pictures;
mod render_replays;
mod render_scripts;
mod render_support;
mod render_table;
