package templates

import (
	"embed"

	"gamehall/internal/games/kit"
)

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
