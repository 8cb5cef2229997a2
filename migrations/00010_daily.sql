-- +goose Up
-- Daily challenges: every game started from a day's deal or field, by
-- day (UTC) and challenge ("klondike", "beginner", ...). A person has one
-- ranked attempt per day and challenge (the partial unique index); games
-- of past days are practice and not ranked. The day's board is the
-- ranked attempts' results. The deals come from the date and a secret in
-- app_keys ("daily"), so nobody can compute a future day's deal.
CREATE TABLE daily_attempts (
    game_id   bigint PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    day       date NOT NULL,
    challenge text NOT NULL,
    user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ranked    boolean NOT NULL
);
CREATE UNIQUE INDEX daily_attempts_one_ranked ON daily_attempts (day, challenge, user_id) WHERE ranked;

-- +goose Down
DROP TABLE daily_attempts;
