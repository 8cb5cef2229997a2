package tonk

import (
	"context"
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/kit"
	game "gamehall/internal/games/tonk"
)

// Drop limits: Easy drops only with a very low count; Strong drops when
// at least dropOdds of its simulated tables have it strictly lowest.
const (
	easyDrop  = 5
	dropTries = 400
)

// dropOdds and strongDrop are variables so the tuning test can try
// others. strongDrop is the highest count Strong drops with, 0 for the
// table's Tonk threshold: the rules have bots drop only when their hand
// is already very low (it dropped with up to 20, and at a table of
// Strong bots 85% of the hands ended in a drop, 4% in a Tonk).
var (
	dropOdds   = 0.9
	strongDrop = 0
)

// shouldDrop decides whether to drop before drawing.
func shouldDrop(ctx context.Context, v game.View, level kit.Level, rng *rand.Rand) bool {
	mine := v.Points
	if level == kit.Easy {
		return mine <= easyDrop
	}
	limit := strongDrop
	if limit == 0 {
		limit = v.Threshold
	}
	if mine > limit {
		return false
	}
	return dropChance(ctx, v, rng) >= dropOdds
}

// dropChance estimates the chance that the seat's count is strictly the
// lowest: it deals the unseen cards to the other hands at random many
// times (the cards each took from the pile stay theirs). A player who
// has drawn k times has kept its lowest cards and thrown k others, so
// each other hand is dealt k more cards than it holds and keeps the
// lowest of them.
func dropChance(ctx context.Context, v game.View, rng *rand.Rand) float64 {
	pool := unseen(v).Cards()
	initialStock := len(game.FullDeck.Cards()) - v.Players*5 - 1
	drawnEach := min(max(initialStock-v.Stock, 0)/v.Players, 5)
	wins, tries := 0, 0
	var dealt []int
	for range dropTries {
		if ctx.Err() != nil {
			break
		}
		tries++
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		next, lowest := 0, true
		for seat := range v.Players {
			if seat == v.Seat {
				continue
			}
			known := v.Taken[seat]
			pts := game.HandPoints(known)
			hidden := v.Counts[seat] - known.Len()
			dealt = dealt[:0]
			for range hidden + drawnEach {
				if next < len(pool) {
					dealt = append(dealt, game.Points(pool[next]))
					next++
				}
			}
			slices.Sort(dealt)
			for _, p := range dealt[:min(hidden, len(dealt))] {
				pts += p
			}
			if pts <= v.Points {
				lowest = false
				break
			}
		}
		if lowest {
			wins++
		}
	}
	if tries == 0 {
		return 0
	}
	return float64(wins) / float64(tries)
}
