package thousand

import (
	"context"
	"math"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/thousand"
)

type botFunc = func(context.Context, game.View, *rand.Rand) (kit.Action, error)

// tally is what a series of matches came to for each seat.
type tally struct {
	wins, hands        [3]int
	declared, made     [3]int
	points             [3]int // the sum of every hand's deltas
	bidSum             [3]int
	matches, deadlocks int
	// The house rules at work: hands written off, times on the barrel,
	// penalties (third bolts, falls from the barrel, 555).
	writeOffs, barrels, penalties [3]int
}

// playMatch plays one match with the given bot in each seat (the hall's
// seat 0 is played by a bot too) and adds it to t.
func playMatch(tb testing.TB, seed uint64, bots [3]botFunc, t *tally) {
	tb.Helper()
	playMatchWith(tb, url.Values{}, seed, bots, t)
}

// allHouseRules is the new-game form with every house rule on.
var allHouseRules = url.Values{"barrel": {"on"}, "bolts": {"on"}, "reset555": {"on"}, "round5": {"on"}, "writeoff": {"on"}}

// playMatchWith plays one match started from the new-game form.
func playMatchWith(tb testing.TB, form url.Values, seed uint64, bots [3]botFunc, t *tally) {
	tb.Helper()
	st, err := game.Game{}.New(form, seed, time.Time{})
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	ctx := context.Background()
	for steps := 0; !st.Over(); steps++ {
		if steps > 20000 {
			t.deadlocks++
			return
		}
		v := st.View(0, time.Time{})
		if v.Phase == game.HandOver {
			if err := st.Apply(0, kit.Action{"do": {game.ActNext}}, time.Time{}); err != nil {
				tb.Fatal(err)
			}
			continue
		}
		seat := v.Turn
		a, err := bots[seat](ctx, st.View(seat, time.Time{}), rng)
		if err != nil {
			tb.Fatalf("seat %d: %v", seat, err)
		}
		if err := st.Apply(seat, a, time.Time{}); err != nil {
			tb.Fatalf("seat %d played %v: %v", seat, a, err)
		}
	}
	v := st.View(0, time.Time{})
	t.matches++
	t.wins[v.Winner]++
	for _, r := range v.Sheet {
		if r.WrittenOff {
			t.writeOffs[r.Declarer]++
		}
		for seat, m := range r.Marks {
			if m.Has(game.MarkBarrel) {
				t.barrels[seat]++
			}
			if m.Has(game.MarkBoltPenalty) || m.Has(game.MarkFell) || m.Has(game.MarkReset) {
				t.penalties[seat]++
			}
		}
	}
	for _, r := range v.Sheet {
		for seat := range 3 {
			t.points[seat] += r.Delta[seat]
		}
		t.declared[r.Declarer]++
		t.bidSum[r.Declarer] += r.Bid
		if r.Made {
			t.made[r.Declarer]++
		}
		for seat := range 3 {
			t.hands[seat]++
		}
	}
}

func (t *tally) report(tb testing.TB, names [3]string) {
	for seat := range 3 {
		perHand := float64(t.points[seat]) / float64(max(t.hands[seat], 1))
		tb.Logf("seat %d %-6s: %3d/%d matches won, %+.1f points a hand, declared %d (made %d, average bid %.0f)",
			seat, names[seat], t.wins[seat], t.matches, perHand, t.declared[seat], t.made[seat],
			float64(t.bidSum[seat])/float64(max(t.declared[seat], 1)))
	}
}

// TestBotsPlayLegally: every level plays whole matches without a refused
// action.
func TestBotsPlayLegally(t *testing.T) {
	var tl tally
	for seed := range uint64(4) {
		playMatch(t, seed, [3]botFunc{Strong, Easy, Strong}, &tl)
	}
	tl.report(t, [3]string{"strong", "easy", "strong"})
	if tl.deadlocks > 0 {
		t.Fatal("a match did not end")
	}
}

// TestBotsPlayHouseRules: both levels play whole matches with every
// house rule on, to the end, without a refused action.
func TestBotsPlayHouseRules(t *testing.T) {
	var tl tally
	for seed := range uint64(6) {
		bots := [3]botFunc{Easy, Easy, Easy}
		bots[seed%3] = Strong
		if seed >= 3 {
			bots = [3]botFunc{Strong, Strong, Strong}
		}
		playMatchWith(t, allHouseRules, seed+40, bots, &tl)
	}
	if tl.deadlocks > 0 || tl.matches != 6 {
		t.Fatalf("%d of 6 matches ended", tl.matches)
	}
	t.Logf("written off %v, on the barrel %v, penalties %v", tl.writeOffs, tl.barrels, tl.penalties)
}

// TestStrongBeatsEasy plays Strong against two Easy bots, rotating the
// seats, in the original game and with every house rule. Set
// GAMEHALL_LONG=1 for the full series.
func TestStrongBeatsEasy(t *testing.T) {
	n := kittest.Scale(12, 300)
	for _, c := range []struct {
		name string
		form url.Values
	}{{"original rules", url.Values{}}, {"all house rules", allHouseRules}} {
		var tl tally
		strongWins, strongPts, easyPts, hands := 0, 0, 0, 0
		for i := range n {
			bots := [3]botFunc{Easy, Easy, Easy}
			seat := i % 3
			bots[seat] = Strong
			var one tally
			playMatchWith(t, c.form, uint64(i)+1000, bots, &one)
			if one.wins[seat] == 1 {
				strongWins++
			}
			for s := range 3 {
				if s == seat {
					strongPts += one.points[s]
				} else {
					easyPts += one.points[s]
				}
				tl.writeOffs[s] += one.writeOffs[s]
			}
			hands += one.hands[0]
			tl.matches++
		}
		p := float64(strongWins) / float64(n)
		half := 1.96 * math.Sqrt(p*(1-p)/float64(n))
		t.Logf("%s: Strong vs two Easy: Strong won %d of %d matches (%.1f%% ± %.1f%%, 95%%; a third would be even); %+.1f points a hand against Easy's %+.1f; %.1f hands a match",
			c.name, strongWins, n, 100*p, 100*half, float64(strongPts)/float64(hands), float64(easyPts)/float64(2*hands), float64(hands)/float64(n))
		if n >= 100 && strongWins*5 < n*2 {
			t.Errorf("%s: Strong won only %d of %d", c.name, strongWins, n)
		}
	}
}
