//! `kibitz pair FILE.trf`: the next round of a Swiss tournament, paired by the FIDE Dutch
//! system exactly as bbpPairings pairs it, printed as bbpPairings prints it (a contract: tools
//! outside the code rely on it).
//!
//! ```text
//! kibitz pair FILE.trf
//! 3            the number of pairings
//! 1 4          WHITE BLACK, as starting numbers
//! 5 2
//! 3 0          a pairing-allocated bye
//! ```
//!
//! A file that cannot be read or paired exits with status 1 and one line on stderr naming the
//! line of the file or the criterion that failed.

use crate::pairing::{format_pairings, pair_trf};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct PairArgs {
    /// A FIDE TRF-16 file: the `001` player lines with their rounds so far, `XXR` (the number
    /// of rounds) and `XXC white1|black1` (the top seed's colour in round 1).
    pub file: PathBuf,
}

/// Runs the command; returns the exit status.
pub fn run(args: &PairArgs, out: &mut impl Write, err: &mut impl Write) -> u8 {
    let shown = args.file.display();
    let text = match std::fs::read(&args.file) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => text,
            // TRF files from older tools may be Latin-1: names are all it could touch.
            Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
        },
        Err(e) => {
            let _ = writeln!(err, "error: cannot read {shown}: {e}");
            return 1;
        }
    };
    match pair_trf(&text) {
        Ok(pairs) => {
            if write!(out, "{}", format_pairings(&pairs)).is_err() {
                return 1;
            }
            0
        }
        Err(e) => {
            let _ = writeln!(err, "error: {shown}: {e}");
            1
        }
    }
}
