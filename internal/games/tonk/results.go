package tonk

import (
	"fmt"

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
	detail := fmt.Sprintf("%d players, %s bots, ante %d, hands %d, won %d, tonks %d, bankroll %d",
		s.Players, string(s.level()), s.Ante, s.HandNo, s.Wins[kit.HumanSeat], s.Tonks, me)
	return []kit.Result{
		{Board: BankrollBoard, Outcome: outcome, Score: int64(s.Peak), Moves: s.Moves, Detail: detail},
		{Board: HandsBoard, Outcome: outcome, Score: int64(s.Wins[kit.HumanSeat]), Moves: s.Moves, Detail: detail},
	}
}
