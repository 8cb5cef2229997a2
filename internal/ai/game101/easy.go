package game101

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/game101"
)

// Easy plays any matching card, chosen at random.
func Easy(view game.View, rng *rand.Rand) cards.Card {
	list := view.Playable.Cards()
	return list[rng.IntN(len(list))]
}
