package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"gamehall/internal/rating"
)

// Order says how a board ranks its standings, which decides the column
// of the standings row a result updates.
type Order int

const (
	// OrderNone keeps counts only (games, wins, draws, losses): boards
	// against a bot level, which rank by rating instead.
	OrderNone Order = iota
	// OrderLow ranks by the lowest winning score (times, moves).
	OrderLow
	// OrderHigh ranks by the highest score (bankroll, points).
	OrderHigh
	// OrderWinRate ranks by wins over games, from MinWinRateGames games.
	OrderWinRate
	// OrderRating ranks by rating among established players (rating
	// boards; results are never saved with it).
	OrderRating
)

// MinWinRateGames is the fewest games a win-rate board needs from a
// player in its period.
const MinWinRateGames = 20

// Result is a game's standing on one leaderboard.
type Result struct {
	Board   string
	Order   Order // how the board ranks (the standings column to update)
	Outcome string
	Score   int64
	Moves   int
	// Ranked results reach standings and ratings; casual ones are kept
	// for the player's own history only.
	Ranked bool
	// Detail is the result's particulars as a JSON object.
	Detail map[string]any
	// Rated, when set, makes the result's final outcome update the
	// player's rating (once per game and rating key).
	Rated *Rated
}

// Rated names the rating a result moves and the opponent it was against.
type Rated struct {
	Key      string        // ratings key, e.g. "chess", "go-9x9"
	Opponent rating.Rating // a bot level: fixed, never updated
}

// saveResults upserts a game's results and, for ranked ones, updates
// the player's standings and rating in the same transaction. The game's
// row is already locked by its version-checked UPDATE, so two saves of
// one game never run these at once.
func saveResults(ctx context.Context, tx pgx.Tx, g *Game, results []Result) error {
	for _, r := range results {
		var prevOutcome string
		var prevScore int64
		var prevRanked bool
		err := tx.QueryRow(ctx, `SELECT outcome, score, ranked FROM results WHERE game_id = $1 AND board = $2`,
			g.ID, r.Board).Scan(&prevOutcome, &prevScore, &prevRanked)
		found := err == nil
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("store: save result: %w", err)
		}
		detail := r.Detail
		if detail == nil {
			detail = map[string]any{}
		}
		_, err = tx.Exec(ctx, `
			INSERT INTO results (game_id, board, user_id, slug, outcome, score, moves, ranked, detail, recorded_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
			ON CONFLICT (game_id, board) DO UPDATE SET outcome = $5, score = $6, moves = $7,
				ranked = $8, detail = $9, recorded_at = now()
			WHERE (results.outcome, results.score, results.moves, results.ranked, results.detail)
				IS DISTINCT FROM ($5, $6, $7, $8, $9::jsonb)`,
			g.ID, r.Board, g.UserID, g.Slug, r.Outcome, r.Score, r.Moves, r.Ranked, detail)
		if err != nil {
			return fmt.Errorf("store: save result: %w", err)
		}
		// A win-rate board counts a solitaire deal as a loss from its
		// first move (leaving it costs); winning it later turns that
		// loss into a win, even if the game has since turned casual
		// (help cannot erase a deal already counted, but then its win
		// does not count either).
		if found && prevRanked && prevOutcome == "loss" && r.Outcome == "win" && r.Order == OrderWinRate {
			if !r.Ranked {
				continue
			}
			if err := lossBecameWin(ctx, tx, g, r.Board); err != nil {
				return err
			}
			continue
		}
		if !r.Ranked {
			continue
		}
		// A result is final once its outcome is known; it counts once,
		// when it first becomes final as a ranked result.
		final := r.Outcome != "none" && (!found || prevOutcome == "none" || !prevRanked)
		changed := !found || !prevRanked || prevScore != r.Score || final
		if !changed {
			continue
		}
		if err := addStanding(ctx, tx, g, r, final); err != nil {
			return err
		}
		if final && r.Rated != nil {
			if _, err := recordRated(ctx, tx, g.UserID, g.ID, g.Slug, *r.Rated, outcomeScore(r.Outcome)); err != nil {
				return err
			}
		}
	}
	return nil
}

