package blackjack

import (
	"gamehall/internal/games/kit"
)

// Results is the person's entry on the bankroll board: the money they
// cash out with. It counts once the game is over (cashed out, or broke)
// and the person has played a round: a peak later lost was never money
// in hand. It is a win if the person left with more than they sat down
// with.
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
		Score:   int64(me.Bankroll),
		Moves:   s.Moves,
		Ranked:  s.Phase == GameOver && me.Stats.Rounds > 0 && s.Casual().Ranked(),
		Detail: kit.Detail{"kind": "blackjack", "rounds": me.Stats.Rounds, "won": me.Stats.Wins,
			"blackjacks": me.Stats.Blackjacks, "bankroll": me.Bankroll},
	}}
}

// casinoTable is why a casino table is casual: its added rules and bet
// changes move the money, so it does not compare with the original game.
var casinoTable = kit.Because("casino table rules", "правила стола казино")

// Casual is why the table does not count (zero while it does).
func (s *state) Casual() kit.Casual {
	if s.Rules != (Rules{}) {
		return casinoTable
	}
	return kit.Casual{}
}

// ranking: the original game's table is the ranked one.
func ranking(v kit.Values) kit.Casual {
	if v.String("rules") == RulesCasino {
		return casinoTable
	}
	return kit.Casual{}
}
