package minesweeper

import "gamehall/internal/games/kit"

// StatsBoards are the boards a player's statistics read: the win-rate
// boards, where every ranked game of a classic size stands from its
// first click, with the full detail once it ends.
func StatsBoards() []string {
	var out []string
	for _, noGuess := range []bool{false, true} {
		for _, p := range Presets {
			_, rate := boardKeys(config{preset: p.Key, noGuess: noGuess})
			out = append(out, rate)
		}
	}
	return out
}

// StatsLine is a player's record on one kind of field.
type StatsLine struct {
	Board            string // the best-time board of this kind of field
	TitleEN, TitleRU string
	kit.Record
	Best3BVs       float64 // the best 3BV per second of a win
	BestEfficiency int     // the best 3BV over clicks of a win, in %
}

// Stats folds a player's games, oldest first, into one line per kind of
// field played, in board order (the classic sizes, then no-guess).
func Stats(games []kit.Played) []StatsLine {
	return kit.Tally(StatsBoards(), games, func(i int) StatsLine {
		p := Presets[i%len(Presets)]
		noGuess := i >= len(Presets)
		l := StatsLine{TitleEN: p.TitleEN, TitleRU: p.TitleRU}
		l.Board, _ = boardKeys(config{preset: p.Key, noGuess: noGuess})
		if noGuess {
			l.TitleEN, l.TitleRU = l.TitleEN+", no guessing", l.TitleRU+", без угадывания"
		}
		return l
	}, (*StatsLine).add)
}

func (l *StatsLine) add(g kit.Played) {
	ms := g.Detail.Int("ms")
	l.Record.Add(g.Won, ms)
	if !g.Won {
		return
	}
	solved, clicks := int(g.Detail.Int("solved")), int(g.Detail.Int("clicks"))
	l.Best3BVs = max(l.Best3BVs, perSecond(solved, ms))
	if clicks > 0 {
		l.BestEfficiency = max(l.BestEfficiency, solved*100/clicks)
	}
}
