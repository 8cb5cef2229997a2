package store_test

import (
	"context"
	"testing"

	"gamehall/internal/store"
	"gamehall/internal/testdb"
)

// newStore gives a test its own migrated database (a clone of the
// template, see testdb) and a context for its calls, and runs the test
// in parallel with the others, which have databases of their own.
func newStore(t *testing.T) (*store.Store, context.Context) {
	t.Helper()
	t.Parallel()
	return testdb.Store(t), t.Context()
}

// account makes a named user for a test.
func account(t *testing.T, st *store.Store, name string) *store.User {
	t.Helper()
	u, err := st.CreateUser(context.Background(), name, "hash", "en")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// game stores a new game of slug for uid, over or not, with results.
func game(t *testing.T, st *store.Store, uid int64, slug string, over bool, results ...store.Result) *store.Game {
	t.Helper()
	g := &store.Game{ID: store.NewGameID(), UserID: uid, Slug: slug, State: []byte("s"), Over: over}
	if err := st.CreateGame(context.Background(), g, results); err != nil {
		t.Fatal(err)
	}
	return g
}
