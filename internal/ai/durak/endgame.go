package durak

import (
	"context"

	"gamehall/internal/games/kit"
)

// endgameSearch is filled in later; it reports false for now.
func endgameSearch(ctx context.Context, s situation) (kit.Action, bool) { return nil, false }
