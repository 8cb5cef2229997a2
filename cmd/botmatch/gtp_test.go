package main

import (
	"strings"
	"testing"
)

// TestGoReferee checks the referee's rules without a count: openings,
// illegal moves refused, a resignation ending the game.
func TestGoReferee(t *testing.T) {
	if _, err := findEngine("gnugo"); err != nil {
		t.Skip(err)
	}
	r, err := newGoReferee(9, 7.5)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	want := []string{"", "D4", "C4", "C3", "E5", "D3"}
	for i, w := range want {
		if err := r.Reset(i); err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.Moves(), " "); got != w {
			t.Errorf("opening %d: %q, want %q", i, got, w)
		}
	}
	if err := r.Play("D3"); err == nil {
		t.Error("a stone on a stone was accepted")
	}
	if err := r.Play("Z9"); err == nil {
		t.Error("a point off the board was accepted")
	}
	if err := r.Play("resign"); err != nil {
		t.Fatal(err)
	}
	if over, first, why := r.Result(); !over || first != 1 || why != "White resigned" {
		t.Errorf("after White resigned: %v %v %q", over, first, why)
	}
}

// TestGoMatchAgainstGnugo plays one short game on 7x7 between a hall
// level and GNU Go over GTP, counted by the referee: the loop, the
// GTP client and the dead-stone check (any result is fine).
func TestGoMatchAgainstGnugo(t *testing.T) {
	if _, err := findEngine("gnugo"); err != nil {
		t.Skip(err)
	}
	old := *goSize
	*goSize = 7
	defer func() { *goSize = old }()
	ref, err := referees["go"]()
	if err != nil {
		t.Fatal(err)
	}
	defer ref.(*goReferee).Close()
	a, err := newPlayer("go", "hall:medium,playouts=300", 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newPlayer("go", "gtp:gnugo,level=0", 2)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var log strings.Builder
	tl, err := playMatch(ref, a, b, matchConfig{games: 2, verbose: &log})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(log.String())
	if tl.w+tl.l != 2 || strings.Contains(log.String(), "failed") {
		t.Fatalf("tally %+v", tl)
	}
	if tl.agreeB != tl.counted {
		t.Errorf("GNU Go's own dead stones differ from the referee's GNU Go in %d of %d games", tl.counted-tl.agreeB, tl.counted)
	}
}
