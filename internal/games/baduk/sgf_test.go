package baduk

import (
	"reflect"
	"strings"
	"testing"
)

func TestSGFRoundTrip(t *testing.T) {
	rec := &Record{
		Size: 13, KomiHalf: 13,
		Black: []Vertex{{3, 3}, {9, 9}},
		White: []Vertex{{3, 9}},
		First: White,
		Moves: []Move{
			{Color: White, X: 9, Y: 3},
			{Color: Black, Pass: true},
			{Color: White, X: 6, Y: 6},
			{Color: Black, X: 0, Y: 12},
		},
		Result: "W+R",
	}
	text := rec.SGF("Ann [the] \\ player", "Bot")
	back, err := ParseSGF(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if !reflect.DeepEqual(rec, back) {
		t.Fatalf("round trip:\n%+v\n%+v\n%s", rec, back, text)
	}
	if !strings.Contains(text, `PB[Ann [the\] \\ player]`) || !strings.Contains(text, "KM[6.5]") {
		t.Fatalf("header not escaped or komi wrong:\n%s", text)
	}
}

func TestSGFRoundTripOfARandomGame(t *testing.T) {
	s := newGame(t, "size=9")
	playRandomState(t, s, 120, 5)
	text := s.View(0, t0).SGF("")
	rec, err := ParseSGF(text)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if pos.Board.Diagram() != s.pos.Board.Diagram() || len(rec.Moves) != len(s.rec.Moves) {
		t.Fatalf("replayed SGF differs:\n%s\n%s", pos.Board.Diagram(), s.pos.Board.Diagram())
	}
}

func TestParseSGF(t *testing.T) {
	tests := []struct {
		name, sgf string
		wantErr   bool
		moves     int
		size      int
	}{
		{"minimal", "(;SZ[9];B[ee];W[])", false, 2, 9},
		{"default size 19, tt pass, comments", "(;GM[1]C[hi \\] there];B[pd]C[x];W[tt])", false, 2, 19},
		{"variations take the first", "(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))", false, 3, 9},
		{"rectangle setup", "(;SZ[9]AB[aa:cc];W[ee])", false, 1, 9},
		{"lowercase FF3 identifiers are skipped", "(;SZ[9]CoPyright[me];B[ee])", false, 1, 9},
		{"bad size", "(;SZ[10];B[aa])", true, 0, 0},
		{"off board", "(;SZ[9];B[jj])", true, 0, 0},
		{"illegal move", "(;SZ[9];B[aa];W[aa])", true, 0, 0},
		{"not go", "(;GM[2];B[aa])", true, 0, 0},
		{"unterminated", "(;SZ[9];B[aa", true, 0, 0},
		{"garbage", "hello", true, 0, 0},
		{"empty", "", true, 0, 0},
		{"two moves in a node", "(;SZ[9];B[aa]W[bb])", true, 0, 0},
		{"setup later", "(;SZ[9];B[aa];AB[cc])", true, 0, 0},
		{"suicide setup", "(;SZ[9]AB[ab][ba]AW[aa])", true, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec, err := ParseSGF(tt.sgf)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("accepted: %+v", rec)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.Moves) != tt.moves || rec.Size != tt.size {
				t.Fatalf("moves %d size %d", len(rec.Moves), rec.Size)
			}
		})
	}
}

func FuzzParseSGF(f *testing.F) {
	for _, s := range []string{"(;SZ[9];B[ee];W[])", "(;SZ[9]AB[aa:cc]PL[W];W[ee](;B[dd])(;B[ff]))", "((((", "(;KM[1e400])"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rec, err := ParseSGF(s)
		if err != nil {
			return
		}
		// Anything accepted must write out and read back the same.
		back, err := ParseSGF(rec.SGF("", ""))
		if err != nil || !reflect.DeepEqual(rec.Moves, back.Moves) {
			t.Fatalf("accepted record does not round-trip: %v", err)
		}
	})
}
