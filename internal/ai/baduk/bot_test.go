package baduk

import (
	"context"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"testing"
	"time"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// medium is the medium level without its time limit, so tests do the
// same work however busy the machine is.
var medium = Params{Playouts: LevelParams[kit.Medium].Playouts, ResignBelow: LevelParams[kit.Medium].ResignBelow, Heavy: true}

// jasiek is the final position of Jasiek's 9x9 area-counting example.
// It holds two sekis: H8 and H7 are shared by White's G9 group and
// Black's J9 group (no eyes), and C1 by White's corner group (eye A1) and
// Black's bottom group (eye E1). Whoever fills a shared point is taken.
var jasiek = []string{
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

// split is a finished game: Black owns the left, White the right, each
// 40 points, and E5 is the one dame.
var split = []string{
	". X . X X O . O .",
	"X X X X X O O O O",
	". X . X X O . O .",
	"X X X X X O O O O",
	". . X X . O . . O",
	"X X X X O O O O O",
	". X . X O O . O .",
	"X X X X O O O O O",
	". X . X O O . O .",
}

func diagram(t *testing.T, rows ...string) *g.Position {
	t.Helper()
	p, err := g.FromDiagram(rows...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func think(t *testing.T, pos *g.Position, sit Situation, p Params) Decision {
	t.Helper()
	return Think(context.Background(), pos, sit, p, 7)
}

// withRow returns rows with row y replaced.
func withRow(rows []string, y int, row string) []string {
	out := slices.Clone(rows)
	out[y] = row
	return out
}

func TestCapturesAGroupInAtari(t *testing.T) {
	pos := diagram(t,
		".........",
		".........",
		"..XXXX...",
		".XOOOO...",
		"..XXXX.O.",
		".........",
		"...O.....",
		".........",
		".........",
	)
	d := think(t, pos, Situation{KomiHalf: 15}, medium)
	x, y := pos.Board.XY(d.Move)
	if d.Pass || d.Resign || x != 6 || y != 3 {
		t.Fatalf("decision %+v at %d,%d; want the capture at 6,3", d, x, y)
	}
}

func TestSavesItsGroupFromAtari(t *testing.T) {
	// Black's four stones have one liberty left, at G6.
	pos := diagram(t,
		".........",
		".........",
		"..OOOO...",
		".OXXXX...",
		"..OOOO...",
		".........",
		".........",
		".........",
		".........",
	)
	d := think(t, pos, Situation{KomiHalf: 15}, medium)
	if d.Pass || d.Resign {
		t.Fatalf("decision %+v", d)
	}
	after := pos.Clone()
	if err := after.Play(d.Move); err != nil {
		t.Fatal(err)
	}
	if after.Board.Liberties(pos.Board.PointAt(2, 3), 2) < 2 {
		x, y := pos.Board.XY(d.Move)
		t.Fatalf("played %d,%d and left the group in atari:\n%s", x, y, after.Board.Diagram())
	}
}

func TestPassesWhenNothingIsLeft(t *testing.T) {
	rows := withRow(split, 4, ". . X X X O . . O") // dame filled: W+6.5
	for _, passes := range []int{0, 1} {
		pos := diagram(t, rows...)
		pos.ToMove, pos.Passes = g.White, passes
		if d := think(t, pos, Situation{KomiHalf: 15}, medium); !d.Pass {
			x, y := pos.Board.XY(d.Move)
			t.Errorf("passes %d: decision %+v at %d,%d, want pass", passes, d, x, y)
		}
	}
}

func TestPlaysOnACloseLostCount(t *testing.T) {
	// The same finished board from Black's side: lost by 6.5, which is
	// close. Passing would end the game lost (or let White end it), so
	// Black plays on; resigning a close game is not hopeless either.
	rows := withRow(split, 4, ". . X X X O . . O")
	for _, passes := range []int{0, 1} {
		pos := diagram(t, rows...)
		pos.ToMove, pos.Passes = g.Black, passes
		if d := think(t, pos, Situation{KomiHalf: 15}, medium); d.Pass || d.Resign {
			t.Errorf("passes %d: decision %+v, want a move", passes, d)
		}
	}
}

func TestFillsTheDameThatDecides(t *testing.T) {
	// Without komi the game is even; the dame E5 wins it.
	for _, c := range []g.Color{g.Black, g.White} {
		pos := diagram(t, split...)
		pos.ToMove = c
		d := think(t, pos, Situation{KomiHalf: 0}, medium)
		x, y := pos.Board.XY(d.Move)
		if d.Pass || d.Resign || x != 4 || y != 4 {
			t.Errorf("%v: decision %+v at %d,%d, want the dame E5 (4,4)", c, d, x, y)
		}
	}
}

func TestPassesBackWhenTheCountWins(t *testing.T) {
	// White filled the dame; a dead black stone sits in White's G5-H5
	// eye space. Black passed. With the stone removed White wins by 1
	// (no komi), so White passes too.
	rows := withRow(split, 4, ". . X X O O X . O")
	pos := diagram(t, rows...)
	pos.ToMove, pos.Passes = g.White, 1
	if d := think(t, pos, Situation{}, medium); !d.Pass {
		x, y := pos.Board.XY(d.Move)
		t.Fatalf("decision %+v at %d,%d, want pass", d, x, y)
	}
	// Counted as it stands the stone spoils White's space and Black wins
	// by 2, so White must take it first.
	if d := think(t, pos, Situation{AsIs: true}, medium); d.Pass || d.Resign {
		t.Fatalf("as-is: decision %+v, want a move", d)
	}
}

func TestResignsAHopelessGame(t *testing.T) {
	pos := diagram(t,
		".O.OX.X.X",
		"OOOOXXXXX",
		"XXXXX.X.X",
		"X.X.X.X.X",
		"XXXXXXXXX",
		"X...X.X.X",
		"XXXXXXXXX",
		"X.X.X.X.X",
		"XXXXXXXXX",
	)
	pos.ToMove = g.White
	if d := think(t, pos, Situation{KomiHalf: 15}, medium); !d.Resign {
		t.Fatalf("decision %+v, want resign", d)
	}
}

// lostCorner is White's small living corner in a board Black owns: every
// empty point White could play is one of its own eyes or a suicide in one
// of Black's, and the count is B+65 with komi.
var lostCorner = []string{
	".O.OX.X.X",
	"OOOOXXXXX",
	"XXXXX.X.X",
	"X.X.X.X.X",
	"XXXXXXXXX",
	"X.X.X.X.X",
	"XXXXXXXXX",
	"X.X.X.X.X",
	"XXXXXXXXX",
}

func TestResignsALostCountInsteadOfPassing(t *testing.T) {
	// Black passed; passing back would end the game lost by 65 points.
	for _, passes := range []int{1, 0} {
		pos := diagram(t, lostCorner...)
		pos.ToMove, pos.Passes = g.White, passes
		if d := think(t, pos, Situation{KomiHalf: 15}, medium); !d.Resign {
			t.Errorf("passes %d: decision %+v, want resign", passes, d)
		}
	}
}

func TestHopeless(t *testing.T) {
	firm := func(n int, v float64) []float64 {
		own := make([]float64, n*n)
		for i := range own {
			own[i] = v
		}
		return own
	}
	late := diagram(t, lostCorner...)
	late.ToMove = g.White
	opening := g.NewPosition(9)
	for x := range 3 {
		if err := opening.Play(opening.Board.PointAt(2+x, 2)); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name    string
		pos     *g.Position
		winrate float64
		own     float64 // every point's ownership
		margin  int
		prev    *Decision
		want    bool
	}{
		{"search sees no chance", late, 0.01, 1, -130, nil, true},
		{"slim chance, nothing open, far behind", late, 0.2, 1, -40, nil, true},
		{"slim chance, far behind, all open", late, 0.2, 0, -40, nil, false},
		{"fair chance, far behind", late, 0.4, 1, -130, nil, false},
		{"close count", late, 0.01, 1, -19, nil, false},
		{"winning count", late, 0.01, 1, 30, nil, false},
		{"opening", opening, 0.01, 1, -130, nil, false},
		{"slim twice, behind", late, 0.1, 0, -30, &Decision{Winrate: 0.12, MarginHalf: -24}, true},
		{"slim now, fair before", late, 0.1, 0, -30, &Decision{Winrate: 0.3, MarginHalf: -24}, false},
		{"slim twice, close before", late, 0.1, 0, -30, &Decision{Winrate: 0.1, MarginHalf: -10}, false},
		{"slim twice, close now", late, 0.1, 0, -12, &Decision{Winrate: 0.1, MarginHalf: -30}, false},
	}
	for _, tc := range cases {
		res := searchResult{winrate: tc.winrate, playouts: 3000, ownership: firm(9, tc.own)}
		if got := hopeless(tc.pos, res, tc.margin, 0.05, tc.prev); got != tc.want {
			t.Errorf("%s: hopeless = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestProposesDeadStones(t *testing.T) {
	rows := withRow(split, 4, ". O X X . O X . O")
	pos := diagram(t, rows...)
	dead := ProposeDead(context.Background(), pos, 15, 3)
	if len(dead) != 2 || !dead[pos.Board.PointAt(1, 4)] || !dead[pos.Board.PointAt(6, 4)] {
		t.Fatalf("dead = %v, want B5 and G5", dead)
	}
}

func TestSekiIsNotDead(t *testing.T) {
	pos := diagram(t, jasiek...)
	if dead := ProposeDead(context.Background(), pos, 15, 5); len(dead) != 0 {
		t.Fatalf("dead = %v in a position of two sekis", dead)
	}
	// The seki from the engine's scoring tests, with eyes, lives too.
	pos = diagram(t,
		". X . O . O X . .",
		"X X O O O O X . .",
		"O O X X X X X . .",
		". O X . . . . . .",
		". O X . . . . . .",
		". O X . . . . . .",
		". O X . . . . . .",
		". O X . . . . . .",
		". O X . . . . . .",
	)
	if dead := ProposeDead(context.Background(), pos, 15, 5); len(dead) != 0 {
		t.Fatalf("seki stones proposed dead: %v", dead)
	}
}

func TestDeadlineCutsTheSearch(t *testing.T) {
	// A minute's budget ends only through the context's deadline:
	// returning at all is the check; how soon is the machine's business.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	d := Think(ctx, g.NewPosition(19), Situation{KomiHalf: 15}, Params{Budget: time.Minute}, 1)
	if d.Pass || d.Playouts == 0 {
		t.Fatalf("%d playouts, decision %+v", d.Playouts, d)
	}
}

// TestBotActionsAreAccepted lets the hall's bot play easy games on every
// size (both seats) and checks that the engine accepts every action,
// including the dead-stone proposal.
func TestBotActionsAreAccepted(t *testing.T) {
	for _, size := range []int{9, 13, 19} {
		st, err := g.Game{}.New(url.Values{"size": {strconv.Itoa(size)}, "level": {"easy"}}, 5, time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(size), 1))
		limit := 20
		if size == 9 {
			limit = 400 // play 9x9 to the end
		}
		for i := 0; i < limit && !st.Over(); i++ {
			seat := kit.HumanSeat
			if s, ok := st.NextBot(); ok {
				seat = s
			}
			v := st.View(seat, time.Time{})
			var act kit.Action
			if v.Phase == g.Scoring && seat == kit.HumanSeat {
				act = kit.Action{"do": {g.ActAccept}}
			} else {
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				act, err = Move(ctx, v, rng)
				cancel()
				if err != nil {
					t.Fatal(err)
				}
			}
			if err := st.Apply(seat, act, time.Time{}); err != nil {
				t.Fatalf("%dx%d: %s refused: %v", size, size, act.Encode(), err)
			}
		}
		if size == 9 && !st.Over() {
			t.Fatal("9x9 game between easy bots did not end")
		}
	}
}

// settled19 is a finished 19x19 board, every region full of stones
// around one-point eyes: White owns columns A-J of rows 19 to 2 (162
// points), Black the rest (199) when blackRow1 is set, else White owns
// all of columns A-J (171 points to Black's 190). White is to move.
func settled19(t *testing.T, blackRow1 bool) *g.Position {
	t.Helper()
	const n = 19
	rows := make([]string, n)
	for y := range n {
		row := make([]byte, n)
		for x := range n {
			white := x <= 8 && (y < n-1 || !blackRow1)
			lastWhite := n - 2 // the last row of White's region
			if !blackRow1 {
				lastWhite = n - 1
			}
			switch {
			case white && y%2 == 1 && x%2 == 1 && y < lastWhite:
				row[x] = '.'
			case white:
				row[x] = 'O'
			case x >= 9 && y%2 == 1 && (x-9)%2 == 1:
				row[x] = '.'
			default:
				row[x] = 'X'
			}
		}
		rows[y] = string(row)
	}
	pos := diagram(t, rows...)
	pos.ToMove = g.White
	return pos
}

// TestBigBoardResignsARunOfLowChances: on 19x19 a game lost by 29.5
// points, less than hopeless' eighth of the board, is resigned once the
// search has seen almost no chance for five own moves in a row, and
// played on before that; a game lost by 11.5 points never is.
func TestBigBoardResignsARunOfLowChances(t *testing.T) {
	p := Params{Playouts: 400, ResignBelow: 0.08, Heavy: true, Patterns: true}
	cases := []struct {
		name      string
		blackRow1 bool
		prevSlim  int
		want      bool
	}{
		{"lost by 29.5, four low chances before", true, 4, true},
		{"lost by 29.5, three low chances before", true, 3, false},
		{"lost by 29.5, no earlier decision", true, -1, false},
		{"lost by 11.5, many low chances before", false, 20, false},
	}
	for _, tc := range cases {
		pos := settled19(t, tc.blackRow1)
		sit := Situation{KomiHalf: 15}
		if tc.prevSlim >= 0 {
			sit.Prev = &Decision{Move: g.Pass, Winrate: 0.01, Slim: tc.prevSlim}
		}
		d := think(t, pos, sit, p)
		if d.Resign != tc.want {
			t.Errorf("%s: decision %+v, want resign %v", tc.name, d, tc.want)
		}
		if d.Slim != max(tc.prevSlim, 0)+1 {
			t.Errorf("%s: slim %d after %d, want one more", tc.name, d.Slim, tc.prevSlim)
		}
	}
}

func TestBigHopeless(t *testing.T) {
	late := settled19(t, true)
	opening := g.NewPosition(19)
	for x := range 19 {
		if err := opening.Play(opening.Board.PointAt(x, 3)); err != nil {
			t.Fatal(err)
		}
	}
	small := diagram(t, lostCorner...)
	cases := []struct {
		name   string
		pos    *g.Position
		margin int
		slim   int
		want   bool
	}{
		{"late, 15 points behind, five low", late, -30, 5, true},
		{"late, 14.5 points behind, five low", late, -29, 5, false},
		{"late, far behind, four low", late, -80, 4, false},
		{"late, ahead", late, 10, 9, false},
		{"opening, far behind", opening, -80, 9, false},
		{"9x9, far behind", small, -80, 9, false},
	}
	for _, tc := range cases {
		if got := bigHopeless(tc.pos, tc.margin, tc.slim); got != tc.want {
			t.Errorf("%s: bigHopeless = %v, want %v", tc.name, got, tc.want)
		}
	}
}
