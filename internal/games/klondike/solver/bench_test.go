package solver

import "testing"

// BenchmarkSolve solves fresh random deals with the budget the engine
// uses for winnable deals and reports how many it solved.
func benchmarkSolve(b *testing.B, drawThree bool, budget int) {
	solved, nodes := 0, 0
	for i := range b.N {
		res, err := Solve(randomDeal(uint64(i)+1000, drawThree), budget)
		if err != nil {
			b.Fatal(err)
		}
		nodes += res.Nodes
		if res.Verdict == Solved {
			solved++
		}
	}
	b.ReportMetric(100*float64(solved)/float64(b.N), "%solved")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkSolveDrawOne(b *testing.B)   { benchmarkSolve(b, false, 100_000) }
func BenchmarkSolveDrawThree(b *testing.B) { benchmarkSolve(b, true, 100_000) }
