package baduk

import g "gamehall/internal/games/baduk"

// The playouts' 3x3 patterns are the shapes of Gelly, Wang, Munos and
// Teytaud's MoGo ("Modification of UCT with patterns in Monte-Carlo Go",
// 2006): hane, cuts and edge moves that a random playout would otherwise
// play only by chance. A pattern is centred on an empty point, the
// candidate move, and is read in both colours, all rotations and
// mirrors. X and O are stones of either colour (one each), '.' is empty,
// 'x' is not X (O or empty), 'o' is not O, '#' is off the board and '?'
// is anything.
var mogoPatterns = [][3]string{
	{"XOX", "...", "???"}, // hane enclosing a stone
	{"XO.", "...", "?.?"}, // hane that does not cut
	{"XO?", "X..", "x.?"}, // magari: bending round
	{"XOO", "...", "?.?"}, // thin hane
	{".O.", "X..", "..."}, // diagonal attachment
	{"XO?", "O.o", "?o?"}, // cut, unprotected
	{"XO?", "O.X", "???"}, // cut after a peep
	{"?X?", "O.O", "ooo"}, // pushing out between two stones
	{"X.?", "O.?", "###"}, // edge: chase along it
	{"OX?", "X.O", "###"}, // edge: block a cut
	{"?X?", "x.O", "###"}, // edge: block a connection
	{"?XO", "x.x", "###"}, // edge: sagari
	{"?OX", "X.O", "###"}, // edge: cut
}

// pattern3 holds, for each code of the eight cells around an empty point
// (see code3), whether the point matches one of mogoPatterns.
var pattern3 [1 << 16]bool

// The eight cells around a point in code3's order: top row left to
// right, the middle row's left and right, bottom row left to right.
var around3 = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// code3 packs the colours of the eight cells around p, two bits each.
func code3(b *g.Board, p g.Point) uint16 {
	s := g.Point(b.Stride())
	return uint16(b.Cell(p-s-1)) | uint16(b.Cell(p-s))<<2 | uint16(b.Cell(p-s+1))<<4 |
		uint16(b.Cell(p-1))<<6 | uint16(b.Cell(p+1))<<8 |
		uint16(b.Cell(p+s-1))<<10 | uint16(b.Cell(p+s))<<12 | uint16(b.Cell(p+s+1))<<14
}

// The two-bit values code3 holds (those of g.Color; 3 is the frame).
const (
	cellEmpty = 0
	cellBlack = 1
	cellWhite = 2
	cellEdge  = 3
)

func init() {
	for code := range 1 << 16 {
		var cells [8]int
		for i := range 8 {
			cells[i] = code >> (2 * i) & 3
		}
		pattern3[code] = matchesAny(cells)
	}
}

// matchesAny reports whether the cells around a point match a pattern in
// some symmetry and colour.
func matchesAny(cells [8]int) bool {
	for _, pat := range mogoPatterns {
		for sym := range 8 {
			for _, x := range []int{cellBlack, cellWhite} {
				if matches(pat, sym, x, cells) {
					return true
				}
			}
		}
	}
	return false
}

// matches reports whether the cells match pat turned by symmetry sym
// with X read as colour x.
func matches(pat [3]string, sym, x int, cells [8]int) bool {
	o := cellBlack + cellWhite - x
	for i, d := range around3 {
		dx, dy := d[0], d[1]
		if sym&1 != 0 {
			dx = -dx
		}
		if sym&2 != 0 {
			dy = -dy
		}
		if sym&4 != 0 {
			dx, dy = dy, dx
		}
		c := cells[i]
		ok := false
		switch pat[dy+1][dx+1] {
		case '?':
			ok = true
		case 'X':
			ok = c == x
		case 'O':
			ok = c == o
		case '.':
			ok = c == cellEmpty
		case 'x':
			ok = c == o || c == cellEmpty
		case 'o':
			ok = c == x || c == cellEmpty
		case '#':
			ok = c == cellEdge
		}
		if !ok {
			return false
		}
	}
	return true
}
