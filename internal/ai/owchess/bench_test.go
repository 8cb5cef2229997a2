package owchess

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/owchess"
)

// midgame returns a position after 30 plies of play between easy bots,
// seen from the side to move.
func midgame(b *testing.B, level kit.Level) game.View {
	st, err := game.Game{}.New(url.Values{"level": {string(level)}, "timer": {"off"}}, 11, t0)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 30 && !st.Over(); i++ {
		seat := kit.HumanSeat
		if s, ok := st.NextBot(); ok {
			seat = s
		}
		v := st.View(seat, t0)
		v.Level = kit.Easy
		act, _ := Bot(context.Background(), v, rng)
		if err := st.Apply(seat, act, t0); err != nil {
			b.Fatal(err)
		}
	}
	seat := kit.HumanSeat
	if s, ok := st.NextBot(); ok {
		seat = s
	}
	v := st.View(seat, t0)
	v.Level = level
	return v
}

func benchLevel(b *testing.B, level kit.Level) {
	v := midgame(b, level)
	rng := rand.New(rand.NewPCG(3, 4))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Bot(context.Background(), v, rng); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEasy(b *testing.B)   { benchLevel(b, kit.Easy) }
func BenchmarkMedium(b *testing.B) { benchLevel(b, kit.Medium) }
func BenchmarkStrong(b *testing.B) { benchLevel(b, kit.Strong) }
