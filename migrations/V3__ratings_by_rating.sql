-- Leaderboards read best first (src/store/postgres.rs, PgStore::top_ratings): an index on the
-- rating inside each row's JSON lets the first rows come without reading the whole leaderboard.

CREATE INDEX ratings_by_rating ON ratings (scope, kind, ((doc->>'rating')::float8) DESC);
