package blackjack

import (
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	p.Add(ui.Plural(lang, p.N("rounds"), "round", "rounds", "раунд", "раунда", "раундов"),
		ui.Tr(lang, "won ", "выиграно ")+ui.Itoa(p.N("won")),
		ui.Tr(lang, "blackjacks ", "блэкджеков ")+ui.Itoa(p.N("blackjacks")),
		ui.Tr(lang, "bankroll ", "банк ")+ui.Grouped(d.Int("bankroll")))
	return p.String()
}
