package minesweeper

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Results is empty until the game ends; then it is one entry on the
// preset's board (or "custom", which has no leaderboard) with the time in
// ms as the score and the clicks as the moves.
func (s *state) Results() []kit.Result {
	if !s.status.Over() {
		return nil
	}
	outcome := kit.Win
	if s.status == Lost {
		outcome = kit.Loss
	}
	elapsed := s.endMs - s.startMs
	total, solved := s.board.bv3()
	detail := fmt.Sprintf("3BV %d, %.2f 3BV/s", total, perSecond(solved, elapsed))
	if s.status == Lost {
		detail = fmt.Sprintf("3BV %d/%d, %.2f 3BV/s", solved, total, perSecond(solved, elapsed))
	}
	return []kit.Result{{
		Board:   s.cfg.preset,
		Outcome: outcome,
		Score:   elapsed,
		Moves:   s.clicks,
		Detail:  detail,
	}}
}
