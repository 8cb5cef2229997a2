package klondike

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestDealShape(t *testing.T) {
	for _, q := range []string{"", "draw=3", "winnable=1", "draw=3&winnable=on"} {
		s := newTest(t, q, 42)
		for i, c := range s.cols {
			if len(c.down) != i || len(c.up) != 1 {
				t.Errorf("%q column %d: %d down %d up", q, i+1, len(c.down), len(c.up))
			}
		}
		if len(s.stock) != 24 || len(s.waste) != 0 || s.found != [4]int{} {
			t.Errorf("%q: stock %d waste %d found %v", q, len(s.stock), len(s.waste), s.found)
		}
		if s.drawThree != (q == "draw=3" || q == "draw=3&winnable=on") {
			t.Errorf("%q: drawThree %v", q, s.drawThree)
		}
	}
}

func TestOptionsRefused(t *testing.T) {
	for _, q := range []string{"draw=2", "draw=one", "winnable=maybe"} {
		opts := act(t, q)
		if _, err := (Game{}).New(opts, 1, t0); !kit.IsInvalid(err) {
			t.Errorf("%q: err = %v, want an InputError", q, err)
		}
	}
}

func TestSameSeedSameDeal(t *testing.T) {
	for _, q := range []string{"", "winnable=1&draw=3"} {
		a, b := newTest(t, q, 7), newTest(t, q, 7)
		if !bytes.Equal(kittest.Encode(t, a), kittest.Encode(t, b)) {
			t.Errorf("%q: two deals from one seed differ", q)
		}
		if c := newTest(t, q, 8); bytes.Equal(kittest.Encode(t, a), kittest.Encode(t, c)) {
			t.Errorf("%q: seeds 7 and 8 deal alike", q)
		}
	}
}

// TestDraw covers drawing one and three, the short last draw and the
// redeal that turns the waste back over in the same order.
func TestDraw(t *testing.T) {
	for _, drawThree := range []bool{false, true} {
		s := newTest(t, map[bool]string{false: "", true: "draw=3"}[drawThree], 3)
		order := slices.Clone(s.stock)
		slices.Reverse(order) // the order cards come out
		size := s.drawSize()
		mustApply(t, s, "do=draw")
		if len(s.waste) != size || !slices.Equal(s.waste, order[:size]) {
			t.Fatalf("draw%d: waste %v after one draw, want %v", size, s.waste, order[:size])
		}
		for len(s.stock) > 0 {
			mustApply(t, s, "do=draw")
		}
		if !slices.Equal(s.waste, order) {
			t.Fatalf("draw%d: the waste is not the stock in draw order", size)
		}
		wantSteps := (24 + size - 1) / size
		if s.moves() != wantSteps {
			t.Errorf("draw%d: %d steps to empty the stock, want %d", size, s.moves(), wantSteps)
		}
		if last := s.history[len(s.history)-1]; last.count != 24-(wantSteps-1)*size {
			t.Errorf("draw%d: last draw took %d cards", size, last.count)
		}
		mustApply(t, s, "do=draw") // redeal
		if len(s.waste) != 0 || len(s.stock) != 24 {
			t.Fatalf("draw%d: redeal left stock %d waste %d", size, len(s.stock), len(s.waste))
		}
		mustApply(t, s, "do=draw")
		if !slices.Equal(s.waste, order[:size]) {
			t.Errorf("draw%d: the second pass draws %v, want %v", size, s.waste, order[:size])
		}
	}
}

func TestDrawWithNothingLeft(t *testing.T) {
	s := layout{cols: [7]string{"/KS", "/KH", "/KC", "/KD"}, found: [4]int{12, 12, 12, 12}}.build(t)
	before := kittest.Encode(t, s)
	if err := s.Apply(0, act(t, "do=draw"), t0); !kit.IsInvalid(err) {
		t.Fatalf("draw on empty stock and waste: %v", err)
	}
	if !bytes.Equal(before, kittest.Encode(t, s)) {
		t.Fatal("a refused draw changed the state")
	}
}

