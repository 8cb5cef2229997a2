package blackjack

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the shoe and the dealer's hole card while it is down. A
// shoe of several decks holds copies of the cards in plain sight, so each
// card's secret says how many copies of it are face up.
func (s *state) Secrets(int) []kit.Secret {
	hidden := []cards.Card(s.Shoe)
	up := map[cards.Card]int{}
	for i, c := range s.Dealer {
		if i == 1 && !s.HoleShown {
			hidden = append(hidden[:len(hidden):len(hidden)], c)
			continue
		}
		up[c]++
	}
	for _, seat := range s.Seats {
		for _, h := range seat.Hands {
			for _, c := range h.Cards {
				up[c]++
			}
		}
	}
	var out []kit.Secret
	var done cards.Set
	for _, c := range hidden {
		if !done.Has(c) {
			done = done.Add(c)
			out = append(out, cards.Secret("the shoe or the hole holds", c, up[c]))
		}
	}
	return append(out, kit.RNGSecret(s.rng))
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open the dealer's hole card while it is down and the
// shoe; the seats' cards are dealt face up.
func (s *state) Reveal() []cards.Pile {
	var out []cards.Pile
	if len(s.Dealer) > 1 && !s.HoleShown {
		out = append(out, cards.Pile{Seat: -1, What: cards.PileHole, Cards: []cards.Card{s.Dealer[1]}})
	}
	return append(out, cards.Table(cards.PileShoe, s.Shoe, true))
}
