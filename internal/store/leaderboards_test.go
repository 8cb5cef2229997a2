package store_test

import (
	"context"
	"testing"
	"time"

	"gamehall/internal/store"
	"gamehall/internal/testdb"
)

// Leaderboards rank each named player once by their best result: the
// lowest winning score (times), the highest score, or wins then draws;
// guests never appear, and a period leaves out older results.
func TestLeaderboardOrder(t *testing.T) {
	t.Parallel()
	st := testdb.Store(t)
	ctx := context.Background()
	ann, bob, cat := account(t, st, "ann"), account(t, st, "bob"), account(t, st, "cat")
	guest, err := st.CreateGuest(ctx, "en")
	if err != nil {
		t.Fatal(err)
	}
	res := func(outcome string, score int64) store.Result {
		return store.Result{Board: "b", Outcome: outcome, Score: score}
	}
	for _, r := range []struct {
		uid int64
		res store.Result
	}{
		{ann.ID, res("win", 90)}, {ann.ID, res("win", 40)}, {ann.ID, res("loss", 10)},
		{bob.ID, res("win", 60)}, {bob.ID, res("draw", 200)},
		{cat.ID, res("loss", 5)}, {cat.ID, res("loss", 7)},
		{guest.ID, res("win", 1)},
	} {
		game(t, st, r.uid, "minesweeper", true, r.res)
	}
	names := func(list []store.Standing, err error) []string {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range list {
			out = append(out, s.Username)
		}
		return out
	}
	check := func(what string, got []string, want ...string) {
		t.Helper()
		if len(got) != len(want) {
			t.Errorf("%s: %v, want %v", what, got, want)
			return
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: %v, want %v", what, got, want)
				return
			}
		}
	}
	lowest, err := st.BestLowest(ctx, "minesweeper", "b", time.Time{}, 10)
	check("lowest winning score", names(lowest, err), "ann", "bob")
	if len(lowest) > 0 && lowest[0].Score != 40 {
		t.Errorf("ann's best time is %d, want 40", lowest[0].Score)
	}
	check("highest score", names(st.BestHighest(ctx, "minesweeper", "b", time.Time{}, 10)), "bob", "ann", "cat")
	check("wins", names(st.Wins(ctx, "minesweeper", "b", time.Time{}, 10)), "ann", "bob", "cat")
	check("limit", names(st.BestHighest(ctx, "minesweeper", "b", time.Time{}, 1)), "bob")
	check("future period", names(st.Wins(ctx, "minesweeper", "b", time.Now().Add(time.Hour), 10)))
	check("other board", names(st.Wins(ctx, "minesweeper", "other", time.Time{}, 10)))
}