// TestMoveRules is a table of single moves on built layouts: what is
// allowed and where the cards end up.
func TestMoveRules(t *testing.T) {
	base := layout{
		cols: [7]string{
			"2C 3D/9H",     // t1
			"/10S",         // t2
			"4C/8S 7H 6C",  // t3
			"",             // t4 empty
			"5C/KD QC JH",  // t5
			"/AS",          // t6
			"6D 7D 8D/10H", // t7
		},
		waste: "AH 8C 9C",
		found: [4]int{0, 0, 0, 0},
	}
	tests := []struct {
		name   string
		action string
		ok     bool
		check  func(t *testing.T, s *state)
	}{
		{"red nine on black ten", "do=move&from=t1&to=t2", true, func(t *testing.T, s *state) {
			if got := s.cols[1].up; !slices.Equal(got, list(t, "10S 9H")) {
				t.Errorf("t2 up %v", got)
			}
			if got := s.cols[0]; !slices.Equal(got.up, list(t, "3D")) || len(got.down) != 1 {
				t.Errorf("t1 did not turn its next card: %+v", got)
			}
		}},
		{"same colour refused", "do=move&from=t7&to=t2", false, nil},
		{"wrong rank refused", "do=move&from=t1&to=t7", false, nil},
		{"waste card on a column", "do=move&from=w&to=t7", true, func(t *testing.T, s *state) {
			if got := s.cols[6].up; !slices.Equal(got, list(t, "10H 9C")) {
				t.Errorf("t7 up %v", got)
			}
		}},
		{"waste takes only its top card", "do=move&from=w&to=t1&count=2", false, nil},
		{"a whole run moves", "do=move&from=t3&to=t7&count=3", false, nil},
		{"a run from its fitting card", "do=move&from=t3&to=t1", true, func(t *testing.T, s *state) {
			if got := s.cols[0].up; !slices.Equal(got, list(t, "9H 8S 7H 6C")) {
				t.Errorf("t1 up %v", got)
			}
			if got := s.cols[2]; len(got.down) != 0 || !slices.Equal(got.up, list(t, "4C")) {
				t.Errorf("t3 after the run left: %+v", got)
			}
		}},
		{"part of a run, counted", "do=move&from=t5&to=t7&count=1", false, nil},
		{"part of a run onto its place", "do=move&from=t3&to=t5&count=2", false, nil},
		{"a sub-run with its count", "do=move&from=t5&to=t2&count=0", false, nil},
		{"king run into the empty column", "do=move&from=t5&to=t4", true, func(t *testing.T, s *state) {
			if got := s.cols[3].up; !slices.Equal(got, list(t, "KD QC JH")) {
				t.Errorf("t4 up %v", got)
			}
			if got := s.cols[4].up; !slices.Equal(got, list(t, "5C")) {
				t.Errorf("t5 did not turn 5C: %v", got)
			}
		}},
		{"only a king fills a column", "do=move&from=t2&to=t4", false, nil},
		{"ace home", "do=move&from=t6&to=f", true, func(t *testing.T, s *state) {
			if s.found[slotOf(cards.Spades)] != 1 || len(s.cols[5].up) != 0 {
				t.Errorf("found %v, t6 %v", s.found, s.cols[5].up)
			}
		}},
		{"ace to its own slot", "do=move&from=t6&to=f1", true, nil},
		{"ace to another suit's slot refused", "do=move&from=t6&to=f2", false, nil},
		{"two before ace refused", "do=auto&from=t1", false, nil},
		{"auto sends home", "do=auto&from=t6", true, nil},
		{"auto from the waste needs its top card to fit", "do=auto&from=w", false, nil},
		{"from an empty column refused", "do=move&from=t4&to=t2", false, nil},
		{"onto the waste refused", "do=move&from=t1&to=w", false, nil},
		{"onto itself refused", "do=move&from=t1&to=t1", false, nil},
		{"a run does not go home", "do=move&from=t3&to=f&count=3", false, nil},
		{"empty foundation gives nothing", "do=move&from=f1&to=t2", false, nil},
		{"count beyond the run refused", "do=move&from=t3&to=t1&count=4", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := base.build(t)
			before := kittest.Encode(t, s)
			err := s.Apply(kit.HumanSeat, act(t, tt.action), t0)
			if tt.ok != (err == nil) {
				t.Fatalf("%s: err = %v, want ok=%v", tt.action, err, tt.ok)
			}
			if err != nil {
				if !kit.IsInvalid(err) {
					t.Fatalf("refusal is not an InputError: %v", err)
				}
				if !bytes.Equal(before, kittest.Encode(t, s)) {
					t.Fatal("a refused move changed the state")
				}
				return
			}
			if tt.check != nil {
				tt.check(t, s)
			}
		})
	}
}

