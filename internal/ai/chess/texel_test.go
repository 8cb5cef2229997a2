package chess

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"go/format"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	c "gamehall/internal/games/chess"
)

// handWeights are the evaluation's weights as they were set by hand
// from rules of thumb, before tuning: knights and bishops want the
// centre, pawns want to advance (and the centre pawns to leave home),
// rooks like the seventh rank, the king hides in a corner in the
// middlegame and walks to the centre in the endgame. TestTexelTune
// starts from them.
func handWeights() weights {
	var w weights
	mg := [7]int{c.Pawn: 85, c.Knight: 325, c.Bishop: 340, c.Rook: 470, c.Queen: 970}
	eg := [7]int{c.Pawn: 110, c.Knight: 300, c.Bishop: 320, c.Rook: 530, c.Queen: 960}
	for t := c.Pawn; t <= c.Queen; t++ {
		w.Value[t] = score{mg[t], eg[t]}
	}
	pawnAdvanceMG := [8]int{0, 0, 3, 8, 16, 30, 55, 0}
	pawnAdvanceEG := [8]int{0, 0, 6, 14, 26, 45, 75, 0}
	for s := 0; s < 64; s++ {
		f, r := s&7, s>>3
		cen := centrality(f, r)
		centreFile := f == 3 || f == 4

		p := pawnAdvanceMG[r]
		if centreFile && (r == 3 || r == 4) {
			p += 14
		} else if (f == 2 || f == 5) && (r == 3 || r == 4) {
			p += 6
		}
		if centreFile && r == 1 {
			p -= 12 // a centre pawn still at home blocks the bishops
		}
		w.PST[c.Pawn][s] = score{p, pawnAdvanceEG[r]}

		w.PST[c.Knight][s] = score{12*cen - 24, 9*cen - 18}
		if r >= 4 && r <= 5 {
			w.PST[c.Knight][s].MG += 6 // an outpost in the enemy half
		}

		b := 5*cen - 8
		if f == r || f+r == 7 {
			b += 6 // the long diagonals
		}
		if r == 0 {
			b -= 8 // undeveloped
		}
		w.PST[c.Bishop][s] = score{b, 4*cen - 8}

		if r == 6 {
			w.PST[c.Rook][s] = score{16, 10}
		}
		if r == 0 && (f == 3 || f == 4 || f == 5) {
			w.PST[c.Rook][s].MG += 5 // centralised after castling
		}

		w.PST[c.Queen][s] = score{2*cen - 4, 6*cen - 10}
		if r == 0 {
			w.PST[c.Queen][s].MG += 2
		}

		k := -22 * r
		switch f {
		case 6, 1:
			k += 22
		case 7, 2:
			k += 14
		case 0:
			k += 8
		case 5, 3:
			k -= 6
		case 4:
			k -= 2
		}
		w.PST[c.King][s] = score{max(k, -90), 12*cen - 20}
	}
	for n := 0; n < 28; n++ {
		w.Mobility[0][n] = score{4 * (n - 4), 4 * (n - 4)}
		w.Mobility[1][n] = score{5 * (n - 6), 5 * (n - 6)}
		w.Mobility[2][n] = score{2 * (n - 7), 4 * (n - 7)}
		w.Mobility[3][n] = score{n - 13, 2 * (n - 13)}
	}
	passedMG := [8]int{0, 5, 8, 14, 26, 45, 70, 0}
	passedEG := [8]int{0, 10, 16, 30, 55, 95, 150, 0}
	for r := range w.Passed {
		w.Passed[r] = score{passedMG[r], passedEG[r]}
	}
	w.PasserKing = score{0, 2}
	w.BishopPair = score{30, 50}
	w.Doubled, w.Isolated = score{10, 20}, score{12, 15}
	w.RookOpen, w.RookHalf = score{22, 10}, score{10, 6}
	w.ShieldNear, w.ShieldFar = score{12, 0}, score{6, 0}
	w.ShieldFarther, w.ShieldOpen = score{-5, 0}, score{-15, 0}
	w.PawnThreat, w.MinorThreat, w.RookThreat = score{45, 35}, score{30, 25}, score{25, 15}
	w.Tempo = 10
	return w
}

// mobilityRange is how many squares each mobile piece can reach at most.
var mobilityRange = [4]int{8, 13, 14, 27}

