package klondike

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// newTest deals a game from form options such as "draw=3&winnable=1".
func newTest(t testing.TB, query string, seed uint64) *state {
	t.Helper()
	opts, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	return kittest.New[View](t, Game{}, opts, seed, t0).(*state)
}

// act parses an action such as "do=move&from=w&to=t3".
func act(t testing.TB, query string) kit.Action {
	t.Helper()
	a, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// mustApply applies an action that must be accepted; help that asks
// first (a hint, a revealing undo) is confirmed.
func mustApply(t testing.TB, s *state, query string) {
	t.Helper()
	err := s.Apply(kit.HumanSeat, act(t, query), t0.Add(time.Second))
	var ie *kit.InputError
	if errors.As(err, &ie) && ie.Confirm {
		err = s.Apply(kit.HumanSeat, act(t, query+"&casual=yes"), t0.Add(time.Second))
	}
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// layout builds a state from its piles: columns as "down/up" card
// lists, the waste, and how many cards each foundation slot holds
// (slots as in FoundationSuits). Every card not placed goes to the
// stock in deck order, the first one on top, so the state is a legal
// 52-card position.
type layout struct {
	cols      [Columns]string
	waste     string
	found     [4]int
	drawThree bool
}

func (l layout) build(t testing.TB) *state {
	t.Helper()
	s := &state{drawThree: l.drawThree, found: l.found}
	var used cards.Set
	take := func(text string) []cards.Card {
		cs, err := cards.ParseList(text)
		if err != nil {
			t.Fatalf("layout %q: %v", text, err)
		}
		for _, c := range cs {
			if used.Has(c) {
				t.Fatalf("layout: %v twice", c)
			}
			used = used.Add(c)
		}
		return cs
	}
	for slot, n := range l.found {
		for r := 1; r <= n; r++ {
			used = used.Add(foundationCard(slot, r))
		}
	}
	for i, spec := range l.cols {
		down, up, _ := strings.Cut(spec, "/")
		s.cols[i] = column{down: take(down), up: take(up)}
	}
	s.waste = take(l.waste)
	var rest []cards.Card
	for _, c := range cards.Deck52() {
		if !used.Has(c) {
			rest = append(rest, c)
		}
	}
	for i := len(rest) - 1; i >= 0; i-- {
		s.stock = append(s.stock, rest[i])
	}
	if p := s.position(); p.Check() != nil {
		t.Fatalf("layout is not a legal position: %v", p.Check())
	}
	return s
}

func list(t testing.TB, text string) []cards.Card {
	t.Helper()
	cs, err := cards.ParseList(text)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}
