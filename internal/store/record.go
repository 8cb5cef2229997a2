package store

import (
	"context"
	"fmt"
	"time"
)

// Record is a game as its public page shows it: the row, whose player it
// is, how it ended, and its record (the state it started from and every
// step since) for the replay.
type Record struct {
	Game       Game
	FinishedAt time.Time // zero while the game runs
	Player     string    // the player's username; "" for a guest
	Outcome    string    // the person's outcome on the game's first board, if any
	Ranked     bool
	Detail     map[string]any
	// Start is nil for a game begun before records were kept.
	Start []byte
	Steps []Step
}

// LoadRecord reads any player's game with its record; a missing game is
// ErrNotFound. Whether it may be shown is the caller's to decide.
func (s *Store) LoadRecord(ctx context.Context, id int64) (*Record, error) {
	rec := &Record{}
	g := &rec.Game
	var finished *time.Time
	var player *string
	err := s.pool.QueryRow(ctx, `
		SELECT g.id, g.user_id, g.slug, g.state, g.version, g.over, g.created_at, g.updated_at, g.finished_at,
			u.username, coalesce(r.outcome, ''), coalesce(r.ranked, false), coalesce(r.detail, '{}'::jsonb)
		FROM games g JOIN users u ON u.id = g.user_id
		LEFT JOIN LATERAL (SELECT outcome, ranked, detail FROM results
			WHERE game_id = g.id ORDER BY board LIMIT 1) r ON true
		WHERE g.id = $1`, id).
		Scan(&g.ID, &g.UserID, &g.Slug, &g.State, &g.Version, &g.Over, &g.CreatedAt, &g.UpdatedAt, &finished,
			&player, &rec.Outcome, &rec.Ranked, &rec.Detail)
	if err != nil {
		return nil, readErr(err, "load record")
	}
	if finished != nil {
		rec.FinishedAt = *finished
	}
	if player != nil {
		rec.Player = *player
	}
	rows, err := s.pool.Query(ctx, `
		SELECT at, steps, start FROM game_steps WHERE game_id = $1 ORDER BY version`, id)
	if err != nil {
		return nil, fmt.Errorf("store: load record: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var at int64
		var text string
		var start []byte
		if err := rows.Scan(&at, &text, &start); err != nil {
			return nil, fmt.Errorf("store: load record: %w", err)
		}
		if start != nil {
			rec.Start = start
		}
		steps, err := decodeSteps(at, text)
		if err != nil {
			return nil, err
		}
		rec.Steps = append(rec.Steps, steps...)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: load record: %w", err)
	}
	return rec, nil
}
