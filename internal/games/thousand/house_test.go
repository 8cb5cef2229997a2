package thousand

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// played is a played hand: seat 0 declared bid and took cards[0] with
// marr[0] in marriages; the others took the rest.
func played(bid int, cards, marr [3]int) HandResult {
	r := HandResult{Declarer: 0, Bid: bid, Cards: cards, Marr: marr}
	r.Made = r.Earned(0) >= bid
	return r
}

// TestSettle: every house rule, alone and together, on one hand from a
// given standing.
func TestSettle(t *testing.T) {
	made := played(100, [3]int{80, 37, 3}, [3]int{40, 0, 0})  // 120 ≥ 100
	failed := played(120, [3]int{60, 58, 2}, [3]int{0, 0, 0}) // 60 < 120
	blank := played(100, [3]int{120, 0, 0}, [3]int{0, 0, 0})  // the others take nothing
	two := played(100, [3]int{100, 18, 2}, [3]int{0, 0, 0})   // seat 2 takes 2: 0 when rounded
	big := played(120, [3]int{120, 0, 0}, [3]int{0, 0, 0})    // a made 120
	jump := played(130, [3]int{100, 20, 0}, [3]int{40, 0, 0}) // a made 130
	writeOff := HandResult{Declarer: 0, Bid: 105, WrittenOff: true}
	all := HouseRules{Barrel: true, Bolts: true, Reset555: true, Round5: true, WriteOff: true}
	cases := []struct {
		name  string
		h     HouseRules
		from  Standing
		r     HandResult
		delta [3]int
		marks [3]Mark
		after Standing
	}{
		{name: "original game: the bid, exact points",
			r: made, delta: [3]int{100, 37, 3}, after: Standing{Scores: [3]int{100, 37, 3}}},
		{name: "original game: a failed contract loses the bid",
			from: Standing{Scores: [3]int{50, 0, 0}}, r: failed, delta: [3]int{-120, 58, 2}, after: Standing{Scores: [3]int{-70, 58, 2}}},
		{name: "original game: no bolts, no barrel, no 555",
			from: Standing{Scores: [3]int{800, 518, 0}}, r: made, delta: [3]int{100, 37, 3}, after: Standing{Scores: [3]int{900, 555, 3}}},
		{name: "rounding: 37 to 35, 3 to 5", h: HouseRules{Round5: true},
			r: made, delta: [3]int{100, 35, 5}, after: Standing{Scores: [3]int{100, 35, 5}}},
		{name: "rounding: 58 to 60, 2 to 0; the declarer's check stays exact", h: HouseRules{Round5: true},
			r: failed, delta: [3]int{-120, 60, 0}, after: Standing{Scores: [3]int{-120, 60, 0}}},
		{name: "bolts: nothing taken is a bolt", h: HouseRules{Bolts: true},
			r: blank, delta: [3]int{100, 0, 0}, marks: [3]Mark{0, MarkBolt, MarkBolt},
			after: Standing{Scores: [3]int{100, 0, 0}, Bolts: [3]int{0, 1, 1}}},
		{name: "bolts: the third costs 120 and the count restarts", h: HouseRules{Bolts: true},
			from: Standing{Scores: [3]int{0, 200, 10}, Bolts: [3]int{2, 2, 1}}, r: blank,
			delta: [3]int{100, -120, 0}, marks: [3]Mark{0, MarkBolt | MarkBoltPenalty, MarkBolt},
			after: Standing{Scores: [3]int{100, 80, 10}, Bolts: [3]int{2, 0, 2}}},
		{name: "bolts: the declarer never gets one, even failing", h: HouseRules{Bolts: true},
			r: played(100, [3]int{0, 60, 60}, [3]int{0, 0, 0}), delta: [3]int{-100, 60, 60}, after: Standing{Scores: [3]int{-100, 60, 60}}},
		{name: "bolts with rounding: 2 points written as 0 is a bolt", h: HouseRules{Bolts: true, Round5: true},
			r: two, delta: [3]int{100, 20, 0}, marks: [3]Mark{0, 0, MarkBolt},
			after: Standing{Scores: [3]int{100, 20, 0}, Bolts: [3]int{0, 0, 1}}},
		{name: "555: a defender landing on it drops to 0", h: HouseRules{Reset555: true},
			from: Standing{Scores: [3]int{0, 518, 0}}, r: made, delta: [3]int{100, -518, 3}, marks: [3]Mark{0, MarkReset, 0},
			after: Standing{Scores: [3]int{100, 0, 3}}},
		{name: "555: the declarer too", h: HouseRules{Reset555: true},
			from: Standing{Scores: [3]int{455, 0, 0}}, r: made, delta: [3]int{-455, 37, 3}, marks: [3]Mark{MarkReset, 0, 0},
			after: Standing{Scores: [3]int{0, 37, 3}}},
		{name: "555: passing over it is nothing", h: HouseRules{Reset555: true},
			from: Standing{Scores: [3]int{0, 520, 0}}, r: made, delta: [3]int{100, 37, 3}, after: Standing{Scores: [3]int{100, 557, 3}}},
		{name: "555 after rounding", h: HouseRules{Reset555: true, Round5: true},
			from: Standing{Scores: [3]int{0, 520, 550}}, r: made, delta: [3]int{100, -520, -550}, marks: [3]Mark{0, MarkReset, MarkReset},
			after: Standing{}.with(100, 0, 0)},
		{name: "barrel: 880 or more stops at 880", h: HouseRules{Barrel: true},
			from: Standing{Scores: [3]int{790, 860, 0}}, r: made, delta: [3]int{90, 20, 3}, marks: [3]Mark{MarkBarrel, MarkBarrel, 0},
			after: Standing{Scores: [3]int{880, 880, 3}, Barrel: [3]int{1, 1, 0}}},
		{name: "barrel: a defender there gains nothing, the hand counts", h: HouseRules{Barrel: true},
			from: Standing{Scores: [3]int{0, 880, 0}, Barrel: [3]int{0, 1, 0}}, r: made, delta: [3]int{100, 0, 3}, marks: [3]Mark{0, MarkOnBarrel, 0},
			after: Standing{Scores: [3]int{100, 880, 3}, Barrel: [3]int{0, 2, 0}}},
		{name: "barrel: the third hand there drops to 760", h: HouseRules{Barrel: true},
			from: Standing{Scores: [3]int{0, 880, 0}, Barrel: [3]int{0, 3, 0}}, r: made, delta: [3]int{100, -120, 3}, marks: [3]Mark{0, MarkFell, 0},
			after: Standing{Scores: [3]int{100, 760, 3}}},
		{name: "barrel: a made 120 goes out", h: HouseRules{Barrel: true},
			from: Standing{Scores: [3]int{880, 0, 0}, Barrel: [3]int{2, 0, 0}}, r: big, delta: [3]int{120, 0, 0},
			after: Standing{Scores: [3]int{1000, 0, 0}}},
		{name: "barrel: a made 100 is not enough and counts a hand", h: HouseRules{Barrel: true},
			from: Standing{Scores: [3]int{880, 0, 0}, Barrel: [3]int{1, 0, 0}}, r: made, delta: [3]int{0, 37, 3}, marks: [3]Mark{MarkOnBarrel, 0, 0},
			after: Standing{Scores: [3]int{880, 37, 3}, Barrel: [3]int{2, 0, 0}}},
		{name: "barrel: a failed contract falls off", h: HouseRules{Barrel: true},
			from: Standing{Scores: [3]int{880, 0, 0}, Barrel: [3]int{1, 0, 0}}, r: failed, delta: [3]int{-120, 58, 2}, marks: [3]Mark{MarkFell, 0, 0},
			after: Standing{Scores: [3]int{760, 58, 2}}},
		{name: "barrel: jumping over it wins", h: HouseRules{Barrel: true},
			from: Standing{Scores: [3]int{870, 0, 0}}, r: jump, delta: [3]int{130, 20, 0},
			after: Standing{Scores: [3]int{1000, 20, 0}}},
		{name: "write-off: minus the bid, half of it (rounded up to 5) to each opponent", h: HouseRules{WriteOff: true},
			from: Standing{Scores: [3]int{200, 0, 0}}, r: writeOff, delta: [3]int{-105, 55, 55}, after: Standing{Scores: [3]int{95, 55, 55}}},
		{name: "write-off: no bolts for the opponents", h: all,
			r: writeOff, delta: [3]int{-105, 55, 55}, after: Standing{Scores: [3]int{-105, 55, 55}}},
		{name: "write-off: nothing to one on the barrel", h: all,
			from: Standing{Scores: [3]int{0, 880, 0}, Barrel: [3]int{0, 1, 0}}, r: writeOff, delta: [3]int{-105, 0, 55}, marks: [3]Mark{0, MarkOnBarrel, 0},
			after: Standing{Scores: [3]int{-105, 880, 55}, Barrel: [3]int{0, 2, 0}}},
		{name: "all rules: a bolt penalty takes a seat off the barrel", h: all,
			from: Standing{Scores: [3]int{0, 880, 0}, Barrel: [3]int{0, 2, 0}, Bolts: [3]int{0, 2, 0}}, r: blank,
			delta: [3]int{100, -120, 0}, marks: [3]Mark{0, MarkBolt | MarkBoltPenalty | MarkFell, MarkBolt},
			after: Standing{Scores: [3]int{100, 760, 0}, Bolts: [3]int{0, 0, 1}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := c.r
			got := settle(c.h, c.from, &r)
			if r.Delta != c.delta || r.Marks != c.marks {
				t.Errorf("delta %v marks %v, want %v %v", r.Delta, r.Marks, c.delta, c.marks)
			}
			if got != c.after || r.Scores != c.after.Scores {
				t.Errorf("after %+v (sheet %v), want %+v", got, r.Scores, c.after)
			}
		})
	}
}

