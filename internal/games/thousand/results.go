package thousand

import (
	"gamehall/internal/games/kit"
)

// Results are the person's entries once the match is over: a win or a
// loss on the board of the bots' level, and the final score on the
// highest-score board.
func (s *state) Results() []kit.Result {
	if s.Phase != MatchOver {
		return nil
	}
	outcome := kit.Loss
	if s.Winner() == kit.HumanSeat {
		outcome = kit.Win
	}
	detail := kit.Detail{"kind": "thousand", "level": string(s.level()), "hands": len(s.Sheet),
		"scores": []any{s.Scores[0], s.Scores[1], s.Scores[2]}}
	score := int64(s.Scores[kit.HumanSeat])
	ranked := s.Casual().Ranked()
	return []kit.Result{
		{Board: string(s.level()), Outcome: outcome, Score: score, Moves: s.Moves, Ranked: ranked, Detail: detail},
		{Board: ScoreBoard, Outcome: outcome, Score: score, Moves: s.Moves, Ranked: ranked, Detail: detail},
	}
}
