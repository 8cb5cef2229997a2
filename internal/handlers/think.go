package handlers

import (
	"context"
	"runtime"
	"time"

	"gamehall/internal/games/kit"
)

// thinkSlots bounds how many bots search at once to the number of CPUs.
// The strong chess and Go bots search for up to their whole budget; ten
// of them at once on two CPUs would each get a fifth of a CPU and play
// far weaker than the same level on a quiet server. With a slot each,
// every search gets a CPU to itself for its budget and the others wait
// their turn (bounded by the request's own deadline).
var thinkSlots = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))

// think runs one bot decision in a slot, with budget counted from when
// the slot is taken.
func think(ctx context.Context, budget time.Duration, decide func(context.Context) (kit.Action, error)) (kit.Action, error) {
	select {
	case thinkSlots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-thinkSlots }()
	bctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	return decide(bctx)
}
