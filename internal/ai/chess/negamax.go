package chess

import (
	c "gamehall/internal/games/chess"
)

// negamax is the principal variation search: the first move gets the
// full window, the rest a null window that is widened only when a move
// beats the best so far. pv is true on the principal variation, where
// no pruning shortcuts are taken.
func (s *searcher) negamax(alpha, beta, depth, ply int, pv bool) int {
	s.pvLen[ply] = ply
	if ply > 0 {
		if s.isDraw() {
			return s.drawScore()
		}
		// Mate distance pruning: no line from here beats a mate already
		// found nearer the root.
		alpha, beta = max(alpha, -mateScore+ply), min(beta, mateScore-ply-1)
		if alpha >= beta {
			return alpha
		}
	}
	inCheck := s.pos.InCheck()
	if inCheck && ply < maxPly-8 {
		depth++ // never stop searching while in check
	}
	if depth <= 0 || ply >= maxPly-2 {
		return s.quiesce(alpha, beta, ply)
	}
	s.nodes++
	s.checkTime()
	if s.stopped {
		return 0
	}

	key := s.pos.Hash()
	ttMove := c.NoMove
	if e, ok := s.tt.probe(key); ok {
		ttMove = e.move
		if !pv && int(e.depth) >= depth {
			score := scoreFromTT(int(e.score), ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && score >= beta,
				e.bound == boundUpper && score <= alpha:
				return score
			}
		}
	}
	// Internal iterative reduction: a node no search has seen before
	// is searched a ply shallower; the next iteration deepens it.
	if ttMove == c.NoMove && depth >= 4 {
		depth--
	}

	eval := 0
	if !inCheck {
		eval = Evaluate(&s.pos)
		// Reverse futility: far above beta near the leaves, stop.
		if !pv && depth <= 3 && eval-90*depth >= beta && beta > -mateBound {
			return eval
		}
		// Null move: give the opponent a free move; if we still beat
		// beta, a real move surely does.
		if !pv && depth >= 3 && eval >= beta && s.hasPieces() && ply > 0 {
			r := 3 + depth/6
			u := s.pos.MakeNull()
			s.keys = append(s.keys, s.pos.Hash())
			score := -s.negamax(-beta, -beta+1, depth-1-r, ply+1, false)
			s.keys = s.keys[:len(s.keys)-1]
			s.pos.UnmakeNull(u)
			if s.stopped {
				return 0
			}
			if score >= beta && score < mateBound {
				return beta
			}
		}
	}

	ml := &s.lists[ply]
	s.pos.GenerateLegal(ml)
	if ml.N == 0 {
		if inCheck {
			return -mateScore + ply
		}
		return s.drawScore()
	}
	if ply == 0 {
		s.keepRootMoves(ml)
	}
	s.scoreMoves(ply, ttMove)

	best, bestMove := -infinity, c.NoMove
	origAlpha := alpha
	for i := 0; i < ml.N; i++ {
		m := s.pickMove(ply, i)
		quiet := s.isQuiet(m)
		// Futility: a quiet move cannot lift a hopeless static score.
		if !pv && !inCheck && quiet && i > 0 && depth <= 2 && eval+110*depth <= alpha && best > -mateBound {
			continue
		}
		u := s.makeMove(m)
		givesCheck := s.pos.InCheck()
		var score int
		if i == 0 {
			score = -s.negamax(-beta, -alpha, depth-1, ply+1, pv)
		} else {
			r := 0
			if depth >= 3 && quiet && !inCheck && !givesCheck && i >= 3 {
				r = 1
				if i >= 8 {
					r = 2
				}
				if depth >= 8 && i >= 16 {
					r = 3
				}
				if pv {
					r--
				}
			}
			score = -s.negamax(-alpha-1, -alpha, depth-1-r, ply+1, false)
			if score > alpha && r > 0 {
				score = -s.negamax(-alpha-1, -alpha, depth-1, ply+1, false)
			}
			if score > alpha && score < beta {
				score = -s.negamax(-beta, -alpha, depth-1, ply+1, true)
			}
		}
		s.unmakeMove(m, u)
		if s.stopped {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				if ply == 0 {
					s.iterBest = m
				}
				s.pv[ply][ply] = m
				copy(s.pv[ply][ply+1:s.pvLen[ply+1]], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
				s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
				if score >= beta {
					if quiet {
						s.rememberQuiet(ply, depth, m, i)
					}
					break
				}
			}
		}
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	s.tt.store(key, bestMove, scoreToTT(best, ply), depth, bound)
	return best
}

// quiesce searches captures (and every evasion when in check) until the
// position is quiet, so the evaluation is never taken mid-exchange.
func (s *searcher) quiesce(alpha, beta, ply int) int {
	s.pvLen[ply] = ply
	s.nodes++
	s.checkTime()
	if s.stopped {
		return 0
	}
	if ply > s.selDepth {
		s.selDepth = ply
	}
	key := s.pos.Hash()
	if e, ok := s.tt.probe(key); ok {
		score := scoreFromTT(int(e.score), ply)
		switch {
		case e.bound == boundExact,
			e.bound == boundLower && score >= beta,
			e.bound == boundUpper && score <= alpha:
			return score
		}
	}
	origAlpha := alpha
	inCheck := s.pos.InCheck()
	stand := -infinity
	if !inCheck {
		stand = Evaluate(&s.pos)
		if stand >= beta || ply >= maxPly {
			return stand
		}
		alpha = max(alpha, stand)
	}
	ml := &s.lists[ply]
	s.pos.GenerateCaptures(ml)
	if ml.N == 0 && inCheck {
		return -mateScore + ply
	}
	s.scoreCaptures(ply)
	best := stand
	for i := 0; i < ml.N; i++ {
		m := s.pickMove(ply, i)
		if !inCheck {
			victim := s.pos.PieceAt(m.To()).Type()
			if m.IsEnPassant() {
				victim = c.Pawn
			}
			// Delta pruning: even winning the piece cannot reach alpha.
			if m.Promotion() == c.NoType && stand+valueEG[victim]+200 <= alpha {
				continue
			}
			if s.scores[ply][i] < 0 {
				continue // loses material by exchange
			}
		}
		u := s.makeMove(m)
		score := -s.quiesce(-beta, -alpha, ply+1)
		s.unmakeMove(m, u)
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if score >= beta {
					break
				}
			}
		}
	}
	if best > -infinity {
		bound := boundExact
		switch {
		case best >= beta:
			bound = boundLower
		case best <= origAlpha:
			bound = boundUpper
		}
		s.tt.store(key, c.NoMove, scoreToTT(best, ply), 0, bound)
	}
	return best
}

// hasPieces reports whether the side to move has more than pawns, so a
// null move is unlikely to hit zugzwang.
func (s *searcher) hasPieces() bool {
	side := s.pos.Side()
	return s.pos.ByColor(side)&^(s.pos.Pieces(side, c.Pawn)|s.pos.Pieces(side, c.King)) != 0
}

func (s *searcher) isQuiet(m c.Move) bool {
	return s.pos.PieceAt(m.To()) == c.NoPiece && !m.IsEnPassant() && m.Promotion() == c.NoType
}
