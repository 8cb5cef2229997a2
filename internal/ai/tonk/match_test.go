package tonk

import (
	"context"
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/tonk"
)

var epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// table plays hands with one level per seat (seat 0 included) and
// returns each seat's net chips and hands won. The person's seat is
// played by the bot too; a game that ends (the person broke) is
// restarted with a new seed, carrying the totals.
func table(t testing.TB, levels []kit.Level, hands int, seed uint64) (net []int, wins []int) {
	t.Helper()
	n := len(levels)
	net, wins = make([]int, n), make([]int, n)
	rng := rand.New(rand.NewPCG(seed, 99))
	played := 0
	for g := uint64(0); played < hands; g++ {
		st, err := game.Game{}.New(url.Values{"bots": {strconv.Itoa(n - 1)}, "ante": {"10"}}, seed*1000+g, epoch)
		if err != nil {
			t.Fatal(err)
		}
		start := make([]int, n)
		for i := range start {
			start[i] = game.StartBankroll
		}
		for played < hands && !st.Over() {
			v := st.View(0, epoch)
			var act kit.Action
			seat := kit.HumanSeat
			if !v.Playing() {
				for i := range n {
					if v.Last.Won(i) {
						wins[i]++
					}
				}
				played++
				act = kit.Action{"do": {game.ActNext}}
			} else {
				seat = v.Turn
				act = Play(context.Background(), st.View(seat, epoch), levels[seat], rng)
			}
			if err := st.Apply(seat, act, epoch); err != nil {
				t.Fatalf("seat %d %v: %v", seat, act, err)
			}
		}
		v := st.View(0, epoch)
		for i := range n {
			net[i] += v.Bank[i] + v.Pot/n - start[i]
		}
	}
	return net, wins
}

// TestStrongBeatsEasy seats one Strong bot with Easy ones, in every
// seat in turn, and checks it wins chips over many hands.
func TestStrongBeatsEasy(t *testing.T) {
	hands := kittest.Scale(300, 5000)
	for _, players := range []int{3, 4} {
		total, totalWins := 0, 0
		for strong := range players {
			levels := make([]kit.Level, players)
			levels[strong] = kit.Strong
			net, wins := table(t, levels, hands, uint64(10*players+strong))
			total += net[strong]
			totalWins += wins[strong]
			t.Logf("%d players, Strong in seat %d: net %v, hands won %v", players, strong, net, wins)
		}
		perHand := float64(total) / float64(hands*players)
		share := float64(totalWins) / float64(hands*players)
		t.Logf("%d players: Strong nets %+.2f chips a hand at ante 10 and wins %.0f%% of hands (fair share %.0f%%)",
			players, perHand, 100*share, 100/float64(players))
		if perHand <= 0 {
			t.Errorf("%d players: Strong lost chips to Easy", players)
		}
	}
}
