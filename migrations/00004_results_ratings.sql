-- +goose Up
-- Results say whether they count (ranked) and keep their particulars as
-- data, printed in the reader's language. Old results were English
-- sentences and cannot be told apart from farmed ones: they are kept as
-- {"text": …} and casual (they stay in their players' history only).
ALTER TABLE results ADD COLUMN ranked boolean NOT NULL DEFAULT false;
ALTER TABLE results ALTER COLUMN detail TYPE jsonb
    USING CASE WHEN detail = '' THEN '{}'::jsonb ELSE jsonb_build_object('text', detail) END;

-- Standings: one row per account, board and period ('all', 'm2026-12',
-- 'w2026-49' for ISO weeks), kept up to date in the transaction that
-- saves a ranked result, so a leaderboard is one index range with LIMIT.
-- A board is a game's score board or one of its ratings ('rating',
-- 'rating-9x9'). Only the column the board ranks by is filled: low (the
-- lowest winning score), high (the highest score), games and wins (win
-- rate), rating and rd (ratings, as they stood after the player's last
-- game in the period). listed is false for guests, who never appear.
CREATE TABLE standings (
    slug       text NOT NULL,
    board      text NOT NULL,
    period     text NOT NULL,
    user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    listed     boolean NOT NULL,
    games      integer NOT NULL DEFAULT 0,
    wins       integer NOT NULL DEFAULT 0,
    draws      integer NOT NULL DEFAULT 0,
    losses     integer NOT NULL DEFAULT 0,
    low        bigint,
    high       bigint,
    best_at    timestamptz,
    best_game  bigint,
    rating     double precision,
    rd         double precision,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (slug, board, period, user_id)
);
-- One partial index per board order; ties go to whoever got there first.
-- Descending orders index the negated value, so that "better than the
-- viewer" is one row comparison, a range of the index (the viewer's rank
-- is a count over it). The negated columns are also included as they
-- are: PostgreSQL reads an expression index only (no table visits) when
-- the columns the expression uses are in the index.
CREATE INDEX standings_low ON standings (slug, board, period, low, best_at, user_id)
    WHERE listed AND low IS NOT NULL;
CREATE INDEX standings_high ON standings (slug, board, period, (-high), best_at, user_id) INCLUDE (high)
    WHERE listed AND high IS NOT NULL;
CREATE INDEX standings_rate ON standings (slug, board, period, (-(wins::double precision / games)), (-games), user_id)
    INCLUDE (wins, games) WHERE listed AND games >= 20;
CREATE INDEX standings_rating ON standings (slug, board, period, (-rating), user_id) INCLUDE (rating)
    WHERE listed AND rd <= 110;
CREATE INDEX standings_user ON standings (user_id);

-- Ratings: Glicko-2 per account and game variant ('chess', 'go-9x9').
CREATE TABLE ratings (
    user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key        text NOT NULL,
    r          double precision NOT NULL,
    rd         double precision NOT NULL,
    sigma      double precision NOT NULL,
    games      integer NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, key)
);

-- Every rated game's rating after it, for the profile's chart. A game is
-- rated once (the primary key).
CREATE TABLE rating_history (
    game_id bigint NOT NULL,
    key     text NOT NULL,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    r       double precision NOT NULL,
    rd      double precision NOT NULL,
    at      timestamptz NOT NULL,
    PRIMARY KEY (game_id, key)
);
CREATE INDEX rating_history_user ON rating_history (user_id, key, at);

-- +goose Down
DROP TABLE rating_history;
DROP TABLE ratings;
DROP TABLE standings;
ALTER TABLE results ALTER COLUMN detail TYPE text USING coalesce(detail->>'text', detail::text);
ALTER TABLE results DROP COLUMN ranked;
