package store_test

import (
	"testing"

	"gamehall/internal/store"
)

// A game records one result per board: saving it again replaces the
// row (an upsert on game and board), and a save that changes nothing
// keeps the recorded time. A failed save leaves the results as they were.
func TestResultsUpsertPerBoard(t *testing.T) {
	st, ctx := newStore(t)
	u := account(t, st, "scorer")
	g := game(t, st, u.ID, "klondike", false, store.Result{Board: "draw1", Outcome: "none", Score: 10})
	type row struct {
		outcome string
		score   int64
		n       int
	}
	read := func() row {
		t.Helper()
		var r row
		if err := st.Pool().QueryRow(ctx, `SELECT max(outcome), max(score), count(*) FROM results WHERE game_id = $1`, g.ID).
			Scan(&r.outcome, &r.score, &r.n); err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := read(); r != (row{"none", 10, 1}) {
		t.Fatalf("after create: %+v", r)
	}
	g.Over = true
	if err := st.SaveGame(ctx, g, []store.Result{{Board: "draw1", Outcome: "win", Score: 95, Moves: 120}}); err != nil {
		t.Fatal(err)
	}
	if r := read(); r != (row{"win", 95, 1}) {
		t.Fatalf("after the win: %+v, want one row replaced", r)
	}
	var before, after string
	st.Pool().QueryRow(ctx, `SELECT recorded_at::text FROM results WHERE game_id = $1`, g.ID).Scan(&before)
	if err := st.SaveGame(ctx, g, []store.Result{{Board: "draw1", Outcome: "win", Score: 95, Moves: 120}}); err != nil {
		t.Fatal(err)
	}
	st.Pool().QueryRow(ctx, `SELECT recorded_at::text FROM results WHERE game_id = $1`, g.ID).Scan(&after)
	if before != after {
		t.Errorf("an unchanged result was re-recorded: %s then %s", before, after)
	}
	stale := *g
	stale.Version--
	if err := st.SaveGame(ctx, &stale, []store.Result{{Board: "draw1", Outcome: "loss", Score: 1}}); err == nil {
		t.Fatal("a stale save succeeded")
	}
	if r := read(); r != (row{"win", 95, 1}) {
		t.Errorf("a refused save changed the results: %+v", r)
	}
}
