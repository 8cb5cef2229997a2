-- +goose Up
-- Usernames: the canonical key (PRECIS UsernameCaseMapped, made in Go:
-- lower() under the private cluster's C locale folds ASCII only) finds
-- and keeps apart accounts; the confusable skeleton (UTS #39) keeps out
-- names that look like another. Both are filled for existing users by
-- the store when it opens (store.backfillUsernameKeys).
ALTER TABLE users ADD COLUMN username_key text, ADD COLUMN username_skeleton text;
CREATE UNIQUE INDEX users_username_key_unique ON users (username_key);
CREATE UNIQUE INDEX users_username_skeleton_unique ON users (username_skeleton);
DROP INDEX users_username_key;

-- Guests who never played are deleted after a day; this finds them.
CREATE INDEX users_guests_created ON users (created_at) WHERE username IS NULL;

-- One-time recovery codes, hashed (SHA-256 of an 80-bit random code).
CREATE TABLE recovery_codes (
    user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash bytea NOT NULL,
    PRIMARY KEY (user_id, code_hash)
);

-- +goose Down
DROP TABLE recovery_codes;
DROP INDEX users_guests_created;
CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE username IS NOT NULL;
DROP INDEX users_username_skeleton_unique;
DROP INDEX users_username_key_unique;
ALTER TABLE users DROP COLUMN username_skeleton, DROP COLUMN username_key;
