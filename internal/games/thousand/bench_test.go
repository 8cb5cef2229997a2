package thousand

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// BenchmarkRequest is the engine's share of one request: decode the
// stored match, apply a move, encode it again.
func BenchmarkRequest(b *testing.B) {
	s := newState(rand.NewPCG(4, 4), kit.Strong, HouseRules{})
	rng := rand.New(rand.NewPCG(4, 5))
	for range 40 {
		seat, a := randomMove(s, rng)
		_ = s.Apply(seat, a, now)
	}
	data, _ := s.Encode()
	kittest.BenchRequest[View](b, Game{}, data, now, kittest.Random[View](randomMove, rng))
}
