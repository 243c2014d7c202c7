-- Tournaments (src/store/postgres/tournaments.rs): one row per tournament, its record as JSONB,
-- written only by versioned updates (a round is paired once, whatever the number of processes).
-- `active` finds the tournaments the tick looks after; `server` a server's list.

CREATE TABLE tournaments (
    id      TEXT PRIMARY KEY,
    version BIGINT NOT NULL,
    active  BOOLEAN NOT NULL,
    server  BIGINT,
    doc     JSONB NOT NULL
);

CREATE INDEX tournaments_active ON tournaments (id) WHERE active;
CREATE INDEX tournaments_by_server ON tournaments (server);
