package store

import (
	"context"
	"fmt"
	"time"
)

// Hit counts one event under key in a fixed window and reports the count
// in the current window. The counter lives in the database so every
// instance shares it.
func (s *Store) Hit(ctx context.Context, key string, window time.Duration) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `
		INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), 1)
		ON CONFLICT (key) DO UPDATE SET
			hits = CASE WHEN rate_limits.window_start < now() - $2::interval THEN 1 ELSE rate_limits.hits + 1 END,
			window_start = CASE WHEN rate_limits.window_start < now() - $2::interval THEN now() ELSE rate_limits.window_start END
		RETURNING hits`, key, window).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: rate limit: %w", err)
	}
	return n, nil
}

// Hits reports the count under key in the current window without adding.
func (s *Store) Hits(ctx context.Context, key string, window time.Duration) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `
		SELECT coalesce(max(hits), 0) FROM rate_limits
		WHERE key = $1 AND window_start >= now() - $2::interval`, key, window).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: rate limit: %w", err)
	}
	return n, nil
}

// ClearHits forgets the counter under key (after a successful sign-in).
func (s *Store) ClearHits(ctx context.Context, key string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM rate_limits WHERE key = $1`, key)
	if err != nil {
		return fmt.Errorf("store: rate limit: %w", err)
	}
	return nil
}

// HitAll counts one event under each key in one statement and reports
// the highest count among them, so a caller checks several limits (say
// per user and per address) in a single round trip. The count is taken
// before the guarded work runs: a burst of parallel requests gets
// increasing counts, never all zero.
func (s *Store) HitAll(ctx context.Context, window time.Duration, keys ...string) ([]int, error) {
	rows, err := s.pool.Query(ctx, `
		INSERT INTO rate_limits (key, window_start, hits)
		SELECT k, now(), 1 FROM unnest($1::text[]) AS k ORDER BY k -- one lock order for every caller
		ON CONFLICT (key) DO UPDATE SET
			hits = CASE WHEN rate_limits.window_start < now() - $2::interval THEN 1 ELSE rate_limits.hits + 1 END,
			window_start = CASE WHEN rate_limits.window_start < now() - $2::interval THEN now() ELSE rate_limits.window_start END
		RETURNING key, hits`, keys, window)
	if err != nil {
		return nil, fmt.Errorf("store: rate limit: %w", err)
	}
	byKey := make(map[string]int, len(keys))
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			rows.Close()
			return nil, fmt.Errorf("store: rate limit: %w", err)
		}
		byKey[k] = n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: rate limit: %w", err)
	}
	out := make([]int, len(keys))
	for i, k := range keys {
		out[i] = byKey[k]
	}
	return out, nil
}

// Forgive takes one event back from the counter under key (never below
// zero): a sign-in that succeeded was counted before the check and is
// not a failure.
func (s *Store) Forgive(ctx context.Context, key string) error {
	_, err := s.pool.Exec(ctx, `UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1`, key)
	if err != nil {
		return fmt.Errorf("store: rate limit: %w", err)
	}
	return nil
}
