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
		Ranked:  s.Casual().Ranked(),
		Detail:  detail,
	}}
}

// Casual is why the game does not count (zero while it does): a custom
// field, a pace no person keeps, or a win faster than the human world
// record for its size.
func (s *state) Casual() kit.Casual {
	if !s.casual.Ranked() {
		return s.casual
	}
	p, ok := presetByKey(s.cfg.preset)
	switch {
	case !ok:
		return customField
	case s.status == Won && s.endMs-s.startMs < p.RecordMs:
		return kit.Because("won faster than the human world record", "выиграно быстрее мирового рекорда")
	}
	return kit.Casual{}
}

// customField is why a custom-sized game is casual.
var customField = kit.Because("a custom field", "поле своего размера")

// ranking: the three classic sizes are ranked, a custom field is not.
func ranking(v kit.Values) kit.Casual {
	if v.String("preset") == CustomKey {
		return customField
	}
	return kit.Casual{}
}
