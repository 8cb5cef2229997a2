package wayfarer

import (
	"gamehall/internal/games/kit"
)

// Results are the career's standings. The three main boards rank ended
// careers: a career that ended with the ship is a loss, and its final
// numbers count once it is over. A career still flying is unfinished
// and counts only on the active board, once it has made a jump (a career
// that only pressed Launch has done nothing to rank).
func (s *state) Results() []kit.Result {
	out := kit.Unfinished
	if s.Over() {
		out = kit.Loss
	}
	ranked := s.Casual().Ranked()
	ended := ranked && s.Over()
	active := ranked && !s.Over() && s.c.Jumps > 0
	detail := kit.Detail{"kind": "wayfarer", "day": s.c.Day, "jumps": s.c.Jumps, "kills": s.c.Kills}
	return []kit.Result{
		{Board: BoardWorth, Outcome: out, Score: s.netWorth(), Moves: s.c.Actions, Ranked: ended, Detail: detail},
		{Board: BoardVisited, Outcome: out, Score: int64(s.visitedCount()), Moves: s.c.Actions, Ranked: ended, Detail: detail},
		{Board: BoardQuests, Outcome: out, Score: int64(s.questsDone()), Moves: s.c.Actions, Ranked: ended, Detail: detail},
		{Board: BoardActive, Outcome: out, Score: s.netWorth(), Moves: s.c.Actions, Ranked: active, Detail: detail},
	}
}

// Casual is why the career does not count: another galaxy than the
// standard one (zero while it counts).
func (s *state) Casual() kit.Casual {
	if s.c.Custom {
		return customGalaxy
	}
	return kit.Casual{}
}
