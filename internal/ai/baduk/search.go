package baduk

import (
	"context"
	"time"

	g "gamehall/internal/games/baduk"
)

// node is one move in the search tree, stored in a flat arena. Its
// statistics are from the view of the player who made the move.
type node struct {
	move  g.Point
	nkids int16
	first int32 // arena index of the first child; -1 before expansion
	n     int32 // visits
	w     float32
	rn    float32 // AMAF visits, seeded with prior knowledge
	rw    float32
	// pn is how many of the visits n are big-board prior knowledge
	// (bigPrior), which count neither
	// towards expanding the node nor towards choosing the move played.
	pn int16
}

// limits bound one search: playouts (0 = none) and wall time.
type limits struct {
	playouts int
	deadline time.Time
}

// searchResult is what a search learned.
type searchResult struct {
	move      g.Point // most visited root move; Pass when there is none
	winrate   float64 // of move, for the side to move
	playouts  int
	ownership []float64 // per point y*size+x: +1 Black owns it, -1 White
	children  int       // candidate moves at the root, pass not counted
	// passWinrate and passVisits are what the search found for passing.
	passWinrate float64
	passVisits  int
}

// searcher runs MC-RAVE from one root position.
type searcher struct {
	sim       simulator
	pos       *g.Position // the root, for superko
	color     g.Color     // to move at the root
	rootBoard g.Board     // a copy of the root's board, which outlives pos
	nodes     []node
	path      []int32
	board     g.Board
	ownBlack  [g.MaxCells]int32
	ownWhite  [g.MaxCells]int32
	expandAt  int32
	raveEquiv float32
	playouts  int
	// big turns on the big-board priors (ladders, opening lines, nearness
	// to the last move); rootLast is the move before the root, Pass when
	// unknown.
	big      bool
	rootLast g.Point
}

func newSearcher(pos *g.Position, komiHalf int, seed uint64) *searcher {
	s := &searcher{pos: pos, color: pos.ToMove, rootBoard: pos.Board, raveEquiv: 2500}
	s.sim.rng = fastRand{seed}
	s.sim.komiHalf = komiHalf
	size := pos.Board.Size()
	s.expandAt = 2
	s.big = size >= bigBoard
	if size > 9 {
		s.expandAt = int32(size / 3)
	}
	s.nodes = make([]node, 1, 1<<16)
	s.nodes[0] = node{move: g.Pass, first: -1}
	return s
}

// run searches until the limits or ctx stop it.
func (s *searcher) run(ctx context.Context, lim limits) searchResult {
	timed := !lim.deadline.IsZero()
	for i := 0; ; i++ {
		if lim.playouts > 0 && s.playouts >= lim.playouts {
			break
		}
		// The clock is read every 32 simulations, after the first 31, so
		// even a late call has a few playouts behind its answer.
		if i%32 == 31 && (ctx.Err() != nil || timed && time.Now().After(lim.deadline)) {
			break
		}
		s.simulate()
	}
	return s.result()
}

// simulate descends the tree, expands a leaf, plays a random game to the
// end and backs the result up, with AMAF updates along the path.
func (s *searcher) simulate() {
	s.board = s.pos.Board
	b := &s.board
	s.sim.begin()
	s.path = append(s.path[:0], 0)
	c := s.color
	var ply int32
	idx := int32(0)
	for {
		nd := &s.nodes[idx]
		if nd.first < 0 {
			if idx != 0 && nd.n-int32(nd.pn) < s.expandAt {
				break
			}
			s.expand(idx, b, c)
			nd = &s.nodes[idx]
		}
		if nd.nkids == 0 {
			break
		}
		idx = s.choose(idx)
		m := s.nodes[idx].move
		b.Play(c, m)
		if m != g.Pass {
			s.sim.mark(m, c, ply)
		}
		s.path = append(s.path, idx)
		ply++
		c = c.Opponent()
	}
	last, prev := g.Pass, g.Pass
	if n := len(s.path); n > 1 {
		last = s.nodes[s.path[n-1]].move
		if n > 2 {
			prev = s.nodes[s.path[n-2]].move
		}
	}
	black := s.sim.playout(b, c, ply, last, prev)
	s.playouts++
	s.backup(black)
	s.countOwners()
}

// countOwners adds the playout's final owners to the ownership tallies.
func (s *searcher) countOwners() {
	n := s.pos.Board.Size()
	for y := range n {
		for x := range n {
			p := s.pos.Board.PointAt(x, y)
			switch s.sim.owner[p] {
			case g.Black:
				s.ownBlack[p]++
			case g.White:
				s.ownWhite[p]++
			}
		}
	}
}

