package owchess

import (
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/owchess"
)

// Bots are the bots as the hall runs them.
func Bots() kit.Bots[game.View] {
	return kit.Bots[game.View]{Move: Bot, Effort: Effort, Ratings: LevelRatings()}
}

// Effort is what deciding from v costs: every level but Easy searches to
// its budget.
func Effort(v game.View) kit.Effort {
	return kit.Effort{Search: v.Level != kit.Easy}
}
