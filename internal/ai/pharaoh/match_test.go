package pharaoh

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/pharaoh"
)

var epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// policy is one seat's player.
type policy func(v game.View, rng *rand.Rand) kit.Action

func easyPolicy(v game.View, rng *rand.Rand) kit.Action { return Easy(v, rng) }

func strongPolicy(v game.View, rng *rand.Rand) kit.Action {
	return Strong(context.Background(), v, rng)
}

// playOut plays a series from the new-game form and seed to its end
// with a policy per seat (seat 0 also deals on), the policies drawing
// from an RNG of the given stream, and returns seat 0's total. look,
// when set, sees every view before its seat acts.
func playOut(t testing.TB, form url.Values, seed, stream uint64, seats [2]policy, look func(game.View)) int {
	t.Helper()
	st, err := game.Game{}.New(form, seed, epoch)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, stream))
	for steps := 0; !st.Over(); steps++ {
		if steps > 200000 {
			t.Fatal("endless series")
		}
		seat := kit.ToMove(st)
		v := st.View(seat, epoch)
		if look != nil {
			look(v)
		}
		act := kit.Action{"do": {"next"}}
		if v.MyTurn() {
			act = seats[seat](v, rng)
		}
		if err := st.Apply(seat, act, epoch); err != nil {
			t.Fatalf("seat %d %v: %v", seat, act, err)
		}
	}
	return st.View(0, epoch).Total
}

// playSeries plays a one-match series from seed and returns seat 0's
// result.
func playSeries(t testing.TB, seed uint64, seats [2]policy) int {
	return playOut(t, url.Values{"matches": {"1"}}, seed, 99, seats, nil)
}

// duel plays seed from both sides, a first in seat 0, and returns a's
// two results.
func duel(seed uint64, a, b policy, play func(seed uint64, seats [2]policy) int) [2]int {
	return [2]int{play(seed, [2]policy{a, b}), -play(seed, [2]policy{b, a})}
}

// matchScore plays n matches on n seeds twice each, the strong bot on
// each side once (the seats are not alike: red is the person's colour,
// black the bot's), and returns strong's wins, losses and total result.
func matchScore(t testing.TB, n int) (wins, losses, total int) {
	return versus(t, n, strongPolicy, easyPolicy)
}

// versus plays n seeds twice, a on each side once, and returns a's wins,
// losses and total result against b.
func versus(t testing.TB, n int, a, b policy) (wins, losses, total int) {
	for i := range n {
		for _, r := range duel(uint64(1000+i), a, b, func(seed uint64, seats [2]policy) int { return playSeries(t, seed, seats) }) {
			total += r
			switch {
			case r > 0:
				wins++
			case r < 0:
				losses++
			}
		}
	}
	return wins, losses, total
}

func TestStrongBeatsEasy(t *testing.T) {
	n := kittest.Scale(6, 100)
	wins, losses, total := matchScore(t, n)
	t.Logf("strong vs easy over %d matches: %d won, %d lost, total %+d", 2*n, wins, losses, total)
	if wins <= losses {
		t.Errorf("strong won %d matches and lost %d", wins, losses)
	}
}
