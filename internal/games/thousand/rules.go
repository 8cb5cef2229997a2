package thousand

import (
	"gamehall/internal/games/cards"
)

// Deck is the 24-card deck: 9, J, Q, K, 10, A of each suit.
var Deck = cards.Deck24()

// FullDeck is the deck as a set.
var FullDeck = cards.SetOf(Deck...)

// The auction's limits.
const (
	// OpeningBid is the least first bid, which the player left of the
	// dealer must make.
	OpeningBid = 100
	// BidStep is the step of every bid.
	BidStep = 5
	// PlainMax is the highest bid without a marriage in hand.
	PlainMax = 120
	// Target is the score that wins the match.
	Target = 1000
	// HandSize is the cards dealt to each player; KittySize the kitty.
	HandSize  = 7
	KittySize = 3
	// Tricks is the number of tricks in a hand (8 cards each after the
	// declarer gives two away).
	Tricks = 8
)

// Strength orders the ranks within a suit: 9 < J < Q < K < 10 < A.
func Strength(r cards.Rank) int {
	switch r {
	case cards.Nine:
		return 0
	case cards.Jack:
		return 1
	case cards.Queen:
		return 2
	case cards.King:
		return 3
	case cards.Ten:
		return 4
	case cards.Ace:
		return 5
	}
	return -1
}

// Points is what a card is worth in a taken trick.
func Points(c cards.Card) int {
	switch c.Rank() {
	case cards.Ace:
		return 11
	case cards.Ten:
		return 10
	case cards.King:
		return 4
	case cards.Queen:
		return 3
	case cards.Jack:
		return 2
	}
	return 0
}

// SetPoints adds up the points of a set of cards.
func SetPoints(s cards.Set) int { return s.Sum(Points) }

// MarriageValue is what a marriage of the suit scores: spades 40, clubs
// 60, diamonds 80, hearts 100.
func MarriageValue(s cards.Suit) int {
	switch s {
	case cards.Spades:
		return 40
	case cards.Clubs:
		return 60
	case cards.Diamonds:
		return 80
	case cards.Hearts:
		return 100
	}
	return 0
}

// HasMarriage reports whether a hand holds the King and Queen of a suit.
func HasMarriage(h cards.Set, s cards.Suit) bool {
	return h.Has(cards.Of(cards.King, s)) && h.Has(cards.Of(cards.Queen, s))
}

// Marriages lists the suits of the marriages a hand holds.
func Marriages(h cards.Set) []cards.Suit {
	var out []cards.Suit
	for _, s := range cards.Suits {
		if HasMarriage(h, s) {
			out = append(out, s)
		}
	}
	return out
}

// MaxBid is the highest bid a hand allows: 120, plus the value of every
// marriage it holds (the points it could really make).
func MaxBid(h cards.Set) int {
	n := PlainMax
	for _, s := range Marriages(h) {
		n += MarriageValue(s)
	}
	return n
}

// Declares reports whether leading card c from hand h to trick number
// trick (0 is the first) declares a marriage: a King or Queen whose
// partner is in the same hand, on any trick but the first.
func Declares(h cards.Set, c cards.Card, trick int) bool {
	if trick == 0 || !h.Has(c) || (c.Rank() != cards.King && c.Rank() != cards.Queen) {
		return false
	}
	return HasMarriage(h, c.Suit())
}

// Legal is what a hand may play to a trick whose first card is lead
// (NoCard when leading) under trump (NoSuit when none is declared):
// follow suit; failing that, trump; failing that, anything.
func Legal(h cards.Set, lead cards.Card, trump cards.Suit) cards.Set {
	if lead == cards.NoCard {
		return h
	}
	if s := h.OfSuit(lead.Suit()); !s.Empty() {
		return s
	}
	if trump.Valid() {
		if s := h.OfSuit(trump); !s.Empty() {
			return s
		}
	}
	return h
}

// Beats reports whether card c beats the best card so far, best, in a
// trick under trump.
func Beats(c, best cards.Card, trump cards.Suit) bool {
	if c.Suit() == best.Suit() {
		return Strength(c.Rank()) > Strength(best.Rank())
	}
	return trump.Valid() && c.Suit() == trump
}

// Winner is the index in played of the card that takes the trick: the
// highest trump, else the highest card of the suit led.
func Winner(played []cards.Card, trump cards.Suit) int {
	best := 0
	for i := 1; i < len(played); i++ {
		if Beats(played[i], played[best], trump) {
			best = i
		}
	}
	return best
}

// Display orders cards for a hand: by suit (♠ ♥ ♣ ♦), then high to low.
var Display = cards.Order(cards.HandSuits, func(r cards.Rank) int { return -Strength(r) })
