package pharaoh

import (
	"fmt"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	p.Add(ui.BotsName(lang, d.Str("level")),
		fmt.Sprintf(ui.Tr(lang, "matches won %d of %d", "выиграно матчей: %d из %d"), p.N("won"), p.N("matches")),
		fmt.Sprintf(ui.Tr(lang, "total %+d", "итог %+d"), p.N("total")))
	p.Add(ui.Resigned(lang, d)...)
	return p.String()
}
