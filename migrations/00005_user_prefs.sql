-- +goose Up
-- The person's settings for the table: how fast bots' turns play back,
-- whether there is sound, the colour theme. Stored as the same
-- form-encoded text the prefs cookie carries ("speed=fast&sound=off"),
-- so signing in on another browser brings them along.
ALTER TABLE users ADD COLUMN prefs text NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE users DROP COLUMN prefs;
