-- kibitz's records on PostgreSQL (src/store/postgres.rs). Each record is the model's serde form
-- in a JSONB `doc` column, as sled stores it; the other columns are the indexes the service's
-- queries need. Snowflake ids (u64) are stored bit for bit in BIGINT.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,   -- 'schema' (kibitz's SCHEMA_VERSION), 'heartbeat' (unix seconds)
    value BIGINT NOT NULL
);

CREATE TABLE games (
    id       TEXT PRIMARY KEY,
    version  BIGINT NOT NULL,  -- checked and bumped by every update (FOR UPDATE)
    channel  BIGINT NOT NULL,
    event_at BIGINT,           -- when the ticker must look at the game; NULL when finished
    doc      JSONB NOT NULL
);
CREATE INDEX games_by_channel ON games (channel, id);
CREATE INDEX games_by_event ON games (event_at, id) WHERE event_at IS NOT NULL;

-- games by player: one row per seat
CREATE TABLE game_players (
    user_id BIGINT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, game_id)
);

CREATE TABLE challenges (
    id  TEXT PRIMARY KEY,
    doc JSONB NOT NULL
);

CREATE TABLE players (
    user_id BIGINT PRIMARY KEY,
    doc     JSONB NOT NULL
);

-- leaderboards: the primary key's prefix (scope, kind) is the leaderboard query's index
CREATE TABLE ratings (
    scope   TEXT NOT NULL,      -- 'global' or 'server:<id>'
    kind    SMALLINT NOT NULL,  -- 1 Topo, 2 Xiangqi, 3 Tempo
    user_id BIGINT NOT NULL,
    doc     JSONB NOT NULL,
    PRIMARY KEY (scope, kind, user_id)
);

CREATE TABLE settings (
    server_id BIGINT PRIMARY KEY,
    doc       JSONB NOT NULL
);
