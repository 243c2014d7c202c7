-- A server's games, for its web page (src/store/postgres/games.rs, in_server): the games going
-- on and the latest finished ones of one server, found on an index of the record's server.

CREATE INDEX games_by_server ON games ((doc->>'server'), id COLLATE "C");
