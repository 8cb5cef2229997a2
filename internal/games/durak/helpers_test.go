package durak

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var t0 = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

func newGame(t testing.TB, players int, seed uint64) *state {
	t.Helper()
	return newVariant(t, url.Values{"players": {itoa(players)}}, seed)
}

// newVariant starts a game from a whole new-game form.
func newVariant(t testing.TB, opts url.Values, seed uint64) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, opts, seed, t0).(*state)
}

func itoa(n int) string { return string(rune('0' + n)) }

// table builds a game at the opening of a bout with attacker to move:
// the given hands, the deck top first (its last card must be the trump
// card; empty for an exhausted deck), and every other card in the
// discard pile.
func table(t testing.TB, trump, deck string, attacker int, hands ...string) *state {
	t.Helper()
	s := &state{
		rng:     rand.NewPCG(1, 2),
		Players: len(hands),
		Rung:    Levels.Index(kit.Strong),
		Trump:   cards.MustParse(trump),
		Hands:   make([]cards.Set, len(hands)),
		Known:   make([]cards.Set, len(hands)),
		OutAt:   make([]int, len(hands)),
		Fool:    -1,
	}
	var used cards.Set
	for seat, h := range hands {
		s.Hands[seat] = cards.MustSet(h)
		used = used.Union(s.Hands[seat])
	}
	if deck != "" {
		cs := cards.MustList(deck)
		s.Deck = cs
		used = used.Union(cards.SetOf(cs...))
	}
	s.Discard = Deck.Minus(used)
	for seat, h := range s.Hands {
		if h.Empty() && len(s.Deck) == 0 {
			s.OutAt[seat] = 1
		}
	}
	s.Bout = 1
	s.startBout(attacker)
	s.Bout = 1
	if err := s.check(); err != nil {
		t.Fatalf("fixture: %v", err)
	}
	return s
}

// act applies an action and fails the test if it is refused.
func act(t testing.TB, s *state, seat int, pairs ...string) {
	t.Helper()
	kittest.Accepts[View](t, s, seat, kittest.Act(pairs...), t0, s.check)
}

// refuse applies an action that must be refused and leave the state as
// it was.
func refuse(t testing.TB, s *state, seat int, pairs ...string) {
	t.Helper()
	before, _ := s.Encode()
	err := s.Apply(seat, kittest.Act(pairs...), t0)
	if err == nil {
		t.Fatalf("seat %d %v was accepted", seat, pairs)
	}
	if !kit.IsInvalid(err) {
		t.Fatalf("seat %d %v: %v is not an input error", seat, pairs, err)
	}
	if after, _ := s.Encode(); string(after) != string(before) {
		t.Fatalf("seat %d %v: a refused action changed the state", seat, pairs)
	}
}

// legalActions lists everything the seat to move may do, from its view.
func legalActions(v View) []kit.Action {
	var out []kit.Action
	if !v.MyTurn() {
		return nil
	}
	for _, c := range v.Playable.Cards() {
		out = append(out, kittest.Act("do", v.Play, "card", c.String()))
	}
	for _, c := range v.Transferable.Cards() {
		out = append(out, kittest.Act("do", ActTransfer, "card", c.String()))
	}
	if v.CanTake {
		out = append(out, kittest.Act("do", "take"))
	}
	if v.CanPass {
		out = append(out, kittest.Act("do", "pass"))
	}
	return out
}

// randomAction picks one legal action of the seat to move, favouring
// play over taking and passing so that bouts fill up.
func randomAction(v View, r *rand.Rand) kit.Action {
	all := legalActions(v)
	if len(all) > 1 && r.IntN(4) != 0 {
		all = slices.DeleteFunc(all, func(a kit.Action) bool { return a.Get("do") == "take" || a.Get("do") == "pass" })
	}
	return all[r.IntN(len(all))]
}
