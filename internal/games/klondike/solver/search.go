package solver

import "gamehall/internal/games/cards"

// Verdict is what a search found out about a position.
type Verdict int

const (
	// Unknown means the node budget ran out first.
	Unknown Verdict = iota
	// Solved means Result.Moves wins the game from the position.
	Solved
	// Unsolvable means every line was searched and none wins. The
	// search leaves out only swaps of a run between two equal hosts
	// that gain nothing at once (see sidewaysUseful), so this is a
	// proof up to that rule and to 64-bit key collisions.
	Unsolvable
)

// String names the verdict.
func (v Verdict) String() string {
	switch v {
	case Solved:
		return "solved"
	case Unsolvable:
		return "unsolvable"
	}
	return "unknown"
}

// Result is the answer of Solve.
type Result struct {
	Verdict Verdict
	// Moves wins the game from the position when Verdict is Solved.
	Moves []Move
	// Nodes counts the distinct positions the search expanded.
	Nodes int
}

// maxDepth bounds the length of a line: real wins take a few hundred
// moves, and a bound keeps the recursion's stack small. A line cut here
// turns a would-be Unsolvable into Unknown.
const maxDepth = 1500

// search is the mutable state of one Solve call. Columns keep their
// face-down cards in a fixed slice of which the first nDown are still
// down; the talon is the waste (bottom to top) followed by the stock (in
// draw order), with live marking the cards still in it and ptr the
// talon index below which the live cards form the waste.
type search struct {
	drawThree bool
	down      [Columns][]cards.Card
	nDown     [Columns]int8
	up        [Columns][13]cards.Card
	nUp       [Columns]int8
	found     [4]int8
	talon     []cards.Card
	live      uint64
	ptr       int8

	table   table
	nodes   int
	budget  int
	cut     bool       // a line was abandoned at maxDepth
	jitter  uint64     // xorshift state that perturbs move order; 0 for none
	path    []move     // the current line
	undos   []undoInfo // what undo needs for each move of path
	buffers [][]move   // one move list per depth, reused
}

// Solve searches for a win from p, expanding at most budget positions.
// A Solved answer carries the moves; an Unsolvable one is exhaustive up
// to 64-bit hash collisions in the transposition table.
func Solve(p Position, budget int) (Result, error) {
	if err := p.Check(); err != nil {
		return Result{}, err
	}
	budget = max(budget, 1)
	s := newSearch(&p, budget)
	res := Result{Verdict: Unknown}
	// Restarts: a depth-first search that went wrong near the root can
	// spend any budget below it, so the budget is split into rounds of
	// growing size, each trying moves of near-equal merit in another
	// (seeded, repeatable) order.
	round, left := 0, budget
	for left > 0 {
		size := min(left, firstRound<<round)
		if left-size < size { // too little left for another round
			size = left
		}
		s.reset(size, uint64(round))
		v := s.dfs(0)
		res.Nodes += s.nodes
		left -= size
		round++
		if v == Unsolvable && s.cut {
			v = Unknown
		}
		if v == Unknown {
			continue
		}
		res.Verdict = v
		if v == Solved {
			res.Moves = make([]Move, len(s.path))
			for i, m := range s.path {
				res.Moves[i] = m.export()
			}
		}
		break
	}
	return res, nil
}

// firstRound is the budget of the first search round; each further
// round doubles it.
const firstRound = 1000

// reset prepares the search for a round with the given budget; round 0
// keeps the plain move order and later rounds jitter it.
func (s *search) reset(budget int, round uint64) {
	for len(s.path) > 0 {
		s.takeBack()
	}
	s.table.clear()
	s.nodes, s.budget, s.cut = 0, budget, false
	s.jitter = 0
	if round > 0 {
		s.jitter = mix(round*0x9e3779b97f4a7c15) | 1
	}
}

func newSearch(p *Position, budget int) *search {
	s := &search{drawThree: p.DrawThree, budget: budget, table: newTable(budget)}
	for i, col := range p.Columns {
		s.down[i] = append([]cards.Card(nil), col.Down...)
		s.nDown[i] = int8(len(col.Down))
		copy(s.up[i][:], col.Up)
		s.nUp[i] = int8(len(col.Up))
	}
	for suit, n := range p.Foundations {
		s.found[suit] = int8(n)
	}
	s.talon = append(s.talon, p.Waste...)
	for i := len(p.Stock) - 1; i >= 0; i-- {
		s.talon = append(s.talon, p.Stock[i])
	}
	s.live = 1<<uint(len(s.talon)) - 1
	s.ptr = int8(len(p.Waste))
	return s
}

// dfs explores the current position and reports whether it can be won.
func (s *search) dfs(depth int) Verdict {
	if s.won() {
		return Solved
	}
	if !s.drawThree && s.allFaceUp() && s.finish() {
		return Solved
	}
	if depth >= maxDepth {
		s.cut = true
		return Unsolvable
	}
	if !s.table.insert(s.key()) {
		return Unsolvable // seen before: already explored or on this line
	}
	s.nodes++
	if s.nodes > s.budget {
		return Unknown
	}
	if depth == len(s.buffers) {
		s.buffers = append(s.buffers, make([]move, 0, 32))
	}
	moves := s.generate(s.buffers[depth][:0])
	s.buffers[depth] = moves
	for _, m := range moves {
		s.play(m)
		v := s.dfs(depth + 1)
		if v == Solved {
			return Solved
		}
		s.takeBack()
		if v == Unknown {
			return Unknown
		}
	}
	return Unsolvable
}

func (s *search) won() bool {
	return s.found == [4]int8{13, 13, 13, 13}
}

func (s *search) allFaceUp() bool {
	for _, n := range s.nDown {
		if n > 0 {
			return false
		}
	}
	return true
}

// finish plays out a draw-one position with no face-down card, which
// always wins: the lowest card still out is never covered (everything on
// it in a column is lower) and every talon card can be drawn, and all
// lower cards of its suit are home, so it can always go up next. Should
// that ever fail, finish takes its moves back and reports false.
func (s *search) finish() bool {
	start := len(s.path)
	for !s.won() {
		progressed := false
		for i := range Columns {
			for s.nUp[i] > 0 {
				c := s.up[i][s.nUp[i]-1]
				if s.found[suitOf[c]]+1 != rankOf[c] {
					break
				}
				s.play(move{from: int8(i), to: placeFound, count: 1, card: c})
				progressed = true
			}
		}
		var access [52]int8
		for _, k := range s.accessible(access[:0]) {
			if c := s.talon[k]; s.found[suitOf[c]]+1 == rankOf[c] {
				s.play(move{from: placeTalon, to: placeFound, count: 1, talon: k, card: c})
				progressed = true
				break // the talon changed: look again from the new top
			}
		}
		if !progressed {
			for len(s.path) > start {
				s.takeBack()
			}
			return false
		}
	}
	return true
}

// play applies m and puts it on the current line.
func (s *search) play(m move) {
	s.undos = append(s.undos, s.apply(m))
	s.path = append(s.path, m)
}

// takeBack undoes the last move of the current line.
func (s *search) takeBack() {
	last := len(s.path) - 1
	s.undo(s.path[last], s.undos[last])
	s.path, s.undos = s.path[:last], s.undos[:last]
}
