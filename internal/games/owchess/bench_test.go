package owchess

import (
	"math/rand/v2"
	"net/url"
	"testing"
)

// BenchmarkRequest is the engine's share of one request: decode the
// stored game, apply a move, render the view and encode it again.
func BenchmarkRequest(b *testing.B) {
	s := newGame(b, 3, url.Values{"timer": {"off"}})
	rng := rand.New(rand.NewPCG(1, 1))
	for range 30 {
		seat, act := randomAction(s, rng)
		_ = s.Apply(seat, act, t0)
	}
	data, _ := s.Encode()
	b.ResetTimer()
	for b.Loop() {
		st, err := Game{}.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		g := st.(*State)
		seat, act := randomAction(g, rng)
		_ = g.Apply(seat, act, t0)
		g.View(0, t0)
		if _, err := g.Encode(); err != nil {
			b.Fatal(err)
		}
	}
}
