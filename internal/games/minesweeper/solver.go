package minesweeper

// A logic solver: it plays a laid field from its first reveal knowing
// only what a player sees (the opened counts and the mine total) and
// makes only moves that are certain, so a field it clears can be cleared
// without a guess. It knows three kinds of reasoning, the ones a good
// player uses:
//
//   - one number: a number whose unknown neighbours must all be mines, or
//     whose mines are all found, settles those neighbours;
//   - two numbers that share cells (1-2, 1-1 and their kin): when the
//     difference of their counts equals the cells only one of them sees,
//     those are mines and the other's own cells are safe;
//   - the mine counter: when every mine left is accounted for by the
//     unknown cells, or none is left.
//
// It does not enumerate whole frontiers, so a few fields a player could
// still clear by deeper reasoning count as unsolved: a no-guess field is
// then redrawn, which costs a draw and never a guess.

// solver is the player's knowledge of a field: the field itself (read
// only for the counts of cells it opens) and what it has opened and
// proved to be a mine.
type solver struct {
	b       *board
	open    []bool
	mine    []bool // proved to be a mine
	opened  int    // safe cells opened
	mines   int    // mines proved
	safe    int    // safe cells on the field
	total   int    // mines on the field
	counts  []int8 // mines around each cell
	pending []int  // opened numbers to look at again
}

// logicSolves reports whether a player who first reveals cell first can
// clear the whole field by logic alone.
func logicSolves(b *board, first int) bool {
	s := newSolver(b)
	return s.run(first)
}

func newSolver(b *board) *solver {
	n := len(b.cells)
	s := &solver{b: b, open: make([]bool, n), mine: make([]bool, n), counts: make([]int8, n)}
	for i := range b.cells {
		if b.has(i, bitMine) {
			s.total++
		}
		s.counts[i] = int8(b.count(i))
	}
	s.safe = n - s.total
	return s
}

// run reveals first and then deduces until the field is clear or
// nothing more is certain.
func (s *solver) run(first int) bool {
	if s.b.has(first, bitMine) {
		return false
	}
	s.reveal(first)
	for s.opened < s.safe {
		if s.single() || s.pairs() || s.counter() {
			continue
		}
		return false
	}
	return true
}

// reveal opens a safe cell and floods from it, as the game does.
func (s *solver) reveal(i int) {
	if s.open[i] {
		return
	}
	var buf [8]int
	stack := []int{i}
	s.open[i] = true
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		s.opened++
		if s.counts[c] != 0 {
			s.pending = append(s.pending, c)
			continue
		}
		for _, j := range s.b.neighbours(c, &buf) {
			if !s.open[j] && !s.mine[j] {
				s.open[j] = true
				stack = append(stack, j)
			}
		}
	}
}

// constraint is what an opened number says: exactly need mines among
// the unknown cells cells.
type constraint struct {
	cells []int
	need  int
}

// constraintAt is the opened number i's constraint; ok is false when it
// touches no unknown cell.
func (s *solver) constraintAt(i int, into []int) (constraint, bool) {
	var buf [8]int
	c := constraint{cells: into[:0], need: int(s.counts[i])}
	for _, j := range s.b.neighbours(i, &buf) {
		switch {
		case s.mine[j]:
			c.need--
		case !s.open[j]:
			c.cells = append(c.cells, j)
		}
	}
	return c, len(c.cells) > 0
}

// settle opens cells (safe) or marks them as mines; it reports whether
// anything changed.
func (s *solver) settle(cells []int, mines bool) bool {
	changed := false
	for _, j := range cells {
		if s.open[j] || s.mine[j] {
			continue
		}
		changed = true
		if mines {
			s.mine[j] = true
			s.mines++
		} else {
			s.reveal(j)
		}
	}
	return changed
}

// single applies the one-number rule to the numbers waiting to be
// looked at, until none is left; it reports progress.
func (s *solver) single() bool {
	progress := false
	var into [8]int
	for len(s.pending) > 0 {
		i := s.pending[len(s.pending)-1]
		s.pending = s.pending[:len(s.pending)-1]
		c, ok := s.constraintAt(i, into[:])
		if !ok {
			continue
		}
		cells := append([]int(nil), c.cells...)
		switch c.need {
		case 0:
			progress = s.settle(cells, false) || progress
		case len(cells):
			progress = s.settle(cells, true) || progress
			// Marking mines changes the neighbours' constraints.
			var buf [8]int
			for _, j := range cells {
				for _, k := range s.b.neighbours(j, &buf) {
					if s.open[k] && s.counts[k] > 0 {
						s.pending = append(s.pending, k)
					}
				}
			}
		}
	}
	return progress
}

// pairs applies the two-number rule to every pair of opened numbers at
// most two cells apart, in one sweep over the field; it reports progress
// (the one-number rule then takes over again).
func (s *solver) pairs() bool {
	b := s.b
	progress := false
	var ia, ib [8]int
	for a := range b.cells {
		if !s.open[a] || s.counts[a] == 0 {
			continue
		}
		ca, ok := s.constraintAt(a, ia[:])
		if !ok {
			continue
		}
		ax, ay := a%b.w, a/b.w
		for dy := -2; dy <= 2 && ok; dy++ {
			for dx := -2; dx <= 2 && ok; dx++ {
				x, y := ax+dx, ay+dy
				if (dx == 0 && dy == 0) || x < 0 || y < 0 || x >= b.w || y >= b.h {
					continue
				}
				o := y*b.w + x
				if !s.open[o] || s.counts[o] == 0 {
					continue
				}
				if cb, found := s.constraintAt(o, ib[:]); found && s.pair(ca, cb) {
					progress = true
					// A's cells changed: read its constraint again.
					ca, ok = s.constraintAt(a, ia[:])
				}
			}
		}
	}
	if progress {
		s.queueAll()
	}
	return progress
}

// pair: when B needs exactly as many more mines than A as B has cells
// of its own, those cells are all mines and A's own cells are all safe
// (A's mines all lie in the shared part).
func (s *solver) pair(a, b constraint) bool {
	var onlyA, onlyB [8]int
	na, nb, shared := 0, 0, 0
	for _, j := range a.cells {
		if contains(b.cells, j) {
			shared++
		} else {
			onlyA[na] = j
			na++
		}
	}
	if shared == 0 {
		return false
	}
	for _, j := range b.cells {
		if !contains(a.cells, j) {
			onlyB[nb] = j
			nb++
		}
	}
	if b.need-a.need != nb {
		return false
	}
	changed := s.settle(onlyB[:nb], true)
	return s.settle(onlyA[:na], false) || changed
}

func contains(cells []int, j int) bool {
	for _, c := range cells {
		if c == j {
			return true
		}
	}
	return false
}

// counter applies the mine counter: no mines left means every unknown
// cell is safe; as many mines as unknown cells means all are mines.
func (s *solver) counter() bool {
	left := s.total - s.mines
	var unknown []int
	for i := range s.b.cells {
		if !s.open[i] && !s.mine[i] {
			unknown = append(unknown, i)
		}
	}
	switch left {
	case 0:
		return s.settle(unknown, false)
	case len(unknown):
		return s.settle(unknown, true)
	}
	return false
}

// queueAll puts every opened number back on the one-number rule's list.
func (s *solver) queueAll() {
	for i := range s.b.cells {
		if s.open[i] && s.counts[i] > 0 {
			s.pending = append(s.pending, i)
		}
	}
}