// with sets the scores of a standing.
func (s Standing) with(a, b, c int) Standing {
	s.Scores = [3]int{a, b, c}
	return s
}

func TestRound5(t *testing.T) {
	for in, want := range map[int]int{0: 0, 1: 0, 2: 0, 3: 5, 4: 5, 5: 5, 22: 20, 23: 25, 118: 120, 120: 120} {
		if got := round5(in); got != want {
			t.Errorf("round5(%d) = %d, want %d", in, got, want)
		}
	}
	for bid, want := range map[int]int{100: 50, 105: 55, 110: 55, 115: 60, 120: 60, 220: 110} {
		if got := writeOffShare(bid); got != want {
			t.Errorf("writeOffShare(%d) = %d, want %d", bid, got, want)
		}
	}
}

// housed is the fixed deal with house rules h.
func housed(t *testing.T, h HouseRules) *state {
	t.Helper()
	s := fixed(t, "AS 10S KS QS AH 9D JD", "AC 10C KC QC 9C JC 9S", "AD 10D KD QD 10H KH QH", "JS JH 9H")
	s.House = h
	return s
}

// TestWriteOff: the declarer gives the hand up after the kitty, before
// giving a card; not otherwise, and not without the house rule.
func TestWriteOff(t *testing.T) {
	s := housed(t, HouseRules{WriteOff: true})
	refused(t, s, 0, kittest.Act("do", "writeoff")) // still bidding
	must(t, s, 0, kittest.Act("do", "bid", "bid", "100"))
	must(t, s, 1, kittest.Act("do", "pass"))
	must(t, s, 2, kittest.Act("do", "pass"))
	refused(t, s, 1, kittest.Act("do", "writeoff")) // not the declarer
	if v := s.View(0, now); !v.CanWriteOff || v.WriteOffShare() != 50 {
		t.Fatalf("the declarer may write off: %v, share %d", v.CanWriteOff, v.WriteOffShare())
	}
	if s.View(1, now).CanWriteOff {
		t.Fatal("an opponent may write off")
	}
	must(t, s, 0, kittest.Act("do", "raise", "bid", "110"))
	must(t, s, 0, kittest.Act("do", "writeoff"))
	if s.Phase != HandOver || s.Scores != [3]int{-110, 55, 55} {
		t.Fatalf("phase %s scores %v", s.Phase, s.Scores)
	}
	if r := s.Sheet[0]; !r.WrittenOff || r.Made || r.Bid != 110 {
		t.Fatalf("result %+v", r)
	}
	must(t, s, 0, kittest.Act("do", "next"))

	after := housed(t, HouseRules{WriteOff: true})
	must(t, after, 0, kittest.Act("do", "bid", "bid", "100"))
	must(t, after, 1, kittest.Act("do", "pass"))
	must(t, after, 2, kittest.Act("do", "pass"))
	must(t, after, 0, kittest.Act("do", "give", "card", "9D"))
	refused(t, after, 0, kittest.Act("do", "writeoff")) // a card is given
	if after.View(0, now).CanWriteOff {
		t.Fatal("write-off offered after giving")
	}

	off := housed(t, HouseRules{})
	must(t, off, 0, kittest.Act("do", "bid", "bid", "100"))
	must(t, off, 1, kittest.Act("do", "pass"))
	must(t, off, 2, kittest.Act("do", "pass"))
	refused(t, off, 0, kittest.Act("do", "writeoff")) // not a rule of this match
}

