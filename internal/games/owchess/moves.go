package owchess

// Move takes a piece from one square to another. When the target holds
// an enemy piece the move is an attack (see Fight).
type Move struct {
	From, To int
}

// String is the move in from-to form, e.g. "e2e4".
func (m Move) String() string { return SquareName(m.From) + SquareName(m.To) }

// Reach is how far the long-range pieces go: the queen and the rook
// move at most 3 squares, 5 after the shop's "longer moves"; a pawn
// steps 1 square (2 from its starting rank), 2 after the upgrade.
const (
	Reach         = 3
	ExtendedReach = 5
)

var (
	kingSteps   = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	knightJumps = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
)

// Moves lists every move of a side on a board. open says which squares
// the side can see: a piece may only move to an open square and only
// slide across open squares, so the list depends on nothing hidden.
// ext is the side's "longer moves" upgrade.
func Moves(b *Board, side Color, ext bool, open *[64]bool) []Move {
	out := make([]Move, 0, 48)
	for from := range b {
		p := b[from].P
		if p.Kind == None || p.Color != side {
			continue
		}
		out = PieceMoves(b, from, ext, open, out)
	}
	return out
}

// PieceMoves appends the moves of the piece on from.
func PieceMoves(b *Board, from int, ext bool, open *[64]bool, out []Move) []Move {
	p := b[from].P
	f, r := File(from), Rank(from)
	// target reports whether the piece may land on (tf, tr) and whether
	// a slide may go on past it.
	target := func(tf, tr int) (land, goOn bool) {
		if tf < 0 || tf > 7 || tr < 0 || tr > 7 {
			return false, false
		}
		sq := Sq(tf, tr)
		if !open[sq] {
			return false, false
		}
		q := b[sq].P
		if q.Kind == None {
			return true, true
		}
		return q.Color != p.Color, false
	}
	slide := func(dirs [][2]int, reach int) {
		for _, d := range dirs {
			for i := 1; i <= reach; i++ {
				tf, tr := f+d[0]*i, r+d[1]*i
				land, goOn := target(tf, tr)
				if land {
					out = append(out, Move{from, Sq(tf, tr)})
				}
				if !goOn {
					break
				}
			}
		}
	}
	reach := Reach
	if ext {
		reach = ExtendedReach
	}
	switch p.Kind {
	case King:
		slide(kingSteps[:], 1)
	case Queen:
		slide(kingSteps[:], reach)
	case Rook:
		slide(kingSteps[:4], reach)
	case Bishop:
		slide(kingSteps[4:], 7)
	case Knight:
		for _, j := range knightJumps {
			if land, _ := target(f+j[0], r+j[1]); land {
				out = append(out, Move{from, Sq(f+j[0], r+j[1])})
			}
		}
	case Pawn:
		dir, home := 1, 1
		if p.Color == Black {
			dir, home = -1, 6
		}
		steps := 1
		if ext || r == home {
			steps = 2
		}
		for i := 1; i <= steps; i++ {
			tr := r + dir*i
			if tr < 0 || tr > 7 {
				break
			}
			sq := Sq(f, tr)
			if !open[sq] || b[sq].P.Kind != None {
				break
			}
			out = append(out, Move{from, sq})
		}
		for _, df := range [2]int{-1, 1} {
			tf, tr := f+df, r+dir
			if tf < 0 || tf > 7 || tr < 0 || tr > 7 {
				continue
			}
			sq := Sq(tf, tr)
			if q := b[sq].P; open[sq] && q.Kind != None && q.Color != p.Color {
				out = append(out, Move{from, sq})
			}
		}
	}
	return out
}

// PromotionRank is the rank where a side's pawns become queens.
func PromotionRank(c Color) int {
	if c == Black {
		return 0
	}
	return 7
}
