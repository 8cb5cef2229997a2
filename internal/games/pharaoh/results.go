package pharaoh

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Results are the person's entries once the series is over: a win, a
// loss or a draw by the sign of the total on the board of the bot's
// level, and for a series of ten matches the total on that level's
// champion table. A series resigned after a move of the person's is a
// loss on the level's board alone; before it, nothing.
func (s *state) Results() []kit.Result {
	if !s.Over() || s.Quit && s.Moves == 0 {
		return nil
	}
	total := s.Total()
	outcome := kit.Draw
	switch {
	case s.Quit:
		outcome = kit.Loss
	case total > 0:
		outcome = kit.Win
	case total < 0:
		outcome = kit.Loss
	}
	won := 0
	for _, m := range s.Matches {
		if m.Result > 0 {
			won++
		}
	}
	detail := kit.Detail{"kind": "pharaoh", "level": string(s.level()), "won": won, "matches": len(s.Matches), "total": total}
	r := kit.Result{Board: string(s.level()), Outcome: outcome, Score: int64(total), Moves: s.Moves, Ranked: s.Casual().Ranked(), Detail: detail}
	if s.Quit {
		// A series given up is a loss, and no total for the champions.
		detail["end"] = "resigned"
		return []kit.Result{r}
	}
	if s.Length == ChampionSeries {
		return []kit.Result{r, r.On(ChampionBoard(s.level()))}
	}
	return []kit.Result{r}
}

var _ kit.Ranker = (*state)(nil)

// Casual is why the series does not count: only the championship of
// ten matches is ranked. The original game's champion table is for ten
// matches, and a single match to 100 swings on one or two deals' luck,
// so its win neither compares with a championship's nor says much of a
// player's strength (zero while it counts).
func (s *state) Casual() kit.Casual { return casualLength(s.Length) }

// casualLength is the reason a series of length matches is casual.
func casualLength(length int) kit.Casual {
	if length != ChampionSeries {
		return kit.Because(fmt.Sprintf("only the championship of %d matches is ranked", ChampionSeries),
			fmt.Sprintf("в зачёт идёт только чемпионат из %d конов", ChampionSeries))
	}
	return kit.Casual{}
}

// ranking reads the length from the new-game form.
func ranking(v kit.Values) kit.Casual { return casualLength(v.Int("matches")) }
