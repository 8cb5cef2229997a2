package klondike

import (
	"gamehall/internal/games/kit"
)

// Board keys: fastest win and fewest moves, for each draw mode.
const (
	BoardDraw1Time  = "draw1-time"
	BoardDraw1Moves = "draw1-moves"
	BoardDraw3Time  = "draw3-time"
	BoardDraw3Moves = "draw3-moves"
)

// boards lists the leaderboards in display order.
var boards = []kit.Board{
	{Key: BoardDraw1Time, TitleEN: "Draw one: fastest win", TitleRU: "По одной: быстрейшая победа", Rank: kit.RankLowest, Unit: kit.UnitMillis},
	{Key: BoardDraw1Moves, TitleEN: "Draw one: fewest moves", TitleRU: "По одной: меньше всего ходов", Rank: kit.RankLowest, Unit: kit.UnitCount},
	{Key: BoardDraw3Time, TitleEN: "Draw three: fastest win", TitleRU: "По три: быстрейшая победа", Rank: kit.RankLowest, Unit: kit.UnitMillis},
	{Key: BoardDraw3Moves, TitleEN: "Draw three: fewest moves", TitleRU: "По три: меньше всего ходов", Rank: kit.RankLowest, Unit: kit.UnitCount},
}

// Results is empty before the first move. From then on the game stands
// on both boards of its draw mode: unfinished until the win, then a win
// scored by the time in ms on one board and the move count on the other.
// Klondike has no loss: a game that is not won stays unfinished.
func (s *state) Results() []kit.Result {
	if s.startMs == 0 {
		return nil
	}
	timeKey, movesKey := BoardDraw1Time, BoardDraw1Moves
	if s.drawThree {
		timeKey, movesKey = BoardDraw3Time, BoardDraw3Moves
	}
	outcome := kit.Unfinished
	var elapsed int64
	if s.won() {
		outcome, elapsed = kit.Win, s.endMs-s.startMs
	}
	// Hints and undos both show what lies face down (a hint comes from a
	// solver that sees the whole deal), so a win says how many it used.
	detail := kit.Detail{"kind": "klondike", "moves": s.moves(), "undos": s.undos, "hints": s.hints}
	if s.winnable {
		detail["winnable"] = true
	}
	ranked := s.Casual().Ranked()
	return []kit.Result{
		{Board: timeKey, Outcome: outcome, Score: elapsed, Moves: s.moves(), Ranked: ranked, Detail: detail},
		{Board: movesKey, Outcome: outcome, Score: int64(s.moves()), Moves: s.moves(), Ranked: ranked, Detail: detail},
	}
}
