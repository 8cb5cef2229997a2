package store

import (
	"context"
	"fmt"
	"time"
)

// GameStats is a player's record in one game over its ranked, finished
// games: each game counts once however many boards it stands on.
type GameStats struct {
	Slug                string
	Played              int
	Wins, Draws, Losses int
	Streak              int // the current run of wins (0 after a draw or loss)
	BestStreak          int // the longest run of wins
	Last                time.Time
}

// StatsLimit bounds how many of a player's latest games per game the
// statistics read, so a profile costs the same for a player of ten
// thousand games (the counts then say "of the last 2 000").
const StatsLimit = 2000

// PlayerStats is a player's record per game, in slug order.
func (s *Store) PlayerStats(ctx context.Context, userID int64) ([]GameStats, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT slug, outcome, recorded_at FROM (
			SELECT DISTINCT ON (game_id) slug, game_id, outcome, recorded_at FROM results
			WHERE user_id = $1 AND ranked AND outcome <> 'none'
			ORDER BY game_id, board) r
		ORDER BY slug, recorded_at, game_id`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: player stats: %w", err)
	}
	defer rows.Close()
	var out []GameStats
	for rows.Next() {
		var slug, outcome string
		var at time.Time
		if err := rows.Scan(&slug, &outcome, &at); err != nil {
			return nil, fmt.Errorf("store: player stats: %w", err)
		}
		if len(out) == 0 || out[len(out)-1].Slug != slug {
			out = append(out, GameStats{Slug: slug})
		}
		g := &out[len(out)-1]
		if g.Played >= StatsLimit {
			continue
		}
		g.Played++
		g.Last = at
		switch outcome {
		case "win":
			g.Wins++
			g.Streak++
			g.BestStreak = max(g.BestStreak, g.Streak)
		case "draw":
			g.Draws++
			g.Streak = 0
		default:
			g.Losses++
			g.Streak = 0
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: player stats: %w", err)
	}
	return out, nil
}

// CountGames reports how many games a user started and finished, per slug.
func (s *Store) CountGames(ctx context.Context, userID int64) (map[string][2]int, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT slug, count(*), count(*) FILTER (WHERE over) FROM games
		WHERE user_id = $1 GROUP BY slug`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: count games: %w", err)
	}
	defer rows.Close()
	out := map[string][2]int{}
	for rows.Next() {
		var slug string
		var started, finished int
		if err := rows.Scan(&slug, &started, &finished); err != nil {
			return nil, fmt.Errorf("store: count games: %w", err)
		}
		out[slug] = [2]int{started, finished}
	}
	return out, rows.Err()
}
