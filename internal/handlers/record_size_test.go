package handlers

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestRecordBytesPerGame plays a chess, a Durak and a Minesweeper game
// on PostgreSQL and reports what their records take: the text and start
// state written, and on disk (each row's tuple with its line pointer,
// plus its primary-key entry). A record must stay small beside the game
// itself: under 160 bytes a step on disk, beside its start row.
func TestRecordBytesPerGame(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	for i, slug := range []string{"chess", "durak", "minesweeper"} {
		p := h.player()
		game := playRecorded(t, h, p, slug, rand.New(rand.NewPCG(41, uint64(i))), 400)
		id := gameIDOf(t, game)
		var rows, payload, heap, steps int
		err := h.store.Pool().QueryRow(context.Background(), `
			SELECT count(*), sum(octet_length(steps) + coalesce(octet_length(start), 0)),
				sum(pg_column_size(t.*) + 4), sum(CASE WHEN steps = '' THEN 0 ELSE 1 + length(steps) - length(replace(steps, E'\n', '')) END)
			FROM game_steps t WHERE game_id = $1`, id).Scan(&rows, &payload, &heap, &steps)
		if err != nil {
			t.Fatal(err)
		}
		index := rows * 28 // an index tuple of two bigints with its line pointer
		t.Logf("%s (over %v): %d steps in %d rows; written %d bytes; on disk about %d bytes (%d heap + %d index), %.0f bytes a step",
			slug, h.row(game).Over, steps, rows, payload, heap+index, heap, index, float64(heap+index)/float64(max(steps, 1)))
		if steps == 0 || heap+index > 160*steps+600 {
			t.Errorf("%s: %d bytes for %d steps", slug, heap+index, steps)
		}
	}
}
