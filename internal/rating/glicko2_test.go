package rating

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// round rounds x to the given number of decimals, as the paper prints them.
func round(x float64, decimals int) float64 {
	p := math.Pow(10, float64(decimals))
	return math.Round(x*p) / p
}

// paperPlayer and paperResults are the example of Glickman's paper.
var (
	paperPlayer  = Rating{R: 1500, RD: 200, Sigma: 0.06}
	paperResults = []Result{
		{Opponent: Rating{R: 1400, RD: 30, Sigma: 0.06}, Score: Win},
		{Opponent: Rating{R: 1550, RD: 100, Sigma: 0.06}, Score: Loss},
		{Opponent: Rating{R: 1700, RD: 300, Sigma: 0.06}, Score: Loss},
	}
)

// TestPaperExample runs the paper's example at full precision. The paper
// rounds every intermediate value (E to three decimals), so its v, delta and
// r' differ from the exact ones in the last printed digit: r' = 1464.06 is
// the paper's rounded mu' = -0.2069 converted back, the exact r' is 1464.0507.
func TestPaperExample(t *testing.T) {
	got, tr := paperPlayer.update(paperResults, 0.5)

	if m := round(tr.mu, 4); m != -0.2069 {
		t.Errorf("mu' = %.6f, paper -0.2069", tr.mu)
	}
	if p := round(tr.phi, 4); p != 0.8722 {
		t.Errorf("phi' = %.6f, paper 0.8722", tr.phi)
	}
	if r := round(fromMu(round(tr.mu, 4)), 2); r != 1464.06 {
		t.Errorf("r' from the rounded mu' = %.4f, paper 1464.06", fromMu(round(tr.mu, 4)))
	}
	if math.Abs(got.R-1464.06) >= 0.01 {
		t.Errorf("r' = %.4f, paper 1464.06", got.R)
	}
	if rd := round(got.RD, 2); rd != 151.52 {
		t.Errorf("RD' = %.4f, paper 151.52", got.RD)
	}
	// The paper prints sigma' = 0.05999 (0.059996 cut after five decimals).
	if math.Abs(got.Sigma-0.05999) >= 0.00001 {
		t.Errorf("sigma' = %.7f, paper 0.05999", got.Sigma)
	}
	if math.Abs(tr.v-1.7785) >= 0.001 {
		t.Errorf("v = %.6f, paper 1.7785", tr.v)
	}
	if math.Abs(tr.delta-(-0.4834)) >= 0.001 {
		t.Errorf("delta = %.6f, paper -0.4834", tr.delta)
	}
	t.Logf("exact: r'=%.4f RD'=%.4f sigma'=%.7f v=%.5f delta=%.5f mu'=%.5f phi'=%.5f (%d volatility iterations)",
		got.R, got.RD, got.Sigma, tr.v, tr.delta, tr.mu, tr.phi, tr.iterations)
}

// TestPaperExampleSteps follows the paper step by step with its rounded
// table of g and E, and finds its printed v, delta and sigma' exactly.
func TestPaperExampleSteps(t *testing.T) {
	mu, phi := toMu(paperPlayer.R), toPhi(paperPlayer.RD)
	if mu != 0 || round(phi, 4) != 1.1513 {
		t.Fatalf("mu = %v, phi = %.6f; paper 0 and 1.1513", mu, phi)
	}
	paperG := []float64{0.9955, 0.9531, 0.7242}
	paperE := []float64{0.639, 0.432, 0.303}
	var info, sum float64
	for i, res := range paperResults {
		opp := res.Opponent
		gj := g(toPhi(opp.RD))
		ej := expected(mu, toMu(opp.R), toPhi(opp.RD))
		if round(gj, 4) != paperG[i] || round(ej, 3) != paperE[i] {
			t.Errorf("opponent %d: g = %.5f, E = %.4f; paper %v and %v", i+1, gj, ej, paperG[i], paperE[i])
		}
		info += paperG[i] * paperG[i] * paperE[i] * (1 - paperE[i])
		sum += paperG[i] * (res.Score - paperE[i])
	}
	v := 1 / info
	delta := v * sum
	if round(v, 4) != 1.7785 {
		t.Errorf("v = %.6f, paper 1.7785", v)
	}
	if round(delta, 4) != -0.4834 {
		t.Errorf("delta = %.6f, paper -0.4834", delta)
	}
	sigma, _ := volatility(phi, paperPlayer.Sigma, v, delta, 0.5)
	if math.Abs(sigma-0.05999) >= 0.00001 {
		t.Errorf("sigma' = %.7f, paper 0.05999", sigma)
	}
}

