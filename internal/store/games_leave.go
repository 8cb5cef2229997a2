package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// AbortGame deletes a game its player leaves before their first move,
// with its record and any results: a game counts from the first move.
// The game must still be open, unmoved and at version; otherwise it is
// ErrConflict (a move or another window got there first) and nothing
// changes.
func (s *Store) AbortGame(ctx context.Context, id, userID, version int64) error {
	tag, err := s.pool.Exec(ctx, `
		DELETE FROM games WHERE id = $1 AND user_id = $2 AND version = $3 AND NOT over AND moves = 0`,
		id, userID, version)
	if err != nil {
		return fmt.Errorf("store: abort game: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return ErrConflict
	}
	return nil
}

// LastOptions are the new-game options of the user's latest game of
// slug, form-encoded ("" when they have none), to start the next one
// from. A player's games are few; the user's two partial indexes find
// them.
func (s *Store) LastOptions(ctx context.Context, userID int64, slug string) (string, error) {
	var opts string
	err := s.pool.QueryRow(ctx, `
		SELECT options FROM games WHERE user_id = $1 AND slug = $2 AND options <> ''
		ORDER BY created_at DESC LIMIT 1`, userID, slug).Scan(&opts)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("store: last options: %w", err)
	}
	return opts, nil
}

// GameRef names a game and its player.
type GameRef struct {
	ID, UserID int64
}

// StaleGames lists up to limit open games of the given slugs, moved by
// their player and untouched since before: the games the hourly sweep
// records as abandoned. The index games_open_created serves it (a game
// untouched since before was created before it).
func (s *Store) StaleGames(ctx context.Context, slugs []string, before time.Time, limit int) ([]GameRef, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT id, user_id FROM games
		WHERE NOT over AND slug = ANY($1) AND created_at < $2 AND updated_at < $2 AND moves > 0
		ORDER BY updated_at LIMIT $3`, slugs, before, limit)
	if err != nil {
		return nil, fmt.Errorf("store: stale games: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[GameRef])
	if err != nil {
		return nil, fmt.Errorf("store: stale games: %w", err)
	}
	return out, nil
}
