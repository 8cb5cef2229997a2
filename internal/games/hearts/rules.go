package hearts

import "gamehall/internal/games/cards"

// Seats is the number of players at the table. Seat 0 is the person
// (brown monkey); play and passing "left" go 0 → 1 → 2 → 3 → 0.
const Seats = 4

// HandSize is the number of cards each seat is dealt.
const HandSize = 13

// PassCount is the number of cards passed in a passing round.
const PassCount = 3

// MoonPoints is every penalty point of a round: 13 hearts and the queen.
const MoonPoints = 26

// The two cards the rules name.
var (
	QueenOfSpades = cards.Of(cards.Queen, cards.Spades)
	TwoOfClubs    = cards.Of(cards.Two, cards.Clubs)
)

// Direction is where the cards go in a round's pass.
type Direction int

// The four pass directions, in the order the rounds cycle through them.
const (
	PassLeft Direction = iota
	PassAcross
	PassRight
	PassNone
)

// DirectionOf is the pass direction of round n (counting from 0).
func DirectionOf(round int) Direction { return Direction(round % 4) }

// Receiver is the seat that the given seat passes to, or the seat
// itself when there is no pass.
func (d Direction) Receiver(seat int) int {
	return (seat + [4]int{1, 2, 3, 0}[d&3]) % Seats
}

// Giver is the seat that passes to the given seat.
func (d Direction) Giver(seat int) int {
	return (seat + [4]int{3, 2, 1, 0}[d&3]) % Seats
}

// NameEN is the direction in English, e.g. "left".
func (d Direction) NameEN() string { return [4]string{"left", "across", "right", "no pass"}[d&3] }

// NameRU is the direction in Russian, e.g. "налево".
func (d Direction) NameRU() string {
	return [4]string{"налево", "напротив", "направо", "без обмена"}[d&3]
}

// Points is the penalty a card carries: 1 for a heart, 13 for the queen
// of spades, 0 otherwise.
func Points(c cards.Card) int {
	switch {
	case c == QueenOfSpades:
		return 13
	case c.Suit() == cards.Hearts:
		return 1
	}
	return 0
}

// SetPoints is the penalty carried by a set of cards.
func SetPoints(s cards.Set) int {
	p := s.CountSuit(cards.Hearts)
	if s.Has(QueenOfSpades) {
		p += 13
	}
	return p
}

// Legal returns the cards of hand that may be played. led is the suit of
// the trick's first card, or NoSuit when the seat leads; firstTrick and
// heartsBroken describe the round so far.
func Legal(hand cards.Set, led cards.Suit, firstTrick, heartsBroken bool) cards.Set {
	if !led.Valid() {
		if firstTrick && hand.Has(TwoOfClubs) {
			return cards.SetOf(TwoOfClubs)
		}
		if !heartsBroken {
			if rest := hand.Minus(hand.OfSuit(cards.Hearts)); !rest.Empty() {
				return rest
			}
		}
		return hand
	}
	if follow := hand.OfSuit(led); !follow.Empty() {
		return follow
	}
	if firstTrick {
		clean := hand.Minus(hand.OfSuit(cards.Hearts)).Remove(QueenOfSpades)
		if !clean.Empty() {
			return clean
		}
	}
	return hand
}

// Winner returns the seat that takes a complete trick: the highest card
// of the suit led by leader. cardsBySeat holds each seat's card.
func Winner(cardsBySeat [Seats]cards.Card, leader int) int {
	led := cardsBySeat[leader].Suit()
	best := leader
	for seat, c := range cardsBySeat {
		if c.Suit() == led && c.Rank() > cardsBySeat[best].Rank() {
			best = seat
		}
	}
	return best
}

// Display is the order a hand is shown in: clubs, diamonds, spades,
// hearts, each from 2 up to the ace.
var Display = cards.Order([4]cards.Suit{cards.Clubs, cards.Diamonds, cards.Spades, cards.Hearts}, cards.FaceValue)
