package thousand

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/thousand"
)

// views collects the views Strong decides on in a few matches, by phase.
func views(b *testing.B) map[game.Phase][]game.View {
	out := map[game.Phase][]game.View{}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 1))
	for seed := range uint64(3) {
		st, _ := game.Game{}.New(url.Values{"level": {"strong"}}, seed, time.Time{})
		for n := 0; n < 400 && !st.Over(); n++ {
			v := st.View(0, time.Time{})
			if v.Phase == game.HandOver {
				_ = st.Apply(0, kit.Action{"do": {game.ActNext}}, time.Time{})
				continue
			}
			sv := st.View(v.Turn, time.Time{})
			out[sv.Phase] = append(out[sv.Phase], sv)
			a, _ := Strong(ctx, sv, rng)
			if err := st.Apply(v.Turn, a, time.Time{}); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

func benchPhase(b *testing.B, phase game.Phase) {
	vs := views(b)[phase]
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(2, 2))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := Strong(ctx, vs[i%len(vs)], rng); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStrongBid is one auction decision: the estimate over all 680
// kitties.
func BenchmarkStrongBid(b *testing.B) { benchPhase(b, game.Bidding) }

// BenchmarkStrongPlay is one card-play decision.
func BenchmarkStrongPlay(b *testing.B) { benchPhase(b, game.Playing) }
