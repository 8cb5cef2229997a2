package owchess

import (
	"context"
	"sort"

	game "gamehall/internal/games/owchess"
)

// searcher looks ahead from the bot's view.
type searcher struct {
	ctx   context.Context
	me    game.Color
	open  [2][64]bool // what each side's moves may use in the search
	nodes int
	stop  bool
}

// moves lists the side to move's moves, attacks first.
func (s *searcher) moves(p *pos) []game.Move {
	ms := game.Moves(&p.b, p.turn, p.ext[p.turn], &s.open[p.turn])
	sort.SliceStable(ms, func(i, j int) bool { return victim(p, ms[i]) > victim(p, ms[j]) })
	return ms
}

func victim(p *pos, m game.Move) int {
	q := p.b[m.To].P
	if q.Kind == game.None {
		return 0
	}
	if q.Kind == game.King {
		return 10000
	}
	return worth[q.Kind] + 1
}

// negamax returns the score of p for the side to move, depth plies
// deep, within the alpha-beta window.
func (s *searcher) negamax(p *pos, depth, alpha, beta int) int {
	s.nodes++
	if s.nodes&1023 == 0 && s.ctx.Err() != nil {
		s.stop = true
	}
	if depth == 0 || s.stop || p.kingDead[0] || p.kingDead[1] {
		return eval(p, p.turn, true)
	}
	ms := s.moves(p)
	if len(ms) == 0 {
		q := *p
		q.turn = q.turn.Other()
		return -s.negamax(&q, depth-1, -beta, -alpha)
	}
	best := -2 * winScore
	for _, m := range ms {
		q := *p
		play(&q, m)
		sc := -s.negamax(&q, depth-1, -beta, -alpha)
		if sc > best {
			best = sc
		}
		alpha = max(alpha, sc)
		if alpha >= beta {
			break
		}
	}
	return best
}

// scored is a root move with its score.
type scored struct {
	m     game.Move
	score int
}

// rootScores scores every root move, best first. Moves more than
// margin below the best so far are only proven worse (their score is an
// upper bound), which is all the choice needs and lets alpha-beta prune.
func (s *searcher) rootScores(p *pos, roots []game.Move, depth, margin int) []scored {
	out := make([]scored, 0, len(roots))
	best := -2 * winScore
	for _, m := range roots {
		q := *p
		play(&q, m)
		alpha := max(best-margin, -2*winScore)
		sc := -s.negamax(&q, depth-1, -2*winScore, -alpha)
		if s.stop {
			break
		}
		best = max(best, sc)
		out = append(out, scored{m, sc})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].score > out[j].score })
	return out
}
