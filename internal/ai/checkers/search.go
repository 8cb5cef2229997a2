package checkers

import (
	"math/rand/v2"
	"time"

	game "gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
)

const (
	maxPly   = 96
	mate     = 30000
	infinity = 32000
	// mateBound separates mate scores from evaluations.
	mateBound = mate - 2*maxPly
)

// searcher is one search: the game so far, the table, the clock and the
// move-ordering memory.
type searcher struct {
	cfg      settings
	rng      *rand.Rand
	deadline time.Time
	done     <-chan struct{} // closed when the caller gives up (nil: never)
	started  time.Time
	root     gameSoFar
	tt       *table
	nodes    uint64
	stop     bool
	salt     uint64   // varies Easy's noise from move to move
	keys     []uint64 // positions since the last capture, game and search path
	moves    [maxPly + 1][]game.Move
	order    [maxPly + 1][]int32
	killers  [maxPly + 1][2]uint64
	history  [64][64]int32
	depth    int // depth of the last completed iteration
}

func newSearcher(cfg settings, rng *rand.Rand, deadline time.Time, g gameSoFar) *searcher {
	s := &searcher{cfg: cfg, rng: rng, deadline: deadline, started: time.Now(), root: g}
	if rng != nil {
		s.salt = rng.Uint64()
	}
	s.keys = append(make([]uint64, 0, len(g.keys)+maxPly+1), g.keys...)
	return s
}

// moveID identifies a move within a position for killers.
func moveID(m *game.Move) uint64 {
	return uint64(m.From) | uint64(m.To)<<8 | m.Captured<<16
}

// timeUp checks the clock and the caller now and then.
func (s *searcher) timeUp() bool {
	if s.cfg.nodes > 0 {
		s.stop = s.stop || s.nodes >= s.cfg.nodes
		return s.stop
	}
	if s.nodes&1023 == 0 && (time.Now().After(s.deadline) || s.cancelled()) {
		s.stop = true
	}
	return s.stop
}

