package durak

import (
	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// Bots are the bots as the hall runs them.
func Bots() kit.Bots[game.View] {
	return kit.Bots[game.View]{Move: Bot, Ratings: LevelRatings()}
}
