package main

import (
	"math"
	"testing"
)

func TestEloFromScore(t *testing.T) {
	cases := []struct{ score, elo float64 }{
		{0.5, 0}, {0.75, 190.8}, {0.25, -190.8}, {0.9, 381.7}, {0, -800}, {1, 800},
	}
	for _, tc := range cases {
		if got := eloFromScore(tc.score); math.Abs(got-tc.elo) > 0.1 {
			t.Errorf("eloFromScore(%v) = %.1f, want %.1f", tc.score, got, tc.elo)
		}
	}
}

// TestIntervalIsTrinomial checks the interval against a hand-computed
// case: 40 games, +20 =10 -10: score 0.625, per-game variance
// 0.5·0.375² + 0.25·0.125² + 0.25·0.625² = 0.171875.
func TestIntervalIsTrinomial(t *testing.T) {
	iv := tally{w: 20, d: 10, l: 10}.interval()
	se := math.Sqrt(0.171875 / 40)
	if iv.games != 40 || math.Abs(iv.score-0.625) > 1e-9 {
		t.Fatalf("score %v over %d", iv.score, iv.games)
	}
	if want := eloFromScore(0.625 - 1.96*se); math.Abs(iv.low-want) > 1e-6 {
		t.Errorf("low %.2f, want %.2f", iv.low, want)
	}
	if want := eloFromScore(0.625 + 1.96*se); math.Abs(iv.high-want) > 1e-6 {
		t.Errorf("high %.2f, want %.2f", iv.high, want)
	}
	// Draws narrow the interval: the same score from draws alone.
	allDraws := tally{d: 40}.interval()
	if allDraws.low != 0 || allDraws.high != 0 {
		t.Errorf("40 draws: [%v, %v]", allDraws.low, allDraws.high)
	}
}

// A perfect score still has an interval: 10 wins in 10 games give a
// win rate of at least 72% (Wilson), about +164 Elo.
func TestIntervalOfAPerfectScore(t *testing.T) {
	iv := tally{w: 10}.interval()
	if iv.high != 800 || iv.low < 150 || iv.low > 180 {
		t.Errorf("10/10: [%.0f, %.0f]", iv.low, iv.high)
	}
	iv = tally{l: 10}.interval()
	if iv.low != -800 || iv.high > -150 || iv.high < -180 {
		t.Errorf("0/10: [%.0f, %.0f]", iv.low, iv.high)
	}
}
