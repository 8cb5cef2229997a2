package klondike

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// stepKind is what one step of play did.
type stepKind uint8

const (
	stepDraw   stepKind = iota // count cards from the stock to the waste
	stepRedeal                 // the whole waste turned back into the stock
	stepMove                   // count cards from one pile to another
)

// step is one entry of the history: enough to take it back exactly.
// For a move, to is a column or a foundation slot (never "any"), and
// flipped says the card under the moved cards was turned face up.
type step struct {
	kind     stepKind
	from, to place
	count    int
	flipped  bool
}

// draw turns the next one (or three) stock cards onto the waste, or
// turns the waste back over when the stock is empty.
func (s *state) draw() error {
	switch {
	case len(s.stock) > 0:
		n := min(s.drawSize(), len(s.stock))
		s.drawCards(n)
		s.history = append(s.history, step{kind: stepDraw, count: n})
	case len(s.waste) > 0:
		s.history = append(s.history, step{kind: stepRedeal, count: len(s.waste)})
		s.redeal()
	default:
		return kit.Invalid("The stock and the waste are both empty.", "Колода и отбой пусты.")
	}
	return nil
}

func (s *state) drawCards(n int) {
	for range n {
		last := len(s.stock) - 1
		s.waste = append(s.waste, s.stock[last])
		s.stock = s.stock[:last]
	}
}

// redeal turns the waste over into the stock: its first card drawn
// becomes the stock's top again.
func (s *state) redeal() {
	s.stock = append(s.stock[:0], s.waste...)
	slices.Reverse(s.stock)
	s.waste = s.waste[:0]
}

// resolve checks a move and settles what a form may leave open: count 0
// means "as many as fit" and to "f" means the card's own foundation.
// It changes nothing.
func (s *state) resolve(from, to place, count int) (step, error) {
	if count < 0 {
		return step{}, kit.Invalid("The count must not be negative.", "Число карт не может быть отрицательным.")
	}
	moving, err := s.source(from)
	if err != nil {
		return step{}, err
	}
	if from == to {
		return step{}, kit.Invalid("A card cannot move onto its own pile.", "Карту нельзя переложить в ту же стопку.")
	}
	switch {
	case to.isFoundation():
		if count > 1 {
			return step{}, kit.Invalid("Only one card at a time goes to a foundation.", "На фундамент кладут по одной карте.")
		}
		if from.isFoundation() {
			return step{}, kit.Invalid("A card cannot move between foundations.", "Карту нельзя перекладывать между фундаментами.")
		}
		c := moving[len(moving)-1]
		slot := slotOf(c.Suit())
		if to != placeAnyFound && to.slot() != slot {
			return step{}, kit.Invalid(
				fmt.Sprintf("%s belongs on the %s foundation.", capitalised(c.NameEN()), c.Suit().NameEN()),
				fmt.Sprintf("%s кладётся на фундамент масти %s.", capitalised(c.NameRU()), c.Suit().NameRU()))
		}
		if s.found[slot]+1 != Rank(c) {
			return step{}, kit.Invalid(
				fmt.Sprintf("%s cannot go to its foundation yet.", capitalised(c.NameEN())),
				fmt.Sprintf("%s пока не ложится на фундамент.", capitalised(c.NameRU())))
		}
		return step{kind: stepMove, from: from, to: foundPlace(slot), count: 1}, nil
	case to.isColumn():
		n, err := s.fit(moving, to, count)
		if err != nil {
			return step{}, err
		}
		return step{kind: stepMove, from: from, to: to, count: n}, nil
	}
	return step{}, kit.Invalid("Cards can go only to a column or a foundation.", "Карты кладут только в колонну или на фундамент.")
}

// source returns the cards that may leave a pile: a column's face-up
// run, or the top card of the waste or of a foundation.
func (s *state) source(from place) ([]cards.Card, error) {
	switch {
	case from.isColumn():
		if up := s.cols[from].up; len(up) > 0 {
			return up, nil
		}
		return nil, kit.Invalid("This column is empty.", "Эта колонна пуста.")
	case from == placeWaste:
		if n := len(s.waste); n > 0 {
			return s.waste[n-1:], nil
		}
		return nil, kit.Invalid("The waste is empty: draw a card first.", "Отбой пуст: сначала возьмите карту из колоды.")
	case from.isFoundation() && from != placeAnyFound:
		if n := s.found[from.slot()]; n > 0 {
			return []cards.Card{foundationCard(from.slot(), n)}, nil
		}
		return nil, kit.Invalid("This foundation is empty.", "Этот фундамент пуст.")
	}
	return nil, kit.Invalid("Cards can be taken from a column, the waste or a foundation.",
		"Карты берут из колонны, отбоя или с фундамента.")
}

