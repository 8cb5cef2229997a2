package game101

import (
	"gamehall/internal/games/kit"
)

// Results are the person's entries once the match is decided for them:
// a win or a loss on the board of the bots' level, and on a win the
// final score on the lowest-score board. A person who is out has lost
// even while the bots play on, and so has one who resigned after a move
// of their own; a match still open for them has none.
func (s *state) Results() []kit.Result {
	if s.Phase != MatchOver && !s.Out[kit.HumanSeat] && !s.Quit || s.Quit && s.Moves == 0 {
		return nil
	}
	outcome := kit.Loss
	if s.Winner() == kit.HumanSeat && !s.Quit {
		outcome = kit.Win
	}
	scores := make([]any, len(s.Scores))
	for i, sc := range s.Scores {
		scores[i] = sc
	}
	detail := kit.Detail{"kind": "101", "players": s.Players, "level": string(s.level()), "rounds": len(s.Rounds), "scores": scores}
	if s.Quit {
		detail["end"] = "resigned"
	}
	r := kit.Result{
		Board:   string(s.level()),
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
