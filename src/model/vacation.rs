//! Vacations: a player's yearly budget of days on which their clocks stand still, and the
//! vacation they are on. Pure arithmetic on the stored record; the service decides when a
//! vacation starts and ends, and what it does to the games.
//!
//! The budget is counted in **whole days started**: a vacation of 2 hours costs 1 day, one of
//! 25 hours costs 2. It is renewed on 1 January (UTC); unused days do not carry over. A vacation
//! is charged to the year it started in (one started on 30 December and ended on 3 January
//! costs the old year 5 days, and the new year's budget is whole).

use super::{Timestamp, UserId};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// One day, the unit vacations are counted in.
pub const DAY: Duration = Duration::from_secs(86_400);

/// A player's vacation record: what they used this year and the vacation they are on. One per
/// player who ever took one, versioned: two processes starting (or ending) the same player's
/// vacation at once cannot both succeed, so a vacation is started once and charged once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationDoc {
    pub user: UserId,
    /// Bumped by every write; a write names the version it read (0: a record not yet stored).
    pub version: u64,
    /// The year (UTC) that `used_days` counts for.
    pub year: i32,
    /// Days charged in `year` for vacations that have ended.
    pub used_days: u32,
    /// The vacation going on (or one whose days ran out and that nobody has settled yet: see
    /// [`VacationDoc::settled`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<VacationSpan>,
}

/// One vacation: when it started and when its days run out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationSpan {
    pub started: Timestamp,
    /// When the days asked for (or all the days left, for an automatic one) run out.
    pub until: Timestamp,
    /// Started by the clock instead of a loss on time, not by the player.
    #[serde(default)]
    pub automatic: bool,
}

impl VacationSpan {
    /// The days this vacation costs if it ends at `end`: whole days started, at least 1.
    pub fn cost(&self, end: Timestamp) -> u32 {
        let end = end.min(self.until);
        days_started(self.started.until(end)).max(1)
    }
}

/// Whole days started in `length` (0 for no time at all).
pub fn days_started(length: Duration) -> u32 {
    let secs = length.as_secs();
    u32::try_from(secs.div_ceil(DAY.as_secs())).unwrap_or(u32::MAX)
}

/// The year (UTC) of a moment.
pub fn year_of(at: Timestamp) -> i32 {
    time::OffsetDateTime::from_unix_timestamp(at.0)
        .map(|t| t.year())
        .unwrap_or(1970)
}

impl VacationDoc {
    /// The record of a player who never took a vacation.
    pub fn new(user: UserId, now: Timestamp) -> VacationDoc {
        VacationDoc {
            user,
            version: 0,
            year: year_of(now),
            used_days: 0,
            current: None,
        }
    }

    /// The vacation going on at `now` (`None` once its days ran out, even before anyone
    /// settled it).
    pub fn on_vacation(&self, now: Timestamp) -> Option<VacationSpan> {
        self.current.filter(|span| span.until > now)
    }

    /// Days already charged to the year of `now` (0 when the record counts an earlier year:
    /// the budget was renewed on 1 January).
    pub fn used_in_year_of(&self, now: Timestamp) -> u32 {
        if self.year == year_of(now) {
            self.used_days
        } else {
            0
        }
    }

    /// Days left of a budget of `per_year` at `now`, counting the vacation going on as if it
    /// ended now (whole days started).
    pub fn days_left(&self, per_year: u32, now: Timestamp) -> u32 {
        let mut used = self.used_in_year_of(now);
        if let Some(span) = self.current {
            if year_of(span.started) == year_of(now) {
                used = used.saturating_add(span.cost(now));
            }
        }
        per_year.saturating_sub(used)
    }

    /// Days left of a budget of `per_year` once the vacation `span` has run its whole course
    /// (what the player will have left if they do not come back early).
    pub fn days_left_after(&self, per_year: u32, span: &VacationSpan) -> u32 {
        let used = self
            .used_in_year_of(span.started)
            .saturating_add(span.cost(span.until));
        per_year.saturating_sub(used)
    }

    /// This record with its vacation ended at `end` (or when its days ran out, if earlier) and
    /// charged to the year it started in; unchanged if there is none. Returns the days charged.
    pub fn end_at(&mut self, end: Timestamp) -> Option<u32> {
        let span = self.current.take()?;
        let cost = span.cost(end);
        let year = year_of(span.started);
        if self.year != year {
            // The budget of a year that started since: renewed (nothing carries over).
            self.year = year;
            self.used_days = 0;
        }
        self.used_days = self.used_days.saturating_add(cost);
        Some(cost)
    }

