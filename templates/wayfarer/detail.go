package wayfarer

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
	add(ui.Tr(lang, "day ", "день ")+ui.Itoa(n("day")),
		ui.Plural(lang, n("jumps"), "jump", "jumps", "прыжок", "прыжка", "прыжков"),
		ui.Tr(lang, "pirates downed: ", "сбито пиратов: ")+ui.Itoa(n("kills")))
	if n("retired") > 0 {
		add(ui.Tr(lang, "retired", "ушёл на покой"))
	}
	return strings.Join(parts, ", ")
}
