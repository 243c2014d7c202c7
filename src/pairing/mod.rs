//! FIDE Dutch Swiss pairing (handbook C.04.3, 2025 rules) that pairs exactly
//! as bbpPairings does, with a TRF-16 reader and bbpPairings' output format.
//!
//! [`pair_trf`] is the whole `kibitz pair FILE.trf` contract: read the
//! tournament, pair the round after the last one present, and return the
//! pairings in publication order; [`format_pairings`] prints them.

pub mod dutch;
pub mod matching;
pub mod output;
pub mod tournament;
pub mod trf;
pub mod weight;

pub use dutch::Pairing;
pub use output::format_pairings;
pub use trf::{read_trf, TrfError};

use thiserror::Error;

/// Why a round could not be paired.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairError {
    /// The TRF file is malformed or uses an unsupported feature.
    #[error("invalid TRF file: {0}")]
    Trf(#[from] TrfError),
    /// No pairing satisfies the absolute criteria.
    #[error("no valid pairing exists: {0}")]
    NoValidPairing(String),
    /// The tournament is beyond the engine's limits.
    #[error("tournament too large: {0}")]
    TooLarge(String),
}

/// Pairs the next round of a prepared tournament, in publication order.
pub fn pair_tournament(t: &tournament::Tournament) -> Result<Vec<Pairing>, PairError> {
    let mut pairs = dutch::compute_matching(t)?;
    output::sort_results(&mut pairs, t);
    Ok(pairs)
}

/// Reads a TRF-16 file and pairs its next round, in publication order.
pub fn pair_trf(text: &str) -> Result<Vec<Pairing>, PairError> {
    let t = read_trf(text)?;
    pair_tournament(&t)
}
