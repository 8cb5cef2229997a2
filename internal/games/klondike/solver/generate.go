package solver

import "gamehall/internal/games/cards"

// Move priorities: the search tries higher ones first. Turning a hidden
// card over is what wins Klondike, so moves that do it come first;
// moves that only shuffle face-up cards come last.
const (
	prioFlipToFoundation = 200 // the last face-up card goes home and a card turns
	prioFlipRun          = 150 // a whole run moves off face-down cards (+ how many)
	prioTalonFoundation  = 120
	prioTalonTableau     = 110
	prioKingToEmpty      = 100 // from the talon; from a column it counts as a flip
	prioFoundation       = 90
	prioExposeFoundation = 60 // part of a run moves and the card freed can go home
	prioEmptyColumn      = 40 // a whole column moves, leaving it empty
	prioSplitRun         = 20
	prioFromFoundation   = 10
	// jitterRange is how far restarts may shift a priority, enough to
	// swap neighbours but not to put a shuffle before a flip.
	jitterRange = 45
)

// generate appends the moves worth trying in the current position to
// buf, best first. A card that can go home safely is played alone, with
// no alternatives: nothing could ever need it in the tableau.
func (s *search) generate(buf []move) []move {
	if m, ok := s.safeMove(); ok {
		return append(buf, m)
	}
	firstEmpty := int8(-1)
	for i := range Columns {
		if s.nUp[i] == 0 {
			firstEmpty = int8(i)
			break
		}
	}
	var access [52]int8
	reachable := s.accessible(access[:0])
	// within is every card a move could take now: face up in the
	// tableau or reachable in the talon (for sidewaysUseful).
	var within uint64
	for i := range Columns {
		for _, c := range s.up[i][:s.nUp[i]] {
			within |= 1 << c
		}
	}
	for _, k := range reachable {
		within |= 1 << s.talon[k]
	}
	for i := range int8(Columns) {
		buf = s.columnMoves(buf, i, firstEmpty, within)
	}
	for _, k := range reachable {
		c := s.talon[k]
		if s.found[suitOf[c]]+1 == rankOf[c] {
			buf = append(buf, move{from: placeTalon, to: placeFound, count: 1, talon: k, card: c, prio: prioTalonFoundation})
		}
		for j := range int8(Columns) {
			if s.fits(c, j, firstEmpty) {
				prio := int16(prioTalonTableau)
				if s.nUp[j] == 0 {
					prio = prioKingToEmpty
				}
				buf = append(buf, move{from: placeTalon, to: j, count: 1, talon: k, card: c, prio: prio})
			}
		}
	}
	for suit, n := range s.found {
		if n == 0 {
			continue
		}
		c := cardAt[suit][n]
		for j := range int8(Columns) {
			if s.nUp[j] > 0 && s.fits(c, j, firstEmpty) {
				buf = append(buf, move{from: placeFound + int8(suit), to: j, count: 1, card: c, prio: prioFromFoundation})
			}
		}
	}
	if s.jitter != 0 {
		for i := range buf {
			s.jitter ^= s.jitter << 13
			s.jitter ^= s.jitter >> 7
			s.jitter ^= s.jitter << 17
			buf[i].prio += int16(s.jitter % jitterRange)
		}
	}
	sortByPriority(buf)
	return buf
}

// columnMoves appends the moves out of column i.
func (s *search) columnMoves(buf []move, i, firstEmpty int8, within uint64) []move {
	n := s.nUp[i]
	if n == 0 {
		return buf
	}
	top := s.up[i][n-1]
	if s.found[suitOf[top]]+1 == rankOf[top] {
		prio := int16(prioFoundation)
		if n == 1 && s.nDown[i] > 0 {
			prio = prioFlipToFoundation
		}
		buf = append(buf, move{from: i, to: placeFound, count: 1, card: top, prio: prio})
	}
	for k := range n {
		c := s.up[i][k]
		if k == 0 && s.nDown[i] == 0 && rankOf[c] == 13 {
			// A king already at the bottom of a column has nowhere
			// better to be.
			continue
		}
		checked := k == 0 // whole runs need no sideways check
		for j := range int8(Columns) {
			if j == i || !s.fits(c, j, firstEmpty) {
				continue
			}
			if !checked {
				if !s.sidewaysUseful(c, s.up[i][k-1], within) {
					break
				}
				checked = true
			}
			buf = append(buf, move{from: i, to: j, count: n - k, card: c, prio: s.runPriority(i, k)})
		}
	}
	return buf
}

