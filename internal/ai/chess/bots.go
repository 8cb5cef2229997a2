package chess

import (
	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// Bots are the bots as the hall runs them.
func Bots() kit.Bots[c.View] {
	return kit.Bots[c.View]{Move: Bot, Effort: Effort, Ratings: LevelRatings()}
}

// Effort is what deciding from v costs: the three weakest levels search
// two plies at most, the others search to their budget.
func Effort(v c.View) kit.Effort {
	return kit.Effort{Search: v.Level != kit.Beginner && v.Level != kit.Novice && v.Level != kit.Easy}
}
