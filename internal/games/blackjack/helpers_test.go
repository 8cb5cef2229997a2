package blackjack

import (
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var t0 = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

func act(do string) kit.Action { return url.Values{"do": {do}} }

func newGame(t testing.TB, opts url.Values, seed uint64) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, opts, seed, t0).(*state)
}

// rig starts a fresh table whose next cards come out in the given order
// (deal order: each bot seat, the person, the dealer; twice; then hits),
// with every other card of the shoe below them.
func rig(t testing.TB, opts url.Values, draws string) *state {
	t.Helper()
	s := newGame(t, opts, 1)
	for i := range s.Seats {
		s.Seats[i] = Seat{Bankroll: StartBankroll, Peak: StartBankroll}
	}
	s.Dealer, s.Discards, s.Round = nil, nil, 0
	list, err := cards.ParseList(draws)
	if err != nil {
		t.Fatal(err)
	}
	rest, ok := cards.Hand(cards.Shoe(s.Decks)).WithoutAll(list...)
	if !ok {
		t.Fatalf("%s: more copies than the shoe holds", draws)
	}
	slices.Reverse(list)
	s.Shoe = cards.Packed(append(rest, list...))
	s.deal()
	if err := s.check(); err != nil {
		t.Fatalf("rigged deal: %v", err)
	}
	return s
}

func mustApply(t testing.TB, s *state, seat int, do string) {
	t.Helper()
	kittest.Accepts[View](t, s, seat, act(do), t0, s.check)
}

func refuse(t testing.TB, s *state, seat int, a kit.Action) {
	t.Helper()
	kittest.Refuses[View](t, s, seat, a, t0)
}

// randomMove picks a random allowed action for whoever must act.
func randomMove(s *state, r *rand.Rand) (int, kit.Action) {
	seat := kit.ToMove(s)
	if s.Phase == RoundOver {
		if r.IntN(40) == 0 {
			return seat, act(ActCashout)
		}
		if bets := s.View(seat, t0).Bets; len(bets) > 0 && r.IntN(3) == 0 {
			return seat, url.Values{"do": {ActNext}, "bet": {strconv.Itoa(bets[r.IntN(len(bets))])}}
		}
		return seat, act(ActNext)
	}
	can := s.options(seat)
	var choices []string
	for do, ok := range map[string]bool{ActHit: can.Hit, ActStand: can.Stand, ActDouble: can.Double, ActSplit: can.Split,
		ActSurrender: can.Surrender, ActInsure: can.Insure, ActNoInsurance: can.NoInsurance} {
		if ok {
			choices = append(choices, do)
		}
	}
	if len(choices) == 0 {
		return seat, nil
	}
	slices.Sort(choices)
	return seat, act(choices[r.IntN(len(choices))])
}

var codeRE = regexp.MustCompile(`"(10|[2-9JQKA])[CDHS]"`)

// checkViewShowsOnlyFaceUp checks that the card codes in a view's JSON
// are exactly the face-up cards: every hand and the dealer's cards, less
// the hole card while it is down.
func checkViewShowsOnlyFaceUp(t testing.TB, s *state, seat int) {
	t.Helper()
	data, err := json.Marshal(s.View(seat, t0))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, st := range s.Seats {
		for _, h := range st.Hands {
			for _, c := range h.Cards {
				want = append(want, c.String())
			}
		}
	}
	visible := s.Dealer
	if !s.HoleShown && len(visible) > 0 {
		visible = visible[:1]
	}
	for _, c := range visible {
		want = append(want, c.String())
	}
	var got []string
	for _, m := range codeRE.FindAllString(string(data), -1) {
		got = append(got, m[1:len(m)-1])
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("seat %d's view shows %v, face up are %v\n%s", seat, got, want, data)
	}
}
