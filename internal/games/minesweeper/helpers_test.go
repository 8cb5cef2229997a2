package minesweeper

import (
	"bytes"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// t0 is the clock of the tests' first reveal.
var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// fromPicture is the test hook that builds a game in play on a hand-made
// field: '*' is a mine, anything else a safe cell; the clock started at
// t0. Sizes below the custom limits are allowed here (but do not Decode).
func fromPicture(rows ...string) *state {
	w, h := len(rows[0]), len(rows)
	s := newState(config{preset: CustomKey, width: w, height: h}, rand.NewPCG(1, 2))
	for y, row := range rows {
		for x, ch := range row {
			if ch == '*' {
				s.board.cells[y*w+x] |= bitMine
				s.cfg.mines++
			}
		}
	}
	s.status = Playing
	s.startMs = t0.UnixMilli()
	return s
}

// picture draws what the player sees: '#' hidden, 'F' flag, digits for
// open cells, '*' mine, 'X' exploded, 'W' wrong flag.
func picture(v View) string {
	var sb strings.Builder
	for y := range v.Height {
		for x := range v.Width {
			c := v.At(x, y)
			switch c.State {
			case Hidden:
				sb.WriteByte('#')
			case Flagged:
				sb.WriteByte('F')
			case Open:
				sb.WriteByte(byte('0' + c.Count))
			case Mine:
				sb.WriteByte('*')
			case Exploded:
				sb.WriteByte('X')
			case WrongFlag:
				sb.WriteByte('W')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func act(do string, x, y int) kit.Action {
	return url.Values{"do": {do}, "x": {strconv.Itoa(x)}, "y": {strconv.Itoa(y)}}
}

func mustApply(t testing.TB, s *state, do string, x, y int, now time.Time) {
	t.Helper()
	if err := s.Apply(kit.HumanSeat, act(do, x, y), now); err != nil {
		t.Fatalf("%s %d,%d: %v", do, x, y, err)
	}
}

// mustRefuse checks that the action is refused with an InputError and
// changes nothing (compared through Encode, which holds the whole state).
func mustRefuse(t testing.TB, s *state, a kit.Action, now time.Time) {
	t.Helper()
	before := kittest.Encode(t, s)
	beforeClicks, beforeOpened, beforeFlags := s.clicks, s.opened, s.flags
	err := s.Apply(kit.HumanSeat, a, now)
	if !kit.IsInvalid(err) {
		t.Fatalf("%v: want an InputError, got %v", a, err)
	}
	if ie := err.(*kit.InputError); ie.EN == "" || ie.RU == "" {
		t.Fatalf("%v: message missing a language: %+v", a, ie)
	}
	if !bytes.Equal(before, kittest.Encode(t, s)) || s.clicks != beforeClicks ||
		s.opened != beforeOpened || s.flags != beforeFlags {
		t.Fatalf("%v: refused action changed the state", a)
	}
}

func newGame(t testing.TB, opts url.Values, seed uint64) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, opts, seed, t0).(*state)
}

func preset(key string) url.Values { return url.Values{"preset": {key}} }
