package durak

import (
	"slices"

	"gamehall/internal/games/cards"
)

// Deck is the 36-card deck, six to ace in every suit.
var Deck = cards.SetOf(cards.Deck36()...)

// Beats reports whether defence beats attack when trump is the trump
// suit: a higher card of the same suit, or any trump over a non-trump.
func Beats(defence, attack cards.Card, trump cards.Suit) bool {
	if defence.Suit() == attack.Suit() {
		return defence.Rank() > attack.Rank()
	}
	return defence.Suit() == trump
}

// Beaters is the part of hand that beats attack.
func Beaters(hand cards.Set, attack cards.Card, trump cards.Suit) cards.Set {
	var out cards.Set
	for _, c := range hand.Cards() {
		if Beats(c, attack, trump) {
			out = out.Add(c)
		}
	}
	return out
}

// OfRanks is the part of hand whose ranks are among the ranks of on.
func OfRanks(hand, on cards.Set) cards.Set {
	var out cards.Set
	for _, c := range hand.Cards() {
		for _, t := range on.Cards() {
			if c.Rank() == t.Rank() {
				out = out.Add(c)
				break
			}
		}
	}
	return out
}

// Strength orders cards for play: every trump above every other card,
// then by rank. Six of a plain suit is 0, ace of trumps 17.
func Strength(c cards.Card, trump cards.Suit) int {
	v := int(c.Rank() - cards.Six)
	if c.Suit() == trump {
		v += 9
	}
	return v
}

// Display sorts a hand as players hold it: plain suits in a fixed order
// alternating colours, the trump suit last, each by rank.
func Display(trump cards.Suit) func(a, b cards.Card) int {
	place := func(s cards.Suit) int {
		if s == trump {
			return 9
		}
		return s.HandPlace()
	}
	return func(a, b cards.Card) int {
		if d := place(a.Suit()) - place(b.Suit()); d != 0 {
			return d
		}
		return int(a.Rank()) - int(b.Rank())
	}
}

// Sorted lists a set of cards in display order.
func Sorted(set cards.Set, trump cards.Suit) []cards.Card {
	out := set.Cards()
	slices.SortFunc(out, Display(trump))
	return out
}
