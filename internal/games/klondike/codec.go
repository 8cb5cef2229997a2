package klondike

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codecVersion is written into every encoded state so that a later
// format can still read this one.
const codecVersion = 1

// encoded is the stored form of a state: JSON with short keys, piles as
// card codes ("QS,10H", bottom first) and the history two bytes a step.
type encoded struct {
	V        int                `json:"v"`
	Draw     int                `json:"d"`
	Winnable bool               `json:"w,omitempty"`
	Columns  [Columns][2]string `json:"c"` // face down, face up
	Stock    string             `json:"s"`
	Waste    string             `json:"x"`
	Found    [4]int             `json:"f"`
	History  []byte             `json:"h"`
	Start    int64              `json:"t0"`
	End      int64              `json:"t1"`
	Undos    int                `json:"u"`
	Hints    int                `json:"n,omitempty"`
	Hint     *Hint              `json:"hint,omitempty"`
	Plan     []byte             `json:"p,omitempty"`  // two bytes a step
	PlanBase int                `json:"pb,omitempty"` // history length the plan starts at
	Casual   kit.Casual         `json:"cas,omitzero"`
	Pace     kit.Pace           `json:"pace,omitempty"`
	Counted  bool               `json:"k,omitempty"`
}

// Version is the codec version the stored form was written in.
func (e *encoded) Version() int { return e.V }

var errBadHistory = errors.New("klondike: history does not match the piles")

// Encode writes the whole state.
func (s *state) Encode() ([]byte, error) {
	e := encoded{
		V:        codecVersion,
		Draw:     s.drawSize(),
		Winnable: s.winnable,
		Stock:    cards.Join(s.stock),
		Waste:    cards.Join(s.waste),
		Found:    s.found,
		History:  make([]byte, 0, 2*len(s.history)),
		Start:    s.startMs,
		End:      s.endMs,
		Undos:    s.undos,
		Hints:    s.hints,
		Hint:     s.hint,
		Casual:   s.casual,
		Pace:     s.pace,
		Counted:  s.counted,
	}
	for i, c := range s.cols {
		e.Columns[i] = [2]string{cards.Join(c.down), cards.Join(c.up)}
	}
	for _, st := range s.history {
		e.History = append(e.History, packStep(st)...)
	}
	for _, st := range s.plan {
		e.Plan = append(e.Plan, packStep(st)...)
	}
	e.PlanBase = s.planBase
	return json.Marshal(e)
}

// packStep writes a step in two bytes: kind (2 bits), from and to (4
// bits each, 15 for none), count (5 bits), flipped (1 bit).
func packStep(st step) []byte {
	v := uint16(st.kind) | uint16(st.from&15)<<2 | uint16(st.to&15)<<6 | uint16(st.count&31)<<10
	if st.flipped {
		v |= 1 << 15
	}
	return []byte{byte(v), byte(v >> 8)}
}

func unpackStep(b []byte) step {
	v := uint16(b[0]) | uint16(b[1])<<8
	st := step{
		kind:    stepKind(v & 3),
		from:    place(v >> 2 & 15),
		to:      place(v >> 6 & 15),
		count:   int(v >> 10 & 31),
		flipped: v>>15 != 0,
	}
	if st.from == 15 {
		st.from = placeNone
	}
	if st.to == 15 {
		st.to = placeNone
	}
	return st
}

// decodeState reads what Encode wrote and accepts it only if it is a
// state legal play reaches: the history, taken back to the deal and
// played forward again by the rules, must arrive at the stored piles.
func decodeState(data []byte) (*state, error) {
	e, err := kit.DecodeVersion[encoded]("klondike", data, codecVersion)
	if err != nil {
		return nil, err
	}
	if e.Draw != 1 && e.Draw != 3 {
		return nil, fmt.Errorf("klondike: decode: draw %d", e.Draw)
	}
	s := &state{drawThree: e.Draw == 3, winnable: e.Winnable, found: e.Found,
		startMs: e.Start, endMs: e.End, undos: e.Undos, hints: e.Hints, hint: e.Hint,
		casual: e.Casual, pace: e.Pace, counted: e.Counted}
	for i, pair := range e.Columns {
		if s.cols[i].down, err = cards.ParseList(pair[0]); err != nil {
			return nil, fmt.Errorf("klondike: decode column %d: %w", i+1, err)
		}
		if s.cols[i].up, err = cards.ParseList(pair[1]); err != nil {
			return nil, fmt.Errorf("klondike: decode column %d: %w", i+1, err)
		}
	}
	if s.stock, err = cards.ParseList(e.Stock); err != nil {
		return nil, fmt.Errorf("klondike: decode stock: %w", err)
	}
	if s.waste, err = cards.ParseList(e.Waste); err != nil {
		return nil, fmt.Errorf("klondike: decode waste: %w", err)
	}
	if len(e.History)%2 != 0 || len(e.Plan)%2 != 0 {
		return nil, errors.New("klondike: decode: history or plan of odd length")
	}
	for k := 0; k < len(e.History); k += 2 {
		s.history = append(s.history, unpackStep(e.History[k:k+2]))
	}
	// The plan is only advice, checked move by move before it is used;
	// it needs only to be well formed here.
	for k := 0; k < len(e.Plan); k += 2 {
		s.plan = append(s.plan, unpackStep(e.Plan[k:k+2]))
	}
	if s.planBase = e.PlanBase; s.planBase < 0 || s.planBase > len(s.history) || (s.plan == nil && s.planBase != 0) {
		return nil, errors.New("klondike: decode: bad plan start")
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("klondike: decode: %w", err)
	}
	return s, nil
}

