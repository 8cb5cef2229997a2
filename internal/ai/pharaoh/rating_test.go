package pharaoh

import (
	"fmt"
	"net/url"
	"strconv"
	"testing"

	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/pharaoh"
)

// TestMeasureChampionships plays Strong against Easy over whole
// championships of ten matches, the only ranked Pharaoh, each seed from
// both sides, for the bot ratings (ratings.go, LevelRatings).
// GAMEHALL_TUNE=1; GAMEHALL_N seeds (default 20).
func TestMeasureChampionships(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 20)
	wins, draws, losses := 0, 0, 0
	for i := range n {
		for _, r := range duel(uint64(5000+i), strongPolicy, easyPolicy, func(seed uint64, seats [2]policy) int { return playChampionship(t, seed, seats) }) {
			switch {
			case r > 0:
				wins++
			case r < 0:
				losses++
			default:
				draws++
			}
		}
		if (i+1)%10 == 0 { // a running tally, for a run stopped early
			fmt.Printf("after %d: %d won, %d drawn, %d lost\n", 2*(i+1), wins, draws, losses)
		}
	}
	fmt.Printf("pharaoh championships, strong vs easy: %d won, %d drawn, %d lost of %d\n", wins, draws, losses, 2*n)
}

// playChampionship is playSeries over ten matches.
func playChampionship(t testing.TB, seed uint64, seats [2]policy) int {
	return playOut(t, url.Values{"matches": {strconv.Itoa(game.ChampionSeries)}}, seed, 99, seats, nil)
}
