package store_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"gamehall/internal/store"
)

// TestAbortAndStaleGames: a game is aborted only while open, unmoved and
// at the version shown; the sweep lists moved open games of the slugs
// asked, untouched since the moment given, through the partial index on
// open games by age (a move's update touches no index column, so it
// stays a HOT update).
func TestAbortAndStaleGames(t *testing.T) {
	st, ctx := newStore(t)
	u := account(t, st, "leaver")
	moved := game(t, st, u.ID, "chess", false)
	moved.Moves = 1
	if err := st.SaveGame(ctx, moved, nil); err != nil {
		t.Fatal(err)
	}
	if err := st.AbortGame(ctx, moved.ID, u.ID, moved.Version); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("aborting a moved game: %v", err)
	}
	fresh := game(t, st, u.ID, "chess", false)
	if err := st.AbortGame(ctx, fresh.ID, u.ID, fresh.Version+1); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("aborting from a stale page: %v", err)
	}
	if err := st.AbortGame(ctx, fresh.ID, u.ID+1, fresh.Version); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("aborting someone else's game: %v", err)
	}
	if err := st.AbortGame(ctx, fresh.ID, u.ID, fresh.Version); err != nil {
		t.Fatal(err)
	}
	if _, err := st.LoadGame(ctx, fresh.ID, u.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("an aborted game loads: %v", err)
	}
	solo := game(t, st, u.ID, "minesweeper", false)
	solo.Moves = 3
	if err := st.SaveGame(ctx, solo, nil); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Hour)
	refs, err := st.StaleGames(ctx, []string{"chess", "go"}, later, 10)
	if err != nil || len(refs) != 1 || refs[0].ID != moved.ID {
		t.Fatalf("stale games %+v, %v; want the moved chess game alone", refs, err)
	}
	if refs, _ := st.StaleGames(ctx, []string{"chess"}, time.Now().Add(-time.Hour), 10); len(refs) != 0 {
		t.Fatalf("games touched since: %+v", refs)
	}

	// Many open games: the sweep reads the index, not the table.
	if _, err := st.Pool().Exec(ctx, `
		INSERT INTO games (id, user_id, slug, state, moves, created_at, updated_at)
		SELECT 1000000 + i, $1, (ARRAY['chess','klondike','wayfarer','durak'])[1 + i % 4], 's', i % 2,
			now() - i * interval '1 minute', now() - i * interval '1 minute'
		FROM generate_series(1, 20000) AS i`, u.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Pool().Exec(ctx, `ANALYZE games`); err != nil {
		t.Fatal(err)
	}
	var plan strings.Builder
	rows, err := st.Pool().Query(ctx, `EXPLAIN SELECT id, user_id FROM games
		WHERE NOT over AND slug = ANY($1) AND created_at < $2 AND updated_at < $2 AND moves > 0
		ORDER BY updated_at LIMIT $3`, []string{"chess", "durak"}, time.Now().Add(-7*24*time.Hour), 500)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		plan.WriteString(line + "\n")
	}
	if !strings.Contains(plan.String(), "games_open_created") {
		t.Errorf("the sweep's query does not use its index:\n%s", plan.String())
	}
}
