package tonk

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/tonk"
)

// session sits down at the standard table (the default number of
// bots, the standard ante and rules) with one level per seat, plays
// hands hands (fewer when the person's seat goes broke) and returns
// each seat's bankroll when it leaves.
func session(t testing.TB, levels []kit.Level, hands int, seed uint64) []int {
	t.Helper()
	st, err := game.Game{}.New(url.Values{"bots": {strconv.Itoa(len(levels) - 1)}}, seed, epoch)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for played := 0; !st.Over(); {
		v := st.View(0, epoch)
		var act kit.Action
		seat := kit.HumanSeat
		switch {
		case !v.Playing() && played+1 >= hands:
			act = kit.Action{"do": {game.ActLeave}}
		case !v.Playing():
			played++
			act = kit.Action{"do": {game.ActNext}}
		default:
			seat = v.Turn
			act = Play(context.Background(), st.View(seat, epoch), levels[seat], rng)
		}
		if err := st.Apply(seat, act, epoch); err != nil {
			t.Fatalf("seat %d %v: %v", seat, act, err)
		}
	}
	return st.View(0, epoch).Bank
}

// TestMeasureSession plays sessions of the standard table for the bot
// ratings (ratings.go, LevelRatings): a session is won by a
// seat that leaves with more than it sat down with, drawn when it
// leaves with as much, as the hall scores a person's game. One Strong
// seat among Easy ones, moving round the table session by session,
// gives Strong's score; tables of Easy alone give an equal seat's
// share (every seat counted). GAMEHALL_TUNE=1; GAMEHALL_N sessions of
// each kind (default 200); GAMEHALL_HANDS hands a session (default 20).
func TestMeasureSession(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 200)
	hands := kittest.Count("GAMEHALL_HANDS", 20)
	players := game.DefaultBots + 1
	score := func(bank int) float64 {
		switch {
		case bank > game.StartBankroll:
			return 1
		case bank == game.StartBankroll:
			return 0.5
		}
		return 0
	}
	strong, fair := 0.0, 0.0
	for i := range n {
		seat := i % players
		levels := make([]kit.Level, players)
		for s := range levels {
			levels[s] = kit.Easy
		}
		for _, b := range session(t, levels, hands, uint64(3_000_000+i)) {
			fair += score(b)
		}
		levels[seat] = kit.Strong
		strong += score(session(t, levels, hands, uint64(3_000_000+i))[seat])
	}
	fmt.Printf("tonk, %d players, sessions of %d hands: one strong among easy scored %.1f of %d; easy seats at easy tables %.1f of %d (%.3f)\n",
		players, hands, strong, n, fair, n*players, fair/float64(n*players))
}
