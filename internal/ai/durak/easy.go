package durak

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// easy plays a beginner's game: it attacks with a random card (a plain
// one if it has any), beats with a random card that beats, now and then
// takes anyway, and throws in a random card about a third of the time.
func easy(v game.View, rng *rand.Rand) kit.Action {
	pick := func(set cards.Set) cards.Card {
		cs := set.Cards()
		return cs[rng.IntN(len(cs))]
	}
	switch v.Play {
	case "attack":
		plain := v.Playable.Minus(v.Playable.OfSuit(v.TrumpSuit))
		if !plain.Empty() && rng.IntN(4) != 0 {
			return play(v, pick(plain).String())
		}
		return play(v, pick(v.Playable).String())
	case "defend":
		if !v.Transferable.Empty() && rng.IntN(3) == 0 {
			return transfer(pick(v.Transferable))
		}
		if v.Playable.Empty() || rng.IntN(10) == 0 {
			return take()
		}
		return play(v, pick(v.Playable).String())
	}
	if !v.Playable.Empty() && rng.IntN(3) == 0 {
		return play(v, pick(v.Playable).String())
	}
	return pass()
}
