package checkers

import (
	"slices"
	"strings"
	"testing"
)

// legalPaths lists every legal path of a position in notation, sorted.
func legalPaths(t *testing.T, fen string) []string {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range p.Choices() {
		for _, q := range c.Paths {
			out = append(out, FormatPath(q, c.Move.IsCapture()))
		}
	}
	slices.Sort(out)
	return out
}

func TestRules(t *testing.T) {
	tests := []struct {
		rule string
		fen  string
		want string // every legal path, sorted, space separated
	}{
		{"a white man moves one square diagonally forward only",
			"W:Wc3:Bh8", "c3-b4 c3-d4"},
		{"a black man moves one square diagonally forward (down) only",
			"B:Wa1:Bd6", "d6-c5 d6-e5"},
		{"a man on the edge has one forward square",
			"W:Wa3:Bh8", "a3-b4"},
		{"a blocked man cannot move",
			"W:Wa3,b4:Bh8", "b4-a5 b4-c5"},
		{"a man captures backward too",
			"W:Wd4:Bc3", "d4:b2"},
		{"capturing is compulsory: quiet moves are not allowed when a capture exists",
			"W:Wd4,g1:Bc3", "d4:b2"},
		{"any capture may be chosen: no rule to take the most pieces",
			"W:We3:Bd4,f4,f6", "e3:c5 e3:g5:e7"},
		{"a capture continues while possible and cannot stop halfway",
			"W:Wc1:Bd2,d4", "c1:e3:c5"},
		{"a man reaching the last rank is crowned",
			"W:Wg7:Bb8", "g7-f8 g7-h8"},
		{"a man crowned mid-capture continues the capture as a flying king",
			"W:Wb6:Bc7,g5", "b6:d8:h4"},
		{"a man crowned by its last capture ends the move as a king",
			"W:Wb6:Bc7", "b6:d8"},
		{"a king moves any distance along free diagonals",
			"W:WKd4:Ba7", "d4-a1 d4-b2 d4-b6 d4-c3 d4-c5 d4-e3 d4-e5 d4-f2 d4-f6 d4-g1 d4-g7 d4-h8"},
		{"a king captures from afar and lands on any free square beyond",
			"W:WKa1:Bc3", "a1:d4 a1:e5 a1:f6 a1:g7 a1:h8"},
		{"a king cannot jump two pieces in a row",
			"W:WKa1:Bc3,d4", "a1-b2"},
		{"a king must land where it can capture again, if it can",
			"W:WKa1:Bc3,f4", "a1:e5:g3 a1:e5:h2"},
		{"Turkish strike: taken pieces stay until the move ends and block the king (g5 stays)",
			"W:WKh2:Bf4,c5,c3,g5", "h2:d6:b4:d2 h2:d6:b4:e1 h2:e5:a1 h2:e5:b2"},
		{"no piece is jumped twice: a round trip ends where it started, both orders listed",
			"W:Wd2:Bc3,c5,e5,e3", "d2:b4:d6:f4:d2 d2:f4:d6:b4:d2"},
		{"a crowned man flies on through several captures; two different moves end on b8",
			"W:Wd6:Bc7,e7,g7,g5", "d6:b8 d6:f8:h6:f4:b8"},
		{"black captures the same way",
			"B:Wd4,d2:Be5", "e5:c3:e1"},
		{"a side with no legal move has none listed (and loses)",
			"W:Wh2:Bg3,f4", ""},
	}
	for _, tc := range tests {
		t.Run(tc.rule, func(t *testing.T) {
			got := strings.Join(legalPaths(t, tc.fen), " ")
			if got != tc.want {
				t.Errorf("%s: got %q, want %q", tc.fen, got, tc.want)
			}
		})
	}
}

func TestSameCapturesInAnotherOrderAreOneMove(t *testing.T) {
	p, _ := ParseFEN("W:Wd2:Bc3,c5,e5,e3")
	moves := p.LegalMoves(nil)
	if len(moves) != 1 {
		t.Fatalf("%d moves, want 1", len(moves))
	}
	choices := p.Choices()
	if len(choices) != 1 || len(choices[0].Paths) != 2 {
		t.Fatalf("choices %+v, want one move with two paths", choices)
	}
	if got, want := choices[0].Notation(), "d2:b4:d6:f4:d2 {c3,c5,e3,e5}"; got != want {
		t.Errorf("notation %q, want %q", got, want)
	}
	p.Apply(&moves[0])
	if got, want := p.FEN(), "B:Wd2:B"; got != want {
		t.Errorf("after the round trip %q, want %q", got, want)
	}
}

func TestCrownedMidCaptureEndsAsKing(t *testing.T) {
	p, _ := ParseFEN("W:Wb6:Bc7,g5")
	moves := p.LegalMoves(nil)
	if len(moves) != 1 || !moves[0].Crowns || moves[0].Captures() != 2 {
		t.Fatalf("moves %+v", moves)
	}
	p.Apply(&moves[0])
	if got, want := p.FEN(), "B:WKh4:B"; got != want {
		t.Errorf("after the capture %q, want %q", got, want)
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range []string{
		StartPosition().FEN(), "W:WKh2:Bc3,f4,c5,g5", "B:Wa1,Kc3:Bb8,Kh8", "W:W:B",
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if p.FEN() != fen {
			t.Errorf("%q read back as %q", fen, p.FEN())
		}
	}
	for _, bad := range []string{"", "X:W:B", "W:Wa2", "W:Wa1:Ba1", "W:Wh8", "B:W:Ba1", "W:Wz9", "W:W:B:W", "W:Wa1:Wc1"} {
		if _, err := ParseFEN(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestMatchAndContinuations(t *testing.T) {
	p, _ := ParseFEN("W:Wd2:Bc3,c5,e5,e3")
	sq := func(names ...string) []Square {
		out := []Square{}
		for _, n := range names {
			s, _ := ParseSquare(n)
			out = append(out, s)
		}
		return out
	}
	for _, path := range [][]Square{sq("d2", "b4", "d6", "f4", "d2"), sq("d2", "f4", "d6", "b4", "d2"), sq("d2", "d2")} {
		if _, err := p.Match(path); err != nil {
			t.Errorf("%v: %v", path, err)
		}
	}
	if _, err := p.Match(sq("d2", "b4")); err != ErrIllegal {
		t.Errorf("half a capture matched: %v", err)
	}
	next, complete := p.Continuations(sq("d2"))
	if complete || len(next) != 2 {
		t.Errorf("after d2: next %v complete %v", next, complete)
	}
	next, complete = p.Continuations(sq("d2", "b4", "d6", "f4", "d2"))
	if !complete || len(next) != 0 {
		t.Errorf("whole path: next %v complete %v", next, complete)
	}
	// Two different captures from one square to another need the middle.
	amb, _ := ParseFEN("W:Wc1:Bb2,d2,b4,d4,d6")
	if _, err := amb.Match(sq("c1", "e7")); err != ErrAmbiguous {
		t.Errorf("c1 to e7 by two different captures: %v", err)
	}
	if _, err := amb.Match(sq("c1", "a3", "c5", "e7")); err != nil {
		t.Errorf("c1:a3:c5:e7: %v", err)
	}
}
