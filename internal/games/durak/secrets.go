package durak

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"slices"
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
	var out []kit.Secret
	for _, c := range hands.Cards() {
		out = append(out, unnamed(cards.Secret("another hand holds", c, 0), c))
	}
	for _, c := range deck.Cards() {
		out = append(out, unnamed(cards.Secret("the deck holds", c, 0), c))
	}
	return append(out, kit.RNGSecret(s.rng))
}

// unnamed leaves a card's names out of its page needles: the page's grid
// of the whole pack (marking the cards beaten off) names every card by
// design, so a name there tells nothing. Its codes and face label remain.
func unnamed(s kit.Secret, c cards.Card) kit.Secret {
	s.HTML = slices.DeleteFunc(s.HTML, func(n string) bool { return n == c.NameEN() || n == c.NameRU() })
	return s
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open every hand and the deck, the trump card last.
func (s *state) Reveal() []cards.Pile {
	return append(cards.Hands(s.Hands), cards.Table(cards.PileStock, s.Deck, false))
}
