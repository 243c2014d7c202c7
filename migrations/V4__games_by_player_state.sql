-- A player's games by state (src/store/postgres/games.rs, of_player): each seat row of the player
-- index says when its game finished (NULL while it goes on), kept by every game write, so that a
-- player's active games and their latest finished ones are found on the index, and only the
-- records a list shows are read.

ALTER TABLE game_players ADD COLUMN finished_at BIGINT;

-- The games stored before: their record says. A record that is not a game (damaged) keeps NULL and
-- is listed, as unreadable, with the games going on; a finished one without a readable time sorts
-- as the oldest.
UPDATE game_players p
SET finished_at = CASE
        WHEN COALESCE(jsonb_typeof(g.doc->'finished'->'at'), 'none') <> 'number' THEN 0
        WHEN abs((g.doc->'finished'->>'at')::numeric) >= 1e18 THEN 0
        ELSE (g.doc->'finished'->>'at')::numeric::bigint
    END
FROM games g
WHERE g.id = p.game_id AND jsonb_typeof(g.doc->'finished') = 'object';

-- Byte order ("C") for the ids, as the other backend orders them.
CREATE INDEX game_players_by_state ON game_players (user_id, finished_at DESC, game_id COLLATE "C");
