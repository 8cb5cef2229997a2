package thousand

import (
	"gamehall/internal/games/kit"
)

// Results are the person's entries once the match is over: a win or a
// loss on the board of the bots' level, and the final score on the
// highest-score board. A match resigned after a move of the person's is
// a loss on the level's board alone; before it, nothing.
func (s *state) Results() []kit.Result {
	if !s.Over() || s.Quit && s.Moves == 0 {
		return nil
	}
	outcome := kit.Loss
	if s.Phase == MatchOver && s.Winner() == kit.HumanSeat && !s.Quit {
		outcome = kit.Win
	}
	detail := kit.Detail{"kind": "thousand", "level": string(s.level()), "hands": len(s.Sheet),
		"scores": []any{s.Scores[0], s.Scores[1], s.Scores[2]}}
	score := int64(s.Scores[kit.HumanSeat])
	ranked := s.Casual().Ranked()
	if s.Quit {
		// A match given up is a loss; its score never reached the end.
		detail["end"] = "resigned"
		return []kit.Result{{Board: string(s.level()), Outcome: outcome, Score: score, Moves: s.Moves, Ranked: ranked, Detail: detail}}
	}
	return []kit.Result{
		{Board: string(s.level()), Outcome: outcome, Score: score, Moves: s.Moves, Ranked: ranked, Detail: detail},
		{Board: ScoreBoard, Outcome: outcome, Score: score, Moves: s.Moves, Ranked: ranked, Detail: detail},
	}
}
