package owchess

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/owchess"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// match plays one game between two levels (seat 0 plays white) and
// returns the winner's seat, or -1 for a draw, and the plies played.
func match(t testing.TB, seed uint64, white, black kit.Level) (int, int) {
	st, err := game.Game{}.New(url.Values{"level": {string(black)}, "timer": {"off"}}, seed, t0)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	levels := [2]kit.Level{white, black}
	plies := 0
	st = kittest.PlayOut(t, game.Game{}, st, t0, 5000, 0, func(seat int, v game.View) (kit.Action, error) {
		v.Level = levels[seat]
		plies = v.Ply
		return Bot(context.Background(), v, rng)
	})
	v := st.View(0, t0)
	switch v.Outcome {
	case "win":
		return 0, plies
	case "loss":
		return 1, plies
	}
	return -1, plies
}

// TestBotsFinish plays a few quick games between the levels to the end.
func TestBotsFinish(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		w, plies := match(t, seed, kit.Medium, kit.Easy)
		t.Logf("seed %d: winner seat %d after %d plies", seed, w, plies)
	}
}

// TestStrongBeatsEasy is the long match of the levels.
func TestStrongBeatsEasy(t *testing.T) {
	kittest.NeedLong(t)
	pairs := [][2]kit.Level{{kit.Strong, kit.Easy}, {kit.Strong, kit.Medium}, {kit.Medium, kit.Easy}}
	for _, pr := range pairs {
		score := [3]int{}
		for seed := uint64(1); seed <= 10; seed++ {
			a, _ := match(t, seed, pr[0], pr[1]) // pr[0] white
			b, _ := match(t, seed+100, pr[1], pr[0])
			score[map[int]int{0: 0, 1: 1, -1: 2}[a]]++
			score[map[int]int{0: 1, 1: 0, -1: 2}[b]]++
		}
		t.Logf("%s vs %s: %d wins, %d losses, %d draws", pr[0], pr[1], score[0], score[1], score[2])
	}
}
