package thousand

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the other hands and the kitty while it lies face down,
// less what the table saw (the kitty once turned up, cards played and
// logged) and the cards this seat gave or was given, and the RNG.
func (s *state) Secrets(seat int) []kit.Secret {
	if seat < 0 || seat >= Players {
		return nil
	}
	public := s.Shown.Union(cards.SetOf(s.Trick...))
	for _, t := range s.Done {
		public = public.Union(cards.SetOf(t.Cards[:]...))
	}
	for _, e := range s.Log {
		public = public.Add(e.Card)
	}
	if s.Declarer == seat {
		public = public.Union(cards.SetOf(s.Gave[:]...))
	}
	out := cards.Secrets("another hand holds", cards.Others(s.Hands[:], seat).Minus(public))
	if s.Phase == Bidding {
		out = append(out, cards.Secrets("the kitty holds", s.Kitty.Minus(public))...)
	}
	return append(out, kit.RNGSecret(s.rng))
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open every hand and, while it lies face down, the kitty.
func (s *state) Reveal() []cards.Pile {
	out := cards.Hands(s.Hands[:])
	if s.Phase == Bidding {
		out = append(out, cards.Table(cards.PileKitty, s.Kitty.Cards(), false))
	}
	return out
}
