package corpsestarch

import (
	"gamehall/internal/games/kit"
)

// boardLifetime is the one leaderboard: starch ever gathered.
const boardLifetime = "lifetime"

// Results is the running lifetime total on the lifetime board; the game
// never ends, so the outcome stays Unfinished. The detail is the time
// played and the sections open, for the profile.
func (s *state) Results() []kit.Result {
	return []kit.Result{{
		Board:   boardLifetime,
		Outcome: kit.Unfinished,
		Score:   s.lifetime,
		Moves:   int(min(s.actions, 1<<31-1)),
		Ranked:  true,
		Detail: kit.Detail{"kind": "corpse-starch", "ms": s.activeMs,
			"open": openSections(s.lifetime), "sections": int(numSections)},
	}}
}
