package durak

import (
	"slices"

	"gamehall/internal/games/cards"
)

// Deck is the 36-card deck, six to ace in every suit: the original game's.
var Deck = cards.SetOf(cards.Deck36()...)

// DeckSizes are the decks a table may play with.
var DeckSizes = []int{24, 36, 52}

// DeckOf is the deck of the given size: nine to ace (24), six to ace
// (36) or two to ace (52).
func DeckOf(size int) cards.Set {
	if size == 36 {
		return Deck
	}
	return cards.SetOf(deckCards(size)...)
}

// deckCards is the deck of the given size in the order it is shuffled
// from (the order a seed has always dealt from).
func deckCards(size int) []cards.Card {
	switch size {
	case 24:
		return cards.Deck24()
	case 52:
		return cards.Deck52()
	}
	return cards.Deck36()
}

// MaxPlayersFor is the largest table a deck deals six cards to each
// (the last seat may get five, the trump card being left).
func MaxPlayersFor(deckSize int) int {
	return min(MaxPlayers, (deckSize+1)/HandSize)
}

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
// then by rank. Six of a plain suit is 0 (a two, in a 52-card deck, −4),
// a plain ace 8, the two of trumps 9 and the ace of trumps 21.
func Strength(c cards.Card, trump cards.Suit) int {
	v := int(c.Rank()) - int(cards.Six)
	if c.Suit() == trump {
		v += 13
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
