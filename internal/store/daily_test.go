package store_test

import (
	"errors"
	"testing"
	"time"

	"gamehall/internal/store"
)

// TestDailyAttempts: one ranked attempt per person and day, practice
// games beside it, and the day's board of ranked wins of named players.
func TestDailyAttempts(t *testing.T) {
	st, ctx := newStore(t)
	// A day after any clock this runs on: results are recorded at the
	// database's now(), and the board keeps the wins made before the
	// day's end.
	day := time.Date(2099, 12, 4, 0, 0, 0, 0, time.UTC)
	ann, bob := account(t, st, "ann"), account(t, st, "bob")
	guest, err := st.CreateGuest(ctx, "en")
	if err != nil {
		t.Fatal(err)
	}
	win := func(ms int64, ranked bool) []store.Result {
		return []store.Result{{Board: "beginner", Order: store.OrderLow, Outcome: "win", Score: ms, Moves: 9, Ranked: ranked}}
	}
	create := func(uid int64, day time.Time, ranked bool, results []store.Result) (*store.Game, error) {
		g := &store.Game{ID: store.NewGameID(), UserID: uid, Slug: "minesweeper", State: []byte("s"), Over: results != nil}
		return g, st.CreateDailyGame(ctx, g, results, day, "beginner", ranked)
	}
	annGame, err := create(ann.ID, day, true, win(5000, true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := create(ann.ID, day, true, nil); !errors.Is(err, store.ErrDailyTaken) {
		t.Fatalf("a second ranked attempt: %v", err)
	}
	for _, g := range []struct {
		uid     int64
		day     time.Time
		ranked  bool
		results []store.Result
	}{
		{ann.ID, day, false, win(1000, false)},              // practice: off the board
		{bob.ID, day, true, win(3000, true)},                // the fastest
		{guest.ID, day, true, win(2000, true)},              // no name: counted, not listed
		{bob.ID, day.AddDate(0, 0, -1), true, win(1, true)}, // another day
	} {
		if _, err := create(g.uid, g.day, g.ranked, g.results); err != nil {
			t.Fatal(err)
		}
	}
	a, err := st.DailyRanked(ctx, day, "beginner", ann.ID)
	if err != nil || a.GameID != annGame.ID || !a.Over {
		t.Fatalf("ann's attempt: %+v, %v", a, err)
	}
	if _, err := st.DailyRanked(ctx, day, "expert", ann.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("no attempt: %v", err)
	}
	b, err := st.DailyStandings(ctx, day, "beginner", "beginner", 10)
	if err != nil {
		t.Fatal(err)
	}
	if b.Played != 3 || b.Won != 3 || len(b.Rows) != 2 || b.Rows[0].Username != "bob" || b.Rows[1].Username != "ann" || b.Rows[1].Rank != 2 {
		t.Fatalf("board: %+v", b)
	}
	// A win recorded after the day ended leaves the board.
	if _, err := st.Pool().Exec(ctx, `UPDATE results SET recorded_at = '2099-12-05 00:00:01+00' WHERE game_id = $1`, annGame.ID); err != nil {
		t.Fatal(err)
	}
	if b, err := st.DailyStandings(ctx, day, "beginner", "beginner", 10); err != nil || b.Won != 2 || len(b.Rows) != 1 {
		t.Fatalf("board with a late win: %+v %v", b, err)
	}
	if d, ok, err := st.DailyDay(ctx, annGame.ID); err != nil || !ok || !d.Equal(day) {
		t.Fatalf("day of ann's game: %v %v %v", d, ok, err)
	}
	if _, ok, err := st.DailyDay(ctx, 12345); err != nil || ok {
		t.Fatalf("a game that is no daily attempt: %v %v", ok, err)
	}
}

// TestDailyAttemptsMoveOnSignIn: a guest's attempts go with the games
// when the guest signs in; where both had a ranked attempt at one
// challenge, the account's stays the ranked one.
func TestDailyAttemptsMoveOnSignIn(t *testing.T) {
	st, ctx := newStore(t)
	day := time.Date(2026, 12, 4, 0, 0, 0, 0, time.UTC)
	acc := account(t, st, "cat")
	guest, err := st.CreateGuest(ctx, "en")
	if err != nil {
		t.Fatal(err)
	}
	create := func(uid int64, challenge string) *store.Game {
		g := &store.Game{ID: store.NewGameID(), UserID: uid, Slug: "minesweeper", State: []byte("s")}
		if err := st.CreateDailyGame(ctx, g, nil, day, challenge, true); err != nil {
			t.Fatal(err)
		}
		return g
	}
	mine := create(acc.ID, "beginner")
	create(guest.ID, "beginner")
	theirs := create(guest.ID, "expert")
	if err := st.MoveGames(ctx, guest.ID, acc.ID); err != nil {
		t.Fatal(err)
	}
	if a, err := st.DailyRanked(ctx, day, "beginner", acc.ID); err != nil || a.GameID != mine.ID {
		t.Fatalf("beginner: %+v %v", a, err)
	}
	if a, err := st.DailyRanked(ctx, day, "expert", acc.ID); err != nil || a.GameID != theirs.ID {
		t.Fatalf("expert: %+v %v", a, err)
	}
}
