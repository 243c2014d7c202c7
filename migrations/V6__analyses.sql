-- Game analyses (src/store/postgres/analyses.rs): one row per analysed game, versioned, so that
-- an analysis is claimed by one process and written done once whatever the number of processes.
-- `done` and `requested` serve the start-up query for the analyses to resume.
CREATE TABLE analyses (
    game_id TEXT PRIMARY KEY,
    version BIGINT NOT NULL,
    done BOOLEAN NOT NULL,
    requested BIGINT NOT NULL,
    doc JSONB NOT NULL
);
CREATE INDEX analyses_pending ON analyses (requested) WHERE NOT done;
