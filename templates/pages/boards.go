package pages

import (
	"time"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// Standing is one line of a leaderboard.
type Standing struct {
	Username            string
	Score               int64
	Wins, Draws, Losses int
	Detail              string
}

// BoardStats is a player's record on one board of one game.
type BoardStats struct {
	Slug, Board         string
	Played              int
	Wins, Draws, Losses int
	Lowest, Best        int64
}

// GameLine is one finished game on the profile.
type GameLine struct {
	ID              int64
	Slug            string
	Finished        time.Time
	Outcome, Detail string
}

// BoardView is one leaderboard page.
type BoardView struct {
	Slug    string
	Name    string // the game's, in the page's language
	Boards  []kit.Board
	Board   kit.Board
	Period  string
	Periods []string
	Rows    []Standing
	Me      string
}

// ProfileBoard is a user's record on one board with its description.
type ProfileBoard struct {
	Stats BoardStats
	Info  kit.Info
}

// Title is the board's name in a language.
func (b ProfileBoard) Title(lang string) string {
	for _, k := range b.Info.Boards {
		if k.Key == b.Stats.Board {
			return ui.Tr(lang, k.TitleEN, k.TitleRU)
		}
	}
	return b.Stats.Board
}

// Best is the board's best figure, printed in its unit, or "".
func (b ProfileBoard) Best() string {
	for _, k := range b.Info.Boards {
		if k.Key != b.Stats.Board {
			continue
		}
		switch k.Rank {
		case kit.RankLowest:
			if b.Stats.Wins == 0 {
				return "—"
			}
			return Score(k.Unit, b.Stats.Lowest)
		case kit.RankHighest:
			return Score(k.Unit, b.Stats.Best)
		}
	}
	return ""
}

// ProfileView is the profile page.
type ProfileView struct {
	Name     string
	Games    Games // every game, to name them and order the counts
	Boards   []ProfileBoard
	Counts   map[string][2]int // slug -> started, finished
	Finished []GameLine
}

// Score prints a score in its unit.
func Score(u kit.Unit, n int64) string {
	switch u {
	case kit.UnitMillis:
		return ui.Millis(n)
	case kit.UnitCoins:
		return Grouped(n)
	}
	return ui.Itoa(n)
}

// Grouped prints an integer with thin spaces between thousands.
func Grouped(n int64) string {
	s := ui.Itoa(n)
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	out := ""
	for len(s) > 3 {
		out = "\u2009" + s[len(s)-3:] + out
		s = s[:len(s)-3]
	}
	out = s + out
	if neg {
		out = "-" + out
	}
	return out
}

// PeriodName names a leaderboard period.
func PeriodName(lang, p string) string {
	switch p {
	case "week":
		return ui.Tr(lang, "This week", "За неделю")
	case "month":
		return ui.Tr(lang, "This month", "За месяц")
	}
	return ui.Tr(lang, "All time", "За всё время")
}

// OutcomeName names a result.
func OutcomeName(lang, o string) string {
	switch o {
	case "win":
		return ui.Tr(lang, "won", "победа")
	case "loss":
		return ui.Tr(lang, "lost", "поражение")
	case "draw":
		return ui.Tr(lang, "draw", "ничья")
	}
	return ui.Tr(lang, "finished", "окончена")
}
