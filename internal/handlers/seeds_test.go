package handlers

import (
	"net/url"
	"testing"
	"time"
)

func TestSeedSequenceRepeats(t *testing.T) {
	t.Parallel()
	a, b, c := SeedSequence(1), SeedSequence(1), SeedSequence(2)
	seen := map[uint64]bool{}
	for i := range 100 {
		x, y, z := a(), b(), c()
		if x != y {
			t.Fatalf("draw %d: two sequences from 1 differ: %x, %x", i, x, y)
		}
		if x == z || seen[x] {
			t.Fatalf("draw %d: %x repeats", i, x)
		}
		seen[x] = true
	}
}

// TestSeededHallsPlayTheSameGames starts the same games in two halls
// seeded alike, on a stopped clock: the stored states (deals, mines,
// the bots' opening moves) are identical, and a hall seeded otherwise
// deals other games.
func TestSeededHallsPlayTheSameGames(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { return at }
	start := func(first uint64) []string {
		h := startMemHall(t, Config{Now: clock, Seeds: SeedSequence(first)})
		p := h.player()
		var states []string
		for _, g := range []struct {
			slug string
			opts url.Values
		}{
			{"minesweeper", url.Values{"preset": {"beginner"}}},
			{"hearts", url.Values{"level": {"easy"}}},
			{"klondike", nil},
		} {
			game := p.newGame(g.slug, g.opts)
			states = append(states, string(h.row(game).State))
		}
		return states
	}
	one, again, other := start(1), start(1), start(99)
	for i := range one {
		if one[i] != again[i] {
			t.Errorf("game %d: two halls seeded alike stored different games:\n%s\n%s", i, one[i], again[i])
		}
		if one[i] == other[i] {
			t.Errorf("game %d: halls seeded 1 and 99 stored the same game", i)
		}
	}
}
