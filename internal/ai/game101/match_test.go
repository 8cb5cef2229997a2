package game101

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/game101"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// policy picks a card from a view that has one to play.
type policy func(v game.View, rng *rand.Rand) cards.Card

func strongPolicy(v game.View, _ *rand.Rand) cards.Card { return Strong(v) }

// playMatch plays a match to the end with one policy per seat and
// returns the winner and the number of actions.
func playMatch(t testing.TB, players int, seed uint64, seats []policy) (winner, actions int) {
	t.Helper()
	st, err := game.Game{}.New(url.Values{"players": {fmt.Sprint(players)}}, seed, epoch)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 77))
	st = kittest.PlayOut(t, game.Game{}, st, epoch, 100000, 0, func(seat int, v game.View) (kit.Action, error) {
		actions++
		switch {
		case v.Phase == game.RoundOver:
			return kit.Action{"do": {game.ActNext}}, nil
		case !v.Playable.Empty():
			return kit.Action{"do": {game.ActPlay}, "card": {seats[seat](v, rng).String()}}, nil
		}
		return Bot(context.Background(), v, rng)
	})
	return st.View(0, epoch).Winner, actions
}

// TestStrongBeatsEasy: one strong seat against easy ones wins clearly
// more than its share.
func TestStrongBeatsEasy(t *testing.T) {
	matches := kittest.Scale(150, 2000)
	for _, players := range []int{2, 4} {
		seats := make([]policy, players)
		for i := range seats {
			seats[i] = Easy
		}
		seats[0] = strongPolicy
		wins := 0
		for i := range matches {
			if w, _ := playMatch(t, players, uint64(i), seats); w == 0 {
				wins++
			}
		}
		share := float64(wins) / float64(matches)
		t.Logf("%d players: strong seat won %d of %d (%.0f%%, fair share %.0f%%)", players, wins, matches, 100*share, 100/float64(players))
		if share < 1.2/float64(players) {
			t.Errorf("%d players: strong won only %.0f%%", players, 100*share)
		}
	}
}
