package store

import (
	"context"
	"fmt"
)

// SoloResult is one of a player's ranked games on one board, as a
// solitaire game's own statistics read it.
type SoloResult struct {
	Board   string
	Outcome string
	Detail  map[string]any
	Daily   bool // a daily challenge's ranked attempt
}

// SoloResults reads a player's ranked results on the given boards of a
// game, oldest first: the latest StatsLimit of them. A game still in
// play is left out until it ends or lies untouched for seven days (then
// it counts as it stands, a loss on a win-rate board), so a game being
// played does not break a streak it may yet extend.
func (s *Store) SoloResults(ctx context.Context, userID int64, slug string, boards []string) ([]SoloResult, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT board, outcome, detail, daily FROM (
			SELECT r.board, r.outcome, r.detail, r.recorded_at, r.game_id,
				EXISTS (SELECT 1 FROM daily_attempts a WHERE a.game_id = r.game_id AND a.ranked) AS daily
			FROM results r JOIN games g ON g.id = r.game_id
			WHERE r.user_id = $1 AND r.slug = $2 AND r.board = ANY($3) AND r.ranked AND r.outcome <> 'none'
				AND (g.over OR g.updated_at < now() - interval '7 days')
			ORDER BY r.recorded_at DESC, r.game_id DESC LIMIT $4) x
		ORDER BY recorded_at, game_id`, userID, slug, boards, StatsLimit)
	if err != nil {
		return nil, fmt.Errorf("store: solo results: %w", err)
	}
	defer rows.Close()
	var out []SoloResult
	for rows.Next() {
		var r SoloResult
		if err := rows.Scan(&r.Board, &r.Outcome, &r.Detail, &r.Daily); err != nil {
			return nil, fmt.Errorf("store: solo results: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: solo results: %w", err)
	}
	return out, nil
}
