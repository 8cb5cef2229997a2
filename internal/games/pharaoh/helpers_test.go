package pharaoh

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// newGame starts a series of length matches from a seed.
func newGame(t testing.TB, seed uint64, length string) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, url.Values{"matches": {length}, "level": {"easy"}}, seed, epoch).(*state)
}

// c parses a card code.
func c(code string) cards.Card { return cards.MustParse(code) }

// set parses card codes into a set.
func set(codes ...string) cards.Set {
	var s cards.Set
	for _, code := range codes {
		s = s.Add(c(code))
	}
	return s
}

// randomAction is a legal action for whoever must act, chosen at random.
func randomAction(s *state, rng *rand.Rand) (int, kit.Action) {
	if s.Phase != Playing {
		return Person, kit.Action{"do": {"next"}}
	}
	seat := s.Deal.Turn
	v := s.View(seat, epoch)
	var acts []kit.Action
	for _, card := range v.Playable.Cards() {
		act := kit.Action{"do": {"play"}, "card": {card.String()}}
		if card.IsJoker() {
			act.Set("suit", cards.Suits[rng.IntN(4)].Letter())
		}
		acts = append(acts, act)
	}
	if v.CanDraw {
		acts = append(acts, kit.Action{"do": {"draw"}})
	}
	if v.CanPass {
		acts = append(acts, kit.Action{"do": {"pass"}})
	}
	return seat, acts[rng.IntN(len(acts))]
}

// roundTrip encodes and decodes s and fails unless the copy encodes the
// same.
func roundTrip(t testing.TB, s *state) *state {
	t.Helper()
	return kittest.RoundTrip[View](t, Game{}, s).(*state)
}
