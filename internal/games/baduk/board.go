package baduk

// Sizes of the largest board and of its padded grid.
const (
	MaxSize   = 19
	maxStride = MaxSize + 2
	maxCells  = maxStride * maxStride
)

// Point is a cell of a board's padded grid. The frame cell 0 is never a
// playable point, so it doubles as the pass move.
type Point int16

// Pass is the move that places no stone.
const Pass Point = 0

// group is what a board keeps about a group, at its head stone: its
// pseudo-liberties (a liberty counts once per adjacent stone), their sum
// and the sum of their squares, and its number of stones.
type group struct {
	libs, sum, sq, stones int32
}

// Board is a Go board built for speed: fixed arrays (so a copy is one
// assignment), stones of a group kept in a circular list, and per group a
// pseudo-liberty count with the sum and sum of squares of the liberty
// points, which tells in constant time whether the group is in atari.
// It knows simple ko; positional superko is [Position]'s job.
type Board struct {
	size, stride int
	cells        [maxCells]Color
	head         [maxCells]Point    // the group's representative stone
	next         [maxCells]Point    // next stone of the same group
	groups       [maxCells]group    // valid at heads
	around       [maxCells][4]uint8 // neighbours of each colour (offBoard included)
	empties      [maxCells]Point    // the empty points, in no order
	emptyAt      [maxCells]int16    // index of a point in empties
	nEmpty       int
	ko           Point // point the side to move may not take back, or Pass
	hash         uint64
	captured     [3]int // stones taken by each colour
}

// NewBoard returns an empty board of the given size (2 to MaxSize).
func NewBoard(size int) *Board {
	b := &Board{}
	b.Reset(size)
	return b
}

// Reset empties the board and sets its size.
func (b *Board) Reset(size int) {
	if size < 2 || size > MaxSize {
		panic("baduk: board size out of range")
	}
	*b = Board{size: size, stride: size + 2}
	for i := range b.cells {
		b.cells[i] = offBoard
	}
	for y := range size {
		for x := range size {
			p := b.PointAt(x, y)
			b.cells[p] = Empty
			b.emptyAt[p] = int16(b.nEmpty)
			b.empties[b.nEmpty] = p
			b.nEmpty++
		}
	}
	for y := range size {
		for x := range size {
			p := b.PointAt(x, y)
			for _, n := range b.Neighbours(p) {
				b.around[p][b.cells[n]]++
			}
		}
	}
}

// Size is the number of lines.
func (b *Board) Size() int { return b.size }

// Stride is the distance between vertically adjacent cells.
func (b *Board) Stride() int { return b.stride }

// PointAt is the point of column x and row y (0-based, row 0 at the top).
func (b *Board) PointAt(x, y int) Point { return Point((y+1)*b.stride + x + 1) }

// XY is the column and row of a point.
func (b *Board) XY(p Point) (x, y int) {
	return int(p)%b.stride - 1, int(p)/b.stride - 1
}

// OnBoard reports whether p is a playable point of this board.
func (b *Board) OnBoard(p Point) bool {
	return p > 0 && int(p) < len(b.cells) && b.cells[p] != offBoard
}

// At is the colour at p (Empty off the board too).
func (b *Board) At(p Point) Color {
	if !b.OnBoard(p) {
		return Empty
	}
	return b.cells[p]
}

// Cell is the raw content of a padded cell, frame included; for hot loops
// that already know p is in range.
func (b *Board) Cell(p Point) Color { return b.cells[p] }

// Hash is the Zobrist hash of the stones on the board.
func (b *Board) Hash() uint64 { return b.hash }

// Ko is the point the side to move may not play because it would retake
// a single stone at once, or Pass when there is none.
func (b *Board) Ko() Point { return b.ko }

// Captures is the number of stones c has taken.
func (b *Board) Captures(c Color) int { return b.captured[c] }

// EmptyCount is the number of empty points.
func (b *Board) EmptyCount() int { return b.nEmpty }

// EmptyPoint is the i-th empty point (0 <= i < EmptyCount), in no order.
func (b *Board) EmptyPoint(i int) Point { return b.empties[i] }

// Neighbours are the four cells next to p, frame cells included.
func (b *Board) Neighbours(p Point) [4]Point {
	s := Point(b.stride)
	return [4]Point{p - s, p - 1, p + 1, p + s}
}

