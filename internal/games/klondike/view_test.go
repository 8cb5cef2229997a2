package klondike

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// hiddenCards lists the cards the player must not see: face down in the
// tableau, in the stock, and in the waste below the shown ones.
func hiddenCards(s *state) []cards.Card {
	var out []cards.Card
	for _, c := range s.cols {
		out = append(out, c.down...)
	}
	out = append(out, s.stock...)
	shown := 1
	if s.drawThree {
		shown = 3
	}
	return append(out, s.waste[:max(0, len(s.waste)-shown)]...)
}

// TestViewHidesCards plays random games and checks, at every step, that
// no hidden card appears anywhere in the view, in its JSON or in its
// printed form, and that the view's counts add up.
func TestViewHidesCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := range 20 {
		q := map[bool]string{false: "", true: "draw=3&winnable=1"}[game%2 == 1]
		s := newTest(t, q, uint64(game+100))
		now := t0
		for step := range 120 {
			if step%40 == 0 {
				mustApply(t, s, "do=hint")
			}
			v := s.View(0, now)
			checkViewHides(t, s, v)
			a := randomAction(v, rng)
			if a == nil || s.won() {
				break
			}
			now = now.Add(time.Second)
			if err := s.Apply(0, a, now); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkViewHides(t *testing.T, s *state, v View) {
	t.Helper()
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	printed := fmt.Sprintf("%+v", v)
	for _, c := range hiddenCards(s) {
		code := `"` + c.String() + `"`
		if strings.Contains(string(js), code) {
			t.Fatalf("hidden card %v in the view's JSON: %s", c, js)
		}
		// %+v prints cards as codes separated by spaces or brackets.
		for _, sep := range []string{" " + c.String() + " ", "[" + c.String() + " ", " " + c.String() + "]", "[" + c.String() + "]", ":" + c.String() + " ", ":" + c.String() + "}"} {
			if strings.Contains(printed, sep) {
				t.Fatalf("hidden card %v printed in the view: %s", c, printed)
			}
		}
	}
	total := v.StockCount + v.WasteCount
	for _, c := range v.Columns {
		total += c.Down + len(c.Up)
	}
	for _, f := range v.Foundations {
		total += f.Count
	}
	if total != 52 {
		t.Fatalf("the view accounts for %d cards", total)
	}
	if len(v.Waste) > 3 || (!v.DrawThree && len(v.Waste) > 1) {
		t.Fatalf("the view shows %d waste cards", len(v.Waste))
	}
}

// TestViewShape checks the view of a known position field by field.
func TestViewShape(t *testing.T) {
	s := layout{drawThree: true, cols: [7]string{"2C 3D/9H", "/10S", "", "", "", "", "/AS"}, waste: "8C 9C AH 5H"}.build(t)
	v := s.View(0, t0)
	if v.Columns[0].Down != 2 || len(v.Columns[0].Up) != 1 || v.Columns[0].Up[0] != cards.MustParse("9H") {
		t.Errorf("t1 view %+v", v.Columns[0])
	}
	if got := cards.Join(v.Waste); got != "9C,AH,5H" || v.WasteCount != 4 {
		t.Errorf("waste shown %q of %d", got, v.WasteCount)
	}
	if v.StockCount != len(s.stock) {
		t.Errorf("stock count %d", v.StockCount)
	}
	if !v.Columns[0].Movable[0] || !v.Columns[6].Movable[0] || v.Columns[1].Movable[0] {
		t.Errorf("movable marks: t1 %v t2 %v t7 %v", v.Columns[0].Movable, v.Columns[1].Movable, v.Columns[6].Movable)
	}
	if v.WasteMoves {
		t.Error("5H on the waste has no move but is marked")
	}
	if _, ok := v.MoveTo("t7", "f", 0); !ok {
		t.Error("AS home is not among the legal moves")
	}
	if f := v.Foundations[0]; f.Place != "f1" || f.Suit != cards.Spades || f.Top != cards.NoCard {
		t.Errorf("foundation 1 %+v", f)
	}
}

// A hint comes from a solver that sees the face-down cards, so hints are
// counted, kept across a save and shown with the result.
func TestHintsAreCountedAndShown(t *testing.T) {
	s := newTest(t, "", 7)
	mustApply(t, s, "do=draw")
	mustApply(t, s, "do=hint")
	mustApply(t, s, "do=hint")
	back, err := Game{}.Decode(kittest.Encode(t, s))
	if err != nil {
		t.Fatal(err)
	}
	if got := back.View(kit.HumanSeat, t0).Hints; got != 2 {
		t.Errorf("view shows %d hints after a save, want 2", got)
	}
	for _, r := range back.Results() {
		// The deal was begun ranked, so it stays on its win-rate board as
		// a loss; the hints keep it off the others.
		if r.Ranked != (r.Board == BoardDraw1Rate) || r.Board == BoardDraw1Rate && r.Outcome != kit.Loss {
			t.Errorf("a game with hints: %+v", r)
		}
		if r.Detail.Int("hints") != 2 {
			t.Errorf("result detail %v does not say how many hints were used", r.Detail)
		}
	}
}
