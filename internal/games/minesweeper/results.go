package minesweeper

import (
	"gamehall/internal/games/kit"
)

// Results is empty until the first reveal. From then on a game of a
// classic size stands on its win-rate board as a loss until it is won
// (a game counts from its first click, so leaving it costs, and it stays
// there as a ranked loss if it turns casual later: see rateResult); at the end
// it also stands on its best-time board with the time in ms as the score
// and the clicks as the moves. A custom field reports on "custom" only,
// which no board lists (the player's own history).
func (s *state) Results() []kit.Result {
	if s.status == Ready {
		return nil
	}
	timeKey, rateKey := boardKeys(s.cfg)
	ranked := s.Casual().Ranked()
	detail := kit.Detail{"kind": Slug, "preset": s.cfg.preset}
	if s.cfg.noGuess {
		detail["noguess"] = true
	}
	if !s.status.Over() {
		if rateKey == "" {
			return nil
		}
		// The detail stays the same until the end, so a click in play
		// does not rewrite the row.
		return []kit.Result{s.rateResult(rateKey, ranked, detail)}
	}
	outcome := kit.Win
	if s.status == Lost {
		outcome = kit.Loss
	}
	elapsed := s.endMs - s.startMs
	total, solved := s.board.bv3()
	detail["3bv"], detail["solved"], detail["ms"], detail["clicks"] = total, solved, elapsed, s.clicks
	out := []kit.Result{{
		Board:   timeKey,
		Outcome: outcome,
		Score:   elapsed,
		Moves:   s.clicks,
		Ranked:  ranked,
		Detail:  detail,
	}}
	if rateKey != "" {
		out = append(out, s.rateResult(rateKey, ranked, detail))
	}
	return out
}

// rateResult is the game on its win-rate board, where the rate is wins
// over games started: a game counts as lost from its first reveal until
// it is won. A game begun ranked stays there when it turns casual later
// (a pace no person keeps, a win faster than the world record), as a
// loss even if then won (the board keeps the loss it counted; the
// casual win does not count), so the player's statistics read what the
// board counts.
func (s *state) rateResult(board string, ranked bool, detail kit.Detail) kit.Result {
	r := kit.Result{Board: board, Outcome: kit.Loss, Ranked: ranked, Detail: detail}
	if s.status.Over() {
		r.Moves = s.clicks
	}
	switch {
	case s.status == Won && ranked:
		r.Outcome = kit.Win
	case s.status == Won && !s.counted:
		r.Outcome = kit.Win // casual from the start: the player's own history
	case s.counted:
		r.Ranked = true
	}
	return r
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
