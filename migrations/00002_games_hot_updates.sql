-- +goose Up
-- A move rewrites state, version and updated_at. With updated_at in an
-- index every move was a non-HOT update: a new entry in the primary key
-- and in games_user_open, and their WAL. Indexed by user alone (a
-- player's open games are few, sorting them is free) and with room left
-- on each page, a move's update stays on its page and touches no index.
DROP INDEX games_user_open;
CREATE INDEX games_user_open ON games (user_id) WHERE NOT over;
ALTER TABLE games SET (fillfactor = 80);

-- +goose Down
ALTER TABLE games RESET (fillfactor);
DROP INDEX games_user_open;
CREATE INDEX games_user_open ON games (user_id, updated_at DESC) WHERE NOT over;
