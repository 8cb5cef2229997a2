package hearts

import (
	"fmt"
	"os"
	"testing"

	game "gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestMeasureOneSeat plays one seat of a stronger level among three of a
// weaker one, to the standard target, the stronger seat moving round the
// table game by game, for the bot ratings
// (ratings.go, LevelRatings). A game won alone scores 1, a tie
// for the lowest score among k seats 1/k (a fair share is 1 in 4).
// GAMEHALL_TUNE=1; GAMEHALL_N games (default 200); GAMEHALL_PAIR is
// "strong-easy" (the default), "medium-easy" or "strong-medium".
func TestMeasureOneSeat(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 200)
	pairs := map[string][2]kit.Level{
		"strong-easy":   {kit.Strong, kit.Easy},
		"medium-easy":   {kit.Medium, kit.Easy},
		"strong-medium": {kit.Strong, kit.Medium},
	}
	name := os.Getenv("GAMEHALL_PAIR")
	if name == "" {
		name = "strong-easy"
	}
	pair, ok := pairs[name]
	if !ok {
		t.Fatalf("unknown GAMEHALL_PAIR %q", name)
	}
	score, wins, ties := 0.0, 0, 0
	for i := range n {
		seat := i % game.Seats
		levels := [game.Seats]kit.Level{pair[1], pair[1], pair[1], pair[1]}
		levels[seat] = pair[0]
		scores, _ := playGame(t, uint64(5_000_000+i), game.DefaultTarget, levels)
		low, at := scores[0], 0
		for _, s := range scores {
			low = min(low, s)
		}
		for _, s := range scores {
			if s == low {
				at++
			}
		}
		if scores[seat] == low {
			score += 1 / float64(at)
			if at == 1 {
				wins++
			} else {
				ties++
			}
		}
	}
	fmt.Printf("hearts to %d, one %s among three %s: %d won alone, %d tied lowest, score %.2f of %d\n",
		game.DefaultTarget, pair[0], pair[1], wins, ties, score, n)
}
