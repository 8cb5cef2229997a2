package klondike

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/klondike/solver"
)

// Node budgets of the solver's uses. They bound the work of one request
// to some tens of milliseconds on a slow core.
const (
	completeBudget = 5_000  // proving an all-face-up draw-three endgame
	hintBudget     = 10_000 // finding a winning line for a hint
)

// position is the state as the solver sees it, every card known.
func (s *state) position() solver.Position {
	p := solver.Position{DrawThree: s.drawThree, Stock: s.stock, Waste: s.waste}
	for i, c := range s.cols {
		p.Columns[i] = solver.Column{Down: c.down, Up: c.up}
	}
	for slot, n := range s.found {
		p.Foundations[FoundationSuits[slot]] = n
	}
	return p
}

// solve runs the solver on the current position. Play and Decode keep
// the position legal, so the solver's refusal cannot happen; were it to,
// the answer is simply "unknown".
func (s *state) solve(budget int) solver.Result {
	res, err := solver.Solve(s.position(), budget)
	if err != nil {
		return solver.Result{Verdict: solver.Unknown}
	}
	return res
}

// canComplete reports whether the rest is certain to succeed, judged
// only by what the player has seen: every tableau card is face up and
// either draw one is played (then every card can always be reached in
// turn), the stock and waste are empty, or the player knows the order
// of the whole talon (talonKnown) and the solver proves a win. In draw
// three an unseen stock order can decide the game, and offering the
// button by it would tell the player about face-down cards.
func (s *state) canComplete() bool {
	if s.won() || !s.allFaceUp() {
		return false
	}
	if !s.drawThree || len(s.stock)+len(s.waste) == 0 {
		return true
	}
	if !s.talonKnown() {
		return false
	}
	return s.solve(completeBudget).Verdict == solver.Solved
}

// talonKnown reports whether the player has seen every talon card in
// its place: the stock is empty, or the line of play has turned the
// waste back over. Cards reach the waste only by draws, and the waste
// shows the top three, so each card was face up when it was drawn; a
// stock made by turning the waste over holds only such cards, in an
// order the player saw. A line taken back by undo is not counted.
func (s *state) talonKnown() bool {
	if len(s.stock) == 0 {
		return true
	}
	for _, st := range s.history {
		if st.kind == stepRedeal {
			return true
		}
	}
	return false
}

// complete plays a winning line to the end, each draw and move a step
// of its own (so the move counter and undo see them all).
func (s *state) complete() error {
	if !s.canComplete() {
		return kit.Invalid("Auto-complete needs every card face up and a certain win.",
			"Автозавершение возможно, когда все карты открыты и победа гарантирована.")
	}
	res := s.solve(completeBudget)
	if res.Verdict != solver.Solved {
		return kit.Invalid("No certain win was found.", "Гарантированная победа не найдена.")
	}
	work := s.clone()
	for _, m := range res.Moves {
		if err := work.play(m); err != nil {
			return err
		}
	}
	*s = *work
	return nil
}

// play performs one solver move, drawing first as often as it takes to
// bring a talon card to the top of the waste.
func (s *state) play(m solver.Move) error {
	from, to := enginePlace(m.From), enginePlace(m.To)
	if m.From.Kind == solver.Talon {
		if err := s.drawUntil(m.Card); err != nil {
			return err
		}
	}
	st, err := s.resolve(from, to, m.Count)
	if err != nil {
		return err
	}
	s.perform(st)
	return nil
}

// drawUntil draws until c is on top of the waste; two passes through
// the talon are always enough when c can come up at all.
func (s *state) drawUntil(c cards.Card) error {
	for range 2*(len(s.stock)+len(s.waste)) + 2 {
		if n := len(s.waste); n > 0 && s.waste[n-1] == c {
			return nil
		}
		if err := s.draw(); err != nil {
			return err
		}
	}
	return kit.Invalid("That card cannot be drawn to the top of the waste.", "Эту карту не достать на верх отбоя.")
}

// enginePlace turns a solver place into the engine's.
func enginePlace(p solver.Place) place {
	switch p.Kind {
	case solver.Tableau:
		return columnPlace(p.Index)
	case solver.Foundation:
		return foundPlace(slotOf(cards.Suit(p.Index)))
	}
	return placeWaste
}