    /// Whether the record holds a vacation whose days have run out by `now`: it needs
    /// [`VacationDoc::end_at`] before anything else is decided.
    pub fn needs_settling(&self, now: Timestamp) -> bool {
        self.current.is_some_and(|span| span.until <= now)
    }

    /// A copy with a vacation that ran out by `now` ended and charged (see
    /// [`VacationDoc::end_at`]), so that its days count before a new one starts.
    pub fn settled(mut self, now: Timestamp) -> VacationDoc {
        if self.needs_settling(now) {
            let until = self.current.map_or(now, |span| span.until);
            self.end_at(until);
        }
        self
    }

    /// Starts a vacation at `now` of at most `days` (or all the days left when `None`) on a
    /// budget of `per_year`. Returns the vacation, or `None` when no day is left (or one is
    /// going on already).
    pub fn start(
        &mut self,
        per_year: u32,
        days: Option<u32>,
        automatic: bool,
        now: Timestamp,
    ) -> Option<VacationSpan> {
        if self.on_vacation(now).is_some() {
            return None;
        }
        *self = self.clone().settled(now);
        let left = self.days_left(per_year, now);
        let days = days.map_or(left, |asked| asked.min(left));
        if days == 0 {
            return None;
        }
        let span = VacationSpan {
            started: now,
            until: now.plus(DAY * days),
            automatic,
        };
        self.current = Some(span);
        Some(span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-12-20 00:00 UTC.
    const DEC_20: Timestamp = Timestamp(1_797_724_800);

    #[test]
    fn a_vacation_costs_whole_days_started_at_least_one() {
        let span = VacationSpan {
            started: DEC_20,
            until: DEC_20.plus(DAY * 5),
            automatic: false,
        };
        assert_eq!(span.cost(DEC_20), 1);
        assert_eq!(span.cost(DEC_20.plus(Duration::from_secs(7200))), 1);
        assert_eq!(span.cost(DEC_20.plus(DAY)), 1);
        assert_eq!(span.cost(DEC_20.plus(DAY + Duration::from_secs(1))), 2);
        // Never more than the days it was given.
        assert_eq!(span.cost(DEC_20.plus(DAY * 40)), 5);
    }

    #[test]
    fn the_budget_is_renewed_on_the_first_of_january() {
        assert_eq!(year_of(DEC_20), 2026);
        let mut doc = VacationDoc::new(UserId(1), DEC_20);
        let span = doc.start(30, Some(4), false, DEC_20).unwrap();
        assert_eq!(span.until, DEC_20.plus(DAY * 4));
        assert_eq!(doc.days_left_after(30, &span), 26);
        assert_eq!(doc.days_left(30, DEC_20.plus(DAY)), 29);
        assert_eq!(doc.end_at(DEC_20.plus(DAY * 2)), Some(2));
        assert_eq!(doc.days_left(30, DEC_20.plus(DAY * 3)), 28);
        // 2027: the whole budget again, the used days do not carry over.
        let jan_2 = DEC_20.plus(DAY * 13);
        assert_eq!(year_of(jan_2), 2027);
        assert_eq!(doc.days_left(30, jan_2), 30);
        // A vacation across the new year is charged to the year it started in.
        let mut doc = VacationDoc::new(UserId(1), DEC_20);
        doc.start(30, Some(20), false, DEC_20.plus(DAY * 10))
            .unwrap();
        assert_eq!(doc.end_at(jan_2), Some(3));
        assert_eq!((doc.year, doc.used_days), (2026, 3));
        assert_eq!(doc.days_left(30, jan_2), 30);
    }

    #[test]
    fn a_vacation_ends_when_its_days_run_out_and_is_charged_once() {
        let mut doc = VacationDoc::new(UserId(1), DEC_20);
        doc.start(30, Some(2), false, DEC_20).unwrap();
        let later = DEC_20.plus(DAY * 3);
        assert!(doc.on_vacation(later).is_none());
        assert!(doc.needs_settling(later));
        let settled = doc.clone().settled(later);
        assert_eq!((settled.used_days, settled.current), (2, None));
        // Settling twice charges once.
        assert_eq!(settled.clone().settled(later), settled);
        // No more days than are left, none at all when the budget is spent.
        let mut doc = settled;
        let span = doc.start(3, None, true, later).unwrap();
        assert_eq!(span.until, later.plus(DAY));
        assert!(span.automatic);
        assert!(
            doc.start(3, None, false, later).is_none(),
            "already on vacation"
        );
        doc.end_at(later.plus(DAY));
        assert_eq!(doc.days_left(3, later.plus(DAY)), 0);
        assert!(doc.start(3, Some(1), false, later.plus(DAY)).is_none());
    }
}
