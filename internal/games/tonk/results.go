package tonk

import (
	"gamehall/internal/games/kit"
)

// Results are the person's entries: the highest bankroll reached and
// the hands won, recorded from the first hand on. Once the game is over
// it is a win if the person left with more than they sat down with.
func (s *state) Results() []kit.Result {
	me := s.Bank[kit.HumanSeat]
	outcome := kit.Unfinished
	if s.Phase == GameOver {
		switch {
		case me > StartBankroll:
			outcome = kit.Win
		case me == StartBankroll:
			outcome = kit.Draw
		default:
			outcome = kit.Loss
		}
	}
	detail := kit.Detail{"kind": "tonk", "players": s.Players, "level": string(s.level()), "ante": s.Ante,
		"hands": s.HandNo, "won": s.Wins[kit.HumanSeat], "tonks": s.Tonks, "bankroll": me}
	return []kit.Result{
		{Board: BankrollBoard, Outcome: outcome, Score: int64(s.Peak), Moves: s.Moves, Ranked: true, Detail: detail},
		{Board: HandsBoard, Outcome: outcome, Score: int64(s.Wins[kit.HumanSeat]), Moves: s.Moves, Ranked: true, Detail: detail},
	}
}