// randomRating draws a rating a real player or bot could have.
func randomRating(rng *rand.Rand) Rating {
	return Rating{
		R:     400 + 2600*rng.Float64(),
		RD:    30 + 320*rng.Float64(),
		Sigma: 0.03 + 0.07*rng.Float64(),
	}
}

// extremeRating draws from the whole clamped range, ends included.
func extremeRating(rng *rand.Rand) Rating {
	pick := func(lo, hi float64) float64 {
		switch rng.IntN(4) {
		case 0:
			return lo
		case 1:
			return hi
		default:
			return lo + (hi-lo)*rng.Float64()
		}
	}
	return Rating{R: pick(MinR, MaxR), RD: pick(0, MaxRD), Sigma: pick(MinSigma, MaxSigma)}
}

func randomResults(rng *rand.Rand, draw func(*rand.Rand) Rating) []Result {
	results := make([]Result, 1+rng.IntN(8))
	for i := range results {
		results[i] = Result{Opponent: draw(rng), Score: []float64{Loss, Draw, Win}[rng.IntN(3)]}
	}
	return results
}

func finite(r Rating) bool {
	for _, x := range []float64{r.R, r.RD, r.Sigma} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return r.RD >= 0 && r.RD <= MaxRD && r.Sigma > 0
}

// checkProperties asserts what must hold for any update: finite results, a
// rating that moves the way the results say, a deviation no larger than
// after a period without games, and a volatility iteration that converged.
func checkProperties(t *testing.T, player Rating, results []Result, tau float64) {
	t.Helper()
	got, tr := player.update(results, tau)
	if !finite(got) {
		t.Fatalf("%+v after %s (tau %v) = %+v", player, describe(results), tau, got)
	}
	if tr.iterations >= maxIterations {
		t.Errorf("%+v after %s: volatility took %d iterations", player, describe(results), tr.iterations)
	}
	before := player.clamp()
	allWins, allLosses := true, true
	for _, res := range results {
		allWins = allWins && clampScore(res.Score) == Win
		allLosses = allLosses && clampScore(res.Score) == Loss
	}
	if allWins && got.R < before.R {
		t.Errorf("%+v lost rating winning %s: %+v", player, describe(results), got)
	}
	if allLosses && got.R > before.R {
		t.Errorf("%+v gained rating losing %s: %+v", player, describe(results), got)
	}
	// Games always shrink the deviation the period would otherwise end with
	// (Step 7). With the volatility the games produced this is a strict
	// bound; against a period of rest it holds unless an upset raised the
	// volatility, which the realistic test checks separately.
	rested := before
	rested.Sigma = got.Sigma
	if rested = rested.Decay(1); got.RD > rested.RD*(1+1e-12) {
		t.Errorf("%+v: RD %v after playing %s, %v after resting at the new volatility", player, got.RD, describe(results), rested.RD)
	}
}

// describe shortens a long list of results for an error message.
func describe(results []Result) string {
	if len(results) > 3 {
		return fmt.Sprintf("%+v and %d more", results[:3], len(results)-3)
	}
	return fmt.Sprintf("%+v", results)
}

func TestPropertiesRealistic(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		checkProperties(t, randomRating(rng), randomResults(rng, randomRating), 0.3+0.9*rng.Float64())
	}
}

func TestPropertiesExtreme(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		checkProperties(t, extremeRating(rng), randomResults(rng, extremeRating), MinTau+(MaxTau-MinTau)*rng.Float64())
	}
}

func TestWinRaisesLossLowers(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		player, opp := randomRating(rng), randomRating(rng)
		win := player.Update([]Result{{opp, Win}}, DefaultTau)
		loss := player.Update([]Result{{opp, Loss}}, DefaultTau)
		draw := player.Update([]Result{{opp, Draw}}, DefaultTau)
		if !(win.R > player.R) || !(loss.R < player.R) {
			t.Fatalf("%+v against %+v: win %v, loss %v", player, opp, win.R, loss.R)
		}
		if !(loss.R <= draw.R && draw.R <= win.R) {
			t.Fatalf("%+v against %+v: loss %v, draw %v, win %v", player, opp, loss.R, draw.R, win.R)
		}
	}
}

