package minesweeper

import (
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// expertInPlay is an Expert game after its first reveal.
func expertInPlay(b *testing.B) *state {
	s := newGame(b, preset("expert"), 2024)
	mustApply(b, s, "reveal", 15, 8, t0)
	return s
}

func BenchmarkEncode(b *testing.B) {
	s := expertInPlay(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Encode(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	data := kittest.Encode(b, expertInPlay(b))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := (Game{}).Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkApplyFirstReveal is the costliest reveal: mine placement and
// the opening cascade on a fresh Expert field.
func BenchmarkApplyFirstReveal(b *testing.B) {
	fresh := newGame(b, preset("expert"), 2024)
	a := act("reveal", 15, 8)
	b.ReportAllocs()
	for b.Loop() {
		s := *fresh
		s.board.cells = make([]byte, len(fresh.board.cells))
		rng := *fresh.rng
		s.rng = &rng
		if err := s.Apply(kit.HumanSeat, a, t0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkApplyReveal opens one more safe cell of an Expert game.
func BenchmarkApplyReveal(b *testing.B) {
	s := expertInPlay(b)
	target := -1
	for i, c := range s.board.cells {
		if c&(bitMine|bitOpen) == 0 && s.board.count(i) > 0 {
			target = i
			break
		}
	}
	a := act("reveal", target%30, target/30)
	cells := append([]byte(nil), s.board.cells...)
	opened := s.opened
	b.ReportAllocs()
	for b.Loop() {
		copy(s.board.cells, cells)
		s.opened = opened
		if err := s.Apply(kit.HumanSeat, a, t0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkView renders an Expert game in play for the page.
func BenchmarkView(b *testing.B) {
	s := expertInPlay(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.View(kit.HumanSeat, t0)
	}
}
