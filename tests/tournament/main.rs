//! Test binary for one layer. Tournaments: the FIDE Dutch Swiss pairing (against bbpPairings'
//! published examples and the caissify-pairings oracle), the TRF reader; round robins,
//! tie-breaks and standings are tested beside their code (`src/tournament/`).
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

mod pairing_examples;
mod pairing_oracle;
mod pairing_properties;
mod pairing_support;
