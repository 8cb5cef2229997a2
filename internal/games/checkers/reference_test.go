package checkers

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// This file holds a second move generator, written only to check the
// fast one: an 8x8 array of small integers, coordinates instead of bits,
// and the rules spelt out one at a time. It is slow and obvious on
// purpose.

// refBoard holds +1 white man, +2 white king, -1 black man, -2 black king.
type refBoard [8][8]int

func refFrom(p Position) (refBoard, int) {
	var b refBoard
	for r := range 8 {
		for f := range 8 {
			if (r+f)%2 != 0 {
				continue
			}
			switch p.At(SquareAt(f, r)) {
			case WhiteMan:
				b[r][f] = 1
			case WhiteKing:
				b[r][f] = 2
			case BlackMan:
				b[r][f] = -1
			case BlackKing:
				b[r][f] = -2
			}
		}
	}
	side := 1
	if p.Side == Black {
		side = -1
	}
	return b, side
}

type refPoint struct{ r, f int }

func (q refPoint) String() string { return fmt.Sprintf("%c%d", 'a'+q.f, q.r+1) }

func onBoard(r, f int) bool { return r >= 0 && r < 8 && f >= 0 && f < 8 }

var refDirs = []refPoint{{1, -1}, {1, 1}, {-1, -1}, {-1, 1}}

// refMove is a move as the reference sees it: the squares visited, the
// squares of the captured pieces, and whether a man was crowned.
type refMove struct {
	path     []refPoint
	captured []refPoint
	crowned  bool
}

// identity is what makes two paths the same move.
func (m refMove) identity() string {
	caps := []string{}
	for _, c := range m.captured {
		caps = append(caps, c.String())
	}
	sort.Strings(caps)
	return fmt.Sprintf("%v>%v x%v k%v", m.path[0], m.path[len(m.path)-1], caps, m.crowned)
}

func (m refMove) notation() string {
	sep := "-"
	if len(m.captured) > 0 {
		sep = ":"
	}
	parts := []string{}
	for _, q := range m.path {
		parts = append(parts, q.String())
	}
	return strings.Join(parts, sep)
}

// refGenerate lists every legal path for side (+1 white, -1 black).
func refGenerate(b refBoard, side int) []refMove {
	var captures []refMove
	for r := range 8 {
		for f := range 8 {
			if b[r][f]*side <= 0 {
				continue
			}
			start := refPoint{r, f}
			king := b[r][f]*side == 2
			work := b
			work[r][f] = 0 // the piece is in the air
			refCapture(&work, side, start, king, []refPoint{start}, nil, false, &captures)
		}
	}
	if len(captures) > 0 {
		return captures
	}
	var quiet []refMove
	for r := range 8 {
		for f := range 8 {
			if b[r][f]*side <= 0 {
				continue
			}
			king := b[r][f]*side == 2
			for _, d := range refDirs {
				if !king && d.r != side {
					continue // men step forward only
				}
				for k := 1; ; k++ {
					tr, tf := r+k*d.r, f+k*d.f
					if !onBoard(tr, tf) || b[tr][tf] != 0 {
						break
					}
					crown := !king && (side == 1 && tr == 7 || side == -1 && tr == 0)
					quiet = append(quiet, refMove{path: []refPoint{{r, f}, {tr, tf}}, crowned: crown})
					if !king {
						break
					}
				}
			}
		}
	}
	return quiet
}

func isTaken(taken []refPoint, q refPoint) bool { return slices.Contains(taken, q) }

// refJumps lists the captures available to a piece at at: the enemy
// piece jumped and the possible landing squares.
func refJumps(b *refBoard, side int, at refPoint, king bool, taken []refPoint) (overs []refPoint, lands [][]refPoint) {
	for _, d := range refDirs {
		k := 1
		if king {
			for onBoard(at.r+k*d.r, at.f+k*d.f) && b[at.r+k*d.r][at.f+k*d.f] == 0 {
				k++
			}
		}
		over := refPoint{at.r + k*d.r, at.f + k*d.f}
		if !onBoard(over.r, over.f) || b[over.r][over.f]*side >= 0 || isTaken(taken, over) {
			continue
		}
		var ls []refPoint
		for j := 1; ; j++ {
			l := refPoint{over.r + j*d.r, over.f + j*d.f}
			if !onBoard(l.r, l.f) || b[l.r][l.f] != 0 {
				break
			}
			ls = append(ls, l)
			if !king {
				break
			}
		}
		if len(ls) > 0 {
			overs = append(overs, over)
			lands = append(lands, ls)
		}
	}
	return overs, lands
}

