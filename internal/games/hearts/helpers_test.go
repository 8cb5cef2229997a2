package hearts

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var t0 = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

func newGame(t testing.TB, opts url.Values, seed uint64) *state {
	t.Helper()
	st, err := Game{}.New(opts, seed, t0)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*state)
}

func set(t testing.TB, list string) cards.Set {
	t.Helper()
	cs, err := cards.ParseList(list)
	if err != nil {
		t.Fatalf("%q: %v", list, err)
	}
	return cards.SetOf(cs...)
}

// playing makes a state at the start of a trick with the given hands
// (all of one size) and turn to lead. Cards in none of the hands fill
// earlier tricks, each led and won by turn, so every card is somewhere.
func playing(t testing.TB, hands [Seats]string, turn int) *state {
	t.Helper()
	s := inFourthRound(&state{rng: rand.NewPCG(1, 2), Level: Medium, Target: DefaultTarget, Phase: Playing})
	var all cards.Set
	for seat, h := range hands {
		s.Hands[seat] = set(t, h)
		all = all.Union(s.Hands[seat])
	}
	rest := fullDeck.Minus(all).Cards() // by rank, low to high
	for len(rest) >= Seats {
		tr := Trick{Leader: turn}
		// The highest card of the four has nothing above it in its
		// suit, so its holder (the leader) wins.
		tr.Cards[turn] = rest[3]
		for i := 1; i < Seats; i++ {
			tr.Cards[(turn+i)%Seats] = rest[i-1]
		}
		tr.Winner = Winner(tr.Cards, tr.Leader)
		s.Tricks = append(s.Tricks, tr)
		rest = rest[Seats:]
		if !tr.Set().OfSuit(cards.Hearts).Empty() {
			s.Broken = true
		}
	}
	s.Current = Trick{Leader: turn, Winner: -1}
	s.Turn = turn
	if err := s.check(); err != nil {
		t.Fatalf("fixture: %v", err)
	}
	return s
}

func act(kv ...string) kit.Action {
	a := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Add(kv[i], kv[i+1])
	}
	return a
}

func mustApply(t testing.TB, s *state, seat int, a kit.Action) {
	t.Helper()
	if err := s.Apply(seat, a, t0); err != nil {
		t.Fatalf("seat %d %v: %v", seat, a, err)
	}
	if err := s.check(); err != nil {
		t.Fatalf("after seat %d %v: %v", seat, a, err)
	}
}

// refuse checks that an action is refused with an InputError and leaves
// the encoded state unchanged.
func refuse(t testing.TB, s *state, seat int, a kit.Action) {
	t.Helper()
	before, _ := s.Encode()
	err := s.Apply(seat, a, t0)
	if err == nil || !kit.IsInvalid(err) {
		t.Fatalf("seat %d %v: got %v, want an InputError", seat, a, err)
	}
	after, _ := s.Encode()
	if string(before) != string(after) {
		t.Fatalf("seat %d %v changed the state", seat, a)
	}
}

// randomMove returns a legal action for the seat that must act (a bot seat
// from NextBot, or the person).
func randomMove(s *state, r *rand.Rand) (int, kit.Action) {
	seat, ok := s.NextBot()
	if !ok {
		seat = kit.HumanSeat
	}
	v := s.View(seat, t0)
	switch {
	case v.MustPass():
		hand := v.Hand
		r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		return seat, act("do", "pass", "cards", cards.Join(hand[:PassCount]))
	case v.MyTurn():
		legal := v.Playable.Cards()
		return seat, act("do", "play", "card", legal[r.IntN(len(legal))].String())
	case v.Phase == RoundOver:
		return seat, act("do", "next")
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
