package pharaoh

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

func TestMultiplier(t *testing.T) {
	for _, tt := range []struct{ diff, want int }{
		{0, 1}, {49, 1}, {50, 2}, {99, 2}, {100, 3}, {149, 3}, {150, 4}, {400, 4},
	} {
		if got := Multiplier(tt.diff); got != tt.want {
			t.Errorf("Multiplier(%d) = %d, want %d", tt.diff, got, tt.want)
		}
	}
	if got := MatchResultFor([2]int{40, 105}, Person); got != 130 {
		t.Errorf("40:105 for the person: %d, want +130", got)
	}
	if got := MatchResultFor([2]int{40, 105}, Bot); got != -130 {
		t.Errorf("40:105 for the bot: %d", got)
	}
	if got := MatchResultFor([2]int{-30, 120}, Person); got != 150*4 {
		t.Errorf("-30:120: %d", got)
	}
	if got := MatchResultFor([2]int{101, 90}, Person); got != -11 {
		t.Errorf("101:90: %d", got)
	}
}

func TestNewOptions(t *testing.T) {
	for _, bad := range []url.Values{{"level": {"hard"}}, {"matches": {"2"}}, {"matches": {"x"}}} {
		if _, err := (Game{}).New(bad, 1, epoch); !kit.IsInvalid(err) {
			t.Errorf("%v: %v", bad, err)
		}
	}
	st, err := Game{}.New(nil, 1, epoch)
	if err != nil {
		t.Fatal(err)
	}
	if s := st.(*state); s.level() != kit.Easy || s.Length != ShortSeries || s.Phase != Playing {
		t.Fatalf("defaults: %+v", s)
	}
}

