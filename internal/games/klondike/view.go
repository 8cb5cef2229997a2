package klondike

import (
	"time"

	"gamehall/internal/games/cards"
)

// View is what the player may see. Face-down tableau cards appear only
// as a count, the stock only as a count (never its order), the waste
// only by its top card (top three in draw three).
type View struct {
	DrawThree bool
	Winnable  bool // the deal was proven winnable when it was dealt

	Columns     [Columns]ColumnView
	StockCount  int
	WasteCount  int
	Waste       []cards.Card // the visible waste cards, bottom to top; the last is playable
	WasteMoves  bool         // the waste's top card has a legal move
	Foundations [4]FoundationView

	Moves     int   // steps in the current line of play (draws included)
	Undos     int   // undo presses
	Hints     int   // hints asked for
	ElapsedMs int64 // the server's clock: from the first move, stopped at the win
	Running   bool  // the clock is running
	Won       bool

	CanUndo     bool
	CanDraw     bool // the stock or the waste holds cards (a draw or a redeal)
	CanComplete bool // auto-complete is certain to win
	Hint        *Hint
	Legal       []Move // every legal move but a draw
}

// ColumnView is one tableau column.
type ColumnView struct {
	Down int          // face-down cards under the run, shown as backs
	Up   []cards.Card // the face-up run, bottom to top
	// Movable[k] says the run from Up[k] up has a legal move.
	Movable []bool
}

// FoundationView is one foundation slot.
type FoundationView struct {
	Place   string     // "f1".."f4"
	Suit    cards.Suit // the suit the slot collects
	Top     cards.Card // NoCard when empty
	Count   int
	Movable bool // its top card can come back down onto a column
}

// Move is a legal move as a form posts it.
type Move struct {
	From, To string
	Count    int
}

// View shows the board; every seat sees the same.
func (s *state) View(_ int, now time.Time) View {
	v := View{
		DrawThree:  s.drawThree,
		Winnable:   s.winnable,
		StockCount: len(s.stock),
		WasteCount: len(s.waste),
		Moves:      s.moves(),
		Undos:      s.undos,
		Hints:      s.hints,
		ElapsedMs:  s.elapsedMs(now),
		Running:    s.startMs != 0 && s.endMs == 0,
		Won:        s.won(),
		CanUndo:    len(s.history) > 0 && !s.won(),
		CanDraw:    len(s.stock)+len(s.waste) > 0 && !s.won(),
	}
	shown := 1
	if s.drawThree {
		shown = 3
	}
	v.Waste = append([]cards.Card(nil), s.waste[max(0, len(s.waste)-shown):]...)
	for i, c := range s.cols {
		v.Columns[i] = ColumnView{
			Down:    len(c.down),
			Up:      append([]cards.Card(nil), c.up...),
			Movable: make([]bool, len(c.up)),
		}
	}
	for slot, n := range s.found {
		f := FoundationView{Place: foundPlace(slot).String(), Suit: FoundationSuits[slot], Count: n}
		if n > 0 {
			f.Top = foundationCard(slot, n)
		}
		v.Foundations[slot] = f
	}
	if v.Won {
		return v
	}
	for _, st := range s.legalMoves() {
		v.Legal = append(v.Legal, Move{From: st.from.String(), To: st.to.String(), Count: st.count})
		switch {
		case st.from.isColumn():
			col := v.Columns[st.from]
			col.Movable[len(col.Up)-st.count] = true
		case st.from == placeWaste:
			v.WasteMoves = true
		default:
			v.Foundations[st.from.slot()].Movable = true
		}
	}
	v.CanComplete = s.canComplete()
	if s.hint != nil {
		h := *s.hint
		v.Hint = &h
	}
	return v
}

// MoveTo returns the legal move from a place with that many cards to a
// place, if any; count 0 takes whatever count fits.
func (v View) MoveTo(from, to string, count int) (Move, bool) {
	for _, m := range v.Legal {
		if m.From == from && (m.To == to || (to == "f" && m.To[0] == 'f')) && (count == 0 || m.Count == count) {
			return m, true
		}
	}
	return Move{}, false
}
