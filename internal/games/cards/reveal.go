package cards

// Revealer is implemented by the state of every card game: it lays open
// the cards no player could see at this moment (every hand, the stock,
// the kitty, the face-down cards), for the record of a game that is
// over. The hall calls it only on a finished game's record page, never
// on a game still being played.
type Revealer interface {
	Reveal() []Pile
}

// Pile is one group of cards laid open by Reveal.
type Pile struct {
	// Seat is the seat whose hand it is, or -1 for a pile of the table.
	Seat int
	// What names a table pile: one of the Pile* names; "" for a hand.
	What string
	// Column numbers a face-down tableau column from 1 (0 otherwise).
	Column int
	Cards  []Card
}

// The table piles Reveal may name.
const (
	PileStock = "stock" // the cards still to be drawn, next card first
	PileKitty = "kitty" // cards set aside face down (1000's prikup)
	PileShoe  = "shoe"  // a blackjack shoe, next card first
	PileHole  = "hole"  // the dealer's face-down card
	PileDown  = "down"  // a tableau column's face-down cards, top first
	PileWaste = "waste" // waste cards under the ones shown
)

// Hands lays open each seat's hand, seat by seat.
func Hands(hands []Set) []Pile {
	out := make([]Pile, 0, len(hands))
	for seat, h := range hands {
		out = append(out, Pile{Seat: seat, Cards: h.Cards()})
	}
	return out
}

// Table is a pile of the table, next card to be dealt first: next says
// whether the list's next card is its last (a stock drawn from its end)
// or its first.
func Table(what string, list []Card, nextLast bool) Pile {
	c := make([]Card, len(list))
	copy(c, list)
	if nextLast {
		for i, j := 0, len(c)-1; i < j; i, j = i+1, j-1 {
			c[i], c[j] = c[j], c[i]
		}
	}
	return Pile{Seat: -1, What: what, Cards: c}
}
