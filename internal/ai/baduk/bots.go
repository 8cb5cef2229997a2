package baduk

import (
	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// Bots are the bots as the hall runs them.
func Bots() kit.Bots[g.View] {
	return kit.Bots[g.View]{Move: Move, Effort: Effort, Ratings: LevelRatings()}
}

// Effort is what deciding from v costs. Easy runs a fixed few hundred
// playouts, cheap on 9x9 only; the other levels search to their budget.
// Strong on 13x13 and 19x19 takes two of the hall's budgets: its
// measured strength there (the rules page's table) is at about two
// seconds a move.
func Effort(v g.View) kit.Effort {
	e := kit.Effort{Search: v.Level != kit.Easy || v.Size > 9}
	if v.Level == kit.Strong && v.Size > 9 {
		e.Budget = 2
	}
	return e
}
