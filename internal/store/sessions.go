package store

import (
	"context"
	"fmt"
	"time"
)

// SessionRow is a stored browser session.
type SessionRow struct {
	ID        string
	UserID    int64 // 0 when the session has no user yet
	Data      []byte
	ExpiresAt time.Time
}

// LoadSession returns an unexpired session.
func (s *Store) LoadSession(ctx context.Context, id string) (*SessionRow, error) {
	row := &SessionRow{ID: id}
	var uid *int64
	err := s.pool.QueryRow(ctx,
		`SELECT user_id, data, expires_at FROM sessions WHERE id = $1 AND expires_at > now()`, id).
		Scan(&uid, &row.Data, &row.ExpiresAt)
	if err != nil {
		return nil, readErr(err, "load session")
	}
	if uid != nil {
		row.UserID = *uid
	}
	return row, nil
}

// SaveSession inserts or replaces a session.
func (s *Store) SaveSession(ctx context.Context, row *SessionRow) error {
	var uid *int64
	if row.UserID != 0 {
		uid = &row.UserID
	}
	_, err := s.pool.Exec(ctx, `
		INSERT INTO sessions (id, user_id, data, expires_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (id) DO UPDATE SET user_id = $2, data = $3, expires_at = $4`,
		row.ID, uid, row.Data, row.ExpiresAt)
	if err != nil {
		return fmt.Errorf("store: save session: %w", err)
	}
	return nil
}

// DeleteSession removes one session (sign-out).
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE id = $1`, id); err != nil {
		return fmt.Errorf("store: delete session: %w", err)
	}
	return nil
}

// DeleteUserSessions removes every session of a user ("sign out everywhere").
func (s *Store) DeleteUserSessions(ctx context.Context, userID int64) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: delete sessions: %w", err)
	}
	return nil
}

// DeleteExpired removes expired sessions and stale rate-limit counters.
func (s *Store) DeleteExpired(ctx context.Context) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE expires_at < now()`); err != nil {
		return fmt.Errorf("store: expire sessions: %w", err)
	}
	if _, err := s.pool.Exec(ctx, `DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`); err != nil {
		return fmt.Errorf("store: expire rate limits: %w", err)
	}
	return nil
}

// LoadSessionGame reads a session and, in the same statement, the game
// id if it belongs to the session's user: the two reads every game
// request starts with, in one round trip. A missing or expired session is
// ErrNotFound; a game that is missing or someone else's is a nil game.
func (s *Store) LoadSessionGame(ctx context.Context, sessionID string, gameID int64) (*SessionRow, *Game, error) {
	row := &SessionRow{ID: sessionID}
	var (
		uid, gid, guid, version *int64
		slug                    *string
		state                   []byte
		over                    *bool
		created, updated        *time.Time
		moves                   *int
		options                 *string
	)
	err := s.pool.QueryRow(ctx, `
		SELECT s.user_id, s.data, s.expires_at,
			g.id, g.user_id, g.slug, g.state, g.version, g.over, g.created_at, g.updated_at, g.moves, g.options
		FROM sessions s LEFT JOIN games g ON g.id = $2 AND g.user_id = s.user_id
		WHERE s.id = $1 AND s.expires_at > now()`, sessionID, gameID).
		Scan(&uid, &row.Data, &row.ExpiresAt, &gid, &guid, &slug, &state, &version, &over, &created, &updated, &moves, &options)
	if err != nil {
		return nil, nil, readErr(err, "load session and game")
	}
	if uid != nil {
		row.UserID = *uid
	}
	if gid == nil {
		return row, nil, nil
	}
	g := &Game{ID: *gid, UserID: *guid, Slug: *slug, State: state, Version: *version, Over: *over, CreatedAt: *created, UpdatedAt: *updated,
		Moves: *moves, Options: *options}
	return row, g, nil
}
