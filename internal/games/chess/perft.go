package chess

// Perft counts the leaf nodes of the legal move tree to the given
// depth, counting the last ply without making its moves (bulk
// counting). It is the standard test of a move generator.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.CountLegal())
	}
	lists := make([]MoveList, depth)
	return p.perftBulk(depth, lists)
}

// perftBulk walks the tree with one preallocated move list per ply, so
// no list is zeroed per node.
func (p *Position) perftBulk(depth int, lists []MoveList) uint64 {
	ml := &lists[depth-1]
	p.GenerateLegal(ml)
	if depth == 2 {
		var n uint64
		for _, m := range ml.Moves[:ml.N] {
			u := p.Make(m)
			n += uint64(p.CountLegal())
			p.Unmake(m, u)
		}
		return n
	}
	var n uint64
	for _, m := range ml.Moves[:ml.N] {
		u := p.Make(m)
		n += p.perftBulk(depth-1, lists)
		p.Unmake(m, u)
	}
	return n
}

// PerftFull counts the same leaves as Perft but makes and unmakes every
// move, the last ply included: what a search pays per node.
func (p *Position) PerftFull(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	lists := make([]MoveList, depth)
	return p.perftFull(depth, lists)
}

func (p *Position) perftFull(depth int, lists []MoveList) uint64 {
	ml := &lists[depth-1]
	p.GenerateLegal(ml)
	var n uint64
	if depth == 1 {
		for _, m := range ml.Moves[:ml.N] {
			u := p.Make(m)
			n++
			p.Unmake(m, u)
		}
		return n
	}
	for _, m := range ml.Moves[:ml.N] {
		u := p.Make(m)
		n += p.perftFull(depth-1, lists)
		p.Unmake(m, u)
	}
	return n
}

// DivideEntry is one root move's share of a perft count.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns each root move with its perft count at depth-1.
func (p *Position) Divide(depth int) []DivideEntry {
	var ml MoveList
	p.GenerateLegal(&ml)
	out := make([]DivideEntry, 0, ml.N)
	for _, m := range ml.Moves[:ml.N] {
		u := p.Make(m)
		out = append(out, DivideEntry{m, p.Perft(depth - 1)})
		p.Unmake(m, u)
	}
	return out
}
