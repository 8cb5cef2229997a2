package durak

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the cards of the other hands nobody saw go there, the
// deck under the turned-up trump, and the RNG.
func (s *state) Secrets(seat int) []kit.Secret {
	if seat < 0 || seat >= s.Players {
		return nil
	}
	var hands cards.Set
	for other := range s.Players {
		if other != seat {
			hands = hands.Union(s.Hands[other].Minus(s.Known[other]))
		}
	}
	deck := cards.SetOf(s.Deck...).Remove(s.Trump)
	return append(append(cards.Secrets("another hand holds", hands), cards.Secrets("the deck holds", deck)...), kit.RNGSecret(s.rng))
}
