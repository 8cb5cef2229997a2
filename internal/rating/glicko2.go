// Package rating implements the Glicko-2 rating system as published by
// Mark E. Glickman in "Example of the Glicko-2 system" (Boston University,
// revised November 30, 2013): the conversion to the Glicko-2 scale with the
// factor 173.7178, the variance v and improvement delta of a rating period,
// the new volatility found with the Illinois algorithm of that revision, and
// the new rating and deviation.
//
// The package is pure: no I/O, no clock, no randomness. What a rating period
// is, is the caller's business: Update takes every game a player finished in
// one period, and Decay accounts for periods in which the player did not
// play. Sites such as lichess treat every single game as its own period.
//
// A bot level is not rated by this package: it is an opponent whose rating
// never moves (see Fixed), so only the human's rating is updated.
//
// Where this package goes beyond the paper: the deviation never grows past
// 350, the deviation of an unrated player (Glickman's description of the
// original Glicko system caps it the same way), and inputs are clamped to
// the bounds below, so that no input yields NaN or infinity. Everything
// else follows the paper's steps, which the tests check against its worked
// example. As the paper intends, an upset large enough to raise the
// volatility can leave the deviation slightly larger than a period of rest
// would.
package rating

import "math"

// Defaults for an unrated player, as recommended in the paper.
const (
	DefaultR     = 1500.0
	DefaultRD    = 350.0
	DefaultSigma = 0.06
	// DefaultTau is the system constant tau, which limits how fast the
	// volatility changes. The paper suggests a value between 0.3 and 1.2.
	DefaultTau = 0.5
)

// Bounds that Update, Decay and Expected clamp their inputs to, so that no
// input, however wrong, produces NaN or infinity. Real ratings lie well
// inside them.
const (
	// MinR and MaxR bound a rating; between them exp never overflows.
	MinR = 0.0
	MaxR = 5000.0
	// MaxRD is the deviation of an unrated player: the paper's Glicko
	// predecessor recommends that RD never grows beyond it, so neither
	// Update nor Decay lets it.
	MaxRD = DefaultRD
	// MinSigma and MaxSigma bound the volatility; it must stay positive
	// because the volatility step works with its logarithm.
	MinSigma = 1e-4
	MaxSigma = 1.0
	// MinTau and MaxTau bound the system constant tau.
	MinTau = 0.01
	MaxTau = 10.0
)

// ProvisionalRD is the deviation above which a rating is provisional.
// lichess uses this value and shows such a rating with a "?".
const ProvisionalRD = 110.0

// FixedRD is the deviation Fixed gives a bot level: small, because a bot's
// strength is measured and does not change, but not zero, because the
// measurement has an error.
const FixedRD = 50.0

// scale converts between the Glicko and the Glicko-2 scale (Step 2).
const scale = 173.7178

// epsilon is the convergence tolerance of the volatility iteration (Step 5).
const epsilon = 0.000001

// maxIterations bounds the volatility iteration. The Illinois algorithm
// takes at most 10 steps on ratings real players have and under 50 at the far ends
// of the clamped range (TestVolatilityTerminates); the bound only guards
// against a floating point corner case that would otherwise loop forever.
const maxIterations = 100

// Rating is a Glicko-2 rating on the familiar Glicko scale: rating R, rating
// deviation RD (a standard deviation: the true strength lies within R ± 2RD
// with about 95% confidence) and volatility Sigma (how erratic the player's
// results are).
type Rating struct {
	R, RD, Sigma float64
}

// Default returns the rating of an unrated player: 1500, RD 350, volatility
// 0.06.
func Default() Rating {
	return Rating{R: DefaultR, RD: DefaultRD, Sigma: DefaultSigma}
}

// Fixed returns the rating of an opponent whose strength is known and never
// changes, such as a bot level measured at r. Pass it as Result.Opponent and
// never update it. A caller that measured the bot's uncertainty can build a
// Rating literal with that RD instead.
func Fixed(r float64) Rating {
	return Rating{R: r, RD: FixedRD, Sigma: DefaultSigma}
}

// Provisional reports whether r is still provisional: its deviation is above
// ProvisionalRD, so the site shows it with a "?" as lichess does.
func (r Rating) Provisional() bool {
	return r.RD > ProvisionalRD
}

// Result is one game of a rating period: the opponent's rating before the
// period and the score, 1 for a win, 0.5 for a draw and 0 for a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// Win, Draw and Loss are the scores of a Result.
const (
	Win  = 1.0
	Draw = 0.5
	Loss = 0.0
)

// Expected returns the score r is expected to make against opp: the
// probability of a win, counting a draw as half. It is the paper's E, which
// takes only the opponent's deviation into account.
func (r Rating) Expected(opp Rating) float64 {
	r, opp = r.clamp(), opp.clamp()
	return expected(toMu(r.R), toMu(opp.R), toPhi(opp.RD))
}