// TestFoundationBackDown: beyond the seed, a foundation's top card may
// come back onto a column.
func TestFoundationBackDown(t *testing.T) {
	s := layout{cols: [7]string{"/9D"}, found: [4]int{8, 0, 0, 0}}.build(t)
	mustApply(t, s, "do=move&from=f1&to=t1")
	if s.found[0] != 7 || !slices.Equal(s.cols[0].up, list(t, "9D 8S")) {
		t.Fatalf("found %v t1 %v", s.found, s.cols[0].up)
	}
	mustApply(t, s, "do=undo")
	if s.found[0] != 8 || !slices.Equal(s.cols[0].up, list(t, "9D")) {
		t.Fatalf("undo: found %v t1 %v", s.found, s.cols[0].up)
	}
	if err := s.Apply(0, act(t, "do=move&from=f1&to=f"), t0); !kit.IsInvalid(err) {
		t.Fatalf("foundation to foundation: %v", err)
	}
}

func TestUndoFlipAndRedeal(t *testing.T) {
	s := newTest(t, "draw=3", 11)
	start := kittest.Encode(t, s)
	for len(s.stock) > 0 {
		mustApply(t, s, "do=draw")
	}
	mustApply(t, s, "do=draw") // redeal
	for range 9 {
		mustApply(t, s, "do=undo")
	}
	s.startMs, s.undos, s.casual, s.pace, s.counted = 0, 0, kit.Casual{}, nil, false
	if got := kittest.Encode(t, s); !bytes.Equal(got, start) {
		t.Fatalf("undoing draws and a redeal:\n got %s\nwant %s", got, start)
	}
	if err := s.Apply(0, act(t, "do=undo"), t0); !kit.IsInvalid(err) {
		t.Fatalf("undo with no history: %v", err)
	}
}

func TestClockAndResults(t *testing.T) {
	s := layout{cols: [7]string{"/KS", "/KH", "/KC", "/KD"}, found: [4]int{12, 12, 12, 11}}.build(t)
	s.cols[4].up = s.stock[len(s.stock)-1:]
	s.stock = s.stock[:len(s.stock)-1]
	if s.Results() != nil || s.View(0, t0).ElapsedMs != 0 {
		t.Fatal("results or time before the first move")
	}
	mustApply(t, s, "do=hint")
	if s.startMs != 0 {
		t.Fatal("a hint started the clock")
	}
	at := func(sec int) time.Time { return t0.Add(time.Duration(sec) * time.Second) }
	if err := s.Apply(0, act(t, "do=auto&from=t1"), at(10)); err != nil {
		t.Fatal(err)
	}
	if v := s.View(0, at(15)); v.ElapsedMs != 5000 || !v.Running {
		t.Fatalf("elapsed %d running %v, want 5000 true", v.ElapsedMs, v.Running)
	}
	res := s.Results()
	if len(res) != 3 || res[0].Outcome != kit.Unfinished || res[0].Board != BoardDraw1Time || res[1].Board != BoardDraw1Moves ||
		res[2].Board != BoardDraw1Rate || res[2].Outcome != kit.Loss {
		t.Fatalf("results while playing: %+v", res)
	}
	for i, from := range []string{"t5", "t2", "t3", "t4"} {
		if err := s.Apply(0, act(t, "do=auto&from="+from), at(20+i)); err != nil {
			t.Fatal(from, err)
		}
	}
	if !s.Over() {
		t.Fatal("all cards home but the game is not over")
	}
	v := s.View(0, at(100))
	if !v.Won || v.Running || v.ElapsedMs != 13000 {
		t.Fatalf("after the win: won %v running %v elapsed %d", v.Won, v.Running, v.ElapsedMs)
	}
	res = s.Results()
	if res[0].Outcome != kit.Win || res[0].Score != 13000 || res[1].Score != 5 || res[1].Moves != 5 || res[2].Outcome != kit.Win {
		t.Fatalf("results after the win: %+v", res)
	}
	for _, q := range []string{"do=undo", "do=draw", "do=hint"} {
		if err := s.Apply(0, act(t, q), at(101)); !kit.IsInvalid(err) {
			t.Errorf("%s after the win: %v", q, err)
		}
	}
}

