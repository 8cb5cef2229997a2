package pharaoh

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/pharaoh"
)

// TestTuneGreedy compares rollout weights, played directly against
// Easy (cheap), then the best inside Strong (GAMEHALL_TUNE=1).
func TestTuneGreedy(t *testing.T) {
	kittest.NeedTune(t)
	defer func(w Weights) { rollout = w }(rollout)
	for _, w := range []Weights{
		{Points: 4, Skip: 60, Noise: 12},
		{Points: 4, Skip: 60, Noise: 0},
		{Points: 4, Skip: 0, Noise: 4},
		{Points: 4, Skip: 20, Noise: 4},
		{Points: 4, Skip: 60, Follow: 6, Noise: 4},
		{Points: 4, Skip: 60, Follow: 15, Noise: 4},
		{Points: 4, Skip: 60, Follow: 30, Noise: 4},
		{Points: 1, Skip: 60, Follow: 30, Noise: 4},
		{Points: 4, Skip: 60, Penalty: 20, Follow: 6, Noise: 4},
		{Points: 4, Skip: -20, Follow: 6, Noise: 4},
	} {
		player := func(v game.View, rng *rand.Rand) kit.Action {
			d := Guess(v, rng)
			return w.Move(&d, v.Seat, rng).Action()
		}
		won, lost, total := versus(t, 400, player, easyPolicy)
		fmt.Printf("%+v vs easy: %d won, %d lost, total %+d\n", w, won, lost, total)
	}
}

// TestTuneStrong measures Strong with candidate rollout weights.
func TestTuneStrong(t *testing.T) {
	kittest.NeedTune(t)
	defer func(w Weights) { rollout = w }(rollout)
	for _, w := range []Weights{rollout} {
		rollout = w
		won, lost, total := matchScore(t, 100)
		fmt.Printf("strong with %+v: %d won, %d lost, total %+d\n", w, won, lost, total)
	}
}

// TestTuneBaselines measures simple players against Easy (GAMEHALL_TUNE=1).
func TestTuneBaselines(t *testing.T) {
	kittest.NeedTune(t)
	greedy := func(v game.View, rng *rand.Rand) kit.Action {
		d := Guess(v, rng)
		return Greedy(&d, v.Seat, rng).Action()
	}
	for name, p := range map[string]policy{"easy": easyPolicy, "greedy": greedy} {
		w, l, total := versus(t, 60, p, easyPolicy)
		fmt.Printf("%s vs easy: %d won, %d lost, total %+d\n", name, w, l, total)
	}
}
