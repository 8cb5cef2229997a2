package tonk

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// rig builds a hand in play at a table of len(hands) with the given
// hands and pile (bottom first); every other card goes to the stock, in
// order (the stock's top is its last card), unless stock names them.
// Seat 0 moves first, seat len-1 dealt; ante 10.
func rig(t *testing.T, hands []string, pile string, stock string) *state {
	t.Helper()
	n := len(hands)
	s := newState(rand.NewPCG(1, 2), n, kit.Strong, 10, 5, false)
	s.Hands = make([]cards.Set, n)
	s.Taken = make([]cards.Set, n)
	used := cards.MustSet(pile)
	for i, h := range hands {
		s.Hands[i] = cards.MustSet(h)
		used = used.Union(s.Hands[i])
	}
	s.Pile = cards.Packed(cards.MustList(pile))
	if stock != "" {
		s.Stock = cards.Packed(cards.MustList(stock))
		used = used.Union(cards.MustSet(stock))
		// The rest would be nowhere: lay them out as a spread-free
		// remainder at the bottom of the stock.
		rest := FullDeck.Minus(used).Cards()
		s.Stock = append(cards.Packed(rest), s.Stock...)
	} else {
		s.Stock = cards.Packed(FullDeck.Minus(used).Cards())
	}
	s.Dealer, s.Turn, s.Phase = n-1, 0, Start
	s.Spreads, s.Log, s.History = nil, nil, nil
	s.Fresh, s.Spread, s.Final, s.Left = 0, false, false, 0
	s.HandNo = 1
	s.Bank = make([]int, n)
	for i := range s.Bank {
		s.Bank[i] = StartBankroll - s.Ante
	}
	s.Pot = n * s.Ante
	s.Wins = make([]int, n)
	if err := s.check(); err != nil {
		t.Fatalf("rigged state: %v", err)
	}
	return s
}

func act(do string, kv ...string) kit.Action {
	a := url.Values{"do": {do}}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Add(kv[i], kv[i+1])
	}
	return a
}

// must applies an action that has to succeed and checks the state after.
func must(t *testing.T, s *state, seat int, a kit.Action) {
	t.Helper()
	if err := s.Apply(seat, a, epoch); err != nil {
		t.Fatalf("seat %d %v: %v", seat, a, err)
	}
	if err := s.check(); err != nil {
		t.Fatalf("after seat %d %v: %v", seat, a, err)
	}
}

// refused applies an action that has to be refused and checks that
// nothing changed.
func refused(t *testing.T, s *state, seat int, a kit.Action) {
	t.Helper()
	before, _ := s.Encode()
	err := s.Apply(seat, a, epoch)
	if err == nil || !kit.IsInvalid(err) {
		t.Fatalf("seat %d %v: got %v, want a refusal", seat, a, err)
	}
	after, _ := s.Encode()
	if string(before) != string(after) {
		t.Fatalf("seat %d %v: a refused action changed the state", seat, a)
	}
}

func nets(s *state) []int {
	return s.History[len(s.History)-1].Net
}

// lay puts a spread on the table, taking its cards out of the stock.
func lay(t *testing.T, s *state, sp Spread) {
	t.Helper()
	var stock cards.Packed
	for _, c := range s.Stock {
		if !sp.Cards.Has(c) {
			stock = append(stock, c)
		}
	}
	s.Stock = stock
	s.Spreads = append(s.Spreads, sp)
	if err := s.check(); err != nil {
		t.Fatalf("rigged spread: %v", err)
	}
}
