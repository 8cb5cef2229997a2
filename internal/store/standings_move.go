package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
)

// moveStandings gives a guest's standings and ratings to the account the
// guest signed in to. Score standings merge (counts add up, the better
// best wins). A rating moves only where the account has none on that
// key: two ratings of one person cannot be merged honestly, and the
// account's own is the one with its history; the guest's is dropped.
func moveStandings(ctx context.Context, tx pgx.Tx, from, to int64) error {
	steps := []string{
		`UPDATE ratings SET user_id = $2 WHERE user_id = $1
			AND key NOT IN (SELECT key FROM ratings WHERE user_id = $2)`,
		`UPDATE rating_history SET user_id = $2 WHERE user_id = $1
			AND key IN (SELECT key FROM ratings WHERE user_id = $2)
			AND key NOT IN (SELECT key FROM rating_history WHERE user_id = $2)`,
		`INSERT INTO standings AS s (slug, board, period, user_id, listed, games, wins, draws, losses,
			low, high, best_at, best_game, rating, rd, updated_at)
		SELECT slug, board, period, $2, (SELECT username IS NOT NULL FROM users WHERE id = $2),
			games, wins, draws, losses, low, high, best_at, best_game, rating, rd, updated_at
		FROM standings WHERE user_id = $1
		ON CONFLICT (slug, board, period, user_id) DO UPDATE SET
			games = s.games + EXCLUDED.games, wins = s.wins + EXCLUDED.wins,
			draws = s.draws + EXCLUDED.draws, losses = s.losses + EXCLUDED.losses,
			low = CASE WHEN EXCLUDED.low < s.low OR s.low IS NULL THEN coalesce(EXCLUDED.low, s.low) ELSE s.low END,
			high = CASE WHEN EXCLUDED.high > s.high OR s.high IS NULL THEN coalesce(EXCLUDED.high, s.high) ELSE s.high END,
			best_at = CASE WHEN EXCLUDED.low < s.low OR EXCLUDED.high > s.high OR s.best_at IS NULL
				THEN EXCLUDED.best_at ELSE s.best_at END,
			best_game = CASE WHEN EXCLUDED.low < s.low OR EXCLUDED.high > s.high OR s.best_at IS NULL
				THEN EXCLUDED.best_game ELSE s.best_game END`,
		`DELETE FROM standings WHERE user_id = $1`,
		`DELETE FROM ratings WHERE user_id = $1`,
		`DELETE FROM rating_history WHERE user_id = $1`,
	}
	for _, q := range steps {
		args := []any{from, to}
		if !strings.Contains(q, "$2") {
			args = args[:1]
		}
		if _, err := tx.Exec(ctx, q, args...); err != nil {
			return fmt.Errorf("store: move standings: %w", err)
		}
	}
	return nil
}
