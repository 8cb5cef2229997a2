package cards

import "math/rand/v2"

// NewDeck returns one card of every suit for each rank from lowest up to
// Ace, suit by suit (clubs, diamonds, hearts, spades; low to high within
// a suit), followed by the given jokers. It is unshuffled.
func NewDeck(lowest Rank, jokers ...JokerColor) []Card {
	if lowest < Two {
		lowest = Two
	}
	var deck []Card
	if lowest <= Ace {
		deck = make([]Card, 0, 4*int(Ace-lowest+1)+len(jokers))
	}
	for _, s := range Suits {
		for r := lowest; r <= Ace; r++ {
			deck = append(deck, Of(r, s))
		}
	}
	for _, col := range jokers {
		if j := JokerOf(col); j != NoCard {
			deck = append(deck, j)
		}
	}
	return deck
}

// Deck52 is the full French deck, 2 to Ace (Hearts, Blackjack, Klondike,
// Tonk).
func Deck52() []Card { return NewDeck(Two) }

// Deck36 is the Russian piquet deck, 6 to Ace (Durak, 101).
func Deck36() []Card { return NewDeck(Six) }

// Deck24 is 9 to Ace (Thousand).
func Deck24() []Card { return NewDeck(Nine) }

// Deck26 is Pharaoh's deck: 9 to Ace plus two jokers, the ordinary blue
// one and a special one whose colour (red or black) the game chooses.
func Deck26(special JokerColor) []Card { return NewDeck(Nine, BlueJoker, special) }

// Shoe is n 52-card decks together, as a blackjack shoe (n < 1 counts as
// one deck).
func Shoe(n int) []Card {
	n = max(n, 1)
	one := Deck52()
	shoe := make([]Card, 0, n*len(one))
	for range n {
		shoe = append(shoe, one...)
	}
	return shoe
}

// Shuffle puts cards in a uniformly random order in place (Fisher-Yates),
// drawing only from r, which the game keeps in its state so a deal can
// be replayed.
func Shuffle(cards []Card, r *rand.Rand) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}
