package minesweeper

import (
	"bytes"
	"encoding/binary"
	"net/url"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// checkInvariants checks what every reachable state keeps.
func checkInvariants(t *testing.T, s *state, now time.Time) {
	t.Helper()
	opened, flags, mines := 0, 0, 0
	for i, c := range s.board.cells {
		if c&bitOpen != 0 && c&bitFlag != 0 {
			t.Fatalf("cell %d is open and flagged", i)
		}
		if c&bitOpen != 0 && c&bitMine == 0 {
			opened++
		}
		if c&bitFlag != 0 {
			flags++
		}
		if c&bitMine != 0 {
			mines++
		}
	}
	if opened != s.opened || flags != s.flags {
		t.Fatalf("opened %d/%d flags %d/%d", opened, s.opened, flags, s.flags)
	}
	if s.status != Ready && mines != s.cfg.mines {
		t.Fatalf("%d mines on the field, want %d", mines, s.cfg.mines)
	}
	if (s.status == Won) != (s.status != Ready && opened == s.safeCells()) {
		t.Fatalf("status %s with %d of %d safe cells open", s.status, opened, s.safeCells())
	}
	v := s.View(kit.HumanSeat, now)
	seenOpen := 0
	for i, c := range v.Cells {
		if c.State == Open {
			seenOpen++
		} else if c.Count != 0 {
			t.Fatalf("cell %d: a count on an unopened cell", i)
		}
		if !s.Over() && c.State != Hidden && c.State != Flagged && c.State != Open {
			t.Fatalf("cell %d shows %s before the end", i, c.State)
		}
	}
	if seenOpen != opened || (!s.Over() && v.BV3 != 0) {
		t.Fatalf("view shows %d open, state %d; 3BV %d", seenOpen, opened, v.BV3)
	}
	// A classic field stands on its win-rate board from the first
	// reveal; its time appears exactly at the end.
	res := s.Results()
	if (s.status == Ready) != (res == nil) && s.cfg.preset != CustomKey {
		t.Fatalf("results before the first reveal or none after it: %+v", res)
	}
	if s.cfg.preset == CustomKey && (res == nil) != !s.Over() {
		t.Fatal("a custom field's result must appear exactly at the end")
	}
	if !s.Over() && len(res) > 0 && (len(res) != 1 || res[0].Outcome != kit.Loss) {
		t.Fatalf("in play: %+v", res)
	}
	data := kittest.Encode(t, s)
	back, err := Game{}.Decode(data)
	if err != nil {
		t.Fatalf("a reachable state does not decode: %v", err)
	}
	if !bytes.Equal(data, kittest.Encode(t, back.(*state))) {
		t.Fatal("round trip differs")
	}
}

// fuzzAction turns three bytes into an action, about a quarter of them
// malformed: unknown verbs, out-of-range or non-numeric coordinates.
func fuzzAction(kind, bx, by byte, w, h int) kit.Action {
	x, y := int(bx)%(w+2)-1, int(by)%(h+2)-1
	a := url.Values{"x": {strconv.Itoa(x)}, "y": {strconv.Itoa(y)}}
	switch kind % 8 {
	case 0, 1, 2:
		a.Set("do", "reveal")
	case 3, 4:
		a.Set("do", "flag")
	case 5:
		a.Set("do", "chord")
	case 6:
		// The page's one-button form: cell=x,y, sometimes broken.
		a = url.Values{"do": {"reveal"}, "cell": {strconv.Itoa(x) + "," + strconv.Itoa(y)}}
		if bx%3 == 0 {
			a.Set("cell", string([]byte{bx, ',', by}))
		}
	default:
		a.Set("do", string([]byte{by}))
	}
	return a
}

func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), byte(0), []byte{0, 4, 4, 3, 0, 0, 5, 1, 1, 0, 8, 8})
	f.Add(uint64(2), byte(2), bytes.Repeat([]byte{1, 7, 9, 5, 3, 3}, 40))
	f.Add(uint64(3), byte(3), []byte{3, 2, 2, 0, 2, 2, 6, 1, 1, 7, 1, 1})
	f.Fuzz(func(t *testing.T, seed uint64, size byte, ops []byte) {
		opts := url.Values{"preset": {"custom"}, "width": {"6"}, "height": {"5"}, "mines": {"6"}}
		switch size % 4 {
		case 0:
			opts = preset("beginner")
		case 1:
			opts = preset("expert")
		case 2:
			opts.Set("mines", "21") // as dense as allowed
		}
		s := newGame(t, opts, seed)
		now := t0
		// A bounded number of actions, and a few after the end, keep
		// every run short however long the input grows.
		afterEnd := 0
		for steps := 0; len(ops) >= 3 && steps < 500 && afterEnd < 10; steps++ {
			if s.Over() {
				afterEnd++
			}
			a := fuzzAction(ops[0], ops[1], ops[2], s.board.w, s.board.h)
			now = now.Add(time.Duration(binary.LittleEndian.Uint16([]byte{ops[1], ops[0]})) * time.Millisecond)
			ops = ops[3:]
			before := kittest.Encode(t, s)
			wasFlagged := map[int]bool{}
			for i, c := range s.board.cells {
				if c&bitFlag != 0 {
					wasFlagged[i] = true
				}
			}
			err := s.Apply(kit.HumanSeat, a, now)
			if err != nil {
				if !kit.IsInvalid(err) {
					t.Fatalf("%v: not an InputError: %v", a, err)
				}
				if !bytes.Equal(before, kittest.Encode(t, s)) {
					t.Fatalf("%v: refused action changed the state", a)
				}
			}
			for i := range wasFlagged {
				if s.board.has(i, bitOpen) {
					t.Fatalf("%v: flagged cell %d was opened", a, i)
				}
			}
			checkInvariants(t, s, now)
		}
	})
}
