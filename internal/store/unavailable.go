package store

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/puddle/v2"
)

// ErrUnavailable means the database could not be reached or did not
// answer in time: connection refused or lost, a timeout, the pool
// closed, the server shutting down, out of connections or read-only.
// Trying again later may succeed; nothing is wrong with the request.
var ErrUnavailable = errors.New("store: database unavailable")

// unavailable marks an error as ErrUnavailable and keeps the cause.
type unavailable struct{ err error }

func (u unavailable) Error() string        { return u.err.Error() }
func (u unavailable) Unwrap() error        { return u.err }
func (u unavailable) Is(target error) bool { return target == ErrUnavailable }

// mark returns err marked as ErrUnavailable when it says the database
// is out of reach, else err unchanged.
func mark(err error) error {
	if err == nil || errors.Is(err, ErrUnavailable) || !outOfReach(err) {
		return err
	}
	return unavailable{err}
}

// outOfReach classifies the errors pgx and the network give when the
// database, not the query, is the problem.
func outOfReach(err error) bool {
	var ce *pgconn.ConnectError
	var ne net.Error
	var pe *pgconn.PgError
	switch {
	case errors.Is(err, puddle.ErrClosedPool),
		errors.As(err, &ce),
		pgconn.Timeout(err),
		errors.Is(err, context.DeadlineExceeded),
		errors.As(err, &ne),
		errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return true
	case errors.As(err, &pe):
		// 08: connection exception; 53: out of resources (connections,
		// disk, memory); 57P01-03: shutting down or starting up;
		// 25006: the server went read-only.
		return strings.HasPrefix(pe.Code, "08") || strings.HasPrefix(pe.Code, "53") ||
			pe.Code == "57P01" || pe.Code == "57P02" || pe.Code == "57P03" || pe.Code == "25006"
	}
	return false
}

// db is the pool with every error it returns classified by mark, so each
// query of the store reports an unreachable database as ErrUnavailable.
type db struct{ pool *pgxpool.Pool }

func (d db) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	tag, err := d.pool.Exec(ctx, sql, args...)
	return tag, mark(err)
}

func (d db) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	rows, err := d.pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, mark(err)
	}
	return markedRows{rows}, nil
}

func (d db) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	return markedRow{d.pool.QueryRow(ctx, sql, args...)}
}

func (d db) Ping(ctx context.Context) error { return mark(d.pool.Ping(ctx)) }

func (d db) Begin(ctx context.Context) (pgx.Tx, error) {
	tx, err := d.pool.Begin(ctx)
	return tx, mark(err)
}

func (d db) Close() { d.pool.Close() }
func (d db) Reset() { d.pool.Reset() }

type markedRow struct{ pgx.Row }

func (r markedRow) Scan(dest ...any) error { return mark(r.Row.Scan(dest...)) }

type markedRows struct{ pgx.Rows }

func (r markedRows) Err() error { return mark(r.Rows.Err()) }

// SendBatch sends queued queries at once (the leaderboard's top lines
// and the viewer's own line in one round trip).
func (d db) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	return markedBatch{d.pool.SendBatch(ctx, b)}
}

type markedBatch struct{ pgx.BatchResults }

func (b markedBatch) Close() error { return mark(b.BatchResults.Close()) }
