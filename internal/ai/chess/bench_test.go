package chess

import (
	"context"
	"testing"

	c "gamehall/internal/games/chess"
)

// BenchmarkSearch searches a middlegame position to a fixed depth and
// reports nodes per second.
func BenchmarkSearch(b *testing.B) {
	p, _ := c.ParseFEN("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8")
	var nodes uint64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		nodes += Search(context.Background(), p, nil, Limits{Depth: 8}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkEvaluate measures the static evaluation alone.
func BenchmarkEvaluate(b *testing.B) {
	p, _ := c.ParseFEN("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8")
	for i := 0; i < b.N; i++ {
		Evaluate(&p)
	}
}
