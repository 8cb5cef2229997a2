package klondike

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/klondike/solver"
)

// Columns is the number of tableau columns.
const Columns = solver.Columns

// FoundationSuits gives each foundation slot (f1..f4) its suit, in the
// order the board shows them: the colours alternate.
var FoundationSuits = [4]cards.Suit{cards.Spades, cards.Hearts, cards.Clubs, cards.Diamonds}

// slotOf returns the foundation slot (0..3) of a suit.
func slotOf(s cards.Suit) int {
	for i, fs := range FoundationSuits {
		if fs == s {
			return i
		}
	}
	return 0
}

// Rank is a card's Klondike rank: the ace is 1, below the two, and the
// king 13.
func Rank(c cards.Card) int { return solver.Rank(c) }

// Stacks reports whether card c may be put on card onto in the tableau:
// one rank lower and of the other colour.
func Stacks(c, onto cards.Card) bool {
	return Rank(c) > 0 && Rank(c)+1 == Rank(onto) && c.Red() != onto.Red()
}

// foundationCard returns the n-th card (1 = ace) of slot's foundation.
func foundationCard(slot, n int) cards.Card {
	r := cards.Rank(n)
	if n == 1 {
		r = cards.Ace
	}
	return cards.Of(r, FoundationSuits[slot])
}
