package tonk

import (
	"strconv"

	"gamehall/internal/games/kit"
)

// Results are the person's entries, counted once they have played (a
// table left untouched has earned nothing): the bankroll they leave the
// table with, recorded only when they cash out or the game ends (a peak
// later lost was never money in hand), and the hands won. Once the game
// is over it is a win if the person left with more than they sat down
// with; resigning is a loss, leaving the table with the bankroll in hand
// (the pot of the hand given up is lost).
func (s *state) Results() []kit.Result {
	me := s.Bank[kit.HumanSeat]
	outcome := kit.Unfinished
	if s.Over() {
		switch {
		case s.Quit:
			outcome = kit.Loss
		case me > StartBankroll:
			outcome = kit.Win
		case me == StartBankroll:
			outcome = kit.Draw
		default:
			outcome = kit.Loss
		}
	}
	played := s.Casual().Ranked() && s.Moves > 0
	detail := kit.Detail{"kind": "tonk", "players": s.Players, "level": string(s.level()), "ante": s.Ante,
		"hands": s.HandNo, "won": s.Wins[kit.HumanSeat], "tonks": s.Tonks, "bankroll": me}
	if s.Quit {
		detail["end"] = "resigned"
	}
	return []kit.Result{
		{Board: BankrollBoard, Outcome: outcome, Score: int64(me), Moves: s.Moves, Ranked: played && s.Over(), Detail: detail},
		{Board: HandsBoard, Outcome: outcome, Score: int64(s.Wins[kit.HumanSeat]), Moves: s.Moves, Ranked: played, Detail: detail},
	}
}

// Casual is why the table does not count: rules other than the standard
// ante, Tonk threshold and Tonk on the deal (zero while it counts).
func (s *state) Casual() kit.Casual {
	return casualRules(s.Ante, s.Threshold, s.DealTonk)
}

// casualRules: the bankroll boards compare money, so they need one set
// of stakes and rules.
func casualRules(ante, threshold int, dealTonk bool) kit.Casual {
	if ante != DefaultAnte || threshold != DefaultThreshold || !dealTonk {
		return kit.Because("rules other than the standard ante "+strconv.Itoa(DefaultAnte)+", Tonk threshold "+strconv.Itoa(DefaultThreshold)+" and Tonk on the deal",
			"правила не стандартные: анте "+strconv.Itoa(DefaultAnte)+", порог Тонка "+strconv.Itoa(DefaultThreshold)+", Тонк на раздаче")
	}
	return kit.Casual{}
}

// ranking reads the same rules from the new-game form.
func ranking(v kit.Values) kit.Casual {
	return casualRules(v.Int("ante"), v.Int("tonk"), v.String("dealtonk") == "on")
}