func TestDrawThreeBoards(t *testing.T) {
	s := newTest(t, "draw=3", 5)
	mustApply(t, s, "do=draw")
	if res := s.Results(); res[0].Board != BoardDraw3Time || res[1].Board != BoardDraw3Moves {
		t.Fatalf("draw three results on %q and %q", res[0].Board, res[1].Board)
	}
	keys := map[string]kit.Board{}
	for _, b := range (Game{}).Info().Boards {
		keys[b.Key] = b
	}
	for _, k := range []string{BoardDraw1Time, BoardDraw1Moves, BoardDraw3Time, BoardDraw3Moves} {
		b, ok := keys[k]
		if !ok || b.Rank != kit.RankLowest {
			t.Errorf("board %s missing or not lowest-first", k)
		}
	}
	if keys[BoardDraw1Time].Unit != kit.UnitMillis || keys[BoardDraw3Moves].Unit != kit.UnitCount {
		t.Error("board units")
	}
}

func TestOnlyTheHumanSeatActs(t *testing.T) {
	s := newTest(t, "", 1)
	if err := s.Apply(1, act(t, "do=draw"), t0); !kit.IsInvalid(err) {
		t.Fatalf("seat 1 drew: %v", err)
	}
	if _, ok := s.NextBot(); ok {
		t.Fatal("Klondike has no bots")
	}
}

func TestCompleteOnlyWhenCertain(t *testing.T) {
	s := newTest(t, "", 2)
	if s.View(0, t0).CanComplete {
		t.Fatal("a fresh deal offers auto-complete")
	}
	if err := s.Apply(0, act(t, "do=complete"), t0); !kit.IsInvalid(err) {
		t.Fatalf("complete on a fresh deal: %v", err)
	}
	// All face up, draw one: certain, whatever the talon holds.
	s = layout{cols: [7]string{"/KC QD JC 10D 9C", "/KD QC JD 10C 9D"}, found: [4]int{4, 4, 4, 4}}.build(t)
	if !s.View(0, t0).CanComplete {
		t.Fatal("all face up in draw one is not offered")
	}
	mustApply(t, s, "do=complete")
	if !s.won() {
		t.Fatal("complete did not win")
	}
	if s.moves() < 36 {
		t.Errorf("complete took %d steps, fewer than the 36 cards it sent home", s.moves())
	}
}

