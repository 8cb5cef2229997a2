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
