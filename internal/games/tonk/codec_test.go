package tonk

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// randomLegal is a random move that the rules allow for the seat to
// move (the person between hands deals on), or nil when over.
func randomLegal(s *state, rng *rand.Rand) (int, kit.Action) {
	switch s.Phase {
	case GameOver:
		return 0, nil
	case HandOver:
		if rng.IntN(40) == 0 {
			return 0, act("leave")
		}
		return 0, act("next")
	}
	seat := s.Turn
	v := s.View(seat, epoch)
	if s.Phase == Start {
		switch r := rng.IntN(20); {
		case r == 0:
			return seat, act("drop")
		case (r < 8 || !v.CanDraw) && v.CanTake:
			return seat, act("take")
		}
		return seat, act("draw")
	}
	if v.CanTonk && rng.IntN(2) == 0 {
		return seat, act("tonk")
	}
	if len(v.Hits) > 0 && rng.IntN(2) == 0 {
		h := v.Hits[rng.IntN(len(v.Hits))]
		return seat, act("hit", "card", h.Card.String(), "spread", fmt.Sprint(h.Spread))
	}
	hand := s.Hands[seat].Cards()
	for mask := 1; mask < 1<<len(hand); mask++ {
		var pick []cards.Card
		for i, c := range hand {
			if mask&(1<<i) != 0 {
				pick = append(pick, c)
			}
		}
		if _, ok := MakeSpread(seat, pick); ok && rng.IntN(2) == 0 {
			a := act("spread")
			for _, c := range pick {
				a.Add("card", c.String())
			}
			return seat, a
		}
	}
	for {
		c := hand[rng.IntN(len(hand))]
		if c != s.Fresh || len(hand) == 1 {
			return seat, act("discard", "card", c.String())
		}
	}
}

// TestRandomGames plays whole games with random legal moves, checking
// every invariant and the stored round trip after every action.
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	hands, ends := 0, map[How]int{}
	for g := range 30 {
		opts := url.Values{"bots": {fmt.Sprint(2 + g%2)}, "ante": {"50"}, "tonk": {"10"}}
		s := kittest.New[View](t, Game{}, opts, uint64(g), epoch).(*state)
		for step := 0; !s.Over(); step++ {
			if step > 20000 {
				t.Fatal("a game that never ends")
			}
			seat, a := randomLegal(s, rng)
			playing := s.Phase == Start || s.Phase == Drawn
			if err := s.Apply(seat, a, epoch); err != nil {
				t.Fatalf("game %d step %d seat %d %v: %v", g, step, seat, a, err)
			}
			if err := s.check(); err != nil {
				t.Fatalf("game %d step %d %v: %v", g, step, a, err)
			}
			if settled := s.Phase == HandOver || s.Phase == GameOver; settled && (playing || a.Get("do") == "next") {
				hands++
				ends[s.History[len(s.History)-1].How]++
			}
			if step%7 == 0 {
				roundTrip(t, s)
			}
		}
	}
	t.Logf("%d hands settled: %v", hands, ends)
	for _, how := range []How{WentOut, Dropped, DropFailed, Dead} {
		if ends[how] == 0 {
			t.Errorf("no hand ended as %s", how)
		}
	}
}

func roundTrip(t testing.TB, s *state) {
	t.Helper()
	kittest.RoundTrip[View](t, Game{}, s)
}

func TestDecodeRejects(t *testing.T) {
	st, _ := Game{}.New(nil, 9, epoch)
	data, _ := st.Encode()
	good := string(data)
	for _, bad := range []string{
		"", "{}", "null", "[]", good + "x", good[:len(good)/2],
		strings.Replace(good, `"v":1`, `"v":2`, 1),
		strings.Replace(good, `"np":3`, `"np":9`, 1),
		strings.Replace(good, `"an":10`, `"an":11`, 1),
		strings.Replace(good, `"pt":30`, `"pt":31`, 1),
		strings.Replace(good, `"ph":"start"`, `"ph":"nope"`, 1),
		strings.Replace(good, `{"v":1`, `{"extra":1,"v":1`, 1),
	} {
		if bad == good {
			t.Fatalf("a mutation did not apply")
		}
		if _, err := (Game{}).Decode([]byte(bad)); err == nil {
			t.Errorf("decoded %.80q", bad)
		}
	}
}
