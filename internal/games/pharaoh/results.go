package pharaoh

import (
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
	r := kit.Result{Board: string(s.level()), Outcome: outcome, Score: int64(total), Moves: s.Moves, Ranked: true, Detail: detail}
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
