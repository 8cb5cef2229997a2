package durak

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Results is the person's entry once the game is over: a loss for the
// fool, a draw when nobody was left holding cards, a win otherwise. An
// unfinished game has none.
func (s *state) Results() []kit.Result {
	if s.Phase != Over {
		return nil
	}
	outcome := kit.Win
	detail := fmt.Sprintf("%d players, %s bots, ", s.Players, s.Level.Key())
	switch s.Fool {
	case kit.HumanSeat:
		outcome = kit.Loss
		detail += "fool"
	case -1:
		outcome = kit.Draw
		detail += "draw"
	default:
		detail += fmt.Sprintf("out after bout %d of %d", s.OutAt[kit.HumanSeat], s.Bout)
	}
	return []kit.Result{{
		Board:   BoardKey(s.Players, s.Level),
		Outcome: outcome,
		Score:   int64(s.Bout),
		Moves:   s.Moves,
		Detail:  detail,
	}}
}