// expand adds the children of node idx: every legal move of c that fills
// no own eye (and, at the root, repeats no earlier position), each with
// prior knowledge in its AMAF statistics.
func (s *searcher) expand(idx int32, b *g.Board, c g.Color) {
	first := int32(len(s.nodes))
	root := idx == 0
	last := s.nodes[idx].move
	if root {
		last = s.rootLast
	}
	for k := range b.EmptyCount() {
		p := b.EmptyPoint(k)
		if b.EyeLike(c, p) || !b.LegalFast(c, p) {
			continue
		}
		if root && !s.pos.Legal(p) {
			continue
		}
		prior := priorValue(b, c, p)
		nd := node{move: p, first: -1, rn: priorWeight, rw: priorWeight * prior}
		if v, ok := lowLinePrior(b, p); ok {
			if s.big {
				// On a big board the playouts rate these moves higher than
				// the third line (a 19x19 search opened on the second
				// line with any prior against it), and they are never
				// needed where no stone is near: not candidates at all.
				continue
			}
			nd.n, nd.w = lowLineVisits, lowLineVisits*v
		} else if s.big {
			v, n := bigPrior(b, c, p, last, prior)
			nd.rw = priorWeight * v
			nd.n, nd.w, nd.pn = n, float32(n)*v, int16(n)
		}
		s.nodes = append(s.nodes, nd)
	}
	if root {
		// Passing is a candidate at the root only: the bot passes when
		// the search finds it as good as any move.
		s.nodes = append(s.nodes, node{move: g.Pass, first: -1, rn: priorWeight, rw: priorWeight * passPrior})
	}
	s.nodes[idx].first = first
	s.nodes[idx].nkids = int16(int32(len(s.nodes)) - first)
}

// Prior knowledge counts as this many AMAF visits; a pass starts a
// little below an even chance.
const (
	priorWeight = 10
	passPrior   = 0.4
	// shapePrior is the start of a move that makes a playout shape.
	shapePrior = 0.6
)

// choose picks the child of idx with the best blend of its own win rate
// and its AMAF win rate; the blend leans on AMAF while visits are few
// (Gelly and Silver's MC-RAVE schedule).
func (s *searcher) choose(idx int32) int32 {
	nd := s.nodes[idx]
	best, bestV := nd.first, float32(-1)
	kids := s.nodes[nd.first : nd.first+int32(nd.nkids)]
	for k := range kids {
		ch := &kids[k]
		n := float32(ch.n)
		q := ch.rw / ch.rn
		if ch.n > 0 {
			beta := ch.rn / (ch.rn + n + ch.rn*n/s.raveEquiv)
			q = (1-beta)*(ch.w/n) + beta*q
		}
		if q > bestV {
			best, bestV = nd.first+int32(k), q
		}
	}
	return best
}

// backup adds the result (Black's: 1 win, 0 loss) to the nodes on the
// path and AMAF results to their siblings whose move the same colour
// played later in the simulation.
func (s *searcher) backup(black float32) {
	c := s.color
	for d, idx := range s.path {
		// c is to move at path[d]; the node path[d] itself was made by the
		// other colour.
		nd := &s.nodes[idx]
		if d > 0 {
			nd.n++
			nd.w += resultFor(c.Opponent(), black)
		}
		if nd.first >= 0 {
			r := resultFor(c, black)
			kids := s.nodes[nd.first : nd.first+int32(nd.nkids)]
			for k := range kids {
				col, ply := s.sim.firstPlay(kids[k].move)
				if col == c && ply >= int32(d) {
					kids[k].rn++
					kids[k].rw += r
				}
			}
		}
		c = c.Opponent()
	}
}

// resultFor turns Black's result into c's.
func resultFor(c g.Color, black float32) float32 {
	if c == g.Black {
		return black
	}
	return 1 - black
}

// result reads the root: the most visited move, its win rate and the
// ownership of every point.
func (s *searcher) result() searchResult {
	root := s.nodes[0]
	r := searchResult{move: g.Pass, playouts: s.playouts}
	if root.first >= 0 {
		var bestN int32 = -1
		var bestQ float64
		for k := root.first; k < root.first+int32(root.nkids); k++ {
			ch := s.nodes[k]
			q := float64(ch.rw / ch.rn)
			if ch.n > 0 {
				q = float64(ch.w) / float64(ch.n)
			}
			if ch.move == g.Pass {
				r.passWinrate, r.passVisits = q, int(ch.n)
				continue
			}
			r.children++
			// The most visited move counts the search's own visits, not
			// the prior's.
			if n := ch.n - int32(ch.pn); n > bestN || n == bestN && q > bestQ {
				r.move, bestN, bestQ = ch.move, n, q
			}
		}
		r.winrate = bestQ
	}
	n := s.pos.Board.Size()
	r.ownership = make([]float64, n*n)
	if s.playouts > 0 {
		for y := range n {
			for x := range n {
				p := s.pos.Board.PointAt(x, y)
				r.ownership[y*n+x] = float64(s.ownBlack[p]-s.ownWhite[p]) / float64(s.playouts)
			}
		}
	}
	return r
}

