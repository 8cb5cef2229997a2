package chess

import (
	"context"
	"time"

	c "gamehall/internal/games/chess"
)

// Score bounds. A score at or beyond ±mateBound is a forced mate; its
// distance from mateScore is the number of plies to it.
const (
	infinity  = 32000
	mateScore = 31000
	mateBound = mateScore - 1000
	maxPly    = 96
)

// Limits bound one search. Zero fields do not limit.
type Limits struct {
	Depth int
	Nodes uint64
	// Soft is when no new iteration starts; Hard is when the search is
	// abandoned mid-iteration (the ctx deadline also counts).
	Soft, Hard time.Duration
	// Contempt is how much the searching side dislikes a draw, in
	// centipawns (positive: it plays on).
	Contempt int
	// RootMoves, when not empty, are the only root moves considered
	// (UCI "go searchmoves").
	RootMoves []c.Move
	// Mate, when positive, ends the search once a mate in that many
	// moves is found, and bounds the depth (UCI "go mate").
	Mate int
}

// Info reports a finished iteration of the search.
type Info struct {
	Depth, SelDepth int
	Score           int // centipawns from the side to move; see MateIn
	Nodes           uint64
	Elapsed         time.Duration
	PV              []c.Move
}

// MateIn converts a mate score to moves (negative when being mated).
func (i Info) MateIn() (int, bool) {
	switch {
	case i.Score >= mateBound:
		return (mateScore - i.Score + 1) / 2, true
	case i.Score <= -mateBound:
		return -(mateScore + i.Score + 1) / 2, true
	}
	return 0, false
}

// Result is the outcome of a search.
type Result struct {
	Move  c.Move
	Score int
	Depth int
	Nodes uint64
	PV    []c.Move
	// RootScores holds, when asked for (searchAll), an exact score for
	// every root move at the last completed depth.
	RootScores []RootScore
}

// RootScore is one root move's score.
type RootScore struct {
	Move  c.Move
	Score int
}

type searcher struct {
	pos  c.Position
	keys []uint64 // hash of every position from the game start to the node
	tt   *table
	// killers are quiet moves that caused a cut-off at the same ply.
	killers [maxPly + 2][2]c.Move
	history [2][64][64]int32
	lists   [maxPly + 2]c.MoveList
	scores  [maxPly + 2][256]int32
	pv      [maxPly + 2][maxPly + 2]c.Move
	pvLen   [maxPly + 2]int

	nodes, nodeLimit uint64
	selDepth         int
	stopped          bool
	ctx              context.Context
	deadline         time.Time
	hasDeadline      bool
	rootSide         c.Color
	contempt         int
	rootMoves        []c.Move
	// iterBest is the root move that, fully searched, raised alpha in
	// the current iteration: a search stopped mid-iteration plays it.
	iterBest c.Move
}

// Search looks for the best move of pos. history holds the hashes of
// the positions before pos since the game began (oldest first), so
// repetitions are seen. report, when not nil, is called after each
// completed iteration. Search returns NoMove only when there is no
// legal move.
func Search(ctx context.Context, pos c.Position, history []uint64, lim Limits, report func(Info)) Result {
	return search(ctx, pos, history, lim, report, false)
}

func search(ctx context.Context, pos c.Position, history []uint64, lim Limits, report func(Info), all bool) Result {
	start := time.Now()
	s := &searcher{pos: pos, ctx: ctx, nodeLimit: lim.Nodes, rootSide: pos.Side(), contempt: lim.Contempt, rootMoves: lim.RootMoves}
	s.tt = getTable()
	defer putTable(s.tt)
	s.keys = make([]uint64, 0, len(history)+maxPly+2)
	s.keys = append(append(s.keys, history...), pos.Hash())
	if d, ok := ctx.Deadline(); ok {
		s.deadline, s.hasDeadline = d, true
	}
	if lim.Hard > 0 {
		if d := start.Add(lim.Hard); !s.hasDeadline || d.Before(s.deadline) {
			s.deadline, s.hasDeadline = d, true
		}
	}
	maxDepth := lim.Depth
	if maxDepth <= 0 || maxDepth > maxPly-4 {
		maxDepth = maxPly - 4
	}

	if lim.Mate > 0 {
		// A mate in n moves lies 2n-1 plies deep; a little more depth
		// lets pruned lines be found again.
		maxDepth = min(maxDepth, 2*lim.Mate+3)
	}

	var root c.MoveList
	s.pos.GenerateLegal(&root)
	s.keepRootMoves(&root)
	res := Result{}
	if root.N == 0 {
		return res
	}
	res.Move = root.Moves[0]
	if root.N == 1 && !all && lim.Depth == 0 {
		// A forced move needs no thought, but a quick look for a score.
		maxDepth = min(maxDepth, 4)
	}

	prev := 0
	for depth := 1; depth <= maxDepth; depth++ {
		var score int
		var scores []RootScore
		if all {
			scores = s.rootAll(depth)
			if s.stopped && depth > 1 {
				break
			}
			best := 0
			for i, rs := range scores {
				if rs.Score > scores[best].Score {
					best = i
				}
			}
			s.pv[0][0], s.pvLen[0] = scores[best].Move, 1
			score = scores[best].Score
		} else {
			s.iterBest = c.NoMove
			score = s.aspiration(depth, prev)
		}
		if s.stopped && depth > 1 {
			// An unfinished iteration's score is not trusted, but a
			// move it searched fully and found better than the first
			// is played.
			if s.iterBest != c.NoMove && s.iterBest != res.Move {
				res.Move = s.iterBest
				res.PV = []c.Move{s.iterBest}
			}
			break
		}
		prev = score
		res.Score, res.Depth, res.Nodes = score, depth, s.nodes
		res.PV = append([]c.Move(nil), s.pv[0][:s.pvLen[0]]...)
		res.RootScores = scores
		if len(res.PV) > 0 {
			res.Move = res.PV[0]
		}
		if report != nil {
			report(Info{Depth: depth, SelDepth: s.selDepth, Score: score, Nodes: s.nodes, Elapsed: time.Since(start), PV: res.PV})
		}
		if s.stopped {
			break
		}
		if lim.Soft > 0 && time.Since(start) > lim.Soft {
			break
		}
		if score >= mateBound && mateScore-score <= depth && !all {
			break // a mate found within the full-width depth stays found
		}
		if lim.Mate > 0 && score >= mateBound && (mateScore-score+1)/2 <= lim.Mate {
			break
		}
	}
	res.Nodes = s.nodes
	return res
}

