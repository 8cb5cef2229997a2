package minesweeper

import (
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
	detail := kit.Detail{"kind": Slug, "3bv": total, "solved": solved, "ms": elapsed}
	return []kit.Result{{
		Board:   s.cfg.preset,
		Outcome: outcome,
		Score:   elapsed,
		Moves:   s.clicks,
		Ranked:  true,
		Detail:  detail,
	}}
}
