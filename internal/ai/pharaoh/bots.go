package pharaoh

import (
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/pharaoh"
)

// Bots are the bots as the hall runs them.
func Bots() kit.Bots[game.View] {
	return kit.Bots[game.View]{Move: Bot, Ratings: LevelRatings()}
}
