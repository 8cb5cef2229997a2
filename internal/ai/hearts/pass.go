package hearts

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
)

// easyPass gives away the three highest cards, with no further thought.
func easyPass(hand []cards.Card, rng *rand.Rand) []cards.Card {
	order := slices.Clone(hand)
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	slices.SortStableFunc(order, func(a, b cards.Card) int { return cmp.Compare(b.Rank(), a.Rank()) })
	return order[:game.PassCount]
}

// smartPass scores every card by how much trouble it brings and passes
// the worst three: the queen of spades unless well guarded, the ace and
// king of spades without the queen's cover, high hearts, and the last
// cards of a short side suit so as to void it.
func smartPass(hand []cards.Card, rng *rand.Rand) []cards.Card {
	set := cards.SetOf(hand...)
	spades := set.OfSuit(cards.Spades)
	lowSpades := spades.Minus(cards.SetOf(
		cards.Of(cards.Queen, cards.Spades), cards.Of(cards.King, cards.Spades), cards.Of(cards.Ace, cards.Spades))).Len()
	hasQueen := set.Has(game.QueenOfSpades)

	danger := make(map[cards.Card]float64, len(hand))
	for _, c := range hand {
		r := float64(c.Rank())
		d := r - 8 // high cards win tricks
		switch c.Suit() {
		case cards.Spades:
			switch {
			case c == game.QueenOfSpades:
				// Keep a queen guarded by four low spades; it can be
				// dropped later on someone else's trick.
				d = 40
				if lowSpades >= 4 {
					d = -5
				}
			case c.Rank() > cards.Queen:
				d = 25
				if lowSpades >= 3 && !hasQueen {
					d = 6
				}
				if hasQueen && lowSpades < 4 {
					d = 30
				}
			default:
				// Low spades protect against a passed-in queen:
				// the seed's advice, do not pass all of them.
				d = r - 14
			}
		case cards.Hearts:
			d = r - 4
		default:
			// Emptying a short side suit makes a void to discard into.
			if n := set.CountSuit(c.Suit()); n <= 3 {
				d += float64(4-n) * 3
			}
		}
		danger[c] = d + rng.Float64()*0.5
	}
	order := slices.Clone(hand)
	slices.SortFunc(order, func(a, b cards.Card) int { return cmp.Compare(danger[b], danger[a]) })
	return order[:game.PassCount]
}
