package blackjack

import (
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit/kittest"
)

// expectedNet is the test's own reading of the payout rules, written
// apart from Settle.
func expectedNet(h Hand, dealer []cards.Card) int {
	if h.Result == Surrendered {
		return -h.Bet / 2
	}
	total, _ := Total(h.Cards)
	d, _ := Total(dealer)
	bj := len(h.Cards) == 2 && total == 21 && !h.FromSplit
	dbj := len(dealer) == 2 && d == 21
	switch {
	case bj && dbj:
		return 0
	case bj:
		return h.Bet + h.Bet/2
	case dbj || total > 21:
		return -h.Bet
	case d > 21 || total > d:
		return h.Bet
	case total == d:
		return 0
	}
	return -h.Bet
}

// TestRandomRoundsKeepInvariants plays many rounds with random allowed
// actions and checks card conservation and every other invariant (via
// check), that each seat's bankroll moves by exactly the sum of its
// hands' payouts, that the dealer ends on 17 or more when a hand was
// live, and that views show only face-up cards.
func TestRandomRoundsKeepInvariants(t *testing.T) {
	games := kittest.Scale(150, 3000)
	r := rand.New(rand.NewPCG(8, 9))
	rounds := 0
	for g := range games {
		rules := RulesCasino
		if g%2 == 1 {
			rules = RulesOriginal
		}
		opts := url.Values{"bots": {itoa(g % 6)}, "decks": {itoa(DeckChoices[g%5])}, "bet": {itoa(Bets[g%5])}, "rules": {rules}}
		s := newGame(t, opts, uint64(g))
		before := bankrolls(s)
		if s.Phase != RoundOver {
			// The first round is dealt: count the bets back in.
			for i, st := range s.Seats {
				for _, h := range st.Hands {
					before[i] += h.Bet
				}
			}
		}
		for steps := 0; !s.Over() && steps < 400; steps++ {
			if s.Phase == Playing || s.Phase == Insuring {
				// Money on the table plus in hand stays what it was.
				for i, st := range s.Seats {
					onTable := st.Insured
					for _, h := range st.Hands {
						onTable += h.Bet
					}
					if st.Bankroll+onTable != before[i] {
						t.Fatalf("seat %d: %d + %d on the table != %d", i, st.Bankroll, onTable, before[i])
					}
				}
			}
			seat, a := randomMove(s, r)
			if err := s.Apply(seat, a, t0); err != nil {
				t.Fatalf("seat %d %v: %v", seat, a, err)
			}
			if err := s.check(); err != nil {
				t.Fatalf("after seat %d %v: %v", seat, a, err)
			}
			if steps%9 == 0 {
				for v := range s.Seats {
					checkViewShowsOnlyFaceUp(t, s, v)
				}
				roundTrip(t, s)
			}
			if s.Phase == RoundOver || (s.Over() && !s.Cashed) {
				rounds++
				dealer, _ := Total(s.Dealer)
				live := false
				for i, st := range s.Seats {
					net := st.InsuranceNet
					for _, h := range st.Hands {
						net += expectedNet(h, s.Dealer)
						live = live || (!h.Busted() && !h.Natural() && h.Result != Surrendered)
					}
					if st.Bankroll != before[i]+net {
						t.Fatalf("seat %d: bankroll %d, want %d%+d", i, st.Bankroll, before[i], net)
					}
				}
				if live && !IsNatural(s.Dealer) && dealer < 17 {
					t.Fatalf("the dealer stopped at %d", dealer)
				}
				before = bankrolls(s)
			}
		}
	}
	t.Logf("%d games, %d rounds", games, rounds)
}

func bankrolls(s *state) []int {
	out := make([]int, len(s.Seats))
	for i, st := range s.Seats {
		out[i] = st.Bankroll
	}
	return out
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func roundTrip(t testing.TB, s *state) {
	t.Helper()
	kittest.RoundTrip[View](t, Game{}, s)
}

func TestDecodeRejectsGarbage(t *testing.T) {
	s := newGame(t, nil, 4)
	good, _ := s.Encode()
	for _, bad := range []string{"", "null", "{}", `{"v":2}`, string(good) + "x", string(good[:len(good)/2])} {
		if _, err := (Game{}).Decode([]byte(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
	// Damage one field at a time.
	kittest.RefusesEdits[View](t, Game{}, good, map[string]any{
		"bt": 15, "dk": 3, "ct": 1, "sh": "AAAA", "ds": "OA==", "dl": []string{"AS"},
		"ph": "nap", "tn": 5, "rd": 0, "r": "AAAA", "ho": true, "x": 1, "se": []any{},
	})
}

// BenchmarkDecodeViewEncode is the engine's share of one request with a
// six-deck shoe: load the stored state, render the view, save it again.
func BenchmarkDecodeViewEncode(b *testing.B) {
	s := newGame(b, url.Values{"bots": {"5"}}, 9)
	data, _ := s.Encode()
	kittest.BenchRequest[View](b, Game{}, data, t0, nil)
}
