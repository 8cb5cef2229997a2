-- +goose Up
-- Users: a guest is a user without a username; signing up names it.
CREATE TABLE users (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    username      text,
    password_hash text,
    lang          text NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE username IS NOT NULL;

-- Sessions: the cookie holds the (signed, encrypted) id; the row is the truth.
CREATE TABLE sessions (
    id         text PRIMARY KEY,
    user_id    bigint REFERENCES users (id) ON DELETE CASCADE,
    data       bytea NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- Games: one row per game, the whole state encoded by its engine.
CREATE TABLE games (
    id          bigint PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    slug        text NOT NULL,
    state       bytea NOT NULL,
    version     bigint NOT NULL DEFAULT 1,
    over        boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
);
CREATE INDEX games_user_open ON games (user_id, updated_at DESC) WHERE NOT over;
CREATE INDEX games_user_finished ON games (user_id, finished_at DESC) WHERE over;

-- Results: each game's standing on each of its leaderboards.
CREATE TABLE results (
    game_id     bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    board       text NOT NULL,
    user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    slug        text NOT NULL,
    outcome     text NOT NULL,
    score       bigint NOT NULL,
    moves       integer NOT NULL,
    detail      text NOT NULL,
    recorded_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, board)
);
CREATE INDEX results_board ON results (slug, board, recorded_at);
CREATE INDEX results_user ON results (user_id, slug);

-- Keys shared by every instance (cookie signing and encryption).
CREATE TABLE app_keys (
    name  text PRIMARY KEY,
    value bytea NOT NULL
);

-- Fixed-window counters for rate limits shared by every instance.
CREATE TABLE rate_limits (
    key          text PRIMARY KEY,
    window_start timestamptz NOT NULL,
    hits         integer NOT NULL
);

-- +goose Down
DROP TABLE rate_limits;
DROP TABLE app_keys;
DROP TABLE results;
DROP TABLE games;
DROP TABLE sessions;
DROP TABLE users;
