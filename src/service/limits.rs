//! Flood limits: how fast one user may send commands (a token bucket per user, on the service's
//! clock) and how many open challenges and active games one user may have, so that one user
//! cannot fill the store or starve the others. The numbers are in [`ServiceConfig`].

use super::{Actor, Service, ServiceError, ServiceResult, UserError};
use crate::model::{Timestamp, UserId};
use crate::store::GamesOf;
use std::collections::HashMap;
use std::time::Duration;

/// How fast one user may send commands: a token bucket that holds `burst` commands and refills
/// at `per_minute` (20 a minute, burst 10: ten commands at once, then one every 3 seconds).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandRate {
    /// Commands per minute in the long run (at least 1).
    pub per_minute: u32,
    /// Commands that may be sent at once after a pause (at least 1).
    pub burst: u32,
}

impl Default for CommandRate {
    fn default() -> Self {
        CommandRate {
            per_minute: 20,
            burst: 10,
        }
    }
}

/// One user's bucket: what it held at `at`, in sixtieths of a command, so that a refill of
/// `per_minute` sixtieths a second is exact in whole numbers.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    sixtieths: u64,
    at: Timestamp,
}

/// One command, in a bucket's units.
const COMMAND: u64 = 60;

/// Below this many buckets the table is never pruned.
const PRUNE_FLOOR: usize = 4096;

/// Every user's bucket. In memory only: a restart gives everyone a full bucket, which is harmless.
#[derive(Debug, Default)]
pub(super) struct RateTable {
    buckets: HashMap<UserId, Bucket>,
    /// Prune when the table grows past this (doubling, so pruning stays amortised O(1)).
    prune_at: usize,
}

impl RateTable {
    /// Takes one command from `user`'s bucket at `now`, or says how long until one is there.
    fn take(&mut self, rate: CommandRate, user: UserId, now: Timestamp) -> Result<(), Duration> {
        let per_second = u64::from(rate.per_minute.max(1));
        let full = u64::from(rate.burst.max(1)) * COMMAND;
        if self.buckets.len() >= self.prune_at.max(PRUNE_FLOOR) {
            // A bucket that has refilled is the same as no bucket: forget it.
            let full_after = full.div_ceil(per_second);
            self.buckets
                .retain(|_, b| b.at.until(now).as_secs() < full_after);
            self.prune_at = (self.buckets.len() * 2).max(PRUNE_FLOOR);
        }
        let bucket = self.buckets.entry(user).or_insert(Bucket {
            sixtieths: full,
            at: now,
        });
        // A clock that went back refills nothing (`until` is zero then).
        let refill = bucket.at.until(now).as_secs().saturating_mul(per_second);
        bucket.sixtieths = bucket.sixtieths.saturating_add(refill).min(full);
        bucket.at = bucket.at.max(now);
        if bucket.sixtieths >= COMMAND {
            bucket.sixtieths -= COMMAND;
            Ok(())
        } else {
            let wait = (COMMAND - bucket.sixtieths).div_ceil(per_second);
            Err(Duration::from_secs(wait))
        }
    }
}

impl Service {
    /// Counts one command of `actor` against their rate ([`ServiceConfig::command_rate`]);
    /// refuses it, saying when to try again, when they are too fast. Other users are not
    /// affected. Autocomplete does not come through here; buttons do.
    pub(super) fn admit(&self, actor: &Actor) -> ServiceResult<()> {
        let Some(rate) = self.config.command_rate else {
            return Ok(());
        };
        let now = self.now();
        let mut table = self
            .rates
            .lock()
            .map_err(|_| ServiceError::Internal("rate table poisoned".into()))?;
        table
            .take(rate, actor.user, now)
            .map_err(|retry_in| UserError::TooFast { retry_in }.into())
    }

    /// The user's active games (as players), read through the index.
    fn active_game_count(&self, user: UserId) -> ServiceResult<usize> {
        let mine = self.store.games_of(user, GamesOf::ACTIVE)?;
        // An unreadable game is not held against the player.
        for (id, e) in &mine.unreadable {
            tracing::warn!("skipping game {id}: {e}");
        }
        Ok(mine.active.len())
    }

    /// Refuses a new challenge from `actor` who already has [`ServiceConfig::max_open_challenges`]
    /// open challenges or [`ServiceConfig::max_active_games`] active games.
    pub(super) fn check_challenge_limits(&self, actor: &Actor) -> ServiceResult<()> {
        let now = self.now();
        let limit = self.config.max_open_challenges;
        let mine: Vec<Timestamp> = self
            .store
            .challenges()?
            .into_iter()
            .filter(|c| c.challenger.user == actor.user && c.expires > now)
            .map(|c| c.expires)
            .collect();
        if mine.len() >= limit {
            let first_expiry = mine.iter().min().copied().unwrap_or(now);
            return Err(UserError::TooManyChallenges {
                limit,
                first_expires_in: now.until(first_expiry),
            }
            .into());
        }
        self.check_game_limit(actor)
    }

    /// Refuses to start a game for `actor` who already plays
    /// [`ServiceConfig::max_active_games`] active games.
    pub(super) fn check_game_limit(&self, actor: &Actor) -> ServiceResult<()> {
        let limit = self.config.max_active_games;
        if self.active_game_count(actor.user)? >= limit {
            return Err(UserError::TooManyGames { limit }.into());
        }
        Ok(())
    }

    /// Refuses to accept a challenge whose challenger already plays
    /// [`ServiceConfig::max_active_games`] active games.
    pub(super) fn check_challenger_game_limit(
        &self,
        user: UserId,
        name: &str,
    ) -> ServiceResult<()> {
        let limit = self.config.max_active_games;
        if self.active_game_count(user)? >= limit {
            return Err(UserError::ChallengerHasTooManyGames {
                name: self.name_of(user, name),
                limit,
            }
            .into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bucket_allows_a_burst_then_the_rate() {
        let rate = CommandRate {
            per_minute: 20,
            burst: 10,
        };
        let mut table = RateTable::default();
        let t = Timestamp(1_000);
        for _ in 0..10 {
            assert_eq!(table.take(rate, UserId(1), t), Ok(()));
        }
        assert_eq!(table.take(rate, UserId(1), t), Err(Duration::from_secs(3)));
        // Someone else has their own bucket.
        assert_eq!(table.take(rate, UserId(2), t), Ok(()));
        assert_eq!(
            table.take(rate, UserId(1), Timestamp(1_002)),
            Err(Duration::from_secs(1))
        );
        assert_eq!(table.take(rate, UserId(1), Timestamp(1_003)), Ok(()));
        // A clock that goes back neither refills nor panics.
        assert!(table.take(rate, UserId(1), Timestamp(900)).is_err());
        // After a pause the bucket is full again, but never more than the burst.
        let later = Timestamp(10_000);
        for _ in 0..10 {
            assert_eq!(table.take(rate, UserId(1), later), Ok(()));
        }
        assert!(table.take(rate, UserId(1), later).is_err());
    }

    #[test]
    fn refilled_buckets_are_forgotten() {
        let rate = CommandRate::default();
        let mut table = RateTable::default();
        for user in 0..PRUNE_FLOOR as u64 {
            table.take(rate, UserId(user), Timestamp(0)).unwrap();
        }
        // Long after, everyone's bucket is full: the next command prunes them all.
        table
            .take(rate, UserId(u64::MAX), Timestamp(3_600))
            .unwrap();
        assert_eq!(table.buckets.len(), 1);
    }
}
