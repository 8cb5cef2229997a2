// Package cardsim is the search the card bots share: a bot that cannot
// see the other hands guesses them many times over, consistent with all
// it knows (determinization), plays every candidate move in each guessed
// world to the end with a quick policy, and picks the move that earned
// most on average. Each bot brings its own guesses, rollouts and
// scores; this package runs the sampling loop and the choice.
package cardsim

import "context"

// Sampling says how many guessed worlds a search weighs.
type Sampling struct {
	// Worlds is how many worlds to weigh at most.
	Worlds int
	// Tries is how many guesses to make at most, counting those that ran
	// into a dead end; 0 means Worlds.
	Tries int
	// First weighs the first world even when ctx has already ended, so
	// the search always has one to go by.
	First bool
}

// Totals sums, for each of n candidates, its score in every world the
// sampling weighs. guess makes the world of a try (try counts from 0);
// ok false skips it. score plays candidate i in world w, the world'th
// one weighed, and says what it earned. The loop stops early when ctx
// ends; worlds is how many were weighed.
func Totals[W any](ctx context.Context, s Sampling, n int, guess func(try int) (w W, ok bool), score func(w W, world, i int) float64) (totals []float64, worlds int) {
	tries := s.Tries
	if tries == 0 {
		tries = s.Worlds
	}
	totals = make([]float64, n)
	for try := 0; worlds < s.Worlds && try < tries; try++ {
		if ctx.Err() != nil && (try > 0 || !s.First) {
			break
		}
		w, ok := guess(try)
		if !ok {
			continue
		}
		for i := range totals {
			totals[i] += score(w, worlds, i)
		}
		worlds++
	}
	return totals, worlds
}

// Best is the index of the highest total, the first of equal ones.
func Best(totals []float64) int {
	best := 0
	for i, t := range totals {
		if t > totals[best] {
			best = i
		}
	}
	return best
}