// TestCompleteDrawThree: all face up, but the talon in an order draw
// three can never bring the needed tens up (it shows only the queens,
// which go nowhere): not offered. With a ten reachable it is.
func TestCompleteDrawThree(t *testing.T) {
	trap := layout{drawThree: true, cols: [7]string{"/JH", "/JS"}, found: [4]int{9, 9, 13, 13}}.build(t)
	trap.stock = list(t, "QS KS KH QH 10S 10H") // 10H drawn first
	if trap.View(0, t0).CanComplete {
		t.Fatal("the draw-three trap offers auto-complete")
	}
	if err := trap.Apply(0, act(t, "do=complete"), t0); !kit.IsInvalid(err) {
		t.Fatalf("complete on the trap: %v", err)
	}
	open := trap.clone()
	open.stock = list(t, "10S QS QH 10H KS KH") // KH drawn first, 10H third
	// The two boards look the same: the stock's order is face down, so
	// it may not decide whether auto-complete is offered.
	if open.View(0, t0).CanComplete {
		t.Fatal("auto-complete is offered by the order of an unseen stock")
	}
	if err := open.Apply(0, act(t, "do=complete"), t0); !kit.IsInvalid(err) {
		t.Fatalf("complete with an unseen stock: %v", err)
	}
	// Drawing through the stock shows every card in its place: then
	// the winnable order is offered and the trap still is not.
	for _, s := range []*state{open, trap} {
		mustApply(t, s, "do=draw")
		if s.View(0, t0).CanComplete {
			t.Fatal("auto-complete is offered with three stock cards unseen")
		}
		mustApply(t, s, "do=draw")
	}
	if trap.View(0, t0).CanComplete {
		t.Fatal("the draw-three trap offers auto-complete once its talon is seen")
	}
	if !open.View(0, t0).CanComplete {
		t.Fatal("a winnable draw-three endgame with its whole talon seen is not offered")
	}
	// Turned over, the stock is the seen waste again: still offered.
	mustApply(t, open, "do=draw")
	if !open.View(0, t0).CanComplete {
		t.Fatal("a winnable endgame is no longer offered after the waste is turned over")
	}
	mustApply(t, open, "do=complete")
	if !open.won() {
		t.Fatal("complete did not win")
	}
}

// TestSubRun: any face-up card may be taken with the cards on it, not
// only the whole run (the seed moved runs whole; the web version allows
// both, and count says which).
func TestSubRun(t *testing.T) {
	base := layout{cols: [7]string{"AC/9H 8S 7D", "/8C", "/9D"}}
	s := base.build(t)
	mustApply(t, s, "do=move&from=t1&to=t2&count=1")
	if !slices.Equal(s.cols[1].up, list(t, "8C 7D")) || !slices.Equal(s.cols[0].up, list(t, "9H 8S")) {
		t.Fatalf("t1 %v t2 %v", s.cols[0].up, s.cols[1].up)
	}
	s = base.build(t)
	mustApply(t, s, "do=move&from=t1&to=t3") // no count: the part that fits, 8S 7D
	if !slices.Equal(s.cols[2].up, list(t, "9D 8S 7D")) || !slices.Equal(s.cols[0].up, list(t, "9H")) {
		t.Fatalf("t1 %v t3 %v", s.cols[0].up, s.cols[2].up)
	}
	s = base.build(t)
	if err := s.Apply(0, act(t, "do=move&from=t1&to=t2&count=2"), t0); !kit.IsInvalid(err) {
		t.Fatalf("8S 7D onto 8C: %v", err)
	}
}

