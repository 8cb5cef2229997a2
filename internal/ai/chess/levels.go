package chess

import (
	"context"
	"math"
	"math/rand/v2"

	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// Level is how one bot level plays. Every level is bounded by nodes,
// not time, so its strength does not depend on the machine's load (the
// hall's deadline still cuts a search short on a very busy machine).
//
// The weaker levels make the mistakes people make, not random ones:
// they sometimes judge a move at a glance (their own move only, so a
// piece left where it can be taken goes unnoticed), sometimes do not
// notice they can capture, and choose among plausible moves rather
// than always the best one. MaxLoss keeps every mistake human: a move
// that throws away more than that (the queen for nothing) is never
// chosen while a better one exists.
//
// Each level's measured rating is in Ratings.
type Level struct {
	Name kit.Level
	// Nodes bounds each move's search; Depth caps it (0: no cap).
	Nodes uint64
	Depth int
	// Contempt is how much the level dislikes a draw, in centipawns.
	Contempt int
	// Temperature and Window: when Temperature is set, the level scores
	// every root move and picks among those within Window centipawns of
	// the best, weighting each by exp(-loss/Temperature).
	Temperature, Window float64
	// Glance is the chance that a move is chosen by how the position
	// looks right after it, the opponent's replies unseen.
	Glance float64
	// MissCapture is the chance that the level does not see its captures.
	MissCapture float64
	// MaxLoss bounds, in centipawns by the level's own search, how much
	// worse than the best a chosen move may be (0: no bound).
	MaxLoss int
	// Book: the level plays from the hall's opening book while it can.
	Book bool
}

// levels are the hall's six levels, weakest first. Node budgets were
// set from this machine's speed (see cmd/botmatch -calibrate): Master's
// is about half a second of one core, the most the page can wait for.
var levels = []Level{
	{Name: kit.Beginner, Depth: 1, Nodes: 20_000, Temperature: 70, Window: 300, Glance: 0.35, MissCapture: 0.25, MaxLoss: 400},
	{Name: kit.Novice, Depth: 1, Nodes: 20_000, Temperature: 40, Window: 180, Glance: 0.12, MissCapture: 0.1, MaxLoss: 350},
	{Name: kit.Easy, Depth: 2, Nodes: 20_000, Temperature: 40, Window: 180, Glance: 0.12, MissCapture: 0.1, MaxLoss: 300},
	{Name: kit.Medium, Nodes: 12_000, Contempt: 10, Temperature: 12, Window: 40, Book: true},
	{Name: kit.Strong, Nodes: 40_000, Contempt: 20, Book: true},
	{Name: kit.Master, Nodes: 980_000, Contempt: 25, Book: true},
}

// Levels returns the hall's levels, weakest first.
func Levels() []Level { return append([]Level(nil), levels...) }

// LevelNamed returns the level with the given name.
func LevelNamed(name kit.Level) (Level, bool) {
	for _, lv := range levels {
		if lv.Name == name {
			return lv, true
		}
	}
	return Level{}, false
}

// Move picks the level's move in the game that started from startFEN
// and went on with moves (UCI): from the book while the game follows
// it, else by Choose.
func (lv Level) Move(ctx context.Context, startFEN string, moves []string, rng *rand.Rand) (c.Move, error) {
	pos, history, err := Replay(startFEN, moves)
	if err != nil {
		return c.NoMove, err
	}
	if lv.Book {
		if m := bookMove(pos, startFEN, moves, rng); m != c.NoMove {
			return m, nil
		}
	}
	return lv.Choose(ctx, pos, history, rng), nil
}

// Choose picks the level's move in pos; history holds the hashes of the
// game's earlier positions. rng supplies the level's mistakes.
func (lv Level) Choose(ctx context.Context, pos c.Position, history []uint64, rng *rand.Rand) c.Move {
	lim := Limits{Depth: lv.Depth, Nodes: lv.Nodes, Contempt: lv.Contempt}
	if lv.Temperature == 0 {
		return Search(ctx, pos, history, lim, nil).Move
	}
	res := search(ctx, pos, history, lim, nil, true)
	return lv.pick(pos, res, rng)
}

// pick chooses among the scored root moves the way the level errs. A
// forced mate is never passed over.
func (lv Level) pick(pos c.Position, res Result, rng *rand.Rand) c.Move {
	if len(res.RootScores) == 0 {
		return res.Move
	}
	best := res.RootScores[0].Score
	for _, rs := range res.RootScores {
		best = max(best, rs.Score)
	}
	if best >= mateBound {
		return res.Move
	}
	cands := make([]RootScore, 0, len(res.RootScores))
	for _, rs := range res.RootScores {
		if lv.MaxLoss == 0 || best-rs.Score <= lv.MaxLoss {
			cands = append(cands, rs)
		}
	}
	if lv.MissCapture > 0 && rng.Float64() < lv.MissCapture {
		cands = keepQuiet(pos, cands)
	}
	if lv.Glance > 0 && rng.Float64() < lv.Glance {
		// At a glance: how the position looks after the move, from the
		// mover's side, with no thought of the reply.
		for i := range cands {
			after := pos
			after.Make(cands[i].Move)
			cands[i].Score = -Evaluate(&after)
		}
	}
	return softPick(cands, lv.Temperature, lv.Window, rng)
}

// keepQuiet drops the captures from the candidates, unless nothing
// would be left.
func keepQuiet(pos c.Position, cands []RootScore) []RootScore {
	var quiet []RootScore
	for _, rs := range cands {
		m := rs.Move
		if pos.PieceAt(m.To()) == c.NoPiece && !m.IsEnPassant() {
			quiet = append(quiet, rs)
		}
	}
	if len(quiet) == 0 {
		return cands
	}
	return quiet
}

// softPick draws a move among those within window of the best, each
// weighted by exp(-loss/temperature).
func softPick(cands []RootScore, temperature, window float64, rng *rand.Rand) c.Move {
	best := 0
	for i, rs := range cands {
		if rs.Score > cands[best].Score {
			best = i
		}
	}
	weights := make([]float64, len(cands))
	total := 0.0
	for i, rs := range cands {
		loss := float64(cands[best].Score - rs.Score)
		if loss <= window {
			weights[i] = math.Exp(-loss / temperature)
			total += weights[i]
		}
	}
	x := rng.Float64() * total
	for i, w := range weights {
		if x < w {
			return cands[i].Move
		}
		x -= w
	}
	return cands[best].Move
}
