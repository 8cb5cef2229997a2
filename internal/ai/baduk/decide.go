package baduk

import (
	"context"
	"time"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// Params are the knobs of one level.
type Params struct {
	// Playouts stops the search after this many simulations (0: only
	// the time budget stops it).
	Playouts int
	// Budget is the most wall time a move may take (0: no limit but
	// the context's); the context's deadline can make it shorter.
	Budget time.Duration
	// ResignBelow is the win rate under which a clearly lost game is
	// resigned.
	ResignBelow float64
	// Heavy makes the search's playouts answer ataris and avoid
	// self-atari of groups: slower, but they read sekis and short fights
	// better.
	Heavy bool
	// Patterns makes the playouts play MoGo's 3x3 shapes next to the
	// last move.
	Patterns bool
}

// LevelParams are the settings of each level. Easy runs a few hundred
// light playouts (random moves that only avoid filling own eyes), so a
// beginner can beat it; Medium and Strong run heavier ones (atari
// answers, captures, MoGo's 3x3 shapes), Strong as many as about 0.9 CPU
// seconds allow on 9x9 (ParamsFor sets them by board size).
var LevelParams = map[kit.Level]Params{
	kit.Easy:   {Playouts: 300, Budget: 300 * time.Millisecond, ResignBelow: 0.03},
	kit.Medium: {Playouts: 3000, Budget: 500 * time.Millisecond, ResignBelow: 0.05, Heavy: true, Patterns: true},
	kit.Strong: {Budget: 950 * time.Millisecond, ResignBelow: 0.08, Heavy: true, Patterns: true},
}

// ParamsFor is the level's settings on a board of this size: the strong
// level runs StrongPlayouts (about 0.9 CPU seconds on 9x9, 1.8 on the
// larger boards), with the wall time a move may take as a bound for a
// busy machine. The hall's own deadline (handlers' Config.BotBudget)
// may cut it shorter.
func ParamsFor(level kit.Level, size int) (Params, bool) {
	p, ok := LevelParams[level]
	if ok && level == kit.Strong {
		p.Playouts = StrongPlayouts(size)
		if size > 9 {
			p.Budget = 2 * p.Budget
		}
	}
	return p, ok
}

// deadlineMargin is kept free before the context's deadline for the
// caller's own work.
const deadlineMargin = 30 * time.Millisecond

// Situation is what the bot needs to know besides the position.
type Situation struct {
	KomiHalf int
	// AsIs says the next two passes count the board exactly as it
	// stands (play was resumed after a disagreement), so dead stones
	// must be captured before passing.
	AsIs bool
	// Prev is the bot's own previous decision in this game, when the
	// caller keeps it (nil: unknown); two slim chances in a row resign a
	// game the count shows clearly lost.
	Prev *Decision
	// Last is the move that led to the position, Pass when it is unknown
	// or was a pass; big boards look near it first.
	Last g.Point
}

// Decision is the bot's move.
type Decision struct {
	Pass, Resign bool
	Move         g.Point // when neither Pass nor Resign
	Winrate      float64 // the search's estimate for the side to move
	Playouts     int
	// MarginHalf is the expected count for the side to move (positive:
	// ahead), in half points, with dead stones removed by ownership.
	MarginHalf int
	// Slim counts the bot's own decisions in a row, this one included,
	// whose win rate was under bigResignBelow (the earlier ones are known
	// only through Situation.Prev); a big board resigns on a run of them.
	Slim int
}

// Think chooses a move for the side to move in pos.
func Think(ctx context.Context, pos *g.Position, sit Situation, p Params, seed uint64) Decision {
	return thinkWith(ctx, nil, pos, sit, p, seed)
}

// thinkWith is Think with the search tree of an earlier move when tree holds
// one that leads to pos.
func thinkWith(ctx context.Context, tree *Player, pos *g.Position, sit Situation, p Params, seed uint64) Decision {
	start := time.Now()
	var end time.Time // when the whole decision must be made; zero: no limit
	if p.Budget > 0 {
		end = start.Add(p.Budget)
	}
	if d, ok := ctx.Deadline(); ok && (end.IsZero() || d.Add(-deadlineMargin).Before(end)) {
		end = d.Add(-deadlineMargin)
	}
	lim := limits{playouts: p.Playouts}
	if !end.IsZero() {
		// An eighth of the time is kept for the check that the board is
		// settled, which only runs near the end of a game.
		lim.deadline = end.Add(-end.Sub(start) / 8)
	}
	s := tree.searcherFor(pos, sit.KomiHalf, seed, sit.Last)
	s.sim.avoidSelfAtari, s.sim.answerAtari, s.sim.patterns = p.Heavy, p.Heavy, p.Patterns
	res := s.run(ctx, lim)
	me := pos.ToMove
	b := &pos.Board
	dead := DeadFromOwnership(b, res.ownership)
	if pos.Passes > 0 || nearlySettled(pos, res.ownership) {
		// Near the end the count decides passing, so it is made as the
		// dead stones will be proposed: from playouts of the position
		// itself. The search's ownership leans on its own lines (in one
		// game it saw a living White group dead and counted +73.5 for a
		// game won by 1.5).
		left := time.Minute
		if !end.IsZero() {
			left = max(time.Until(end), time.Millisecond)
		}
		dead = DeadFromOwnership(b, Ownership(ctx, pos, sit.KomiHalf, deadPlayouts, left, seed^2))
	}
	counted := dead
	if sit.AsIs {
		counted = nil
	}
	margin := g.AreaScore(b, counted, sit.KomiHalf).MarginHalf()
	if me == g.White {
		margin = -margin
	}
	d := Decision{Move: res.move, Winrate: res.winrate, Playouts: res.playouts, MarginHalf: margin}
	if res.winrate < bigResignBelow && res.playouts >= minResignPlayouts {
		d.Slim = 1
		if sit.Prev != nil {
			d.Slim += sit.Prev.Slim
		}
	}
	switch {
	case pos.Passes > 0 && margin > 0:
		// The opponent passed and the count is ours: end the game.
		d.Pass = true
	case hopeless(pos, res, margin, p.ResignBelow, sit.Prev), bigHopeless(pos, margin, d.Slim):
		d.Resign = true
	case res.children == 0 || res.move == g.Pass:
		// Nothing is left to play but the own eyes.
		d.Pass = true
	case margin <= 0:
		// Passing would hand the count over (the opponent passes back,
		// or has passed already): a lost count is played on until it is
		// hopeless, a close one in the hope of a mistake.
	case sit.AsIs && len(dead) > 0:
		// Dead stones must come off the board before the count.
	case (pos.Passes > 0 || nearlySettled(pos, res.ownership)) &&
		res.passVisits >= minPassVisits && res.passWinrate >= res.winrate-passTolerance:
		// Near the end, passing is chosen when no move does better; in
		// an open position that would only give a lopsided game away.
		d.Pass = true
	case settled(pos, res.ownership):
		// The search's ownership assumes its own best moves, so a lone
		// decisive point (a dame) looks owned; plain playouts from the
		// position must agree that nothing is left.
		left := time.Minute
		if !end.IsZero() {
			left = max(time.Until(end), time.Millisecond)
		}
		own := Ownership(ctx, pos, sit.KomiHalf, settleCheckPlayouts, left, seed^1)
		d.Pass = settled(pos, own)
	}
	return d
}

// hopeless reports whether the game is lost beyond hope: never in the
// opening nor when the count is close; then when the search sees almost
// no chance, or when its chances are slim and the count is behind by more
// points than are still open, or when the previous decision saw it the
// same way (a slim chance and a count behind by more than close). Random playouts let a
// strong opponent's groups die now and then, so the search's win rate
// stays above zero in games the count shows lost by half the board.
func hopeless(pos *g.Position, res searchResult, margin int, resignBelow float64, prev *Decision) bool {
	b := &pos.Board
	n := b.Size()
	behind := -margin
	switch {
	case n*n-b.EmptyCount() < n*n/openingShare,
		behind < closeCount(n),
		res.playouts < minResignPlayouts:
		return false
	case res.winrate < resignBelow:
		return true
	}
	slim := min(slimChance, 3*resignBelow)
	if prev != nil && !prev.Pass && !prev.Resign && prev.Winrate < slim && -prev.MarginHalf >= closeCount(n) &&
		res.winrate < slim {
		return true
	}
	return res.winrate < slimChance && behind > 2*openPoints(b, res.ownership)
}

// bigHopeless reports whether a big board's game is lost beyond hope:
// late enough (a quarter of the points hold stones), the count behind by
// more than a close game's margin, and the search's win rate under
// bigResignBelow for bigResignMoves own moves in a row. The search's win
// rate on 19x19 stays at zero for a hundred moves of a game lost by 20
// points, far less than hopeless' eighth of the board; one low estimate
// alone is not trusted, a run of them is.
func bigHopeless(pos *g.Position, margin, slim int) bool {
	b := &pos.Board
	n := b.Size()
	return n >= bigBoard && n*n-b.EmptyCount() >= n*n/4 &&
		-margin >= bigCloseCount(n) && slim >= bigResignMoves
}

// bigCloseCount is the deficit, in half points, below which a big board
// never resigns on a run of low win rates: 15 points on 19x19.
func bigCloseCount(n int) int { return 2 * (n * n / 24) }

// A big board resigns after bigResignMoves own moves in a row at a win
// rate under bigResignBelow.
const (
	bigResignBelow = 0.03
	bigResignMoves = 5
)

// closeCount is the deficit, in half points, below which the bot never
// resigns: about an eighth of the board.
func closeCount(n int) int { return 2 * (n * n / 8) }

// The opening lasts until a fifth of the points hold stones; the search
// needs this many playouts before its win rate can resign a game; below
// slimChance its win rate lets the count decide, and twice in a row under
// the smaller of slimChance and three times ResignBelow it resigns.
const (
	openingShare      = 5
	minResignPlayouts = 100
	slimChance        = 0.25
)

// openPoints counts the points, stones or empty, that the playouts do
// not give firmly to one side.
func openPoints(b *g.Board, own []float64) int {
	n := b.Size()
	open := 0
	for i := range n * n {
		if o := own[i]; o < 0.6 && o > -0.6 {
			open++
		}
	}
	return open
}

// settleCheckPlayouts is how many plain playouts confirm that the board
// is settled before the bot passes.
const settleCheckPlayouts = 300

// The search's verdict on passing is trusted after this many visits, and
// passing is chosen when it is within passTolerance of the best move.
const (
	minPassVisits = 30
	passTolerance = 0.03
)

// nearlySettled reports whether few points are left that the playouts
// do not give to one side: about one in twenty.
func nearlySettled(pos *g.Position, own []float64) bool {
	b := &pos.Board
	n := b.Size()
	open := 0
	for y := range n {
		for x := range n {
			if o := own[y*n+x]; b.Cell(b.PointAt(x, y)) == g.Empty && o < 0.6 && o > -0.6 {
				open++
			}
		}
	}
	return open <= max(2, n*n/20)
}

// settledOwnership is how sure the playouts must be about a point before
// the bot sees nothing left to play there.
const settledOwnership = 0.85

// settled reports whether no move is left worth playing: every point the
// side to move could play is firmly owned by someone.
func settled(pos *g.Position, own []float64) bool {
	b := &pos.Board
	n := b.Size()
	c := pos.ToMove
	for y := range n {
		for x := range n {
			p := b.PointAt(x, y)
			if b.Cell(p) != g.Empty || b.EyeLike(c, p) || !pos.Legal(p) {
				continue
			}
			if o := own[y*n+x]; o < settledOwnership && o > -settledOwnership {
				return false
			}
		}
	}
	return true
}

// DeadFromOwnership marks every string whose points the opponent owns
// in most playouts (on average over the string).
func DeadFromOwnership(b *g.Board, own []float64) map[g.Point]bool {
	n := b.Size()
	dead := map[g.Point]bool{}
	done := map[g.Point]bool{}
	for y := range n {
		for x := range n {
			p := b.PointAt(x, y)
			c := b.Cell(p)
			if !c.IsStone() || done[p] {
				continue
			}
			group := b.Group(p)
			sum := 0.0
			for _, q := range group {
				done[q] = true
				qx, qy := b.XY(q)
				sum += own[qy*n+qx]
			}
			mean := sum / float64(len(group))
			if c == g.White {
				mean = -mean
			}
			if mean < 0 {
				for _, q := range group {
					dead[q] = true
				}
			}
		}
	}
	return dead
}

// Ownership runs playouts that avoid self-atari of groups (so sekis
// survive) from pos and returns who owns each point, from -1 (White) to
// +1 (Black), row by row.
func Ownership(ctx context.Context, pos *g.Position, komiHalf, playouts int, budget time.Duration, seed uint64) []float64 {
	deadline := time.Now().Add(budget)
	if d, ok := ctx.Deadline(); ok && d.Add(-deadlineMargin).Before(deadline) {
		deadline = d.Add(-deadlineMargin)
	}
	sm := &simulator{rng: fastRand{seed}, komiHalf: komiHalf, avoidSelfAtari: true, answerAtari: true}
	b := &pos.Board
	n := b.Size()
	var tally [g.MaxCells]int32
	var board g.Board
	done := 0
	for done < playouts {
		if done%16 == 15 && (ctx.Err() != nil || time.Now().After(deadline)) {
			break
		}
		board = *b
		sm.begin()
		sm.playout(&board, pos.ToMove, 0, g.Pass, g.Pass)
		done++
		for y := range n {
			for x := range n {
				p := b.PointAt(x, y)
				switch sm.owner[p] {
				case g.Black:
					tally[p]++
				case g.White:
					tally[p]--
				}
			}
		}
	}
	own := make([]float64, n*n)
	for y := range n {
		for x := range n {
			own[y*n+x] = float64(tally[b.PointAt(x, y)]) / float64(max(done, 1))
		}
	}
	return own
}

// deadPlayouts is how many playouts decide the dead stones.
const deadPlayouts = 2000

// ProposeDead is the bot's list of dead stones after two passes.
func ProposeDead(ctx context.Context, pos *g.Position, komiHalf int, seed uint64) map[g.Point]bool {
	own := Ownership(ctx, pos, komiHalf, deadPlayouts, 400*time.Millisecond, seed)
	return DeadFromOwnership(&pos.Board, own)
}

// searchRate is the search's speed in playouts per CPU second on each
// board size (BenchmarkSearch9x9 and its siblings, heavy playouts, one
// core of this machine), which turns a time per move into playouts. The
// 19x19 rate is the one with the big-board priors (about 15% below the
// plain search's 7,600).
var searchRate = map[int]int{9: 29000, 13: 15800, 19: 6500}

// StrongPlayouts is the strong level's playouts a move on a board of
// this size: 0.9 CPU seconds on 9x9 and 1.8 on the larger boards, the
// rest of the 1 and 2 seconds kept for the count and the protocol.
func StrongPlayouts(size int) int {
	rate, ok := searchRate[size]
	if !ok {
		rate = 29000 * 81 / (size * size)
	}
	if size <= 9 {
		return rate * 9 / 10
	}
	return rate * 18 / 10
}