// Diagonals are the four cells diagonally next to p, frame cells included.
func (b *Board) Diagonals(p Point) [4]Point {
	s := Point(b.stride)
	return [4]Point{p - s - 1, p - s + 1, p + s - 1, p + s + 1}
}

// inAtari reports whether group g has exactly one liberty: all its
// pseudo-liberties are then the same point, so n*sum(p^2) == sum(p)^2.
func (b *Board) inAtari(g Point) bool {
	gr := &b.groups[g]
	n, s := int64(gr.libs), int64(gr.sum)
	return n*int64(gr.sq) == s*s
}

// InAtari reports whether the group of the stone at p has one liberty.
func (b *Board) InAtari(p Point) bool { return b.inAtari(b.head[p]) }

// AtariLiberty is the only liberty of the group at p, which must be in atari.
func (b *Board) AtariLiberty(p Point) Point {
	gr := &b.groups[b.head[p]]
	return Point(gr.sum / gr.libs)
}

// GroupSize is the number of stones in the group of the stone at p.
func (b *Board) GroupSize(p Point) int { return int(b.groups[b.head[p]].stones) }

// SameGroup reports whether stones p and q belong to one group.
func (b *Board) SameGroup(p, q Point) bool { return b.head[p] == b.head[q] }

// Group lists the stones of the group at p.
func (b *Board) Group(p Point) []Point {
	if !b.cells[p].IsStone() {
		return nil
	}
	out := make([]Point, 0, b.groups[b.head[p]].stones)
	q := p
	for {
		out = append(out, q)
		q = b.next[q]
		if q == p {
			return out
		}
	}
}

// Liberties counts the distinct liberties of the group at p, up to limit
// (it stops early once it has found limit of them).
func (b *Board) Liberties(p Point, limit int) int {
	if !b.cells[p].IsStone() {
		return 0
	}
	var seen [maxCells]bool
	n := 0
	q := p
	for {
		for _, r := range b.Neighbours(q) {
			if b.cells[r] == Empty && !seen[r] {
				seen[r] = true
				n++
				if n >= limit {
					return n
				}
			}
		}
		q = b.next[q]
		if q == p {
			return n
		}
	}
}

// Legal reports whether c may play at p as far as the board alone can
// tell: an empty point, not the simple-ko point, and not suicide (a move
// that captures is never suicide). Pass is always legal.
func (b *Board) Legal(c Color, p Point) bool {
	if p == Pass {
		return true
	}
	if !b.OnBoard(p) || b.cells[p] != Empty || p == b.ko {
		return false
	}
	return !b.suicide(c, p)
}

// LegalFast is Legal for callers that know p is an empty point of the board.
func (b *Board) LegalFast(c Color, p Point) bool {
	return p != b.ko && !b.suicide(c, p)
}

// suicide reports whether a stone of c at the empty point p would be left
// without liberties and capture nothing.
func (b *Board) suicide(c Color, p Point) bool {
	if b.around[p][Empty] > 0 {
		return false
	}
	for _, n := range b.Neighbours(p) {
		switch b.cells[n] {
		case Empty:
			return false
		case c:
			if !b.inAtari(b.head[n]) {
				return false // the group has another liberty besides p
			}
		case offBoard:
		default:
			if b.inAtari(b.head[n]) {
				return false // p is its last liberty: the move captures
			}
		}
	}
	return true
}

// Play puts a stone of c at p, which must be legal (see Legal), removes the
// groups it captures and returns how many stones it took. Play(c, Pass)
// only clears the ko point.
func (b *Board) Play(c Color, p Point) int {
	b.ko = Pass
	if p == Pass {
		return 0
	}
	opp := c.Opponent()
	b.cells[p] = c
	b.head[p], b.next[p] = p, p
	b.groups[p] = group{stones: 1}
	b.removeEmpty(p)
	b.hash ^= zobrist[c][p]
	nbrs := b.Neighbours(p)
	h := p // the head of the new stone's group, which changes as it merges
	for _, n := range nbrs {
		a := &b.around[n]
		a[Empty]--
		a[c]++
		switch k := b.cells[n]; k {
		case Empty:
			b.addLib(h, n)
		case offBoard:
		default:
			g := b.head[n]
			b.subLib(g, p)
			if k == c && g != h {
				h = b.merge(h, g)
			}
		}
	}
	taken := 0
	var last Point
	for _, n := range nbrs {
		if b.cells[n] == opp && b.groups[b.head[n]].libs == 0 {
			taken += b.capture(b.head[n], opp)
			last = n
		}
	}
	// A lone stone that took a lone stone and has that point as its only
	// liberty would be retaken at once: that retake is the ko.
	if taken == 1 && b.groups[h].stones == 1 && b.groups[h].libs == 1 {
		b.ko = last
	}
	b.captured[c] += taken
	return taken
}

