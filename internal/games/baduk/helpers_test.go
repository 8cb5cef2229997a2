package baduk

import (
	"net/url"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/games/kit/kittest"
)

var t0 = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

func mustDiagram(t testing.TB, rows ...string) *Position {
	t.Helper()
	p, err := FromDiagram(rows...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// at is the point named like "D4" on p's board.
func at(t testing.TB, p *Position, name string) Point {
	t.Helper()
	x, y, ok := ParseVertex(p.Board.Size(), name)
	if !ok {
		t.Fatalf("bad vertex %q", name)
	}
	return p.Board.PointAt(x, y)
}

func newGame(t testing.TB, opts string) *state {
	t.Helper()
	v, err := url.ParseQuery(opts)
	if err != nil {
		t.Fatal(err)
	}
	return kittest.New[View](t, Game{}, v, 42, t0).(*state)
}

// playAt plays the vertex name for seat, failing the test on refusal.
func playAt(t testing.TB, s *state, seat int, name string) {
	t.Helper()
	x, y, ok := ParseVertex(s.rec.Size, name)
	if !ok {
		t.Fatalf("bad vertex %q", name)
	}
	if err := s.Apply(seat, kittest.Act("do", "play", "x", itoa(x), "y", itoa(y)), t0); err != nil {
		t.Fatalf("play %s: %v", name, err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func encodeDecode(t testing.TB, s *state) *state {
	t.Helper()
	return kittest.RoundTrip[View](t, Game{}, s).(*state)
}
