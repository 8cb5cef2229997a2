package tonk

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// midHand is a four-player game some hands in, in the middle of a hand.
func midHand(b *testing.B) *state {
	s := kittest.New[View](b, Game{}, url.Values{"bots": {"3"}}, 11, epoch).(*state)
	stay := func(s *state, r *rand.Rand) (int, kit.Action) {
		seat, a := randomLegal(s, r)
		if a.Get("do") == "leave" {
			a.Set("do", "next")
		}
		return seat, a
	}
	moves := 0
	return kittest.Walk[View](b, s, epoch, stay, rand.New(rand.NewPCG(1, 2)), func(s *state) bool {
		moves++
		return moves <= 200 || s.Phase != Start
	})
}

// BenchmarkRequest is the engine's share of one move through the hall:
// decode the stored state, apply a move, the view to render, encode.
func BenchmarkRequest(b *testing.B) {
	kittest.BenchRandom[View](b, Game{}, midHand(b), epoch, randomLegal)
}
