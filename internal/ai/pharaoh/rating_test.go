package pharaoh

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/pharaoh"
)

// TestMeasureChampionships plays Strong against Easy over whole
// championships of ten matches, the only ranked Pharaoh, each seed from
// both sides, for the bot ratings (internal/handlers/bot_ratings.go).
// GAMEHALL_TUNE=1; GAMEHALL_N seeds (default 20).
func TestMeasureChampionships(t *testing.T) {
	kittest.NeedTune(t)
	n, _ := strconv.Atoi(os.Getenv("GAMEHALL_N"))
	if n <= 0 {
		n = 20
	}
	wins, draws, losses := 0, 0, 0
	for i := range n {
		seed := uint64(5000 + i)
		for side := range 2 {
			seats := [2]policy{strongPolicy, easyPolicy}
			if side == 1 {
				seats = [2]policy{easyPolicy, strongPolicy}
			}
			r := playChampionship(t, seed, seats)
			if side == 1 {
				r = -r
			}
			switch {
			case r > 0:
				wins++
			case r < 0:
				losses++
			default:
				draws++
			}
		}
		if (i+1)%10 == 0 { // a running tally, for a run stopped early
			fmt.Printf("after %d: %d won, %d drawn, %d lost\n", 2*(i+1), wins, draws, losses)
		}
	}
	fmt.Printf("pharaoh championships, strong vs easy: %d won, %d drawn, %d lost of %d\n", wins, draws, losses, 2*n)
}

// playChampionship is playSeries over ten matches.
func playChampionship(t testing.TB, seed uint64, seats [2]policy) int {
	t.Helper()
	st, err := game.Game{}.New(url.Values{"matches": {strconv.Itoa(game.ChampionSeries)}}, seed, epoch)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	for steps := 0; !st.Over(); steps++ {
		if steps > 200000 {
			t.Fatal("endless championship")
		}
		seat, ok := st.NextBot()
		if !ok {
			seat = game.Person
		}
		v := st.View(seat, epoch)
		act := kit.Action{"do": {"next"}}
		if v.MyTurn() {
			act = seats[seat](v, rng)
		}
		if err := st.Apply(seat, act, epoch); err != nil {
			t.Fatalf("seat %d %v: %v", seat, act, err)
		}
	}
	return st.View(0, epoch).Total
}
