package handlers

import (
	"context"
	"time"

	"gamehall/internal/session"
	"gamehall/internal/store"
)

// The handlers' view of storage, declared here by the package that uses
// it: one small interface per concern. *store.Store implements them all
// against PostgreSQL; request-flow tests use an in-memory fake.

// gameStore keeps games.
type gameStore interface {
	CreateGame(ctx context.Context, g *store.Game, results []store.Result) error
	LoadGame(ctx context.Context, id, userID int64) (*store.Game, error)
	SaveGame(ctx context.Context, g *store.Game, results []store.Result) error
	// LoadSessionGame reads a session and a game of its user together.
	LoadSessionGame(ctx context.Context, sessionID string, gameID int64) (*store.SessionRow, *store.Game, error)
	OpenGames(ctx context.Context, userID int64, limit int) ([]store.GameSummary, error)
	// AbortGame deletes an open game its player leaves before their
	// first move; ErrConflict when it moved on meanwhile.
	AbortGame(ctx context.Context, id, userID, version int64) error
	// LastOptions are the new-game options of the user's latest game
	// of slug ("" when none).
	LastOptions(ctx context.Context, userID int64, slug string) (string, error)
	// StaleGames lists open games of the slugs, moved by their player
	// and untouched since before.
	StaleGames(ctx context.Context, slugs []string, before time.Time, limit int) ([]store.GameRef, error)
	FinishedGames(ctx context.Context, userID int64, limit int) ([]store.GameSummary, error)
	CountGames(ctx context.Context, userID int64) (map[string][2]int, error)
	// LoadRecord reads any player's game with its record, for its
	// public page.
	LoadRecord(ctx context.Context, id int64) (*store.Record, error)
}

// userStore keeps users and their account secrets.
type userStore interface {
	CreateGuest(ctx context.Context, lang string) (*store.User, error)
	CreateUser(ctx context.Context, name, hash, lang string) (*store.User, error)
	NameGuest(ctx context.Context, id int64, name, hash string) error
	RenameUser(ctx context.Context, id int64, name string) error
	UserByID(ctx context.Context, id int64) (*store.User, error)
	UserByName(ctx context.Context, name string) (*store.User, error)
	SetLang(ctx context.Context, id int64, lang string) error
	// SetPrefs stores the table settings, form-encoded.
	SetPrefs(ctx context.Context, id int64, prefs string) error
	MoveGames(ctx context.Context, from, to int64) error
	DeleteUser(ctx context.Context, userID int64) error
	ChangePassword(ctx context.Context, userID int64, passwordHash string) error
	ResetPassword(ctx context.Context, userID int64, codeHash []byte, passwordHash string) error
	SetRecoveryCodes(ctx context.Context, userID int64, hashes [][]byte) error
	RecoveryCodesLeft(ctx context.Context, userID int64) (int, error)
}

// sessionStore keeps browser sessions.
type sessionStore interface {
	session.DB
	DeleteUserSessions(ctx context.Context, userID int64) error
}

// limitStore keeps rate-limit counters.
type limitStore interface {
	HitAll(ctx context.Context, window time.Duration, keys ...string) ([]int, error)
	Forgive(ctx context.Context, key string) error
}

// boardStore answers leaderboard, rating and statistics queries.
type boardStore interface {
	Board(ctx context.Context, q store.BoardQuery) (*store.Leaderboard, error)
	Ratings(ctx context.Context, userID int64) ([]store.PlayerRating, time.Time, error)
	RatingHistory(ctx context.Context, userID int64, key string, limit int) ([]store.RatingPoint, error)
	PlayerStats(ctx context.Context, userID int64) ([]store.GameStats, error)
	SoloResults(ctx context.Context, userID int64, slug string, boards []string) ([]store.SoloResult, error)
}

// dailyStore keeps the daily challenges' attempts and boards.
type dailyStore interface {
	CreateDailyGame(ctx context.Context, g *store.Game, results []store.Result, day time.Time, challenge string, ranked bool) error
	DailyRanked(ctx context.Context, day time.Time, challenge string, userID int64) (*store.DailyAttempt, error)
	DailyStandings(ctx context.Context, day time.Time, challenge, board string, limit int) (*store.DailyBoard, error)
	DailyDay(ctx context.Context, gameID int64) (time.Time, bool, error)
}

// keyStore keeps the secrets every instance shares.
type keyStore interface {
	Key(ctx context.Context, name string, size int) ([]byte, error)
}

// healthStore answers the health check.
type healthStore interface {
	Ping(ctx context.Context) error
	CheckWrites(ctx context.Context) error
}

// Storage is everything the hall stores: what Config.Store holds.
type Storage interface {
	gameStore
	userStore
	sessionStore
	limitStore
	boardStore
	dailyStore
	keyStore
	healthStore
}

var _ Storage = (*store.Store)(nil)
