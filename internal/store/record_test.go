package store_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"gamehall/internal/store"
)

// A game's record: CreateGame writes its start and opening steps, each
// save adds its steps in order, a save that loses the race adds none,
// and LoadRecord gives them back with their times to the nanosecond and
// the player's name (any player's game: the caller decides what shows).
func TestRecordKeepsEveryStep(t *testing.T) {
	st, ctx := newStore(t)
	u := account(t, st, "recorder")
	at := time.Date(2026, 3, 4, 5, 6, 7, 123456789, time.UTC)
	g := &store.Game{ID: store.NewGameID(), UserID: u.ID, Slug: "chess", State: []byte("s1"), Start: []byte("s0"),
		Steps: []store.Step{{Seat: 1, Act: "do=move&from=e7&to=e5", At: at}}}
	if err := st.CreateGame(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	stale := *g
	later := at.Add(1500 * time.Millisecond)
	g.State, g.Steps = []byte("s2"), []store.Step{
		{Seat: store.ClockSeat, At: later},
		{Seat: 0, Act: "do=move&from=g1&to=f3", At: later},
		{Seat: 1, Act: "do=move&from=b8&to=c6", At: later.Add(time.Nanosecond)},
	}
	if err := st.SaveGame(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	stale.State, stale.Steps = []byte("lost"), []store.Step{{Seat: 0, Act: "do=lost", At: later}}
	if err := st.SaveGame(ctx, &stale, nil); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("a stale save: %v, want ErrConflict", err)
	}
	g.State, g.Over, g.Steps = []byte("s3"), true, []store.Step{{Seat: 0, Act: "do=resign", At: later.Add(time.Minute)}}
	if err := st.SaveGame(ctx, g, []store.Result{{Board: "easy", Outcome: "loss", Ranked: true, Detail: map[string]any{"kind": "chess"}}}); err != nil {
		t.Fatal(err)
	}
	rec, err := st.LoadRecord(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := []store.Step{
		{Seat: 1, Act: "do=move&from=e7&to=e5", At: at},
		{Seat: store.ClockSeat, At: later},
		{Seat: 0, Act: "do=move&from=g1&to=f3", At: later},
		{Seat: 1, Act: "do=move&from=b8&to=c6", At: later.Add(time.Nanosecond)},
		{Seat: 0, Act: "do=resign", At: later.Add(time.Minute)},
	}
	if !reflect.DeepEqual(rec.Steps, want) {
		t.Errorf("steps:\n got %v\nwant %v", rec.Steps, want)
	}
	if string(rec.Start) != "s0" || string(rec.Game.State) != "s3" || !rec.Game.Over || rec.Player != "recorder" ||
		rec.Outcome != "loss" || !rec.Ranked || rec.FinishedAt.IsZero() {
		t.Errorf("record: start %q state %q over %v player %q outcome %q ranked %v finished %v",
			rec.Start, rec.Game.State, rec.Game.Over, rec.Player, rec.Outcome, rec.Ranked, rec.FinishedAt)
	}
	// A game saved without steps (one begun before records were kept)
	// has no start.
	old := game(t, st, u.ID, "minesweeper", true)
	if rec, err := st.LoadRecord(ctx, old.ID); err != nil || rec.Start != nil || len(rec.Steps) != 0 {
		t.Errorf("a game without a record: %v, %v", rec, err)
	}
	if _, err := st.LoadRecord(ctx, 12345); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a missing game: %v", err)
	}
}
