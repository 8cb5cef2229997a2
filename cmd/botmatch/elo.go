package main

import (
	"math"
)

// eloInterval is a match score as a logistic Elo difference with its
// 95% interval. The score's standard error comes from the trinomial
// model: each game scores 1, ½ or 0 with the observed frequencies, so
// draws narrow the interval as they should.
type eloInterval struct {
	games          int
	score          float64 // points per game for A
	elo, low, high float64
}

// eloFromScore turns a score fraction into an Elo difference; a score
// of 0 or 1 has none, and is clamped to ±800.
func eloFromScore(s float64) float64 {
	if s <= 0 {
		return -800
	}
	if s >= 1 {
		return 800
	}
	return math.Max(-800, math.Min(800, -400*math.Log10(1/s-1)))
}

func (t tally) interval() eloInterval {
	n := t.w + t.d + t.l
	if n == 0 {
		return eloInterval{}
	}
	fn := float64(n)
	w, d, l := float64(t.w)/fn, float64(t.d)/fn, float64(t.l)/fn
	s := w + d/2
	variance := w*(1-s)*(1-s) + d*(0.5-s)*(0.5-s) + l*s*s
	se := math.Sqrt(variance / fn)
	if variance == 0 && t.d == 0 {
		// All wins or all losses: the observed spread is none, so the
		// bounds come from Wilson's interval of a win rate instead.
		lo, hi := wilson(s, fn)
		return eloInterval{games: n, score: s, elo: eloFromScore(s), low: eloFromScore(lo), high: eloFromScore(hi)}
	}
	return eloInterval{
		games: n,
		score: s,
		elo:   eloFromScore(s),
		low:   eloFromScore(s - 1.96*se),
		high:  eloFromScore(s + 1.96*se),
	}
}

// wilson is the 95% Wilson score interval of a win rate p over n games.
func wilson(p, n float64) (lo, hi float64) {
	const z = 1.96
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return math.Max(c-h, 0), math.Min(c+h, 1)
}
