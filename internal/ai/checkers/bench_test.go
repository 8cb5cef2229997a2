package checkers

import (
	"testing"
	"time"

	game "gamehall/internal/games/checkers"
)

// BenchmarkStrongSecond runs Strong's one-second search from the start
// and a middle-game position and reports its speed and depth.
func BenchmarkStrongSecond(b *testing.B) {
	for _, fen := range []string{
		game.StartPosition().FEN(),
		"W:Wa1,c1,e1,b2,f2,c3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,g7,d8,f8",
	} {
		p, _ := game.ParseFEN(fen)
		b.Run(fen[:12], func(b *testing.B) {
			var nodes uint64
			depth := 0
			for b.Loop() {
				s := newSearcher(levels[game.Strong], nil, time.Now().Add(time.Second), gameSoFar{pos: p, keys: []uint64{p.Key()}})
				s.bestMove()
				nodes += s.nodes
				depth = s.depth
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
			b.ReportMetric(float64(depth), "depth")
		})
	}
}
