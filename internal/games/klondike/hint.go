package klondike

import (
	"slices"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/klondike/solver"
)

// Hint is a suggested next action.
type Hint struct {
	// Do is ActMove or ActDraw, or empty when no move is left at all.
	Do       string
	From, To string // places as forms name them, for a move
	Count    int
	Card     cards.Card // the (deepest) card to move; NoCard for a draw
	// Sure says the hint starts a line the solver proved wins.
	Sure bool
	// Lost says the solver searched every line from here and found no
	// win: an undo or a new deal is the way on.
	Lost bool
}

// findHint suggests the next step of a winning line: the stored plan's
// while the player follows it, else the first step of a line the solver
// finds now (which becomes the plan). When the solver finds none in its
// budget, a rule of thumb picks the move instead.
func (s *state) findHint() Hint {
	if st, ok := s.planned(); ok {
		return s.stepHint(st)
	}
	s.plan, s.planBase = nil, 0
	res := s.solve(hintBudget)
	if res.Verdict == solver.Solved && len(res.Moves) > 0 {
		work := s.clone()
		for _, m := range res.Moves {
			if work.play(m) != nil {
				return s.heuristicHint()
			}
		}
		s.plan, s.planBase = work.history[len(s.history):], len(s.history)
		return s.stepHint(s.plan[0])
	}
	h := s.heuristicHint()
	h.Lost = res.Verdict == solver.Unsolvable
	return h
}

// planned returns the plan's next step if the history since the plan
// was made follows it and the step is still legal.
func (s *state) planned() (step, bool) {
	done := len(s.history) - s.planBase
	if s.plan == nil || done < 0 || done >= len(s.plan) || !slices.Equal(s.history[s.planBase:], s.plan[:done]) {
		return step{}, false
	}
	next := s.plan[done]
	switch next.kind {
	case stepMove:
		got, err := s.resolve(next.from, next.to, next.count)
		return next, err == nil && got.to == next.to
	case stepDraw:
		return next, len(s.stock) > 0
	}
	return next, len(s.stock) == 0 && len(s.waste) > 0
}

// stepHint describes a step of a winning line as a hint.
func (s *state) stepHint(st step) Hint {
	if st.kind != stepMove {
		return Hint{Do: ActDraw, Sure: true}
	}
	return Hint{Do: ActMove, From: st.from.String(), To: st.to.String(), Count: st.count, Card: s.movedCard(st), Sure: true}
}

// heuristicHint ranks the legal moves by what usually helps: a card
// home, a hidden card turned over, a king into an empty column, the
// waste card played; else a draw.
func (s *state) heuristicHint() Hint {
	best, bestScore := step{}, 0
	for _, st := range s.legalMoves() {
		if score := s.hintScore(st); score > bestScore {
			best, bestScore = st, score
		}
	}
	if bestScore > 0 {
		return Hint{Do: ActMove, From: best.from.String(), To: best.to.String(), Count: best.count, Card: s.movedCard(best)}
	}
	if len(s.stock)+len(s.waste) > 0 {
		return Hint{Do: ActDraw}
	}
	return Hint{}
}

// hintScore rates a legal move; zero means "not worth suggesting".
func (s *state) hintScore(st step) int {
	flips := st.from.isColumn() && st.count == len(s.cols[st.from].up) && len(s.cols[st.from].down) > 0
	switch {
	case st.from.isFoundation():
		return 0 // taking a card back down is a tactic, not a hint
	case st.to.isFoundation() && flips:
		return 100
	case st.to.isFoundation():
		return 90
	case flips:
		return 80 + len(s.cols[st.from].down)
	case st.from == placeWaste:
		return 60
	}
	return 0 // shuffling face-up cards between columns
}
