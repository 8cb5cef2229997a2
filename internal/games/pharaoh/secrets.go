package pharaoh

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the other hand while the deal is played and the stock,
// less the cards the table saw (the pile, the log, the cards known to be
// lacking, the hands of finished deals: the same pack is dealt again, so
// a code named there may be hidden now), and the RNG.
func (s *state) Secrets(seat int) []kit.Secret {
	if seat != Bot && seat != Person {
		return nil
	}
	d := &s.Deal
	public := cards.SetOf(d.Pile...).Union(d.Lacks[0]).Union(d.Lacks[1]).Add(d.Last)
	for _, e := range s.Log {
		public = public.Add(e.Card)
	}
	for _, r := range s.Deals {
		public = public.Union(r.Hands[0]).Union(r.Hands[1]).Add(r.Last)
	}
	var out []kit.Secret
	if s.Phase == Playing {
		out = cards.Secrets("the other hand holds", d.Hands[1-seat].Minus(public))
	}
	out = append(out, cards.Secrets("the stock holds", cards.SetOf(d.Stock...).Minus(public))...)
	return append(out, kit.RNGSecret(s.rng))
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open both hands of the deal and its stock.
func (s *state) Reveal() []cards.Pile {
	return append(cards.Hands(s.Deal.Hands[:]), cards.Table(cards.PileStock, s.Deal.Stock, true))
}
