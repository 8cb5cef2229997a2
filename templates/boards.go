package templates

import (
	"embed"

	"time"

	"gamehall/internal/games/kit"
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
			return Tr(lang, k.TitleEN, k.TitleRU)
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
	Boards   []ProfileBoard
	Counts   map[string][2]int // slug -> started, finished
	Finished []GameLine
}

// Score prints a score in its unit.
func Score(u kit.Unit, n int64) string {
	switch u {
	case kit.UnitMillis:
		return Millis(n)
	case kit.UnitCoins:
		return Grouped(n)
	}
	return Itoa(n)
}

// Grouped prints an integer with thin spaces between thousands.
func Grouped(n int64) string {
	s := Itoa(n)
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
		return Tr(lang, "This week", "За неделю")
	case "month":
		return Tr(lang, "This month", "За месяц")
	}
	return Tr(lang, "All time", "За всё время")
}

// OutcomeName names a result.
func OutcomeName(lang, o string) string {
	switch o {
	case "win":
		return Tr(lang, "won", "победа")
	case "loss":
		return Tr(lang, "lost", "поражение")
	case "draw":
		return Tr(lang, "draw", "ничья")
	}
	return Tr(lang, "finished", "окончена")
}

//go:embed rules
var rulesFS embed.FS

// Rules returns a game's rules page body (trusted HTML from this
// repository), or "" when it is not written yet.
func Rules(slug, lang string) string {
	if lang != "ru" {
		lang = "en"
	}
	b, err := rulesFS.ReadFile("rules/" + slug + "." + lang + ".html")
	if err != nil {
		return ""
	}
	return string(b)
}
