package minesweeper

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit/kittest"
)

// stages plays a game and returns its encoding at every step: ready,
// flagged before start, playing, and over.
func stages(t testing.TB) [][]byte {
	s := newGame(t, preset("intermediate"), 77)
	out := [][]byte{kittest.Encode(t, s)}
	mustApply(t, s, "flag", 0, 0, t0)
	out = append(out, kittest.Encode(t, s))
	mustApply(t, s, "reveal", 8, 8, t0)
	out = append(out, kittest.Encode(t, s))
	for i, c := range s.board.cells {
		if c&bitMine != 0 && c&bitFlag == 0 {
			mustApply(t, s, "reveal", i%16, i/16, t0.Add(time.Second))
			break
		}
	}
	return append(out, kittest.Encode(t, s))
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for i, data := range stages(t) {
		st, err := Game{}.Decode(data)
		if err != nil {
			t.Fatalf("stage %d: %v\n%s", i, err, data)
		}
		again := kittest.Encode(t, st.(*state))
		if !bytes.Equal(data, again) {
			t.Fatalf("stage %d: round trip differs\n%s\n%s", i, data, again)
		}
	}
}

func TestDecodedGameContinuesIdentically(t *testing.T) {
	// The RNG travels in the state: a game decoded before its first
	// reveal places exactly the mines the original would.
	a := newGame(t, preset("expert"), 1234)
	st, err := Game{}.Decode(kittest.Encode(t, a))
	if err != nil {
		t.Fatal(err)
	}
	b := st.(*state)
	mustApply(t, a, "reveal", 3, 3, t0)
	mustApply(t, b, "reveal", 3, 3, t0)
	if !bytes.Equal(kittest.Encode(t, a), kittest.Encode(t, b)) {
		t.Fatal("decoded game diverged")
	}
	if a.opened != b.opened || a.flags != b.flags {
		t.Fatal("derived counts differ")
	}
}

func TestEncodingIsCompact(t *testing.T) {
	s := newGame(t, preset("expert"), 5)
	mustApply(t, s, "reveal", 10, 10, t0)
	// Mostly the 480 cells in base64 (640 bytes); the rest is the RNG,
	// the clock, the pace and the flags such as counted.
	if n := len(kittest.Encode(t, s)); n > 820 {
		t.Fatalf("expert state is %d bytes", n)
	}
}

func TestDecodeRejects(t *testing.T) {
	good := string(stages(t)[2])
	replace := func(old, new string) string {
		if !strings.Contains(good, old) {
			t.Fatalf("%q not in %s", old, good)
		}
		return strings.Replace(good, old, new, 1)
	}
	tests := map[string]string{
		"empty":           "",
		"not json":        "hello",
		"array":           "[]",
		"null":            "null",
		"trailing":        good + "{}",
		"trailing brace":  good + "}",
		"unknown field":   replace(`{"v":1`, `{"zz":1,"v":1`),
		"version":         replace(`"v":1`, `"v":2`),
		"preset":          replace(`"p":"intermediate"`, `"p":"giant"`),
		"preset size":     replace(`"w":16`, `"w":17`),
		"status":          replace(`"s":"playing"`, `"s":"paused"`),
		"status ready":    replace(`"s":"playing"`, `"s":"ready"`),
		"status won":      replace(`"s":"playing"`, `"s":"won"`),
		"status lost":     replace(`"s":"playing"`, `"s":"lost"`),
		"clicks":          replace(`"k":2`, `"k":-1`),
		"rng":             replace(`"r":"`, `"r":"AAAA`),
		"cells base64":    replace(`"c":"`, `"c":"!`),
		"cells too short": replace(`"c":"`, `"c":"AAAA`),
	}
	for name, data := range tests {
		if _, err := (Game{}).Decode([]byte(data)); err == nil {
			t.Errorf("%s: decoded %q", name, data)
		}
	}
}

func TestDecodeChecksCells(t *testing.T) {
	mutate := map[string]func(s *state){
		"open and flagged": func(s *state) {
			for i, c := range s.board.cells {
				if c&bitOpen != 0 {
					s.board.cells[i] |= bitFlag
					return
				}
			}
		},
		"extra mine": func(s *state) {
			for i, c := range s.board.cells {
				if c == 0 {
					s.board.cells[i] |= bitMine
					return
				}
			}
		},
		"open mine without explosion": func(s *state) {
			for i, c := range s.board.cells {
				if c&bitMine != 0 {
					s.board.cells[i] |= bitOpen
					return
				}
			}
		},
		"unknown bit":  func(s *state) { s.board.cells[0] |= 0x80 },
		"ended clock":  func(s *state) { s.endMs = s.startMs + 5 },
		"wrong preset": func(s *state) { s.cfg.preset = "beginner" },
	}
	for name, f := range mutate {
		st, err := Game{}.Decode(stages(t)[2])
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		f(s)
		if _, err := (Game{}).Decode(kittest.Encode(t, s)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
