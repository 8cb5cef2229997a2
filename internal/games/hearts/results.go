package hearts

import (
	"gamehall/internal/games/kit"
)

// Results are the person's entries once the game is over: a win, draw
// or loss on the board of the bots' level, and on a win the final score
// on the lowest-score board. An unfinished game has none.
func (s *state) Results() []kit.Result {
	if s.Phase != GameOver {
		return nil
	}
	outcome := s.outcome()
	detail := kit.Detail{"kind": "hearts", "level": boardKey(s.level()), "rounds": len(s.Rounds),
		"scores": []any{s.Scores[0], s.Scores[1], s.Scores[2], s.Scores[3]}}
	r := kit.Result{
		Board:   boardKey(s.level()),
		Outcome: outcome,
		Score:   int64(s.Scores[kit.HumanSeat]),
		Moves:   s.Moves,
		Ranked:  true,
		Detail:  detail,
	}
	if outcome == kit.Win {
		return []kit.Result{r, r.On(BestBoard)}
	}
	return []kit.Result{r}
}

// outcome is how the game ended for the person: alone lowest wins, tied
// lowest draws.
func (s *state) outcome() kit.Outcome {
	winners := s.Winners()
	switch {
	case winners[0] != kit.HumanSeat:
		return kit.Loss
	case len(winners) > 1:
		return kit.Draw
	}
	return kit.Win
}
