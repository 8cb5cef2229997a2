package baduk

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

var _ kit.Bot[g.View] = Move

// Move is the bot of the hall: in play it places a stone, passes or
// resigns; after two passes it proposes the dead stones.
func Move(ctx context.Context, v g.View, rng *rand.Rand) (kit.Action, error) {
	pos, err := v.Position()
	if err != nil {
		return nil, err
	}
	pos.Passes = v.Passes
	seed := rng.Uint64()
	switch v.Phase {
	case g.Scoring:
		act := kit.Action{"do": {g.ActPropose}}
		b := &pos.Board
		dead := ProposeDead(ctx, pos, v.KomiHalf, seed)
		for y := range v.Size {
			for x := range v.Size {
				if dead[b.PointAt(x, y)] {
					act.Add("dead", strconv.Itoa(x)+","+strconv.Itoa(y))
				}
			}
		}
		return act, nil
	case g.Playing:
		p, ok := ParamsFor(v.Level, v.Size)
		if !ok {
			return nil, errors.New("baduk bot: unknown level " + string(v.Level))
		}
		sit := Situation{KomiHalf: v.KomiHalf, AsIs: v.Resumed}
		if v.Last != nil && !v.Last.Pass {
			sit.Last = pos.Board.PointAt(v.Last.X, v.Last.Y)
		}
		d := Think(ctx, pos, sit, p, seed)
		return d.Action(&pos.Board), nil
	}
	return nil, errors.New("baduk bot: the game is over")
}

// Action is the decision in the page's form language.
func (d Decision) Action(b *g.Board) kit.Action {
	switch {
	case d.Resign:
		return kit.Action{"do": {g.ActResign}}
	case d.Pass:
		return kit.Action{"do": {g.ActPass}}
	}
	x, y := b.XY(d.Move)
	return kit.Action{"do": {g.ActPlay}, "x": {strconv.Itoa(x)}, "y": {strconv.Itoa(y)}}
}
