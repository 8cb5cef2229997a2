package thousand

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
)

// BenchmarkRequest is the engine's share of one request: decode the
// stored match, apply a move, encode it again.
func BenchmarkRequest(b *testing.B) {
	s := newState(rand.NewPCG(4, 4), kit.Strong)
	rng := rand.New(rand.NewPCG(4, 5))
	for range 40 {
		seat, a := randomMove(s, rng)
		_ = s.Apply(seat, a, now)
	}
	data, _ := s.Encode()
	b.ResetTimer()
	for b.Loop() {
		st, err := codec.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		seat, a := randomMove(st, rng)
		if err := st.Apply(seat, a, now); err != nil {
			b.Fatal(err)
		}
		if _, err := st.Encode(); err != nil {
			b.Fatal(err)
		}
	}
}
