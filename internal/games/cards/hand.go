package cards

import (
	"slices"

	"gamehall/internal/games/kit"
)

// Hand is an ordered list of cards that may repeat (a blackjack hand from
// a shoe) — the order a player keeps them in. For single-deck games a
// [Set] is often handier; Hand converts both ways.
type Hand []Card

// Has reports whether the hand holds c.
func (h Hand) Has(c Card) bool { return slices.Contains(h, c) }

// Count is the number of copies of c in the hand.
func (h Hand) Count(c Card) int {
	n := 0
	for _, x := range h {
		if x == c {
			n++
		}
	}
	return n
}

// Without returns a new hand with the first copy of c removed; ok is
// false (and the copy unchanged) when c is not there. h is not changed.
func (h Hand) Without(c Card) (rest Hand, ok bool) {
	i := slices.Index(h, c)
	if i < 0 {
		return slices.Clone(h), false
	}
	rest = make(Hand, 0, len(h)-1)
	rest = append(rest, h[:i]...)
	return append(rest, h[i+1:]...), true
}

// WithoutAll returns a new hand with one copy of each of cs removed; ok
// is false when some card is missing (counting repeats), and then rest
// is nil. h is not changed.
func (h Hand) WithoutAll(cs ...Card) (rest Hand, ok bool) {
	rest = slices.Clone(h)
	for _, c := range cs {
		i := slices.Index(rest, c)
		if i < 0 {
			return nil, false
		}
		rest = slices.Delete(rest, i, i+1)
	}
	return rest, true
}

// OfSuit returns the cards of suit s, in hand order.
func (h Hand) OfSuit(s Suit) Hand {
	var out Hand
	for _, c := range h {
		if c.Suit() == s {
			out = append(out, c)
		}
	}
	return out
}

// Set returns the distinct cards of the hand as a [Set].
func (h Hand) Set() Set { return SetOf(h...) }

// String lists the hand's codes separated by commas.
func (h Hand) String() string { return Join(h) }

// Order compares two cards for sorting a hand the way a game shows it:
// suits in the order given, then ranks by the game's own strength (a
// function from rank to a number, higher is stronger). Jokers go last.
// Use it with slices.SortFunc.
func Order(suits [4]Suit, strength func(Rank) int) func(a, b Card) int {
	var place [5]int
	place[NoSuit] = 4
	for i, s := range suits {
		if s.Valid() {
			place[s] = i
		}
	}
	return func(a, b Card) int {
		if d := place[a.Suit()] - place[b.Suit()]; d != 0 {
			return d
		}
		if a.IsJoker() || b.IsJoker() {
			return int(a) - int(b)
		}
		return strength(a.Rank()) - strength(b.Rank())
	}
}

// FaceValue is the natural rank strength for [Order]: 2..10, then J, Q,
// K, A as 11..14.
func FaceValue(r Rank) int { return int(r) }

// FromHand reads the code of a card a player names from their hand: a
// card of deck that hand holds, else a refusal (*kit.InputError) saying
// which of the two it is not.
func FromHand(code string, deck, hand Set) (Card, error) {
	c, err := Parse(code)
	if err != nil || !deck.Has(c) {
		return NoCard, kit.Invalid("Name a card by its code, like QS or 10H.", "Укажите карту кодом, например QS или 10H.")
	}
	if !hand.Has(c) {
		return NoCard, kit.Invalid("That card is not in your hand.", "Этой карты нет у вас на руке.")
	}
	return c, nil
}
