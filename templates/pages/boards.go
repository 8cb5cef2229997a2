package pages

import (
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// Score prints a score in its unit, in the page's language.
func Score(lang string, u kit.Unit, n int64) string {
	switch u {
	case kit.UnitMillis:
		return ui.Millis(lang, n)
	case kit.UnitCoins:
		return ui.Grouped(n)
	}
	return ui.Itoa(n)
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
