package store

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Game is one stored game.
type Game struct {
	ID        int64
	UserID    int64
	Slug      string
	State     []byte
	Version   int64
	Over      bool
	CreatedAt time.Time
	UpdatedAt time.Time
	// Moves counts the person's actions: a game counts from the first
	// (before it, leaving is an abort). SaveGame stores it as given.
	Moves int
	// Options are the new-game form as the game checked it,
	// form-encoded; written by CreateGame, read for summaries.
	Options string
	// Start is the state the game began from: CreateGame writes it as
	// the head of the game's record (nil keeps no record).
	Start []byte
	// Steps are what CreateGame or SaveGame adds to the game's record:
	// the actions applied since the last save, in order.
	Steps []Step
}

// NewGameID returns a random positive id: ids are not guessable and
// spread evenly, so game rows can later be sharded by id.
func NewGameID() int64 {
	var b [8]byte
	rand.Read(b[:])
	return int64(binary.BigEndian.Uint64(b[:]) >> 1)
}

// CreateGame inserts a new game at version 1, with its results if any.
func (s *Store) CreateGame(ctx context.Context, g *Game, results []Result) error {
	return s.inTx(ctx, func(tx pgx.Tx) error { return createGame(ctx, tx, g, results) })
}

// createGame is CreateGame inside a transaction.
func createGame(ctx context.Context, tx pgx.Tx, g *Game, results []Result) error {
	g.Version = 1
	err := tx.QueryRow(ctx, `
		INSERT INTO games (id, user_id, slug, state, version, over, finished_at, moves, options)
		VALUES ($1, $2, $3, $4, 1, $5, CASE WHEN $5 THEN now() END, $6, $7)
		RETURNING created_at, updated_at`,
		g.ID, g.UserID, g.Slug, g.State, g.Over, g.Moves, g.Options).Scan(&g.CreatedAt, &g.UpdatedAt)
	if err != nil {
		return fmt.Errorf("store: create game: %w", err)
	}
	if g.Start != nil {
		at := stepsAt(g.Steps)
		if _, err := tx.Exec(ctx, `
			INSERT INTO game_steps (game_id, version, at, steps, start) VALUES ($1, 0, $2, $3, $4)`,
			g.ID, at.UnixNano(), encodeSteps(at, g.Steps), g.Start); err != nil {
			return fmt.Errorf("store: create game: record: %w", err)
		}
	}
	return saveResults(ctx, tx, g, results)
}

// LoadGame loads a game of the given user; another user's game, like a
// missing one, is ErrNotFound.
func (s *Store) LoadGame(ctx context.Context, id, userID int64) (*Game, error) {
	g := &Game{}
	err := s.pool.QueryRow(ctx, `
		SELECT id, user_id, slug, state, version, over, created_at, updated_at, moves, options
		FROM games WHERE id = $1 AND user_id = $2`, id, userID).
		Scan(&g.ID, &g.UserID, &g.Slug, &g.State, &g.Version, &g.Over, &g.CreatedAt, &g.UpdatedAt, &g.Moves, &g.Options)
	if err != nil {
		return nil, readErr(err, "load game")
	}
	return g, nil
}

// SaveGame writes the new state if the stored version is still
// g.Version, together with the game's results, in one transaction. On
// success g.Version is the new version; a lost race is ErrConflict.
func (s *Store) SaveGame(ctx context.Context, g *Game, results []Result) error {
	if len(results) == 0 {
		// Most moves record no result, and one statement is atomic by
		// itself: no BEGIN and COMMIT round trips.
		return saveState(ctx, s.pool, g)
	}
	return s.inTx(ctx, func(tx pgx.Tx) error {
		if err := saveState(ctx, tx, g); err != nil {
			return err
		}
		return saveResults(ctx, tx, g, results)
	})
}

