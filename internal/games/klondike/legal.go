package klondike

import "gamehall/internal/games/cards"

// fitsColumn reports whether card c may be put on column j.
func (s *state) fitsColumn(c cards.Card, j int) bool {
	up := s.cols[j].up
	if len(up) == 0 {
		return Rank(c) == 13 && len(s.cols[j].down) == 0
	}
	return Stacks(c, up[len(up)-1])
}

// goesHome reports whether card c is the next card of its foundation.
func (s *state) goesHome(c cards.Card) bool {
	return s.found[slotOf(c.Suit())]+1 == Rank(c)
}

// legalMoves lists every move the rules allow now (draws aside), each
// with its count and foundation slot settled.
func (s *state) legalMoves() []step {
	var out []step
	home := func(from place, c cards.Card) {
		if s.goesHome(c) {
			out = append(out, step{kind: stepMove, from: from, to: foundPlace(slotOf(c.Suit())), count: 1})
		}
	}
	onto := func(from place, c cards.Card, count int) {
		for j := range Columns {
			if place(j) != from && s.fitsColumn(c, j) {
				out = append(out, step{kind: stepMove, from: from, to: columnPlace(j), count: count})
			}
		}
	}
	for i, col := range s.cols {
		if len(col.up) == 0 {
			continue
		}
		home(columnPlace(i), col.up[len(col.up)-1])
		for k, c := range col.up {
			onto(columnPlace(i), c, len(col.up)-k)
		}
	}
	if n := len(s.waste); n > 0 {
		home(placeWaste, s.waste[n-1])
		onto(placeWaste, s.waste[n-1], 1)
	}
	for slot, n := range s.found {
		if n > 0 {
			onto(foundPlace(slot), foundationCard(slot, n), 1)
		}
	}
	return out
}

// movedCard returns the deepest card a move would take, before it is
// made.
func (s *state) movedCard(st step) cards.Card {
	switch {
	case st.from.isColumn():
		up := s.cols[st.from].up
		return up[len(up)-st.count]
	case st.from == placeWaste:
		return s.waste[len(s.waste)-1]
	}
	return foundationCard(st.from.slot(), s.found[st.from.slot()])
}
