package klondike

import (
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	moves := func(k int) string { return ui.Plural(lang, k, "move", "moves", "ход", "хода", "ходов") }
	p.Add(moves(p.N("moves")))
	if k := p.N("undos"); k > 0 {
		p.Add(ui.Plural(lang, k, "undo", "undos", "отмена", "отмены", "отмен"))
	}
	if k := p.N("hints"); k > 0 {
		p.Add(ui.Plural(lang, k, "hint", "hints", "подсказка", "подсказки", "подсказок"))
	}
	return p.String()
}
