// Package tonk holds the Tonk bots. Both levels declare Tonk when they
// may, lay every spread they hold and go out when they can. Easy draws
// from the stock unless the top of the pile makes a spread at once, hits
// only its own spreads, throws its highest card and drops only with a
// very low hand. Strong tracks every card that is out of play (the pile,
// the spreads, the cards others took from the pile) to weigh its pairs
// and near-runs by the cards still live, takes from the pile whenever
// that leaves it a lower hand than the stock would on average, hits
// every spread, keeps cards that would give the next player a hit, and
// drops when its count is very low (no more than the Tonk threshold) and
// a simulation of the unseen cards, in hands that kept their lowest
// cards, says it is very likely the lowest. Every bot reads only its seat's View.
package tonk

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/tonk"
)

var _ kit.Bot[game.View] = Bot

// Bot chooses the action for the seat whose view it is, at the level the
// game was created with.
func Bot(ctx context.Context, view game.View, rng *rand.Rand) (kit.Action, error) {
	if !view.MyTurn() {
		return nil, errors.New("tonk bot: nothing for this seat to do")
	}
	return Play(ctx, view, view.Level, rng), nil
}

// Play is the action of a bot of the given level for a seat to move.
func Play(ctx context.Context, view game.View, level kit.Level, rng *rand.Rand) kit.Action {
	if view.Phase == game.Start {
		if shouldDrop(ctx, view, level, rng) {
			return kit.Action{"do": {game.ActDrop}}
		}
		if view.CanTake && (!view.CanDraw || shouldTake(view, level)) {
			return kit.Action{"do": {game.ActTake}}
		}
		return kit.Action{"do": {game.ActDraw}}
	}
	if view.CanTonk {
		return kit.Action{"do": {game.ActTonk}}
	}
	hand := handSet(view)
	if sp, ok := bestSpread(hand); ok {
		act := kit.Action{"do": {game.ActSpread}}
		for _, c := range sp.Ordered() {
			act.Add("card", c.String())
		}
		return act
	}
	for _, h := range view.Hits {
		if level == kit.Strong || view.Spreads[h.Spread-1].Owner == view.Seat {
			return kit.Action{"do": {game.ActHit}, "card": {h.Card.String()}, "spread": {strconv.Itoa(h.Spread)}}
		}
	}
	c := chooseDiscard(view, level)
	return kit.Action{"do": {game.ActDiscard}, "card": {c.String()}}
}
