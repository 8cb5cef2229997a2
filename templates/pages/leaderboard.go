package pages

import (
	"net/url"
	"strings"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// BoardKind is how a leaderboard ranks: by a score (lowest or highest),
// by win rate, or by rating.
type BoardKind int

// Board kinds.
const (
	BoardLowest BoardKind = iota
	BoardHighest
	BoardWinRate
	BoardRating
)

// BoardTab is one board a game's leaderboard page offers.
type BoardTab struct {
	Key              string
	TitleEN, TitleRU string
	Kind             BoardKind
	Unit             kit.Unit
}

// Standing is one line of a leaderboard.
type Standing struct {
	Rank                       int
	Username                   string
	Score                      int64
	Games, Wins, Draws, Losses int
	Rating, RD                 float64
	Detail                     string // the result's particulars, in the page's language
}

// BoardView is one leaderboard page.
type BoardView struct {
	Slug    string
	Name    string // the game's, in the page's language
	Tabs    []BoardTab
	Board   BoardTab
	Period  string
	Periods []string
	Since   time.Time
	Rows    []Standing
	// Me is the viewer's line when it is not among Rows; MeCapped says
	// its rank is past the counted cap (shown as "10 000+").
	Me       *Standing
	MeCapped bool
	MeName   string // the viewer's username, "" for a guest
	MinGames int    // the win-rate board's minimum
	RankCap  int
	// Bots are the game's bot levels with their fixed ratings, for the
	// rating boards: whom a rating is measured against.
	Bots []BotRating
}

// BotRating is one bot level's fixed rating and how it was obtained,
// in the page's language.
type BotRating struct {
	Level   string // "Strong", or "Strong · 9×9" where a game has variants
	Rating  int
	Low     int // the 95% interval; HasLow/HasHigh false on an open side
	High    int
	HasLow  bool
	HasHigh bool
	// Measured is false for an estimate (a placeholder or the anchor of
	// the game's scale).
	Measured bool
	Source   string
}

// Interval prints the 95% interval: "1480–1610", "≥ 1300", "≤ 700",
// or "" for an estimate without one.
func (b BotRating) Interval() string {
	switch {
	case b.HasLow && b.HasHigh:
		return ui.Itoa(int64(b.Low)) + "–" + ui.Itoa(int64(b.High))
	case b.HasLow:
		return "≥ " + ui.Itoa(int64(b.Low))
	case b.HasHigh:
		return "≤ " + ui.Itoa(int64(b.High))
	}
	return ""
}

// ProfileURL is a player's public profile.
func ProfileURL(name string) string { return "/u/" + url.PathEscape(name) }

// Date prints a day: "3 Dec 2026", "3 дек. 2026".
func Date(lang string, t time.Time) string {
	t = t.UTC()
	if lang == "ru" {
		months := [...]string{"янв.", "февр.", "марта", "апр.", "мая", "июня", "июля", "авг.", "сент.", "окт.", "нояб.", "дек."}
		return ui.Itoa(t.Day()) + " " + months[t.Month()-1] + " " + ui.Itoa(t.Year())
	}
	return t.Format("2 Jan 2006")
}

// BoardLine says in one sentence what a board ranks and since when.
func BoardLine(lang string, v BoardView) string {
	// An all-time board without ranked results has no start to name.
	sinceEN, sinceRU := "", ""
	if v.Since.Year() > 1 {
		sinceEN, sinceRU = " since "+Date(lang, v.Since), " с "+Date(lang, v.Since)
	}
	switch v.Board.Kind {
	case BoardRating:
		return ui.Tr(lang,
			"Glicko-2 rating of established players (deviation ≤ 110) who finished a ranked game"+sinceEN+".",
			"Рейтинг Glicko-2 игроков с установившимся рейтингом (отклонение ≤ 110), сыгравших рейтинговую партию"+sinceRU+".")
	case BoardWinRate:
		return ui.Tr(lang,
			"Games won out of ranked games finished"+sinceEN+", among players with at least "+ui.Itoa(v.MinGames)+".",
			"Доля выигранных рейтинговых игр"+sinceRU+" среди игроков, сыгравших не меньше "+ui.Itoa(v.MinGames)+".")
	case BoardLowest:
		if v.Board.Unit == kit.UnitMillis {
			return ui.Tr(lang, "Each player's fastest win (time in seconds) in ranked games"+sinceEN+".",
				"Быстрейшая победа каждого игрока (время в секундах) в рейтинговых играх"+sinceRU+".")
		}
		return ui.Tr(lang, "Each player's lowest winning score in ranked games"+sinceEN+"; lower is better.",
			"Наименьший счёт победы каждого игрока в рейтинговых играх"+sinceRU+"; чем меньше, тем лучше.")
	}
	if v.Board.Unit == kit.UnitCoins {
		return ui.Tr(lang, "Each player's highest amount (in coins) in ranked games"+sinceEN+".",
			"Наибольшая сумма каждого игрока (в монетах) в рейтинговых играх"+sinceRU+".")
	}
	return ui.Tr(lang, "Each player's highest score in ranked games"+sinceEN+".",
		"Наибольший результат каждого игрока в рейтинговых играх"+sinceRU+".")
}

// ScoreHeader is the score column's heading, with its unit.
func ScoreHeader(lang string, t BoardTab) string {
	switch t.Unit {
	case kit.UnitMillis:
		return ui.Tr(lang, "Time", "Время")
	case kit.UnitCoins:
		return ui.Tr(lang, "Coins", "Монеты")
	}
	return ui.Tr(lang, "Score", "Счёт")
}

// ManyTabs says a game has more boards than fit a phone's screen as
// tabs (past two rows at 390 px): the page offers a select there.
func ManyTabs(tabs []BoardTab) bool { return len(tabs) > 6 }

// TabGroups splits the boards into runs of one kind and unit, in order:
// a game's ratings, its best times, its win rates.
func TabGroups(tabs []BoardTab) [][]BoardTab {
	var out [][]BoardTab
	for i, t := range tabs {
		if i == 0 || t.Kind != tabs[i-1].Kind || t.Unit != tabs[i-1].Unit {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], t)
	}
	return out
}

// GroupName names what a group of boards ranks.
func GroupName(lang string, t BoardTab) string {
	switch {
	case t.Kind == BoardRating:
		return ui.Tr(lang, "Ratings", "Рейтинги")
	case t.Kind == BoardWinRate:
		return ui.Tr(lang, "Win rate", "Доля побед")
	case t.Unit == kit.UnitMillis:
		return ui.Tr(lang, "Best time", "Лучшее время")
	case t.Kind == BoardLowest:
		return ui.Tr(lang, "Lowest score", "Наименьший счёт")
	case t.Unit == kit.UnitCoins:
		return ui.Tr(lang, "Most coins", "Больше всего монет")
	}
	return ui.Tr(lang, "Best score", "Лучший результат")
}

// RankText is a rank, "10 000+" past the cap.
func RankText(rank int, capped bool, cap int) string {
	if capped {
		return ui.Grouped(int64(cap)) + "+"
	}
	return ui.Itoa(rank)
}

// RatingText prints a rating, with "?" while it is provisional.
func RatingText(r, rd float64) string {
	s := ui.Itoa(int64(r + 0.5))
	if rd > 110 {
		s += "?"
	}
	return s
}

// joinNonEmpty joins the non-empty strings with sep.
func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
