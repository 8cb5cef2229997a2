package game101

import (
	"fmt"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// TestMeasureTableOfFour plays one Strong seat against three Easy ones
// at the ranked table of four, for the bot ratings
// (ratings.go, LevelRatings). GAMEHALL_TUNE=1; GAMEHALL_N
// matches (default 200).
func TestMeasureTableOfFour(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 200)
	seats := []policy{strongPolicy, Easy, Easy, Easy}
	wins := 0
	for i := range n {
		if w, _ := playMatch(t, 4, uint64(900000+i), seats); w == 0 {
			wins++
		}
	}
	fmt.Printf("101 at four, strong among three easy: won %d of %d\n", wins, n)
}
