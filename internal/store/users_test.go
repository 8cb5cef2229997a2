package store_test

import (
	"errors"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/store"
)

// Accounts made before usernames had keys get them at start; two old
// names the C locale kept apart ("Жора", "жора") cannot both keep their
// name: the older keeps it, the newer is renamed with its id, and both
// still sign in.
func TestBackfillUsernameKeys(t *testing.T) {
	st, ctx := newStore(t)
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

// Guests who never moved go after a day, with their games and sessions;
// guests who played, new guests and accounts stay.
func TestDeleteIdleGuests(t *testing.T) {
	st, ctx := newStore(t)
	guest := func(age string, moved bool, game bool) int64 {
		t.Helper()
		u, err := st.CreateGuest(ctx, "en")
		if err != nil {
			t.Fatal(err)
		}
		st.Pool().Exec(ctx, `UPDATE users SET created_at = now() - $2::interval WHERE id = $1`, u.ID, age)
		if game {
			g := &store.Game{ID: store.NewGameID(), UserID: u.ID, Slug: "minesweeper", State: []byte("{}")}
			if err := st.CreateGame(ctx, g, nil); err != nil {
				t.Fatal(err)
			}
			if moved {
				if err := st.SaveGame(ctx, g, nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		st.SaveSession(ctx, &store.SessionRow{ID: "s" + strconv.FormatInt(u.ID, 10), UserID: u.ID, Data: []byte("{}"), ExpiresAt: time.Now().Add(time.Hour)})
		return u.ID
	}
	bounced := guest("25 hours", false, false)
	unplayed := guest("25 hours", false, true)
	played := guest("25 hours", true, true)
	fresh := guest("1 hour", false, true)
	acct, err := st.CreateUser(ctx, "keeper", "x", "en")
	if err != nil {
		t.Fatal(err)
	}
	st.Pool().Exec(ctx, `UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, acct.ID)

	n, err := st.DeleteIdleGuests(ctx, store.IdleGuestAge)
	if err != nil || n != 2 {
		t.Fatalf("deleted %d, %v; want 2", n, err)
	}
	for id, want := range map[int64]bool{bounced: false, unplayed: false, played: true, fresh: true, acct.ID: true} {
		_, err := st.UserByID(ctx, id)
		if got := err == nil; got != want {
			t.Errorf("user %d kept = %v, want %v", id, got, want)
		}
	}
	var games, sessions int
	st.Pool().QueryRow(ctx, `SELECT count(*) FROM games WHERE user_id = $1`, unplayed).Scan(&games)
	st.Pool().QueryRow(ctx, `SELECT count(*) FROM sessions WHERE user_id = ANY($1)`, []int64{bounced, unplayed}).Scan(&sessions)
	if games != 0 || sessions != 0 {
		t.Errorf("%d games and %d sessions of deleted guests remain", games, sessions)
	}
}
