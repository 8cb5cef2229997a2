package baduk

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestCaptures(t *testing.T) {
	tests := []struct {
		name    string
		rows    []string
		move    string // Black plays here
		taken   int
		emptied []string
	}{
		{"single stone in the centre", []string{
			".....",
			"..X..",
			".XO..",
			"..X..",
			".....",
		}, "D3", 1, []string{"C3"}},
		{"two stones on the edge", []string{
			".XOO.",
			"..XX.",
			".....",
			".....",
			".....",
		}, "E5", 2, []string{"C5", "D5"}},
		{"corner stone", []string{
			"OX...",
			".....",
			".....",
			".....",
			".....",
		}, "A4", 1, []string{"A5"}},
		{"two groups at once", []string{
			".XO.OX.",
			"..X.X..",
			".......",
			".......",
			".......",
			".......",
			".......",
		}, "D7", 2, []string{"C7", "E7"}},
		{"a move without liberties that captures is legal", []string{
			"XO.OX",
			".XOX.",
			".O...",
			".....",
			".....",
		}, "C5", 2, []string{"B5", "D5"}},
		{"a big group", []string{
			".......",
			".XXXXX.",
			".XOOOX.",
			".XO.OX.",
			".XOOOX.",
			".XXXXX.",
			".......",
		}, "D4", 8, []string{"C5", "D5", "E5", "C4", "E4", "C3", "D3", "E3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustDiagram(t, tt.rows...)
			if err := p.Play(at(t, p, tt.move)); err != nil {
				t.Fatalf("play %s: %v", tt.move, err)
			}
			if got := p.Board.Captures(Black); got != tt.taken {
				t.Errorf("captures = %d, want %d\n%s", got, tt.taken, p.Board.Diagram())
			}
			for _, e := range tt.emptied {
				if c := p.Board.At(at(t, p, e)); c != Empty {
					t.Errorf("%s = %v, want empty", e, c)
				}
			}
			checkBoard(t, &p.Board)
		})
	}
}

func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		move string // Black tries this
		want error
	}{
		{"suicide of one stone", []string{
			".O...",
			"O....",
			".....",
			".....",
			".....",
		}, "A5", errSuicide},
		{"suicide of a group", []string{
			"X.O..",
			"OO...",
			".....",
			".....",
			".....",
		}, "B5", errSuicide},
		{"into an eye of a living group", []string{
			"O.O.O",
			"OOOOO",
			".....",
			".....",
			".....",
		}, "B5", errSuicide},
		{"occupied", []string{
			"X....",
			".....",
			".....",
			".....",
			".....",
		}, "A5", errOccupied},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustDiagram(t, tt.rows...)
			before := p.Board.Diagram()
			err := p.Play(at(t, p, tt.move))
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if p.Board.Diagram() != before || p.ToMove != Black {
				t.Fatal("a refused move changed the position")
			}
		})
	}
	p := NewPosition(9)
	if err := p.Play(Point(3)); !errors.Is(err, errOffBoard) {
		t.Fatalf("frame point: %v", err)
	}
}

// koShape: White's stone at B4 can be taken at C4, and Black's stone at
// C4 then retaken at B4.
var koShape = []string{
	".XO..",
	"XO.O.",
	".XO..",
	".....",
	".....",
}

