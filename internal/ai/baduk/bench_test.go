package baduk

import (
	"syscall"
	"testing"
	"time"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// cpuTime is the CPU time this process has used; the machine is shared,
// so rates per CPU second say more than rates per wall second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchPlayouts measures light playouts from an empty board: random legal
// moves that fill no own eye, to the end, then a count.
func benchPlayouts(b *testing.B, size int, heavy bool) {
	root := g.NewBoard(size)
	sm := &simulator{rng: fastRand{1}, komiHalf: 15, avoidSelfAtari: heavy, answerAtari: heavy, patterns: heavy}
	var board g.Board
	cpu0 := cpuTime()
	for b.Loop() {
		board = *root
		sm.begin()
		sm.playout(&board, g.Black, 0, g.Pass, g.Pass)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "playouts/cpu-s")
	}
}

func BenchmarkPlayout9x9(b *testing.B)   { benchPlayouts(b, 9, false) }
func BenchmarkPlayout13x13(b *testing.B) { benchPlayouts(b, 13, false) }
func BenchmarkPlayout19x19(b *testing.B) { benchPlayouts(b, 19, false) }

// The heavier playouts: self-atari of groups avoided, ataris answered,
// 3x3 shapes played.
func BenchmarkHeavyPlayout9x9(b *testing.B)   { benchPlayouts(b, 9, true) }
func BenchmarkHeavyPlayout19x19(b *testing.B) { benchPlayouts(b, 19, true) }

// benchSearch measures whole searches (tree, playouts, backup) from an
// empty board, in playouts per CPU second: the rate that turns the
// levels' time per move into playouts.
func benchSearch(b *testing.B, size int) {
	pos := g.NewPosition(size)
	p := LevelParams[kit.Strong]
	p.Budget, p.Playouts, p.Patterns = 0, 5000, true
	cpu0 := cpuTime()
	n := 0
	for b.Loop() {
		s := newSearcher(pos, 15, uint64(n))
		s.sim.avoidSelfAtari, s.sim.answerAtari, s.sim.patterns = p.Heavy, p.Heavy, p.Patterns
		n += s.run(b.Context(), limits{playouts: p.Playouts}).playouts
	}
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(n)/cpu.Seconds(), "playouts/cpu-s")
	}
}

func BenchmarkSearch9x9(b *testing.B)   { benchSearch(b, 9) }
func BenchmarkSearch13x13(b *testing.B) { benchSearch(b, 13) }
func BenchmarkSearch19x19(b *testing.B) { benchSearch(b, 19) }
