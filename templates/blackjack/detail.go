package blackjack

import (
	"strings"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	add(ui.Plural(lang, n("rounds"), "round", "rounds", "раунд", "раунда", "раундов"),
		ui.Tr(lang, "won ", "выиграно ")+ui.Itoa(n("won")),
		ui.Tr(lang, "blackjacks ", "блэкджеков ")+ui.Itoa(n("blackjacks")),
		ui.Tr(lang, "bankroll ", "банк ")+ui.Grouped(d.Int("bankroll")))
	return strings.Join(parts, ", ")
}
