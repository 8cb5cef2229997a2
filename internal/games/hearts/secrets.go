package hearts

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the other seats' cards, less the ones this seat passed
// (it knows who holds them once play begins), and the RNG.
func (s *state) Secrets(seat int) []kit.Secret {
	if !seatOK(seat) {
		return nil
	}
	hidden := cards.Others(s.Hands[:], seat)
	if s.Phase != Passing {
		hidden = hidden.Minus(s.Chosen[seat])
	}
	return append(cards.Secrets("another hand holds", hidden), kit.RNGSecret(s.rng))
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open every hand (there is no stock: all 52 are dealt).
func (s *state) Reveal() []cards.Pile {
	return cards.Hands(s.Hands[:])
}