// TestKnownDeal pins the layout seed 1 deals and plays a move on it:
// the seven of spades onto the eight of hearts turns the six of diamonds.
func TestKnownDeal(t *testing.T) {
	s := newTest(t, "", 1)
	want := [Columns]string{"/9D", "3C/KC", "4D 6D/7S", "QH 4H 8D/4S", "KD KH KS 10H/7C", "6S QS 4C JD QD/8H", "JS 2C QC 10C 5C AS/JH"}
	for i, spec := range want {
		down, up, _ := strings.Cut(spec, "/")
		if !slices.Equal(s.cols[i].down, list(t, down)) || !slices.Equal(s.cols[i].up, list(t, up)) {
			t.Fatalf("seed 1 column %d: %v / %v, want %s", i+1, s.cols[i].down, s.cols[i].up, spec)
		}
	}
	if got := s.stock[len(s.stock)-1]; got != cards.MustParse("6C") {
		t.Fatalf("stock top %v, want 6C", got)
	}
	mustApply(t, s, "do=move&from=t3&to=t6")
	if !slices.Equal(s.cols[5].up, list(t, "8H 7S")) {
		t.Errorf("t6 up %v, want 8H 7S", s.cols[5].up)
	}
	if !slices.Equal(s.cols[2].up, list(t, "6D")) || !slices.Equal(s.cols[2].down, list(t, "4D")) {
		t.Errorf("t3 %v / %v, want 4D / 6D", s.cols[2].down, s.cols[2].up)
	}
	// The six of diamonds follows: red on black.
	mustApply(t, s, "do=move&from=t3&to=t6")
	if !slices.Equal(s.cols[5].up, list(t, "8H 7S 6D")) || !slices.Equal(s.cols[2].up, list(t, "4D")) {
		t.Errorf("after 6D: t6 %v t3 %v", s.cols[5].up, s.cols[2].up)
	}
	v := s.View(0, t0.Add(time.Minute))
	if v.Moves != 2 || v.Columns[2].Down != 0 || v.Columns[6].Down != 6 {
		t.Errorf("view: moves %d, t3 down %d, t7 down %d", v.Moves, v.Columns[2].Down, v.Columns[6].Down)
	}
	mustApply(t, s, "do=undo")
	mustApply(t, s, "do=undo")
	fresh := newTest(t, "", 1)
	if !s.samePiles(fresh) {
		t.Error("two undos do not restore the deal")
	}
}

// TestActionForms covers the spellings a form may post: a picked card
// "t1:1", the seed's keys as places, and refusals of bad counts.
func TestActionForms(t *testing.T) {
	base := layout{cols: [7]string{"AC/9H 8S 7D", "/8C", "/9D"}}
	tests := []struct {
		action string
		ok     bool
	}{
		{"do=move&from=t1:1&to=t2", true},
		{"do=move&from=t1:2&to=t3", true},
		{"do=move&from=t1:2&to=t3&count=2", true},
		{"do=move&from=t1:2&to=t3&count=1", false},
		{"do=move&from=t1:&to=t3", false},
		{"do=move&from=t1:x&to=t3", false},
		{"do=move&from=1&to=3", true},
		{"do=move&from=t1&to=t3&count=0", false},
		{"do=move&from=t1&to=t3&count=14", false},
		{"do=auto&from=t1:2", false},
		{"do=move&from=f&to=t1", false},
		{"do=move&from=t1&to=w", false},
		{"do=move&from=t8&to=t1", false},
		{"do=move&to=t1", false},
		{"from=t1&to=t3", false},
	}
	for _, tt := range tests {
		s := base.build(t)
		err := s.Apply(0, act(t, tt.action), t0)
		if tt.ok != (err == nil) {
			t.Errorf("%s: err = %v, want ok=%v", tt.action, err, tt.ok)
		}
		if err != nil && !kit.IsInvalid(err) {
			t.Errorf("%s: not an InputError: %v", tt.action, err)
		}
	}
}

// TestRefusalsNameTheCardFirst: a refusal that opens with a card's name
// starts with a capital letter in both languages.
func TestRefusalsNameTheCardFirst(t *testing.T) {
	s := layout{cols: [7]string{"/2S", "/AH"}}.build(t)
	var got []string
	for _, q := range []string{"do=move&from=t1&to=f", "do=move&from=t2&to=f1", "do=move&from=t2&to=f2", "do=move&from=t2&to=f3", "do=move&from=t2&to=f4"} {
		var e *kit.InputError
		if err := s.Apply(0, act(t, q), t0); errors.As(err, &e) {
			got = append(got, e.Message("en"), e.Message("ru"))
		}
	}
	if !slices.Contains(got, "Two of spades cannot go to its foundation yet.") || !slices.Contains(got, "Двойка пик пока не ложится на фундамент.") {
		t.Errorf("refusals: %q", got)
	}
	for _, m := range got {
		if r, _ := utf8.DecodeRuneInString(m); !unicode.IsUpper(r) {
			t.Errorf("refusal %q starts in lower case", m)
		}
	}
}
