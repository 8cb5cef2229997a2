package pharaoh

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/pharaoh"
)

// Easy plays like a casual player: the most expensive card that fits
// (a joker only when nothing else does, calling its longest suit), one
// time in three just the first card that fits, and a card it drew is
// always played when it fits.
func Easy(v game.View, rng *rand.Rand) kit.Action {
	playable := v.Playable
	if playable.Empty() {
		if v.CanDraw {
			return Move{Do: "draw"}.Action()
		}
		return Move{Do: "pass"}.Action()
	}
	hand := cards.SetOf(v.Hand...)
	plain := playable.Minus(playable.Jokers())
	if plain.Empty() {
		c, _ := playable.Lowest()
		return Move{Do: "play", Card: c, Suit: bestSuit(hand.Remove(c))}.Action()
	}
	list := plain.Cards()
	pick := list[0]
	if rng.IntN(3) != 0 {
		for _, c := range list {
			if game.Points(c) > game.Points(pick) {
				pick = c
			}
		}
	} else {
		pick = list[rng.IntN(len(list))]
	}
	return Move{Do: "play", Card: pick}.Action()
}
