// Package checkers is the Russian checkers bot: alpha-beta search with
// iterative deepening, a transposition table and move ordering, under a
// time budget. It sees only the seat's view (which in checkers is the
// whole public game) and answers in the same form language as a browser.
package checkers

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	game "gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
)

// Settings of a level. Strong thinks until its time runs out; Easy looks
// only a few half-moves ahead, judges positions with noise and now and
// then settles for its second-best move, so it makes the mistakes of a
// beginner rather than random ones.
type settings struct {
	maxDepth   int
	budget     time.Duration
	noise      int // +- range added to every leaf evaluation
	secondBest int // chance in percent of playing the second-best move
	tableBits  int // log2 of the transposition table's entries
}

var levels = map[kit.Level]settings{
	kit.Easy:   {maxDepth: 3, budget: 200 * time.Millisecond, noise: 30, secondBest: 25, tableBits: 14},
	kit.Strong: {maxDepth: maxPly - 8, budget: time.Second, tableBits: 20},
}

// For returns the bot of a level; unknown levels play Easy.
func For(level kit.Level) kit.Bot[game.View] {
	cfg, ok := levels[level]
	if !ok {
		cfg = levels[kit.Easy]
	}
	return func(ctx context.Context, v game.View, rng *rand.Rand) (kit.Action, error) {
		return decide(ctx, v, rng, cfg)
	}
}

// Easy and Strong are the two bots of the game.
var (
	Easy   = For(kit.Easy)
	Strong = For(kit.Strong)
)

// Play is the bot for the level the view names: the hall registers it.
func Play(ctx context.Context, v game.View, rng *rand.Rand) (kit.Action, error) {
	return For(v.Level)(ctx, v, rng)
}

// ErrNotMyTurn is returned when the view asks nothing of the bot.
var ErrNotMyTurn = errors.New("checkers bot: nothing to do")

func decide(ctx context.Context, v game.View, rng *rand.Rand, cfg settings) (kit.Action, error) {
	if v.Over || !v.YourTurn {
		return nil, ErrNotMyTurn
	}
	g, err := replay(v)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(cfg.budget)
	if d, ok := ctx.Deadline(); ok && d.Add(-30*time.Millisecond).Before(deadline) {
		deadline = d.Add(-30 * time.Millisecond)
	}
	s := newSearcher(cfg, rng, deadline, g)
	s.done = ctx.Done()
	if v.DrawPending {
		return answerDraw(s, v), nil
	}
	m, ok := s.bestMove()
	if !ok {
		return nil, errors.New("checkers bot: no legal move")
	}
	return url.Values{"do": {game.ActMove}, "path": {pathText(m)}}, nil
}

// answerDraw accepts the person's offer when the bot's own search says
// it stands clearly worse, or when the position is level and either few
// pieces are left or the no-capture draw is near anyway. A level opening
// is played on, so a draw cannot be had for the asking.
//
// Easy's noise is for choosing among moves, not for judging the game:
// with it, a level opening read as lost one time in a few and the offer
// was taken at random.
func answerDraw(s *searcher, v game.View) kit.Action {
	s.cfg.noise = 0
	score := -s.evaluateRoot() // the person is to move; turn it to the bot's side
	pieces := v.WhiteMen + v.WhiteKings + v.BlackMen + v.BlackKings
	level := score <= 15
	accept := score <= -30 || level && (pieces <= 6 || v.Clock >= game.NoCaptureDrawPlies-20)
	if accept {
		return url.Values{"do": {game.ActAccept}}
	}
	return url.Values{"do": {game.ActDecline}}
}

func pathText(m game.Move) string {
	names := make([]string, m.Len)
	for i, s := range m.Path[:m.Len] {
		names[i] = s.String()
	}
	return strings.Join(names, ",")
}
