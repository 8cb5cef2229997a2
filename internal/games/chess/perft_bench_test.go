package chess

import (
	"syscall"
	"testing"
	"time"
)

const kiwipeteFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// cpuTime returns the CPU time this process has used. The machine is
// shared, so besides wall-clock nodes/s the benchmarks report nodes per
// second of CPU actually received ("nodes/cpu-s"), which other load
// disturbs much less.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchPerft reports leaf nodes per second ("nodes/s") of one perft
// call per iteration, and per CPU second.
func benchPerft(b *testing.B, fen string, depth int, full bool) {
	p, err := ParseFEN(fen)
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if full {
			nodes += p.PerftFull(depth)
		} else {
			nodes += p.Perft(depth)
		}
	}
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	}
}

func BenchmarkPerftBulkStart(b *testing.B)    { benchPerft(b, StartFEN, 5, false) }
func BenchmarkPerftBulkKiwipete(b *testing.B) { benchPerft(b, kiwipeteFEN, 4, false) }
func BenchmarkPerftFullStart(b *testing.B)    { benchPerft(b, StartFEN, 5, true) }
func BenchmarkPerftFullKiwipete(b *testing.B) { benchPerft(b, kiwipeteFEN, 4, true) }

// BenchmarkMakeUnmake measures one make and unmake of every legal move
// of Kiwipete; it must not allocate.
func BenchmarkMakeUnmake(b *testing.B) {
	p, _ := ParseFEN(kiwipeteFEN)
	var ml MoveList
	p.GenerateLegal(&ml)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, m := range ml.Slice() {
			u := p.Make(m)
			p.Unmake(m, u)
		}
	}
}
