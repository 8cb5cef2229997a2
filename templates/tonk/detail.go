package tonk

import (
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	p.Add(ui.Plural(lang, p.N("players"), "player", "players", "игрок", "игрока", "игроков"), ui.BotsName(lang, d.Str("level")),
		ui.Tr(lang, "ante ", "анте ")+ui.Itoa(p.N("ante")),
		ui.Tr(lang, "hands won ", "конов выиграно ")+ui.Itoa(p.N("won"))+"/"+ui.Itoa(p.N("hands")),
		ui.Tr(lang, "bankroll ", "банк ")+ui.Grouped(d.Int("bankroll")))
	p.Add(ui.Resigned(lang, d)...)
	return p.String()
}
