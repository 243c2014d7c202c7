//! Time, injected: the service never reads the system clock directly, so tests can move time.
//! The [`Timestamp`] itself is a persisted type and lives in `crate::model`.

use crate::model::{seconds, Timestamp};
use std::fmt;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

/// A short form of a duration for logs and English error texts, every unit kept down to
/// minutes: `2d 3h`, `1d 12h 30m`, `14d 1m`, `12m`, `40s`. What players read gives the duration
/// itself (`Arg::Duration`), written in their language.
pub fn human_duration(duration: Duration) -> String {
    let s = duration.as_secs();
    let (d, h, m) = (s / 86_400, (s % 86_400) / 3600, (s % 3600) / 60);
    let parts: Vec<String> = [(d, 'd'), (h, 'h'), (m, 'm')]
        .into_iter()
        .filter(|&(count, _)| count > 0)
        .map(|(count, unit)| format!("{count}{unit}"))
        .collect();
    if parts.is_empty() {
        format!("{s}s")
    } else {
        parts.join(" ")
    }
}

/// A duration typed by a person that cannot be read. [`BadDuration::message`] is what the
/// person is shown (it quotes the text and shows how to write one); the `Display` text, in
/// English for logs and the configuration file's errors, adds what humantime found wrong.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("'{text}' is not a duration ({reason}); write it like 3d, 12h or 90min")]
pub struct BadDuration {
    /// What was typed (trimmed, cleaned by [`super::text::echo`]).
    pub text: String,
    /// Why humantime refused it, or that it is longer than [`LONGEST_DURATION`].
    pub reason: String,
    /// Whether it was read but is longer than [`LONGEST_DURATION`].
    pub too_long: bool,
}

impl BadDuration {
    /// The message to show the person who typed it.
    pub fn message(&self) -> crate::games::Msg {
        let id = if self.too_long {
            "error-duration-too-long"
        } else {
            "error-bad-duration"
        };
        crate::games::msg!(id, text = &self.text)
    }
}

/// Reads a duration typed by a person: `3d`, `12h`, `90m`, `90min`, `1d 12h`, `2days`
/// (humantime). The one duration reader of the bot: commands, the console and `config.toml`.
pub fn parse_duration(text: &str) -> Result<Duration, BadDuration> {
    let text = text.trim();
    let bad = |reason: String, too_long: bool| BadDuration {
        text: super::text::echo(text),
        reason,
        too_long,
    };
    let duration =
        humantime::parse_duration(text).map_err(|error| bad(error.to_string(), false))?;
    // The clock counts whole seconds in an i64 and dates must stay printable: refuse what it
    // cannot hold instead of wrapping round to a time before 1970.
    if duration > LONGEST_DURATION {
        return Err(bad(
            "longer than the clock can count; the most is 1000 years".into(),
            true,
        ));
    }
    Ok(duration)
}

/// The longest duration the bot reads: 1000 years of 365.25 days, as humantime counts a year
/// (far beyond any sensible use, far within what a [`Timestamp`] and a printed date can hold).
pub const LONGEST_DURATION: Duration = Duration::from_secs(1000 * 31_557_600);

/// Where the service gets the time from.
pub trait Clock: Send + Sync + fmt::Debug {
    /// Now.
    fn now(&self) -> Timestamp;
}

/// The real clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Timestamp(i64::try_from(secs).unwrap_or(i64::MAX))
    }
}

/// A clock that only moves when told to (for tests and the console's `advance` command).
/// Clones share the same time.
#[derive(Debug, Clone)]
pub struct TestClock(Arc<AtomicI64>);

impl TestClock {
    /// A clock standing at `start`.
    pub fn new(start: Timestamp) -> Self {
        TestClock(Arc::new(AtomicI64::new(start.0)))
    }

    /// Moves the clock forward.
    pub fn advance(&self, by: Duration) {
        // Saturating, never wrapping round to a time before 1970.
        let by = seconds(by);
        let _ = self
            .0
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |now| {
                Some(now.saturating_add(by))
            });
    }

    /// Sets the clock.
    pub fn set(&self, to: Timestamp) {
        self.0.store(to.0, Ordering::SeqCst);
    }
}

impl Clock for TestClock {
    fn now(&self) -> Timestamp {
        Timestamp(self.0.load(Ordering::SeqCst))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_and_print() {
        assert_eq!(parse_duration("3d"), Ok(Duration::from_secs(3 * 86_400)));
        assert_eq!(
            parse_duration(" 1d 12h "),
            Ok(Duration::from_secs(36 * 3600))
        );
        let error = parse_duration(" soon ").unwrap_err();
        assert_eq!(error.text, "soon");
        assert!(
            error.to_string().starts_with("'soon' is not a duration ("),
            "{error}"
        );
        // What the user is shown: the message, quoting the cleaned text.
        let shown = error.message();
        assert_eq!(shown.id, "error-bad-duration");
        assert_eq!(
            shown.arg("text"),
            Some(&crate::games::Arg::Text("soon".into()))
        );
        assert_eq!(
            human_duration(Duration::from_secs(3 * 86_400 + 7200)),
            "3d 2h"
        );
        assert_eq!(human_duration(Duration::from_secs(5400)), "1h 30m");
        assert_eq!(
            human_duration(Duration::from_secs(86_400 + 12 * 3600 + 30 * 60)),
            "1d 12h 30m"
        );
        assert_eq!(
            human_duration(Duration::from_secs(14 * 86_400 + 60)),
            "14d 1m"
        );
    }

    #[test]
    fn durations_the_clock_cannot_hold_are_refused() {
        let error = parse_duration("200000000000000d").unwrap_err();
        assert!(
            error
                .to_string()
                .contains("longer than the clock can count"),
            "{error}"
        );
        assert!(error.too_long);
        assert_eq!(error.message().id, "error-duration-too-long");
        assert!(!parse_duration("soon").unwrap_err().too_long);
        assert!(parse_duration("1000years").is_ok());
        assert!(parse_duration("1001years").is_err());
        // Even a duration handed over directly cannot wrap the test clock round.
        let clock = TestClock::new(Timestamp(1_000));
        clock.advance(Duration::from_secs(u64::MAX));
        assert_eq!(clock.now(), Timestamp(i64::MAX));
    }

    #[test]
    fn a_bad_duration_echoes_a_short_clean_copy() {
        let error = parse_duration(&format!("\u{202E}{}", "9".repeat(500))).unwrap_err();
        let text = error.to_string();
        assert!(text.starts_with("'[U+202E]999"), "{text}");
        assert!(text.contains("(501)") && text.len() < 200, "{text}");
    }

    #[test]
    fn test_clock_moves_only_when_told() {
        let clock = TestClock::new(Timestamp(1_000));
        let shared = clock.clone();
        clock.advance(Duration::from_secs(60));
        assert_eq!(shared.now(), Timestamp(1_060));
        assert_eq!(Timestamp(0).utc_string(), "1970-01-01 00:00 UTC");
    }
}
