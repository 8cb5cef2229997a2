package minesweeper

import (
	"math"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

func TestLogicSolves(t *testing.T) {
	tests := []struct {
		name   string
		rows   []string
		first  [2]int
		solves bool
	}{
		{"the opening clears it", []string{
			".....",
			".....",
			"....*",
		}, [2]int{0, 0}, true},
		{"a first reveal on a mine", []string{
			"*....",
			".....",
			".....",
		}, [2]int{0, 0}, false},
		{"numbers find the mines, then the corner is safe", []string{
			"....",
			"....",
			"...*",
			"..*.",
		}, [2]int{0, 0}, true},
		{"a 50/50 at the edge", []string{
			"...",
			"...",
			"..*",
			"*.*",
		}, [2]int{0, 0}, false},
		{"two numbers (1 and 2) settle it", []string{
			"...",
			"...",
			"..*",
			"*..",
		}, [2]int{0, 0}, true},
		{"the mine counter frees a walled-in cell", []string{
			".....",
			".....",
			"**...",
			".*...",
		}, [2]int{4, 0}, true},
		{"a walled-in cell with a mine left over", []string{
			".....",
			".....",
			"**...",
			"**...",
		}, [2]int{4, 0}, true},
		{"an unseen corner holds 3 mines in 4 cells", []string{
			".....",
			".....",
			"***..",
			"*.*..",
			"***..",
		}, [2]int{4, 0}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fromPicture(tt.rows...)
			first := s.board.index(tt.first[0], tt.first[1])
			if got := logicSolves(&s.board, first); got != tt.solves {
				t.Fatalf("logicSolves = %v, want %v", got, tt.solves)
			}
		})
	}
}

// TestNoGuessFieldIsSolvable: whatever the seed and the first cell, a
// no-guess field is one the solver clears from that cell, and the same
// seed and cell lay the same field.
func TestNoGuessFieldIsSolvable(t *testing.T) {
	games := kittest.Scale(40, 400)
	for _, p := range Presets {
		n := games
		if p.Key == "expert" {
			n = max(10, games/4)
		}
		for seed := range uint64(n) {
			opts := url.Values{"preset": {p.Key}, NoGuessKey: {"on"}}
			pick := rand.New(rand.NewPCG(seed, 7))
			x, y := pick.IntN(p.Width), pick.IntN(p.Height)
			s := newGame(t, opts, seed)
			mustApply(t, s, "reveal", x, y, t0)
			first := s.board.index(x, y)
			if s.status == Lost || !logicSolves(&s.board, first) {
				t.Fatalf("%s seed %d from %d,%d: not solvable by logic\n%s", p.Key, seed, x, y, picture(s.View(0, t0)))
			}
			again := newGame(t, opts, seed)
			mustApply(t, again, "reveal", x, y, t0)
			if string(kittest.Encode(t, s)) != string(kittest.Encode(t, again)) {
				t.Fatalf("%s seed %d: the same seed laid another field", p.Key, seed)
			}
			res := s.Results()
			if s.status == Playing && (len(res) != 1 || res[0].Board != p.Key+"-noguess-rate" || !res[0].Detail.Bool("noguess")) {
				t.Fatalf("results %+v", res)
			}
		}
	}
}

func TestNoGuessOptions(t *testing.T) {
	s := newGame(t, url.Values{"preset": {"expert"}, NoGuessKey: {"on"}}, 1)
	if !s.cfg.noGuess || !s.View(0, t0).NoGuess {
		t.Fatal("noguess=on did not ask for a no-guess field")
	}
	back, err := Game{}.Decode(kittest.Encode(t, s))
	if err != nil || !back.(*state).cfg.noGuess {
		t.Fatalf("noguess lost in the round trip: %v", err)
	}
	if _, err := (Game{}).New(url.Values{"preset": {"custom"}, "width": {"9"}, "height": {"9"}, "mines": {"10"}, NoGuessKey: {"on"}}, 1, t0); err == nil {
		t.Fatal("a custom no-guess field was accepted")
	}
	if newGame(t, preset("expert"), 1).cfg.noGuess {
		t.Fatal("no-guess without asking")
	}
}

// TestMeasureSolver logs the share of random fields the solver clears
// from a first reveal in the middle, and how many layouts a no-guess
// field draws (mean ± sd, max). Figures for the report, not assertions.
func TestMeasureSolver(t *testing.T) {
	if testing.Short() {
		t.Skip("measurement")
	}
	fields := kittest.Scale(200, 5000)
	for _, p := range Presets {
		n := fields
		if p.Key == "expert" {
			n = fields / 2
		}
		solved := 0
		var draws []float64
		for seed := range uint64(n) {
			b := board{w: p.Width, h: p.Height, cells: make([]byte, p.Width*p.Height)}
			first := b.index(p.Width/2, p.Height/2)
			rng := rand.New(rand.NewPCG(seed, 11))
			b.placeMines(first, p.Mines, rng)
			if logicSolves(&b, first) {
				solved++
			}
			g := board{w: p.Width, h: p.Height, cells: make([]byte, p.Width*p.Height)}
			draws = append(draws, float64(g.placeSolvable(first, p.Mines, rng)))
		}
		share := float64(solved) / float64(n)
		se := math.Sqrt(share * (1 - share) / float64(n))
		mean, sd, top := meanSD(draws)
		t.Logf("%s: solver clears %.1f %% ± %.1f of %d random fields; a no-guess field draws %.2f ± %.2f layouts (sd), at most %.0f",
			p.Key, 100*share, 100*se, n, mean, sd, top)
	}
}

func meanSD(xs []float64) (mean, sd, top float64) {
	for _, x := range xs {
		mean += x
		top = max(top, x)
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sd / float64(len(xs)-1)), top
}

// benchNoGuess lays one no-guess field of the preset per iteration,
// from a first reveal in the middle.
func benchNoGuess(b *testing.B, key string) {
	p, _ := presetByKey(key)
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		f := board{w: p.Width, h: p.Height, cells: make([]byte, p.Width*p.Height)}
		f.placeSolvable(f.index(p.Width/2, p.Height/2), p.Mines, rng)
	}
}

func BenchmarkNoGuessBeginner(b *testing.B)     { benchNoGuess(b, "beginner") }
func BenchmarkNoGuessIntermediate(b *testing.B) { benchNoGuess(b, "intermediate") }
func BenchmarkNoGuessExpert(b *testing.B)       { benchNoGuess(b, "expert") }
