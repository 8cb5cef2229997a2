package game101

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	game "gamehall/internal/games/game101"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestBotMatches plays whole matches with the hall's own loop: the bot
// answers for every bot seat the state names, and plays the person's
// seat too when the state waits for the person. Every few moves the
// state goes through Encode and Decode, which checks every invariant
// (the 36 cards each in one place, scores equal to the rounds); no run
// of bot moves may reach the hall's bound of 2000 per request.
func TestBotMatches(t *testing.T) {
	per := kittest.Scale(40, 1000) // matches per table size and level
	longestRun, matches := 0, 0
	for _, level := range []string{"easy", "strong"} {
		for players := game.MinPlayers; players <= game.MaxPlayers; players++ {
			for i := range per {
				seed := uint64(i)*7919 + uint64(players)
				run := playBots(t, players, level, seed)
				longestRun = max(longestRun, run)
				matches++
			}
		}
	}
	t.Logf("%d bot-only matches to the end; longest run of bot moves without the person: %d", matches, longestRun)
	if longestRun >= 2000 {
		t.Fatalf("the bots ran %d moves in a row", longestRun)
	}
}

// playBots plays one match and returns the longest run of bot moves.
func playBots(t *testing.T, players int, level string, seed uint64) int {
	t.Helper()
	g := game.Game{}
	st, err := g.New(url.Values{"players": {fmt.Sprint(players)}, "level": {level}}, seed, epoch)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	run, longest := 0, 0
	for step := 0; !st.Over(); step++ {
		if step > 50000 {
			t.Fatalf("%d players %s seed %d: endless match", players, level, seed)
		}
		seat, ok := st.NextBot()
		if ok {
			run++
			longest = max(longest, run)
		} else {
			seat, run = kit.HumanSeat, 0
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		act, err := Bot(ctx, st.View(seat, epoch), rng)
		cancel()
		if err != nil {
			t.Fatalf("seat %d: %v", seat, err)
		}
		if err := st.Apply(seat, act, epoch); err != nil {
			t.Fatalf("seat %d played %v: %v", seat, act, err)
		}
		if step%40 == 0 || st.Over() {
			st = kittest.RoundTrip(t, g, st) // Decode checks every invariant
		}
	}
	return longest
}
