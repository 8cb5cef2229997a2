package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"gamehall/internal/rating"
)

// RatingPeriod is the length of a Glicko-2 rating period. Every game is
// rated at once (its own period, as lichess does); a day without games
// is one period of rest, so a rating's deviation grows back with time
// away: from RD 50 it takes about three months to be provisional again.
const RatingPeriod = 24 * time.Hour

// RatingBoard is the standings board of a rating key: a game's ratings
// appear on its leaderboard page beside its score boards.
func RatingBoard(key string) string { return "rating:" + key }

// PlayerRating is a player's rating on one key, as stored after the
// player's last rated game.
type PlayerRating struct {
	Key     string
	Rating  rating.Rating
	Games   int
	Updated time.Time
}

// Now is the rating at a time: its deviation grown by the rating
// periods passed since the last game.
func (p PlayerRating) Now(now time.Time) rating.Rating {
	return p.Rating.Decay(restPeriods(p.Updated, now))
}

func restPeriods(from, to time.Time) int {
	if !to.After(from) {
		return 0
	}
	return int(to.Sub(from) / RatingPeriod)
}

// RecordRated rates one finished game of a player against an opponent
// with a fixed rating, in a transaction of its own, and returns the new
// rating. A game already rated on the key changes nothing. Saves rate
// their results themselves (SaveGame, in the save's transaction); this
// is the same step for callers without a result row.
func (s *Store) RecordRated(ctx context.Context, userID, gameID int64, slug string, rd Rated, score float64) (rating.Rating, error) {
	var out rating.Rating
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var err error
		out, err = recordRated(ctx, tx, userID, gameID, slug, rd, score)
		return err
	})
	return out, err
}

// recordRated applies Glicko-2 to the player's rating row, locked for
// the transaction so two games finishing at once are rated one after
// the other, each from the other's result. It writes the history point
// and the rating's standings.
func recordRated(ctx context.Context, tx pgx.Tx, userID, gameID int64, slug string, rd Rated, score float64) (rating.Rating, error) {
	def := rating.Default()
	_, err := tx.Exec(ctx, `
		INSERT INTO ratings (user_id, key, r, rd, sigma, games, updated_at)
		VALUES ($1, $2, $3, $4, $5, 0, now()) ON CONFLICT DO NOTHING`,
		userID, rd.Key, def.R, def.RD, def.Sigma)
	if err != nil {
		return rating.Rating{}, fmt.Errorf("store: rating: %w", err)
	}
	var cur PlayerRating
	var now time.Time
	var games int
	err = tx.QueryRow(ctx, `
		SELECT r, rd, sigma, games, updated_at, now() FROM ratings
		WHERE user_id = $1 AND key = $2 FOR UPDATE`, userID, rd.Key).
		Scan(&cur.Rating.R, &cur.Rating.RD, &cur.Rating.Sigma, &games, &cur.Updated, &now)
	if err != nil {
		return rating.Rating{}, fmt.Errorf("store: rating: %w", err)
	}
	var done bool
	err = tx.QueryRow(ctx, `SELECT true FROM rating_history WHERE game_id = $1 AND key = $2`, gameID, rd.Key).Scan(&done)
	if err == nil {
		return cur.Rating, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return rating.Rating{}, fmt.Errorf("store: rating: %w", err)
	}
	next := cur.Now(now).Update([]rating.Result{{Opponent: rd.Opponent, Score: score}}, rating.DefaultTau)
	if _, err := tx.Exec(ctx, `
		UPDATE ratings SET r = $3, rd = $4, sigma = $5, games = games + 1, updated_at = now()
		WHERE user_id = $1 AND key = $2`, userID, rd.Key, next.R, next.RD, next.Sigma); err != nil {
		return rating.Rating{}, fmt.Errorf("store: rating: %w", err)
	}
	if _, err := tx.Exec(ctx, `
		INSERT INTO rating_history (game_id, key, user_id, r, rd, at) VALUES ($1, $2, $3, $4, $5, now())`,
		gameID, rd.Key, userID, next.R, next.RD); err != nil {
		return rating.Rating{}, fmt.Errorf("store: rating history: %w", err)
	}
	var win, draw, loss int
	switch score {
	case rating.Win:
		win = 1
	case rating.Draw:
		draw = 1
	default:
		loss = 1
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO standings AS s (slug, board, period, user_id, listed, games, wins, draws, losses, rating, rd, updated_at)
		SELECT $1, $2, p, u.id, u.username IS NOT NULL, 1, $4, $5, $6, $7, $8, now()
		FROM users u, unnest(`+sqlPeriodKeys+`) p WHERE u.id = $3
		ON CONFLICT (slug, board, period, user_id) DO UPDATE SET
			listed = EXCLUDED.listed, games = s.games + 1, wins = s.wins + EXCLUDED.wins,
			draws = s.draws + EXCLUDED.draws, losses = s.losses + EXCLUDED.losses,
			rating = EXCLUDED.rating, rd = EXCLUDED.rd, updated_at = now()`,
		slug, RatingBoard(rd.Key), userID, win, draw, loss, next.R, next.RD)
	if err != nil {
		return rating.Rating{}, fmt.Errorf("store: rating standing: %w", err)
	}
	return next, nil
}

// Ratings lists a player's ratings, by key, and the database's clock
// (to grow their deviations to now with PlayerRating.Now).
func (s *Store) Ratings(ctx context.Context, userID int64) ([]PlayerRating, time.Time, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT key, r, rd, sigma, games, updated_at, now() FROM ratings
		WHERE user_id = $1 AND games > 0 ORDER BY key`, userID)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("store: ratings: %w", err)
	}
	var now time.Time
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (PlayerRating, error) {
		var p PlayerRating
		err := r.Scan(&p.Key, &p.Rating.R, &p.Rating.RD, &p.Rating.Sigma, &p.Games, &p.Updated, &now)
		return p, err
	})
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("store: ratings: %w", err)
	}
	return list, now, nil
}

// RatingPoint is a player's rating after one rated game.
type RatingPoint struct {
	At    time.Time
	R, RD float64
}

// RatingHistory is a player's rating on a key after each of their last
// limit rated games, oldest first.
func (s *Store) RatingHistory(ctx context.Context, userID int64, key string, limit int) ([]RatingPoint, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT at, r, rd FROM (
			SELECT at, r, rd FROM rating_history WHERE user_id = $1 AND key = $2
			ORDER BY at DESC LIMIT $3) h ORDER BY at`, userID, key, limit)
	if err != nil {
		return nil, fmt.Errorf("store: rating history: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (RatingPoint, error) {
		var p RatingPoint
		err := r.Scan(&p.At, &p.R, &p.RD)
		return p, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: rating history: %w", err)
	}
	return list, nil
}
