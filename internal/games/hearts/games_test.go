package hearts

import (
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"regexp"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestRandomGamesKeepInvariants plays whole games with random legal
// moves and checks after every action that each card is in exactly one
// place, that the round's points add up to 26 (or the moon's 78), that
// the state survives an Encode/Decode round trip, and that no seat's
// view shows a card it may not see.
func TestRandomGamesKeepInvariants(t *testing.T) {
	games := kittest.Scale(200, 5000)
	r := rand.New(rand.NewPCG(5, 6))
	moons := 0
	for g := range games {
		s := newGame(t, url.Values{"target": {"50"}}, uint64(g))
		for steps := 0; !s.Over(); steps++ {
			if steps > 2000 {
				t.Fatal("game does not end")
			}
			seat, a := randomMove(s, r)
			if a == nil {
				t.Fatalf("game %d: no one can act in phase %v", g, s.Phase)
			}
			mustApply(t, s, seat, a)
			if steps%23 == 0 {
				roundTrip(t, s)
				for v := range Seats {
					checkViewHides(t, s, v)
				}
			}
		}
		for _, r := range s.Rounds {
			if r.Moon >= 0 {
				moons++
			}
		}
		if res := s.Results(); len(res) == 0 || res[0].Outcome == kit.Unfinished {
			t.Fatalf("finished game without a result: %+v", res)
		}
	}
	t.Logf("%d random games, %d moons", games, moons)
}

func roundTrip(t testing.TB, s *state) {
	t.Helper()
	kittest.RoundTrip[View](t, Game{}, s)
}

var codeRE = regexp.MustCompile(`"(10|[2-9JQKA])[CDHS]"`)

// checkViewHides checks that the view of a seat holds no card of another
// hand and no pass it did not make or receive.
func checkViewHides(t *testing.T, s *state, seat int) {
	t.Helper()
	v := s.View(seat, t0)
	var public cards.Set
	for _, tr := range s.Tricks {
		public = public.Union(tr.Set())
	}
	public = public.Union(s.Current.Set())
	allowed := s.Hands[seat].Union(public).Union(s.Chosen[seat])
	if s.Phase != Passing && DirectionOf(s.Round) != PassNone {
		allowed = allowed.Union(s.Chosen[DirectionOf(s.Round).Giver(seat)])
	}
	if v.Playable.Minus(s.Hands[seat]) != 0 {
		t.Fatalf("seat %d may play cards it does not hold", seat)
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range codeRE.FindAllStringSubmatch(string(data), -1) {
		c := cards.MustParse(m[0][1 : len(m[0])-1])
		if !allowed.Has(c) {
			t.Fatalf("seat %d's view shows %v\n%s", seat, c, data)
		}
	}
}

func TestViewShowsOwnHandOnly(t *testing.T) {
	s := newGame(t, nil, 3)
	for seat := range Seats {
		v := s.View(seat, t0)
		if cards.SetOf(v.Hand...) != s.Hands[seat] || v.Seat != seat {
			t.Errorf("seat %d sees the wrong hand", seat)
		}
		if v.CardsLeft != [Seats]int{13, 13, 13, 13} || !v.MustPass() || v.Playable != s.Hands[seat] {
			t.Errorf("seat %d: %+v", seat, v)
		}
		checkViewHides(t, s, seat)
	}
	// A chosen pass is visible to its chooser only.
	mine := s.Hands[1].Cards()[:3]
	mustApply(t, s, 1, kittest.Act("do", "pass", "cards", cards.Join(mine)))
	if v := s.View(1, t0); !v.WaitingForPass || len(v.Passed) != 3 || v.Playable != 0 {
		t.Errorf("seat 1 after passing: %+v", v)
	}
	for seat := range Seats {
		checkViewHides(t, s, seat)
	}
}

func TestDecodeRejectsGarbage(t *testing.T) {
	s := newGame(t, nil, 4)
	good, _ := s.Encode()
	for _, bad := range []string{
		"", "null", "{}", "[]", `{"v":2}`, string(good) + "x", string(good[:len(good)/2]),
	} {
		if _, err := (Game{}).Decode([]byte(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
	// Damage one field at a time.
	kittest.RefusesEdits[View](t, Game{}, good, map[string]any{
		"lv": 7, "tg": 3, "rd": 2, "ph": "nap", "tn": 9, "sc": []int{1, 0, 0, 0},
		"h": []uint64{1, 2, 3, 4}, "ps": []uint64{1, 0, 0, 0}, "r": "AAAA", "x": 1,
	})
}

// BenchmarkDecodeViewEncode is the engine's share of one request: load
// the stored state, render the person's view, save it again.
func BenchmarkDecodeViewEncode(b *testing.B) {
	s := newGame(b, nil, 9)
	r := rand.New(rand.NewPCG(1, 2))
	for range 30 {
		seat, a := randomMove(s, r)
		_ = s.Apply(seat, a, t0)
	}
	data, _ := s.Encode()
	kittest.BenchRequest[View](b, Game{}, data, t0, nil)
}
