package store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// mark classifies the server's own outage codes and dropped connections
// as ErrUnavailable, and leaves query errors alone.
func TestMarkClassifies(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{&pgconn.PgError{Code: "57P01"}, true}, // admin shutdown
		{&pgconn.PgError{Code: "57P03"}, true}, // starting up
		{&pgconn.PgError{Code: "53300"}, true}, // too many connections
		{&pgconn.PgError{Code: "08006"}, true}, // connection failure
		{&pgconn.PgError{Code: "25006"}, true}, // read-only
		{fmt.Errorf("read: %w", io.ErrUnexpectedEOF), true},
		{context.DeadlineExceeded, true},
		{&pgconn.PgError{Code: "23505"}, false}, // unique violation
		{&pgconn.PgError{Code: "22021"}, false}, // bad encoding
		{pgx.ErrNoRows, false},
		{errors.New("decode"), false},
	} {
		if got := errors.Is(mark(c.err), ErrUnavailable); got != c.want {
			t.Errorf("mark(%v) unavailable = %v, want %v", c.err, got, c.want)
		}
		if !errors.Is(mark(c.err), c.err) {
			t.Errorf("mark(%v) lost its cause", c.err)
		}
	}
}
