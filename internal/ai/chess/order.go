package chess

import (
	c "gamehall/internal/games/chess"
)

// Move ordering bands: the hash move, captures that do not lose
// material (most valuable victim first, least valuable attacker next),
// queen promotions, the two killers, quiet moves by history, and last
// the captures that lose material.
const (
	orderHash    = 1 << 30
	orderGood    = 1 << 28
	orderKiller1 = 1<<27 + 1
	orderKiller2 = 1 << 27
	orderBad     = -(1 << 28)
	historyMax   = 1 << 20
)

func mvvLva(victim, attacker c.PieceType) int32 {
	return int32(victim)*16 - int32(attacker)
}

func (s *searcher) scoreMoves(ply int, ttMove c.Move) {
	ml := &s.lists[ply]
	side := s.pos.Side()
	for i := 0; i < ml.N; i++ {
		m := ml.Moves[i]
		var sc int32
		switch {
		case m == ttMove:
			sc = orderHash
		case !s.isQuiet(m):
			sc = s.captureOrder(m)
		case m == s.killers[ply][0]:
			sc = orderKiller1
		case m == s.killers[ply][1]:
			sc = orderKiller2
		default:
			sc = s.history[side][m.From()][m.To()]
		}
		s.scores[ply][i] = sc
	}
}

// scoreCaptures orders the quiescence moves; losing captures get a
// negative score, which quiesce uses to skip them.
func (s *searcher) scoreCaptures(ply int) {
	ml := &s.lists[ply]
	for i := 0; i < ml.N; i++ {
		s.scores[ply][i] = s.captureOrder(ml.Moves[i])
	}
}

func (s *searcher) captureOrder(m c.Move) int32 {
	victim := s.pos.PieceAt(m.To()).Type()
	if m.IsEnPassant() {
		victim = c.Pawn
	}
	attacker := s.pos.PieceAt(m.From()).Type()
	base := mvvLva(victim, attacker)
	if m.Promotion() == c.Queen {
		base += 100
	} else if m.Promotion() != c.NoType {
		return orderBad + base // under-promotions rarely matter
	}
	if victim == c.NoType && m.Promotion() == c.NoType {
		return s.history[s.pos.Side()][m.From()][m.To()] // a quiet evasion
	}
	if victim >= attacker || see(&s.pos, m) >= 0 {
		return orderGood + base
	}
	return orderBad + base
}

// pickMove swaps the best-scored remaining move into place i (a lazy
// selection sort: after a cut-off the rest is never sorted).
func (s *searcher) pickMove(ply, i int) c.Move {
	ml := &s.lists[ply]
	sc := &s.scores[ply]
	best := i
	for j := i + 1; j < ml.N; j++ {
		if sc[j] > sc[best] {
			best = j
		}
	}
	ml.Moves[i], ml.Moves[best] = ml.Moves[best], ml.Moves[i]
	sc[i], sc[best] = sc[best], sc[i]
	return ml.Moves[i]
}

// rememberQuiet records a quiet move that caused a cut-off: as a killer
// of its ply, and in the history table (with the quiet moves tried
// before it marked down).
func (s *searcher) rememberQuiet(ply, depth int, m c.Move, index int) {
	if s.killers[ply][0] != m {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = m
	}
	side := s.pos.Side()
	bonus := int32(depth * depth)
	ml := &s.lists[ply]
	for j := 0; j < index; j++ {
		o := ml.Moves[j]
		if s.isQuiet(o) {
			h := &s.history[side][o.From()][o.To()]
			*h -= bonus
			if *h < -historyMax {
				*h = -historyMax
			}
		}
	}
	h := &s.history[side][m.From()][m.To()]
	*h += bonus
	if *h > historyMax {
		for a := range s.history[side] {
			for b := range s.history[side][a] {
				s.history[side][a][b] /= 2
			}
		}
	}
}