// queryRower is a pool or a transaction.
type queryRower interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func saveState(ctx context.Context, q queryRower, g *Game) error {
	if len(g.Steps) > 0 {
		return saveStateSteps(ctx, q, g)
	}
	err := q.QueryRow(ctx, `
		UPDATE games SET state = $3, version = version + 1, over = $4, updated_at = now(), moves = $5,
			finished_at = CASE WHEN $4 AND finished_at IS NULL THEN now() ELSE finished_at END
		WHERE id = $1 AND version = $2
		RETURNING version, updated_at`,
		g.ID, g.Version, g.State, g.Over, g.Moves).Scan(&g.Version, &g.UpdatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrConflict
	}
	if err != nil {
		return fmt.Errorf("store: save game: %w", err)
	}
	return nil
}

// GameSummary is a line in a list of games.
type GameSummary struct {
	ID         int64
	Slug       string
	UpdatedAt  time.Time // the last change
	FinishedAt time.Time // when the game ended; zero for an open game
	Outcome    string    // for finished games: the human's outcome, if any
	Ranked     bool      // whether that result counts on boards and ratings
	Detail     map[string]any
	Moves      int    // the person's actions (Game.Moves)
	Options    string // the new-game form, form-encoded (Game.Options)
}

// OpenGames lists a user's unfinished games, most recent first.
func (s *Store) OpenGames(ctx context.Context, userID int64, limit int) ([]GameSummary, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT id, slug, updated_at, finished_at, '', false, '{}'::jsonb, moves, options FROM games
		WHERE user_id = $1 AND NOT over ORDER BY updated_at DESC LIMIT $2`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("store: open games: %w", err)
	}
	return scanSummaries(rows)
}

// FinishedGames lists a user's finished games, most recent first.
func (s *Store) FinishedGames(ctx context.Context, userID int64, limit int) ([]GameSummary, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT g.id, g.slug, g.updated_at, g.finished_at,
			coalesce(r.outcome, ''), coalesce(r.ranked, false), coalesce(r.detail, '{}'::jsonb), g.moves, g.options
		FROM games g
		LEFT JOIN LATERAL (SELECT outcome, ranked, detail FROM results
			WHERE game_id = g.id ORDER BY board LIMIT 1) r ON true
		WHERE g.user_id = $1 AND g.over ORDER BY g.finished_at DESC LIMIT $2`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("store: finished games: %w", err)
	}
	return scanSummaries(rows)
}

func scanSummaries(rows pgx.Rows) ([]GameSummary, error) {
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (GameSummary, error) {
		var g GameSummary
		var finished *time.Time
		err := r.Scan(&g.ID, &g.Slug, &g.UpdatedAt, &finished, &g.Outcome, &g.Ranked, &g.Detail, &g.Moves, &g.Options)
		if finished != nil {
			g.FinishedAt = *finished
		}
		return g, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: list games: %w", err)
	}
	return out, nil
}

// saveStateSteps is saveState that also adds the save's steps to the
// game's record, in the same statement: the steps are written exactly
// when the state is.
func saveStateSteps(ctx context.Context, q queryRower, g *Game) error {
	at := stepsAt(g.Steps)
	err := q.QueryRow(ctx, `
		WITH saved AS (
			UPDATE games SET state = $3, version = version + 1, over = $4, updated_at = now(), moves = $7,
				finished_at = CASE WHEN $4 AND finished_at IS NULL THEN now() ELSE finished_at END
			WHERE id = $1 AND version = $2
			RETURNING version, updated_at
		), step AS (
			INSERT INTO game_steps (game_id, version, at, steps)
			SELECT $1, $2, $5, $6 FROM saved
		)
		SELECT version, updated_at FROM saved`,
		g.ID, g.Version, g.State, g.Over, at.UnixNano(), encodeSteps(at, g.Steps), g.Moves).Scan(&g.Version, &g.UpdatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrConflict
	}
	if err != nil {
		return fmt.Errorf("store: save game: %w", err)
	}
	return nil
}

// stepsAt is the time a save's steps are written against: the first
// step's (in practice every step of a save has it).
func stepsAt(steps []Step) time.Time {
	if len(steps) == 0 {
		return time.Unix(0, 0)
	}
	return steps[0].At
}
