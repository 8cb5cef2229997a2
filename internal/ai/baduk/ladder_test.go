package baduk

import (
	"testing"

	g "gamehall/internal/games/baduk"
)

// ladderRows is a White stone that Black has half surrounded: White at
// e4 in atari (X at d5, c4, d3 and e3 below), read by ladderPrior.
var ladderRows = []string{
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . X . . . . .",
	". . X O . . . . .",
	". . . X X . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
}

func TestLadderEscapeIntoAWorkingLadderLooksBad(t *testing.T) {
	pos := diagram(t, ladderRows...)
	b := &pos.Board
	v, ok := ladderPrior(b, g.White, b.PointAt(4, 4))
	if !ok || v > 0.2 {
		t.Fatalf("escape into a ladder: prior %v, %v; want a low one", v, ok)
	}
	// A White stone on the ladder's path breaks it.
	pos = diagram(t, withRow(ladderRows, 1, ". . . . . . O . .")...)
	b = &pos.Board
	if v, ok := ladderPrior(b, g.White, b.PointAt(4, 4)); ok {
		t.Fatalf("escape with a ladder breaker: prior %v; want none", v)
	}
}

func TestLadderAtariThatCapturesLooksGood(t *testing.T) {
	rows := withRow(ladderRows, 5, ". . . . X . . . .")
	pos := diagram(t, rows...)
	b := &pos.Board
	// White d4 has two liberties (e4, d3): Black's atari at d3 drives
	// it up the ladder.
	v, ok := ladderPrior(b, g.Black, b.PointAt(3, 5))
	if !ok || v < 0.75 {
		t.Fatalf("atari into a working ladder: prior %v, %v; want a high one", v, ok)
	}
	pos = diagram(t, withRow(rows, 1, ". . . . . . O . .")...)
	b = &pos.Board
	if v, ok := ladderPrior(b, g.Black, b.PointAt(3, 5)); ok {
		t.Fatalf("atari with a ladder breaker: prior %v; want none", v)
	}
}

func TestBigPriorPrefersCornersThenTheThirdAndFourthLines(t *testing.T) {
	b := g.NewBoard(19)
	for _, c := range []struct {
		x, y int
		want float32
	}{{2, 2, 0.8}, {3, 15, 0.8}, {2, 9, 0.6}, {9, 3, 0.6}, {9, 9, 0.3}, {5, 5, 0.3}} {
		if v, _ := bigPrior(b, g.Black, b.PointAt(c.x, c.y), g.Pass, 0.5); v != c.want {
			t.Errorf("prior at %d,%d on an empty board: %v, want %v", c.x, c.y, v, c.want)
		}
	}
	// A stone in the corner's square leaves its 4-4 point a plain
	// fourth-line point; the other corners stay empty.
	b.Play(g.White, b.PointAt(5, 1))
	if v, _ := bigPrior(b, g.Black, b.PointAt(3, 3), g.Pass, 0.5); v != 0.6 {
		t.Errorf("prior at the 4-4 point of an occupied corner: %v, want 0.6", v)
	}
	if v, _ := bigPrior(b, g.Black, b.PointAt(15, 3), g.Pass, 0.5); v != 0.8 {
		t.Errorf("prior at the 4-4 point of an empty corner: %v, want 0.8", v)
	}
	b = g.NewBoard(19)
	// Near the last move a central point starts above an even chance.
	last := b.PointAt(9, 9)
	b.Play(g.White, last)
	if v, n := bigPrior(b, g.Black, b.PointAt(9, 11), last, 0.5); v <= 0.5 || n == 0 {
		t.Errorf("prior two points from the last move: %v with %d visits, want more than 0.5", v, n)
	}
	if v, _ := bigPrior(b, g.Black, b.PointAt(9, 14), last, 0.5); v > 0.5 {
		t.Errorf("prior five points from the last move: %v, want no more than 0.5", v)
	}
}

func TestNewStoneIsTheOpponentsLastMove(t *testing.T) {
	before := g.NewBoard(19)
	before.Play(g.Black, before.PointAt(3, 3))
	after := *before
	after.Play(g.Black, after.PointAt(15, 15))
	after.Play(g.White, after.PointAt(16, 3))
	if got, want := newStone(before, &after, g.White), after.PointAt(16, 3); got != want {
		t.Fatalf("newStone = %v, want %v", got, want)
	}
	if got := newStone(before, before, g.White); got != g.Pass {
		t.Fatalf("newStone with nothing new = %v, want a pass", got)
	}
}

func TestOpensOnTheThirdOrFourthLineOn19x19(t *testing.T) {
	p, _ := ParamsFor("strong", 19)
	p.Budget = 0
	for seed := range uint64(3) {
		pos := g.NewPosition(19)
		d := Think(t.Context(), pos, Situation{KomiHalf: 15}, p, seed)
		x, y := pos.Board.XY(d.Move)
		if line := min(x, y, 18-x, 18-y); line != 2 && line != 3 {
			t.Errorf("seed %d: first move %s, on line %d", seed, g.VertexName(19, x, y), line+1)
		}
	}
}
