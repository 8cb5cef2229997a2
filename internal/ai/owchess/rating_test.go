package owchess

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/owchess"
)

// styleNamed reads a player of a rating match: a level's name, or
// DEPTH/NOISE/SLIPS for a rung between the levels (shopping in order).
func styleNamed(t testing.TB, spec string) style {
	if st, ok := styles[kit.Level(spec)]; ok {
		return st
	}
	var st style
	parts := strings.Split(spec, "/")
	if len(parts) == 3 {
		var errs [3]error
		st.depth, errs[0] = strconv.Atoi(parts[0])
		st.noise, errs[1] = strconv.Atoi(parts[1])
		st.slips, errs[2] = strconv.Atoi(parts[2])
		if errs == [3]error{} && st.depth > 0 {
			return st
		}
	}
	t.Fatalf("player %q: want a level or DEPTH/NOISE/SLIPS", spec)
	return st
}

// styledGame plays one game of world seed between two styles (seat 0
// plays white) and returns the winner's seat, or -1 for a draw.
func styledGame(t testing.TB, seed uint64, white, black style) int {
	st, err := game.Game{}.New(url.Values{"level": {"easy"}, "timer": {"off"}}, seed, t0)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	styles := [2]style{white, black}
	st = kittest.PlayOut(t, game.Game{}, st, t0, 5000, 0, func(seat int, v game.View) (kit.Action, error) {
		return decideAs(context.Background(), v, rng, styles[seat])
	})
	switch st.View(0, t0).Outcome {
	case "win":
		return 0
	case "loss":
		return 1
	}
	return -1
}

// TestMeasureLadder plays a rating match between two players for the
// bot ratings (ratings.go, LevelRatings): each world (seed) is
// played twice, once with each colour, so neither side keeps the first
// move or a better world. GAMEHALL_TUNE=1, GAMEHALL_A and GAMEHALL_B
// the players (easy, medium, strong, or DEPTH/NOISE/SLIPS), GAMEHALL_N
// games (default 40, even).
func TestMeasureLadder(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 40)
	a, b := os.Getenv("GAMEHALL_A"), os.Getenv("GAMEHALL_B")
	sa, sb := styleNamed(t, a), styleNamed(t, b)
	w, d, l := 0, 0, 0
	for g := range n {
		seed := uint64(40_000 + g/2)
		aSeat := g % 2
		var winner int
		if aSeat == 0 {
			winner = styledGame(t, seed, sa, sb)
		} else {
			winner = styledGame(t, seed, sb, sa)
		}
		switch winner {
		case -1:
			d++
		case aSeat:
			w++
		default:
			l++
		}
	}
	fmt.Printf("open world chess, %s against %s: +%d =%d -%d of %d\n", a, b, w, d, l, n)
}
