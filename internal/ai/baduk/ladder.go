package baduk

import g "gamehall/internal/games/baduk"

// ladderNodes bounds one ladder reading (positions looked at); a reading
// cut short counts as an escape.
const ladderNodes = 200

// escapeFails reports whether the string at prey, in atari with its
// owner to move, dies in a ladder: every way out (taking an attacking
// string in atari, or extending) leads to a chase of ataris that ends in
// its capture. It reads only the chase, not the rest of the board, and
// spends one of budget's positions on each step.
func escapeFails(b *g.Board, prey g.Point, budget *int) bool {
	*budget--
	if *budget < 0 {
		return false
	}
	c := b.Cell(prey)
	if takesAttacker(b, prey) {
		return false
	}
	l := b.AtariLiberty(prey)
	if !b.LegalFast(c, l) {
		return true
	}
	nb := *b
	nb.Play(c, l)
	return chaseWorks(&nb, prey, budget)
}

// chaseWorks reports whether the attacker, to move, captures the string
// at prey by ataris alone.
func chaseWorks(b *g.Board, prey g.Point, budget *int) bool {
	libs, n := twoLiberties(b, prey)
	switch {
	case n == 1:
		return true
	case n > 2:
		return false
	}
	att := b.Cell(prey).Opponent()
	for _, l := range libs {
		if !b.LegalFast(att, l) {
			continue
		}
		nb := *b
		nb.Play(att, l)
		if nb.InAtari(l) {
			continue // the atari stone itself could be taken
		}
		if escapeFails(&nb, prey, budget) {
			return true
		}
	}
	return false
}

// takesAttacker reports whether the string at prey touches an opponent
// string in atari, which its owner could take.
func takesAttacker(b *g.Board, prey g.Point) bool {
	opp := b.Cell(prey).Opponent()
	q := prey
	for {
		for _, n := range b.Neighbours(q) {
			if b.Cell(n) == opp && b.InAtari(n) {
				return true
			}
		}
		q = b.NextStone(q)
		if q == prey {
			return false
		}
	}
}

// twoLiberties finds up to three distinct liberties of the string at p
// and returns the first two and how many it found (3: three or more).
func twoLiberties(b *g.Board, p g.Point) ([2]g.Point, int) {
	var libs [2]g.Point
	n := 0
	q := p
	for {
		for _, r := range b.Neighbours(q) {
			if b.Cell(r) != g.Empty || n > 0 && libs[0] == r || n > 1 && libs[1] == r {
				continue
			}
			if n == 2 {
				return libs, 3
			}
			libs[n] = r
			n++
		}
		q = b.NextStone(q)
		if q == p {
			return libs, n
		}
	}
}

// ladderPrior is the big-board prior of c at the empty point p from
// ladder reading: an escape from atari that runs into a working ladder
// is worth little, an atari that starts a working ladder captures. It
// returns ok false when p does neither.
func ladderPrior(b *g.Board, c g.Color, p g.Point) (float32, bool) {
	opp := c.Opponent()
	var esc, catch bool
	for _, q := range b.Neighbours(p) {
		switch b.Cell(q) {
		case c:
			if b.InAtari(q) {
				esc = true
			}
		case opp:
			if _, n := twoLiberties(b, q); n == 2 {
				catch = true
			}
		}
	}
	if !esc && !catch || !b.LegalFast(c, p) {
		return 0, false
	}
	nb := *b
	nb.Play(c, p)
	if nb.Cell(p) != c {
		return 0, false
	}
	budget := ladderNodes
	if catch && !nb.InAtari(p) {
		for _, q := range nb.Neighbours(p) {
			if nb.Cell(q) == opp && nb.InAtari(q) && escapeFails(&nb, q, &budget) {
				return min(0.75+0.02*float32(nb.GroupSize(q)), 0.95), true
			}
		}
	}
	if esc {
		if _, n := twoLiberties(&nb, p); n == 2 && chaseWorks(&nb, p, &budget) {
			return 0.15, true
		}
	}
	return 0, false
}
