package minesweeper

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// solve is a trivial player that sees only the View: it flags the hidden
// cells around a number that needs them all, chords a number whose flags
// are complete, and otherwise guesses.
func solve(v View, rng *rand.Rand) kit.Action {
	if v.Status == Ready {
		return act("reveal", v.Width/2, v.Height/2)
	}
	var hidden []int
	for i, c := range v.Cells {
		if c.State == Hidden {
			hidden = append(hidden, i)
		}
		if c.State != Open || c.Count == 0 {
			continue
		}
		x, y := i%v.Width, i/v.Width
		var around []int
		flags := 0
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if (dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= v.Width || ny >= v.Height {
					continue
				}
				switch v.At(nx, ny).State {
				case Hidden:
					around = append(around, ny*v.Width+nx)
				case Flagged:
					flags++
				}
			}
		}
		switch {
		case len(around) == 0:
		case flags == c.Count:
			return act("chord", x, y)
		case flags+len(around) == c.Count:
			return act("flag", around[0]%v.Width, around[0]/v.Width)
		}
	}
	g := hidden[rng.IntN(len(hidden))]
	return act("reveal", g%v.Width, g/v.Width)
}

// playOut lets the solver play one game to its end and checks the
// invariants after every move.
func playOut(t *testing.T, opts url.Values, seed uint64) *state {
	t.Helper()
	s := newGame(t, opts, seed)
	rng := rand.New(rand.NewPCG(seed, 99))
	now := t0
	for step := 0; !s.Over(); step++ {
		if step > 4*len(s.board.cells) {
			t.Fatalf("seed %d: no end after %d moves", seed, step)
		}
		now = now.Add(700 * time.Millisecond)
		if err := s.Apply(kit.HumanSeat, solve(s.View(0, now), rng), now); err != nil {
			t.Fatalf("seed %d: solver move refused: %v", seed, err)
		}
		checkInvariants(t, s, now)
	}
	return s
}

func TestSolverPlaysToTheEnd(t *testing.T) {
	games := kittest.Scale(60, 2000)
	for _, p := range Presets {
		wins := 0
		n := games
		if p.Key != "beginner" {
			n = games / 3
		}
		for seed := range uint64(n) {
			s := playOut(t, preset(p.Key), seed)
			res := s.Results()
			if len(res) != 2 || res[0].Board != p.Key || res[0].Moves != s.clicks || res[1].Board != p.Key+"-rate" {
				t.Fatalf("results %+v", res)
			}
			if s.status == Won {
				wins++
				v := s.View(0, t0)
				if v.BV3 == 0 || v.BV3 != v.BV3Solved || v.BV3PerSec <= 0 || res[0].Outcome != kit.Win {
					t.Fatalf("won view %+v", v)
				}
			}
		}
		if p.Key == "beginner" && wins == 0 {
			t.Fatalf("the solver never won %d beginner games", n)
		}
		t.Logf("%s: solver won %d of %d", p.Key, wins, n)
	}
}
