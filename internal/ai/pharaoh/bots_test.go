package pharaoh

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/pharaoh"
)

// TestBotsPlayLegally: both levels, on both seats, play whole series
// through Bot with only legal moves (Apply refuses anything else).
func TestBotsPlayLegally(t *testing.T) {
	for _, level := range []string{"easy", "strong"} {
		bot := func(v game.View, rng *rand.Rand) kit.Action {
			act, err := Bot(context.Background(), v, rng)
			if err != nil {
				t.Fatal(err)
			}
			return act
		}
		for seed := range uint64(3) {
			playOut(t, url.Values{"level": {level}, "matches": {"1"}}, seed, 8, [2]policy{bot, bot}, nil)
		}
	}
}

// TestBotWithoutATurn: the bot refuses to act for a seat that may not
// move, and a spent context still gets a legal move at once.
func TestBotWithoutATurn(t *testing.T) {
	st, _ := game.Game{}.New(url.Values{"level": {"strong"}}, 3, epoch)
	v := st.View(game.Person, epoch)
	other := st.View(1-v.Turn, epoch)
	if _, err := Bot(context.Background(), other, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Fatal("a move for a seat not to move")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	mover := st.View(v.Turn, epoch)
	act, err := Bot(ctx, mover, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(v.Turn, act, epoch); err != nil {
		t.Fatalf("%v: %v", act, err)
	}
}
