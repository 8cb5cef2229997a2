package baduk

import "testing"

// jasiekExample is the 9x9 area-counting example of Robert Jasiek's
// introduction to area scoring: every stone alive, Black 33 stones and 4
// points, White 33 stones and 8 points, 3 points of nobody's; with komi
// 7.5 the result is W+11.5. Those 3 points are the shared liberties of
// two sekis (H8 and H7; C1), so the example also shows seki scoring.
var jasiekExample = []string{
	". X . X X X O O X",
	"X X X X O X O . X",
	"O O O O O X O . X",
	". O . O X X O X X",
	"O O O X . X X O O",
	"O X X X X X O O .",
	"X X O O O O O . .",
	"O O X X X X O O O",
	". O . X . X O . .",
}

// sekiExample has a seki with eyes in the top left: Black's three stones
// (eye A9) and White's six stones (eye E9) share the liberty C9, which
// neither side can fill without being taken. The eyes count for their
// owners, as area scoring does; the shared liberty is nobody's.
var sekiExample = []string{
	". X . O . O X . .",
	"X X O O O O X . .",
	"O O X X X X X . .",
	". O X . . . . . .",
	". O X . . . . . .",
	". O X . . . . . .",
	". O X . . . . . .",
	". O X . . . . . .",
	". O X . . . . . .",
}

func TestAreaScore(t *testing.T) {
	tests := []struct {
		name       string
		rows       []string
		dead       []string
		komiHalf   int
		bs, bt     int // Black's stones and territory
		ws, wt     int
		dame       int
		result     string
		ownerPoint string
		owner      Color
	}{
		{"Jasiek's 9x9 example", jasiekExample, nil, 15, 33, 4, 33, 8, 3, "W+11.5", "C1", Empty},
		{"Jasiek's 9x9 example, a white point", jasiekExample, nil, 15, 33, 4, 33, 8, 3, "W+11.5", "J1", White},
		{"seki", sekiExample, nil, 15, 16, 43, 14, 7, 1, "B+30.5", "C9", Empty},
		{"seki eye counts for its owner", sekiExample, nil, 15, 16, 43, 14, 7, 1, "B+30.5", "A9", Black},
		{"empty board, komi", []string{".........", ".........", ".........", ".........", ".........",
			".........", ".........", ".........", "........."}, nil, 15, 0, 0, 0, 0, 81, "W+7.5", "E5", Empty},
		{"dead stones inside territory", []string{
			"...OX....",
			"...OX....",
			".X.OX....",
			"...OX....",
			"...OX....",
			"...OX..O.",
			"...OX....",
			"...OX....",
			"...OX....",
		}, []string{"H4", "B7"}, 15, 9, 36, 9, 27, 0, "B+1.5", "H4", Black},
		{"whole-point komi can draw", []string{
			"...O.X...", "...O.X...", "...O.X...", "...O.X...", "...O.X...",
			"...O.X...", "...O.X...", "...O.X...", "...O.X...",
		}, nil, 0, 9, 27, 9, 27, 9, "0", "E5", Empty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustDiagram(t, tt.rows...)
			dead := map[Point]bool{}
			for _, d := range tt.dead {
				dead[at(t, p, d)] = true
			}
			s := AreaScore(&p.Board, dead, tt.komiHalf)
			if s.BlackStones != tt.bs || s.BlackTerritory != tt.bt || s.WhiteStones != tt.ws ||
				s.WhiteTerritory != tt.wt || s.Dame != tt.dame {
				t.Errorf("got B %d+%d, W %d+%d, dame %d; want B %d+%d, W %d+%d, dame %d",
					s.BlackStones, s.BlackTerritory, s.WhiteStones, s.WhiteTerritory, s.Dame,
					tt.bs, tt.bt, tt.ws, tt.wt, tt.dame)
			}
			if s.Text() != tt.result {
				t.Errorf("result %s, want %s", s.Text(), tt.result)
			}
			x, y, _ := ParseVertex(9, tt.ownerPoint)
			if got := s.Owner[y*9+x]; got != tt.owner {
				t.Errorf("owner of %s = %v, want %v", tt.ownerPoint, got, tt.owner)
			}
		})
	}
}

func TestSekiCannotBeBroken(t *testing.T) {
	p := mustDiagram(t, sekiExample...)
	for _, c := range []Color{Black, White} {
		q := p.Clone()
		q.ToMove = c
		// Filling the shared liberty puts the filler in atari: the other
		// side then takes by playing into the filler's eye.
		if err := q.Play(at(t, q, "C9")); err != nil {
			t.Fatalf("%v fills C9: %v", c, err)
		}
		eye := map[Color]string{Black: "A9", White: "E9"}[c]
		if err := q.Play(at(t, q, eye)); err != nil {
			t.Fatalf("%v's eye %s cannot be taken: %v", c, eye, err)
		}
		if q.Board.Captures(c.Opponent()) == 0 {
			t.Fatalf("filling the seki liberty did not lose stones for %v", c)
		}
		// And nobody can play into the other's eye while the seki stands.
		r := p.Clone()
		r.ToMove = c
		other := map[Color]string{Black: "E9", White: "A9"}[c]
		if r.Legal(at(t, r, other)) {
			t.Fatalf("%v may play into the eye %s", c, other)
		}
	}
}

func TestResultText(t *testing.T) {
	tests := []struct {
		w        Color
		m        int
		resigned bool
		want     string
	}{{Black, 7, false, "B+3.5"}, {White, 1, false, "W+0.5"}, {White, 0, true, "W+R"}, {Empty, 0, false, "0"}}
	for _, tt := range tests {
		if got := ResultText(tt.w, tt.m, tt.resigned); got != tt.want {
			t.Errorf("ResultText(%v,%d,%v) = %s, want %s", tt.w, tt.m, tt.resigned, got, tt.want)
		}
	}
	if HalfPoints(-1) != "-0.5" || HalfPoints(-15) != "-7.5" || HalfPoints(12) != "6" {
		t.Errorf("HalfPoints: %s %s %s", HalfPoints(-1), HalfPoints(-15), HalfPoints(12))
	}
}
