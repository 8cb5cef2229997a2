package chess

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

type perftCase struct {
	fen    string
	counts map[int]uint64
}

func loadPerftCases(t testing.TB) []perftCase {
	f, err := os.Open("testdata/perft.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		parts := strings.Split(text, ";")
		c := perftCase{fen: strings.TrimSpace(parts[0]), counts: map[int]uint64{}}
		for _, p := range parts[1:] {
			var d int
			var n uint64
			fields := strings.Fields(p)
			if len(fields) != 2 || fields[0][0] != 'D' {
				t.Fatalf("bad perft line %q", text)
			}
			d, _ = strconv.Atoi(fields[0][1:])
			n, _ = strconv.ParseUint(fields[1], 10, 64)
			c.counts[d] = n
		}
		cases = append(cases, c)
	}
	return cases
}

// perftBudget is the largest count checked by a plain `go test`; the
// rest run with GAMEHALL_LONG set. It covers the start position to
// depth 5 and every other wiki position to depth 4 at least.
func perftBudget() uint64 {
	if kittest.Long() {
		return 1 << 62
	}
	return 5_000_000
}

func TestPerftReferenceCounts(t *testing.T) {
	budget := perftBudget()
	for _, c := range loadPerftCases(t) {
		for d := 1; d <= 9; d++ {
			want, ok := c.counts[d]
			if !ok || want > budget {
				continue
			}
			p, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatalf("%s: %v", c.fen, err)
			}
			if got := p.Perft(d); got != want {
				t.Errorf("%s depth %d: got %d, want %d", c.fen, d, got, want)
			}
		}
	}
}

// TestPerftFullAgreesWithBulk makes every leaf (the path a search
// takes) on the wiki positions and checks the board is restored.
func TestPerftFullAgreesWithBulk(t *testing.T) {
	for _, c := range loadPerftCases(t)[:7] {
		p, _ := ParseFEN(c.fen)
		before := p
		if got, want := p.PerftFull(3), c.counts[3]; got != want {
			t.Errorf("%s: full perft 3 = %d, want %d", c.fen, got, want)
		}
		if p != before {
			t.Errorf("%s: make/unmake did not restore the position", c.fen)
		}
	}
}

// TestMoveGeneratorInvariants walks the Kiwipete tree to depth 3 and at
// every node checks that the hash kept by Make equals one computed from
// scratch, that no legal move leaves the mover's king attacked, and
// that CountLegal agrees with GenerateLegal.
func TestMoveGeneratorInvariants(t *testing.T) {
	for _, c := range loadPerftCases(t)[:7] {
		p, _ := ParseFEN(c.fen)
		walkInvariants(t, &p, 3)
	}
}

func walkInvariants(t *testing.T, p *Position, depth int) {
	t.Helper()
	if p.hash != p.computeHash() {
		t.Fatalf("%s: incremental hash differs from recomputed", p.FEN())
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	if n := p.CountLegal(); n != ml.N {
		t.Fatalf("%s: CountLegal %d, GenerateLegal %d", p.FEN(), n, ml.N)
	}
	if depth == 0 {
		return
	}
	for _, m := range ml.Slice() {
		mover := p.side
		u := p.Make(m)
		if p.IsAttacked(p.KingSquare(mover), p.side) {
			t.Fatalf("%s: %v leaves the king attacked", p.FEN(), m)
		}
		walkInvariants(t, p, depth-1)
		p.Unmake(m, u)
	}
}

// TestMakeUnmakeDoesNotAllocate: generating, making and unmaking moves
// never touches the heap.
func TestMakeUnmakeDoesNotAllocate(t *testing.T) {
	p, _ := ParseFEN(kiwipeteFEN)
	var ml MoveList
	allocs := testing.AllocsPerRun(100, func() {
		p.GenerateLegal(&ml)
		for _, m := range ml.Slice() {
			u := p.Make(m)
			_ = p.CountLegal()
			p.Unmake(m, u)
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}