// refCapture extends a capture in progress. Taken pieces stay on the
// board (they block and cannot be jumped again) until the move ends.
func refCapture(b *refBoard, side int, at refPoint, king bool, path, taken []refPoint, crowned bool, out *[]refMove) {
	overs, lands := refJumps(b, side, at, king, taken)
	if len(overs) == 0 {
		if len(taken) > 0 {
			*out = append(*out, refMove{path: slices.Clone(path), captured: slices.Clone(taken), crowned: crowned})
		}
		return
	}
	for i, over := range overs {
		newTaken := append(slices.Clone(taken), over)
		// A king must stop where it can go on capturing, if it can.
		var keep []refPoint
		for _, l := range lands[i] {
			lk := king || side == 1 && l.r == 7 || side == -1 && l.r == 0
			if o, _ := refJumps(b, side, l, lk, newTaken); len(o) > 0 {
				keep = append(keep, l)
			}
		}
		if len(keep) == 0 {
			keep = lands[i]
		}
		for _, l := range keep {
			lk := king || side == 1 && l.r == 7 || side == -1 && l.r == 0
			refCapture(b, side, l, lk, append(slices.Clone(path), l), newTaken, crowned || lk && !king, out)
		}
	}
}

// randomPosition scatters pieces: up to twelve a side, some kings, no man
// on its own crowning row.
func randomPosition(rng *rand.Rand) Position {
	var p Position
	density := 2 + rng.IntN(8)
	for s := range Square(bitsInLayout) {
		if !s.Valid() || rng.IntN(density) != 0 {
			continue
		}
		king := rng.IntN(4) == 0
		if rng.IntN(2) == 0 {
			if bitsCount(p.White) == 12 || !king && s.Rank() == 7 {
				continue
			}
			p.White |= s.Bit()
		} else {
			if bitsCount(p.Black) == 12 || !king && s.Rank() == 0 {
				continue
			}
			p.Black |= s.Bit()
		}
		if king {
			p.Kings |= s.Bit()
		}
	}
	p.Side = Colour(rng.IntN(2))
	return p
}

func bitsCount(b uint64) int { return len(squaresOf(b)) }

// compareWithReference checks that both generators agree on a position:
// the same set of paths, and the same moves once capture orders merge.
func compareWithReference(t *testing.T, p Position) {
	t.Helper()
	b, side := refFrom(p)
	ref := refGenerate(b, side)
	var refPaths []string
	refIDs := map[string]bool{}
	for _, m := range ref {
		refPaths = append(refPaths, m.notation())
		refIDs[m.identity()] = true
	}
	var fastPaths []string
	for _, c := range p.Choices() {
		for _, q := range c.Paths {
			fastPaths = append(fastPaths, FormatPath(q, c.Move.IsCapture()))
		}
	}
	slices.Sort(refPaths)
	slices.Sort(fastPaths)
	if !slices.Equal(refPaths, fastPaths) {
		t.Fatalf("%s:\nreference %v\nfast      %v", p.FEN(), refPaths, fastPaths)
	}
	moves := p.LegalMoves(nil)
	if len(moves) != len(refIDs) {
		t.Fatalf("%s: %d moves, reference has %d", p.FEN(), len(moves), len(refIDs))
	}
	for i := range moves {
		for j := range i {
			if moves[i].SameAs(&moves[j]) {
				t.Fatalf("%s: move %v listed twice", p.FEN(), moves[i].Squares())
			}
		}
	}
	if got := p.HasCapture(); got != (len(ref) > 0 && len(ref[0].captured) > 0) {
		t.Fatalf("%s: HasCapture %v", p.FEN(), got)
	}
	if !p.HasCapture() && p.countQuiet() != len(moves) {
		t.Fatalf("%s: countQuiet %d, %d moves", p.FEN(), p.countQuiet(), len(moves))
	}
}

func TestAgreesWithReferenceOnRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 20000 {
		compareWithReference(t, randomPosition(rng))
	}
}

func TestAgreesWithReferenceAlongRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	positions := 0
	for range 300 {
		p := StartPosition()
		for ply := 0; ply < 200; ply++ {
			compareWithReference(t, p)
			positions++
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Apply(&moves[rng.IntN(len(moves))])
			if !p.Valid() {
				t.Fatalf("invalid position reached: %s", p.FEN())
			}
		}
	}
	t.Logf("%d positions from random games", positions)
}

// refApply plays a reference move.
func refApply(b refBoard, m refMove) refBoard {
	from, to := m.path[0], m.path[len(m.path)-1]
	piece := b[from.r][from.f]
	b[from.r][from.f] = 0
	for _, c := range m.captured {
		b[c.r][c.f] = 0
	}
	if m.crowned {
		piece *= 2
	}
	b[to.r][to.f] = piece
	return b
}

// refPerft counts leaves with the reference, one move per identity.
func refPerft(b refBoard, side, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	seen := map[string]bool{}
	var n uint64
	for _, m := range refGenerate(b, side) {
		if seen[m.identity()] {
			continue
		}
		seen[m.identity()] = true
		n += refPerft(refApply(b, m), -side, depth-1)
	}
	return n
}

// The reference is itself checked against the published counts, so the
// agreement above is between two generators that are both right.
func TestReferencePerft(t *testing.T) {
	b, side := refFrom(StartPosition())
	depth := kittest.Scale(6, 8)
	for d := 1; d <= depth; d++ {
		if got := refPerft(b, side, d); got != russianPerft[d-1] {
			t.Errorf("reference perft(%d) = %d, want %d", d, got, russianPerft[d-1])
		}
	}
}
