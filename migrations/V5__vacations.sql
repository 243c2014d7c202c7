-- Vacations (src/store/postgres/vacations.rs): one row per player who ever took one, versioned,
-- so that a vacation started by two processes at once is started (and charged) once.
CREATE TABLE vacations (
    user_id BIGINT PRIMARY KEY,
    version BIGINT NOT NULL,
    doc JSONB NOT NULL
);
