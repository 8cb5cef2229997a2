package store_test

import (
	"context"
	"testing"
	"time"

	"gamehall/internal/store"
	"gamehall/internal/testdb"
)

// TestGameSummariesTimes: finished games carry when they ended and when
// they last changed, each in its own field; open games only the latter.
func TestGameSummariesTimes(t *testing.T) {
	st := testdb.Store(t)
	ctx := context.Background()
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
