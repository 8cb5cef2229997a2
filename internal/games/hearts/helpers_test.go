package hearts

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var t0 = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

func newGame(t testing.TB, opts url.Values, seed uint64) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, opts, seed, t0).(*state)
}

func mustApply(t testing.TB, s *state, seat int, a kit.Action) {
	t.Helper()
	kittest.Accepts[View](t, s, seat, a, t0, s.check)
}

// refuse checks that an action is refused with an InputError and leaves
// the encoded state unchanged.
func refuse(t testing.TB, s *state, seat int, a kit.Action) {
	t.Helper()
	kittest.Refuses[View](t, s, seat, a, t0)
}

// randomMove returns a legal action for the seat that must act (a bot seat
// from NextBot, or the person).
func randomMove(s *state, r *rand.Rand) (int, kit.Action) {
	seat := kit.ToMove(s)
	v := s.View(seat, t0)
	switch {
	case v.MustPass():
		hand := v.Hand
		r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		return seat, kittest.Act("do", "pass", "cards", cards.Join(hand[:PassCount]))
	case v.MyTurn():
		legal := v.Playable.Cards()
		return seat, kittest.Act("do", "play", "card", legal[r.IntN(len(legal))].String())
	case v.Phase == RoundOver:
		return seat, kittest.Act("do", "next")
	}
	return seat, nil
}

// inFourthRound puts s in round 3 (no pass) with three earlier rounds in
// which seat 3 took every point.
func inFourthRound(s *state) *state {
	s.Round = 3
	s.Rounds = nil
	for range 3 {
		s.Rounds = append(s.Rounds, RoundResult{Points: [Seats]int{0, 0, 0, 26}, Moon: -1})
	}
	s.Scores = [Seats]int{0, 0, 0, 78}
	return s
}
