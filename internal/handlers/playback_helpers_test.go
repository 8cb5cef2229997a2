package handlers

import (
	"context"
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"time"

	"gamehall/internal/games/blackjack"
	"gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// suggest asks the game's own bot what the person could do now: a legal
// action in the same words a form posts, for tests that must act in any
// game without knowing its rules.
func (t *typed[V]) suggest(ctx context.Context, now time.Time) (kit.Action, error) {
	if t.bots.Move == nil {
		return nil, errors.New("the game has no bot")
	}
	view := t.state.View(kit.HumanSeat, now)
	// Two bots refuse to speak for another colour or seat.
	switch v := any(view).(type) {
	case chess.View:
		for _, from := range slices.Sorted(maps.Keys(v.Targets)) {
			return kit.Action{"do": {"move"}, "from": {from}, "to": {v.Targets[from][0]}}, nil
		}
		return nil, errors.New("no chess move")
	case blackjack.View:
		if v.MyTurn() {
			return kit.Action{"do": {"stand"}}, nil
		}
		return kit.Action{"do": {"next"}}, nil
	}
	return t.bots.Move(ctx, view, rand.New(rand.NewPCG(5, 6)))
}

// suggester is an instance whose bot can suggest the person's action.
type suggester interface {
	suggest(ctx context.Context, now time.Time) (kit.Action, error)
}
