package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Standing is one line of a leaderboard.
type Standing struct {
	Username string
	Score    int64 // best score (RankLowest/RankHighest boards)
	Wins     int
	Draws    int
	Losses   int
	Detail   string
	At       time.Time
}

// BestLowest ranks players by their lowest winning score on a board
// since a time (zero time: all time).
func (s *Store) BestLowest(ctx context.Context, slug, board string, since time.Time, limit int) ([]Standing, error) {
	return s.best(ctx, slug, board, since, limit, "ASC", "AND r.outcome = 'win'")
}

// BestHighest ranks players by their highest score on a board.
func (s *Store) BestHighest(ctx context.Context, slug, board string, since time.Time, limit int) ([]Standing, error) {
	return s.best(ctx, slug, board, since, limit, "DESC", "")
}

func (s *Store) best(ctx context.Context, slug, board string, since time.Time, limit int, order, filter string) ([]Standing, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT DISTINCT ON (u.id) u.username, r.score, r.detail, r.recorded_at
		FROM results r JOIN users u ON u.id = r.user_id
		WHERE r.slug = $1 AND r.board = $2 AND r.recorded_at >= $3 AND u.username IS NOT NULL `+filter+`
		ORDER BY u.id, r.score `+order+`, r.recorded_at`, slug, board, since)
	if err != nil {
		return nil, fmt.Errorf("store: leaderboard: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Standing, error) {
		var st Standing
		err := r.Scan(&st.Username, &st.Score, &st.Detail, &st.At)
		return st, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: leaderboard: %w", err)
	}
	sortStandings(list, order == "ASC")
	if len(list) > limit {
		list = list[:limit]
	}
	return list, nil
}

// Wins ranks players by wins, then draws, on a board.
func (s *Store) Wins(ctx context.Context, slug, board string, since time.Time, limit int) ([]Standing, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT u.username,
			count(*) FILTER (WHERE r.outcome = 'win'),
			count(*) FILTER (WHERE r.outcome = 'draw'),
			count(*) FILTER (WHERE r.outcome = 'loss'),
			max(r.recorded_at)
		FROM results r JOIN users u ON u.id = r.user_id
		WHERE r.slug = $1 AND r.board = $2 AND r.recorded_at >= $3 AND u.username IS NOT NULL
			AND r.outcome <> 'none'
		GROUP BY u.username
		ORDER BY 2 DESC, 3 DESC, 4 ASC, 1
		LIMIT $4`, slug, board, since, limit)
	if err != nil {
		return nil, fmt.Errorf("store: leaderboard: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Standing, error) {
		var st Standing
		err := r.Scan(&st.Username, &st.Wins, &st.Draws, &st.Losses, &st.At)
		return st, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: leaderboard: %w", err)
	}
	return list, nil
}

// BoardStats is a user's record on one board of one game.
type BoardStats struct {
	Slug   string
	Board  string
	Played int
	Wins   int
	Draws  int
	Losses int
	Lowest int64 // lowest winning score, 0 if none
	Best   int64 // highest score
	Detail string
}

// UserStats summarises a user's results per game and board.
func (s *Store) UserStats(ctx context.Context, userID int64) ([]BoardStats, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT slug, board, count(*),
			count(*) FILTER (WHERE outcome = 'win'),
			count(*) FILTER (WHERE outcome = 'draw'),
			count(*) FILTER (WHERE outcome = 'loss'),
			coalesce(min(score) FILTER (WHERE outcome = 'win'), 0),
			coalesce(max(score), 0)
		FROM results WHERE user_id = $1
		GROUP BY slug, board ORDER BY slug, board`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: user stats: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (BoardStats, error) {
		var b BoardStats
		err := r.Scan(&b.Slug, &b.Board, &b.Played, &b.Wins, &b.Draws, &b.Losses, &b.Lowest, &b.Best)
		return b, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: user stats: %w", err)
	}
	return list, nil
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