func TestKo(t *testing.T) {
	p := mustDiagram(t, koShape...)
	if err := p.Play(at(t, p, "C4")); err != nil {
		t.Fatal(err)
	}
	if p.Board.Ko() != at(t, p, "B4") {
		t.Fatalf("ko point = %v", p.Board.Ko())
	}
	if err := p.Play(at(t, p, "B4")); !errors.Is(err, errKo) {
		t.Fatalf("immediate retake: %v", err)
	}
	// Threat and answer elsewhere; then the retake is a new position.
	for _, m := range []string{"E1", "D1", "B4"} {
		if err := p.Play(at(t, p, m)); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if p.Board.At(at(t, p, "C4")) != Empty || p.Board.Captures(White) != 1 {
		t.Fatalf("retake did not capture:\n%s", p.Board.Diagram())
	}
}

func TestPositionalSuperko(t *testing.T) {
	// Black takes the ko; both pass (which clears the simple ko point);
	// White's retake would recreate the position before Black's capture.
	p := mustDiagram(t, koShape...)
	for _, m := range []Point{at(t, p, "C4"), Pass, Pass} {
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if p.ToMove != White || p.Board.Ko() != Pass {
		t.Fatalf("to move %v, ko %v", p.ToMove, p.Board.Ko())
	}
	if !p.Board.Legal(White, at(t, p, "B4")) {
		t.Fatal("the board alone should allow the retake")
	}
	if err := p.Play(at(t, p, "B4")); !errors.Is(err, errSuperko) {
		t.Fatalf("retake after passes: %v, want superko", err)
	}
}

func TestHashAfterMatchesPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 20; game++ {
		p := NewPosition(9)
		for move := 0; move < 150; move++ {
			pt := randomLegal(p, rng)
			want := p.Board.HashAfter(p.ToMove, pt)
			if err := p.Play(pt); err != nil {
				t.Fatal(err)
			}
			if pt != Pass && p.Board.Hash() != want {
				t.Fatalf("HashAfter %x, hash %x", want, p.Board.Hash())
			}
		}
	}
}

// randomLegal picks a random legal move that does not fill an own eye,
// or Pass.
func randomLegal(p *Position, rng *rand.Rand) Point {
	b := &p.Board
	n := b.EmptyCount()
	if n == 0 {
		return Pass
	}
	start := rng.IntN(n)
	for i := range n {
		pt := b.EmptyPoint((start + i) % n)
		if !b.EyeLike(p.ToMove, pt) && p.Legal(pt) {
			return pt
		}
	}
	return Pass
}

// checkBoard verifies the incremental data against a recount: every group
// has a liberty, heads and pseudo-liberty sums match, the empty list is
// exact and the hash is the XOR of the stones.
func checkBoard(t testing.TB, b *Board) {
	t.Helper()
	var hash uint64
	empties := 0
	for y := range b.Size() {
		for x := range b.Size() {
			p := b.PointAt(x, y)
			c := b.cells[p]
			var around [4]uint8
			for _, n := range b.Neighbours(p) {
				around[b.cells[n]]++
			}
			if around != b.around[p] {
				t.Fatalf("neighbour counts at %d,%d: %v, kept %v", x, y, around, b.around[p])
			}
			if c == Empty {
				empties++
				if b.empties[b.emptyAt[p]] != p {
					t.Fatalf("empty list misses %d,%d", x, y)
				}
				continue
			}
			hash ^= zobrist[c][p]
			if b.Liberties(p, 1) == 0 {
				t.Fatalf("group at %d,%d has no liberties\n%s", x, y, b.Diagram())
			}
			if b.head[p] != p {
				continue
			}
			var n, sum, sq int32
			stones := 0
			for _, q := range b.Group(p) {
				stones++
				if b.cells[q] != c || b.head[q] != p {
					t.Fatalf("group list of %d,%d is broken", x, y)
				}
				for _, r := range b.Neighbours(q) {
					if b.cells[r] == Empty {
						n, sum, sq = n+1, sum+int32(r), sq+int32(r)*int32(r)
					}
				}
			}
			if gr := b.groups[p]; n != gr.libs || sum != gr.sum || sq != gr.sq || stones != int(gr.stones) {
				t.Fatalf("group at %d,%d: counts differ", x, y)
			}
			if b.inAtari(p) != (b.Liberties(p, 2) == 1) {
				t.Fatalf("group at %d,%d: atari test wrong", x, y)
			}
		}
	}
	if empties != b.nEmpty || hash != b.hash {
		t.Fatalf("empties %d/%d, hash %x/%x", empties, b.nEmpty, hash, b.hash)
	}
}

// playRandomGame plays legal moves from rng and checks the board after
// each one; it also checks that no whole-board position ever repeats.
func playRandomGame(t testing.TB, size, moves int, rng *rand.Rand) {
	p := NewPosition(size)
	seen := map[string]bool{p.Board.Diagram(): true}
	for range moves {
		pt := randomLegal(p, rng)
		if rng.IntN(50) == 0 {
			pt = Pass
		}
		if err := p.Play(pt); err != nil {
			t.Fatalf("legal move refused: %v", err)
		}
		checkBoard(t, &p.Board)
		if pt != Pass {
			d := p.Board.Diagram()
			if seen[d] {
				t.Fatalf("position repeated:\n%s", d)
			}
			seen[d] = true
		}
	}
}

func TestRandomPlayKeepsInvariants(t *testing.T) {
	for seed := range uint64(12) {
		size := Sizes[seed%3]
		playRandomGame(t, size, 3*size*size, rand.New(rand.NewPCG(seed, 7)))
	}
}

func FuzzRandomPlay(f *testing.F) {
	f.Add(uint64(1), uint8(0))
	f.Add(uint64(99), uint8(2))
	f.Fuzz(func(t *testing.T, seed uint64, size uint8) {
		n := Sizes[int(size)%3]
		playRandomGame(t, n, 2*n*n, rand.New(rand.NewPCG(seed, 3)))
	})
}

func TestEyeLike(t *testing.T) {
	p := mustDiagram(t,
		".X.X.",
		"XX.XX",
		"X.X.O",
		".XXX.",
		"XO...",
	)
	tests := map[string]bool{"A5": true, "C5": false, "B3": true, "D3": false, "A2": false, "E5": true}
	for name, want := range tests {
		if got := p.Board.EyeLike(Black, at(t, p, name)); got != want {
			t.Errorf("EyeLike(%s) = %v, want %v", name, got, want)
		}
	}
}

func TestDiagramRoundTrip(t *testing.T) {
	rows := []string{"X.O", ".XO", "..."}
	p := mustDiagram(t, rows...)
	if got := p.Board.Diagram(); got != strings.Join(rows, "\n")+"\n" {
		t.Fatalf("diagram:\n%s", got)
	}
	if _, err := FromDiagram("XO", "OX"); err == nil {
		t.Fatal("stones without liberties accepted")
	}
}
