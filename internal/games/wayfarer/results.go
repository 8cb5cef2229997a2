package wayfarer

import (
	"gamehall/internal/games/kit"
)

// Results are the career's standings. The three main boards rank ended
// careers: a career that ended with the ship is a loss, one the captain
// retired is a win, and its final numbers count once it is over. A
// career still flying is unfinished and counts only on the active
// board. Either way it needs a jump (a career that only pressed Launch
// has done nothing to rank; retiring needs one too).
func (s *state) Results() []kit.Result {
	out := kit.Unfinished
	if s.Over() {
		out = kit.Loss
		if s.c.Ret {
			out = kit.Win
		}
	}
	ranked := s.Casual().Ranked() && s.c.Jumps > 0
	ended := ranked && s.Over()
	active := ranked && !s.Over()
	detail := kit.Detail{"kind": "wayfarer", "day": s.c.Day, "jumps": s.c.Jumps, "kills": s.c.Kills}
	if s.c.Ret {
		detail["retired"] = 1
	}
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
