package blackjack

import "gamehall/internal/games/cards"

// Value is a card's blackjack value: face value for 2..10, 10 for J, Q
// and K, and 11 for an ace (counted down to 1 by Total when needed).
func Value(c cards.Card) int {
	switch r := c.Rank(); {
	case r == cards.Ace:
		return 11
	case r >= cards.Ten && r <= cards.King:
		return 10
	default:
		return int(r)
	}
}

// Total is the best total of a hand: aces count 11 unless that busts,
// then 1. soft is true when an ace still counts 11.
func Total(hand []cards.Card) (total int, soft bool) {
	aces := 0
	for _, c := range hand {
		total += Value(c)
		if c.Rank() == cards.Ace {
			aces++
		}
	}
	for total > 21 && aces > 0 {
		total -= 10
		aces--
	}
	return total, aces > 0
}

// IsNatural reports whether two cards make a blackjack: an ace and a
// ten-valued card. A hand made by a split is never a natural (the caller
// checks that).
func IsNatural(hand []cards.Card) bool {
	if len(hand) != 2 {
		return false
	}
	t, _ := Total(hand)
	return t == 21
}

// IsPair reports whether two cards may be split: the same rank (two
// eights, two kings; a king and a ten are not a pair).
func IsPair(hand []cards.Card) bool {
	return len(hand) == 2 && hand[0].Rank() == hand[1].Rank()
}
