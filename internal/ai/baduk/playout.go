package baduk

import g "gamehall/internal/games/baduk"

// simulator plays random games to the end. It remembers which colour
// first played each point (for RAVE) and who owned each point at the end
// (for ownership), stamped per simulation so nothing needs clearing.
type simulator struct {
	rng            fastRand
	komiHalf       int
	avoidSelfAtari bool // never put a group of two or more stones in atari
	// answerAtari makes playouts first take a string the last move left
	// in atari, or save an own string the last move put in atari.
	answerAtari bool
	// patterns makes playouts play a MoGo 3x3 shape next to the last
	// move when there is one (after the atari answers).
	patterns bool

	stamp     uint32
	amafStamp [g.MaxCells]uint32
	amafColor [g.MaxCells]g.Color
	amafPly   [g.MaxCells]int32
	owner     [g.MaxCells]g.Color
}

// begin starts a new simulation's first-play record.
func (sm *simulator) begin() { sm.stamp++ }

// mark notes that c played p at ply, unless the point was played before
// in this simulation.
func (sm *simulator) mark(p g.Point, c g.Color, ply int32) {
	if sm.amafStamp[p] != sm.stamp {
		sm.amafStamp[p] = sm.stamp
		sm.amafColor[p] = c
		sm.amafPly[p] = ply
	}
}

// firstPlay is the colour that first played p in this simulation and at
// which ply, or Empty.
func (sm *simulator) firstPlay(p g.Point) (g.Color, int32) {
	if sm.amafStamp[p] != sm.stamp {
		return g.Empty, 0
	}
	return sm.amafColor[p], sm.amafPly[p]
}

// playout finishes the game on b with c to move (ply moves after the
// root) and returns Black's result: 1 for a win, 0 for a loss, 0.5 for a
// draw. sm.owner then holds who owned each point.
// last and prev are the two moves before the playout (Pass if none), so
// its first moves answer the tree's last ones.
func (sm *simulator) playout(b *g.Board, c g.Color, ply int32, last, prev g.Point) float32 {
	limit := 3 * b.Size() * b.Size()
	passes := 0
	for i := 0; i < limit && passes < 2; i++ {
		p := g.Pass
		if sm.answerAtari {
			if last != g.Pass {
				p = sm.answer(b, c, last)
			}
			if p == g.Pass && prev != g.Pass {
				p = captureNext(b, c, prev)
			}
		}
		if p == g.Pass && sm.patterns && last != g.Pass {
			p = sm.shape(b, c, last)
		}
		if p == g.Pass {
			p = sm.pick(b, c)
		}
		last, prev = p, last
		if p == g.Pass {
			passes++
			b.Play(c, g.Pass)
		} else {
			passes = 0
			b.Play(c, p)
			sm.mark(p, c, ply)
		}
		ply++
		c = c.Opponent()
	}
	black, white := b.QuickOwners(&sm.owner)
	switch margin := 2*(black-white) - sm.komiHalf; {
	case margin > 0:
		return 1
	case margin < 0:
		return 0
	}
	return 0.5
}

// pick chooses a random legal move for c that fills no eye of c's, by
// scanning the empty points from a random start; Pass when there is none.
func (sm *simulator) pick(b *g.Board, c g.Color) g.Point {
	n := b.EmptyCount()
	if n == 0 {
		return g.Pass
	}
	i := sm.rng.intn(n)
	for range n {
		p := b.EmptyPoint(i)
		if b.Playable(c, p) && !(sm.avoidSelfAtari && selfAtari(b, c, p)) {
			return p
		}
		i++
		if i == n {
			i = 0
		}
	}
	return g.Pass
}

// answer looks at the opponent's last move: if it left its own string in
// atari, take it; if it put a string of c's in atari, extend it out when
// that leaves it at least two liberties. Pass means no such answer.
func (sm *simulator) answer(b *g.Board, c g.Color, last g.Point) g.Point {
	if b.Cell(last) != c.Opponent() {
		return g.Pass // the stone was captured at once, or the move was a pass
	}
	if b.InAtari(last) {
		if l := b.AtariLiberty(last); b.LegalFast(c, l) {
			return l
		}
	}
	for _, n := range b.Neighbours(last) {
		if b.Cell(n) != c || !b.InAtari(n) {
			continue
		}
		if l := b.AtariLiberty(n); b.LegalFast(c, l) && !selfAtari(b, c, l) {
			return l
		}
		if l := captureAround(b, c, n); l != g.Pass {
			return l
		}
	}
	return g.Pass
}