func (s *searcher) cancelled() bool {
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

// rootResult is a root move and its score in the last iteration.
type rootResult struct {
	move  game.Move
	score int
}

// bestMove searches the current position with iterative deepening until
// the depth limit or the deadline, and returns the move to play.
func (s *searcher) bestMove() (game.Move, bool) {
	pos := s.root.pos
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 {
		return game.Move{}, false
	}
	if len(moves) == 1 {
		return moves[0], true
	}
	s.tt = getTable(s.cfg.tableBits)
	defer putTable(s.tt)
	results := make([]rootResult, len(moves))
	for i := range moves {
		results[i] = rootResult{move: moves[i], score: -infinity}
	}
	best := results[0]
	for depth := 1; depth <= s.cfg.maxDepth; depth++ {
		done := s.searchRoot(results, depth)
		if done > 0 {
			// The previous best is searched first, so even a partial
			// iteration's leader is at least as well founded.
			best = results[0]
		}
		if done < len(results) {
			break
		}
		s.depth = depth
		if kit.Abs(best.score) >= mateBound || s.halfSpent() {
			break
		}
	}
	if s.cfg.secondBest > 0 && len(results) > 1 && s.rng != nil && s.rng.IntN(100) < s.cfg.secondBest &&
		results[1].score > -mateBound && results[0].score-results[1].score < 80 {
		return results[1].move, true
	}
	return best.move, true
}

func (s *searcher) budget() time.Duration { return s.deadline.Sub(s.started) }

// halfSpent reports whether half the move's budget (time, or nodes when
// the level counts nodes) is gone, too little to finish another
// iteration.
func (s *searcher) halfSpent() bool {
	if s.cfg.nodes > 0 {
		return s.nodes > s.cfg.nodes/2
	}
	return time.Since(s.started) > s.budget()/2
}

// searchRoot runs one iteration over the root moves, best first, moving
// each new leader to the front. It returns how many moves it finished
// before the deadline.
func (s *searcher) searchRoot(results []rootResult, depth int) int {
	alpha := -infinity
	easy := s.cfg.secondBest > 0
	for i := range results {
		child := s.root.pos
		child.Apply(&results[i].move)
		clock := s.root.clock + 1
		if results[i].move.IsCapture() {
			clock = 0
		}
		var score int
		if i == 0 || easy {
			// Easy needs the true score of every move to pick a second best.
			score = -s.negamax(&child, depth-1, 1, -infinity, infinity, clock)
		} else {
			score = -s.negamax(&child, depth-1, 1, -alpha-1, -alpha, clock)
			if score > alpha && !s.stop {
				score = -s.negamax(&child, depth-1, 1, -infinity, -alpha, clock)
			}
		}
		if s.stop {
			return i
		}
		results[i].score = score
		if score > alpha {
			alpha = score
			r := results[i]
			copy(results[1:i+1], results[:i])
			results[0] = r
		} else if !easy {
			results[i].score = alpha - 1 // only a bound: below the leader
		}
	}
	if easy {
		sortResults(results)
	}
	return len(results)
}

func sortResults(r []rootResult) {
	for i := 1; i < len(r); i++ {
		for j := i; j > 0 && r[j].score > r[j-1].score; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}

// evaluateRoot is the searched score of the current position for the side
// to move, within half the budget.
func (s *searcher) evaluateRoot() int {
	s.tt = getTable(s.cfg.tableBits)
	defer putTable(s.tt)
	s.deadline = s.started.Add(s.budget() / 2)
	score := evaluate(&s.root.pos)
	for depth := 1; depth <= s.cfg.maxDepth; depth++ {
		v := s.negamax(&s.root.pos, depth, 0, -infinity, infinity, s.root.clock)
		if s.stop {
			break
		}
		score = v
		if time.Since(s.started) > s.budget()/4 {
			break
		}
	}
	return score
}

// negamax is alpha-beta search in negamax form with a principal
// variation window. Captures are compulsory, so a position where the side
// to move must capture is never judged statically: the search goes on
// until the position is quiet.
func (s *searcher) negamax(p *game.Position, depth, ply, alpha, beta, clock int) int {
	s.nodes++
	if s.timeUp() {
		return 0
	}
	key := p.Key()
	if ply > 0 {
		if clock >= game.NoCaptureDrawPlies {
			return 0
		}
		// A position repeated on the way here is a draw.
		n := len(s.keys)
		for i := n - 2; i >= 0 && i >= n-clock; i -= 2 {
			if s.keys[i] == key {
				return 0
			}
		}
	}
	// A quiet position at the horizon is judged as it stands, without
	// generating its moves or asking the table.
	if depth <= 0 && !p.HasCapture() || ply >= maxPly {
		if p.QuietMoves() == 0 && !p.HasCapture() {
			return -mate + ply
		}
		return s.leaf(p, key)
	}
	ttMove := -1
	if e, ok := s.tt.probe(key); ok {
		ttMove = int(e.move)
		if ply > 0 && int(e.depth) >= depth {
			score := fromTable(int(e.score), ply)
			switch {
			case e.bound == exact,
				e.bound == lower && score >= beta,
				e.bound == upper && score <= alpha:
				return score
			}
		}
	}
	moves := p.LegalMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	if len(moves) == 0 {
		return -mate + ply
	}
	next := depth - 1
	if len(moves) == 1 && ply < maxPly/2 {
		next = depth // a forced move costs no depth
	}

	order := s.orderMoves(ply, moves, ttMove)
	best, bestIdx := -infinity, 0
	origAlpha := alpha
	s.keys = append(s.keys, key)
	for i, idx := range order {
		m := &moves[idx]
		child := *p
		child.Apply(m)
		childClock := clock + 1
		if m.IsCapture() {
			childClock = 0
		}
		var score int
		if i == 0 {
			score = -s.negamax(&child, next, ply+1, -beta, -alpha, childClock)
		} else {
			score = -s.negamax(&child, next, ply+1, -alpha-1, -alpha, childClock)
			if score > alpha && score < beta && !s.stop {
				score = -s.negamax(&child, next, ply+1, -beta, -alpha, childClock)
			}
		}
		if s.stop {
			s.keys = s.keys[:len(s.keys)-1]
			return 0
		}
		if score > best {
			best, bestIdx = score, int(idx)
			if score > alpha {
				alpha = score
				if alpha >= beta {
					if !m.IsCapture() {
						s.rememberCutoff(ply, m, depth)
					}
					break
				}
			}
		}
	}
	s.keys = s.keys[:len(s.keys)-1]
	bound := exact
	switch {
	case best <= origAlpha:
		bound = upper
	case best >= beta:
		bound = lower
	}
	s.tt.store(key, max(depth, 0), toTable(best, ply), bound, bestIdx)
	return best
}

// leaf is the static score, with Easy's noise: a fixed function of the
// position and the move's salt, so the search stays consistent.
func (s *searcher) leaf(p *game.Position, key uint64) int {
	score := evaluate(p)
	if n := s.cfg.noise; n > 0 {
		h := (key ^ s.salt) * 0x9E3779B97F4A7C15
		score += int(h>>33)%(2*n+1) - n
	}
	return score
}

func (s *searcher) rememberCutoff(ply int, m *game.Move, depth int) {
	id := moveID(m)
	if s.killers[ply][0] != id {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = id
	}
	h := &s.history[m.From][m.To]
	*h += int32(depth * depth)
	if *h > 1<<24 {
		for i := range s.history {
			for j := range s.history[i] {
				s.history[i][j] /= 2
			}
		}
	}
}

// orderMoves returns the move indexes best first: the table's move, then
// bigger captures and crownings, killers, and the history of cut-offs.
func (s *searcher) orderMoves(ply int, moves []game.Move, ttMove int) []int32 {
	order := s.order[ply][:0]
	type scored struct {
		idx   int32
		score int32
	}
	var buf [128]scored
	list := buf[:0]
	for i := range moves {
		m := &moves[i]
		var v int32
		switch {
		case i == ttMove:
			v = 1 << 30
		case m.IsCapture():
			v = 1<<20 + int32(m.Captures())<<10
		case moveID(m) == s.killers[ply][0]:
			v = 1<<19 + 2
		case moveID(m) == s.killers[ply][1]:
			v = 1<<19 + 1
		default:
			v = s.history[m.From][m.To]
		}
		if m.Crowns {
			v += 1 << 18
		}
		list = append(list, scored{int32(i), v})
	}
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].score > list[j-1].score; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	for _, e := range list {
		order = append(order, e.idx)
	}
	s.order[ply] = order
	return order
}

// Mate scores are stored relative to the node so they stay true when the
// same position is reached at another distance from the root.
func toTable(score, ply int) int {
	switch {
	case score >= mateBound:
		return score + ply
	case score <= -mateBound:
		return score - ply
	}
	return score
}

func fromTable(score, ply int) int {
	switch {
	case score >= mateBound:
		return score - ply
	case score <= -mateBound:
		return score + ply
	}
	return score
}
