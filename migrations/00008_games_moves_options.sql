-- +goose Up
-- A game counts from the person's first move: before it leaving is an
-- abort (the game is deleted, nothing recorded), after it a loss. moves
-- counts the person's actions (the Continue list shows it too); options
-- are the new-game form as the game checked it, form-encoded, for the
-- Continue list's summary ("Bots: Strong").
ALTER TABLE games ADD COLUMN moves integer NOT NULL DEFAULT 0,
    ADD COLUMN options text NOT NULL DEFAULT '';

-- Open games from before: the person's steps in the record (lines of
-- seat 0), or, for a game with no record, one move if it was ever saved
-- after its creation, so that nothing played becomes free to abort.
UPDATE games g SET moves = coalesce(
    (SELECT nullif(count(*), 0) FROM game_steps st, regexp_split_to_table(st.steps, E'\n') AS line
     WHERE st.game_id = g.id AND line ~ '^0( |$)'),
    CASE WHEN g.version > 1 AND NOT EXISTS (SELECT 1 FROM game_steps st WHERE st.game_id = g.id) THEN 1 ELSE 0 END)
WHERE NOT g.over;

-- The hourly sweep of games with an opponent left untouched for a week
-- (store.StaleGames): a range of each such game's open games by age. A
-- game untouched since a moment was created before it, and created_at
-- never changes, so a move's update stays HOT (updated_at and moves are
-- in no index; see 00002).
CREATE INDEX games_open_created ON games (slug, created_at) WHERE NOT over;

-- +goose Down
DROP INDEX games_open_created;
ALTER TABLE games DROP COLUMN options, DROP COLUMN moves;