// tunable is one weight the tuner may move.
type tunable struct {
	name string
	p    *int
}

// tunables lists the weights that matter (no pawn on the first or last
// rank, no mobility beyond what a piece can reach).
func (w *weights) tunables() []tunable {
	var ts []tunable
	pair := func(name string, s *score) {
		ts = append(ts, tunable{name + ".mg", &s.MG}, tunable{name + ".eg", &s.EG})
	}
	for t := c.Pawn; t <= c.Queen; t++ {
		pair(fmt.Sprintf("value[%d]", t), &w.Value[t])
	}
	for t := c.Pawn; t <= c.King; t++ {
		for s := 0; s < 64; s++ {
			if t == c.Pawn && (s < 8 || s >= 56) {
				continue
			}
			pair(fmt.Sprintf("pst[%d][%d]", t, s), &w.PST[t][s])
		}
	}
	for i, n := range mobilityRange {
		for k := 0; k <= n; k++ {
			pair(fmt.Sprintf("mobility[%d][%d]", i, k), &w.Mobility[i][k])
		}
	}
	for r := 1; r < 7; r++ {
		pair(fmt.Sprintf("passed[%d]", r), &w.Passed[r])
	}
	for name, s := range map[string]*score{
		"passerKing": &w.PasserKing, "bishopPair": &w.BishopPair, "doubled": &w.Doubled,
		"isolated": &w.Isolated, "rookOpen": &w.RookOpen, "rookHalf": &w.RookHalf,
		"shieldNear": &w.ShieldNear, "shieldFar": &w.ShieldFar, "shieldFarther": &w.ShieldFarther,
		"shieldOpen": &w.ShieldOpen, "pawnThreat": &w.PawnThreat, "minorThreat": &w.MinorThreat,
		"rookThreat": &w.RookThreat,
	} {
		pair(name, s)
	}
	ts = append(ts, tunable{"tempo", &w.Tempo})
	return ts
}

// whiteEval is the evaluation from white's side.
func whiteEval(p *c.Position, w *weights) int {
	v := evaluate(p, w)
	if p.Side() == c.Black {
		v = -v
	}
	return v
}

