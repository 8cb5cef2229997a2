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
	BoardDraw1Rate  = "draw1-rate"
	BoardDraw3Rate  = "draw3-rate"
)

// boards lists the leaderboards in display order.
var boards = []kit.Board{
	{Key: BoardDraw1Time, TitleEN: "Draw one: fastest win", TitleRU: "По одной: быстрейшая победа", Rank: kit.RankLowest, Unit: kit.UnitMillis},
	{Key: BoardDraw1Moves, TitleEN: "Draw one: fewest moves", TitleRU: "По одной: меньше всего ходов", Rank: kit.RankLowest, Unit: kit.UnitCount},
	{Key: BoardDraw3Time, TitleEN: "Draw three: fastest win", TitleRU: "По три: быстрейшая победа", Rank: kit.RankLowest, Unit: kit.UnitMillis},
	{Key: BoardDraw3Moves, TitleEN: "Draw three: fewest moves", TitleRU: "По три: меньше всего ходов", Rank: kit.RankLowest, Unit: kit.UnitCount},
	{Key: BoardDraw1Rate, TitleEN: "Draw one: win rate", TitleRU: "По одной: доля побед", Rank: kit.RankWinRate, Unit: kit.UnitCount},
	{Key: BoardDraw3Rate, TitleEN: "Draw three: win rate", TitleRU: "По три: доля побед", Rank: kit.RankWinRate, Unit: kit.UnitCount},
}

// Results is empty before the first move. From then on the game stands
// on the boards of its draw mode: unfinished until the win, then a win
// scored by the time in ms on one board and the move count on another;
// on the win-rate board a deal started counts as lost until it is won.
func (s *state) Results() []kit.Result {
	if s.startMs == 0 {
		return nil
	}
	timeKey, movesKey, rateKey := BoardDraw1Time, BoardDraw1Moves, BoardDraw1Rate
	if s.drawThree {
		timeKey, movesKey, rateKey = BoardDraw3Time, BoardDraw3Moves, BoardDraw3Rate
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
	if s.won() {
		detail["ms"] = elapsed
	}
	ranked := s.Casual().Ranked()
	return []kit.Result{
		{Board: timeKey, Outcome: outcome, Score: elapsed, Moves: s.moves(), Ranked: ranked, Detail: detail},
		{Board: movesKey, Outcome: outcome, Score: int64(s.moves()), Moves: s.moves(), Ranked: ranked, Detail: detail},
		s.rateResult(rateKey, ranked, detail),
	}
}

// rateResult is the game on its win-rate board, where the rate is wins
// over deals started: a deal counts as lost from its first move until
// it is won. A deal begun ranked stays there when help makes it casual
// later, as a loss even if then won (the board keeps the loss it
// counted; the help's win does not count), so the player's statistics
// read what the board counts.
func (s *state) rateResult(board string, ranked bool, detail kit.Detail) kit.Result {
	r := kit.Result{Board: board, Outcome: kit.Loss, Moves: s.moves(), Ranked: ranked, Detail: detail}
	switch {
	case s.won() && ranked:
		r.Outcome = kit.Win
	case s.won() && !s.counted:
		r.Outcome = kit.Win // casual from the start: the player's own history
	case s.counted:
		r.Ranked = true
	}
	return r
}