// priorValue is the knowledge a new move starts with, as a win rate:
// captures and escapes from atari look good, self-atari and the first two
// lines of an empty area look bad.
func priorValue(b *g.Board, c g.Color, p g.Point) float32 {
	opp := c.Opponent()
	v := float32(0.5)
	for _, q := range b.Neighbours(p) {
		switch b.Cell(q) {
		case opp:
			if b.InAtari(q) {
				v = max(v, 0.7+min(float32(b.GroupSize(q))*0.05, 0.25))
			}
		case c:
			if b.InAtari(q) {
				v = max(v, 0.65)
			}
		}
	}
	if selfAtari(b, c, p) {
		return 0.1
	}
	if v > 0.5 {
		return v
	}
	if pattern3[code3(b, p)] && !loneAtari(b, c, p) {
		return shapePrior
	}
	size := b.Size()
	x, y := b.XY(p)
	line := min(x, y, size-1-x, size-1-y) // 0 = first line
	if size > 9 && line <= 1 || line == 0 {
		if emptyAround(b, x, y, 2) {
			return 0.3 + 0.1*float32(line)
		}
	}
	return v
}

// emptyAround reports whether no stone lies within distance r of x, y.
func emptyAround(b *g.Board, x, y, r int) bool {
	n := b.Size()
	for dy := -r; dy <= r; dy++ {
		for dx := -r + abs(dy); dx <= r-abs(dy); dx++ {
			if xx, yy := x+dx, y+dy; xx >= 0 && yy >= 0 && xx < n && yy < n &&
				b.Cell(b.PointAt(xx, yy)) != g.Empty {
				return false
			}
		}
	}
	return true
}

// lowLineVisits is the weight, in real visits, of the prior against the
// first two lines in an empty area. AMAF rates those moves as high as
// central ones on an empty board (the playouts cannot tell them apart),
// so without real visits against them a 9x9 search opened on the second
// line in three of six seeds.
const lowLineVisits = 40

// lowLinePrior is the win rate a move on the first or second line starts
// its real statistics with when no stone lies within two points of it.
func lowLinePrior(b *g.Board, p g.Point) (float32, bool) {
	size := b.Size()
	x, y := b.XY(p)
	line := min(x, y, size-1-x, size-1-y)
	if line > 1 || !emptyAround(b, x, y, 2) {
		return 0, false
	}
	return 0.25 + 0.1*float32(line), true
}

// bigBoard is the smallest board on which the search uses bigPrior.
const bigBoard = 19

// bigPrior is the prior of c at p on a big board, from the plain prior
// v: a win rate and how many real visits it counts as. AMAF alone spreads
// a 19x19 search over hundreds of moves it cannot tell apart, so the
// knowledge a player starts with counts as real visits there: ladders
// read out, the third and fourth lines in an empty area, and the points
// near the last move (most good moves answer it).
func bigPrior(b *g.Board, c g.Color, p, last g.Point, v float32) (float32, int32) {
	if lv, ok := ladderPrior(b, c, p); ok {
		return lv, bigPriorVisits
	}
	if v != 0.5 {
		return v, bigPriorVisits / 2
	}
	size := b.Size()
	x, y := b.XY(p)
	line := min(x, y, size-1-x, size-1-y)
	if emptyCornerPoint(b, x, y) {
		return 0.8, 3 * bigPriorVisits
	}
	if (line == 2 || line == 3) && emptyAround(b, x, y, 3) {
		return 0.6, 3 * bigPriorVisits
	}
	if line >= 4 && emptyAround(b, x, y, 4) {
		// A lone stone in the open centre: the playouts rate it highly,
		// but corners and sides come first.
		return 0.3, 5 * bigPriorVisits
	}
	if last != g.Pass {
		lx, ly := b.XY(last)
		if d := abs(x-lx) + abs(y-ly); d <= 2 {
			return 0.6, bigPriorVisits / 2
		}
	}
	return v, 0
}

// emptyCornerPoint reports whether x, y is a 3-3, 3-4 or 4-4 point of a
// corner whose 7x7 square holds no stone: the first moves of a big
// board's game, which the playouts rate below the centre (a 19x19 game
// opened on the sixth line and left GNU Go all four corners). With these
// corner and centre priors GNU Go level 1 estimated the bot 13.4 ± 2.1
// points behind after its first nine moves, without them 18.0 ± 2.4
// (12 openings each, the same seeds; paired 4.7 ± 2.8 better).
func emptyCornerPoint(b *g.Board, x, y int) bool {
	n := b.Size()
	if cx, cy := min(x, n-1-x), min(y, n-1-y); cx < 2 || cx > 3 || cy < 2 || cy > 3 {
		return false
	}
	x0, y0 := 0, 0
	if x > n/2 {
		x0 = n - cornerSquare
	}
	if y > n/2 {
		y0 = n - cornerSquare
	}
	for yy := y0; yy < y0+cornerSquare; yy++ {
		for xx := x0; xx < x0+cornerSquare; xx++ {
			if b.Cell(b.PointAt(xx, yy)) != g.Empty {
				return false
			}
		}
	}
	return true
}

// cornerSquare is the side of the square that makes a corner empty.
const cornerSquare = 7

// bigPriorVisits is the weight, in real visits, of bigPrior's strongest
// knowledge.
const bigPriorVisits = 20

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
