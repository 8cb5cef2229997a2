package owchess

import (
	"context"
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/owchess"
)

// Bot chooses the seat's action from its view alone.
var Bot kit.Bot[game.View] = decide

// style is how a level plays: the plies it searches, how far, in
// centipawns, its judgement wobbles, how often in percent it settles
// for its second or third choice (as a hurried person does), and
// whether it shops in no particular order.
type style struct {
	depth, noise, slips int
	randomShop          bool
}

// styles are the levels' styles; an unknown level searches one ply.
var styles = map[kit.Level]style{
	kit.Easy:   {depth: 1, noise: 70, slips: 15, randomShop: true},
	kit.Medium: {depth: 2, noise: 20},
	kit.Strong: {depth: 3, noise: 3},
}

func decide(ctx context.Context, v game.View, rng *rand.Rand) (kit.Action, error) {
	st, ok := styles[v.Level]
	if !ok {
		st = style{depth: 1}
	}
	return decideAs(ctx, v, rng, st)
}

// decideAs is decide in a given style.
func decideAs(ctx context.Context, v game.View, rng *rand.Rand, st style) (kit.Action, error) {
	if !v.YourTurn {
		return nil, errors.New("owchess bot: not its move")
	}
	if v.Shop {
		return shop(v, rng, st), nil
	}
	p := pos{b: v.Known, turn: v.Color}
	p.ext[v.Color], p.ext[v.Color.Other()] = v.Ext, v.EnemyExt
	p.coins[v.Color] = v.Coins
	s := &searcher{ctx: ctx, me: v.Color}
	s.open[v.Color] = v.Open
	for i := range s.open[v.Color.Other()] {
		s.open[v.Color.Other()][i] = true // the bot assumes the enemy sees all
	}
	roots := s.moves(&p)
	if len(roots) == 0 {
		return nil, errors.New("owchess bot: no move")
	}
	res := s.rootScores(&p, roots, st.depth, 2*st.noise+1)
	if len(res) == 0 { // out of time before the first root: any move
		return moveAction(roots[0]), nil
	}
	return moveAction(choose(res, st, rng)), nil
}

// choose picks among the scored moves: the best, its score wobbling by
// the style's noise (ties broken by lot), or now and then, in a style
// that slips, the second or third choice.
func choose(res []scored, st style, rng *rand.Rand) game.Move {
	noise := st.noise
	best, bestScore := res[0].m, -1<<62
	for _, r := range res {
		sc := r.score
		if noise > 0 && sc > -winScore/2 && sc < winScore/2 {
			sc += rng.IntN(2*noise+1) - noise
		}
		if sc > bestScore {
			best, bestScore = r.m, sc
		}
	}
	if st.slips > 0 && len(res) > 2 && rng.IntN(100) < st.slips && res[0].score < winScore/2 {
		return res[1+rng.IntN(2)].m
	}
	return best
}

func moveAction(m game.Move) kit.Action {
	return kit.Action{"do": {game.ActMove}, "from": {game.SquareName(m.From)}, "to": {game.SquareName(m.To)}}
}

// shop buys what helps most, one item per call, and leaves when
// nothing more is worth it. The order: more HP for the whole army, then
// weaken the enemy, longer moves, and the curse last.
func shop(v game.View, rng *rand.Rand, st style) kit.Action {
	can := map[string]bool{}
	for _, it := range v.Items {
		can[it.Key] = it.CanBuy
	}
	order := []string{"hp", "weaken", "extend", "curse"}
	if st.randomShop {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	for _, k := range order {
		if can[k] {
			return kit.Action{"do": {game.ActBuy}, "item": {k}}
		}
	}
	return kit.Action{"do": {game.ActLeave}}
}
