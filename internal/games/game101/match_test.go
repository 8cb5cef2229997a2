package game101

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestRandomMatches plays whole matches with random legal moves and
// checks every invariant after every action: the 36 cards each in one
// place, scores equal to the rounds, a turn for a player who is in, the
// encoding round trip, and that each match ends.
func TestRandomMatches(t *testing.T) {
	matches := kittest.Scale(150, 4000) // per table size
	total := 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(matches) {
			s := newGame(t, players, seed)
			r := rand.New(rand.NewPCG(seed, 5))
			for step := 0; !s.Over(); step++ {
				if step > 20000 {
					t.Fatalf("%d players seed %d: the match does not end", players, seed)
				}
				seat, a := randomAction(s, r)
				if bot, ok := s.NextBot(); ok != (seat != kit.HumanSeat) || (ok && bot != seat) {
					t.Fatalf("NextBot %d %v for seat %d", bot, ok, seat)
				}
				if err := s.Apply(seat, a, epoch); err != nil {
					t.Fatalf("%d players seed %d: %v refused: %v", players, seed, a, err)
				}
				mustCheck(t, s)
				if s.Phase != Playing || step%50 == 0 {
					roundTrip(t, s)
				}
			}
			mustCheck(t, s)
			if w := s.Winner(); w < 0 || s.Out[w] || s.active() != 1 {
				t.Fatalf("winner %d out %v", w, s.Out)
			}
			if res := s.Results(); len(res) == 0 || (res[0].Outcome == kit.Win) != (s.Winner() == 0) {
				t.Fatalf("results %+v for winner %d", res, s.Winner())
			}
			total++
		}
	}
	t.Logf("%d matches played to the end", total)
}

// roundTrip checks that Encode and Decode give back the same state.
func roundTrip(t testing.TB, s *state) {
	t.Helper()
	kittest.RoundTrip[View](t, Game{}, s)
}

// TestReplay: the same seed and moves give the same match.
func TestReplay(t *testing.T) {
	play := func() []byte {
		s := newGame(t, 5, 42)
		r := rand.New(rand.NewPCG(1, 1))
		for i := 0; i < 300 && !s.Over(); i++ {
			seat, a := randomAction(s, r)
			if err := s.Apply(seat, a, epoch); err != nil {
				t.Fatal(err)
			}
		}
		data, _ := s.Encode()
		return data
	}
	if a, b := play(), play(); !bytes.Equal(a, b) {
		t.Fatal("two replays differ")
	}
}

// TestViewHidesOtherHands: a seat's view holds its own hand and public
// cards only: never another hand, the stock, or others' drawn cards.
func TestViewHidesOtherHands(t *testing.T) {
	for seed := range uint64(60) {
		s := newGame(t, 2+int(seed%5), seed)
		r := rand.New(rand.NewPCG(seed, 3))
		for step := 0; step < 200 && !s.Over(); step++ {
			for seat := range s.Players {
				v := s.View(seat, epoch)
				if cards.SetOf(v.Hand...) != s.Hands[seat] || v.Drew.Minus(s.Hands[seat]) != 0 {
					t.Fatalf("seat %d sees a hand that is not its own", seat)
				}
				hidden := FullDeck.Minus(s.Hands[seat]).Minus(cards.SetOf(s.Pile...))
				if cards.SetOf(v.Pile...).Intersect(hidden) != 0 || (v.Top != cards.NoCard && hidden.Has(v.Top)) {
					t.Fatalf("seat %d sees a hidden card on the pile", seat)
				}
				if s.Phase == Playing && v.Shown != nil {
					t.Fatal("hands are laid open during the round")
				}
				if v.Stock != len(s.Stock) || len(v.Counts) != s.Players {
					t.Fatal("counts are wrong")
				}
				for other := range s.Players {
					if v.Counts[other] != s.Hands[other].Len() {
						t.Fatal("counts are wrong")
					}
				}
			}
			seat, a := randomAction(s, r)
			if err := s.Apply(seat, a, epoch); err != nil {
				t.Fatal(err)
			}
		}
	}
}
