package store

import (
	"context"
	"crypto/rand"
	"fmt"
)

// Key returns the named secret, generating it (size random bytes) the
// first time. Every instance reads the same value, so cookies signed by
// one are accepted by all, across restarts.
func (s *Store) Key(ctx context.Context, name string, size int) ([]byte, error) {
	fresh := make([]byte, size)
	rand.Read(fresh)
	if _, err := s.pool.Exec(ctx,
		`INSERT INTO app_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
		name, fresh); err != nil {
		return nil, fmt.Errorf("store: key %s: %w", name, err)
	}
	var v []byte
	if err := s.pool.QueryRow(ctx, `SELECT value FROM app_keys WHERE name = $1`, name).Scan(&v); err != nil {
		return nil, fmt.Errorf("store: key %s: %w", name, err)
	}
	return v, nil
}
