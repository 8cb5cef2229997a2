package blackjack

import (
	"gamehall/internal/games/kit"
)

// Results is the person's entry on the bankroll board: the highest
// bankroll reached, recorded from the first round on so the board sees
// it even if the bankroll is later lost. Once the game is over it is a
// win if the person left with more than they sat down with.
func (s *state) Results() []kit.Result {
	me := s.Seats[kit.HumanSeat]
	outcome := kit.Unfinished
	if s.Phase == GameOver {
		switch {
		case me.Bankroll > StartBankroll:
			outcome = kit.Win
		case me.Bankroll == StartBankroll:
			outcome = kit.Draw
		default:
			outcome = kit.Loss
		}
	}
	return []kit.Result{{
		Board:   BankrollBoard,
		Outcome: outcome,
		Score:   int64(me.Peak),
		Moves:   s.Moves,
		Ranked:  true,
		Detail: kit.Detail{"kind": "blackjack", "rounds": me.Stats.Rounds, "won": me.Stats.Wins,
			"blackjacks": me.Stats.Blackjacks, "bankroll": me.Bankroll},
	}}
}
