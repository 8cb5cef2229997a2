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

// depths are how many plies each level searches.
var depths = map[kit.Level]int{kit.Easy: 1, kit.Medium: 2, kit.Strong: 3}

func decide(ctx context.Context, v game.View, rng *rand.Rand) (kit.Action, error) {
	if !v.YourTurn {
		return nil, errors.New("owchess bot: not its move")
	}
	if v.Shop {
		return shop(v, rng), nil
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
	depth := depths[v.Level]
	if depth == 0 {
		depth = 1
	}
	res := s.rootScores(&p, roots, depth, 2*noise[v.Level]+1)
	if len(res) == 0 { // out of time before the first root: any move
		return moveAction(roots[0]), nil
	}
	return moveAction(choose(res, v.Level, rng)), nil
}

// noise is how far, in centipawns, each level's judgement wobbles.
var noise = map[kit.Level]int{kit.Easy: 70, kit.Medium: 20, kit.Strong: 3}

// choose picks among the scored moves: the strong bot its best (ties
// broken by lot), the others with some noise; the easy bot now and then
// settles for its second or third choice, as a hurried person does.
func choose(res []scored, level kit.Level, rng *rand.Rand) game.Move {
	noise := noise[level]
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
	if level == kit.Easy && len(res) > 2 && rng.IntN(100) < 15 && res[0].score < winScore/2 {
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
func shop(v game.View, rng *rand.Rand) kit.Action {
	can := map[string]bool{}
	for _, it := range v.Items {
		can[it.Key] = it.CanBuy
	}
	order := []string{"hp", "weaken", "extend", "curse"}
	if v.Level == kit.Easy {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	for _, k := range order {
		if can[k] {
			return kit.Action{"do": {game.ActBuy}, "item": {k}}
		}
	}
	return kit.Action{"do": {game.ActLeave}}
}
