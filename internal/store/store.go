// Package store keeps users, sessions, games and results in PostgreSQL.
// All SQL of the hall lives in this package.
package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	"gamehall/migrations"
)

// ErrNotFound means the row does not exist or is not the caller's.
var ErrNotFound = errors.New("store: not found")

// ErrConflict means the row changed since it was read (optimistic
// concurrency lost the race) or a unique value is taken.
var ErrConflict = errors.New("store: conflict")

// readErr is the error of a read that failed: ErrNotFound when no row
// matched, else err with what the read was (for a one-row read, call it
// when its error is not nil).
func readErr(err error, what string) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	}
	return fmt.Errorf("store: %s: %w", what, err)
}

// Store is the hall's database.
type Store struct {
	pool db // every error classified (see ErrUnavailable)
}

// Open connects to the database at dsn and applies pending migrations.
func Open(ctx context.Context, dsn string) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("store: parse DATABASE_URL: %w", err)
	}
	if cfg.MaxConns < 16 {
		cfg.MaxConns = 16
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("store: connect: %w", mark(err))
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: connect: %w", mark(err))
	}
	s := &Store{pool: db{pool}}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	if err := s.backfillUsernameKeys(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return s, nil
}

// migrate applies the embedded migrations. A PostgreSQL advisory lock
// held for the session makes instances starting together take turns.
func (s *Store) migrate(ctx context.Context) error {
	locker, err := lock.NewPostgresSessionLocker()
	if err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	db := stdlib.OpenDBFromPool(s.pool.pool)
	defer db.Close()
	p, err := goose.NewProvider(goose.DialectPostgres, db, migrations.FS, goose.WithSessionLocker(locker))
	if err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	return nil
}

// Close closes every connection.
func (s *Store) Close() { s.pool.Close() }

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.pool.Ping(ctx) }

// Pool exposes the connection pool to benchmarks that measure the floor
// a move costs (a raw single-row UPDATE through the same pool).
func (s *Store) Pool() *pgxpool.Pool { return s.pool.pool }

// inTx runs fn in one transaction, committed if fn returns nil.
func (s *Store) inTx(ctx context.Context, fn func(pgx.Tx) error) error {
	return mark(pgx.BeginFunc(ctx, s.pool, fn))
}
