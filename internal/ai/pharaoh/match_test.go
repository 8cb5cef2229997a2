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

// playSeries plays a one-match series with a policy per seat (seat 0
// also deals on) and returns seat 0's result and the number of actions.
func playSeries(t testing.TB, seed uint64, seats [2]policy) (result, actions int) {
	t.Helper()
	st, err := game.Game{}.New(url.Values{"matches": {"1"}}, seed, epoch)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	for !st.Over() {
		seat, ok := st.NextBot()
		if !ok {
			seat = game.Person
		}
		v := st.View(seat, epoch)
		act := kit.Action{"do": {"next"}}
		if v.MyTurn() {
			act = seats[seat](v, rng)
		}
		if err := st.Apply(seat, act, epoch); err != nil {
			t.Fatalf("seat %d %v: %v", seat, act, err)
		}
		actions++
		if actions > 20000 {
			t.Fatal("endless series")
		}
	}
	return st.View(0, epoch).Total, actions
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
		seed := uint64(1000 + i)
		for side := range 2 {
			seats := [2]policy{a, b}
			if side == 1 {
				seats = [2]policy{b, a}
			}
			r, _ := playSeries(t, seed, seats)
			if side == 1 {
				r = -r
			}
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
