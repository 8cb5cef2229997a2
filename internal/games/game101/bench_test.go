package game101

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// midRound is a six-player match some way into its first round.
func midRound(b *testing.B) *state {
	s := newGame(b, 6, 11)
	r := rand.New(rand.NewPCG(1, 2))
	for range 30 {
		if s.Phase != Playing {
			break
		}
		seat, a := randomAction(s, r)
		kittest.Accepts[View](b, s, seat, a, epoch, nil)
	}
	return s
}

// BenchmarkRequest is the engine's share of one move through the hall:
// decode the stored state, apply a move, render-side view, encode.
func BenchmarkRequest(b *testing.B) {
	data, _ := midRound(b).Encode()
	r := rand.New(rand.NewPCG(3, 4))
	kittest.BenchRequest[View](b, Game{}, data, epoch, kittest.Random[View](randomAction, r))
}

// BenchmarkMatch plays a whole four-player match with random moves.
func BenchmarkMatch(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		s := newGame(b, 4, seed)
		r := rand.New(rand.NewPCG(seed, 1))
		for !s.Over() {
			seat, a := randomAction(s, r)
			kittest.Accepts[View](b, s, seat, a, epoch, nil)
		}
		seed++
	}
}
