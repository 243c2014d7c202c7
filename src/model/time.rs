//! Moments in time, and how they are written in store keys.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::time::Duration;

/// A moment, in whole seconds since the Unix epoch (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// This moment plus a duration (saturating).
    pub fn plus(self, duration: Duration) -> Timestamp {
        Timestamp(self.0.saturating_add(seconds(duration)))
    }

    /// This moment minus a duration (saturating).
    pub fn minus(self, duration: Duration) -> Timestamp {
        Timestamp(self.0.saturating_sub(seconds(duration)))
    }

    /// How long from `self` until `later` (zero if `later` is earlier).
    pub fn until(self, later: Timestamp) -> Duration {
        Duration::from_secs(u64::try_from(later.0.saturating_sub(self.0)).unwrap_or(0))
    }

    /// Big-endian bytes, so that byte order is time order (for sled keys). Times before 1970
    /// never occur here; they sort first.
    pub fn to_key(self) -> [u8; 8] {
        (self.0.max(0) as u64).to_be_bytes()
    }

    /// `2026-11-30 02:20 UTC`.
    pub fn utc_string(self) -> String {
        match time::OffsetDateTime::from_unix_timestamp(self.0) {
            Ok(t) => format!(
                "{:04}-{:02}-{:02} {:02}:{:02} UTC",
                t.year(),
                u8::from(t.month()),
                t.day(),
                t.hour(),
                t.minute()
            ),
            Err(_) => format!("{}s", self.0),
        }
    }

    /// `2026.11.30` (the date form of exported game records).
    pub fn date_string(self) -> String {
        match time::OffsetDateTime::from_unix_timestamp(self.0) {
            Ok(t) => format!("{:04}.{:02}.{:02}", t.year(), u8::from(t.month()), t.day()),
            Err(_) => "????.??.??".to_string(),
        }
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.utc_string())
    }
}

/// Whole seconds of a duration, saturating at `i64::MAX` (clocks count in seconds).
pub(crate) fn seconds(duration: Duration) -> i64 {
    i64::try_from(duration.as_secs()).unwrap_or(i64::MAX)
}
