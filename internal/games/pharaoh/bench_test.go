package pharaoh

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// lateSeries is a championship some matches in, in the middle of a deal:
// its stored form is about as long as it gets.
func lateSeries(b *testing.B) *state {
	s := newGame(b, 11, "10")
	r := rand.New(rand.NewPCG(1, 2))
	for len(s.Matches) < 6 || len(s.Deals) < 5 || s.Phase != Playing || len(s.Log) < 6 {
		seat, a := randomAction(s, r)
		kittest.Accepts[View](b, s, seat, a, epoch, nil)
	}
	return s
}

// BenchmarkRequest is the engine's share of one move through the hall:
// decode the stored state, apply a move, the view, encode.
func BenchmarkRequest(b *testing.B) {
	data, _ := lateSeries(b).Encode()
	r := rand.New(rand.NewPCG(3, 4))
	kittest.BenchRequest[View](b, Game{}, data, epoch, kittest.Random[View](randomAction, r))
}

// BenchmarkSeries plays a whole championship of ten matches with random
// moves.
func BenchmarkSeries(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		s := newGame(b, seed, "10")
		r := rand.New(rand.NewPCG(seed, 1))
		for !s.Over() {
			seat, a := randomAction(s, r)
			kittest.Accepts[View](b, s, seat, a, epoch, nil)
		}
		seed++
	}
}
