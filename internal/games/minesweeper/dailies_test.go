package minesweeper

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// TestDailiesCutOver: the day's fields rank on the classic boards
// before dailyNoGuessFrom and on the no-guess ones from it, and only
// from it does the note say no guess is needed.
func TestDailiesCutOver(t *testing.T) {
	for _, c := range []struct {
		day    time.Time
		boards []string
		note   bool
	}{
		{dailyNoGuessFrom.AddDate(0, 0, -1), []string{"beginner", "intermediate", "expert"}, false},
		{dailyNoGuessFrom, []string{"beginner-noguess", "intermediate-noguess", "expert-noguess"}, true},
	} {
		ds := Game{}.Dailies(c.day)
		if len(ds) != len(c.boards) {
			t.Fatalf("%s: %d fields", c.day.Format(time.DateOnly), len(ds))
		}
		for i, d := range ds {
			if d.Key != Presets[i].Key || d.Board != c.boards[i] {
				t.Errorf("%s: field %d is %q on %q", c.day.Format(time.DateOnly), i, d.Key, d.Board)
			}
			if got := strings.Contains(d.NoteEN, "No guessing") && strings.Contains(d.NoteRU, "Без угадывания"); got != c.note {
				t.Errorf("%s: %s's note %q says no guessing: %v", c.day.Format(time.DateOnly), d.Key, d.NoteEN, got)
			}
		}
	}
	// The declaration itself is not changed by a day's notes.
	if strings.Contains(dailyFields[0].NoteEN, "No guessing") {
		t.Error("Dailies changed the declared notes")
	}
}

// TestGameNewDailyIsTheDaysField: the game's daily of a day is the
// field NewDaily deals from the same seed, classic before the cut-over
// and no-guess from it; an unknown key is refused.
func TestGameNewDailyIsTheDaysField(t *testing.T) {
	now := dailyNoGuessFrom.Add(9 * time.Hour)
	for _, day := range []time.Time{dailyNoGuessFrom.AddDate(0, 0, -1), dailyNoGuessFrom} {
		for _, key := range []string{"beginner", "intermediate", "expert"} {
			got, err := Game{}.NewDaily(key, day, 42, true, now)
			if err != nil {
				t.Fatal(err)
			}
			want, err := NewDaily(key, 42, true, !day.Before(dailyNoGuessFrom), now)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := got.Encode()
			b, _ := want.Encode()
			if !bytes.Equal(a, b) {
				t.Errorf("%s of %s: not the field NewDaily deals", key, day.Format(time.DateOnly))
			}
		}
	}
	var in *kit.InputError
	if _, err := (Game{}).NewDaily("custom", dailyNoGuessFrom, 42, false, now); !errors.As(err, &in) {
		t.Errorf("an unknown daily field: %v", err)
	}
}