// TestHouseRulesAreCasual: any house rule makes a match casual, on the
// form before it starts and in its results; the original game is ranked.
func TestHouseRulesAreCasual(t *testing.T) {
	info := Game{}.Info()
	for _, key := range []string{OptBarrel, OptBolts, OptReset555, OptRound5, OptWriteOff, ""} {
		form := url.Values{}
		if key != "" {
			form.Set(key, "on")
		}
		vals, err := kit.ParseOptions(info, form)
		if err != nil {
			t.Fatal(err)
		}
		st, err := Game{}.New(form, 7, now)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		wantRanked := key == ""
		if info.CasualFor(vals).Ranked() != wantRanked || s.Casual().Ranked() != wantRanked || s.House.Any() == wantRanked {
			t.Errorf("%q: form ranked %v, state ranked %v, want %v", key, info.CasualFor(vals).Ranked(), s.Casual().Ranked(), wantRanked)
		}
		// Play it out and look at the results.
		rng := rand.New(rand.NewPCG(7, 7))
		for !s.Over() {
			seat, a := randomMove(s, rng)
			must(t, s, seat, a)
		}
		for _, r := range s.Results() {
			if r.Ranked != wantRanked {
				t.Errorf("%q: result on %s ranked %v", key, r.Board, r.Ranked)
			}
		}
	}
}

// TestOldStateIsOriginalGame: a match stored before the house rules
// decodes to the original game.
func TestOldStateIsOriginalGame(t *testing.T) {
	s := newState(rand.NewPCG(3, 3), kit.Strong, HouseRules{})
	data, _ := s.Encode()
	back, err := Game{}.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if b := back.(*state); b.House.Any() || !b.Casual().Ranked() {
		t.Fatalf("house %+v", b.House)
	}
}
