package store

import "context"

// BackfillUsernameKeys runs the start-up backfill for tests.
func (s *Store) BackfillUsernameKeys(ctx context.Context) error { return s.backfillUsernameKeys(ctx) }
