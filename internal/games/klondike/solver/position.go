// Package solver decides Klondike positions in which every card is known
// ("thoughtful" solitaire): a depth-first search over moves with a
// transposition table and a node budget. The engine uses it to deal only
// winnable games, to check that auto-complete will succeed and to give
// hints. It is pure and deterministic: the same position and budget give
// the same answer and the same moves.
package solver

import (
	"errors"
	"fmt"

	"gamehall/internal/games/cards"
)

// Columns is the number of tableau columns.
const Columns = 7

// Column is one tableau column, both halves listed from the bottom (the
// card dealt first) to the top (the card that can be taken).
type Column struct {
	Down []cards.Card // face-down cards
	Up   []cards.Card // face-up cards, a descending run of alternating colours
}

// Position is a Klondike layout with every card known.
type Position struct {
	DrawThree bool
	Columns   [Columns]Column
	// Stock lists the face-down stock with its top (the next card drawn)
	// last; Waste lists the waste pile with its top (the playable card)
	// last.
	Stock, Waste []cards.Card
	// Foundations counts the cards on each suit's foundation, indexed by
	// cards.Suit: 0 is empty, 13 is complete up to the king.
	Foundations [4]int
}

// ErrBadPosition is wrapped by Solve's error for a position that no game
// can reach: a card missing or twice, a broken run, too many cards.
var ErrBadPosition = errors.New("solver: impossible position")

// Check verifies that p holds each of the 52 cards exactly once and
// that every face-up part of a column is a proper run.
func (p *Position) Check() error {
	var seen uint64
	add := func(c cards.Card) error {
		if !c.Valid() || c.IsJoker() {
			return fmt.Errorf("%w: %v is not a Klondike card", ErrBadPosition, c)
		}
		if seen&(1<<c) != 0 {
			return fmt.Errorf("%w: %v appears twice", ErrBadPosition, c)
		}
		seen |= 1 << c
		return nil
	}
	for s, n := range p.Foundations {
		if n < 0 || n > 13 {
			return fmt.Errorf("%w: foundation %d holds %d cards", ErrBadPosition, s, n)
		}
		for r := 1; r <= n; r++ {
			if err := add(cardOf(r, s)); err != nil {
				return err
			}
		}
	}
	for i, col := range p.Columns {
		if len(col.Up) > 13 || (len(col.Up) == 0 && len(col.Down) > 0) {
			return fmt.Errorf("%w: column %d is not a face-up run on face-down cards", ErrBadPosition, i+1)
		}
		for k, c := range col.Up {
			if k > 0 && c.Valid() && !stacks(c, col.Up[k-1]) {
				return fmt.Errorf("%w: column %d has %v on %v", ErrBadPosition, i+1, c, col.Up[k-1])
			}
		}
		for _, pile := range [][]cards.Card{col.Down, col.Up} {
			for _, c := range pile {
				if err := add(c); err != nil {
					return err
				}
			}
		}
	}
	for _, pile := range [][]cards.Card{p.Stock, p.Waste} {
		for _, c := range pile {
			if err := add(c); err != nil {
				return err
			}
		}
	}
	if n := popcount(seen); n != 52 {
		return fmt.Errorf("%w: %d cards instead of 52", ErrBadPosition, n)
	}
	return nil
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
