package tonk

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
	add(ui.Plural(lang, n("players"), "player", "players", "игрок", "игрока", "игроков"), ui.BotsName(lang, d.Str("level")),
		ui.Tr(lang, "ante ", "анте ")+ui.Itoa(n("ante")),
		ui.Tr(lang, "hands won ", "конов выиграно ")+ui.Itoa(n("won"))+"/"+ui.Itoa(n("hands")),
		ui.Tr(lang, "bankroll ", "банк ")+ui.Grouped(d.Int("bankroll")))
	add(ui.Resigned(lang, d)...)
	return strings.Join(parts, ", ")
}
