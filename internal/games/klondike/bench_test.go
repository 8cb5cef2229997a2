package klondike

import (
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// BenchmarkNewWinnable deals proven-winnable games: deals per second is
// 1e9 / ns/op.
func BenchmarkNewWinnable(b *testing.B) {
	for _, q := range []string{"winnable=1", "winnable=1&draw=3"} {
		b.Run(q, func(b *testing.B) {
			for i := range b.N {
				if s := newTest(b, q, uint64(i)); !s.winnable {
					b.Fatal("not proven")
				}
			}
		})
	}
}

// BenchmarkRequest is the engine's share of one move request: decode,
// apply, view, encode.
func BenchmarkRequest(b *testing.B) {
	s := midGame(b, "", 3, 30)
	data := kittest.Encode(b, s)
	a := act(b, "do=draw")
	kittest.BenchRequest[View](b, Game{}, data, t0.Add(time.Hour), func(kit.State[View]) (int, kit.Action) { return kit.HumanSeat, a })
}

// BenchmarkHint is a hint on a fresh deal (a search each time).
func BenchmarkHint(b *testing.B) {
	for i := range b.N {
		s := newTest(b, "", uint64(i))
		s.findHint()
	}
}
