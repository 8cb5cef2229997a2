package klondike

import (
	"slices"

	"gamehall/internal/games/kit"
)

// StatsBoards are the boards a player's statistics read: the win-rate
// boards, where every ranked deal stands from its first move (a loss
// until it is won), with the full detail once it is won.
func StatsBoards() []string { return []string{BoardDraw1Rate, BoardDraw3Rate} }

// statsDaily is the daily deals' line among the boards Stats folds.
const statsDaily = "daily"

// StatsLine is a player's record in one draw mode, or of the daily
// deals (Daily), which are draw one and count in its line as well.
type StatsLine struct {
	Board            string // the fastest-win board of the draw mode; "" for the daily deals
	Daily            bool
	TitleEN, TitleRU string
	kit.Record
	FewestMoves int // the fewest moves of a win; 0 before the first
}

// statsLines are the lines in display order: draw one, draw three, then
// the daily deals.
var statsLines = []StatsLine{
	{Board: BoardDraw1Time, TitleEN: "Draw one", TitleRU: "По одной"},
	{Board: BoardDraw3Time, TitleEN: "Draw three", TitleRU: "По три"},
	{Daily: true, TitleEN: "Daily deals", TitleRU: "Раздачи дня"},
}

// Stats folds a player's ranked games, oldest first, into one line per
// draw mode played and one for the daily deals if any were played.
func Stats(games []kit.Played) []StatsLine {
	all := slices.Clone(games)
	for _, g := range games {
		if g.Daily {
			g.Board = statsDaily
			all = append(all, g)
		}
	}
	boards := append(StatsBoards(), statsDaily)
	return kit.Tally(boards, all, func(i int) StatsLine { return statsLines[i] }, (*StatsLine).add)
}

func (l *StatsLine) add(g kit.Played) {
	l.Record.Add(g.Won, g.Detail.Int("ms"))
	if m := int(g.Detail.Int("moves")); g.Won && m > 0 && (l.FewestMoves == 0 || m < l.FewestMoves) {
		l.FewestMoves = m
	}
}
