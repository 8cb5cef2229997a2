package game101

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the other hands and the stock, less every card the table
// saw (played and logged, in the pile, known to be lacking, or laid open
// once the round is over), and the RNG.
func (s *state) Secrets(seat int) []kit.Secret {
	if seat < 0 || seat >= s.Players {
		return nil
	}
	var hands cards.Set
	if s.Phase == Playing {
		hands = cards.Others(s.Hands, seat)
	}
	public := cards.SetOf(s.Pile...)
	for _, e := range s.Log {
		public = public.Add(e.Card)
	}
	for _, r := range s.Rounds {
		public = public.Add(r.Last)
	}
	for _, l := range s.Lacks {
		public = public.Union(l)
	}
	return cards.Unseen(hands, cards.SetOf(s.Stock...), public, s.rng)
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open every hand and the stock.
func (s *state) Reveal() []cards.Pile {
	return append(cards.Hands(s.Hands), cards.Table(cards.PileStock, s.Stock, true))
}
