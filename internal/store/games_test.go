package store_test

import (
	"errors"
	"testing"
	"time"

	"gamehall/internal/store"
)

// TestGameSummariesTimes: finished games carry when they ended and when
// they last changed, each in its own field; open games only the latter.
func TestGameSummariesTimes(t *testing.T) {
	st, ctx := newStore(t)
	u, err := st.CreateGuest(ctx, "en")
	if err != nil {
		t.Fatal(err)
	}
	done := &store.Game{ID: store.NewGameID(), UserID: u.ID, Slug: "minesweeper", State: []byte("x"), Over: true}
	open := &store.Game{ID: store.NewGameID(), UserID: u.ID, Slug: "chess", State: []byte("y")}
	for _, g := range []*store.Game{done, open} {
		if err := st.CreateGame(ctx, g, nil); err != nil {
			t.Fatal(err)
		}
	}
	finished := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	updated := time.Date(2021, 6, 7, 8, 9, 10, 0, time.UTC)
	if _, err := st.Pool().Exec(ctx, `UPDATE games SET finished_at = $2, updated_at = $3 WHERE id = $1`,
		done.ID, finished, updated); err != nil {
		t.Fatal(err)
	}
	list, err := st.FinishedGames(ctx, u.ID, 10)
	if err != nil || len(list) != 1 {
		t.Fatalf("FinishedGames: %v, %v", list, err)
	}
	if g := list[0]; !g.FinishedAt.Equal(finished) || !g.UpdatedAt.Equal(updated) {
		t.Errorf("finished game: FinishedAt %v, UpdatedAt %v; want %v, %v", g.FinishedAt, g.UpdatedAt, finished, updated)
	}
	list, err = st.OpenGames(ctx, u.ID, 10)
	if err != nil || len(list) != 1 {
		t.Fatalf("OpenGames: %v, %v", list, err)
	}
	if g := list[0]; !g.FinishedAt.IsZero() || g.UpdatedAt.IsZero() {
		t.Errorf("open game: FinishedAt %v, UpdatedAt %v", g.FinishedAt, g.UpdatedAt)
	}
}

// Two writers that read the same version: the first save wins and bumps
// the version, the second gets ErrConflict and changes nothing; saving
// again from the fresh version succeeds. Another user's game is not
// found, as a missing one.
func TestSaveGameOptimisticVersion(t *testing.T) {
	st, ctx := newStore(t)
	u := account(t, st, "writer")
	g := game(t, st, u.ID, "chess", false)
	if g.Version != 1 {
		t.Fatalf("new game at version %d, want 1", g.Version)
	}
	a, _ := st.LoadGame(ctx, g.ID, u.ID)
	b, _ := st.LoadGame(ctx, g.ID, u.ID)
	a.State, b.State = []byte("first"), []byte("second")
	if err := st.SaveGame(ctx, a, nil); err != nil || a.Version != 2 {
		t.Fatalf("first save: %v, version %d", err, a.Version)
	}
	if err := st.SaveGame(ctx, b, nil); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("stale save: %v, want ErrConflict", err)
	}
	got, err := st.LoadGame(ctx, g.ID, u.ID)
	if err != nil || string(got.State) != "first" || got.Version != 2 {
		t.Fatalf("after the lost race: %q v%d, %v; want the first writer's state at v2", got.State, got.Version, err)
	}
	got.State = []byte("third")
	if err := st.SaveGame(ctx, got, []store.Result{{Board: "b", Outcome: "win", Score: 1}}); err != nil || got.Version != 3 {
		t.Fatalf("save from the fresh version: %v, v%d", err, got.Version)
	}
	other := account(t, st, "stranger")
	if _, err := st.LoadGame(ctx, g.ID, other.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("another user's game: %v, want ErrNotFound", err)
	}
	if _, err := st.LoadGame(ctx, store.NewGameID(), u.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a missing game: %v, want ErrNotFound", err)
	}
}
