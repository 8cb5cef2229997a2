package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// ErrDailyTaken is CreateDailyGame's answer to a second ranked attempt
// of one person at one day's challenge.
var ErrDailyTaken = errors.New("store: daily challenge already attempted")

// DailyAttempt is a person's ranked game of one day's challenge.
type DailyAttempt struct {
	GameID int64
	Over   bool
}

// DailyStanding is one line of a day's board: a ranked win.
type DailyStanding struct {
	Rank     int
	UserID   int64
	Username string
	GameID   int64
	Score    int64 // ms on the clock
	Moves    int
}

// DailyBoard is the day's board of one challenge.
type DailyBoard struct {
	Rows   []DailyStanding // the fastest named winners
	Played int             // ranked attempts started, by anyone
	Won    int             // of them won, ranked
}

// dayOf is the UTC midnight that starts t's day.
func dayOf(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// dayText is a day as PostgreSQL's date literal.
func dayText(day time.Time) string { return day.UTC().Format(time.DateOnly) }

// CreateDailyGame creates g as CreateGame does and records it as an
// attempt at the day's challenge, in one transaction. A second ranked
// attempt by the same user is ErrDailyTaken and creates nothing.
func (s *Store) CreateDailyGame(ctx context.Context, g *Game, results []Result, day time.Time, challenge string, ranked bool) error {
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		if err := createGame(ctx, tx, g, results); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `
			INSERT INTO daily_attempts (game_id, day, challenge, user_id, ranked)
			VALUES ($1, $2::date, $3, $4, $5)`,
			g.ID, dayText(day), challenge, g.UserID, ranked)
		return err
	})
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "23505" {
		return ErrDailyTaken
	}
	if err != nil {
		return fmt.Errorf("store: create daily game: %w", err)
	}
	return nil
}

// DailyRanked is the user's ranked attempt at the day's challenge, or
// ErrNotFound.
func (s *Store) DailyRanked(ctx context.Context, day time.Time, challenge string, userID int64) (*DailyAttempt, error) {
	a := &DailyAttempt{}
	err := s.pool.QueryRow(ctx, `
		SELECT a.game_id, g.over FROM daily_attempts a JOIN games g ON g.id = a.game_id
		WHERE a.day = $1::date AND a.challenge = $2 AND a.user_id = $3 AND a.ranked`,
		dayText(day), challenge, userID).Scan(&a.GameID, &a.Over)
	if err != nil {
		return nil, readErr(err, "daily attempt")
	}
	return a, nil
}

// DailyStandings is the day's board of a challenge: the ranked wins of
// signed-up players on the result board named, won before the day
// ended, fastest first (fewer moves, then the earlier win, break ties),
// at most limit of them.
func (s *Store) DailyStandings(ctx context.Context, day time.Time, challenge, board string, limit int) (*DailyBoard, error) {
	// A game of the day won after it ended is not on its board: by then
	// the day's replays were open to its player.
	end := dayOf(day).AddDate(0, 0, 1)
	b := &DailyBoard{}
	err := s.pool.QueryRow(ctx, `
		SELECT count(*), count(*) FILTER (WHERE r.outcome = 'win' AND r.ranked AND r.recorded_at < $4)
		FROM daily_attempts a LEFT JOIN results r ON r.game_id = a.game_id AND r.board = $3
		WHERE a.day = $1::date AND a.challenge = $2 AND a.ranked`,
		dayText(day), challenge, board, end).Scan(&b.Played, &b.Won)
	if err != nil {
		return nil, fmt.Errorf("store: daily board: %w", err)
	}
	rows, err := s.pool.Query(ctx, `
		SELECT a.user_id, u.username, a.game_id, r.score, r.moves
		FROM daily_attempts a
		JOIN results r ON r.game_id = a.game_id AND r.board = $3
		JOIN users u ON u.id = a.user_id
		WHERE a.day = $1::date AND a.challenge = $2 AND a.ranked
			AND r.ranked AND r.outcome = 'win' AND r.recorded_at < $5 AND u.username IS NOT NULL
		ORDER BY r.score, r.moves, r.recorded_at
		LIMIT $4`,
		dayText(day), challenge, board, limit, end)
	if err != nil {
		return nil, fmt.Errorf("store: daily board: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		st := DailyStanding{Rank: len(b.Rows) + 1}
		if err := rows.Scan(&st.UserID, &st.Username, &st.GameID, &st.Score, &st.Moves); err != nil {
			return nil, fmt.Errorf("store: daily board: %w", err)
		}
		b.Rows = append(b.Rows, st)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: daily board: %w", err)
	}
	return b, nil
}

// DailyDay is the day of the challenge a game was started from; ok is
// false for a game that is no daily attempt.
func (s *Store) DailyDay(ctx context.Context, gameID int64) (day time.Time, ok bool, err error) {
	err = s.pool.QueryRow(ctx, `SELECT day FROM daily_attempts WHERE game_id = $1`, gameID).Scan(&day)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, fmt.Errorf("store: daily day: %w", err)
	}
	return day, true, nil
}

// moveDailyAttempts is MoveGames' part for daily attempts: where both
// users made a ranked attempt at one challenge, the account's stays
// ranked and the guest's becomes practice, so signing in never gives a
// second ranked attempt nor takes one away.
func moveDailyAttempts(ctx context.Context, tx pgx.Tx, from, to int64) error {
	if _, err := tx.Exec(ctx, `
		UPDATE daily_attempts a SET ranked = false
		WHERE a.user_id = $1 AND a.ranked AND EXISTS (
			SELECT 1 FROM daily_attempts b
			WHERE b.user_id = $2 AND b.ranked AND b.day = a.day AND b.challenge = a.challenge)`, from, to); err != nil {
		return fmt.Errorf("store: move daily attempts: %w", err)
	}
	if _, err := tx.Exec(ctx, `UPDATE daily_attempts SET user_id = $2 WHERE user_id = $1`, from, to); err != nil {
		return fmt.Errorf("store: move daily attempts: %w", err)
	}
	return nil
}
