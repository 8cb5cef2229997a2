package solver

import "testing"

// benchmarkSolve solves fresh random deals within a node budget and
// reports the share solved and the search speed.
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

// A generous budget, as for a hint on a hard position.
func BenchmarkSolveDrawOne(b *testing.B)   { benchmarkSolve(b, false, 100_000) }
func BenchmarkSolveDrawThree(b *testing.B) { benchmarkSolve(b, true, 100_000) }

// The budget the engine spends on each candidate winnable deal.
func BenchmarkSolveDrawOneSmall(b *testing.B)   { benchmarkSolve(b, false, 5_000) }
func BenchmarkSolveDrawThreeSmall(b *testing.B) { benchmarkSolve(b, true, 5_000) }
