package wayfarer

import (
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	p.Add(ui.Tr(lang, "day ", "день ")+ui.Itoa(p.N("day")),
		ui.Plural(lang, p.N("jumps"), "jump", "jumps", "прыжок", "прыжка", "прыжков"),
		ui.Tr(lang, "pirates downed: ", "сбито пиратов: ")+ui.Itoa(p.N("kills")))
	if p.N("retired") > 0 {
		p.Add(ui.Tr(lang, "retired", "ушёл на покой"))
	}
	return p.String()
}
