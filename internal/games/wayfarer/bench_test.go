package wayfarer

import (
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// BenchmarkGenerate measures building one galaxy, done once per request.
func BenchmarkGenerate(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		generate(StandardSeed, i%Galaxies)
	}
}

// BenchmarkRequest is the engine's share of one request: decode, one
// action, encode and the view.
func BenchmarkRequest(b *testing.B) {
	s := newTest(b, 1)
	data, _ := s.Encode()
	for b.Loop() {
		st, err := decodeState(data)
		if err != nil {
			b.Fatal(err)
		}
		st.Apply(kit.HumanSeat, kittest.Act("do", "buy", "good", "food"), t0)
		st.Encode()
		st.View(kit.HumanSeat, t0)
	}
}
