package baduk

import (
	"context"

	g "gamehall/internal/games/baduk"
)

// Player is a bot that keeps its search tree between the moves of one
// game (the GTP engine's, a match's): when the new position follows from
// the last one searched, the subtree of the moves played since is the
// new search's start. The zero value is ready; a Player is not safe for
// concurrent use.
type Player struct {
	last *searcher
}

// NewPlayer is a Player with no tree yet.
func NewPlayer() *Player { return &Player{} }

// Think is the package's Think, reusing the tree of the previous call
// when it leads to pos.
func (pl *Player) Think(ctx context.Context, pos *g.Position, sit Situation, p Params, seed uint64) Decision {
	return thinkWith(ctx, pl, pos, sit, p, seed)
}

// Forget drops the kept tree (a new game, an undo).
func (pl *Player) Forget() { pl.last = nil }

// searcherFor is a searcher rooted at pos: the kept tree's subtree when
// there is one, else a new one. last is the move that led to pos (Pass:
// unknown; then the kept tree's root tells it when it can).
func (pl *Player) searcherFor(pos *g.Position, komiHalf int, seed uint64, last g.Point) *searcher {
	if pl == nil {
		s := newSearcher(pos, komiHalf, seed)
		s.rootLast = last
		return s
	}
	s := newSearcher(pos, komiHalf, seed)
	if last == g.Pass && pl.last != nil {
		last = newStone(&pl.last.rootBoard, &pos.Board, pos.ToMove.Opponent())
	}
	s.rootLast = last
	if old, at := pl.find(pos, komiHalf); old != nil {
		s.graftRoot(old, at)
	}
	pl.last = s
	return s
}

// find is the kept searcher and the index of its node for pos: the root
// itself, or a reply to one of its moves. Nil when pos is elsewhere.
func (pl *Player) find(pos *g.Position, komiHalf int) (*searcher, int32) {
	old := pl.last
	if old == nil || old.sim.komiHalf != komiHalf || old.rootBoard.Size() != pos.Board.Size() {
		return nil, 0
	}
	want := pos.Board.Hash()
	if old.color == pos.ToMove && old.rootBoard.Hash() == want && old.rootBoard.Ko() == pos.Board.Ko() {
		return old, 0
	}
	if old.color != pos.ToMove {
		return nil, 0
	}
	root := old.nodes[0]
	if root.first < 0 {
		return nil, 0
	}
	var b g.Board
	for k := root.first; k < root.first+int32(root.nkids); k++ {
		ch := old.nodes[k]
		if ch.first < 0 {
			continue
		}
		b = old.rootBoard
		b.Play(old.color, ch.move)
		for j := ch.first; j < ch.first+int32(ch.nkids); j++ {
			m := old.nodes[j].move
			if b.HashAfter(old.color.Opponent(), m) != want {
				continue
			}
			after := b
			after.Play(old.color.Opponent(), m)
			if after.Ko() == pos.Board.Ko() {
				return old, j
			}
		}
	}
	return nil, 0
}

// graftRoot gives the fresh root's children the statistics and subtrees
// of the same moves under node at of old. The root is expanded afresh,
// since a root has candidates (pass) and checks (superko) that inner
// nodes do not.
func (s *searcher) graftRoot(old *searcher, at int32) {
	src := old.nodes[at]
	if src.first < 0 {
		return
	}
	s.expand(0, &s.pos.Board, s.color)
	byMove := map[g.Point]int32{}
	for k := src.first; k < src.first+int32(src.nkids); k++ {
		byMove[old.nodes[k].move] = k
	}
	root := s.nodes[0]
	for k := root.first; k < root.first+int32(root.nkids); k++ {
		from, ok := byMove[s.nodes[k].move]
		if !ok {
			continue
		}
		o := old.nodes[from]
		nd := &s.nodes[k]
		nd.n, nd.w, nd.rn, nd.rw, nd.pn = o.n, o.w, o.rn, o.rw, o.pn
		s.graft(old, from, k)
	}
}

// graft copies the children of old's node from, and theirs, under s's
// node to.
func (s *searcher) graft(old *searcher, from, to int32) {
	src := old.nodes[from]
	if src.first < 0 {
		return
	}
	first := int32(len(s.nodes))
	for k := src.first; k < src.first+int32(src.nkids); k++ {
		nd := old.nodes[k]
		nd.first = -1
		s.nodes = append(s.nodes, nd)
	}
	s.nodes[to].first, s.nodes[to].nkids = first, src.nkids
	for i := range int32(src.nkids) {
		s.graft(old, src.first+i, first+i)
	}
}

// newStone is the one point where the board after holds a stone of c and
// the board before was empty, Pass when there is not exactly one.
func newStone(before, after *g.Board, c g.Color) g.Point {
	if before.Size() != after.Size() {
		return g.Pass
	}
	found := g.Pass
	for k := range before.EmptyCount() {
		if p := before.EmptyPoint(k); after.Cell(p) == c {
			if found != g.Pass {
				return g.Pass
			}
			found = p
		}
	}
	return found
}