// aspiration searches the root in a narrow window around the last
// iteration's score, widening it when the score falls outside.
func (s *searcher) aspiration(depth, prev int) int {
	if depth < 4 {
		return s.negamax(-infinity, infinity, depth, 0, true)
	}
	delta := 30
	alpha, beta := max(prev-delta, -infinity), min(prev+delta, infinity)
	for {
		score := s.negamax(alpha, beta, depth, 0, true)
		if s.stopped {
			return score
		}
		switch {
		case score <= alpha:
			alpha = max(alpha-delta, -infinity)
		case score >= beta:
			beta = min(beta+delta, infinity)
		default:
			return score
		}
		delta *= 2
		if delta > 600 {
			alpha, beta = -infinity, infinity
		}
	}
}

// rootAll scores every root move exactly (a full window each), for the
// levels that choose among several good moves.
func (s *searcher) rootAll(depth int) []RootScore {
	ml := &s.lists[0]
	s.pos.GenerateLegal(ml)
	s.keepRootMoves(ml)
	out := make([]RootScore, 0, ml.N)
	for i := 0; i < ml.N; i++ {
		m := ml.Moves[i]
		u := s.makeMove(m)
		score := -s.negamax(-infinity, infinity, depth-1, 1, true)
		s.unmakeMove(m, u)
		if s.stopped && depth > 1 {
			return out
		}
		out = append(out, RootScore{m, score})
	}
	return out
}

// keepRootMoves drops from a root move list the moves outside
// s.rootMoves, when that restriction is set and leaves any move.
func (s *searcher) keepRootMoves(ml *c.MoveList) {
	if len(s.rootMoves) == 0 {
		return
	}
	n := 0
	for i := 0; i < ml.N; i++ {
		for _, m := range s.rootMoves {
			if ml.Moves[i] == m {
				ml.Moves[n] = ml.Moves[i]
				n++
				break
			}
		}
	}
	if n > 0 {
		ml.N = n
	}
}

// makeMove plays a move and records the new position's hash.
func (s *searcher) makeMove(m c.Move) c.Undo {
	u := s.pos.Make(m)
	s.keys = append(s.keys, s.pos.Hash())
	return u
}

func (s *searcher) unmakeMove(m c.Move, u c.Undo) {
	s.pos.Unmake(m, u)
	s.keys = s.keys[:len(s.keys)-1]
}

// checkTime polls the clock and the context every few thousand nodes.
func (s *searcher) checkTime() {
	if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
		s.stopped = true
		return
	}
	if s.nodes&2047 != 0 {
		return
	}
	if s.ctx.Err() != nil || (s.hasDeadline && time.Now().After(s.deadline)) {
		s.stopped = true
	}
}

// isDraw reports a repetition (once is enough inside the search) or
// the fifty-move rule.
func (s *searcher) isDraw() bool {
	if s.pos.HalfmoveClock() >= 100 {
		return true
	}
	n := len(s.keys) - 1
	key := s.keys[n]
	for i := n - 2; i >= 0 && i >= n-s.pos.HalfmoveClock(); i -= 2 {
		if s.keys[i] == key {
			return true
		}
	}
	return s.pos.InsufficientMaterial()
}

// drawScore is a draw from the point of view of the side to move,
// shaded by the contempt of the side that started the search.
func (s *searcher) drawScore() int {
	if s.pos.Side() == s.rootSide {
		return -s.contempt
	}
	return s.contempt
}
