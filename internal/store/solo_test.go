package store_test

import (
	"testing"
	"time"

	"gamehall/internal/store"
)

// TestSoloResults: a player's ranked, ended games on the win-rate boards
// named, oldest first, each saying whether it was a daily challenge's
// ranked attempt; games in play, casual games, other boards and other
// players are left out.
func TestSoloResults(t *testing.T) {
	st, ctx := newStore(t)
	ann, bob := account(t, st, "ann"), account(t, st, "bob")
	rate := func(board, outcome string, ranked bool, ms int) store.Result {
		d := map[string]any{"kind": "klondike", "moves": 100}
		if outcome == "win" {
			d["ms"] = ms
		}
		return store.Result{Board: board, Order: store.OrderWinRate, Outcome: outcome, Moves: 100, Ranked: ranked, Detail: d}
	}
	daily := func(uid int64, day time.Time, ranked bool, r store.Result) {
		t.Helper()
		g := &store.Game{ID: store.NewGameID(), UserID: uid, Slug: "klondike", State: []byte("s"), Over: true}
		if err := st.CreateDailyGame(ctx, g, []store.Result{r}, day, "klondike", ranked); err != nil {
			t.Fatal(err)
		}
	}
	day := time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)
	game(t, st, ann.ID, "klondike", true, rate("draw1-rate", "win", true, 90_000))
	daily(ann.ID, day, true, rate("draw1-rate", "win", true, 120_000))
	game(t, st, ann.ID, "klondike", true, rate("draw3-rate", "loss", true, 0))
	daily(ann.ID, day.AddDate(0, 0, -1), false, rate("draw1-rate", "win", false, 1)) // practice: casual
	game(t, st, ann.ID, "klondike", true, rate("draw1-rate", "win", false, 1))       // casual
	game(t, st, ann.ID, "klondike", false, rate("draw1-rate", "loss", true, 0))      // in play
	game(t, st, ann.ID, "klondike", true, store.Result{Board: "draw1-time", Order: store.OrderLow, Outcome: "win", Score: 5, Ranked: true})
	game(t, st, ann.ID, "minesweeper", true, rate("beginner-rate", "win", true, 1))
	game(t, st, bob.ID, "klondike", true, rate("draw1-rate", "win", true, 1))
	// Begun ranked, then helped and won: the win-rate board keeps the
	// loss it counted, and so do the statistics.
	helped := game(t, st, ann.ID, "klondike", false, rate("draw1-rate", "loss", true, 0))
	helped.Over = true
	if err := st.SaveGame(ctx, helped, []store.Result{rate("draw1-rate", "loss", true, 0)}); err != nil {
		t.Fatal(err)
	}

	got, err := st.SoloResults(ctx, ann.ID, "klondike", []string{"draw1-rate", "draw3-rate"})
	if err != nil {
		t.Fatal(err)
	}
	type line struct {
		board, outcome string
		daily          bool
		ms             float64
	}
	want := []line{{"draw1-rate", "win", false, 90_000}, {"draw1-rate", "win", true, 120_000}, {"draw3-rate", "loss", false, 0}, {"draw1-rate", "loss", false, 0}}
	if len(got) != len(want) {
		t.Fatalf("got %d results %+v, want %d", len(got), got, len(want))
	}
	for i, r := range got {
		ms, _ := r.Detail["ms"].(float64)
		if l := (line{r.Board, r.Outcome, r.Daily, ms}); l != want[i] {
			t.Errorf("result %d: %+v, want %+v", i, l, want[i])
		}
	}
	// The game in play counts once it has lain untouched for a week.
	if _, err := st.Pool().Exec(ctx, `UPDATE games SET updated_at = now() - interval '8 days' WHERE NOT over`); err != nil {
		t.Fatal(err)
	}
	if got, err := st.SoloResults(ctx, ann.ID, "klondike", []string{"draw1-rate"}); err != nil || len(got) != 4 {
		t.Fatalf("with the week-old game: %+v, %v", got, err)
	}
}
