package klondike

import (
	"bytes"
	"reflect"
	"testing"

	"gamehall/internal/games/kit/kittest"
	"gamehall/internal/games/klondike/solver"
)

func TestDailySameSeedSameDeal(t *testing.T) {
	a := kittest.Encode(t, NewDaily(42, false).(*state))
	b := kittest.Encode(t, NewDaily(42, false).(*state))
	if !bytes.Equal(a, b) {
		t.Fatal("the same seed dealt two different deals")
	}
	c := kittest.Encode(t, NewDaily(43, false).(*state))
	if bytes.Equal(a, c) {
		t.Fatal("two seeds dealt the same deal")
	}
}

func TestDailyIsWinnableDrawOne(t *testing.T) {
	for seed := range uint64(5) {
		s := NewDaily(seed, false).(*state)
		if s.drawThree {
			t.Fatal("a daily deal is draw one")
		}
		if res, err := solver.Solve(s.position(), winnableBudget); err != nil || res.Verdict != solver.Solved {
			t.Fatalf("seed %d: the daily deal is not proven winnable: %v %v", seed, res.Verdict, err)
		}
	}
}

func TestDailyRankedAndPractice(t *testing.T) {
	if c := NewDaily(7, false).(*state).Casual(); !c.Ranked() {
		t.Fatalf("the day's attempt is casual: %v", c)
	}
	if c := NewDaily(7, true).(*state).Casual(); c.Ranked() {
		t.Fatal("a practice deal is ranked")
	}
	// Practice and ranked deal the same cards.
	r, p := NewDaily(7, false).(*state), NewDaily(7, true).(*state)
	if !reflect.DeepEqual(r.position(), p.position()) {
		t.Fatal("practice deals another deal")
	}
}

// BenchmarkNewDaily is the work of dealing one day's deal (a request
// that starts the day's game does it once).
func BenchmarkNewDaily(b *testing.B) {
	for i := range b.N {
		NewDaily(uint64(i)*0x9e3779b97f4a7c15, false)
	}
}
