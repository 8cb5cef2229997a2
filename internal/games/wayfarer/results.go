package wayfarer

import (
	"gamehall/internal/games/kit"
)

// Results are the running standings on all three boards; a career that
// ended with the ship is a loss, one still flying is unfinished.
func (s *state) Results() []kit.Result {
	out := kit.Unfinished
	if s.Over() {
		out = kit.Loss
	}
	detail := kit.Detail{"kind": "wayfarer", "day": s.c.Day, "jumps": s.c.Jumps, "kills": s.c.Kills}
	return []kit.Result{
		{Board: BoardWorth, Outcome: out, Score: s.netWorth(), Moves: s.c.Actions, Ranked: true, Detail: detail},
		{Board: BoardVisited, Outcome: out, Score: int64(s.visitedCount()), Moves: s.c.Actions, Ranked: true, Detail: detail},
		{Board: BoardQuests, Outcome: out, Score: int64(s.questsDone()), Moves: s.c.Actions, Ranked: true, Detail: detail},
	}
}
