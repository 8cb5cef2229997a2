package solver

import (
	"errors"
	"slices"
	"testing"

	"gamehall/internal/games/cards"
)

// TestRandomDealsSolutionsReplay checks every solution the search finds
// on random deals against an independent referee.
func TestRandomDealsSolutionsReplay(t *testing.T) {
	for _, drawThree := range []bool{false, true} {
		solved := 0
		for seed := range uint64(12) {
			p := randomDeal(seed, drawThree)
			res, err := Solve(p, 20_000)
			if err != nil {
				t.Fatal(err)
			}
			if res.Verdict == Solved {
				solved++
				if err := replay(p, res.Moves); err != nil {
					t.Errorf("draw3=%v seed %d: %v", drawThree, seed, err)
				}
			}
		}
		if solved < 6 {
			t.Errorf("draw3=%v: only %d of 12 random deals solved", drawThree, solved)
		}
	}
}

// sortedStock is a deck in the stock alone, drawn ace to king suit by
// suit: in draw one every card goes home as it is drawn.
func sortedStock(drawThree bool) Position {
	p := Position{DrawThree: drawThree}
	for _, s := range cards.Suits {
		for r := 1; r <= 13; r++ {
			p.Stock = append(p.Stock, cardOf(r, int(s)))
		}
	}
	slices.Reverse(p.Stock) // the ace of clubs on top
	return p
}

// noMoveDeal is a full deal with no legal move but drawing: the four
// twos and three nines lie face up, and the aces and eights, the only
// cards that could go on them or go home, are all face down.
func noMoveDeal(drawThree bool) Position {
	tops := list("2C", "2D", "2H", "2S", "9C", "9S", "9H")
	down := list("AC", "AD", "AH", "AS", "8C", "8D", "8H", "8S")
	used := cards.SetOf(tops...).Union(cards.SetOf(down...))
	var rest []cards.Card
	for _, c := range cards.Deck52() {
		if !used.Has(c) {
			rest = append(rest, c)
		}
	}
	down = append(down, rest[:13]...)
	p := Position{DrawThree: drawThree, Stock: rest[13:]}
	n := 0
	for i := range Columns {
		p.Columns[i] = Column{Down: slices.Clone(down[n : n+i]), Up: tops[i : i+1]}
		n += i
	}
	return p
}

// drawThreeTrap can be won drawing one card at a time, but drawing three
// only ever shows the two queens, which go nowhere: the tens they need
// stay buried in the talon.
func drawThreeTrap(drawThree bool) Position {
	p := Position{DrawThree: drawThree, Foundations: [4]int{13, 13, 9, 9}}
	p.Columns[0] = Column{Down: list("KH", "JS", "KS"), Up: list("JH")}
	p.Stock = list("QS", "QH", "10S", "10H") // 10H is drawn first
	return p
}

// kingsLeft needs only its four kings sent home.
func kingsLeft(drawThree bool) Position {
	p := Position{DrawThree: drawThree, Foundations: [4]int{12, 12, 12, 12}}
	for i, k := range list("KC", "KD", "KH", "KS") {
		p.Columns[i].Up = []cards.Card{k}
	}
	return p
}

// faceUpLayout has every tableau card face up and the talon full: draw
// one wins it with no search (see finish).
func faceUpLayout() Position {
	p := Position{Foundations: [4]int{4, 4, 4, 4}}
	p.Columns[0].Up = list("KC", "QD", "JC", "10D", "9C", "8D", "7C", "6D", "5C")
	p.Columns[1].Up = list("KD", "QC", "JD", "10C", "9D", "8C", "7D", "6C", "5D")
	p.Stock = list("KH", "QS", "JH", "10S", "9H", "8S", "7H", "6S", "5H",
		"KS", "QH", "JS", "10H", "9S", "8H", "7S", "6H", "5S")
	return p
}