// fit finds how many cards from the top of moving can go onto column to:
// exactly count when count > 0, else the one run that fits (a column's
// run can fit a given place at one card only).
func (s *state) fit(moving []cards.Card, to place, count int) (int, error) {
	if count > len(moving) {
		return 0, kit.Invalid(
			fmt.Sprintf("Fewer cards lie face up here than that (%d).", len(moving)),
			fmt.Sprintf("Открытых карт здесь меньше (%d).", len(moving)))
	}
	dest := s.cols[to].up
	ok := func(c cards.Card) bool {
		if len(dest) == 0 {
			return Rank(c) == 13 && len(s.cols[to].down) == 0
		}
		return Stacks(c, dest[len(dest)-1])
	}
	if count > 0 {
		if ok(moving[len(moving)-count]) {
			return count, nil
		}
	} else {
		for k, c := range moving {
			if ok(c) {
				return len(moving) - k, nil
			}
		}
	}
	if len(dest) == 0 {
		return 0, kit.Invalid("Only a king can go to an empty column.", "В пустую колонну можно положить только короля.")
	}
	return 0, kit.Invalid(
		"A card goes on a column only one rank lower and of the other colour.",
		"В колонну кладут карту на ранг ниже и другого цвета.")
}

// perform carries out a resolved move and records it.
func (s *state) perform(st step) {
	var moving []cards.Card
	switch {
	case st.from.isColumn():
		col := &s.cols[st.from]
		cut := len(col.up) - st.count
		moving = slices.Clone(col.up[cut:])
		col.up = col.up[:cut]
		if len(col.up) == 0 && len(col.down) > 0 {
			last := len(col.down) - 1
			col.up = append(col.up, col.down[last])
			col.down = col.down[:last]
			st.flipped = true
		}
	case st.from == placeWaste:
		last := len(s.waste) - 1
		moving = []cards.Card{s.waste[last]}
		s.waste = s.waste[:last]
	default:
		slot := st.from.slot()
		moving = []cards.Card{foundationCard(slot, s.found[slot])}
		s.found[slot]--
	}
	if st.to.isColumn() {
		s.cols[st.to].up = append(s.cols[st.to].up, moving...)
	} else {
		s.found[st.to.slot()]++
	}
	s.history = append(s.history, st)
}

// undoLast takes back the last step exactly. It checks what it can, so
// that Decode can use it on stored histories without trusting them.
func (s *state) undoLast() error {
	n := len(s.history)
	if n == 0 {
		return kit.Invalid("There is nothing to undo.", "Отменять нечего.")
	}
	st := s.history[n-1]
	switch st.kind {
	case stepDraw:
		if st.count < 1 || st.count > 3 || st.count > len(s.waste) {
			return errBadHistory
		}
		for range st.count {
			last := len(s.waste) - 1
			s.stock = append(s.stock, s.waste[last])
			s.waste = s.waste[:last]
		}
	case stepRedeal:
		if len(s.waste) != 0 || len(s.stock) != st.count || st.count == 0 {
			return errBadHistory
		}
		s.waste = append(s.waste, s.stock...)
		slices.Reverse(s.waste)
		s.stock = s.stock[:0]
	case stepMove:
		if err := s.unmove(st); err != nil {
			return err
		}
	default:
		return errBadHistory
	}
	s.history = s.history[:n-1]
	return nil
}

// unmove puts the cards of a move back where they came from.
func (s *state) unmove(st step) error {
	var moving []cards.Card
	switch {
	case st.to.isColumn():
		up := s.cols[st.to].up
		if st.count < 1 || st.count > len(up) {
			return errBadHistory
		}
		moving = slices.Clone(up[len(up)-st.count:])
		s.cols[st.to].up = up[:len(up)-st.count]
	case st.to.isFoundation() && st.to != placeAnyFound:
		slot := st.to.slot()
		if st.count != 1 || s.found[slot] == 0 {
			return errBadHistory
		}
		moving = []cards.Card{foundationCard(slot, s.found[slot])}
		s.found[slot]--
	default:
		return errBadHistory
	}
	switch {
	case st.from.isColumn():
		col := &s.cols[st.from]
		if st.flipped {
			if len(col.up) != 1 {
				return errBadHistory
			}
			col.down = append(col.down, col.up[0])
			col.up = col.up[:0]
		}
		col.up = append(col.up, moving...)
	case st.from == placeWaste && len(moving) == 1:
		s.waste = append(s.waste, moving[0])
	case st.from.isFoundation() && st.from != placeAnyFound && len(moving) == 1:
		slot := st.from.slot()
		if moving[0].Suit() != FoundationSuits[slot] || Rank(moving[0]) != s.found[slot]+1 {
			return errBadHistory
		}
		s.found[slot]++
	default:
		return errBadHistory
	}
	return nil
}

// capitalised starts a card's name with a capital letter, for a
// message that opens with it ("Queen of spades belongs…").
func capitalised(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return strings.ToUpper(string(r)) + s[n:]
}
