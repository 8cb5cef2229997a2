package baduk

import (
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestHandicapPoints(t *testing.T) {
	tests := []struct {
		size, n int
		want    string
	}{
		{19, 2, "D4 Q16"},
		{19, 3, "D4 Q16 D16"},
		{19, 4, "D4 Q16 D16 Q4"},
		{19, 5, "D4 Q16 D16 Q4 K10"},
		{19, 6, "D4 Q16 D16 Q4 D10 Q10"},
		{19, 7, "D4 Q16 D16 Q4 D10 Q10 K10"},
		{19, 8, "D4 Q16 D16 Q4 D10 Q10 K4 K16"},
		{19, 9, "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10"},
		{13, 9, "D4 K10 D10 K4 D7 K7 G4 G10 G7"},
		{9, 9, "C3 G7 C7 G3 C5 G5 E3 E7 E5"},
		{9, 2, "C3 G7"},
	}
	for _, tt := range tests {
		vs, err := HandicapPoints(tt.size, tt.n)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, v := range vs {
			names = append(names, VertexName(tt.size, v.X, v.Y))
		}
		if got := strings.Join(names, " "); got != tt.want {
			t.Errorf("%dx%d, %d stones: %s, want %s", tt.size, tt.size, tt.n, got, tt.want)
		}
	}
	for _, bad := range [][2]int{{19, 1}, {19, 10}, {9, 0}, {10, 2}} {
		if _, err := HandicapPoints(bad[0], bad[1]); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// TestSGFHandicapGivesWhiteTheFirstMove: after handicap stones White
// moves first; the SGF needs no PL to say so.
func TestSGFHandicapGivesWhiteTheFirstMove(t *testing.T) {
	rec, err := ParseSGF("(;SZ[19]HA[2]AB[dd][pp])")
	if err != nil {
		t.Fatal(err)
	}
	if rec.First != White || rec.Handicap != 2 || len(rec.Black) != 2 {
		t.Fatalf("record: first %v handicap %d setup %v", rec.First, rec.Handicap, rec.Black)
	}
	pos, err := rec.Replay()
	if err != nil || pos.ToMove != White {
		t.Fatalf("to move after the handicap: %v (%v)", pos.ToMove, err)
	}
	// Playing Black from it, the bot (White) moves first.
	s := newGame(t, "colour=black&sgf="+url.QueryEscape("(;SZ[19]HA[2]AB[dd][pp])"))
	if s.pos.ToMove != White {
		t.Fatalf("the game starts with %v to move", s.pos.ToMove)
	}
	if seat, ok := s.NextBot(); !ok || seat != BotSeat {
		t.Fatal("the bot plays White and should move first")
	}
	// An explicit PL or a first move still decides.
	for sgf, want := range map[string]Color{
		"(;SZ[19]HA[2]AB[dd][pp]PL[B])":     Black,
		"(;SZ[19]HA[2]AB[dd][pp];B[qd])":    Black,
		"(;SZ[19]HA[2]AB[dd][pp];W[qd])":    White,
		"(;SZ[19]AB[dd][pp])":               Black,
		"(;SZ[19]HA[0])":                    Black,
		"(;SZ[9]HA[3]AB[cc][gg][cg]KM[.5])": White,
	} {
		rec, err := ParseSGF(sgf)
		if err != nil {
			t.Fatalf("%s: %v", sgf, err)
		}
		if rec.First != want {
			t.Errorf("%s: %v moves first, want %v", sgf, rec.First, want)
		}
	}
	if _, err := ParseSGF("(;SZ[19]HA[two])"); err == nil {
		t.Error("a handicap that is not a number is accepted")
	}
}

func TestNewGameWithHandicap(t *testing.T) {
	s := newGame(t, "size=13&handicap=4&komi=0.5&colour=black")
	if s.rec.Handicap != 4 || len(s.rec.Black) != 4 || s.rec.First != White || s.pos.ToMove != White {
		t.Fatalf("handicap 4: %+v, %v to move", s.rec, s.pos.ToMove)
	}
	for _, v := range s.rec.Black {
		if s.pos.Board.At(s.pos.Board.PointAt(v.X, v.Y)) != Black {
			t.Fatalf("no black stone at %v", v)
		}
	}
	if _, ok := s.NextBot(); !ok {
		t.Fatal("the bot plays White and moves first")
	}
	playAt(t, s, BotSeat, "G7")
	playAt(t, s, kit.HumanSeat, "C3")
	// The stored game keeps the handicap, and its SGF says so.
	back := encodeDecode(t, s)
	if back.rec.Handicap != 4 || back.rec.First != White || len(back.rec.Moves) != 2 {
		t.Fatalf("decoded: %+v", back.rec)
	}
	text := back.View(kit.HumanSeat, t0).SGF("ann")
	if !strings.Contains(text, "HA[4]") || !strings.Contains(text, "AB[dj][jd][dd][jj]") {
		t.Fatalf("SGF of a handicap game:\n%s", text)
	}
	rec, err := ParseSGF(text)
	if err != nil || rec.Handicap != 4 || rec.First != White || len(rec.Moves) != 2 {
		t.Fatalf("SGF does not read back: %+v %v", rec, err)
	}
	// Taking back the player's move keeps the handicap and the bot's
	// first move.
	if err := back.Apply(kit.HumanSeat, kittest.Act("do", "undo"), t0); err != nil {
		t.Fatal(err)
	}
	if back.pos.ToMove != Black || len(back.rec.Moves) != 1 || len(back.rec.Black) != 4 {
		t.Fatalf("after undo: %v to move, %d moves", back.pos.ToMove, len(back.rec.Moves))
	}
	if d := newGame(t, "handicap=9&size=9").Results(); d != nil {
		t.Fatal("results before the end")
	}
	for _, bad := range []string{"handicap=1", "handicap=10", "handicap=x", "handicap=-2",
		"handicap=2&sgf=" + url.QueryEscape("(;SZ[9];B[ee])")} {
		v, _ := url.ParseQuery(bad)
		if _, err := (Game{}).New(v, 1, t0); !kit.IsInvalid(err) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	if s := newGame(t, "handicap=0"); s.rec.Handicap != 0 || len(s.rec.Black) != 0 || s.pos.ToMove != Black {
		t.Fatal("handicap=0 is an even game")
	}
}

// TestMoveListCountsCaptures: every move is listed with its number,
// colour and point, a pass as a pass, and a capture with the stones it
// took.
func TestMoveListCountsCaptures(t *testing.T) {
	// White's two stones at A9 and B9... are taken by Black's C9 after
	// B8 and A8 surround them; White passes in between.
	s := newGame(t, "colour=black&sgf="+url.QueryEscape("(;SZ[9]AW[aa][ba];B[ab];W[];B[bb];W[ee];B[ca])"))
	v := s.View(kit.HumanSeat, t0)
	var got []string
	for _, m := range v.Moves {
		line := itoa(m.Number) + ". " + m.Color.Letter() + " "
		if m.Pass {
			line += "pass"
		} else {
			line += m.Vertex
		}
		if m.Captures > 0 {
			line += " ×" + itoa(m.Captures)
		}
		got = append(got, line)
	}
	want := "1. B A8 | 2. W pass | 3. B B8 | 4. W E5 | 5. B C9 ×2"
	if strings.Join(got, " | ") != want {
		t.Fatalf("move list:\n%s\nwant\n%s", strings.Join(got, " | "), want)
	}
	if v.BlackCaptures != 2 {
		t.Fatalf("black took %d", v.BlackCaptures)
	}
}