func TestStrongerOpponentCountsMore(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		player := randomRating(rng)
		weak, strong := randomRating(rng), randomRating(rng)
		strong.RD = weak.RD
		if weak.R > strong.R {
			weak, strong = strong, weak
		}
		if strong.R-weak.R < 1 {
			continue
		}
		gainWeak := player.Update([]Result{{weak, Win}}, DefaultTau).R - player.R
		gainStrong := player.Update([]Result{{strong, Win}}, DefaultTau).R - player.R
		if !(gainStrong > gainWeak) {
			t.Fatalf("%+v: beating %+v gains %v, beating %+v gains %v", player, strong, gainStrong, weak, gainWeak)
		}
		lossWeak := player.R - player.Update([]Result{{weak, Loss}}, DefaultTau).R
		lossStrong := player.R - player.Update([]Result{{strong, Loss}}, DefaultTau).R
		if !(lossWeak > lossStrong) {
			t.Fatalf("%+v: losing to %+v costs %v, to %+v costs %v", player, weak, lossWeak, strong, lossStrong)
		}
	}
}

func TestSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for range 5000 {
		a := randomRating(rng)
		b := Rating{R: 400 + 2600*rng.Float64(), RD: a.RD, Sigma: a.Sigma}
		if drawn := a.Update([]Result{{a, Draw}}, DefaultTau); drawn.R != a.R {
			t.Fatalf("%+v drawing its equal moved to %v", a, drawn.R)
		}
		gain := a.Update([]Result{{b, Win}}, DefaultTau).R - a.R
		loss := b.R - b.Update([]Result{{a, Loss}}, DefaultTau).R
		if math.Abs(gain-loss) > 1e-9 {
			t.Fatalf("%+v beating %+v gains %v, the loser loses %v", a, b, gain, loss)
		}
		if e := a.Expected(b) + b.Expected(a); math.Abs(e-1) > 1e-12 {
			t.Fatalf("expected scores of %+v and %+v add up to %v", a, b, e)
		}
	}
}

func TestExpected(t *testing.T) {
	if e := Default().Expected(Default()); e != 0.5 {
		t.Errorf("equals expect %v, want 0.5", e)
	}
	// 400 points at a small RD: about 0.9, as in Elo.
	if e := Fixed(1900).Expected(Fixed(1500)); e < 0.88 || e > 0.92 {
		t.Errorf("400 points stronger expects %v, want about 0.9", e)
	}
	// An uncertain opponent pulls the expectation towards 0.5.
	sure, unsure := Fixed(1500), Rating{R: 1500, RD: 350, Sigma: DefaultSigma}
	if p := Fixed(1900); p.Expected(unsure) >= p.Expected(sure) {
		t.Errorf("expectation against an uncertain opponent %v, against a sure one %v", p.Expected(unsure), p.Expected(sure))
	}
}

func TestNoGamesOnlyRDGrows(t *testing.T) {
	r := Rating{R: 1720, RD: 60, Sigma: 0.06}
	got := r.Update(nil, DefaultTau)
	want := fromPhi(math.Sqrt(toPhi(60)*toPhi(60) + 0.06*0.06))
	if got.R != r.R || got.Sigma != r.Sigma || math.Abs(got.RD-want) > 1e-9 || got.RD <= r.RD {
		t.Errorf("%+v after a period without games = %+v, want RD %v", r, got, want)
	}
}

func TestDecay(t *testing.T) {
	r := Rating{R: 1720, RD: 60, Sigma: 0.06}
	step := r
	for i := range 30 {
		step = step.Update(nil, DefaultTau)
		if d := r.Decay(i + 1); math.Abs(d.RD-step.RD) > 1e-9 || d.R != r.R || d.Sigma != r.Sigma {
			t.Fatalf("Decay(%d) = %+v, %d empty periods = %+v", i+1, d, i+1, step)
		}
	}
	if d := r.Decay(1 << 40); d.RD != MaxRD {
		t.Errorf("Decay over forever = %+v, want RD %v", d, MaxRD)
	}
	if d := r.Decay(0); d != r {
		t.Errorf("Decay(0) = %+v, want %+v", d, r)
	}
}

func TestProvisional(t *testing.T) {
	if !Default().Provisional() {
		t.Error("a new player is not provisional")
	}
	if (Rating{R: 1500, RD: ProvisionalRD, Sigma: DefaultSigma}).Provisional() {
		t.Errorf("RD %v is provisional; lichess shows \"?\" only above it", ProvisionalRD)
	}
	if Fixed(1500).Provisional() {
		t.Error("a bot level is provisional")
	}
	// A new player who keeps playing a bot level loses the "?".
	r, bot := Default(), Fixed(1500)
	games := 0
	for r.Provisional() {
		r = r.Update([]Result{{bot, []float64{Win, Loss}[games%2]}}, DefaultTau)
		games++
		if games > 100 {
			t.Fatalf("still provisional after %d games: %+v", games, r)
		}
	}
	t.Logf("provisional for %d single-game periods against a fixed opponent", games)
}