func (b *Board) addLib(g, l Point) {
	gr := &b.groups[g]
	gr.libs++
	gr.sum += int32(l)
	gr.sq += int32(l) * int32(l)
}

func (b *Board) subLib(g, l Point) {
	gr := &b.groups[g]
	gr.libs--
	gr.sum -= int32(l)
	gr.sq -= int32(l) * int32(l)
}

// merge joins two groups, relabelling the smaller, and returns the head.
func (b *Board) merge(a, g Point) Point {
	if b.groups[a].stones < b.groups[g].stones {
		a, g = g, a
	}
	q := g
	for {
		b.head[q] = a
		q = b.next[q]
		if q == g {
			break
		}
	}
	b.next[a], b.next[g] = b.next[g], b.next[a]
	ga, gg := &b.groups[a], &b.groups[g]
	ga.libs += gg.libs
	ga.sum += gg.sum
	ga.sq += gg.sq
	ga.stones += gg.stones
	return a
}

// capture removes group g of colour c and gives its points as liberties
// to the groups around it.
func (b *Board) capture(g Point, c Color) int {
	n := 0
	q := g
	for {
		b.cells[q] = Empty
		b.addEmpty(q)
		b.hash ^= zobrist[c][q]
		n++
		q = b.next[q]
		if q == g {
			break
		}
	}
	for {
		for _, r := range b.Neighbours(q) {
			b.around[r][c]--
			b.around[r][Empty]++
			if b.cells[r].IsStone() {
				b.addLib(b.head[r], q)
			}
		}
		q = b.next[q]
		if q == g {
			break
		}
	}
	return n
}

func (b *Board) removeEmpty(p Point) {
	i := b.emptyAt[p]
	b.nEmpty--
	last := b.empties[b.nEmpty]
	b.empties[i] = last
	b.emptyAt[last] = i
}

func (b *Board) addEmpty(p Point) {
	b.emptyAt[p] = int16(b.nEmpty)
	b.empties[b.nEmpty] = p
	b.nEmpty++
}

// HashAfter is the hash the board would have after c plays the legal move
// p, computed without playing it (for superko checks).
func (b *Board) HashAfter(c Color, p Point) uint64 {
	h := b.hash
	if p == Pass {
		return h
	}
	h ^= zobrist[c][p]
	opp := c.Opponent()
	var done [4]Point
	nd := 0
	for _, n := range b.Neighbours(p) {
		if b.cells[n] != opp || !b.inAtari(b.head[n]) {
			continue
		}
		g := b.head[n]
		dup := false
		for _, d := range done[:nd] {
			dup = dup || d == g
		}
		if dup {
			continue
		}
		done[nd] = g
		nd++
		q := g
		for {
			h ^= zobrist[opp][q]
			q = b.next[q]
			if q == g {
				break
			}
		}
	}
	return h
}

// EmptyNeighbours counts the empty points next to p.
func (b *Board) EmptyNeighbours(p Point) int { return int(b.around[p][Empty]) }

// Playable reports whether c may play at the empty point p and it is not
// an eye of c's (EyeLike): the random playouts' test, with the common
// case (an empty neighbour) answered by one look at the counts.
func (b *Board) Playable(c Color, p Point) bool {
	a := &b.around[p]
	if a[Empty] > 0 {
		return true // a liberty, so no suicide; and an eye has none
	}
	if a[c]+a[offBoard] == 4 && b.EyeLike(c, p) {
		return false
	}
	return p != b.ko && !b.suicide(c, p)
}

// EyeLike reports whether p is an empty point that looks like an eye of
// c: all neighbours are c (or the edge) and the diagonals are not held
// by the opponent (at most one of four in the centre, none on the edge).
// Random playouts never fill such points.
func (b *Board) EyeLike(c Color, p Point) bool {
	if a := &b.around[p]; a[c]+a[offBoard] != 4 {
		return false
	}
	opp := c.Opponent()
	bad, edge := 0, false
	for _, d := range b.Diagonals(p) {
		switch b.cells[d] {
		case opp:
			bad++
		case offBoard:
			edge = true
		}
	}
	if edge {
		return bad == 0
	}
	return bad < 2
}
