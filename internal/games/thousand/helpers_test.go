package thousand

import (
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var now = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// fixed deals the given hands and kitty with dealer 2, so seat 0 opens.
func fixed(t testing.TB, h0, h1, h2, kitty string) *state {
	t.Helper()
	s := newState(rand.NewPCG(1, 2), kit.Strong, HouseRules{})
	s.deal(2)
	s.Hands = [3]cards.Set{cards.MustSet(h0), cards.MustSet(h1), cards.MustSet(h2)}
	s.Kitty = cards.MustSet(kitty)
	if err := s.check(); err != nil {
		t.Fatalf("fixed deal: %v", err)
	}
	return s
}

// allHouseRules is the new-game form with every house rule on.
var allHouseRules = url.Values{"barrel": {"on"}, "bolts": {"on"}, "reset555": {"on"}, "round5": {"on"}, "writeoff": {"on"}}

// must applies an action that must be accepted.
func must(t testing.TB, s *state, seat int, a kit.Action) {
	t.Helper()
	if err := s.Apply(seat, a, now); err != nil {
		t.Fatalf("seat %d %v: %v", seat, a, err)
	}
	if err := s.check(); err != nil {
		t.Fatalf("after seat %d %v the state is broken: %v", seat, a, err)
	}
}

// refused applies an action that must be refused and change nothing.
func refused(t testing.TB, s *state, seat int, a kit.Action) {
	t.Helper()
	before, _ := s.Encode()
	err := s.Apply(seat, a, now)
	if err == nil || !kit.IsInvalid(err) {
		t.Fatalf("seat %d %v: got %v, want a refusal", seat, a, err)
	}
	if after, _ := s.Encode(); string(after) != string(before) {
		t.Fatalf("seat %d %v: a refused action changed the state", seat, a)
	}
}

// randomMove is a legal action for the seat to act, chosen at random.
func randomMove(s *state, rng *rand.Rand) (int, kit.Action) {
	switch s.Phase {
	case HandOver:
		return 0, kittest.Act("do", "next")
	case Bidding:
		v := s.View(s.Turn, now)
		if v.CanPass && (v.MinBid > v.MaxBid || rng.IntN(3) > 0) {
			return s.Turn, kittest.Act("do", "pass")
		}
		n := v.MinBid + BidStep*rng.IntN(2)
		if n > v.MaxBid {
			n = v.MinBid
		}
		return s.Turn, kittest.Act("do", "bid", "bid", strconv.Itoa(n))
	case Giving:
		v := s.View(s.Turn, now)
		if v.Gave == [3]cards.Card{} && v.MinBid <= v.MaxBid && rng.IntN(4) == 0 {
			return s.Turn, kittest.Act("do", "raise", "bid", strconv.Itoa(v.MinBid))
		}
		if v.CanWriteOff && rng.IntN(6) == 0 {
			return s.Turn, kittest.Act("do", "writeoff")
		}
		return s.Turn, kittest.Act("do", "give", "card", v.Hand[rng.IntN(len(v.Hand))].String())
	}
	legal := s.View(s.Turn, now).Playable.Cards()
	return s.Turn, kittest.Act("do", "play", "card", legal[rng.IntN(len(legal))].String())
}
