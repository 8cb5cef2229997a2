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
