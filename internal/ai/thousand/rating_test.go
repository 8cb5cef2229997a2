package thousand

import (
	"fmt"
	"net/url"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// TestMeasureTableOfThree plays one Strong seat against two Easy ones
// by the original rules (the ranked table), the Strong seat moving
// round the table match by match, for the bot ratings
// (ratings.go, LevelRatings). GAMEHALL_TUNE=1; GAMEHALL_N
// matches (default 300).
func TestMeasureTableOfThree(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 300)
	wins := 0
	for i := range n {
		bots := [3]botFunc{Easy, Easy, Easy}
		seat := i % 3
		bots[seat] = Strong
		var one tally
		playMatchWith(t, url.Values{}, uint64(6_000_000+i), bots, &one)
		if one.wins[seat] == 1 {
			wins++
		}
	}
	fmt.Printf("1000, one strong against two easy: won %d of %d\n", wins, n)
}
