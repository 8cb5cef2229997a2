package pharaoh

import (
	"math"
	"testing"

	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/pharaoh"
)

// TestMatchValueCountsTheMultiplier: a deal is judged by what it does to
// the match. Near the target the deal's own difference misleads: at 90
// to 30, a deal of 0 to 12 (12 better for the seat on its own) ends the
// match lost by 60, twice over, while a deal of 8 to 0 keeps it going.
func TestMatchValueCountsTheMultiplier(t *testing.T) {
	scores := [game.Seats]int{90, 30} // seat 0 is behind (a lower score wins)
	endsIt := MatchValue(scores, [game.Seats]int{12, 0}, 0)
	goesOn := MatchValue(scores, [game.Seats]int{0, 8}, 0)
	if endsIt != -2*72 {
		t.Errorf("a deal that ends the match at 102 to 30: %v, want the match result -144", endsIt)
	}
	if goesOn <= endsIt {
		t.Errorf("keeping the match alive (%v) is not better than losing it at once (%v)", goesOn, endsIt)
	}
	// Far from the target, the difference counts more as it grows.
	small := MatchValue([game.Seats]int{0, 0}, [game.Seats]int{0, 20}, 0)
	big := MatchValue([game.Seats]int{0, 60}, [game.Seats]int{0, 20}, 0) - MatchValue([game.Seats]int{0, 60}, [game.Seats]int{0, 0}, 0)
	if small != 20 || big <= 20 {
		t.Errorf("20 points at 0-0 are worth %v, at 0-60 %v", small, big)
	}
}

// TestStrongVersusEasyMatches measures Strong against Easy over whole
// one-match series, each seed played from both sides, with the mean
// match result and its 95% interval. GAMEHALL_LONG=1 plays 200 matches.
func TestStrongVersusEasyMatches(t *testing.T) {
	n := 4
	kittest.NeedLong(t)
	n = 100
	var results []float64
	wins, losses := 0, 0
	for i := range n {
		for _, r := range duel(uint64(5000+i), strongPolicy, easyPolicy, func(seed uint64, seats [2]policy) int { return playSeries(t, seed, seats) }) {
			results = append(results, float64(r))
			switch {
			case r > 0:
				wins++
			case r < 0:
				losses++
			}
		}
	}
	var mean, ss float64
	for _, r := range results {
		mean += r
	}
	mean /= float64(len(results))
	for _, r := range results {
		ss += (r - mean) * (r - mean)
	}
	half := 1.96 * math.Sqrt(ss/float64(len(results)-1)/float64(len(results)))
	t.Logf("Strong vs Easy, %d matches: %d won, %d lost, mean result %+.1f ± %.1f a match", len(results), wins, losses, mean, half)
}
