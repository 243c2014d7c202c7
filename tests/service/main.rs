//! Test binary for one layer. The correspondence service: challenges, moves, offers, clocks, leaderboards, crashes.
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

#[path = "../store/backends.rs"]
mod backends;
#[path = "../rules/fake_uci.rs"]
mod fake_uci;
mod first_use;
mod old_data;
mod service_analysis;
mod service_challenges;
mod service_choices;
mod service_clock;
mod service_computer;
mod service_concurrency;
mod service_conditional;
mod service_crash;
mod service_games;
mod service_language_choice;
mod service_languages;
mod service_limits;
mod service_notes;
mod service_play;
mod service_postgres;
mod service_reads;
mod service_records;
mod service_support;
mod service_tournaments;
mod service_vacation;
mod service_wording;
