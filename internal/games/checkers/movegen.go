package checkers

import "math/bits"

// generator collects the moves of one position. Capture search keeps the
// captured pieces on the board until the move ends (they block and cannot
// be jumped again: the Turkish strike), with the moving piece lifted off
// its start square.
type generator struct {
	moves    []Move
	first    int    // index of this position's first move in moves
	opp      uint64 // the opponent's pieces, captured ones included
	empty    uint64 // free squares while the piece is in the air
	promo    uint64 // the mover's crowning row
	from     Square
	allPaths bool // keep every order of the same captures
	path     [maxPath]Square
}

// LegalMoves appends the legal moves of p to buf[:0] and returns it.
// Captures are compulsory, so when any exists only captures are listed;
// capture orders that lead to the same Move appear once.
func (p *Position) LegalMoves(buf []Move) []Move {
	g := generator{moves: buf[:0]}
	g.generate(p)
	return g.moves
}

// allCapturePaths is LegalMoves, but every order of the same captures is
// kept as its own entry; the game uses it to accept any path a player
// clicks and to list a move's alternatives.
func (p *Position) allCapturePaths() []Move {
	g := generator{allPaths: true}
	g.generate(p)
	return g.moves
}

func (g *generator) generate(p *Position) {
	own, opp := p.Pieces(p.Side), p.Pieces(p.Side.Other())
	g.first = len(g.moves)
	g.opp = opp
	g.promo = rank8Mask
	if p.Side == Black {
		g.promo = rank1Mask
	}
	men, kings := p.menThatCapture(), own&p.Kings
	if men != 0 || kings != 0 && p.kingsCapture() {
		empty := p.Empty()
		for pieces := men | kings; pieces != 0; {
			s := popFirst(&pieces)
			g.from = s
			g.empty = empty | s.Bit()
			g.path[0] = s
			if kings&s.Bit() != 0 {
				g.kingCaptures(s, 0, 0, false)
			} else {
				g.manCaptures(s, 0, 0)
			}
		}
		return
	}
	g.quietMoves(p, own)
}

// quietMoves adds the non-capturing moves: men one step forward, kings
// any distance along a free diagonal.
func (g *generator) quietMoves(p *Position, own uint64) {
	empty := p.Empty()
	men := own &^ p.Kings
	dirs := [2]int{upLeft, upRight}
	if p.Side == Black {
		dirs = [2]int{downLeft, downRight}
	}
	for _, d := range dirs {
		for targets := shift(men, d) & empty; targets != 0; {
			to := popFirst(&targets)
			from := Square(int(to) - steps[d])
			g.add(from, to, 0, g.promo&to.Bit() != 0, 2)
		}
	}
	for kings := own & p.Kings; kings != 0; {
		from := popFirst(&kings)
		for d := range numDirs {
			for to := neighbour[from][d]; to != NoSquare && empty&to.Bit() != 0; to = neighbour[to][d] {
				g.add(from, to, 0, false, 2)
			}
		}
	}
}

func (g *generator) add(from, to Square, captured uint64, crowns bool, n uint8) {
	g.moves = append(g.moves, Move{From: from, To: to, Crowns: crowns, Len: n, Captured: captured})
	m := &g.moves[len(g.moves)-1]
	if captured == 0 {
		m.Path[0], m.Path[1] = from, to
		return
	}
	copy(m.Path[:n], g.path[:n])
}

// finish records a capture sequence that cannot go on, unless the same
// Move was already found by another order of the same captures.
func (g *generator) finish(to Square, captured uint64, crowns bool, hops int) {
	if hops >= 2 && !g.allPaths {
		for i := g.first; i < len(g.moves); i++ {
			m := &g.moves[i]
			if m.Captured == captured && m.To == to && m.From == g.from && m.Crowns == crowns {
				return
			}
		}
	}
	g.add(g.from, to, captured, crowns, uint8(hops+1))
}

// manCaptures continues a man's capture from s, having taken captured in
// hops jumps. A man jumps an adjacent enemy in any of the four directions;
// landing on the crowning row makes it a king that continues as one.
func (g *generator) manCaptures(s Square, captured uint64, hops int) {
	found := false
	for d := range numDirs {
		over := neighbour[s][d]
		if over == NoSquare || g.opp&^captured&over.Bit() == 0 {
			continue
		}
		land := neighbour[over][d]
		if land == NoSquare || g.empty&land.Bit() == 0 {
			continue
		}
		found = true
		g.path[hops+1] = land
		if g.promo&land.Bit() != 0 {
			g.kingCaptures(land, captured|over.Bit(), hops+1, true)
		} else {
			g.manCaptures(land, captured|over.Bit(), hops+1)
		}
	}
	if !found && hops > 0 {
		g.finish(s, captured, false, hops)
	}
}

