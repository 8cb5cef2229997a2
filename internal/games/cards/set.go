package cards

import (
	"math/bits"
	"strings"
)

// Set is a set of distinct cards, one bit per card byte. It suits games
// played with a single deck (a hand, the cards seen so far); a blackjack
// shoe holds duplicates and uses plain slices instead.
type Set uint64

// SetOf returns the set holding the given cards (invalid ones ignored).
func SetOf(cards ...Card) Set {
	var s Set
	for _, c := range cards {
		s = s.Add(c)
	}
	return s
}

func bit(c Card) Set {
	if !c.Valid() {
		return 0
	}
	return 1 << (c & 63)
}

// Add returns s with c in it.
func (s Set) Add(c Card) Set { return s | bit(c) }

// Remove returns s without c.
func (s Set) Remove(c Card) Set { return s &^ bit(c) }

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c.Valid() && s&bit(c) != 0 }

// Len is the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether s holds no card.
func (s Set) Empty() bool { return s == 0 }

// Union returns the cards in s or t.
func (s Set) Union(t Set) Set { return s | t }

// Intersect returns the cards in both s and t.
func (s Set) Intersect(t Set) Set { return s & t }

// Minus returns the cards in s and not in t.
func (s Set) Minus(t Set) Set { return s &^ t }

// suitMask has the bits of every ordinary card of suit Clubs; shifting it
// left by the suit number gives any other suit.
const suitMask Set = 0x0111_1111_1111_1100 // ranks 2..14, suit 0

// OfSuit returns the cards of suit su in s.
func (s Set) OfSuit(su Suit) Set {
	if !su.Valid() {
		return 0
	}
	return s & (suitMask << su)
}

// CountSuit is the number of cards of suit su in s.
func (s Set) CountSuit(su Suit) int { return s.OfSuit(su).Len() }

// Jokers returns the jokers in s.
func (s Set) Jokers() Set { return s & (0b0111 << (Joker << 2)) }

// Cards lists the cards of s in encoding order: by rank, low to high,
// and clubs, diamonds, hearts, spades within a rank.
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for rest := uint64(s); rest != 0; rest &= rest - 1 {
		out = append(out, Card(bits.TrailingZeros64(rest)))
	}
	return out
}

// Sum adds up value over the cards of s (a hand's points, say).
func (s Set) Sum(value func(Card) int) int {
	n := 0
	for rest := uint64(s); rest != 0; rest &= rest - 1 {
		n += value(Card(bits.TrailingZeros64(rest)))
	}
	return n
}

// Lowest returns the card of s with the smallest byte (the lowest rank
// of its suits when s holds one suit); ok is false when s is empty.
func (s Set) Lowest() (Card, bool) {
	if s == 0 {
		return NoCard, false
	}
	return Card(bits.TrailingZeros64(uint64(s))), true
}

// Highest returns the card of s with the largest byte (Ace over King,
// with a single suit); ok is false when s is empty.
func (s Set) Highest() (Card, bool) {
	if s == 0 {
		return NoCard, false
	}
	return Card(63 - bits.LeadingZeros64(uint64(s))), true
}

// String lists the codes of s, comma separated, in encoding order.
func (s Set) String() string { return Join(s.Cards()) }

// Join writes cards as their codes separated by commas: "QS,2H,3D", the
// form an action field carries.
func Join(cards []Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParseList reads codes separated by commas and/or spaces ("QS,2H 3D").
// An empty text is an empty list.
func ParseList(text string) ([]Card, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' })
	out := make([]Card, 0, len(fields))
	for _, f := range fields {
		c, err := Parse(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// MustList is ParseList for constants in code and tests; it panics on
// bad text.
func MustList(text string) []Card {
	out, err := ParseList(text)
	if err != nil {
		panic("cards.MustList(" + text + "): " + err.Error())
	}
	return out
}

// MustSet is the set of MustList's cards.
func MustSet(text string) Set { return SetOf(MustList(text)...) }

// Tally checks that the cards of a deck are each in exactly one place,
// as a state's consistency check does: every place's cards are counted
// once, and at the end every card of the deck has been.
type Tally struct {
	deck, seen Set
}

// NewTally starts counting the cards of deck.
func NewTally(deck Set) *Tally { return &Tally{deck: deck} }

// Add counts c; false when c is not of the deck or counted already.
func (t *Tally) Add(c Card) bool {
	if !t.deck.Has(c) || t.seen.Has(c) {
		return false
	}
	t.seen = t.seen.Add(c)
	return true
}

// AddSet counts the cards of s; false, counting none, when one is not
// of the deck or counted already.
func (t *Tally) AddSet(s Set) bool {
	if s.Minus(t.deck) != 0 || s.Intersect(t.seen) != 0 {
		return false
	}
	t.seen = t.seen.Union(s)
	return true
}

// AddList counts the cards of a list (a stock, a pile) in turn; false
// at the first that Add refuses.
func (t *Tally) AddList(list []Card) bool {
	for _, c := range list {
		if !t.Add(c) {
			return false
		}
	}
	return true
}

// Complete reports whether every card of the deck has been counted.
func (t *Tally) Complete() bool { return t.seen == t.deck }