// sidewaysUseful decides whether to move part of a run, from card c up,
// off the card under it. The only places c fits are that card and its
// twin (same rank and colour), so such a move just swaps hosts; it pays
// only if the freed card can go home now or take c's twin now. Any
// later use can make the move then, so leaving it out here loses
// nothing but cycles of pointless swaps.
func (s *search) sidewaysUseful(c, freed cards.Card, within uint64) bool {
	if s.found[suitOf[freed]]+1 == rankOf[freed] {
		return true
	}
	twinSuit := twinOf[suitOf[c]]
	if s.found[twinSuit] == rankOf[c] {
		return true // the twin is on top of its foundation
	}
	return within&(1<<cardAt[twinSuit][rankOf[c]]) != 0
}

// runPriority rates moving the part of column i from face-up card k on.
func (s *search) runPriority(i, k int8) int16 {
	switch {
	case k == 0 && s.nDown[i] > 0:
		return prioFlipRun + int16(s.nDown[i])
	case k == 0:
		return prioEmptyColumn
	}
	freed := s.up[i][k-1]
	if s.found[suitOf[freed]]+1 == rankOf[freed] {
		return prioExposeFoundation
	}
	return prioSplitRun
}

// fits reports whether c may be put on column j. Only the first empty
// column is offered for a king: the empty columns are alike.
func (s *search) fits(c cards.Card, j, firstEmpty int8) bool {
	if n := s.nUp[j]; n > 0 {
		return stacks(c, s.up[j][n-1])
	}
	return j == firstEmpty && rankOf[c] == 13
}

// safeMove finds a card that can go home and is never needed in the
// tableau again: an ace or two, or a card whose both lower cards of the
// other colour are home (nothing could be put on it) while the other
// suit of its colour is home up to two below it (so neither of those
// could ever be wanted back on it to hold that suit's cards).
// In draw three a talon card is never forced, since taking it changes
// which other talon cards can be reached.
func (s *search) safeMove() (move, bool) {
	for i := range int8(Columns) {
		if n := s.nUp[i]; n > 0 {
			if c := s.up[i][n-1]; s.safe(c) {
				return move{from: i, to: placeFound, count: 1, card: c}, true
			}
		}
	}
	if s.drawThree {
		return move{}, false
	}
	var access [52]int8
	for _, k := range s.accessible(access[:0]) {
		if c := s.talon[k]; s.safe(c) {
			return move{from: placeTalon, to: placeFound, count: 1, talon: k, card: c}, true
		}
	}
	return move{}, false
}

// safe reports whether c goes home next and is safe there (see safeMove).
func (s *search) safe(c cards.Card) bool {
	suit, r := suitOf[c], rankOf[c]
	if s.found[suit]+1 != r {
		return false
	}
	if r <= 2 {
		return true
	}
	for other := range int8(4) {
		if other == suit {
			continue
		}
		need := r - 1
		if redOf[cardAt[other][1]] == redOf[c] {
			need = r - 2
		}
		if s.found[other] < need {
			return false
		}
	}
	return true
}

// accessible appends the talon indices of the cards that can be brought
// to the top of the waste by drawing and redealing, without playing,
// nearest first: the waste's top card, then those that come up as the
// stock is drawn, then those that come up after a redeal. Trying near
// cards first gives solutions, and so hints, with fewer draws.
// In draw one every talon card can come up; in draw three the waste
// grows three cards at a time from its present size, and from zero
// after a redeal, so only the cards at those sizes can.
func (s *search) accessible(out []int8) []int8 {
	var order [52]int8
	n, waste := 0, 0
	for k := range s.talon {
		if s.live&(1<<uint(k)) != 0 {
			order[n] = int8(k)
			if int8(k) < s.ptr {
				waste++
			}
			n++
		}
	}
	step := 1
	if s.drawThree {
		step = 3
	}
	var seen [53]bool
	add := func(w int) {
		if w > 0 && !seen[w] {
			seen[w] = true
			out = append(out, order[w-1])
		}
	}
	add(waste)
	for w := waste; w < n; {
		w = min(w+step, n)
		add(w)
	}
	for w := 0; w < n; {
		w = min(w+step, n)
		add(w)
	}
	return out
}

// sortByPriority orders moves by falling priority, keeping the
// generation order among equals so that searches are deterministic.
func sortByPriority(ms []move) {
	for i := 1; i < len(ms); i++ {
		m := ms[i]
		j := i
		for ; j > 0 && ms[j-1].prio < m.prio; j-- {
			ms[j] = ms[j-1]
		}
		ms[j] = m
	}
}
