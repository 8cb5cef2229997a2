package klondike

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// TestGameNewDailyIsTheDaysDeal: the one daily deal ranks on the draw
// one best-time board every day, the game's daily is the deal NewDaily
// deals from the same seed, and an unknown key is refused.
func TestGameNewDailyIsTheDaysDeal(t *testing.T) {
	day := time.Date(2026, 12, 4, 0, 0, 0, 0, time.UTC)
	ds := Game{}.Dailies(day)
	if len(ds) != 1 || ds[0].Key != "klondike" || ds[0].Board != BoardDraw1Time {
		t.Fatalf("the daily deals: %+v", ds)
	}
	got, err := Game{}.NewDaily("klondike", day, 7, false, day)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := got.Encode()
	b, _ := NewDaily(7, false).Encode()
	if !bytes.Equal(a, b) {
		t.Error("the game's daily is not the deal NewDaily deals")
	}
	var in *kit.InputError
	if _, err := (Game{}).NewDaily("beginner", day, 7, false, day); !errors.As(err, &in) {
		t.Errorf("an unknown daily deal: %v", err)
	}
}
