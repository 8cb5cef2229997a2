-- +goose Up
-- Every game's record, so a finished game can be replayed: one row per
-- save, written in the same statement as the save. version is the
-- version the save replaced (0 for the game's creation, whose row also
-- holds the state the game started from). steps are the actions applied
-- in that save, one a line, in order: "<seat>[ @<ns>] <form-encoded
-- action>", or "t[ @<ns>]" where only the clock moved on; at is the time
-- the engine was given (unix nanoseconds) and @<ns> a step's time after
-- it when that differs. Replaying applies them to the start state: the
-- engines are pure and keep their RNG in the state.
CREATE TABLE game_steps (
    game_id bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version bigint NOT NULL,
    at      bigint NOT NULL,
    steps   text NOT NULL,
    start   bytea,
    PRIMARY KEY (game_id, version)
);

-- +goose Down
DROP TABLE game_steps;
