package checkers

import (
	"syscall"
	"testing"
	"time"

	game "gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
)

// BenchmarkStrongSecond runs Strong's one-second search from the start
// and a middle-game position and reports its speed (by the wall clock and
// by CPU time, steadier on a busy machine) and the depth it completed.
func BenchmarkStrongSecond(b *testing.B) {
	for _, tc := range []struct{ name, fen string }{
		{"start", game.StartPosition().FEN()},
		{"middle", "W:Wa1,c1,e1,b2,f2,c3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,g7,d8,f8"},
	} {
		p, _ := game.ParseFEN(tc.fen)
		b.Run(tc.name, func(b *testing.B) {
			var nodes uint64
			depth := 0
			cpu0 := cpuSeconds()
			for b.Loop() {
				s := newSearcher(levels[kit.Strong], nil, time.Now().Add(time.Second), gameSoFar{pos: p, keys: []uint64{p.Key()}})
				s.bestMove()
				nodes += s.nodes
				depth = s.depth
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
			b.ReportMetric(float64(nodes)/(cpuSeconds()-cpu0)/1e6, "Mnodes/cpu-s")
			b.ReportMetric(float64(depth), "depth")
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
