package blackjack

import (
	game "gamehall/internal/games/blackjack"
	"gamehall/internal/games/kit"
)

// Bots are the bots as the hall runs them.
func Bots() kit.Bots[game.View] {
	return kit.Bots[game.View]{Move: Bot}
}
