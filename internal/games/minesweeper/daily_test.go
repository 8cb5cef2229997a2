package minesweeper

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

func mustDaily(t testing.TB, preset string, seed uint64, practice bool) *state {
	t.Helper()
	return mustDailyOf(t, preset, seed, practice, false)
}

func mustDailyOf(t testing.TB, preset string, seed uint64, practice, noGuess bool) *state {
	t.Helper()
	s, err := NewDaily(preset, seed, practice, noGuess, t0)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*state)
}

func TestDailySameSeedSameField(t *testing.T) {
	for _, p := range Presets {
		a := mustDaily(t, p.Key, 42, false)
		b := mustDaily(t, p.Key, 42, false)
		if !bytes.Equal(a.board.cells, b.board.cells) {
			t.Fatalf("%s: the same seed made two fields", p.Key)
		}
		c := mustDaily(t, p.Key, 43, false)
		if bytes.Equal(a.board.cells, c.board.cells) {
			t.Fatalf("%s: two seeds made the same field", p.Key)
		}
	}
}

func TestDailyOpensAtCentre(t *testing.T) {
	for _, p := range Presets {
		s := mustDaily(t, p.Key, 9, false)
		centre := s.board.index(p.Width/2, p.Height/2)
		if s.status != Playing || !s.board.has(centre, bitOpen) || s.board.count(centre) != 0 {
			t.Fatalf("%s: the field does not start opened at its centre", p.Key)
		}
		if s.clicks != 0 || s.startMs != t0.UnixMilli() {
			t.Fatalf("%s: clicks %d, clock from %d", p.Key, s.clicks, s.startMs)
		}
		// The stored state is one the rules accept.
		if _, err := decodeState(kittest.Encode(t, s)); err != nil {
			t.Fatal(err)
		}
		// The view shows no mine.
		for _, c := range s.View(0, t0).Cells {
			if c.State == Mine || c.State == Exploded {
				t.Fatalf("%s: a mine shows", p.Key)
			}
		}
	}
}

func TestDailyRankedAndPractice(t *testing.T) {
	if c := mustDaily(t, "expert", 3, false).Casual(); !c.Ranked() {
		t.Fatalf("the day's attempt is casual: %v", c)
	}
	r, p := mustDaily(t, "expert", 3, false), mustDaily(t, "expert", 3, true)
	if p.Casual().Ranked() {
		t.Fatal("a practice field is ranked")
	}
	if !bytes.Equal(r.board.cells, p.board.cells) {
		t.Fatal("practice makes another field")
	}
}

func TestDailyRefusesCustom(t *testing.T) {
	if _, err := NewDaily(CustomKey, 1, false, true, t0); err == nil {
		t.Fatal("a custom daily field was made")
	}
}

// BenchmarkNewDaily is the work of making one day's field of each preset.
func BenchmarkNewDaily(b *testing.B) {
	for _, p := range Presets {
		b.Run(p.Key, func(b *testing.B) {
			for i := range b.N {
				if _, err := NewDaily(p.Key, uint64(i)*0x9e3779b97f4a7c15, false, false, t0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNewDailyNoGuess is the work of making one day's no-guess
// field of each preset: layouts drawn until the solver clears one.
func BenchmarkNewDailyNoGuess(b *testing.B) {
	for _, p := range Presets {
		b.Run(p.Key, func(b *testing.B) {
			for i := range b.N {
				if _, err := NewDaily(p.Key, uint64(i)*0x9e3779b97f4a7c15, false, true, t0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestDailyClassicFieldsUnchanged: a seed deals the classic daily field
// it dealt before no-guess daily fields existed (the hashes were taken
// from that code), so the days before the hall's cut-over keep their
// fields, their replays and their practice games.
func TestDailyClassicFieldsUnchanged(t *testing.T) {
	want := map[string]string{
		"beginner":     "deac731e1e323e4815923b257e08947a09b3af1a3eb2700bb253640c70a89a1d",
		"intermediate": "12b61a22a004d84fc1a5af94512402438dcebf7b5160ef3778f1837a084b531f",
		"expert":       "a733569b4c6e7f95d6ea4fe3a60b1d6e3a39923f9bbcd92c1a8d358738927134",
	}
	for _, p := range Presets {
		s := mustDaily(t, p.Key, 0xdecade, false)
		if got := fmt.Sprintf("%x", sha256.Sum256(s.board.cells)); got != want[p.Key] {
			t.Errorf("%s: the classic daily field changed: %s", p.Key, got)
		}
		if s.cfg.noGuess {
			t.Errorf("%s: a classic daily field says no-guess", p.Key)
		}
	}
}

// TestDailyNoGuessField: a no-guess daily field opens at its centre, is
// cleared by logic from there, is the same for the same seed, and
// stands on the no-guess boards.
func TestDailyNoGuessField(t *testing.T) {
	for _, p := range Presets {
		for seed := range uint64(8) {
			s := mustDailyOf(t, p.Key, seed, false, true)
			centre := s.board.index(p.Width/2, p.Height/2)
			if !s.cfg.noGuess || s.status != Playing || !s.board.has(centre, bitOpen) || !logicSolves(&s.board, centre) {
				t.Fatalf("%s seed %d: not a no-guess field opened at its centre", p.Key, seed)
			}
			if again := mustDailyOf(t, p.Key, seed, true, true); !bytes.Equal(s.board.cells, again.board.cells) {
				t.Fatalf("%s seed %d: the same seed laid another field", p.Key, seed)
			}
			if _, err := decodeState(kittest.Encode(t, s)); err != nil {
				t.Fatal(err)
			}
			if res := s.Results(); len(res) != 1 || res[0].Board != p.Key+"-noguess-rate" || !res[0].Ranked {
				t.Fatalf("%s seed %d: results %+v", p.Key, seed, res)
			}
		}
	}
}
