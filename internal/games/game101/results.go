package game101

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Results are the person's entries once the match is decided for them:
// a win or a loss on the board of the bots' level, and on a win the
// final score on the lowest-score board. A person who is out has lost
// even while the bots play on, and so has one who resigned after a move
// of their own; a match still open for them has none.
func (s *state) Results() []kit.Result {
	if s.Phase != MatchOver && !s.Out[kit.HumanSeat] && !s.Quit || s.Quit && s.Moves == 0 {
		return nil
	}
	outcome := kit.Loss
	if s.Winner() == kit.HumanSeat && !s.Quit {
		outcome = kit.Win
	}
	scores := make([]any, len(s.Scores))
	for i, sc := range s.Scores {
		scores[i] = sc
	}
	detail := kit.Detail{"kind": "101", "players": s.Players, "level": string(s.level()), "rounds": len(s.Rounds), "scores": scores}
	if s.Quit {
		detail["end"] = "resigned"
	}
	r := kit.Result{
		Board:   string(s.level()),
		Outcome: outcome,
		Score:   int64(s.Scores[kit.HumanSeat]),
		Moves:   s.Moves,
		Ranked:  s.Casual().Ranked(),
		Detail:  detail,
	}
	if outcome == kit.Win {
		return []kit.Result{r, r.On(BestBoard)}
	}
	return []kit.Result{r}
}

var _ kit.Ranker = (*state)(nil)

// RankedPlayers is the one table size that is ranked. The rules allow
// two to six and name no standard; a seat's chance to be the last one
// standing is about one in the table's size, so wins at different sizes
// do not compare, and a rating must be of one game. Four is the form's
// default, the table most games here are played at, and a middle one:
// five cards each from 36 still leave a stock of 16, so the draws that
// sixes, sevens and the king of spades force keep their bite.
const RankedPlayers = DefaultPlayers

// Casual is why the match does not count: a table of another size than
// RankedPlayers (zero while it counts).
func (s *state) Casual() kit.Casual { return casualPlayers(s.Players) }

// casualPlayers is the reason a table of n players is casual.
func casualPlayers(n int) kit.Casual {
	if n != RankedPlayers {
		return kit.Because(fmt.Sprintf("only a table of %d is ranked", RankedPlayers),
			fmt.Sprintf("в зачёт идёт только стол на %d игроков", RankedPlayers))
	}
	return kit.Casual{}
}

// ranking reads the table size from the new-game form.
func ranking(v kit.Values) kit.Casual { return casualPlayers(v.Int("players")) }
