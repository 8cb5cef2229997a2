package chess

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"time"

	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// level is how one bot level plays.
type level struct {
	// depth caps the search; soft and hard bound its time.
	depth      int
	soft, hard time.Duration
	contempt   int
	// When temperature is set the bot scores every root move and picks
	// among those within window centipawns of the best, weighting each
	// by exp(-loss/temperature): a plausible move, not always the best.
	temperature, window float64
}

var levels = map[kit.Level]level{
	kit.Easy:   {depth: 2, soft: 300 * time.Millisecond, hard: 600 * time.Millisecond, temperature: 45, window: 160},
	kit.Medium: {depth: 5, soft: 150 * time.Millisecond, hard: 400 * time.Millisecond, contempt: 10},
	kit.Strong: {depth: 0, soft: 450 * time.Millisecond, hard: 950 * time.Millisecond, contempt: 25},
}

// deadlineMargin is kept free before the context's deadline for the
// bot's own bookkeeping and the hall's.
const deadlineMargin = 40 * time.Millisecond

// Bot plays chess for the seat whose view it is given: it answers a
// draw offer if one is open, else it moves at the view's level.
func Bot(ctx context.Context, v c.View, rng *rand.Rand) (kit.Action, error) {
	pos, history, err := Replay(v.StartFEN, v.Moves)
	if err != nil {
		return nil, err
	}
	_, ok := levels[v.Level]
	if !ok {
		return nil, errors.New("chess bot: unknown level " + string(v.Level))
	}
	if d, ok := ctx.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.Add(-deadlineMargin))
		defer cancel()
	}
	if v.DrawOffer == "pending" {
		return answerDraw(ctx, pos, history, v), nil
	}
	if pos.Side().String() != v.Bot {
		return nil, errors.New("chess bot: not the bot's move")
	}
	m := ChooseMove(ctx, pos, history, v.Level, rng)
	if m == c.NoMove {
		return nil, errors.New("chess bot: no legal move")
	}
	return MoveAction(m), nil
}

// MoveAction is the form a browser would post for move m.
func MoveAction(m c.Move) kit.Action {
	a := kit.Action{"do": {"move"}, "from": {m.From().String()}, "to": {m.To().String()}}
	if p := m.Promotion(); p != c.NoType {
		a.Set("promo", string("nbrq"[p-c.Knight]))
	}
	return a
}

// ChooseMove picks the move of the given level in pos; history holds
// the hashes of the game's earlier positions.
func ChooseMove(ctx context.Context, pos c.Position, history []uint64, lvName kit.Level, rng *rand.Rand) c.Move {
	lv := levels[lvName]
	lim := Limits{Depth: lv.depth, Soft: lv.soft, Hard: lv.hard, Contempt: lv.contempt}
	if lv.temperature == 0 {
		return Search(ctx, pos, history, lim, nil).Move
	}
	res := search(ctx, pos, history, lim, nil, true)
	return pickPlausible(res, lv, rng)
}

// pickPlausible chooses among root moves near the best, weighting each
// by how little it gives away. A forced mate is never passed over.
func pickPlausible(res Result, lv level, rng *rand.Rand) c.Move {
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
	weights := make([]float64, len(res.RootScores))
	total := 0.0
	for i, rs := range res.RootScores {
		loss := float64(best - rs.Score)
		if loss <= lv.window {
			weights[i] = math.Exp(-loss / lv.temperature)
			total += weights[i]
		}
	}
	x := rng.Float64() * total
	for i, w := range weights {
		if x < w {
			return res.RootScores[i].Move
		}
		x -= w
	}
	return res.Move
}

// answerDraw accepts the person's offer when the bot stands clearly
// worse, or when a long game has settled into equality.
func answerDraw(ctx context.Context, pos c.Position, history []uint64, v c.View) kit.Action {
	res := Search(ctx, pos, history, Limits{Depth: 6, Soft: 100 * time.Millisecond, Hard: 250 * time.Millisecond}, nil)
	botScore := -res.Score // the person is to move
	if botScore <= -150 || (len(v.Moves) >= 60 && botScore >= -20 && botScore <= 20) {
		return kit.Action{"do": {"accept-draw"}}
	}
	return kit.Action{"do": {"decline-draw"}}
}

// Replay rebuilds the position after the given UCI moves from a FEN,
// with the hashes of every earlier position for repetition checks.
func Replay(fen string, moves []string) (c.Position, []uint64, error) {
	pos, err := c.ParseFEN(fen)
	if err != nil {
		return pos, nil, err
	}
	history := make([]uint64, 0, len(moves))
	for _, text := range moves {
		m, err := pos.ParseMove(text)
		if err != nil {
			return pos, nil, errors.New("chess bot: bad move " + text)
		}
		history = append(history, pos.Hash())
		pos.Make(m)
	}
	return pos, history, nil
}
