package tonk

import (
	"slices"

	"gamehall/internal/games/cards"
)

// FullDeck is the 52-card deck Tonk is played with.
var FullDeck = cards.SetOf(cards.Deck52()...)

// Points is a card's count: ace 1, jack, queen and king 10, every other
// card its face value.
func Points(c cards.Card) int {
	switch r := c.Rank(); {
	case r == cards.Ace:
		return 1
	case r >= cards.Jack:
		return 10
	default:
		return int(r)
	}
}

// HandPoints is the count of a hand.
func HandPoints(h cards.Set) int { return h.Sum(Points) }

// Kind is the sort of a spread.
type Kind string

// The spreads.
const (
	// Book: three or four cards of one rank.
	Book Kind = "set"
	// Run: three or more cards of one suit in sequence; the ace is low
	// (A-2-3) or high (Q-K-A), never both.
	Run Kind = "run"
)

// Spread is a meld laid on the table. Anyone may hit it (add a card).
type Spread struct {
	// Owner is the seat that laid it down.
	Owner int       `json:"o"`
	Kind  Kind      `json:"k"`
	Cards cards.Set `json:"c"`
	// Lo and Hi bound a run by position: 2..13 for the two to the king,
	// 1 for a low ace and 14 for a high one. Zero for a book.
	Lo int `json:"lo,omitempty"`
	Hi int `json:"hi,omitempty"`
}

// rankAt is the rank at a run position.
func rankAt(pos int) cards.Rank {
	if pos == 1 || pos == 14 {
		return cards.Ace
	}
	return cards.Rank(pos)
}

// Ordered lists a spread's cards as they lie: a run from low to high, a
// book by suit.
func (sp Spread) Ordered() []cards.Card {
	if sp.Kind == Book {
		return sp.Cards.Cards()
	}
	c, _ := sp.Cards.Lowest()
	out := make([]cards.Card, 0, sp.Hi-sp.Lo+1)
	for pos := sp.Lo; pos <= sp.Hi; pos++ {
		out = append(out, cards.Of(rankAt(pos), c.Suit()))
	}
	return out
}

// MakeSpread checks that cs form a book or a run and returns it; ok is
// false otherwise (fewer than three cards, repeats, or no pattern).
func MakeSpread(owner int, cs []cards.Card) (Spread, bool) {
	set := cards.SetOf(cs...)
	if len(cs) < 3 || set.Len() != len(cs) || set.Minus(FullDeck) != 0 {
		return Spread{}, false
	}
	rank, suit := cs[0].Rank(), cs[0].Suit()
	sameRank, sameSuit := true, true
	for _, c := range cs[1:] {
		sameRank = sameRank && c.Rank() == rank
		sameSuit = sameSuit && c.Suit() == suit
	}
	if sameRank {
		return Spread{Owner: owner, Kind: Book, Cards: set}, true
	}
	if !sameSuit {
		return Spread{}, false
	}
	for _, aceAt := range []int{14, 1} {
		pos := make([]int, len(cs))
		for i, c := range cs {
			pos[i] = int(c.Rank())
			if c.Rank() == cards.Ace {
				pos[i] = aceAt
			}
		}
		slices.Sort(pos)
		if pos[len(pos)-1]-pos[0] == len(pos)-1 {
			return Spread{Owner: owner, Kind: Run, Cards: set, Lo: pos[0], Hi: pos[len(pos)-1]}, true
		}
	}
	return Spread{}, false
}

// Hit returns the spread with c added; ok is false when c does not fit.
// An ace fits a run that ends at the two (low) or at the king (high).
func (sp Spread) Hit(c cards.Card) (Spread, bool) {
	if !FullDeck.Has(c) || sp.Cards.Has(c) {
		return sp, false
	}
	first, ok := sp.Cards.Lowest()
	if !ok {
		return sp, false
	}
	if sp.Kind == Book {
		if c.Rank() != first.Rank() {
			return sp, false
		}
		sp.Cards = sp.Cards.Add(c)
		return sp, true
	}
	if c.Suit() != first.Suit() {
		return sp, false
	}
	switch {
	case c.Rank() == cards.Ace && sp.Lo == 2:
		sp.Lo = 1
	case c.Rank() == cards.Ace && sp.Hi == 13:
		sp.Hi = 14
	case c.Rank() != cards.Ace && int(c.Rank()) == sp.Lo-1:
		sp.Lo--
	case c.Rank() != cards.Ace && int(c.Rank()) == sp.Hi+1:
		sp.Hi++
	default:
		return sp, false
	}
	sp.Cards = sp.Cards.Add(c)
	return sp, true
}

// valid reports whether a stored spread is one the rules can make.
func (sp Spread) valid(players int) bool {
	if sp.Owner < 0 || sp.Owner >= players || sp.Cards.Minus(FullDeck) != 0 || sp.Cards.Len() < 3 {
		return false
	}
	switch sp.Kind {
	case Book:
		made, ok := MakeSpread(sp.Owner, sp.Cards.Cards())
		return ok && made.Kind == Book && sp.Lo == 0 && sp.Hi == 0
	case Run:
		if sp.Lo < 1 || sp.Hi > 14 || sp.Hi-sp.Lo < 2 || sp.Hi-sp.Lo+1 != sp.Cards.Len() {
			return false
		}
		return cards.SetOf(sp.Ordered()...) == sp.Cards
	}
	return false
}

// Display orders a hand for showing: by suit (clubs, diamonds, spades,
// hearts, alternating colours), then by rank with the ace low.
var Display = cards.Order([4]cards.Suit{cards.Clubs, cards.Diamonds, cards.Spades, cards.Hearts}, func(r cards.Rank) int {
	if r == cards.Ace {
		return 1
	}
	return int(r)
})
