package solver

import (
	"sort"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

var benchBudget = 50_000

func TestNodeDistribution(t *testing.T) {
	kittest.NeedLong(t)
	for _, d3 := range []bool{false, true} {
		var solvedNodes []int
		unsolv, unknown := 0, 0
		const n = 100
		for seed := range uint64(n) {
			res, _ := Solve(randomDeal(seed+5000, d3), benchBudget)
			switch res.Verdict {
			case Solved:
				solvedNodes = append(solvedNodes, res.Nodes)
			case Unsolvable:
				unsolv++
			default:
				unknown++
			}
		}
		sort.Ints(solvedNodes)
		t.Logf("draw3=%v solved %d unsolvable %d unknown %d", d3, len(solvedNodes), unsolv, unknown)
	}
}
