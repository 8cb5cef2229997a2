package store

import (
	"context"
	"fmt"
	"time"
)

// CheckWrites makes one tiny committed write, so a health check finds a
// database that answers reads but cannot write (a full disk, a server
// gone read-only). The row it rewrites is the only one of its name.
func (s *Store) CheckWrites(ctx context.Context) error {
	var stamp [8]byte
	now := time.Now().UnixNano()
	for i := range stamp {
		stamp[i] = byte(now >> (8 * i))
	}
	if _, err := s.pool.Exec(ctx,
		`INSERT INTO app_keys (name, value) VALUES ('health-write', $1)
		 ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`, stamp[:]); err != nil {
		return fmt.Errorf("store: write check: %w", err)
	}
	return nil
}

// ResetConnections closes every pooled connection (those in use once
// they are released), for when the database server was restarted: the
// next queries open fresh connections instead of each failing once on a
// dead one.
func (s *Store) ResetConnections() { s.pool.Reset() }
