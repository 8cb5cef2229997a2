package chess

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

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
	lv, ok := LevelNamed(v.Level)
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
	m, err := lv.Move(ctx, v.StartFEN, v.Moves, rng)
	if err != nil {
		return nil, err
	}
	if m == c.NoMove {
		return nil, errors.New("chess bot: no legal move")
	}
	return MoveAction(m), nil
}

// MoveAction is the form a browser would post for move m.
func MoveAction(m c.Move) kit.Action {
	a := kit.Action{"do": {c.ActMove}, "from": {m.From().String()}, "to": {m.To().String()}}
	if p := m.Promotion(); p != c.NoType {
		a.Set("promo", string("nbrq"[p-c.Knight]))
	}
	return a
}

// ChooseMove picks the move of the named level in pos; history holds
// the hashes of the game's earlier positions. An unknown level plays
// as Master.
func ChooseMove(ctx context.Context, pos c.Position, history []uint64, name kit.Level, rng *rand.Rand) c.Move {
	lv, ok := LevelNamed(name)
	if !ok {
		lv, _ = LevelNamed(kit.Master)
	}
	return lv.Choose(ctx, pos, history, rng)
}

// answerDraw accepts the person's offer when the bot stands clearly
// worse, or when a long game has settled into equality.
func answerDraw(ctx context.Context, pos c.Position, history []uint64, v c.View) kit.Action {
	res := Search(ctx, pos, history, Limits{Depth: 6, Nodes: 200_000, Hard: 250 * time.Millisecond}, nil)
	botScore := -res.Score // the person is to move
	if botScore <= -150 || (len(v.Moves) >= 60 && botScore >= -20 && botScore <= 20) {
		return kit.Action{"do": {c.ActAcceptDraw}}
	}
	return kit.Action{"do": {c.ActDeclineDraw}}
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
