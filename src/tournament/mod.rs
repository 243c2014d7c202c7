//! Tournaments: the results vocabulary, round-robin schedules (Berger tables), tie-breaks and
//! standings. Pure: no I/O, no async. The Swiss pairing engine lives beside these modules.

pub mod results;
pub mod round_robin;
pub mod standings;
pub mod tiebreak;