// captureNext is a capture of an opponent string next to c's stone at
// mine that is still in atari (the opponent left it there); Pass if none.
func captureNext(b *g.Board, c g.Color, mine g.Point) g.Point {
	if b.Cell(mine) != c {
		return g.Pass
	}
	for _, n := range b.Neighbours(mine) {
		if b.Cell(n) == c.Opponent() && b.InAtari(n) {
			if l := b.AtariLiberty(n); b.LegalFast(c, l) {
				return l
			}
		}
	}
	return g.Pass
}

// captureAround is a capture of an opponent string in atari that touches
// c's string at s, which saves s by giving it a liberty; Pass if none.
// Long strings are not walked: playouts must stay cheap.
func captureAround(b *g.Board, c g.Color, s g.Point) g.Point {
	q := s
	for range 12 {
		for _, n := range b.Neighbours(q) {
			if b.Cell(n) == c.Opponent() && b.InAtari(n) {
				if l := b.AtariLiberty(n); b.LegalFast(c, l) {
					return l
				}
			}
		}
		q = b.NextStone(q)
		if q == s {
			break
		}
	}
	return g.Pass
}

// selfAtari reports whether c at the empty point p would join a group of
// two or more stones that is left with one liberty and takes nothing.
// A lone stone in atari is allowed: throw-ins kill groups.
func selfAtari(b *g.Board, c g.Color, p g.Point) bool {
	if b.EmptyNeighbours(p) >= 2 {
		return false // two liberties of its own at least
	}
	var libs [2]g.Point
	n := 0
	add := func(l g.Point) {
		if l == p || n >= 2 || (n == 1 && libs[0] == l) {
			return
		}
		libs[n] = l
		n++
	}
	own := false
	opp := c.Opponent()
	nbrs := b.Neighbours(p)
	for _, q := range nbrs {
		switch b.Cell(q) {
		case g.Empty:
			add(q)
		case c:
			own = true
		case opp:
			if b.InAtari(q) {
				return false
			}
		}
	}
	if !own || n >= 2 {
		return false
	}
	for _, q := range nbrs {
		if b.Cell(q) != c {
			continue
		}
		s := q
		for {
			for _, r := range b.Neighbours(s) {
				if b.Cell(r) == g.Empty {
					add(r)
				}
			}
			if n >= 2 {
				return false
			}
			s = b.NextStone(s)
			if s == q {
				break
			}
		}
	}
	return true
}

// shape is a random one of the empty points around the last move that
// match a 3x3 pattern and are neither an own eye nor self-atari; Pass
// when there is none.
func (sm *simulator) shape(b *g.Board, c g.Color, last g.Point) g.Point {
	var cands [8]g.Point
	n := 0
	s := g.Point(b.Stride())
	for _, d := range [8]g.Point{-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1} {
		p := last + d
		if b.Cell(p) != g.Empty || !pattern3[code3(b, p)] {
			continue
		}
		if !b.Playable(c, p) || selfAtari(b, c, p) || loneAtari(b, c, p) {
			continue
		}
		cands[n] = p
		n++
	}
	if n == 0 {
		return g.Pass
	}
	return cands[sm.rng.intn(n)]
}

// loneAtari reports whether a stone of c at the empty point p would touch
// no stone of its own, take nothing and have one liberty at most.
func loneAtari(b *g.Board, c g.Color, p g.Point) bool {
	if b.EmptyNeighbours(p) >= 2 {
		return false
	}
	for _, q := range b.Neighbours(p) {
		switch b.Cell(q) {
		case c:
			return false
		case c.Opponent():
			if b.InAtari(q) {
				return false
			}
		}
	}
	return true
}
