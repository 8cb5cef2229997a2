package handlers

import (
	"slices"
	"testing"
	"time"
)

// TestDailyRegistry: the daily challenges the registry gathers from the
// games are the hall's as they always were, in page order, with keys
// (which name them in URLs and the database and seed their deals) unique;
// only games with challenges link to them.
func TestDailyRegistry(t *testing.T) {
	t.Parallel()
	r := Games()
	for _, c := range []struct {
		day    time.Time
		keys   []string
		boards []string
	}{
		{time.Date(2026, 12, 4, 0, 0, 0, 0, time.UTC), []string{"klondike", "beginner", "intermediate", "expert"},
			[]string{"draw1-time", "beginner", "intermediate", "expert"}},
		{time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), []string{"klondike", "beginner", "intermediate", "expert"},
			[]string{"draw1-time", "beginner-noguess", "intermediate-noguess", "expert-noguess"}},
	} {
		var keys, boards []string
		for _, d := range r.dailies(c.day) {
			keys, boards = append(keys, d.Key), append(boards, d.Board)
			if got, ok := r.daily(c.day, d.Key); !ok || got.e != d.e {
				t.Errorf("%s: the challenge %q is not found by its key", c.day.Format(time.DateOnly), d.Key)
			}
		}
		if !slices.Equal(keys, c.keys) || !slices.Equal(boards, c.boards) {
			t.Errorf("%s: challenges %v on boards %v", c.day.Format(time.DateOnly), keys, boards)
		}
	}
	var daily []string
	for _, g := range r.catalogue("en") {
		if g.Daily {
			daily = append(daily, g.Slug)
		}
	}
	if !slices.Equal(daily, []string{"klondike", "minesweeper"}) {
		t.Errorf("games linking to the daily challenges: %v", daily)
	}
}

// TestSoloStatsRegistry: the profile shows the solitaires' records in
// the registry's order, Klondike's before Minesweeper's as it always
// did, each read from its win-rate boards.
func TestSoloStatsRegistry(t *testing.T) {
	t.Parallel()
	var solo []string
	for _, e := range Games().order {
		if e.stats.Show != nil {
			solo = append(solo, e.info.Slug)
			if len(e.stats.Boards) == 0 {
				t.Errorf("%s: statistics that read no board", e.info.Slug)
			}
			if e.stats.Show("en", nil) != nil {
				t.Errorf("%s: a record of no games is shown", e.info.Slug)
			}
		}
	}
	if !slices.Equal(solo, []string{"klondike", "minesweeper"}) {
		t.Errorf("games with a record on the profile: %v", solo)
	}
}
