package durak

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Results is the person's entry once the game is over: a loss for the
// fool; a win for getting out before the end; a draw for going out with
// the last ones together (or holding cards when the bout limit ends a
// game going round in circles). An unfinished game has none.
func (s *state) Results() []kit.Result {
	if s.Phase != Over {
		return nil
	}
	outcome := kit.Win
	detail := fmt.Sprintf("%d players, %s bots, ", s.Players, string(s.level()))
	switch out := s.OutAt[kit.HumanSeat]; {
	case s.Fool == kit.HumanSeat:
		outcome = kit.Loss
		detail += "fool"
	case s.Fool == -1 && (out == 0 || out == s.Bout):
		outcome = kit.Draw
		detail += "draw"
	default:
		detail += fmt.Sprintf("out after bout %d of %d", s.OutAt[kit.HumanSeat], s.Bout)
	}
	return []kit.Result{{
		Board:   BoardKey(s.Players, s.level()),
		Outcome: outcome,
		Score:   int64(s.Bout),
		Moves:   s.Moves,
		Detail:  detail,
	}}
}
