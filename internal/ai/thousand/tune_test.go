package thousand

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/thousand"
)

// TestTuneEstimate compares what the declarer's seven cards were
// estimated at with what Strong then made from them, all three seats
// played by Strong. It only reports; GAMEHALL_LONG=1 runs it.
func TestTuneEstimate(t *testing.T) {
	kittest.NeedLong(t)
	type bucket struct{ n, sum, made100 int }
	buckets := map[int]*bucket{}
	ctx := context.Background()
	for seed := range uint64(3000) {
		st, _ := game.Game{}.New(url.Values{"level": {"strong"}}, seed, time.Time{})
		rng := rand.New(rand.NewPCG(seed, 5))
		opener := st.View(0, time.Time{}).Turn
		est := handValue(ctx, cards.SetOf(st.View(opener, time.Time{}).Hand...))
		// The opener bids 100 and the others pass.
		_ = st.Apply(opener, kit.Action{"do": {game.ActBid}, "bid": {"100"}}, time.Time{})
		for st.View(0, time.Time{}).Phase == game.Bidding {
			_ = st.Apply(st.View(0, time.Time{}).Turn, kit.Action{"do": {game.ActPass}}, time.Time{})
		}
		for st.View(0, time.Time{}).Phase != game.HandOver && !st.Over() {
			seat := st.View(0, time.Time{}).Turn
			v := st.View(seat, time.Time{})
			a, _ := Strong(ctx, v, rng)
			if a.Get("do") == "raise" {
				a, _ = kit.Action{"do": {game.ActGive}, "card": {giveCard(v, cards.SetOf(v.Hand...)).String()}}, error(nil)
			}
			if err := st.Apply(seat, a, time.Time{}); err != nil {
				t.Fatal(err)
			}
		}
		r := st.View(0, time.Time{}).Sheet[0]
		b := buckets[est/10*10]
		if b == nil {
			b = &bucket{}
			buckets[est/10*10] = b
		}
		b.n++
		b.sum += r.Earned(r.Declarer)
		if r.Made {
			b.made100++
		}
	}
	for e := 0; e < 400; e += 10 {
		if b := buckets[e]; b != nil {
			t.Logf("estimate %3d..%3d: %4d hands, made %.0f on average, 100 made %.0f%%", e, e+9, b.n, float64(b.sum)/float64(b.n), 100*float64(b.made100)/float64(b.n))
		}
	}
}

// TestTuneMargin plays Strong against Easy at several bidding margins.
func TestTuneMargin(t *testing.T) {
	kittest.NeedTune(t)
	defer func(m int) { bidMargin = m }(bidMargin)
	for _, m := range []int{10, 20, 30, 40} {
		bidMargin = m
		wins, pts, hands := 0, 0, 0
		for i := range 150 {
			bots := [3]botFunc{Easy, Easy, Easy}
			bots[i%3] = Strong
			var one tally
			playMatch(t, uint64(i)+5000, bots, &one)
			wins += one.wins[i%3]
			pts += one.points[i%3]
			hands += one.hands[0]
		}
		t.Logf("margin %d: Strong won %d of 150, %+.1f a hand", m, wins, float64(pts)/float64(hands))
	}
}

// TestTuneWriteOff plays Strong against Easy with every house rule at
// several write-off thresholds (10000: never).
func TestTuneWriteOff(t *testing.T) {
	kittest.NeedTune(t)
	defer func(w int) { writeOffSlack = w }(writeOffSlack)
	for _, w := range []int{0, 25, 50, 10000} {
		writeOffSlack = w
		wins, pts, hands, offs := 0, 0, 0, 0
		for i := range 150 {
			bots := [3]botFunc{Easy, Easy, Easy}
			bots[i%3] = Strong
			var one tally
			playMatchWith(t, allHouseRules, uint64(i)+5000, bots, &one)
			wins += one.wins[i%3]
			pts += one.points[i%3]
			hands += one.hands[0]
			offs += one.writeOffs[i%3]
		}
		t.Logf("slack %d: Strong won %d of 150, %+.1f a hand, %d hands written off of %d", w, wins, float64(pts)/float64(hands), offs, hands)
	}
}
