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

// Played is one game as the statistics read it: its win-rate board,
// whether it was won, and its result's detail.
type Played struct {
	Board  string
	Won    bool
	Detail kit.Detail
}

// StatsLine is a player's record on one kind of field.
type StatsLine struct {
	Board            string // the best-time board of this kind of field
	TitleEN, TitleRU string
	Games, Wins      int
	Streak           int     // wins in a row up to the latest game
	BestStreak       int     // the longest run of wins
	BestMs           int64   // the fastest win; 0 before the first
	Best3BVs         float64 // the best 3BV per second of a win
	BestEfficiency   int     // the best 3BV over clicks of a win, in %
}

// Stats folds a player's games, oldest first, into one line per kind of
// field played, in board order (the classic sizes, then no-guess).
func Stats(games []Played) []StatsLine {
	keys := StatsBoards()
	lines := make([]StatsLine, len(keys))
	for i, key := range keys {
		p := Presets[i%len(Presets)]
		l := &lines[i]
		noGuess := i >= len(Presets)
		l.Board, _ = boardKeys(config{preset: p.Key, noGuess: noGuess})
		l.TitleEN, l.TitleRU = p.TitleEN, p.TitleRU
		if noGuess {
			l.TitleEN, l.TitleRU = l.TitleEN+", no guessing", l.TitleRU+", без угадывания"
		}
		for _, g := range games {
			if g.Board == key {
				l.add(g)
			}
		}
	}
	out := lines[:0]
	for _, l := range lines {
		if l.Games > 0 {
			out = append(out, l)
		}
	}
	return out
}

func (l *StatsLine) add(g Played) {
	l.Games++
	if !g.Won {
		l.Streak = 0
		return
	}
	l.Wins++
	l.Streak++
	l.BestStreak = max(l.BestStreak, l.Streak)
	ms, solved, clicks := g.Detail.Int("ms"), int(g.Detail.Int("solved")), int(g.Detail.Int("clicks"))
	if ms > 0 && (l.BestMs == 0 || ms < l.BestMs) {
		l.BestMs = ms
	}
	l.Best3BVs = max(l.Best3BVs, perSecond(solved, ms))
	if clicks > 0 {
		l.BestEfficiency = max(l.BestEfficiency, solved*100/clicks)
	}
}
