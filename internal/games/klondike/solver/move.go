package solver

import "gamehall/internal/games/cards"

// PlaceKind says what kind of pile a move starts or ends on.
type PlaceKind int8

const (
	// Talon is the stock and waste together: a move from the talon plays
	// its card from the top of the waste after as many draws (and
	// redeals) as it takes to bring it there.
	Talon PlaceKind = iota
	// Tableau is a column, Index 0..6.
	Tableau
	// Foundation is a suit's foundation, Index a cards.Suit.
	Foundation
)

// Place is one pile.
type Place struct {
	Kind  PlaceKind
	Index int
}

// Move is one step of a solution.
type Move struct {
	From, To Place
	Count    int        // cards moved (more than one only between columns)
	Card     cards.Card // the deepest card moved
}

// move is the search's compact form of a move. Places are coded 0..6 for
// columns, placeTalon and placeFound+suit.
type move struct {
	from, to int8
	count    int8
	talon    int8 // index into the talon order, for moves from the talon
	card     cards.Card
	prio     int16 // higher is tried first
}

const (
	placeTalon = 7
	placeFound = 8 // + suit
)

// undoInfo is what apply must remember for undo to restore exactly.
type undoInfo struct {
	flipped bool
	ptr     int8
}

func (m move) export() Move {
	out := Move{From: exportPlace(m.from), To: exportPlace(m.to), Count: int(m.count), Card: m.card}
	if out.To.Kind == Foundation {
		out.To.Index = int(suitOf[m.card])
	}
	return out
}

func exportPlace(p int8) Place {
	switch {
	case p < placeTalon:
		return Place{Tableau, int(p)}
	case p == placeTalon:
		return Place{Talon, 0}
	}
	return Place{Foundation, int(p - placeFound)}
}

// apply performs m on the search state.
func (s *search) apply(m move) undoInfo {
	u := undoInfo{ptr: s.ptr}
	switch {
	case m.from < placeTalon:
		n := s.nUp[m.from] - m.count
		if m.to < placeTalon {
			copy(s.up[m.to][s.nUp[m.to]:], s.up[m.from][n:s.nUp[m.from]])
			s.nUp[m.to] += m.count
		} else {
			s.found[suitOf[m.card]]++
		}
		s.nUp[m.from] = n
		if n == 0 && s.nDown[m.from] > 0 {
			s.nDown[m.from]--
			s.up[m.from][0] = s.down[m.from][s.nDown[m.from]]
			s.nUp[m.from] = 1
			u.flipped = true
		}
		return u
	case m.from == placeTalon:
		s.live &^= 1 << uint(m.talon)
		s.ptr = m.talon
	default:
		s.found[m.from-placeFound]--
	}
	if m.to < placeTalon {
		s.up[m.to][s.nUp[m.to]] = m.card
		s.nUp[m.to]++
	} else {
		s.found[suitOf[m.card]]++
	}
	return u
}

// undo takes back m, which apply answered with u.
func (s *search) undo(m move, u undoInfo) {
	if m.from < placeTalon {
		if u.flipped {
			s.down[m.from][s.nDown[m.from]] = s.up[m.from][0]
			s.nDown[m.from]++
			s.nUp[m.from] = 0
		}
		if m.to < placeTalon {
			s.nUp[m.to] -= m.count
			copy(s.up[m.from][s.nUp[m.from]:], s.up[m.to][s.nUp[m.to]:s.nUp[m.to]+m.count])
		} else {
			s.found[suitOf[m.card]]--
			s.up[m.from][s.nUp[m.from]] = m.card
		}
		s.nUp[m.from] += m.count
		return
	}
	if m.to < placeTalon {
		s.nUp[m.to]--
	} else {
		s.found[suitOf[m.card]]--
	}
	if m.from == placeTalon {
		s.live |= 1 << uint(m.talon)
		s.ptr = u.ptr
	} else {
		s.found[m.from-placeFound]++
	}
}
