package klondike

import (
	"math/rand/v2"
	"testing"
	"time"

	"gamehall/internal/games/kit/kittest"
)

// midGame plays some random legal moves on a deal.
func midGame(t testing.TB, query string, seed uint64, moves int) *state {
	s := newTest(t, query, seed)
	rng := rand.New(rand.NewPCG(seed, 9))
	for range moves {
		a := randomAction(s.View(0, t0), rng)
		if a == nil || s.Apply(0, a, t0.Add(time.Second)) != nil || s.won() {
			break
		}
	}
	return s
}

// TestDecodeRejectsTampering changes stored states in ways no play can
// reach and expects Decode to refuse each.
func TestDecodeRejectsTampering(t *testing.T) {
	s := midGame(t, "", 4, 40)
	good := string(kittest.Encode(t, s))
	if _, err := decodeState([]byte(good)); err != nil {
		t.Fatal(err)
	}
	// (Swapping hidden cards is not among them: that is only another
	// deal, as legal as the first. The store is trusted for that.)
	extra := s.clone()
	extra.found[3]++
	twice := s.clone()
	twice.stock[0] = twice.cols[0].up[0]
	moved := s.clone()
	moved.waste = append(moved.waste, moved.stock[len(moved.stock)-1])
	moved.stock = moved.stock[:len(moved.stock)-1]
	lost := s.clone()
	lost.history = lost.history[:len(lost.history)-1]
	clock := s.clone()
	clock.endMs = clock.startMs + 5
	for name, bad := range map[string]*state{
		"a card too many": extra, "a card twice": twice, "a draw not in the history": moved,
		"history cut": lost, "clock stopped without a win": clock,
	} {
		if _, err := decodeState(kittest.Encode(t, bad)); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
	for _, text := range []string{"", "{}", `{"v":2}`, good + "x", good[:len(good)-5], `{"v":1,"d":2}`} {
		if _, err := decodeState([]byte(text)); err == nil {
			t.Errorf("%q decoded", text)
		}
	}
}