// loadQuietPositions reads "FEN;result" lines and keeps the quiet
// positions: not in check, and the quiescence search finds nothing
// better than the static evaluation, both with the hand-set weights (so
// that a rerun after tuning picks the same positions).
func loadQuietPositions(t *testing.T, path string) ([]c.Position, []float64) {
	saved := evalWeights
	evalWeights = handWeights()
	defer func() { evalWeights = saved }()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := &searcher{ctx: context.Background(), tt: &table{entries: make([]ttEntry, ttSize), mask: ttSize - 1}}
	var positions []c.Position
	var results []float64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fen, res, ok := strings.Cut(sc.Text(), ";")
		if !ok {
			t.Fatalf("bad line %q", sc.Text())
		}
		r, err := strconv.ParseFloat(res, 64)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := c.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if pos.InCheck() {
			continue
		}
		s.pos, s.rootSide = pos, pos.Side()
		s.keys = append(s.keys[:0], pos.Hash())
		if s.quiesce(-infinity, infinity, 0) != Evaluate(&pos) {
			continue
		}
		positions = append(positions, pos)
		results = append(results, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return positions, results
}

func sigmoid(k, e float64) float64 { return 1 / (1 + math.Pow(10, -k*e/400)) }

func meanSquaredError(k float64, evals, results []float64) float64 {
	sum := 0.0
	for i, e := range evals {
		d := results[i] - sigmoid(k, e)
		sum += d * d
	}
	return sum / float64(len(evals))
}

// fitK finds the scale that best turns evaluations into results.
func fitK(evals, results []float64) float64 {
	lo, hi := 0.1, 3.0
	for range 60 {
		m1, m2 := lo+(hi-lo)/3, hi-(hi-lo)/3
		if meanSquaredError(m1, evals, results) < meanSquaredError(m2, evals, results) {
			hi = m2
		} else {
			lo = m1
		}
	}
	return (lo + hi) / 2
}

// TestTexelTune fits the evaluation's weights to self-play results
// (TestSelfPlayGenerate writes them) by minimising the squared error
// between each quiet position's result and the logistic of its
// evaluation, starting from handWeights. The evaluation is linear in
// the weights but for a few pieces of scaling, so the tuner measures
// each weight's effect on every position once (raising it by a step)
// and descends the error of that linear model with Adam; the last
// tenth of the positions (the last games) is held out. The tuned
// weights are checked with the real evaluation and written as Go to
// GAMEHALL_TEXEL_OUT:
//
//	GAMEHALL_TEXEL_DATA=/tmp/selfplay.txt GAMEHALL_TEXEL_OUT=internal/ai/chess/weights_data.go \
//	  GOMAXPROCS=1 nice -n 10 go test ./internal/ai/chess -run TestTexelTune -v -timeout 1h
//
// With GAMEHALL_TEXEL_ITERS=0 it writes handWeights unchanged.
func TestTexelTune(t *testing.T) {
	data, out := os.Getenv("GAMEHALL_TEXEL_DATA"), os.Getenv("GAMEHALL_TEXEL_OUT")
	if data == "" && out == "" {
		t.Skip("set GAMEHALL_TEXEL_DATA and GAMEHALL_TEXEL_OUT")
	}
	iters := 300
	if s := os.Getenv("GAMEHALL_TEXEL_ITERS"); s != "" {
		iters, _ = strconv.Atoi(s)
	}
	w := handWeights()
	if iters > 0 {
		tuneWeights(t, &w, data, iters)
	}
	if out != "" {
		if err := os.WriteFile(out, weightsSource(&w), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// Tuning steps: each weight is raised by texelStep to measure its
// effect; Adam's rate in centipawns; a pull toward the starting
// weights so that squares the games rarely reach keep their values.
const (
	texelStep  = 32
	texelRate  = 0.5
	texelBeta1 = 0.9
	texelBeta2 = 0.999
)

// texelPulls are the strengths of the pull toward the starting weights
// the tuner tries.
var texelPulls = []float64{0, 1e-6, 1e-5, 3e-5, 1e-4, 3e-4}

func tuneWeights(t *testing.T, w *weights, data string, iters int) {
	positions, results := loadQuietPositions(t, data)
	n := len(positions)
	split := n * 9 / 10
	t.Logf("%d quiet positions (%d to train, %d held out)", n, split, n-split)
	evals := make([]float64, n)
	for i := range positions {
		evals[i] = float64(whiteEval(&positions[i], w))
	}
	k := fitK(evals[:split], results[:split])
	t.Logf("K %.4f; error %.6f, held out %.6f", k, meanSquaredError(k, evals[:split], results[:split]), meanSquaredError(k, evals[split:], results[split:]))

	// Each position's sparse row of d(eval)/d(weight).
	type entry struct {
		j int32
		d float32
	}
	ts := w.tunables()
	rows := make([][]entry, n)
	for j, tn := range ts {
		*tn.p += texelStep
		for i := range positions {
			if d := float64(whiteEval(&positions[i], w)) - evals[i]; d != 0 {
				rows[i] = append(rows[i], entry{int32(j), float32(d / texelStep)})
			}
		}
		*tn.p -= texelStep
	}
	delta := make([]float64, len(ts))
	predict := func(i int) float64 {
		e := evals[i]
		for _, en := range rows[i] {
			e += float64(en.d) * delta[en.j]
		}
		return e
	}
	linearError := func(lo, hi int) float64 {
		sum := 0.0
		for i := lo; i < hi; i++ {
			d := results[i] - sigmoid(k, predict(i))
			sum += d * d
		}
		return sum / float64(hi-lo)
	}
	// descend runs Adam from the starting weights with the given pull.
	descend := func(pull float64) {
		clear(delta)
		m := make([]float64, len(ts))
		v := make([]float64, len(ts))
		grad := make([]float64, len(ts))
		scale := k * math.Ln10 / 400
		for it := 1; it <= iters; it++ {
			clear(grad)
			for i := 0; i < split; i++ {
				s := sigmoid(k, predict(i))
				g := (s - results[i]) * s * (1 - s) * scale
				for _, en := range rows[i] {
					grad[en.j] += g * float64(en.d)
				}
			}
			for j := range grad {
				g := grad[j]/float64(split) + pull*delta[j]
				m[j] = texelBeta1*m[j] + (1-texelBeta1)*g
				v[j] = texelBeta2*v[j] + (1-texelBeta2)*g*g
				mh := m[j] / (1 - math.Pow(texelBeta1, float64(it)))
				vh := v[j] / (1 - math.Pow(texelBeta2, float64(it)))
				delta[j] -= texelRate * mh / (math.Sqrt(vh) + 1e-12)
			}
		}
	}
	// The pull is chosen by the held-out error.
	bestPull, bestErr := 0.0, math.Inf(1)
	for _, pull := range texelPulls {
		descend(pull)
		train, held := linearError(0, split), linearError(split, n)
		t.Logf("pull %g: linear model error %.6f, held out %.6f", pull, train, held)
		if held < bestErr {
			bestPull, bestErr = pull, held
		}
	}
	descend(bestPull)
	t.Logf("pull %g kept", bestPull)
	for j, tn := range ts {
		*tn.p += int(math.Round(delta[j]))
	}
	for i := range positions {
		evals[i] = float64(whiteEval(&positions[i], w))
	}
	t.Logf("tuned: error %.6f, held out %.6f", meanSquaredError(k, evals[:split], results[:split]), meanSquaredError(k, evals[split:], results[split:]))
}

// weightsSource writes w as the Go source of weights_data.go.
func weightsSource(w *weights) []byte {
	var b bytes.Buffer
	pieceNames := [7]string{c.Pawn: "c.Pawn", c.Knight: "c.Knight", c.Bishop: "c.Bishop", c.Rook: "c.Rook", c.Queen: "c.Queen", c.King: "c.King"}
	sc := func(s score) string { return fmt.Sprintf("{%d, %d}", s.MG, s.EG) }
	b.WriteString("// Code generated by TestTexelTune; DO NOT EDIT.\n\npackage chess\n\n")
	b.WriteString("import c \"gamehall/internal/games/chess\"\n\n")
	b.WriteString("// evalWeights are the weights the hall plays, tuned on positions of the\n// engine's own games (see TestTexelTune and doc.go). Each pair is\n// middlegame, endgame.\n")
	b.WriteString("var evalWeights = weights{\n")
	b.WriteString("Value: [7]score{")
	for t := c.Pawn; t <= c.Queen; t++ {
		fmt.Fprintf(&b, "%s: %s, ", pieceNames[t], sc(w.Value[t]))
	}
	b.WriteString("},\n")
	b.WriteString("// Piece-square tables, a1-h1 first, from white's side.\nPST: [7][64]score{\n")
	for t := c.Pawn; t <= c.King; t++ {
		fmt.Fprintf(&b, "%s: {\n", pieceNames[t])
		for r := 0; r < 8; r++ {
			for f := 0; f < 8; f++ {
				fmt.Fprintf(&b, "%s, ", sc(w.PST[t][8*r+f]))
			}
			b.WriteString("\n")
		}
		b.WriteString("},\n")
	}
	b.WriteString("},\n")
	b.WriteString("// Knight, bishop, rook, queen by the squares reached.\nMobility: [4][28]score{\n")
	for i, n := range mobilityRange {
		b.WriteString("{")
		for k := 0; k <= n; k++ {
			fmt.Fprintf(&b, "%s, ", sc(w.Mobility[i][k]))
		}
		b.WriteString("},\n")
	}
	b.WriteString("},\n")
	b.WriteString("Passed: [8]score{")
	for r := range w.Passed {
		fmt.Fprintf(&b, "%s, ", sc(w.Passed[r]))
	}
	b.WriteString("},\n")
	for _, f := range []struct {
		name string
		s    score
	}{
		{"PasserKing", w.PasserKing}, {"BishopPair", w.BishopPair}, {"Doubled", w.Doubled},
		{"Isolated", w.Isolated}, {"RookOpen", w.RookOpen}, {"RookHalf", w.RookHalf},
		{"ShieldNear", w.ShieldNear}, {"ShieldFar", w.ShieldFar}, {"ShieldFarther", w.ShieldFarther},
		{"ShieldOpen", w.ShieldOpen}, {"PawnThreat", w.PawnThreat}, {"MinorThreat", w.MinorThreat},
		{"RookThreat", w.RookThreat},
	} {
		fmt.Fprintf(&b, "%s: score%s,\n", f.name, sc(f.s))
	}
	fmt.Fprintf(&b, "Tempo: %d,\n}\n", w.Tempo)
	src, err := format.Source(b.Bytes())
	if err != nil {
		panic(err)
	}
	return src
}
