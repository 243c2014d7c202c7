//! Test binary for one layer. The rules engines: positions, notation, legality, endings, perft, for all three games.
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

mod conformance;
mod docs_translations;
mod engine;
mod fake_uci;
mod invisible_marks;
mod perft;
mod rules_words;
mod tempo_props;
mod tempo_rules;
mod topo_notation;
mod topo_playout;
mod topo_position;
mod topo_rules;
mod topo_scenarios;
mod uci;
mod xiangqi_notation;
mod xiangqi_repetition;
mod xiangqi_rules;
