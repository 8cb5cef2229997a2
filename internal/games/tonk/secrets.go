package tonk

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the other hands while a hand is played and the stock, less
// what the table saw (the pile, cards taken from it, spreads, the log,
// the hands laid open at the last count), and the RNG.
func (s *state) Secrets(seat int) []kit.Secret {
	if seat < 0 || seat >= s.Players {
		return nil
	}
	public := cards.SetOf(s.Pile...)
	for _, t := range s.Taken {
		public = public.Union(t)
	}
	for _, sp := range s.Spreads {
		public = public.Union(sp.Cards)
	}
	for _, e := range s.Log {
		public = public.Add(e.Card).Union(cards.SetOf(e.Cards...))
	}
	if n := len(s.History); n > 0 {
		for _, h := range s.History[n-1].Shown {
			public = public.Union(h)
		}
	}
	var hands cards.Set
	if s.Phase == Start || s.Phase == Drawn {
		hands = cards.Others(s.Hands, seat)
	}
	return cards.Unseen(hands, cards.SetOf(s.Stock...), public, s.rng)
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open every hand and the stock.
func (s *state) Reveal() []cards.Pile {
	return append(cards.Hands(s.Hands), cards.Table(cards.PileStock, s.Stock, true))
}