// finishDeal plays random legal moves until the deal ends.
func finishDeal(t *testing.T, s *state, rng *rand.Rand) {
	t.Helper()
	for s.Phase == Playing {
		seat, act := randomAction(s, rng)
		if err := s.Apply(seat, act, epoch); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSeriesFlow(t *testing.T) {
	s := newGame(t, 5, "10")
	rng := rand.New(rand.NewPCG(5, 5))
	lead := s.Deal.Turn
	deals := 0
	for len(s.Matches) < 2 {
		if s.Phase != Playing {
			t.Fatalf("phase %q", s.Phase)
		}
		if want := (lead + deals) % 2; s.View(0, epoch).First != want {
			t.Fatalf("deal %d led by %d, want %d", deals, s.View(0, epoch).First, want)
		}
		finishDeal(t, s, rng)
		deals++
		if s.Results() != nil {
			t.Fatal("no results before the series ends")
		}
		// Nothing but next until the person deals.
		if err := s.Apply(Person, kit.Action{"do": {"draw"}}, epoch); !kit.IsInvalid(err) {
			t.Fatal("a move between deals")
		}
		if err := s.Apply(Bot, kit.Action{"do": {"next"}}, epoch); !kit.IsInvalid(err) {
			t.Fatal("the bot deals")
		}
		if s.Phase == MatchOver {
			m := s.Matches[len(s.Matches)-1]
			if max(m.Scores[0], m.Scores[1]) < MatchTarget || m.Result != MatchResultFor(m.Scores, Person) {
				t.Fatalf("match %+v", m)
			}
		} else if max(s.Scores[0], s.Scores[1]) >= MatchTarget {
			t.Fatal("a score of 100 ends the match")
		}
		mustOK(t, s.Apply(Person, kit.Action{"do": {"next"}}, epoch))
		if len(s.Deals) == 0 && s.Scores != [2]int{} {
			t.Fatal("a new match starts from 0:0")
		}
		s = roundTrip(t, s)
	}
}

func TestSeriesOfOneEndsWithResults(t *testing.T) {
	for seed := range uint64(4) {
		s := newGame(t, seed, "1")
		rng := rand.New(rand.NewPCG(seed, 9))
		for !s.Over() {
			if s.Phase == Playing {
				finishDeal(t, s, rng)
				continue
			}
			mustOK(t, s.Apply(Person, kit.Action{"do": {"next"}}, epoch))
		}
		res := s.Results()
		if len(res) != 1 || res[0].Board != "easy" || res[0].Score != int64(s.Total()) {
			t.Fatalf("results %+v", res)
		}
		if (res[0].Outcome == kit.Win) != (s.Total() > 0) {
			t.Fatalf("outcome %v total %d", res[0].Outcome, s.Total())
		}
		if err := s.Apply(Person, kit.Action{"do": {"next"}}, epoch); !kit.IsInvalid(err) {
			t.Fatal("a move after the end")
		}
	}
}

func TestChampionSeriesResults(t *testing.T) {
	s := newGame(t, 8, "10")
	rng := rand.New(rand.NewPCG(8, 8))
	for !s.Over() {
		if s.Phase == Playing {
			finishDeal(t, s, rng)
			continue
		}
		mustOK(t, s.Apply(Person, kit.Action{"do": {"next"}}, epoch))
	}
	if len(s.Matches) != ChampionSeries {
		t.Fatalf("%d matches", len(s.Matches))
	}
	res := s.Results()
	if len(res) != 2 || res[1].Board != ChampionBoard(kit.Easy) || res[1].Score != int64(s.Total()) {
		t.Fatalf("results %+v", res)
	}
	boards := map[string]bool{}
	for _, b := range (Game{}).Info().Boards {
		boards[b.Key] = true
	}
	for _, r := range res {
		if !boards[r.Board] {
			t.Errorf("result for undeclared board %q", r.Board)
		}
	}
}

// TestViewHidesTheOtherHand: a seat's view holds its own hand and no
// card of the other hand or the stock.
func TestViewHidesTheOtherHand(t *testing.T) {
	s := newGame(t, 11, "1")
	rng := rand.New(rand.NewPCG(11, 1))
	for i := 0; i < 300 && !s.Over(); i++ {
		if s.Phase == Playing {
			for seat := range Seats {
				v := s.View(seat, epoch)
				if cards.SetOf(v.Hand...) != s.Deal.Hands[seat] {
					t.Fatal("the view's hand is the seat's hand")
				}
				secret := s.Deal.Hands[1-seat].Union(cards.SetOf(s.Deal.Stock...))
				if cards.SetOf(v.Pile...).Intersect(secret) != 0 || v.Drew.Intersect(secret) != 0 || v.Drew.Minus(s.Deal.Hands[seat]) != 0 {
					t.Fatal("the view shows a hidden card")
				}
				if seat != s.Deal.Turn && (v.Drawn != cards.NoCard || !v.Playable.Empty()) {
					t.Fatal("the other seat's drawn card shows")
				}
			}
		}
		seat, act := randomAction(s, rng)
		mustOK(t, s.Apply(seat, act, epoch))
	}
}

// TestRefusedActionsChangeNothing sends bad actions on many positions.
func TestRefusedActionsChangeNothing(t *testing.T) {
	bad := []kit.Action{
		{"do": {"play"}, "card": {"2C"}},
		{"do": {"play"}, "card": {"QS"}, "suit": {"Z"}},
		{"do": {"play"}, "card": {"XB"}},
		{"do": {"play"}, "card": {"XB"}, "suit": {"?"}},
		{"do": {"play"}},
		{"do": {"fly"}},
		{},
	}
	s := newGame(t, 21, "1")
	rng := rand.New(rand.NewPCG(21, 2))
	for i := 0; i < 200 && !s.Over(); i++ {
		before, _ := s.Encode()
		for _, act := range bad {
			for seat := range 3 {
				if err := s.Apply(seat, act, epoch); err == nil {
					// Only a legal move may pass: undo by reloading.
					back, _ := codec.Decode(before)
					s = back
					continue
				}
				if after, _ := s.Encode(); string(after) != string(before) {
					t.Fatalf("%v by %d changed the state", act, seat)
				}
			}
		}
		seat, act := randomAction(s, rng)
		mustOK(t, s.Apply(seat, act, epoch))
	}
}
