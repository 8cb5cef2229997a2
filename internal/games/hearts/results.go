package hearts

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Results are the person's entries once the game is over: a win, draw
// or loss on the board of the bots' level, and on a win the final score
// on the lowest-score board. A game resigned after a move of the
// person's is a loss; an unfinished game, or one resigned before that
// move, has none.
func (s *state) Results() []kit.Result {
	if !s.Over() || s.Quit && s.Moves == 0 {
		return nil
	}
	ranked := s.Casual().Ranked()
	detail := kit.Detail{"kind": "hearts", "level": boardKey(s.level()), "rounds": len(s.Rounds),
		"scores": []any{s.Scores[0], s.Scores[1], s.Scores[2], s.Scores[3]}}
	outcome := kit.Loss
	if s.Quit {
		detail["end"] = "resigned"
	} else {
		outcome = s.outcome()
	}
	r := kit.Result{
		Board:   boardKey(s.level()),
		Outcome: outcome,
		Score:   int64(s.Scores[kit.HumanSeat]),
		Moves:   s.Moves,
		Ranked:  ranked,
		Detail:  detail,
	}
	if outcome == kit.Win {
		return []kit.Result{r, r.On(BestBoard)}
	}
	return []kit.Result{r}
}

// outcome is how the game ended for the person: alone lowest wins, tied
// lowest draws.
func (s *state) outcome() kit.Outcome {
	winners := s.Winners()
	switch {
	case winners[0] != kit.HumanSeat:
		return kit.Loss
	case len(winners) > 1:
		return kit.Draw
	}
	return kit.Win
}

// Casual is why the game does not count: a target other than the
// standard one, since a short game's scores and wins do not compare with
// a full one's (zero while it counts).
func (s *state) Casual() kit.Casual { return casualTarget(s.Target) }

// casualTarget is the reason a game to target is casual, if it is.
func casualTarget(target int) kit.Casual {
	if target != DefaultTarget {
		return kit.Because(fmt.Sprintf("played to %d, not the standard %d", target, DefaultTarget),
			fmt.Sprintf("игра до %d, а не до стандартных %d", target, DefaultTarget))
	}
	return kit.Casual{}
}

// ranking reads the target from the new-game form.
func ranking(v kit.Values) kit.Casual { return casualTarget(v.Int("target")) }