// kingCaptures continues a king's capture from s. A king flies along a
// free diagonal to an enemy piece with a free square behind it and may
// land on any free square beyond; but if it can go on capturing from some
// of those squares, it must land on one of them.
func (g *generator) kingCaptures(s Square, captured uint64, hops int, crowned bool) {
	found := false
	for d := range numDirs {
		over := neighbour[s][d]
		for over != NoSquare && g.empty&over.Bit() != 0 {
			over = neighbour[over][d]
		}
		if over == NoSquare || g.opp&^captured&over.Bit() == 0 {
			continue
		}
		first := neighbour[over][d]
		if first == NoSquare || g.empty&first.Bit() == 0 {
			continue
		}
		found = true
		taken := captured | over.Bit()
		continues := false
		for land := first; land != NoSquare && g.empty&land.Bit() != 0; land = neighbour[land][d] {
			if g.kingCanCapture(land, taken) {
				continues = true
				g.path[hops+1] = land
				g.kingCaptures(land, taken, hops+1, crowned)
			}
		}
		if continues {
			continue
		}
		for land := first; land != NoSquare && g.empty&land.Bit() != 0; land = neighbour[land][d] {
			g.path[hops+1] = land
			g.finish(land, taken, crowned, hops+1)
		}
	}
	if !found && hops > 0 {
		g.finish(s, captured, crowned, hops)
	}
}

// kingCanCapture reports whether a king on s could capture one more
// piece, with captured already taken in this move.
func (g *generator) kingCanCapture(s Square, captured uint64) bool {
	for d := range numDirs {
		over := neighbour[s][d]
		for over != NoSquare && g.empty&over.Bit() != 0 {
			over = neighbour[over][d]
		}
		if over == NoSquare || g.opp&^captured&over.Bit() == 0 {
			continue
		}
		if land := neighbour[over][d]; land != NoSquare && g.empty&land.Bit() != 0 {
			return true
		}
	}
	return false
}

// HasCapture reports whether the side to move has a capture.
func (p *Position) HasCapture() bool {
	return p.menThatCapture() != 0 || p.kingsCapture()
}

// menThatCapture is the set of the mover's men with an adjacent enemy
// piece and a free square behind it, found with whole-board shifts.
func (p *Position) menThatCapture() uint64 {
	own, opp := p.Pieces(p.Side), p.Pieces(p.Side.Other())
	empty := p.Empty()
	men := own &^ p.Kings
	// Walk back from the free landing squares over enemy pieces.
	return men & (opp&(empty>>4)>>4 | opp&(empty>>5)>>5 | opp&(empty<<4)<<4 | opp&(empty<<5)<<5)
}

// kingsCapture reports whether one of the mover's kings can capture: an
// enemy piece at the end of a free run of squares, with a free square
// behind it.
func (p *Position) kingsCapture() bool {
	own, opp := p.Pieces(p.Side), p.Pieces(p.Side.Other())
	kings := own & p.Kings
	if kings == 0 {
		return false
	}
	empty := p.Empty()
	for d := range numDirs {
		reach := kings
		for next := shift(kings, d) & empty; next != 0; next = shift(next, d) & empty {
			reach |= next
		}
		if shift(shift(reach, d)&opp, d)&empty != 0 {
			return true
		}
	}
	return false
}

// QuietMoves counts the side's non-capturing moves without listing them;
// with no capture on the board it is the number of legal moves, which a
// search uses to judge a quiet position without generating its moves.
func (p *Position) QuietMoves() int { return p.countQuiet() }

// countQuiet counts the side's non-capturing moves without listing them;
// it is only meaningful when the side has no capture.
func (p *Position) countQuiet() int {
	own := p.Pieces(p.Side)
	empty := p.Empty()
	men, kings := own&^p.Kings, own&p.Kings
	n := 0
	if p.Side == White {
		n = bits.OnesCount64(men<<4&empty) + bits.OnesCount64(men<<5&empty)
	} else {
		n = bits.OnesCount64(men>>4&empty) + bits.OnesCount64(men>>5&empty)
	}
	if kings == 0 {
		return n
	}
	for d := range numDirs {
		for next := shift(kings, d) & empty; next != 0; next = shift(next, d) & empty {
			n += bits.OnesCount64(next)
		}
	}
	return n
}
