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
		h := s.findHint()
		s.hint = &h
		s.hints++
		return nil
	case ActUndo:
		if err := s.undoLast(); err != nil {
			return err
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
	if s.startMs == 0 {
		s.startMs = max(now.UnixMilli(), 1)
	}
	if s.won() {
		s.endMs = max(now.UnixMilli(), s.startMs)
	}
	return nil
}
