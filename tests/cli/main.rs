//! Test binary for one layer. The command line: `kibitz rules`, `kibitz render` and the `kibitz local` console, run as a process.
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

#[path = "../store/backends.rs"]
mod backends;
mod cli_pair;
mod cli_postgres;
mod cli_rules;
mod cli_store;
mod cli_tempo;
mod cli_topo;
mod console_pseudo;
mod console_repetition;
mod console_script;
mod engine_cli;
mod pseudo_check;
mod render_cli;