// Update returns r after one rating period in which the player finished the
// given games, with system constant tau (DefaultTau when tau is not a
// positive number). With no games only the deviation grows (Step 6 of the
// paper). Out-of-range inputs are clamped to the bounds above; a score
// outside [0, 1] is clamped too and a NaN score counts as a draw.
func (r Rating) Update(results []Result, tau float64) Rating {
	next, _ := r.update(results, tau)
	return next
}

// Decay returns r after the given number of rating periods without games:
// its deviation grows as if Update had been called with no games once per
// period, up to MaxRD. A non-positive count changes nothing but the clamp.
func (r Rating) Decay(periods int) Rating {
	r = r.clamp()
	if periods <= 0 {
		return r
	}
	phi := toPhi(r.RD)
	phi = math.Sqrt(phi*phi + float64(periods)*r.Sigma*r.Sigma)
	r.RD = min(fromPhi(phi), MaxRD)
	return r
}

// trace holds the intermediate values of one update, for the tests that check
// them against the paper.
type trace struct {
	v, delta, mu, phi float64
	iterations        int
}

// update is Update, also returning the intermediate values.
func (r Rating) update(results []Result, tau float64) (Rating, trace) {
	r = r.clamp()
	tau = clampTau(tau)
	if len(results) == 0 {
		return r.Decay(1), trace{}
	}

	// Step 2: convert to the Glicko-2 scale.
	mu, phi, sigma := toMu(r.R), toPhi(r.RD), r.Sigma

	// Step 3 and 4: the estimated variance v of the rating from the games
	// alone, and the sum whose multiple by v is the estimated improvement
	// delta.
	var info, sum float64
	for _, res := range results {
		opp := res.Opponent.clamp()
		muj, gj := toMu(opp.R), g(toPhi(opp.RD))
		e := 1 / (1 + math.Exp(-gj*(mu-muj)))
		info += gj * gj * e * (1 - e)
		sum += gj * (clampScore(res.Score) - e)
	}
	v := 1 / info
	delta := v * sum

	// Step 5: the new volatility.
	sigma, iterations := volatility(phi, sigma, v, delta, tau)

	// Step 6: the pre-period deviation.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)

	// Step 7: the new deviation and rating.
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	step := phi * phi * sum

	// Step 8: back to the Glicko scale. The step is added to R rather than
	// R recomputed from mu', so that a period that changes nothing (a draw
	// between equals) leaves R exactly as it was.
	next := Rating{R: r.R + scale*step, RD: fromPhi(phi), Sigma: sigma}.clamp()
	return next, trace{v: v, delta: delta, mu: mu + step, phi: phi, iterations: iterations}
}

// volatility finds the new volatility sigma' of Step 5: the root of f with
// the Illinois algorithm, starting from the bracket the paper gives. It also
// returns the number of iterations it took.
func volatility(phi, sigma, v, delta, tau float64) (float64, int) {
	a := math.Log(sigma * sigma)
	d2, p2 := delta*delta, phi*phi
	f := func(x float64) float64 {
		ex := math.Exp(x)
		return ex*(d2-p2-v-ex)/(2*(p2+v+ex)*(p2+v+ex)) - (x-a)/(tau*tau)
	}

	// The bracket. When no large improvement is expected, step down from a
	// by tau until f turns positive; since the first term of f is above
	// -1/2 there, this takes at most tau/2 + 1 steps.
	A := a
	var B float64
	if d2 > p2+v {
		B = math.Log(d2 - p2 - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}

	fA, fB := f(A), f(B)
	iterations := 0
	for math.Abs(B-A) > epsilon && iterations < maxIterations && fA != fB {
		iterations++
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return clampFinite(math.Exp(A/2), MinSigma, MaxSigma, sigma), iterations
}

// g reduces the weight of a game against an opponent whose rating is
// uncertain.
func g(phi float64) float64 {
	return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi))
}

// expected is the paper's E(mu, mu_j, phi_j).
func expected(mu, muj, phij float64) float64 {
	return 1 / (1 + math.Exp(-g(phij)*(mu-muj)))
}

func toMu(r float64) float64    { return (r - DefaultR) / scale }
func fromMu(mu float64) float64 { return mu*scale + DefaultR }
func toPhi(rd float64) float64  { return rd / scale }
func fromPhi(p float64) float64 { return p * scale }

// clamp brings every field of r into its bounds; a NaN field takes the
// default value.
func (r Rating) clamp() Rating {
	return Rating{
		R:     clampFinite(r.R, MinR, MaxR, DefaultR),
		RD:    clampFinite(math.Abs(r.RD), 0, MaxRD, DefaultRD),
		Sigma: clampFinite(r.Sigma, MinSigma, MaxSigma, DefaultSigma),
	}
}

func clampTau(tau float64) float64 {
	if !(tau > 0) {
		return DefaultTau
	}
	return min(max(tau, MinTau), MaxTau)
}

func clampScore(s float64) float64 {
	return clampFinite(s, Loss, Win, Draw)
}

// clampFinite clamps x to [lo, hi]; NaN becomes nan (infinities clamp).
func clampFinite(x, lo, hi, nan float64) float64 {
	if math.IsNaN(x) {
		return nan
	}
	return min(max(x, lo), hi)
}
