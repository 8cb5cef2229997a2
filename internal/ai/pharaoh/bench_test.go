package pharaoh

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/pharaoh"
)

// decisions collects views where the bot has a real choice, from a few
// games played by the strong bot against itself.
func decisions(tb testing.TB) []game.View {
	var out []game.View
	for seed := uint64(1); len(out) < 64; seed++ {
		st, err := game.Game{}.New(url.Values{"level": {"strong"}}, seed, epoch)
		if err != nil {
			tb.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		for i := 0; i < 200 && !st.Over(); i++ {
			seat := kit.ToMove(st)
			v := st.View(seat, epoch)
			act := map[string][]string{"do": {"next"}}
			if v.MyTurn() {
				if len(Moves(v)) > 1 {
					out = append(out, v)
				}
				act = Strong(context.Background(), v, rng)
			}
			if err := st.Apply(seat, act, epoch); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkStrongDecision is one decision of the strong bot with a real
// choice to make.
func BenchmarkStrongDecision(b *testing.B) {
	views := decisions(b)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Strong(context.Background(), views[i%len(views)], rng)
	}
}

// BenchmarkEasyDecision is one decision of the easy bot.
func BenchmarkEasyDecision(b *testing.B) {
	views := decisions(b)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Easy(views[i%len(views)], rng)
	}
}
