package store_test

import (
	"errors"
	"testing"
	"time"

	"gamehall/internal/store"
)

// A session loads until it expires; an expired one is not found and the
// sweep deletes it; saving again replaces it; sign-out everywhere ends
// every session of the user and no other's.
func TestSessionsExpireAndEnd(t *testing.T) {
	st, ctx := newStore(t)
	u, other := account(t, st, "sessioned"), account(t, st, "bystander")
	save := func(id string, uid int64, expires time.Duration) {
		t.Helper()
		if err := st.SaveSession(ctx, &store.SessionRow{ID: id, UserID: uid, Data: []byte(`{"a":1}`), ExpiresAt: time.Now().Add(expires)}); err != nil {
			t.Fatal(err)
		}
	}
	save("live", u.ID, time.Hour)
	save("old", u.ID, -time.Minute)
	save("guestless", 0, time.Hour)
	save("theirs", other.ID, time.Hour)

	row, err := st.LoadSession(ctx, "live")
	if err != nil || row.UserID != u.ID || string(row.Data) != `{"a":1}` {
		t.Fatalf("live session: %+v, %v", row, err)
	}
	if _, err := st.LoadSession(ctx, "old"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("expired session: %v, want ErrNotFound", err)
	}
	if row, err := st.LoadSession(ctx, "guestless"); err != nil || row.UserID != 0 {
		t.Errorf("session without a user: %+v, %v", row, err)
	}
	save("old", u.ID, time.Hour) // renewed under the same id
	if _, err := st.LoadSession(ctx, "old"); err != nil {
		t.Errorf("renewed session: %v", err)
	}
	save("old", u.ID, -time.Minute)
	if err := st.DeleteExpired(ctx); err != nil {
		t.Fatal(err)
	}
	var n int
	st.Pool().QueryRow(ctx, `SELECT count(*) FROM sessions WHERE id = 'old'`).Scan(&n)
	if n != 0 {
		t.Error("the sweep kept an expired session")
	}
	if err := st.DeleteUserSessions(ctx, u.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.LoadSession(ctx, "live"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("after sign-out everywhere: %v", err)
	}
	if _, err := st.LoadSession(ctx, "theirs"); err != nil {
		t.Errorf("another user's session ended too: %v", err)
	}
}

// LoadSessionGame reads the session and the game together, and gives no
// game when it is someone else's.
func TestLoadSessionGame(t *testing.T) {
	st, ctx := newStore(t)
	u, other := account(t, st, "owner"), account(t, st, "other")
	mine, theirs := game(t, st, u.ID, "chess", false), game(t, st, other.ID, "chess", false)
	st.SaveSession(ctx, &store.SessionRow{ID: "s", UserID: u.ID, Data: []byte("{}"), ExpiresAt: time.Now().Add(time.Hour)})
	row, g, err := st.LoadSessionGame(ctx, "s", mine.ID)
	if err != nil || row.UserID != u.ID || g == nil || g.ID != mine.ID || g.Version != 1 {
		t.Fatalf("own game: %+v %+v %v", row, g, err)
	}
	if _, g, err := st.LoadSessionGame(ctx, "s", theirs.ID); err != nil || g != nil {
		t.Errorf("another user's game: %+v %v, want none", g, err)
	}
	if _, _, err := st.LoadSessionGame(ctx, "nope", mine.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("unknown session: %v", err)
	}
}
