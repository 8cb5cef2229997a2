package pharaoh

import (
	"fmt"
	"strings"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	add(ui.BotsName(lang, d.Str("level")),
		fmt.Sprintf(ui.Tr(lang, "matches won %d of %d", "выиграно матчей: %d из %d"), n("won"), n("matches")),
		fmt.Sprintf(ui.Tr(lang, "total %+d", "итог %+d"), n("total")))
	add(ui.Resigned(lang, d)...)
	return strings.Join(parts, ", ")
}
