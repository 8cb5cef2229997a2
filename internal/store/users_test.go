package store_test

import (
	"context"
	"errors"
	"testing"

	"gamehall/internal/store"
	"gamehall/internal/testdb"
)

func TestMain(m *testing.M) { testdb.Main(m) }

// Accounts made before usernames had keys get them at start; two old
// names the C locale kept apart ("Жора", "жора") cannot both keep their
// name: the older keeps it, the newer is renamed with its id, and both
// still sign in.
func TestBackfillUsernameKeys(t *testing.T) {
	st := testdb.Store(t)
	ctx := context.Background()
	var ids [3]int64
	for i, name := range []string{"Жора", "жора", "Alice"} {
		err := st.Pool().QueryRow(ctx,
			`INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id`, name).Scan(&ids[i])
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := st.BackfillUsernameKeys(ctx); err != nil {
		t.Fatal(err)
	}
	u, err := st.UserByName(ctx, "ЖОРА")
	if err != nil || u.ID != ids[0] || u.Username != "Жора" {
		t.Fatalf("ЖОРА finds %+v, %v; want the older account %d", u, err, ids[0])
	}
	renamed, err := st.UserByID(ctx, ids[1])
	if err != nil || renamed.Username == "жора" {
		t.Fatalf("the newer жора is %+v, %v; want it renamed", renamed, err)
	}
	if u, err := st.UserByName(ctx, renamed.Username); err != nil || u.ID != ids[1] {
		t.Fatalf("the renamed account %q cannot be found: %v", renamed.Username, err)
	}
	if u, err := st.UserByName(ctx, "alice"); err != nil || u.ID != ids[2] {
		t.Fatalf("alice: %v", err)
	}
	// A second start changes nothing.
	if err := st.BackfillUsernameKeys(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateUser(ctx, "АLICE", "x", "en"); !errors.Is(err, store.ErrConfusable) {
		t.Fatalf("a Cyrillic А look-alike of Alice: %v, want ErrConfusable", err)
	}
	if _, err := st.CreateUser(ctx, "ALICE", "x", "en"); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("ALICE: %v, want ErrConflict", err)
	}
}
