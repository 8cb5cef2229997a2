package tonk

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/tonk"
)

// views collects the views of seats to move over a few Strong games.
func views(tb testing.TB, n int) []game.View {
	var out []game.View
	rng := rand.New(rand.NewPCG(1, 2))
	for g := uint64(0); len(out) < n; g++ {
		st, err := game.Game{}.New(url.Values{"bots": {"3"}}, g, epoch)
		if err != nil {
			tb.Fatal(err)
		}
		for len(out) < n && !st.Over() {
			v := st.View(0, epoch)
			seat, act := kit.HumanSeat, kit.Action{"do": {game.ActNext}}
			if v.Playing() {
				seat = v.Turn
				v = st.View(seat, epoch)
				out = append(out, v)
				act = Play(context.Background(), v, kit.Strong, rng)
			}
			if err := st.Apply(seat, act, epoch); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkStrongDecision is one Strong bot decision, averaged over the
// positions of real games (draws with the stock's average, drops with
// the simulation, discards).
func BenchmarkStrongDecision(b *testing.B) {
	vs := views(b, 500)
	rng := rand.New(rand.NewPCG(3, 4))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Play(context.Background(), vs[i%len(vs)], kit.Strong, rng)
	}
}

// BenchmarkEasyDecision is one Easy bot decision.
func BenchmarkEasyDecision(b *testing.B) {
	vs := views(b, 500)
	rng := rand.New(rand.NewPCG(3, 4))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Play(context.Background(), vs[i%len(vs)], kit.Easy, rng)
	}
}

// TestBotAnswersEveryTurn: the registered Bot answers every seat to move
// with a legal action, and refuses when it is not its turn.
func TestBotAnswersEveryTurn(t *testing.T) {
	for _, level := range []string{"easy", "strong"} {
		st, _ := game.Game{}.New(url.Values{"level": {level}, "bots": {"3"}}, 5, epoch)
		rng := rand.New(rand.NewPCG(5, 6))
		for hands := 0; hands < 20 && !st.Over(); {
			seat, ok := st.NextBot()
			if !ok {
				if _, err := Bot(context.Background(), st.View(1, epoch), rng); err == nil && !st.View(1, epoch).MyTurn() {
					t.Fatal("the bot acts out of turn")
				}
				if err := st.Apply(0, tonkMove(st.View(0, epoch)), epoch); err != nil {
					t.Fatal(err)
				}
				if !st.View(0, epoch).Playing() {
					hands++
				}
				continue
			}
			act, err := Bot(context.Background(), st.View(seat, epoch), rng)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(seat, act, epoch); err != nil {
				t.Fatalf("%s bot %d: %v: %v", level, seat, act, err)
			}
		}
	}
}

// tonkMove is the person's move in these tests: the Easy bot's, or the
// next hand.
func tonkMove(v game.View) kit.Action {
	if !v.Playing() {
		return kit.Action{"do": {game.ActNext}}
	}
	return Play(context.Background(), v, kit.Easy, rand.New(rand.NewPCG(1, 1)))
}
