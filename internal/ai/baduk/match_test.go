package baduk

import (
	"context"
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"
	"time"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// player is one side of a match: a name and its search settings.
type player struct {
	name string
	p    Params
}

// playGame plays one game between a (seat 0, the "human" seat, playing
// aColor) and b through the engine, both sides deciding with Think; the
// dead stones are proposed by the bot code and accepted. It returns a's
// outcome and the final view.
func playGame(t testing.TB, size int, a, b player, aColor g.Color, seed uint64) (kit.Outcome, g.View) {
	t.Helper()
	colour := "black"
	if aColor == g.White {
		colour = "white"
	}
	st, err := g.Game{}.New(url.Values{"size": {strconv.Itoa(size)}, "colour": {colour}}, seed, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	for moves := 0; !st.Over(); moves++ {
		if moves > 4*size*size {
			t.Fatalf("game too long:\n%s", st.View(0, time.Time{}).SGF(""))
		}
		seat := kit.HumanSeat
		if s, ok := st.NextBot(); ok {
			seat = s
		}
		v := st.View(seat, time.Time{})
		var act kit.Action
		switch {
		case v.Phase == g.Scoring && seat == g.BotSeat:
			act, err = Move(context.Background(), v, rng)
			if err != nil {
				t.Fatal(err)
			}
		case v.Phase == g.Scoring:
			act = kit.Action{"do": {g.ActAccept}}
		default:
			me := a
			if seat != kit.HumanSeat {
				me = b
			}
			pos, err := v.Position()
			if err != nil {
				t.Fatal(err)
			}
			pos.Passes = v.Passes
			d := Think(context.Background(), pos, Situation{KomiHalf: v.KomiHalf, AsIs: v.Resumed}, me.p, rng.Uint64())
			act = d.Action(&pos.Board)
		}
		if err := st.Apply(seat, act, time.Time{}); err != nil {
			if v.Phase == g.Scoring && seat == kit.HumanSeat {
				// The proposal was disputed by nobody; accept cannot fail.
				t.Fatalf("accept refused: %v", err)
			}
			t.Fatalf("%s refused: %v\n%s", act.Encode(), err, v.SGF(""))
		}
	}
	res := st.Results()
	return res[0].Outcome, st.View(0, time.Time{})
}

// match plays games alternating colours and returns a's score (a win is
// 1, a draw 0.5) and the number of games.
func match(t testing.TB, size, games int, a, b player) float64 {
	score := 0.0
	for i := range games {
		colour := g.Black
		if i%2 == 1 {
			colour = g.White
		}
		out, v := playGame(t, size, a, b, colour, uint64(1000+i))
		switch out {
		case kit.Win:
			score++
		case kit.Draw:
			score += 0.5
		}
		t.Logf("game %d: %s as %v: %v %s (%d moves)", i+1, a.name, colour, out, v.Result.Text, v.MoveNumber)
	}
	return score
}

func TestTinyMatchStrongerSearchWins(t *testing.T) {
	strong := player{"1200 playouts", Params{Playouts: 1200, ResignBelow: 0.08, Heavy: true}}
	weak := player{"easy", LevelParams[kit.Easy]}
	if s := match(t, 9, 2, strong, weak); s < 2 {
		t.Fatalf("the stronger search scored %.1f of 2 against easy", s)
	}
}

// TestMatchStrongVersusEasy is the real self-play match: the strong level
// with its full time budget against the easy level on 9x9.
func TestMatchStrongVersusEasy(t *testing.T) {
	kittest.NeedLong(t)
	games := 50
	games = kittest.Count("GAMEHALL_GO_GAMES", games)
	s := match(t, 9, games, player{"strong", LevelParams[kit.Strong]}, player{"easy", LevelParams[kit.Easy]})
	t.Logf("strong scored %.1f of %d (%.0f%%)", s, games, 100*s/float64(games))
	if s < 0.9*float64(games) {
		t.Fatalf("strong scored %.1f of %d, want at least 90%%", s, games)
	}
}

// TestMatchHeavyVersusLight compares the two playout policies at the
// same time per move (set GAMEHALL_LONG; GAMEHALL_GO_MS sets the time).
func TestMatchHeavyVersusLight(t *testing.T) {
	kittest.NeedLong(t)
	games := 20
	games = kittest.Count("GAMEHALL_GO_GAMES", games)
	ms := 300
	ms = kittest.Count("GAMEHALL_GO_MS", ms)
	budget := time.Duration(ms) * time.Millisecond
	heavy := player{"heavy", Params{Budget: budget, ResignBelow: 0.08, Heavy: true}}
	light := player{"light", Params{Budget: budget, ResignBelow: 0.08}}
	s := match(t, 9, games, heavy, light)
	t.Logf("heavy scored %.1f of %d", s, games)
}
