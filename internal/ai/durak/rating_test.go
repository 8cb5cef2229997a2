package durak

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestMeasureHeadsUp plays Normal against Easy two-handed, each seed
// from both seats, for the bot ratings (internal/handlers/bot_ratings.go).
// GAMEHALL_TUNE=1; GAMEHALL_N seeds (default 200).
func TestMeasureHeadsUp(t *testing.T) {
	kittest.NeedTune(t)
	n, _ := strconv.Atoi(os.Getenv("GAMEHALL_N"))
	if n <= 0 {
		n = 200
	}
	wins, draws, losses := 0, 0, 0
	for i := range n {
		seed := uint64(8_000_000 + i)
		for side := range 2 {
			levels := []kit.Level{kit.Strong, kit.Easy}
			normal := 0
			if side == 1 {
				levels, normal = []kit.Level{kit.Easy, kit.Strong}, 1
			}
			fool, _ := playGame(t, seed, levels)
			switch fool {
			case -1:
				draws++
			case normal:
				losses++
			default:
				wins++
			}
		}
	}
	fmt.Printf("durak two-handed, normal vs easy: %d won, %d drawn, %d lost of %d\n", wins, draws, losses, 2*n)
}
