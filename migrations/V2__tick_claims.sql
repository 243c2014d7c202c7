-- Deadline events claimed by one ticking process at a time (src/store/postgres.rs,
-- PgStore::claim_due_games): a process that finds a game due marks it claimed until
-- `claimed_until` (unix seconds); other processes skip it meanwhile. Every game update clears it.
-- If the claiming process dies mid-tick, the claim simply runs out and another process takes it.

ALTER TABLE games ADD COLUMN claimed_until BIGINT;
