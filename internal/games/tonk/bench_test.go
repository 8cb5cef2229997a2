package tonk

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// midHand is a four-player game some hands in, in the middle of a hand.
func midHand(b *testing.B) *state {
	s := kittest.New[View](b, Game{}, url.Values{"bots": {"3"}}, 11, epoch).(*state)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200 || s.Phase != Start; i++ {
		seat, a := randomLegal(s, r)
		if a.Get("do") == "leave" {
			a.Set("do", "next")
		}
		kittest.Accepts[View](b, s, seat, a, epoch, nil)
	}
	return s
}

// BenchmarkRequest is the engine's share of one move through the hall:
// decode the stored state, apply a move, the view to render, encode.
func BenchmarkRequest(b *testing.B) {
	data, _ := midHand(b).Encode()
	r := rand.New(rand.NewPCG(3, 4))
	kittest.BenchRequest[View](b, Game{}, data, epoch, kittest.Random[View](randomLegal, r))
}
