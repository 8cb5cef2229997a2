package tonk

import (
	"context"
	"math/rand/v2"

	game "gamehall/internal/games/tonk"
)

// Drop limits: Easy drops only with a very low count; Strong drops when
// at least dropOdds of its simulated tables have it strictly lowest.
const (
	easyDrop  = 5
	dropTries = 400
)

// dropOdds is a variable so the tuning test can try others.
var dropOdds = 0.75

// shouldDrop decides whether to drop before drawing.
func shouldDrop(ctx context.Context, v game.View, level game.Level, rng *rand.Rand) bool {
	mine := v.Points
	if level == game.Easy {
		return mine <= easyDrop
	}
	if mine > 20 {
		return false
	}
	return dropChance(ctx, v, rng) >= dropOdds
}

// dropChance estimates the chance that the seat's count is strictly the
// lowest: it deals the unseen cards to the other hands at random many
// times (the cards each took from the pile stay theirs).
func dropChance(ctx context.Context, v game.View, rng *rand.Rand) float64 {
	pool := unseen(v).Cards()
	wins, tries := 0, 0
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
			for range v.Counts[seat] - known.Len() {
				if next < len(pool) {
					pts += game.Points(pool[next])
					next++
				}
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