func TestFixedOpponentNeverMoves(t *testing.T) {
	bot := Fixed(1800)
	player := Default()
	for i := range 50 {
		player = player.Update([]Result{{bot, Win}}, DefaultTau)
		if bot != Fixed(1800) {
			t.Fatalf("bot moved after %d games", i)
		}
	}
	if player.R <= 1800 {
		t.Errorf("50 straight wins over an 1800 bot left the player at %v", player.R)
	}
}

func TestExtremeInputsFinite(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	players := []Rating{
		{}, Default(), {R: -inf, RD: -inf, Sigma: -inf}, {R: inf, RD: inf, Sigma: inf},
		{R: nan, RD: nan, Sigma: nan}, {R: 1500, RD: 1e-300, Sigma: 1e-300},
		{R: 1e308, RD: 1e308, Sigma: 1e308}, {R: MaxR, RD: 0, Sigma: MinSigma},
	}
	scores := []float64{Win, Draw, Loss, -1, 2, nan, inf, -inf}
	taus := []float64{DefaultTau, 0, -1, nan, inf, 1e-300, 1e300}
	for _, p := range players {
		for _, o := range players {
			for _, s := range scores {
				for _, tau := range taus {
					for _, n := range []int{1, 1000} {
						results := make([]Result, n)
						for i := range results {
							results[i] = Result{o, s}
						}
						checkProperties(t, p, results, tau)
					}
				}
			}
		}
		if d := p.Decay(math.MaxInt); !finite(d) {
			t.Errorf("%+v.Decay(MaxInt) = %+v", p, d)
		}
		if e := p.Expected(Rating{R: -inf}); math.IsNaN(e) || e < 0 || e > 1 {
			t.Errorf("%+v.Expected = %v", p, e)
		}
	}
}

func FuzzUpdate(f *testing.F) {
	f.Add(1500.0, 200.0, 0.06, 1400.0, 30.0, 0.06, 1.0, 0.5)
	f.Add(1500.0, 350.0, 0.06, 1500.0, 350.0, 0.06, 0.5, 0.5)
	f.Add(5000.0, 0.0, 1e-4, 0.0, 0.0, 1.0, 0.0, 10.0)
	f.Add(math.NaN(), math.Inf(1), -1.0, math.Inf(-1), -5.0, 0.0, math.NaN(), 0.0)
	f.Fuzz(func(t *testing.T, r, rd, sigma, or, ord, osigma, score, tau float64) {
		player := Rating{R: r, RD: rd, Sigma: sigma}
		opp := Rating{R: or, RD: ord, Sigma: osigma}
		checkProperties(t, player, []Result{{opp, score}}, tau)
		checkProperties(t, player, []Result{{opp, score}, {opp, 1 - score}, {player, score}}, tau)
		win := player.Update([]Result{{opp, Win}}, tau)
		loss := player.Update([]Result{{opp, Loss}}, tau)
		if before := player.clamp(); win.R < before.R || loss.R > before.R {
			t.Errorf("%+v against %+v: win %v, loss %v", player, opp, win.R, loss.R)
		}
	})
}

// TestPlayingNarrowsRD checks that, for ratings real players have, a period
// with games ends with a smaller deviation than a period of rest, unless the
// games were an upset that raised the volatility: Glicko-2 then widens the
// deviation on purpose (for example 716/30.8 beating 2689/188 ends with RD
// 34.389 against 34.387 after a rest), and the deviation is still smaller
// than a rest at the new volatility (checkProperties).
func TestPlayingNarrowsRD(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	widened := 0
	const periods = 20000
	for range periods {
		player, results := randomRating(rng), randomResults(rng, randomRating)
		got, rested := player.Update(results, DefaultTau), player.Update(nil, DefaultTau)
		if got.RD < rested.RD {
			continue
		}
		if got.Sigma <= player.Sigma {
			t.Fatalf("%+v: RD %v after playing %s, %v after resting, volatility %v", player, got.RD, describe(results), rested.RD, got.Sigma)
		}
		widened++
	}
	t.Logf("%d of %d periods widened RD through a volatility rise", widened, periods)
}

// TestVolatilityTerminates records the longest volatility iteration over the
// whole clamped range; it must stay far below the safety bound.
func TestVolatilityTerminates(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	longest := 0
	for range 20000 {
		_, tr := extremeRating(rng).update(randomResults(rng, extremeRating), MinTau+(MaxTau-MinTau)*rng.Float64())
		longest = max(longest, tr.iterations)
	}
	if longest > maxIterations/2 {
		t.Errorf("the volatility iteration took up to %d steps", longest)
	}
	t.Logf("longest volatility iteration: %d steps", longest)
}