// outcomeScore is a Glicko-2 score: 1 a win, ½ a draw, 0 a loss.
func outcomeScore(outcome string) float64 {
	switch outcome {
	case "win":
		return rating.Win
	case "draw":
		return rating.Draw
	}
	return rating.Loss
}

// addStanding folds one ranked result into the player's standings on
// its board for every current period: counts when it becomes final, a
// new best when it beats the old one.
func addStanding(ctx context.Context, tx pgx.Tx, g *Game, r Result, final bool) error {
	var games, wins, draws, losses int
	if final {
		games = 1
		switch r.Outcome {
		case "win":
			wins = 1
		case "draw":
			draws = 1
		case "loss":
			losses = 1
		}
	}
	var low, high *int64
	switch {
	case r.Order == OrderLow && r.Outcome == "win":
		low = &r.Score
	case r.Order == OrderHigh:
		high = &r.Score
	}
	if games == 0 && low == nil && high == nil {
		return nil
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO standings AS s (slug, board, period, user_id, listed, games, wins, draws, losses,
			low, high, best_at, best_game, updated_at)
		SELECT $1, $2, p, u.id, u.username IS NOT NULL, $4, $5, $6, $7, $8::bigint, $9::bigint,
			CASE WHEN $8::bigint IS NOT NULL OR $9::bigint IS NOT NULL THEN now() END,
			CASE WHEN $8::bigint IS NOT NULL OR $9::bigint IS NOT NULL THEN $10::bigint END, now()
		FROM users u, unnest(`+sqlPeriodKeys+`) p WHERE u.id = $3
		ON CONFLICT (slug, board, period, user_id) DO UPDATE SET
			listed = EXCLUDED.listed,
			games = s.games + EXCLUDED.games, wins = s.wins + EXCLUDED.wins,
			draws = s.draws + EXCLUDED.draws, losses = s.losses + EXCLUDED.losses,
			low = CASE WHEN EXCLUDED.low < s.low OR s.low IS NULL THEN coalesce(EXCLUDED.low, s.low) ELSE s.low END,
			high = CASE WHEN EXCLUDED.high > s.high OR s.high IS NULL THEN coalesce(EXCLUDED.high, s.high) ELSE s.high END,
			best_at = CASE WHEN EXCLUDED.low < s.low OR EXCLUDED.high > s.high
				OR (s.low IS NULL AND s.high IS NULL AND EXCLUDED.best_at IS NOT NULL)
				THEN EXCLUDED.best_at ELSE s.best_at END,
			best_game = CASE WHEN EXCLUDED.low < s.low OR EXCLUDED.high > s.high
				OR (s.low IS NULL AND s.high IS NULL AND EXCLUDED.best_at IS NOT NULL)
				THEN EXCLUDED.best_game ELSE s.best_game END,
			updated_at = now()`,
		g.Slug, r.Board, g.UserID, games, wins, draws, losses, low, high, g.ID)
	if err != nil {
		return fmt.Errorf("store: save standing: %w", err)
	}
	return nil
}

// lossBecameWin moves a counted game from losses to wins on a board for
// every current period (a deal won after it was counted as started).
func lossBecameWin(ctx context.Context, tx pgx.Tx, g *Game, board string) error {
	_, err := tx.Exec(ctx, `
		UPDATE standings SET wins = wins + 1, losses = losses - 1, updated_at = now()
		WHERE slug = $1 AND board = $2 AND user_id = $3 AND period = ANY(`+sqlPeriodKeys+`) AND losses > 0`,
		g.Slug, board, g.UserID)
	if err != nil {
		return fmt.Errorf("store: save standing: %w", err)
	}
	return nil
}
