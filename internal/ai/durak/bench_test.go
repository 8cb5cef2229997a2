package durak

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"

	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// views collects the views of every decision of some bot games, at one
// level, to time the bot on real positions.
func views(b *testing.B, players string, level kit.Level, endgameOnly bool) []game.View {
	var out []game.View
	for i := range 20 {
		st, _ := game.Game{}.New(url.Values{"players": {players}, "level": {string(level)}}, uint64(i), now)
		rng := rand.New(rand.NewPCG(uint64(i), 1))
		for !st.Over() {
			seat := kit.ToMove(st)
			v := st.View(seat, now)
			if !endgameOnly || v.DeckCount == 0 {
				out = append(out, v)
			}
			a, _ := Bot(context.Background(), v, rng)
			if err := st.Apply(seat, a, now); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

func benchBot(b *testing.B, vs []game.View) {
	rng := rand.New(rand.NewPCG(1, 2))
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := Bot(ctx, vs[i%len(vs)], rng); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNormalDecision is one Normal decision, any moment of a game.
func BenchmarkNormalDecision(b *testing.B) { benchBot(b, views(b, "2", kit.Strong, false)) }

// BenchmarkNormalEnding is one Normal decision once the deck is gone,
// where the two-player search runs.
func BenchmarkNormalEnding(b *testing.B) { benchBot(b, views(b, "2", kit.Strong, true)) }

// BenchmarkEasyDecision is one Easy decision.
func BenchmarkEasyDecision(b *testing.B) { benchBot(b, views(b, "4", kit.Easy, false)) }
