package pharaoh

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// lateSeries is a championship some matches in, in the middle of a deal:
// its stored form is about as long as it gets.
func lateSeries(b *testing.B) *state {
	return kittest.Walk[View](b, newGame(b, 11, "10"), epoch, randomAction, rand.New(rand.NewPCG(1, 2)), func(s *state) bool {
		return len(s.Matches) < 6 || len(s.Deals) < 5 || s.Phase != Playing || len(s.Log) < 6
	})
}

// BenchmarkRequest is the engine's share of one move through the hall:
// decode the stored state, apply a move, the view, encode.
func BenchmarkRequest(b *testing.B) {
	kittest.BenchRandom[View](b, Game{}, lateSeries(b), epoch, randomAction)
}

// BenchmarkSeries plays a whole championship of ten matches with random
// moves.
func BenchmarkSeries(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		kittest.Walk[View](b, newGame(b, seed, "10"), epoch, randomAction, rand.New(rand.NewPCG(seed, 1)), going)
		seed++
	}
}

// going is true until the match is over.
func going(s *state) bool { return !s.Over() }
