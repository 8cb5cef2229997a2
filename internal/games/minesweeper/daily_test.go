package minesweeper

import (
	"bytes"
	"testing"
)

func mustDaily(t testing.TB, preset string, seed uint64, practice bool) *state {
	t.Helper()
	s, err := NewDaily(preset, seed, practice, t0)
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
		if _, err := decodeState(mustEncode(t, s)); err != nil {
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
	if _, err := NewDaily(CustomKey, 1, false, t0); err == nil {
		t.Fatal("a custom daily field was made")
	}
}

// BenchmarkNewDaily is the work of making one day's field of each preset.
func BenchmarkNewDaily(b *testing.B) {
	for _, p := range Presets {
		b.Run(p.Key, func(b *testing.B) {
			for i := range b.N {
				if _, err := NewDaily(p.Key, uint64(i)*0x9e3779b97f4a7c15, false, t0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