// check verifies everything Decode cannot take on trust.
func (s *state) check() error {
	if p := s.position(); p.Check() != nil {
		return p.Check()
	}
	switch {
	case s.startMs < 0 || s.endMs < 0 || s.undos < 0 || s.hints < 0 || len(s.pace) > kit.PaceActions:
		return errors.New("negative clock or counter")
	case (s.endMs != 0) != s.won():
		return errors.New("the clock's end does not match the result")
	case s.endMs != 0 && (s.startMs == 0 || s.endMs < s.startMs):
		return errors.New("the clock ends before it starts")
	case len(s.history) > 0 && s.startMs == 0:
		return errors.New("moves were made but the clock never started")
	case s.counted && s.startMs == 0:
		return errors.New("counted before the first move")
	}
	if s.hint != nil && !s.hint.valid() {
		return errors.New("bad hint")
	}
	return s.checkHistory()
}

// checkHistory takes every step back to the deal, checks it is a deal,
// then plays the steps forward by the rules and compares.
func (s *state) checkHistory() error {
	start := s.clone()
	for len(start.history) > 0 {
		if err := start.undoLast(); err != nil {
			return errBadHistory
		}
	}
	if !start.isOpening() {
		return errors.New("the history does not lead back to a deal")
	}
	for _, st := range s.history {
		if err := start.replay(st); err != nil {
			return err
		}
	}
	if !start.samePiles(s) {
		return errBadHistory
	}
	return nil
}

// isOpening reports whether the piles are as dealt.
func (s *state) isOpening() bool {
	for i, c := range s.cols {
		if len(c.down) != i || len(c.up) != 1 {
			return false
		}
	}
	return len(s.stock) == 24 && len(s.waste) == 0 && s.found == [4]int{}
}

// replay plays a stored step again by the rules.
func (s *state) replay(st step) error {
	switch st.kind {
	case stepDraw:
		if len(s.stock) == 0 || st.count != min(s.drawSize(), len(s.stock)) {
			return errBadHistory
		}
	case stepRedeal:
		if len(s.stock) != 0 || len(s.waste) != st.count {
			return errBadHistory
		}
	case stepMove:
		got, err := s.resolve(st.from, st.to, st.count)
		if err != nil || got.to != st.to || got.count != st.count {
			return errBadHistory
		}
		s.perform(got)
		if s.history[len(s.history)-1].flipped != st.flipped {
			return errBadHistory
		}
		return nil
	default:
		return errBadHistory
	}
	return s.draw()
}

// samePiles reports whether two states hold the same cards in the same
// places and the same history.
func (s *state) samePiles(o *state) bool {
	for i := range s.cols {
		if !slices.Equal(s.cols[i].down, o.cols[i].down) || !slices.Equal(s.cols[i].up, o.cols[i].up) {
			return false
		}
	}
	return slices.Equal(s.stock, o.stock) && slices.Equal(s.waste, o.waste) &&
		s.found == o.found && slices.Equal(s.history, o.history)
}

// valid reports whether a stored hint is one findHint could give.
func (h *Hint) valid() bool {
	switch h.Do {
	case "", ActDraw:
		return h.From == "" && h.To == "" && h.Count == 0 && h.Card == cards.NoCard
	case ActMove:
		from, ok1 := parsePlace(h.From)
		to, ok2 := parsePlace(h.To)
		return ok1 && ok2 && from != placeAnyFound && to != placeWaste && to != placeAnyFound &&
			h.Count >= 1 && h.Count <= 13 && h.Card.Valid() && Rank(h.Card) > 0
	}
	return false
}
