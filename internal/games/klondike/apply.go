package klondike

import (
	"time"

	"gamehall/internal/games/kit"
)

// Apply performs one action of the player. Every action is checked in
// full before anything changes (complete works on a copy), so a refused
// action leaves the state exactly as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the player moves in Klondike.", "В Косынке ходит только игрок.")
	}
	cmd, err := parseAction(act)
	if err != nil {
		return err
	}
	if s.won() {
		return kit.Invalid("The game is won: deal a new one.", "Партия выиграна: раздайте новую.")
	}
	switch cmd.do {
	case ActHint:
		// The hint's solver sees the face-down cards.
		if s.Casual().Ranked() && !kit.Confirmed(act) {
			return kit.NeedsConfirm(
				"A hint comes from a solver that sees the face-down cards, so it makes this game casual: it will no longer count on the leaderboards. Show a hint anyway?",
				"Подсказку даёт решатель, который видит закрытые карты, поэтому игра станет товарищеской и не пойдёт в рекорды. Всё равно подсказать?")
		}
		h := s.findHint()
		s.hint = &h
		s.hints++
		s.becomeCasual(usedHint)
		return nil
	case ActUndo:
		revealing := s.undoReveals()
		if revealing && s.Casual().Ranked() && !kit.Confirmed(act) {
			return kit.NeedsConfirm(
				"Undoing this step hides a card you have already seen, so it makes this game casual: it will no longer count on the leaderboards. Undo anyway?",
				"Отмена этого шага снова закроет уже открытую карту, поэтому игра станет товарищеской и не пойдёт в рекорды. Всё равно отменить?")
		}
		if err := s.undoLast(); err != nil {
			return err
		}
		if revealing {
			s.becomeCasual(revealingUndo)
		}
		s.undos++
		if len(s.history) < s.planBase {
			s.plan, s.planBase = nil, 0 // the plan's start is gone
		}
	case ActDraw:
		if err := s.draw(); err != nil {
			return err
		}
	case ActComplete:
		if err := s.complete(); err != nil {
			return err
		}
	default:
		st, err := s.resolve(cmd.from, cmd.to, cmd.count)
		if err != nil {
			return err
		}
		s.perform(st)
	}
	s.hint = nil
	if s.pace.Note(now.UnixMilli()) {
		s.becomeCasual(kit.TooFastForAPerson)
	}
	if s.startMs == 0 {
		s.startMs = max(now.UnixMilli(), 1)
		s.counted = s.Casual().Ranked()
	}
	if s.won() {
		s.endMs = max(now.UnixMilli(), s.startMs)
	}
	return nil
}

// The reasons help makes a game casual.
var (
	usedHint      = kit.Help("a hint", "подсказку")
	revealingUndo = kit.Help("an undo that hid a seen card again", "отмену, снова закрывшую открытую карту")
)

// undoReveals reports whether undoing the last step would put a card
// the player has seen back out of sight: a drawn card back on the stock,
// or a card turned over by a move face down again.
func (s *state) undoReveals() bool {
	n := len(s.history)
	return n > 0 && (s.history[n-1].kind == stepDraw || s.history[n-1].flipped)
}

// becomeCasual keeps the first reason the game stopped counting.
func (s *state) becomeCasual(why kit.Casual) {
	if s.casual.Ranked() {
		s.casual = why
	}
}

// Casual is why the game does not count (zero while it does): a deal
// picked by the solver, help, or a pace no person keeps. Games stored
// before this was kept count their hints.
func (s *state) Casual() kit.Casual {
	switch {
	case !s.casual.Ranked():
		return s.casual
	case s.winnable:
		return winnableDeal
	case s.hints > 0:
		return usedHint
	}
	return kit.Casual{}
}
