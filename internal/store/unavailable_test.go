package store_test

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"

	"gamehall/internal/store"
	"gamehall/internal/testdb"
)

// An unreachable database is ErrUnavailable (the pool closed, nothing
// listening, the server shutting down), while a query the database
// refuses, or a missing row, is not.
func TestErrUnavailableMarksOutages(t *testing.T) {
	st, ctx := newStore(t)
	u := account(t, st, "marked")
	if _, err := st.LoadGame(ctx, 1, u.ID); errors.Is(err, store.ErrUnavailable) || !errors.Is(err, store.ErrNotFound) {
		t.Errorf("missing row: %v", err)
	}
	bad := &store.Game{ID: store.NewGameID(), UserID: -1, Slug: "chess", State: []byte("x")}
	if err := st.CreateGame(ctx, bad, nil); err == nil || errors.Is(err, store.ErrUnavailable) {
		t.Errorf("a foreign key violation: %v, want an error that is not ErrUnavailable", err)
	}

	closed := testdb.Store(t)
	closed.Close()
	if _, err := closed.LoadSession(ctx, "x"); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("closed pool: %v, want ErrUnavailable", err)
	}
	if err := closed.SaveGame(ctx, &store.Game{ID: 1}, []store.Result{{Board: "b"}}); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("closed pool in a transaction: %v, want ErrUnavailable", err)
	}

	// Nothing listens on a port just released.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if _, err := store.Open(cctx, "postgres://x@"+addr+"/x?connect_timeout=5"); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("connection refused: %v, want ErrUnavailable", err)
	}
}
