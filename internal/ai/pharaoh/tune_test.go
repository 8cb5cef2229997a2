package pharaoh

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/pharaoh"
)

// TestTuneSamples compares sample counts against Easy (GAMEHALL_TUNE=1).
func TestTuneSamples(t *testing.T) {
	if os.Getenv("GAMEHALL_TUNE") == "" {
		t.Skip("set GAMEHALL_TUNE=1")
	}
	defer func(n, f, z int) { Samples, follow, noise = n, f, z }(Samples, follow, noise)
	for _, p := range [][3]int{{40, 0, 12}, {40, 6, 12}, {120, 0, 12}} {
		Samples, follow, noise = p[0], p[1], p[2]
		w, l, total := matchScore(t, 60)
		fmt.Printf("samples %d follow %d noise %d: %d won, %d lost, total %+d\n", p[0], p[1], p[2], w, l, total)
	}
}

// TestTuneBaselines measures simple players against Easy (GAMEHALL_TUNE=1).
func TestTuneBaselines(t *testing.T) {
	if os.Getenv("GAMEHALL_TUNE") == "" {
		t.Skip("set GAMEHALL_TUNE=1")
	}
	greedy := func(v game.View, rng *rand.Rand) kit.Action {
		d := Guess(v, rng)
		return Greedy(&d, v.Seat, rng).Action()
	}
	for name, p := range map[string]policy{"easy": easyPolicy, "greedy": greedy} {
		w, l, total := versus(t, 60, p, easyPolicy)
		fmt.Printf("%s vs easy: %d won, %d lost, total %+d\n", name, w, l, total)
	}
}
