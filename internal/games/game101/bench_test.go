package game101

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// midRound is a six-player match some way into its first round.
func midRound(b *testing.B) *state {
	moves := 0
	return kittest.Walk[View](b, newGame(b, 6, 11), epoch, randomAction, rand.New(rand.NewPCG(1, 2)), func(s *state) bool {
		moves++
		return moves <= 30 && s.Phase == Playing
	})
}

// BenchmarkRequest is the engine's share of one move through the hall:
// decode the stored state, apply a move, render-side view, encode.
func BenchmarkRequest(b *testing.B) {
	kittest.BenchRandom[View](b, Game{}, midRound(b), epoch, randomAction)
}

// BenchmarkMatch plays a whole four-player match with random moves.
func BenchmarkMatch(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		kittest.Walk[View](b, newGame(b, 4, seed), epoch, randomAction, rand.New(rand.NewPCG(seed, 1)), going)
		seed++
	}
}

// going is true until the match is over.
func going(s *state) bool { return !s.Over() }
