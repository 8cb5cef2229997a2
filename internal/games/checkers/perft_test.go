package checkers

import (
	"fmt"
	"syscall"
	"testing"
	"time"

	"gamehall/internal/games/kit/kittest"
)

// russianPerft are the published leaf counts of Russian checkers from the
// start position, depths 1 to 13, with capture orders that lead to the
// same position counted once (Aurora's figures, confirmed by Rein
// Halbersma's generator in the damforum.nl "Perft for all recognized
// draughts variants" thread and by the Shashki forum).
var russianPerft = []uint64{
	7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586,
	22444032, 110917189, 544770444, 2673979569,
}

// russianPerftAllOrders are the same counts when every capture order is
// its own move (Kallisto's figures), depths 1 to 9; they differ from
// depth 8 on and so check that the merging of equal captures is real.
// (Kallisto gives 22450628 at depth 10 and we count 22450647: how many
// "orders" a flying king's capture has depends on whether landing squares
// between captures count as different orders, so past depth 9 the figure
// is a property of a program, not of the rules.)
var russianPerftAllOrders = []uint64{
	7, 49, 302, 1469, 7482, 37986, 190146, 929905, 4570667,
}

func TestPerftStart(t *testing.T) {
	depth := kittest.Scale(8, 11)
	for d := 1; d <= depth; d++ {
		if got, want := Perft(StartPosition(), d), russianPerft[d-1]; got != want {
			t.Errorf("perft(%d) = %d, want %d", d, got, want)
		}
	}
}

func TestPerftDeep(t *testing.T) {
	kittest.NeedLong(t)
	for d := 12; d <= 13; d++ {
		if got, want := Perft(StartPosition(), d), russianPerft[d-1]; got != want {
			t.Errorf("perft(%d) = %d, want %d", d, got, want)
		}
	}
}

// perftAllOrders counts every capture order as its own move.
func perftAllOrders(p Position, depth int) uint64 {
	moves := p.allCapturePaths()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		child := p
		child.Apply(&moves[i])
		n += perftAllOrders(child, depth-1)
	}
	return n
}

func TestPerftAllOrders(t *testing.T) {
	depth := kittest.Scale(8, len(russianPerftAllOrders))
	for d := 1; d <= depth; d++ {
		if got, want := perftAllOrders(StartPosition(), d), russianPerftAllOrders[d-1]; got != want {
			t.Errorf("perft with every capture order (%d) = %d, want %d", d, got, want)
		}
	}
}

// BenchmarkPerft reports leaf nodes per second of bulk-counting perft
// from the start position, by the wall clock and by the process's CPU
// time (the second is steadier on a shared, busy machine).
func BenchmarkPerft(b *testing.B) {
	for _, depth := range []int{9, 10} {
		b.Run(fmt.Sprintf("depth%d", depth), func(b *testing.B) {
			var nodes uint64
			cpu0 := cpuSeconds()
			for b.Loop() {
				nodes += Perft(StartPosition(), depth)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
			b.ReportMetric(float64(nodes)/(cpuSeconds()-cpu0)/1e6, "Mnodes/cpu-s")
		})
	}
}

// cpuSeconds is the user and system time the process has used.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}