func TestKnownAnswers(t *testing.T) {
	tests := []struct {
		name     string
		position Position
		want     Verdict
		moves    int // expected solution length, 0 to skip
	}{
		{"sorted stock, draw one", sortedStock(false), Solved, 52},
		{"no move deal, draw one", noMoveDeal(false), Unsolvable, 0},
		{"no move deal, draw three", noMoveDeal(true), Unsolvable, 0},
		{"draw-three trap, draw one", drawThreeTrap(false), Solved, 0},
		{"draw-three trap, draw three", drawThreeTrap(true), Unsolvable, 0},
		{"four kings left", kingsLeft(false), Solved, 4},
		{"four kings left, draw three", kingsLeft(true), Solved, 4},
		{"all face up, draw one", faceUpLayout(), Solved, 36},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Solve(tt.position, 50_000)
			if err != nil {
				t.Fatal(err)
			}
			if res.Verdict != tt.want {
				t.Fatalf("verdict %v after %d nodes, want %v", res.Verdict, res.Nodes, tt.want)
			}
			if res.Verdict != Solved {
				return
			}
			if tt.moves > 0 && len(res.Moves) != tt.moves {
				t.Errorf("%d moves, want %d", len(res.Moves), tt.moves)
			}
			if err := replay(tt.position, res.Moves); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestSolveDoesNotChangeItsInput(t *testing.T) {
	p := randomDeal(3, false)
	before := clonePosition(p)
	if _, err := Solve(p, 5000); err != nil {
		t.Fatal(err)
	}
	for i := range p.Columns {
		if !slices.Equal(p.Columns[i].Down, before.Columns[i].Down) || !slices.Equal(p.Columns[i].Up, before.Columns[i].Up) {
			t.Fatalf("column %d changed", i)
		}
	}
	if !slices.Equal(p.Stock, before.Stock) || !slices.Equal(p.Waste, before.Waste) {
		t.Fatal("talon changed")
	}
}

func TestSolveIsDeterministic(t *testing.T) {
	for seed := range uint64(4) {
		p := randomDeal(seed+40, true)
		a, _ := Solve(p, 8000)
		b, _ := Solve(p, 8000)
		if a.Verdict != b.Verdict || a.Nodes != b.Nodes || !slices.Equal(a.Moves, b.Moves) {
			t.Fatalf("seed %d: two searches differ", seed)
		}
	}
}

func TestImpossiblePositionsAreRefused(t *testing.T) {
	dup := randomDeal(1, false)
	dup.Stock[0] = dup.Stock[1]
	short := randomDeal(1, false)
	short.Stock = short.Stock[1:]
	broken := kingsLeft(false)
	broken.Foundations[0] = 11
	broken.Columns[0].Up = list("KC", "QC")
	hidden := kingsLeft(false)
	hidden.Columns[0] = Column{Down: list("KC")}
	joker := randomDeal(1, false)
	joker.Stock[0] = cards.JokerOf(cards.RedJoker)
	overfull := kingsLeft(false)
	overfull.Foundations[0] = 14
	for name, p := range map[string]Position{
		"duplicate": dup, "missing": short, "broken run": broken,
		"face-down top": hidden, "joker": joker, "foundation over a king": overfull,
	} {
		if _, err := Solve(p, 100); !errors.Is(err, ErrBadPosition) {
			t.Errorf("%s: err = %v, want ErrBadPosition", name, err)
		}
	}
}

// TestDrawThreeReach checks which talon cards draw three can bring up.
func TestDrawThreeReach(t *testing.T) {
	tests := []struct {
		stock, waste int // sizes; the talon is numbered waste first
		want         []int8
	}{
		{stock: 7, waste: 0, want: []int8{2, 5, 6}},
		{stock: 5, waste: 2, want: []int8{1, 4, 6, 2, 5}},
		{stock: 0, waste: 4, want: []int8{3, 2}},
		{stock: 2, waste: 0, want: []int8{1}},
	}
	for _, tt := range tests {
		p := sortedStock(true)
		s := newSearch(&p, 1)
		s.talon = s.talon[:tt.stock+tt.waste]
		s.live = 1<<uint(len(s.talon)) - 1
		s.ptr = int8(tt.waste)
		got := s.accessible(nil)
		if !slices.Equal(got, tt.want) {
			t.Errorf("stock %d waste %d: reach %v, want %v", tt.stock, tt.waste, got, tt.want)
		}
	}
}
